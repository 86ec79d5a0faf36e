// Calendar days as integers (days since 1970-01-01, UTC) for the books engines: date windows and intervals are
// integer arithmetic, and a `YYYY-MM-DD` string is parsed once per line, never per comparison.

const MS_PER_DAY = 86_400_000

/** `YYYY-MM-DD` → day number. */
export function dayOf(date: string): number {
  return Math.floor(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY,
  )
}

/** Day number → `YYYY-MM-DD`. */
export function dateOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10)
}

/** `YYYY-MM` plus `n` months (n may be negative). */
export function addMonths(month: string, n: number): string {
  const idx = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n
  return `${String(Math.floor(idx / 12)).padStart(4, '0')}-${String((idx % 12) + 1).padStart(2, '0')}`
}

/** First and last date of a `YYYY-MM` month. */
export function monthBounds(month: string): { start: string; end: string } {
  const y = Number(month.slice(0, 4))
  const m = Number(month.slice(5, 7))
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` }
}

/** The same day of the month `n` months later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDate(date: string, n: number): string {
  const month = addMonths(date.slice(0, 7), n)
  const { end } = monthBounds(month)
  const day = Math.min(Number(date.slice(8, 10)), Number(end.slice(8, 10)))
  return `${month}-${String(day).padStart(2, '0')}`
}
