// A client's books (issue: Client books): clients, their chart of accounts, journal entries. Every read and write
// names the organization: another organization's client id reads as nothing (the 404 the routes answer), never data.
// Money is integer minor units in the client's currency (src/money/); dates are `YYYY-MM-DD`.

export interface Client {
  id: string // uuid (the skills' `client_id`)
  organizationId: string
  /** Pinned to one workspace of the organization, or null. */
  workspaceId: string | null
  name: string
  /** ISO 4217; every amount of this client is in it. */
  currency: string
  /** Entries dated on or before this date are refused (a closed period); null: nothing is closed. */
  lockedThrough: string | null
  createdAt: Date
  updatedAt: Date
}

export interface Page<T> {
  items: T[]
  hasMore: boolean
}

/** A list's order: oldest date first (`date`), or newest first. */
export type ListOrder = 'date' | 'newest'

export interface ClientStore {
  /** DuplicateError when the id exists. */
  insert(c: Client): Promise<void>
  get(organizationId: string, id: string): Promise<Client | null>
  /** Oldest first; only the workspace's when `workspaceId` is given. */
  list(organizationId: string, o: { limit: number; offset: number; workspaceId?: string }): Promise<Page<Client>>
  /** The client after the change, or null when it is not the organization's. */
  update(
    organizationId: string,
    id: string,
    patch: { name?: string; lockedThrough?: string | null },
    now: Date,
  ): Promise<Client | null>
}

export interface ChartAccount {
  code: string
  name: string
  type: 'asset' | 'liability' | 'equity' | 'revenue' | 'expense'
  archived: boolean
}

export interface Chart {
  /** By code. */
  accounts: ChartAccount[]
  /** 0 before the first write; each replace adds one. */
  version: number
}

export interface ChartStore {
  get(organizationId: string, clientId: string): Promise<Chart>
  /**
   * Replaces the whole chart in one write, only while its version is still `expectedVersion` (two imports at once:
   * one wins, the other is told to re-read). True when written.
   */
  replace(
    organizationId: string,
    clientId: string,
    accounts: ChartAccount[],
    expectedVersion: number,
    now: Date,
  ): Promise<boolean>
}

export interface StoredJournalLine {
  accountCode: string
  /** Debit positive, credit negative: an entry's lines sum to zero. */
  amountMinor: number
  description: string | null
}

export interface StoredJournalEntry {
  id: string
  organizationId: string
  clientId: string
  date: string
  narration: string
  reference: string | null
  lines: StoredJournalLine[]
  /** The counterparty (a contact of the client), or null. */
  contactId: string | null
  /** The sum of the debits. */
  totalMinor: number
  createdAt: Date
}

export interface JournalStore {
  /** The entry and its lines in one write (all or nothing). DuplicateError when the id exists. */
  insert(e: StoredJournalEntry): Promise<void>
  get(organizationId: string, clientId: string, id: string): Promise<StoredJournalEntry | null>
  /**
   * Adds, in one write, the entries whose id is not stored yet and skips the others (a re-import, or the same call
   * again after a failure part way): the ids are derived from what makes an entry the same entry. No DuplicateError.
   */
  insertMany(entries: readonly StoredJournalEntry[]): Promise<{ added: number; skipped: number }>
  /** By date, then creation, then id (`newest`: the reverse); `from`/`to` inclusive. */
  list(
    organizationId: string,
    clientId: string,
    o: { from?: string; to?: string; limit: number; offset: number; order?: ListOrder },
  ): Promise<Page<StoredJournalEntry>>
  /** The net movement per account code over the entries dated in [from, to] (from absent: since the beginning); codes with no lines are absent. */
  balances(organizationId: string, clientId: string, o: { from?: string; to: string }): Promise<Map<string, number>>
  /** Every entry dated in [from, to] (or all), with the lines on `accountCode` only when given (entries without one are left out); by date, creation, id. */
  entries(
    organizationId: string,
    clientId: string,
    o: { accountCode?: string; from?: string; to?: string },
  ): Promise<StoredJournalEntry[]>
}
