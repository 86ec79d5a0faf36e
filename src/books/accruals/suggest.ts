// suggestAccruals: accrual suggestions for one month from a client's journal (issue 8, accruals.suggest; research
// domain-skills §3). Pure: ledger lines, chart and contacts in; suggestions with their evidence out. Recurring expenses
// not yet recorded in the period (recurring.ts) and prepayment amortisation not yet recorded (prepayments.ts). Each
// suggestion names the debit (expense) account; its narration names the credit side and the reversal.
import { formatAmount } from '../../money/index.ts'
import { addMonths, monthBounds } from '../reconcile/index.ts'
import { prepaymentGaps, PREPAID_NAME, type ChartAccount } from './prepayments.ts'
import { missingInPeriod, type Cadence, type Confidence, type Occurrence, type StreamStats } from './recurring.ts'

export interface AccrualLedgerLine {
  entry_id: string
  line: number
  date: string
  narration: string
  reference: string | null
  account_code: string
  amount_minor: number
  contact_id: string | null
}

export interface AccrualRequest {
  /** `YYYY-MM`. */
  period: string
  lookbackMonths: number
  currency: string
  /** Lines of every account dated from the lookback's first day to the period's last. */
  ledger: readonly AccrualLedgerLine[]
  chart: readonly ChartAccount[]
  contacts?: ReadonlyArray<{ id: string; name: string }>
  /** Case-insensitive words matched against account code, account name and counterparty; "recurring" or "prepayments" pick a kind. Empty: everything. */
  focusAreas?: readonly string[]
  /** Called as streams are examined (fraction of the work done). */
  onProgress?: (fraction: number, message: string) => void
}

export interface AccrualSuggestion {
  kind: 'recurring_missing' | 'prepayment_amortisation'
  account_code: string
  account: string
  amount_minor: number
  narration: string
  evidence: string
  confidence: Confidence
  contact_id: string | null
  counterparty: string | null
  prepaid_account_code: string | null
  cadence: Cadence | null
  expected_date: string | null
  stream: StreamStats | null
}

