// accruals.suggest (accruals_suggest): month-end accrual suggestions from the client's journal (engine:
// src/books/accruals, through the SDK). Streaming: progress while the streams are examined. Read only.
import { accruals, defineSkill, money, reconcile } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

/** Verified in research (domain-skills §3.2): the ATO page on prepaid expenses for small business entities. */
const ATO_PREPAYMENTS = {
  standard: 'ATO: Deductions for prepaid expenses (small business entities)',
  section: '12-month rule',
  url: 'http://www.ato.gov.au/forms-and-instructions/deductions-for-prepaid-expenses-2023/small-business-entities',
  confidence: 0.9,
}

export default defineSkill<Input, Output>(async (input, ctx) => {
  ctx.progress(0, 'reading the journal')
  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  const lookback = input.lookback_months ?? 12
  const from = `${reconcile.addMonths(input.period, -lookback)}-01`
  const to = reconcile.monthBounds(input.period).end
  const [chart, contacts, ledger] = await Promise.all([
    books.chart(),
    books.contacts(),
    books.ledgerLines({ from, to }),
  ])
  ctx.signal.throwIfAborted()
  const r = accruals.suggestAccruals({
    period: input.period,
    lookbackMonths: lookback,
    currency,
    ledger,
    chart,
    contacts,
    focusAreas: input.focus_areas ?? [],
    onProgress: (fraction, message) => ctx.progress(fraction, message),
  })
  const fmt = (m: number) => money.formatAmount(m, currency)
  const warnings = [...r.warnings]
  if (!ledger.length) warnings.push(`No journal lines from ${from} to ${to}: nothing to learn recurring expenses from.`)
  const recurring = r.suggestions.filter((s) => s.kind === 'recurring_missing').length
  const prepaid = r.suggestions.length - recurring
  const summary = r.suggestions.length
    ? `${r.suggestions.length} suggestion${r.suggestions.length === 1 ? '' : 's'} totalling ${fmt(r.total_minor)} ${currency} for ${input.period}: ${recurring} recurring expense${recurring === 1 ? '' : 's'} not yet recorded, ${prepaid} prepayment amortisation${prepaid === 1 ? '' : 's'}; ${r.streams_examined} expense streams examined from ${from}.`
    : `No accruals suggested for ${input.period}: ${r.streams_examined} expense streams examined from ${from}.`
  return {
    summary,
    suggestions: r.suggestions.map((s) => ({
      account: s.account,
      account_code: s.account_code,
      amount: fmt(s.amount_minor),
      narration: s.narration,
      evidence: s.evidence,
      confidence: s.confidence,
    })),
    citations: input.jurisdiction === 'AU' && prepaid > 0 ? [{ ...ATO_PREPAYMENTS }] : [],
    warnings,
  }
})
