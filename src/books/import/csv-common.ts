// Shared CSV reading for the importers (issue: Client books, "Getting data in"): bytes → header + rows with their
// 1-based file lines, never a throw for bad data. Decoding: a UTF-8 or UTF-16LE byte-order mark is honoured; bytes
// that are not UTF-8 are read as Windows-1252 (what spreadsheet and older bank exports write; only text changes, never
// a digit). Line endings are made `\n` before parsing, so a row's line is exact also in CRLF files with quoted
// newlines (csv-parse 7 counts `\r\n` inside quotes as two lines). The delimiter is sniffed from the header line among
// `,` `;` and tab. Blank lines and rows whose cells are all blank are skipped; rows past `maxRows` are refused.
// Rows can be read more than once without being held (openCsv): plain CSV (every quote opens and closes a whole field)
// is read by plainRecords, which gives exactly csv-parse's records for it, and a 100,000-row statement is then never
// 100,000 arrays at once; anything else is read by csv-parse once and held.
import { parse } from 'csv-parse/sync'
import type { RowError } from './types.ts'

export type Delimiter = ',' | ';' | '\t'

/** Data rows a file may have unless the caller says otherwise. */
export const DEFAULT_MAX_ROWS = 100_000
/** Errors kept per file; the rest are counted in one final error. */
export const MAX_ERRORS = 1_000

export interface CsvRow {
  /** The file line the row starts on (the header is normally line 1). */
  line: number
  cells: string[]
}

export interface CsvTable {
  delimiter: Delimiter
  /** The header row's line. */
  headerLine: number
  /** Header cells, trimmed. */
  headers: string[]
  rows: CsvRow[]
}

/** A CSV file opened for reading its rows, as often as needed (openCsv). */
export interface CsvSource {
  delimiter: Delimiter
  /** The header row's line. */
  headerLine: number
  /** Header cells, trimmed (none: an empty file, already reported). */
  headers: string[]
  /** The data rows in file order (blank rows skipped, at most maxRows). Each call reads them again from the text. */
  rows(): Iterable<CsvRow>
}

export interface ReadOptions {
  delimiter?: Delimiter
  maxRows?: number
}

/** Collects errors up to MAX_ERRORS and counts the rest, so one bad column cannot make a million-entry answer. */
export class ErrorList {
  private readonly kept: RowError[] = []
  private more = 0
  private firstMore: RowError | null = null

  add(row: number, field: string, message: string): void {
    if (this.kept.length < MAX_ERRORS) this.kept.push({ row, field, message })
    else {
      this.more += 1
      this.firstMore ??= { row, field, message }
    }
  }

  get count(): number {
    return this.kept.length + this.more
  }

  /** The errors in line order (a structural error found while reading comes after the rows before it). */
  list(): RowError[] {
    const sorted = [...this.kept].sort((a, b) => a.row - b.row)
    if (this.more === 0) return sorted
    return [
      ...sorted,
      {
        row: this.firstMore!.row,
        field: 'file',
        message: `${this.more} more error${this.more === 1 ? '' : 's'} not listed (the first ${MAX_ERRORS} are).`,
      },
    ]
  }
}

/** Bytes (or text) as text without a byte-order mark. */
export function decode(bytes: Buffer | string): string {
  if (typeof bytes === 'string') return bytes.replace(/^\uFEFF/, '')
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** The delimiter the header line uses most outside quotes (`,` when it has none of them, a one-column file). */
export function sniffDelimiter(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { ',': 0, ';': 0, '\t': 0 }
  let quoted = false
  let seen = false
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && ch === '\n') {
      if (seen) break
    } else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch] += 1
    if (!quoted && ch !== '\n' && ch.trim() !== '') seen = true
  }
  const best = (Object.keys(counts) as Delimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ',')
  return best
}

/**
 * Reads a CSV file into header and rows. Structural problems (an unclosed quote, text after a closing quote, no
 * header, too many rows) go to `errors` as `field: 'file'` at the line csv-parse names; the rows read before them are
 * kept so that the caller can still check them.
 */
export function readCsv(bytes: Buffer | string, errors: ErrorList, o: ReadOptions = {}): CsvTable {
  const source = openCsv(bytes, errors, o)
  return {
    delimiter: source.delimiter,
    headerLine: source.headerLine,
    headers: source.headers,
    rows: [...source.rows()],
  }
}

/**
 * Opens a CSV file as readCsv reads it (the same header, rows, lines and errors), without holding its rows when the
 * file is plain CSV: the text is checked here once and every rows() call reads it again. Other files (a quote inside
 * an unquoted field, text after a closing quote, an unclosed quote) are parsed by csv-parse once and their rows held.
 */
