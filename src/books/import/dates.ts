// Statement dates (issue: Client books, "Getting data in") → calendar dates `YYYY-MM-DD`. Recognised: `YYYY-MM-DD`
// (also with `/` or `.`), day-month-year and month-day-year with `/` `-` or `.` and one- or two-digit day and month and a
// two- or four-digit year, and English month names (`5 Jan 2024`, `05-JAN-24`, `January 5, 2024`); a trailing time is
// ignored. ISO and month-name dates say their order; for the rest the order is detected from every date of the file,
// and when all of them would read either way (every day ≤ 12) nothing is guessed: the caller must say `dateFormat`.
// Two-digit years: 00-69 are 2000-2069, 70-99 are 1970-1999.

/** The order of a numeric date's parts: day-month-year, month-day-year, year-month-day. */
export type DateOrder = 'DMY' | 'MDY' | 'YMD'

type Parts =
  | { kind: 'iso'; y: string; m: string; d: string }
  | { kind: 'named'; y: string; m: number; d: string }
  | { kind: 'short'; a: string; b: string; c: string }

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
}

const TIME = /(?:[ T]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AP]M)?\s*(?:Z|[+-]\d{2}:?\d{2})?)$/i
const NUMERIC = /^(\d{1,4})([/.-])(\d{1,2})\2(\d{1,4})$/
const DAY_NAMED = /^(\d{1,2})[\s/.-]*([A-Za-z]{3,9})\.?[\s/.,-]*(\d{4}|\d{2})$/
const NAMED_DAY = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/

function split(text: string): Parts | null {
  const s = text.trim().replace(TIME, '')
  const n = NUMERIC.exec(s)
  if (n) {
    // cast: the pattern has five groups, all of them required: every one is a string when it matched
    const [, a, , b, c] = n as unknown as [string, string, string, string, string]
    if (a.length === 4 && c.length <= 2) return { kind: 'iso', y: a, m: b, d: c }
    if (a.length <= 2 && (c.length === 2 || c.length === 4)) return { kind: 'short', a, b, c }
    return null
  }
  const dn = DAY_NAMED.exec(s)
  if (dn && MONTHS[dn[2]!.toLowerCase()])
    return { kind: 'named', d: dn[1]!, m: MONTHS[dn[2]!.toLowerCase()]!, y: dn[3]! }
  const nd = NAMED_DAY.exec(s)
  if (nd && MONTHS[nd[1]!.toLowerCase()])
    return { kind: 'named', d: nd[2]!, m: MONTHS[nd[1]!.toLowerCase()]!, y: nd[3]! }
  return null
}

const fitsDMY = (p: { a: string; b: string }): boolean => inRange(p.a, 31) && inRange(p.b, 12)
const fitsMDY = (p: { a: string; b: string }): boolean => inRange(p.a, 12) && inRange(p.b, 31)
const inRange = (v: string, max: number): boolean => Number(v) >= 1 && Number(v) <= max

export interface DetectedOrder {
  /** The order numeric dates use; null when the file has no date whose order matters (or on a problem). */
  order: DateOrder | null
  /** Why the order cannot be decided; the caller reports it against the date column. */
  problem: string | null
}

/**
 * The order of the file's numeric dates, from all of them. `given` (the caller's `dateFormat`) wins. Dates that fit no
 * order (`45/45/2024`) do not take part; they become row errors when parsed.
 */
export function detectDateOrder(dates: readonly { row: number; text: string }[], given?: DateOrder): DetectedOrder {
  const detector = new DateOrderDetector()
  if (!given) for (const d of dates) detector.add(d.row, d.text)
  return detector.result(given)
}

/** Distinct date texts remembered by a detector (a year of daily dates is 366). */
const SEEN_LIMIT = 10_000

/** detectDateOrder fed one date at a time (a file read row by row keeps only the first date of each kind). */
export class DateOrderDetector {
  private dayFirst: { row: number; text: string } | null = null
  private monthFirst: { row: number; text: string } | null = null
  private either = false

  /** Texts already looked at (a statement repeats its dates): the same text says nothing new. */
  private readonly seen = new Set<string>()

  add(row: number, text: string): void {
    if (this.seen.has(text)) return
    if (this.seen.size < SEEN_LIMIT) this.seen.add(text)
    const p = split(text)
    if (p?.kind !== 'short') return
    const dmy = fitsDMY(p)
    const mdy = fitsMDY(p)
    if (dmy && mdy) this.either = true
    else if (dmy) this.dayFirst ??= { row, text }
    else if (mdy) this.monthFirst ??= { row, text }
  }

  result(given?: DateOrder): DetectedOrder {
    if (given) return { order: given, problem: null }
    const { dayFirst, monthFirst } = this
    if (dayFirst && monthFirst) {
      return {
        order: null,
        problem: `The dates mix day-first (line ${dayFirst.row}: ${dayFirst.text}) and month-first (line ${monthFirst.row}: ${monthFirst.text}) forms; pass dateFormat 'DMY' or 'MDY' and the other lines become errors.`,
      }
    }
    if (dayFirst) return { order: 'DMY', problem: null }
    if (monthFirst) return { order: 'MDY', problem: null }
    if (this.either)
      return {
        order: null,
        problem:
          "Every date reads both day-first and month-first (no day is above 12); pass dateFormat 'DMY' (31/01/2024) or 'MDY' (01/31/2024).",
      }
    return { order: null, problem: null }
  }
}

export type DateResult = { ok: true; date: string } | { ok: false; message: string }

const FORMATS = 'YYYY-MM-DD, DD/MM/YYYY, MM/DD/YYYY (with / - or .), DD MMM YYYY'

/** One date in the detected (or given) order. */
export function parseDate(text: string, order: DateOrder | null): DateResult {
  if (text.trim() === '') return { ok: false, message: 'The date is empty.' }
  const p = split(text)
  // Only a refusal shows the text: built then, not for every date.
  const shown = (): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)
  if (!p) return { ok: false, message: `${shown()} is not a date in a form this importer reads (${FORMATS}).` }
  let y: string, m: number, d: string
  if (p.kind === 'iso') [y, m, d] = [p.y, Number(p.m), p.d]
  else if (p.kind === 'named') [y, m, d] = [p.y, p.m, p.d]
  else if (order === 'YMD') [y, m, d] = [p.a, Number(p.b), p.c]
  else if (order === 'MDY') [y, m, d] = [p.c, Number(p.a), p.b]
  else if (order === 'DMY') [y, m, d] = [p.c, Number(p.b), p.a]
  else return { ok: false, message: `${shown()} could be day-first or month-first; pass dateFormat.` }
  if (y.length !== 2 && y.length !== 4)
    return { ok: false, message: `${shown()} does not have a two- or four-digit year.` }
  const year = y.length === 2 ? (Number(y) < 70 ? 2000 : 1900) + Number(y) : Number(y)
  if (m < 1 || m > 12)
    return {
      ok: false,
      message: `${shown()} is not a calendar date (no month ${m}${order && p.kind === 'short' ? ` reading it as ${order}` : ''}).`,
    }
  const days =
    m === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31
  const day = Number(d)
  if (day < 1 || day > days)
    return {
      ok: false,
      message: `${shown()} is not a calendar date (${MONTH_NAMES[m - 1]} ${year} has ${days} days${order && p.kind === 'short' ? `, reading it as ${order}` : ''}).`,
    }
  return {
    ok: true,
    date: `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  }
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
