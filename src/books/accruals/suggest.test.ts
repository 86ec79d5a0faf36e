// The accruals engine scored against generated books (issue 8 "Proof": missing recurring expenses and missing
// prepayment amortisation found with precision ≥ 0.99 and recall ≥ 0.98, amounts exact), and its rules on small cases.
import { describe, expect, it } from 'vitest'
import { combine, generateBooks, ledgerLinesOf, scoreAccruals } from '../synthetic/index.ts'
import { suggestAccruals, type AccrualLedgerLine } from './index.ts'

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

function run(seed: number, o: { focusAreas?: string[] } = {}) {
  const book = generateBooks(seed)
  const a = book.labels.accruals
  return {
    book,
    result: suggestAccruals({
      period: a.period,
      lookbackMonths: a.lookback_months,
      currency: book.currency,
      ledger: ledgerLinesOf(book),
      chart: book.chart,
      contacts: book.contacts,
      ...o,
    }),
  }
}

describe('accruals: scored against planted labels', () => {
  const runs = SEEDS.map((s) => run(s))

  it('finds the missing recurring expenses and amortisation: precision ≥ 0.99, recall ≥ 0.98, amounts exact', () => {
    const scores = runs.map(({ book, result }) => scoreAccruals(book, result))
    const total = combine(scores.map((s) => s.found))
    expect(total.tp).toBeGreaterThanOrEqual(SEEDS.length * 3)
    expect(total.precision, JSON.stringify(total)).toBeGreaterThanOrEqual(0.99)
    expect(total.recall, JSON.stringify(total)).toBeGreaterThanOrEqual(0.98)
    for (const s of scores) expect(s.amounts_exact).toBe(1)
  })

  it('plants both kinds, and streams that must not be suggested (present in the period, or not due in it)', () => {
    for (const { book } of runs) {
      expect(book.labels.accruals.missing.some((m) => m.kind === 'prepayment_amortisation')).toBe(true)
      expect(book.labels.accruals.missing.some((m) => m.kind === 'recurring_missing')).toBe(true)
    }
    expect(runs.flatMap((r) => r.book.labels.accruals.recurring_not_missing).length).toBeGreaterThan(5)
  })

  it('carries evidence and a confidence from the stated rule', () => {
    for (const { result } of runs) {
      for (const s of result.suggestions) {
        expect(s.evidence).toMatch(/\d{4}-\d{2}-\d{2}/)
        if (s.kind === 'recurring_missing') {
          const st = s.stream!
          const want =
            st.occurrences >= 6 && st.cv <= 0.05 && st.interval_mad_days <= 3
              ? 'high'
              : st.occurrences >= 3 && st.cv <= 0.2
                ? 'medium'
                : 'low'
          expect(s.confidence).toBe(want)
          expect(s.evidence).toContain(`${st.occurrences} ${st.cadence} occurrences`)
        }
      }
    }
  })

  it('narrows to focus areas', () => {
    const only = run(1, { focusAreas: ['prepayments'] }).result.suggestions
    expect(only.length).toBeGreaterThan(0)
    expect(only.every((s) => s.kind === 'prepayment_amortisation')).toBe(true)
    const rent = run(1, { focusAreas: ['rent'] }).result.suggestions
    expect(rent.map((s) => s.account)).toEqual(['Rent'])
  })
})

const chart = [
  { code: '6-2100', name: 'Electricity', type: 'expense' },
  { code: '6-9000', name: 'Sundry', type: 'expense' },
  { code: '2-1410', name: 'Accrued expenses', type: 'liability' },
]
const line = (
  entry: string,
  date: string,
  amount: number,
  account = '6-2100',
  contact: string | null = 'c1',
): AccrualLedgerLine => ({
  entry_id: entry,
  line: 0,
  date,
  narration: 'Power bill',
  reference: null,
  account_code: account,
  amount_minor: amount,
  contact_id: contact,
})
const suggest = (ledger: AccrualLedgerLine[], period = '2026-06') =>
  suggestAccruals({
    period,
    lookbackMonths: 12,
    currency: 'AUD',
    ledger,
    chart,
    contacts: [{ id: 'c1', name: 'Power Co' }],
  }).suggestions

describe('accruals: rules', () => {
  const monthly = ['2026-01-10', '2026-02-09', '2026-03-11', '2026-04-10', '2026-05-10'].map((d, i) =>
    line(`e${i}`, d, 10000 + i),
  )

  it('suggests a monthly stream whose period occurrence is missing, at the middle of the last three amounts', () => {
    const s = suggest(monthly)
    expect(s).toHaveLength(1)
    expect(s[0]).toMatchObject({
      kind: 'recurring_missing',
      account_code: '6-2100',
      amount_minor: 10003,
      cadence: 'monthly',
      expected_date: '2026-06-10',
      confidence: 'medium',
    })
    expect(s[0]!.narration).toContain('Cr 2-1410 Accrued expenses')
  })

  it('says nothing when the period has its occurrence, when it is not due yet, or with too few occurrences', () => {
    expect(suggest([...monthly, line('e9', '2026-06-12', 9000)])).toEqual([])
    expect(suggest(monthly, '2026-05')).toEqual([])
    expect(suggest(monthly.slice(-2))).toEqual([])
  })

  it('ignores irregular intervals and unstable amounts', () => {
    expect(
      suggest(
        ['2026-01-10', '2026-02-01', '2026-03-25', '2026-04-10', '2026-05-10'].map((d, i) => line(`e${i}`, d, 10000)),
      ),
    ).toEqual([])
    expect(suggest(monthly.map((l, i) => ({ ...l, amount_minor: [1000, 90000, 2500, 70000, 400][i]! })))).toEqual([])
  })

  it('finds quarterly and annual cadences', () => {
    const q = suggest(['2025-06-20', '2025-09-19', '2025-12-19', '2026-03-20'].map((d, i) => line(`q${i}`, d, 50000)))
    expect(q).toMatchObject([{ cadence: 'quarterly', expected_date: '2026-06-20' }])
    const a = suggestAccruals({
      period: '2026-06',
      lookbackMonths: 36,
      currency: 'AUD',
      ledger: ['2024-06-03', '2025-06-02'].map((d, i) => line(`a${i}`, d, 120000)),
      chart,
    }).suggestions
    expect(a).toMatchObject([{ cadence: 'annual', expected_date: '2026-06-02', confidence: 'low' }])
  })
})
