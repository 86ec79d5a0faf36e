// Recurring expense streams and the ones missing in the period (issue 8, accruals.suggest; research domain-skills §3.1).
//
// A stream is the expense lines of one (account, counterparty) pair, or (account, narration stem) without a
// counterparty, before the period within the lookback. It is recurring when:
//   cadence   the median interval between occurrences is monthly (27–35 d), quarterly (85–95 d) or annual (350–380 d),
//   regular   the median absolute deviation of the intervals is at most 15% of the median interval,
//   stable    the coefficient of variation of the amounts is at most 0.5,
//   enough    at least 3 occurrences (2 for annual).
// It is missing in the period when the next expected date (last occurrence + 1, 3 or 12 calendar months) falls in the
// period, or at most max(3 d, 20% of the interval) before it, and no occurrence is dated in the period.
// Amount: the middle of the last three amounts (the larger of two). Confidence (stated in the skill README):
//   high   ≥ 6 occurrences, CV ≤ 0.05 and interval MAD ≤ 3 days
//   medium ≥ 3 occurrences and CV ≤ 0.20
//   low    otherwise (still suggested, marked low)
import { addMonthsToDate, dayOf } from '../reconcile/index.ts'

export type Cadence = 'monthly' | 'quarterly' | 'annual'
export type Confidence = 'high' | 'medium' | 'low'

const CADENCES: ReadonlyArray<{ cadence: Cadence; lo: number; hi: number; months: number; min: number }> = [
  { cadence: 'monthly', lo: 27, hi: 35, months: 1, min: 3 },
  { cadence: 'quarterly', lo: 85, hi: 95, months: 3, min: 3 },
  { cadence: 'annual', lo: 350, hi: 380, months: 12, min: 2 },
]
export const MAX_INTERVAL_MAD_SHARE = 0.15
export const MAX_CV = 0.5

export interface Occurrence {
  date: string
  amount_minor: number
  entry_id: string
}

export interface StreamStats {
  cadence: Cadence
  occurrences: number
  first: string
  last: string
  median_interval_days: number
  interval_mad_days: number
  median_amount_minor: number
  cv: number
  expected_date: string
  amount_minor: number
  confidence: Confidence
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const n = s.length
  return n === 0 ? 0 : n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2
}

/** Stats of a stream whose history (dated before the period, by date) is recurring; null when it is not. */
export function recurringStats(
  history: readonly Occurrence[],
): (Omit<StreamStats, 'expected_date'> & { months: number }) | null {
  if (history.length < 2) return null
  const days = history.map((o) => dayOf(o.date))
  const intervals = days.slice(1).map((d, i) => d - days[i]!)
  const m = median(intervals)
  const c = CADENCES.find((x) => m >= x.lo && m <= x.hi)
  if (!c || history.length < c.min) return null
  const mad = median(intervals.map((x) => Math.abs(x - m)))
  if (mad > MAX_INTERVAL_MAD_SHARE * m) return null
  const amounts = history.map((o) => o.amount_minor)
  const mean = amounts.reduce((a, b) => a + b, 0) / amounts.length
  const sd = Math.sqrt(amounts.reduce((a, b) => a + (b - mean) ** 2, 0) / amounts.length)
  const cv = mean > 0 ? sd / mean : Infinity
  if (cv > MAX_CV) return null
  const lastThree = amounts.slice(-3).sort((a, b) => a - b)
  const n = history.length
  const confidence: Confidence = n >= 6 && cv <= 0.05 && mad <= 3 ? 'high' : n >= 3 && cv <= 0.2 ? 'medium' : 'low'
  return {
    cadence: c.cadence,
    months: c.months,
    occurrences: n,
    first: history[0]!.date,
    last: history[n - 1]!.date,
    median_interval_days: m,
    interval_mad_days: mad,
    median_amount_minor: Math.round(median(amounts)),
    cv,
    amount_minor: lastThree[Math.floor(lastThree.length / 2)]!,
    confidence,
  }
}

/** The stream's stats when its next occurrence is due in the period and none is recorded there; else null. */
export function missingInPeriod(
  occurrences: readonly Occurrence[],
  periodStart: string,
  periodEnd: string,
): StreamStats | null {
  const history = occurrences.filter((o) => o.date < periodStart)
  if (occurrences.some((o) => o.date >= periodStart && o.date <= periodEnd)) return null
  const s = recurringStats(history)
  if (!s) return null
  const expected = addMonthsToDate(s.last, s.months)
  const grace = Math.max(3, Math.round(0.2 * s.median_interval_days))
  if (expected > periodEnd || dayOf(expected) < dayOf(periodStart) - grace) return null
  const { months: _months, ...stats } = s
  return { ...stats, expected_date: expected }
}