export interface AccrualResult {
  period: { start: string; end: string }
  lookback_start: string
  suggestions: AccrualSuggestion[]
  streams_examined: number
  total_minor: number
  warnings: string[]
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Words that vary between occurrences of one stream (dates, numbers, month names) are dropped from the narration. */
export function narrationStem(narration: string): string {
  return narration
    .toLowerCase()
    .replace(/\d+/g, ' ')
    .replace(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim()
}

export function suggestAccruals(req: AccrualRequest): AccrualResult {
  const period = monthBounds(req.period)
  const lookbackStart = `${addMonths(req.period, -req.lookbackMonths)}-01`
  const fmt = (m: number) => formatAmount(m, req.currency)
  const accounts = new Map(req.chart.map((a) => [a.code, a]))
  const contactName = new Map((req.contacts ?? []).map((c) => [c.id, c.name]))
  const accrued = req.chart.find((a) => a.type === 'liability' && /accru/i.test(a.name))
  const creditSide = accrued ? `${accrued.code} ${accrued.name}` : 'Accrued expenses (a liability account)'
  const reversal = `${addMonths(req.period, 1)}-01`
  const focus = (req.focusAreas ?? []).map((f) => f.toLowerCase().trim()).filter(Boolean)
  const kindTerms = focus.filter((f) => f === 'recurring' || f === 'prepayments')
  const textTerms = focus.filter((f) => f !== 'recurring' && f !== 'prepayments')
  const wantKind = (kind: 'recurring' | 'prepayments') => !kindTerms.length || kindTerms.includes(kind)
  const inFocus = (...texts: Array<string | null | undefined>) =>
    !textTerms.length || textTerms.some((f) => texts.some((t) => t?.toLowerCase().includes(f)))
  const lines = req.ledger.filter((l) => l.date >= lookbackStart && l.date <= period.end)
  const warnings: string[] = []
  const suggestions: AccrualSuggestion[] = []

  // Amortisation journals (they credit a prepaid account) belong to the prepayment check, not to a recurring stream.
  const prepaid = new Set(req.chart.filter((a) => a.type === 'asset' && PREPAID_NAME.test(a.name)).map((a) => a.code))
  const amortisation = new Set(
    lines.filter((l) => prepaid.has(l.account_code) && l.amount_minor < 0).map((l) => l.entry_id),
  )
  const streams = new Map<string, { account: string; contact: string | null; byEntry: Map<string, Occurrence> }>()
  for (const l of lines) {
    if (accounts.get(l.account_code)?.type !== 'expense' || amortisation.has(l.entry_id)) continue
    const key = `${l.account_code}|${l.contact_id ?? `~${narrationStem(l.narration)}`}`
    let s = streams.get(key)
    if (!s) streams.set(key, (s = { account: l.account_code, contact: l.contact_id, byEntry: new Map() }))
    const o = s.byEntry.get(l.entry_id)
    if (o) o.amount_minor += l.amount_minor
    else s.byEntry.set(l.entry_id, { date: l.date, amount_minor: l.amount_minor, entry_id: l.entry_id })
  }
  const keys = [...streams.keys()].sort(cmp)
  keys.forEach((key, i) => {
    if (i % 50 === 0)
      req.onProgress?.(
        0.1 + (0.8 * i) / Math.max(1, keys.length),
        `examining recurring streams (${i} of ${keys.length})`,
      )
    const s = streams.get(key)!
    const account = accounts.get(s.account)!
    const who = s.contact ? (contactName.get(s.contact) ?? null) : null
    if (!wantKind('recurring') || !inFocus(account.code, account.name, who)) return
    const occ = [...s.byEntry.values()]
      .filter((o) => o.amount_minor > 0)
      .sort((a, b) => cmp(a.date, b.date) || cmp(a.entry_id, b.entry_id))
    const st = missingInPeriod(occ, period.start, period.end)
    if (!st) return
    const name = who ?? account.name
    suggestions.push({
      kind: 'recurring_missing',
      account_code: account.code,
      account: account.name,
      amount_minor: st.amount_minor,
      narration: `Accrual: ${name} ${req.period} (${st.cadence}), not yet recorded: Dr ${account.code} ${account.name} / Cr ${creditSide}; reverse on ${reversal}`,
      evidence:
        `${st.occurrences} ${st.cadence} occurrences ${st.first}…${st.last}, median interval ${st.median_interval_days} d (MAD ${st.interval_mad_days} d), ` +
        `median ${fmt(st.median_amount_minor)}, CV ${Math.round(st.cv * 100)}%; last three give ${fmt(st.amount_minor)}; expected ${st.expected_date}; none recorded ${period.start}…${period.end}`,
      confidence: st.confidence,
      contact_id: s.contact,
      counterparty: who,
      prepaid_account_code: null,
      cadence: st.cadence,
      expected_date: st.expected_date,
      stream: st,
    })
  })

  req.onProgress?.(0.9, 'checking prepayment amortisation')
  if (wantKind('prepayments')) {
    const pre = prepaymentGaps(lines, req.chart, req.period)
    warnings.push(...pre.warnings)
    for (const g of pre.gaps) {
      const exp = accounts.get(g.expense_account_code)
      const acct = accounts.get(g.prepaid_account_code)!
      if (!inFocus(g.expense_account_code, exp?.name, acct.code, acct.name)) continue
      const paid = g.payments
        .map(
          (p) =>
            `${fmt(p.amount_minor)} paid ${p.date}${p.reference ? ` (${p.reference})` : ''} for ${p.months} months from ${p.start_month}${p.months_stated ? '' : ' (months not stated: 12 assumed)'}, ${fmt(p.share_minor)} for ${req.period}`,
        )
        .join('; ')
      suggestions.push({
        kind: 'prepayment_amortisation',
        account_code: g.expense_account_code,
        account: exp?.name ?? g.expense_account_code,
        amount_minor: g.amount_minor,
        narration:
          `Amortisation of ${acct.name.toLowerCase()} ${req.period}: Dr ${g.expense_account_code} ${exp?.name ?? ''} / Cr ${acct.code} ${acct.name}`.replace(
            /\s+\//,
            ' /',
          ),
        evidence:
          `${paid}; expected ${fmt(g.expected_minor)}, recorded ${fmt(g.recorded_minor)} in ${req.period}` +
          (g.last_amortisation
            ? `; last amortisation ${fmt(g.last_amortisation.amount_minor)} on ${g.last_amortisation.date}`
            : '; no earlier amortisation'),
        confidence: g.confidence,
        contact_id: null,
        counterparty: null,
        prepaid_account_code: g.prepaid_account_code,
        cadence: null,
        expected_date: null,
        stream: null,
      })
    }
  }
  suggestions.sort(
    (a, b) =>
      cmp(a.kind, b.kind) ||
      cmp(a.account_code, b.account_code) ||
      cmp(a.counterparty ?? '', b.counterparty ?? '') ||
      cmp(a.contact_id ?? '', b.contact_id ?? ''),
  )
  req.onProgress?.(1, `${suggestions.length} suggestions`)
  return {
    period,
    lookback_start: lookbackStart,
    suggestions,
    streams_examined: keys.length,
    total_minor: suggestions.reduce((a, s) => a + s.amount_minor, 0),
    warnings,
  }
}