export function openCsv(bytes: Buffer | string, errors: ErrorList, o: ReadOptions = {}): CsvSource {
  const text = decode(bytes).replace(/\r\n?/g, '\n')
  const delimiter = o.delimiter ?? sniffDelimiter(text)
  const maxRows = o.maxRows ?? DEFAULT_MAX_ROWS
  const code = delimiter.charCodeAt(0)
  let header: CsvRow | null = null
  let count = 0
  let over: number | null = null
  const records = plainRecords(text, code)
  let r = records.next()
  for (; !r.done; r = records.next()) {
    if (isBlank(r.value.cells)) continue
    if (header === null) header = r.value
    else if (count < maxRows) count += 1
    else over ??= r.value.line
  }
  if (!r.value) return heldCsv(text, delimiter, maxRows, errors)
  if (!header) {
    errors.add(1, 'file', 'The file is empty: a header row and at least one row are needed.')
    return { delimiter, headerLine: 1, headers: [], rows: () => [] }
  }
  if (over !== null) errors.add(over, 'file', `The file has more than ${maxRows} rows; split it into smaller files.`)
  const first = header
  return {
    delimiter,
    headerLine: first.line,
    headers: first.cells.map((h) => h.trim()),
    *rows() {
      let n = 0
      let seenHeader = false
      for (const row of plainRecords(text, code)) {
        if (isBlank(row.cells)) continue
        if (!seenHeader) {
          seenHeader = true
          continue
        }
        if (n++ === count) return
        yield row
      }
    },
  }
}

/** Blank rows (`,,,`, spaces) are skipped. */
const isBlank = (cells: readonly string[]): boolean => cells.every((c) => c.trim() === '')

/** A file that is not plain CSV: csv-parse reads it (with its relaxations and its errors) and the rows are held. Exported for the test that compares it with plainRecords. */
export function heldCsv(text: string, delimiter: Delimiter, maxRows: number, errors: ErrorList): CsvSource {
  const records: CsvRow[] = []
  let over: number | null = null
  try {
    parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        if (isBlank(record)) return null
        // context.lines is the record's last line; quoted newlines (all `\n` now) say how many lines it spans.
        const newlines = record.reduce((n, c) => n + countNewlines(c), 0)
        const line = context.lines - newlines
        if (records.length > maxRows) {
          over ??= line
          return null
        }
        records.push({ line, cells: record })
        return null
      },
    })
  } catch (err) {
    const e = err as { lines?: number; message?: string }
    errors.add(
      typeof e.lines === 'number' ? e.lines : 1,
      'file',
      `The file is not well-formed CSV: ${String(e.message ?? err).slice(0, 200)}`,
    )
  }
  const header = records.shift()
  if (!header) {
    if (errors.count === 0) errors.add(1, 'file', 'The file is empty: a header row and at least one row are needed.')
    return { delimiter, headerLine: 1, headers: [], rows: () => [] }
  }
  if (over !== null) errors.add(over, 'file', `The file has more than ${maxRows} rows; split it into smaller files.`)
  return { delimiter, headerLine: header.line, headers: header.cells.map((h) => h.trim()), rows: () => records }
}

const QUOTE = 0x22
const NEWLINE = 0x0a

/**
 * The records of `text` (line endings already `\n`) with the line each starts on, exactly as csv-parse gives them
 * with readCsv's options, for plain CSV: unquoted fields without a quote, and quoted fields that open at the field's
 * start and close right before a delimiter, a newline or the end (`""` inside is one quote; newlines are kept). Empty
 * lines are skipped, as csv-parse's skip_empty_lines does. Returns false, after the records before it, at the first
 * thing csv-parse would read with a relaxation or refuse; true at the end.
 */
