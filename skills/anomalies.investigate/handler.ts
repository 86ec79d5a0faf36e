// anomalies.investigate (slug investigate_anomaly): Benford, round-number, duplicate and vendor identifier tests over one
// client's books (spec "Skills with shown schemas"; research §2.1–2.4). This file reads the books through ctx.data,
// applies the scope and hands plain arrays to the engine (the SDK's forensic.investigate, src/forensic/investigate.ts),
// which computes every number. See README.md.
import {
  defineSkill,
  forensic,
  money,
  SkillInputError,
  type SkillBooks,
  type SkillContact,
} from '../../src/skill-runtime/sdk.ts'
import { parseScope, type Scope } from './scope.ts'
import type { Input, Output } from './types.ts'

/** The input as the runtime delivers it: schema defaults applied. */
export type DefaultedInput = Required<Omit<Input, 'investigation_scope' | 'threshold_override'>> & {
  investigation_scope: Record<string, unknown>
  threshold_override: Record<string, unknown>
}

const nameKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

export default defineSkill<DefaultedInput, Output>(async (input, ctx) => {
  // Input problems first, before any read: a bad scope or threshold is the caller's, whatever the books hold.
  const scope = parseScope(input.investigation_scope)
  let thresholds: forensic.Thresholds
  try {
    thresholds = forensic.resolveThresholds(input.threshold_override)
  } catch (e) {
    if (e instanceof forensic.ForensicInputError) throw new SkillInputError(e.param, e.reason)
    throw e
  }

  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  ctx.progress(0, 'Reading the books')
  const contacts = await books.contacts()
  const transactions = await readTransactions(books, scope, contacts)
  const wanted = scope.counterparties ? new Set(scope.counterparties.map(nameKey)) : null
  const inScope = wanted
    ? transactions.filter((t) => t.counterparty !== null && wanted.has(nameKey(t.counterparty)))
    : transactions
  const checkedContacts = wanted ? contacts.filter((c) => wanted.has(nameKey(c.name))) : contacts
  ctx.progress(0.2, `Read ${inScope.length} transaction(s) and ${checkedContacts.length} contact(s)`)

  const out = await forensic.investigate(
    {
      transactions: inScope,
      contacts: checkedContacts,
      exponent: money.exponentOf(currency),
      format: (minor) => money.formatAmount(minor, currency),
      tests: {
        benford: input.benford_test,
        round_numbers: input.round_number_test,
        duplicates: input.duplicate_test,
        vendor_identifiers: input.vendor_abr_check,
      },
      thresholds,
      jurisdiction: input.jurisdiction,
    },
    {
      progress: (f, message) => ctx.progress(0.2 + 0.8 * f, message),
      checkpoint: async () => {
        // Let the stream carry the progress event and notice a caller who went away.
        await new Promise((resolve) => setTimeout(resolve, 0))
        ctx.signal.throwIfAborted()
      },
    },
  )
  ctx.logger.debug({ transactions: out.counts.transactions, findings: out.findings.length }, 'anomalies investigated')

  return {
    ...out,
    client: { id: books.client.id, name: books.client.name, currency },
    scope,
    jurisdiction: input.jurisdiction,
  }
})

/** Statement lines or journal lines of the scope as engine records; unknown bank accounts and codes are a 422. */
async function readTransactions(
  books: SkillBooks,
  scope: Scope,
  contacts: SkillContact[],
): Promise<forensic.ForensicTransaction[]> {
  const range = { ...(scope.from && { from: scope.from }), ...(scope.to && { to: scope.to }) }
  const chart = new Set((await books.chart()).map((a) => a.code))
  scope.account_codes?.forEach((code, i) => {
    if (!chart.has(code))
      throw new SkillInputError(`investigation_scope.account_codes.${i}`, "is not an account of the client's chart")
  })
  if (scope.source === 'ledger') {
    if (scope.bank_account_ids)
      throw new SkillInputError(
        'investigation_scope.bank_account_ids',
        'applies to source "bank" only; use account_codes for journal lines',
      )
    const names = new Map(contacts.map((c) => [c.id, c.name]))
    const codes = scope.account_codes ?? [null]
    const lines = (
      await Promise.all(codes.map((code) => books.ledgerLines({ ...range, ...(code && { accountCode: code }) })))
    ).flat()
    return lines.map((l) => ({
      id: `${l.entry_id}:${l.line}`,
      source: 'ledger' as const,
      date: l.date,
      amount_minor: l.amount_minor,
      counterparty: l.contact_id ? (names.get(l.contact_id) ?? null) : null,
      contact_id: l.contact_id,
      reference: l.reference,
      description: l.description ?? l.narration,
      account: l.account_code,
      entry_id: l.entry_id,
    }))
  }
  const accounts = await books.bankAccounts()
  let ids: string[] | null = null
  if (scope.bank_account_ids) {
    const known = new Set(accounts.map((a) => a.id))
    scope.bank_account_ids.forEach((id, i) => {
      if (!known.has(id))
        throw new SkillInputError(`investigation_scope.bank_account_ids.${i}`, 'is not a bank account of the client')
    })
    ids = scope.bank_account_ids
  }
  if (scope.account_codes) {
    const codes = new Set(scope.account_codes)
    const booked = accounts.filter((a) => codes.has(a.account_code)).map((a) => a.id)
    ids = ids ? ids.filter((id) => booked.includes(id)) : booked
  }
  const lines =
    ids === null
      ? await books.statementLines(range)
      : (
          await Promise.all([...new Set(ids)].map((bankAccountId) => books.statementLines({ ...range, bankAccountId })))
        ).flat()
  return lines.map((l) => ({
    id: l.id,
    source: 'bank' as const,
    date: l.date,
    amount_minor: l.amount_minor,
    counterparty: l.counterparty,
    contact_id: null,
    reference: l.reference,
    description: l.description,
    account: l.bank_account_id,
  }))
}
