// The list routes of a client's books (openapi.yaml tag `clients`; issue 25 §2): journal entries with their lines,
// one entry by id, and bank statement lines, paged, by date or newest first, with an inclusive date filter; so the
// ids a reconciliation names can be looked up. Reading needs clients:read; another organization's client, or another
// workspace's for a pinned caller, is 404 client_not_found (clientInScope).
import { AppError } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import { formatAmount } from '../money/index.ts'
import type { Client, ListOrder, StatementLine, StoredJournalEntry, Stores } from '../store/ports/index.ts'
import type {
  JournalEntry,
  JournalEntryList,
  StatementLine as StatementLineView,
  StatementLineList,
} from '../generated/api-types.ts'
import { clientInScope, clientNotFound } from './clients.ts'

export interface LedgerListsDeps {
  stores: Pick<Stores, 'clients' | 'journal' | 'statements'>
}

export interface ListQuery {
  limit?: number
  offset?: number
  from?: string
  to?: string
  order?: ListOrder
}

const DEFAULT_LIMIT = 100 // openapi.yaml BooksLimit
const MAX_LIMIT = 1000

export const entryView = (e: StoredJournalEntry, currency: string): JournalEntry => ({
  id: e.id,
  client_id: e.clientId,
  date: e.date,
  narration: e.narration,
  reference: e.reference,
  contact_id: e.contactId,
  total: formatAmount(e.totalMinor, currency),
  lines: e.lines.map((l, i) => ({
    line: i,
    account_code: l.accountCode,
    debit: l.amountMinor > 0 ? formatAmount(l.amountMinor, currency) : null,
    credit: l.amountMinor < 0 ? formatAmount(-l.amountMinor, currency) : null,
    description: l.description,
  })),
  created_at: e.createdAt.toISOString(),
})

const lineView = (l: StatementLine, currency: string): StatementLineView => ({
  id: l.id,
  bank_account_id: l.bankAccountId,
  date: l.date,
  amount: formatAmount(l.amountMinor, currency),
  description: l.description,
  reference: l.reference,
  counterparty: l.counterparty,
  fitid: l.fitid,
  import_id: l.importId,
  created_at: l.createdAt.toISOString(),
})

async function client(d: LedgerListsDeps, p: Principal, clientId: string): Promise<Client> {
  requirePermission(p, 'clients:read')
  const c = await clientInScope(d.stores, p, clientId)
  if (!c) throw clientNotFound(clientId)
  return c
}

function paging(q: ListQuery) {
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) {
    throw new AppError('validation_error', 'Invalid request: to must not be before from.', {
      param: 'to',
      details: [{ loc: ['query', 'to'], msg: 'must not be before from', type: 'invalid_range' }],
    })
  }
  return {
    limit: Math.min(Math.max(q.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT),
    offset: Math.max(q.offset ?? 0, 0),
    order: q.order ?? 'date',
    ...(q.from !== undefined ? { from: q.from } : {}),
    ...(q.to !== undefined ? { to: q.to } : {}),
  }
}

export async function listJournalEntries(
  d: LedgerListsDeps,
  p: Principal,
  clientId: string,
  q: ListQuery,
): Promise<JournalEntryList> {
  const c = await client(d, p, clientId)
  const r = await d.stores.journal.list(p.organizationId, c.id, paging(q))
  return { data: r.items.map((e) => entryView(e, c.currency)), has_more: r.hasMore }
}

export async function getJournalEntry(
  d: LedgerListsDeps,
  p: Principal,
  clientId: string,
  entryId: string,
): Promise<JournalEntry> {
  const c = await client(d, p, clientId)
  const e = await d.stores.journal.get(p.organizationId, c.id, entryId)
  if (!e)
    throw new AppError('journal_entry_not_found', `No journal entry ${entryId.slice(0, 64)} of client ${c.id}.`, {
      param: 'entry_id',
    })
  return entryView(e, c.currency)
}

export async function listStatementLines(
  d: LedgerListsDeps,
  p: Principal,
  clientId: string,
  q: ListQuery & { bank_account_id?: string },
): Promise<StatementLineList> {
  const c = await client(d, p, clientId)
  const r = await d.stores.statements.page(p.organizationId, c.id, {
    ...paging(q),
    ...(q.bank_account_id !== undefined ? { bankAccountId: q.bank_account_id } : {}),
  })
  return { data: r.items.map((l) => lineView(l, c.currency)), has_more: r.hasMore }
}
