// Prepayment amortisation missing in the period (issue 8, accruals.suggest; research domain-skills §3.2).
//
// A prepaid account is an asset account whose name says so ("Prepaid …", "Prepayments"). Each debit to it is a payment
// for a service period: "N months" in its narration (else 12) starting "from YYYY-MM-DD" (else the month after the
// payment). Its monthly amortisation is the amount spread evenly over those months (money.allocate: the cents add up).
// The period's expected amortisation of the account is the sum over payments whose service covers the period; what
// was recorded is the credits to the account dated in the period. A shortfall is suggested: Dr the expense account the
// account was last amortised to (else the expense account named like it), Cr the prepaid account.
// Confidence: high when the months were stated and an earlier amortisation of the same amount was recorded; medium
// when one of the two holds; low otherwise.
import { allocate } from '../../money/index.ts'
import { addMonths } from '../reconcile/index.ts'
import type { Confidence } from './recurring.ts'

export interface PrepaymentLine {
  entry_id: string
  date: string
  narration: string
  reference: string | null
  account_code: string
  amount_minor: number
}
export interface ChartAccount {
  code: string
  name: string
  type: string
}

export interface PrepaymentGap {
  prepaid_account_code: string
  expense_account_code: string
  amount_minor: number
  expected_minor: number
  recorded_minor: number
  payments: Array<{
    date: string
    amount_minor: number
    reference: string | null
    months: number
    months_stated: boolean
    start_month: string
    share_minor: number
  }>
  last_amortisation: { date: string; amount_minor: number } | null
  confidence: Confidence
}

export const PREPAID_NAME = /prepa(id|yment)/i

export function prepaymentGaps(
  lines: readonly PrepaymentLine[],
  chart: readonly ChartAccount[],
  period: string,
): { gaps: PrepaymentGap[]; warnings: string[] } {
  const warnings: string[] = []
  const gaps: PrepaymentGap[] = []
  const byEntry = new Map<string, PrepaymentLine[]>()
  for (const l of lines) {
    const list = byEntry.get(l.entry_id)
    if (list) list.push(l)
    else byEntry.set(l.entry_id, [l])
  }
  for (const acct of chart.filter((a) => a.type === 'asset' && PREPAID_NAME.test(a.name))) {
    const mine = lines.filter((l) => l.account_code === acct.code && l.date.slice(0, 7) <= period)
    const payments: PrepaymentGap['payments'] = []
    for (const p of mine.filter((l) => l.amount_minor > 0)) {
      const stated = /(\d{1,3})\s*months?/i.exec(p.narration)
      const months = stated ? Math.max(1, Number(stated[1])) : 12
      const from = /from\s+(\d{4}-\d{2})-\d{2}/i.exec(p.narration)
      const start = from ? from[1]! : addMonths(p.date.slice(0, 7), 1)
      const index = monthIndex(start, period)
      if (index < 0 || index >= months) continue
      const share = allocate(
        p.amount_minor,
        Array.from({ length: months }, () => 1),
      )[index]!
      payments.push({
        date: p.date,
        amount_minor: p.amount_minor,
        reference: p.reference,
        months,
        months_stated: stated !== null,
        start_month: start,
        share_minor: share,
      })
    }
    if (!payments.length) continue
    const expected = payments.reduce((a, p) => a + p.share_minor, 0)
    const credits = mine.filter((l) => l.amount_minor < 0)
    const recorded = -credits.filter((l) => l.date.slice(0, 7) === period).reduce((a, l) => a + l.amount_minor, 0)
    if (recorded >= expected) continue
    const earlier = credits
      .filter((l) => l.date.slice(0, 7) < period)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    const last = earlier[earlier.length - 1]
    const lastExpense = last
      ? byEntry.get(last.entry_id)!.find((l) => l.amount_minor > 0 && l.account_code !== acct.code)?.account_code
      : undefined
    const word = acct.name.replace(PREPAID_NAME, '').trim().toLowerCase()
    const byName = chart.find(
      (a) => a.type === 'expense' && word.length > 0 && a.name.toLowerCase().includes(word),
    )?.code
    const expense = lastExpense ?? byName
    if (!expense) {
      warnings.push(
        `${acct.code} ${acct.name}: amortisation for ${period} is ${expected - recorded} minor units short, but no expense account was found to debit (no earlier amortisation and no expense account named like it); not suggested.`,
      )
      continue
    }
    const sameAmount = last !== undefined && Math.abs(-last.amount_minor - expected) <= payments.length // allocate() moves single cents between months
    const stated = payments.every((p) => p.months_stated)
    gaps.push({
      prepaid_account_code: acct.code,
      expense_account_code: expense,
      amount_minor: expected - recorded,
      expected_minor: expected,
      recorded_minor: recorded,
      payments,
      last_amortisation: last ? { date: last.date, amount_minor: -last.amount_minor } : null,
      confidence: stated && sameAmount ? 'high' : stated || sameAmount ? 'medium' : 'low',
    })
  }
  return { gaps, warnings }
}

function monthIndex(start: string, period: string): number {
  return (
    (Number(period.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
    Number(period.slice(5, 7)) -
    Number(start.slice(5, 7))
  )
}