export function* plainRecords(text: string, delimiter: number): Generator<CsvRow, boolean> {
  const n = text.length
  let i = 0
  let line = 1
  while (i < n) {
    if (text.charCodeAt(i) === NEWLINE) {
      i += 1
      line += 1
      continue
    }
    const start = line
    const cells: string[] = []
    for (;;) {
      if (i < n && text.charCodeAt(i) === QUOTE) {
        let value = ''
        let from = i + 1
        for (;;) {
          const q = text.indexOf('"', from)
          if (q === -1) return false
          line += countNewlinesBetween(text, from, q)
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += text.slice(from, q + 1)
            from = q + 2
            continue
          }
          value += text.slice(from, q)
          i = q + 1
          break
        }
        if (i < n && text.charCodeAt(i) !== delimiter && text.charCodeAt(i) !== NEWLINE) return false
        cells.push(value)
      } else {
        let j = i
        for (; j < n; j += 1) {
          const c = text.charCodeAt(j)
          if (c === delimiter || c === NEWLINE) break
          if (c === QUOTE) return false
        }
        cells.push(text.slice(i, j))
        i = j
      }
      if (i >= n) break
      i += 1
      if (text.charCodeAt(i - 1) === NEWLINE) {
        line += 1
        break
      }
    }
    yield { line: start, cells }
  }
  return true
}

function countNewlinesBetween(s: string, from: number, to: number): number {
  let n = 0
  for (let i = s.indexOf('\n', from); i !== -1 && i < to; i = s.indexOf('\n', i + 1)) n += 1
  return n
}

function countNewlines(s: string): number {
  let n = 0
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n += 1
  return n
}

/** A header name for matching: lower case, without a parenthesised part (`Amount (AUD)`) and without non-alphanumerics. */
export function headerKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/[^a-z0-9]/g, '')
}

/** The index of the header `name` names (exactly, or by headerKey), or -1. */
export function columnNamed(headers: readonly string[], name: string): number {
  const exact = headers.indexOf(name.trim())
  if (exact !== -1) return exact
  const key = headerKey(name)
  return key === '' ? -1 : headers.findIndex((h) => headerKey(h) === key)
}

/** Indexes of the headers whose key is one of `keys` (each header at most once, in header order). */
export function columnsMatching(headers: readonly string[], keys: readonly string[]): number[] {
  const set = new Set(keys)
  return headers.flatMap((h, i) => (set.has(headerKey(h)) ? [i] : []))
}

/** The first header, in the order of `keys` (a preference list), that matches; -1 when none does. */
export function firstColumn(headers: readonly string[], keys: readonly string[]): number {
  for (const k of keys) {
    const i = headers.findIndex((h) => headerKey(h) === k)
    if (i !== -1) return i
  }
  return -1
}

/**
 * A row's cell count against the header's: extra cells that are blank are fine (a trailing delimiter); a short row or
 * extra text usually means an unquoted delimiter shifted the columns, so it is a row error (null when fine).
 */
export function shapeProblem(row: CsvRow, width: number): string | null {
  if (row.cells.length < width) return `The row has ${row.cells.length} fields; the header has ${width}.`
  if (row.cells.slice(width).some((c) => c.trim() !== ''))
    return `The row has ${row.cells.length} fields; the header has ${width} (an unquoted delimiter in a field?).`
  return null
}

/** The table's rows that have the header's width; each other row becomes a file error on its line. */
export function* wellShapedRows(table: CsvTable, errors: ErrorList): Generator<CsvRow> {
  for (const row of table.rows) {
    const shape = shapeProblem(row, table.headers.length)
    if (shape) errors.add(row.line, 'file', shape)
    else yield row
  }
}

/** How a role's column is found when the caller did not name it: the first key present, or the only match. */
export interface RoleSpec {
  keys: readonly string[]
  /** `first`: `keys` is a preference list. `unique`: two matching headers are a problem (money columns). */
  pick: 'first' | 'unique'
}

export type Located = { index: number; problem: null } | { index: -1; problem: string | null }

/** The column for `role` (named by the caller as `explicit`, or found by `spec`); -1 with a problem or without. */
export function locate(
  headers: readonly string[],
  role: string,
  spec: RoleSpec | null,
  explicit: string | undefined,
): Located {
  if (explicit !== undefined) {
    const i = columnNamed(headers, explicit)
    if (i !== -1) return { index: i, problem: null }
    return {
      index: -1,
      problem: `No column is named ${JSON.stringify(explicit)} (columns.${role}); the header has ${headers.map((h) => JSON.stringify(h)).join(', ')}.`,
    }
  }
  if (!spec) return { index: -1, problem: null }
  if (spec.pick === 'first') {
    const i = firstColumn(headers, spec.keys)
    return i === -1 ? { index: -1, problem: null } : { index: i, problem: null }
  }
  const found = columnsMatching(headers, spec.keys)
  if (found.length === 1) return { index: found[0]!, problem: null }
  if (found.length === 0) return { index: -1, problem: null }
  return {
    index: -1,
    problem: `${found.map((i) => JSON.stringify(headers[i])).join(' and ')} could each be the ${role} column; pass columns.${role}.`,
  }
}
