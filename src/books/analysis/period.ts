// Reading a period's balances from a client's books (what the analysis and report skills share): the balances at the
// period's end, the movements in it, and the balances at the day before it starts (the opening position).
import type { ChartAccount } from './statements.ts'

/** What is needed of a client's books (SkillBooks satisfies it). */
export interface BalanceSource {
  chart(): Promise<ChartAccount[]>
  balances(o: { from?: string; to: string }): Promise<Map<string, number>>
}

export interface PeriodBalances {
  chart: ChartAccount[]
  /** Balances of every entry up to the end date. */
  atEnd: Map<string, number>
  /** Movements of the entries dated from start to end. */
  inPeriod: Map<string, number>
  /** Balances at the day before start; null when no entry is dated before start (no opening position to average). */
  opening: Map<string, number> | null
}

const DAY_MS = 86_400_000
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`)

export function dayBefore(date: string): string {
  return new Date(utc(date) - DAY_MS).toISOString().slice(0, 10)
}

/** Days from start to end, both included (2026-07-01..2026-09-30 is 92). */
export function daysInclusive(start: string, end: string): number {
  return Math.round((utc(end) - utc(start)) / DAY_MS) + 1
}

export async function readPeriod(
  books: BalanceSource,
  period: { start: string; end: string },
): Promise<PeriodBalances> {
  const [chart, atEnd, inPeriod, before] = await Promise.all([
    books.chart(),
    books.balances({ to: period.end }),
    books.balances({ from: period.start, to: period.end }),
    books.balances({ to: dayBefore(period.start) }),
  ])
  return { chart, atEnd, inPeriod, opening: before.size ? before : null }
}
