// Writes a generated (or hand-built) book straight into the stores, for tests, the bench and the README demo (issue:
// Client books, "Proof"). Ids are the book's own, so a test can score results against its labels. Nothing here runs in
// the service's request path.
import { derivedUuid, lineKeys, statementLineId } from '../identity.ts'
import type { ChartAccount, Stores } from '../../store/ports/index.ts'

export interface SeedAccount {
  code: string
  name: string
  type: ChartAccount['type']
  archived?: boolean
}
export interface SeedBankAccount {
  id: string
  name: string
  account_code: string
  institution?: string | null
  account_number?: string | null
}
export interface SeedStatementLine {
  id: string
  bank_account_id: string
  date: string
  amount_minor: number
  description: string
  reference?: string | null
  counterparty?: string | null
  fitid?: string | null
}
export interface SeedEntry {
  id: string
  date: string
  narration: string
  reference?: string | null
  contact_id?: string | null
  lines: Array<{ account_code: string; amount_minor: number; description?: string | null }>
}
export interface SeedContact {
  id: string
  name: string
  kind: 'customer' | 'supplier' | 'employee' | 'related_party' | 'other'
  identifiers?: Array<{ scheme: string; value: string }>
  bank_account?: string | null
  address?: string | null
  email?: string | null
}

/** A client's book in the skill SDK's field names; amounts are integer minor units. */
export interface BooksToSeed {
  chart?: SeedAccount[]
  bank_accounts?: SeedBankAccount[]
  statement_lines?: SeedStatementLine[]
  entries?: SeedEntry[]
  contacts?: SeedContact[]
}

/**
 * Creates the client when it does not exist (currency `currency`, default AUD) and writes the book: the chart replaces
 * the client's, everything else is added. Entries must balance (checked here: a generator bug should fail loudly).
 */
export async function seedBooks(
  stores: Stores,
  organizationId: string,
  clientId: string,
  book: BooksToSeed,
  o: { currency?: string; name?: string; workspaceId?: string | null } = {},
): Promise<void> {
  const now = new Date()
  const currency = o.currency ?? 'AUD'
  if (!(await stores.clients.get(organizationId, clientId))) {
    await stores.clients.insert({
      id: clientId,
      organizationId,
      workspaceId: o.workspaceId ?? null,
      name: o.name ?? `Synthetic client ${clientId.slice(0, 8)}`,
      currency,
      lockedThrough: null,
      createdAt: now,
      updatedAt: now,
    })
  }
  if (book.chart) {
    const { version } = await stores.charts.get(organizationId, clientId)
    const ok = await stores.charts.replace(
      organizationId,
      clientId,
      book.chart.map((a) => ({ code: a.code, name: a.name, type: a.type, archived: a.archived ?? false })),
      version,
      now,
    )
    if (!ok) throw new Error('seedBooks: the chart changed while seeding')
  }
  if (book.contacts?.length) {
    await stores.contacts.upsert(
      book.contacts.map((c) => ({
        id: c.id,
        organizationId,
        clientId,
        name: c.name,
        kind: c.kind,
        identifiers: c.identifiers ?? [],
        bankAccount: c.bank_account ?? null,
        address: c.address ?? null,
        email: c.email ?? null,
        createdAt: now,
        updatedAt: now,
      })),
    )
  }
  for (const b of book.bank_accounts ?? []) {
    await stores.bankAccounts.insert({
      id: b.id,
      organizationId,
      clientId,
      accountCode: b.account_code,
      name: b.name,
      currency,
      institution: b.institution ?? null,
      accountNumber: b.account_number ?? null,
      createdAt: now,
    })
  }
  if (book.statement_lines?.length) {
    const importId = derivedUuid('seed-import', organizationId, clientId)
    const keyOf = lineKeys()
    await stores.statements.addLines(
      book.statement_lines.map((l) => ({
        id: l.id,
        organizationId,
        clientId,
        bankAccountId: l.bank_account_id,
        date: l.date,
        amountMinor: l.amount_minor,
        description: l.description,
        reference: l.reference ?? null,
        counterparty: l.counterparty ?? null,
        fitid: l.fitid ?? null,
        identity: statementLineId(organizationId, l.bank_account_id, keyOf(l)).identity,
        importId,
        createdAt: now,
      })),
    )
  }
  for (const e of book.entries ?? []) {
    const total = e.lines.reduce((t, l) => t + l.amount_minor, 0)
    if (total !== 0 || e.lines.length < 2)
      throw new Error(`seedBooks: entry ${e.id} does not balance (${total}) or has fewer than 2 lines`)
    await stores.journal.insert({
      id: e.id,
      organizationId,
      clientId,
      date: e.date,
      narration: e.narration,
      reference: e.reference ?? null,
      contactId: e.contact_id ?? null,
      lines: e.lines.map((l) => ({
        accountCode: l.account_code,
        amountMinor: l.amount_minor,
        description: l.description ?? null,
      })),
      totalMinor: e.lines.reduce((t, l) => t + Math.max(0, l.amount_minor), 0),
      createdAt: now,
    })
  }
}
