// What the document checks share: the finding they report, figures read exactly (BigInt millionths, never floats),
// dates read in the document's order, and where a cell is.
import { importers } from '../../books/index.ts'
import type { DocCell, DocRow, DocTable } from '../types.ts'

export type FindingKind =
  | 'total_does_not_foot'
  | 'period_mismatch'
  | 'period_differs_from_engagement'
  | 'date_outside_period'
  | 'signoff_missing_preparer'
  | 'signoff_missing_reviewer'
  | 'signoff_missing_date'
  | 'signoff_date_unreadable'
  | 'signoff_date_in_future'
  | 'reviewer_is_preparer'
  | 'review_before_preparation'
  | 'required_item_missing'

export interface Location {
  /** The sheet's name, the CSV file's name, or `page N`. */
  table: string
  /** Sheet row, CSV line, or line of the page; null for the whole document. */
  row: number | null
  column: number | null
  /** A1-style cell of a sheet or CSV (null for PDF pages and document-level findings). */
  cell: string | null
}

/** A computed finding: the spec's Finding (area, description, severity, recommendation) with its kind and place. */
export interface CheckFinding {
  kind: FindingKind
  area: 'footing' | 'periods' | 'sign-offs' | 'content'
  severity: 'high' | 'medium' | 'low'
  description: string
  recommendation: string
  location: Location
  /** Footing: the total as stated, the sum of the figures above it, and stated minus computed. */
  stated?: string
  computed?: string
  difference?: string
}

export const SCALE = 6
const UNIT = 10n ** BigInt(SCALE)

const FIGURE =
  /^(?<open>\()?\s*(?<sign>[-−+])?\s*(?:[A-Z]{3}\s?)?[$£€¥]?\s*(?<int>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?<frac>\d+))?\s*(?<close>\))?\s*(?<trail>-|CR|DR)?$/i

/** A figure in millionths: a spreadsheet number, or text such as `1,234.56`, `(1,234.56)`, `-12`, `$5`, `12.00 CR`. */
export function figure(c: DocCell): bigint | null {
  if (c.date) return null
  if (typeof c.v === 'number') {
    if (!Number.isFinite(c.v)) return null
    // Cached results carry float noise (0.30000000000000004): six decimals are exact enough for money.
    return BigInt(c.v.toFixed(SCALE).replace('.', ''))
  }
  const m = FIGURE.exec(c.v.trim())
  if (!m?.groups) return null
  const g = m.groups
  if (Boolean(g.open) !== Boolean(g.close)) return null
  const frac = (g.frac ?? '').slice(0, SCALE).padEnd(SCALE, '0')
  const units = BigInt(g.int!.replace(/,/g, '')) * UNIT + BigInt(frac || '0')
  const negative =
    Boolean(g.open) || g.sign === '-' || g.sign === '−' || g.trail === '-' || g.trail?.toUpperCase() === 'CR'
  return negative ? -units : units
}

/** Millionths as a decimal string with at least two decimals (`1234.50`, `-0.0125`). */
export function formatFigure(units: bigint): string {
  const neg = units < 0n
  const abs = neg ? -units : units
  let frac = String(abs % UNIT)
    .padStart(SCALE, '0')
    .replace(/0+$/, '')
  if (frac.length < 2) frac = frac.padEnd(2, '0')
  return `${neg ? '-' : ''}${abs / UNIT}.${frac}`
}

/** The A1 name of a column (1 → A, 27 → AA). */
export function columnName(col: number): string {
  let s = ''
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s
  return s
}

export function locate(t: DocTable, row: number | null, column: number | null): Location {
  const cell = t.kind === 'page' || row === null || column === null ? null : `${columnName(column)}${row}`
  return { table: t.name, row, column, cell }
}

/** A cell's text (numbers as written by JavaScript). */
export const text = (c: DocCell): string => (typeof c.v === 'number' ? String(c.v) : c.v)

/** A row's text, cells separated by two spaces. */
export const rowText = (r: DocRow): string => r.cells.map(text).join('  ')

/** The row's label: its first cell that is text and not a figure. */
export function label(r: DocRow): string {
  for (const c of r.cells) if (typeof c.v === 'string' && !c.date && figure(c) === null) return c.v.trim()
  return ''
}

const DATE_TEXT =
  /\b(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9}\.?,?\s+\d{2,4}|[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})\b/g

export type DateOrder = 'DMY' | 'MDY'

/** Every date written in `s`, in order, as `YYYY-MM-DD` (numeric dates read in `order`). */
export function datesIn(s: string, order: DateOrder): Array<{ date: string; text: string; at: number }> {
  const out: Array<{ date: string; text: string; at: number }> = []
  DATE_TEXT.lastIndex = 0
  for (let m = DATE_TEXT.exec(s); m; m = DATE_TEXT.exec(s)) {
    const raw = m[0].replace(/(\d)(?:st|nd|rd|th)\b/i, '$1').replace(/,(?=\s+\d{2,4}$)/, '')
    const r = importers.parseDate(raw, order)
    if (r.ok) out.push({ date: r.date, text: m[0], at: m.index })
  }
  return out
}

/** A cell's date: a spreadsheet date cell, or text that is one date and nothing else. */
export function cellDate(c: DocCell, order: DateOrder): string | null {
  if (c.date && typeof c.v === 'string') return c.v
  if (typeof c.v !== 'string') return null
  const found = datesIn(c.v, order)
  return found.length === 1 && found[0]!.text.length >= c.v.trim().length - 1 ? found[0]!.date : null
}

/** `30 June 2025` for `2025-06-30`. */
export function showDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return `${d} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${y}`
}
