// A client's bank accounts, their statement lines and its contacts (issue: Client books, "Client data"). Every read and
// write names the organization and the client: another organization's ids read as nothing, never data.
// Amounts are integer minor units of the client's currency; dates `YYYY-MM-DD`.
import type { ListOrder, Page } from './books.ts'

export interface BankAccount {
  id: string
  organizationId: string
  clientId: string
  /** The ledger account (chart code) the bank account is booked to; one bank account per code. */
  accountCode: string
  name: string
  currency: string
  institution: string | null
  accountNumber: string | null
  createdAt: Date
}

export interface BankAccountStore {
  /** DuplicateError when the id exists. */
  insert(a: BankAccount): Promise<void>
  get(organizationId: string, clientId: string, id: string): Promise<BankAccount | null>
  /** By account code. */
  list(organizationId: string, clientId: string): Promise<BankAccount[]>
}

export interface StatementLine {
  /** Derived from the bank account and `identity`: the same line imported twice has the same id. */
  id: string
  organizationId: string
  clientId: string
  bankAccountId: string
  date: string
  /** Money in positive, money out negative. */
  amountMinor: number
  description: string
  reference: string | null
  counterparty: string | null
  /** The bank's transaction id (OFX FITID), when the source has one. */
  fitid: string | null
  /** What makes the line the same line in an overlapping statement: the FITID, else a digest of its fields and its occurrence among identical lines of its file. */
  identity: string
  /** The import that first added it. */
  importId: string
  createdAt: Date
}

/** One statement file imported into a bank account. */
export interface StatementImport {
  id: string
  organizationId: string
  clientId: string
  bankAccountId: string
  /** SHA-256 of the file's bytes: the same file again is recognised before any line is read. */
  sha256: string
  format: 'csv' | 'ofx'
  lineCount: number
  addedCount: number
  createdAt: Date
}

export interface StatementStore {
  /**
   * Adds the lines whose id is new and skips the others (already imported: an overlapping statement or a retried
   * import). Safe to repeat: a crash part way leaves some lines in, and the same call again adds exactly the rest.
   * `lines` is read once, in order, as the lines are written (a generator's lines need not all be in memory).
   */
  addLines(lines: Iterable<StatementLine>): Promise<{ added: number; skipped: number }>
  /** By date, then id; `from`/`to` inclusive. */
  list(
    organizationId: string,
    clientId: string,
    o: { bankAccountId?: string; from?: string; to?: string },
  ): Promise<StatementLine[]>
  /** One page of list's lines (`newest`: by date then id, reversed). */
  page(
    organizationId: string,
    clientId: string,
    o: { bankAccountId?: string; from?: string; to?: string; limit: number; offset: number; order?: ListOrder },
  ): Promise<Page<StatementLine>>
  /** Records a finished import; false (nothing written) when this bank account already has an import of the same digest. */
  recordImport(i: StatementImport): Promise<boolean>
  findImport(organizationId: string, bankAccountId: string, sha256: string): Promise<StatementImport | null>
}

export type ContactKind = 'customer' | 'supplier' | 'employee' | 'related_party' | 'other'

export interface Contact {
  id: string
  organizationId: string
  clientId: string
  name: string
  kind: ContactKind
  /** Business identifiers as given (scheme upper-case: ABN, ACN, NZBN, GB_VAT, CA_BN, US_EIN ...). */
  identifiers: Array<{ scheme: string; value: string }>
  /** Digits (and letters for IBANs) only: comparable across contacts. */
  bankAccount: string | null
  address: string | null
  email: string | null
  createdAt: Date
  updatedAt: Date
}

export interface ContactStore {
  /**
   * Inserts or replaces each contact by id (keeping its createdAt). DuplicateError when an id is another organization's
   * or client's contact (that row is never changed).
   */
  upsert(contacts: Contact[]): Promise<void>
  get(organizationId: string, clientId: string, id: string): Promise<Contact | null>
  /** By name, then id. */
  list(organizationId: string, clientId: string): Promise<Contact[]>
}
