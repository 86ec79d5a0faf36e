// Journal and general-ledger reports (issue 25 §2: books of 10,000 lines arrive in bulk) → ledger lines with the key
// that groups them into entries, and per-row errors; then (groupLedgerEntries) balanced entries. Pure: rows in, rows
// out. The layouts are the exports of Xero (General Ledger Detail, Journal Report), QuickBooks Online (Journal, General
// Ledger) and MYOB (General Journal export, Transaction Journal report), found by their header row, which may follow
// the report's title rows; or an explicit column mapping. Long (past 200 lines) because the layouts share one reader:
// splitting it per vendor would repeat the row rules (sections, totals, continuations) six times. README.md "Ledgers".
import { formatAmount } from '../../money/index.ts'
import { ErrorList, headerKey, openCsv, type Delimiter } from './csv-common.ts'
import { DateOrderDetector, parseDate, type DateOrder } from './dates.ts'
import { parseLenientAmount, type DecimalSeparator } from './lenient-amount.ts'
import type { RowError } from './types.ts'

export type LedgerLayoutId =
  | 'xero_general_ledger_detail'
  | 'xero_journal_report'
  | 'qbo_journal'
  | 'qbo_general_ledger'
  | 'myob_general_journal'
  | 'myob_transaction_journal'
  | 'mapped'

/** A column per role, by header name (matched ignoring case, spaces and punctuation). */
export interface LedgerMapping {
  date?: string
  account_code?: string
  account_name?: string
  description?: string
  narration?: string
  reference?: string
  debit?: string
  credit?: string
  /** A signed amount, debit positive (not with debit/credit). */
  amount?: string
  /** The entry (transaction, journal) number: lines with the same one are one entry. Without it: date + reference. */
  entry?: string
}

/** One row of a sheet or CSV: its 1-based line and its cells (text, or a spreadsheet's number). */
export interface SheetRow {
  line: number
  cells: ReadonlyArray<string | number | null | undefined>
}

export interface LedgerOptions {
  currency: string
  mapping?: LedgerMapping
  dateFormat?: DateOrder
  decimalSeparator?: DecimalSeparator
}

export interface LedgerLine {
  row: number
  date: string
  /** Lines with the same group key are one entry. */
  group: string
  /** What names the entry in the file (its number, or its date, type, number and name): part of its identity. */
  entryKey: string
  /** How the entry is named in messages (`Journal 12`, `Invoice 1001 of 2024-01-03`). */
  label: string
  accountCode: string | null
  accountName: string | null
  /** Minor units. Debit positive, unless `natural` (QBO General Ledger `Amount`: positive increases the account). */
  amountMinor: number
  natural: boolean
  description: string | null
  narration: string | null
  reference: string | null
}

export interface ParsedLedger {
  layout: LedgerLayoutId | null
  /** Date order used for numeric dates, and whether it was assumed (every date read both ways). */
  dateOrder: DateOrder | null
  dateOrderAssumed: boolean
  lines: LedgerLine[]
  /** Report rows that are not lines (titles, sections, opening and closing balances, totals) and lines of zero. */
  skipped: { reportRows: number; zeroLines: number }
  errors: RowError[]
}

type Role =
  | 'date'
  | 'number'
  | 'source'
  | 'contact'
  | 'account_code'
  | 'account_name'
  | 'account'
  | 'description'
  | 'narration'
  | 'reference'
  | 'debit'
  | 'credit'
  | 'amount'
type Grouping = 'number' | 'continuation' | 'date_reference' | 'transaction'

interface Layout {
  id: LedgerLayoutId
  /** Header keys that must all be present (each an alternative list). */
  requires: string[][]
  roles: Partial<Record<Role, string[]>>
  grouping: Grouping
  /** The date order assumed when every date reads both ways: day first, or month first for a USD client (US QBO). */
  dates: 'DMY' | 'by_currency'
  natural?: boolean
}

const DEBIT = ['debit', 'debits', 'dr', 'debitamount']
const CREDIT = ['credit', 'credits', 'cr', 'creditamount']
// Header names as the exports write them (headerKey: lower case, no punctuation, no parenthesised part, so `Debit (AUD)`
// is `debit` and `ID No.` is `idno`). Checked in this order: the more specific first.
const LAYOUTS: readonly Layout[] = [
  {
    id: 'myob_general_journal',
    requires: [['journalnumber'], ['accountnumber'], ['debitextaxamount', 'debitamount', 'debitinctaxamount']],
    grouping: 'number',
    dates: 'DMY',
    roles: {
      number: ['journalnumber'],
      date: ['date'],
      narration: ['memo'],
      description: ['allocationmemo'],
      account_code: ['accountnumber'],
      debit: ['debitextaxamount', 'debitamount', 'debitinctaxamount'],
      credit: ['creditextaxamount', 'creditamount', 'creditinctaxamount'],
    },
  },
  {
    id: 'myob_transaction_journal',
    requires: [['idno'], ['accountno', 'accountnumber'], DEBIT, CREDIT],
    grouping: 'number',
    dates: 'DMY',
    roles: {
      number: ['idno'],
      source: ['src'],
      date: ['date'],
      narration: ['memo'],
      account_code: ['accountno', 'accountnumber'],
      account_name: ['accountname'],
      debit: DEBIT,
      credit: CREDIT,
    },
  },
  {
    id: 'qbo_general_ledger',
    requires: [['transactiontype'], ['num'], ['split'], ['amount', 'debit']],
    grouping: 'transaction',
    dates: 'by_currency',
    natural: true,
    roles: {
      date: ['date'],
      source: ['transactiontype'],
      number: ['num'],
      contact: ['name'],
      description: ['memodescription', 'memo', 'description'],
      amount: ['amount'],
      debit: DEBIT,
      credit: CREDIT,
    },
  },
  {
    id: 'qbo_journal',
    requires: [
      ['transactiontype'],
      ['num'],
      ['account', 'accountname', 'accountfullname', 'distributionaccount'],
      DEBIT,
      CREDIT,
    ],
    grouping: 'continuation',
    dates: 'by_currency',
    roles: {
      date: ['date'],
      source: ['transactiontype'],
      number: ['num'],
      contact: ['name'],
      description: ['memodescription', 'memo', 'description'],
      account: ['account', 'accountfullname', 'distributionaccount', 'accountname'],
      debit: DEBIT,
      credit: CREDIT,
    },
  },
  {
    id: 'xero_journal_report',
    requires: [['journalnumber', 'journalno'], ['accountcode'], DEBIT, CREDIT],
    grouping: 'number',
    dates: 'DMY',
    roles: {
      number: ['journalnumber', 'journalno'],
      source: ['source', 'sourcetype'],
      date: ['date'],
      description: ['description'],
      reference: ['reference'],
      account_code: ['accountcode'],
      account_name: ['account', 'accountname'],
      debit: DEBIT,
      credit: CREDIT,
    },
  },
  {
    id: 'xero_general_ledger_detail',
    requires: [['date'], ['source'], ['debit', 'net']],
    grouping: 'date_reference',
    dates: 'DMY',
    roles: {
      date: ['date'],
      source: ['source'],
      contact: ['contact'],
      number: ['journalnumber', 'journalno'],
      description: ['description'],
      reference: ['reference', 'invoicenumber'],
      account_code: ['accountcode'],
      account_name: ['account', 'accountname'],
      debit: DEBIT,
      credit: CREDIT,
      amount: ['net'],
    },
  },
]

/** Rows a report adds around its lines. */
const REPORT_ROW =
  /^(?:opening balance|beginning balance|closing balance|ending balance|total\b|grand total|net movement|accrual basis|cash basis)/i
/** Header rows are looked for among the first rows (after the report's title lines). */
const HEADER_SEARCH_ROWS = 30
const SHOWN_LINES = 10

const text = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v.replace(/\s+/g, ' ').trim()

/** A CSV file as sheet rows: every non-blank record, the header and any title rows above it included. */
export function csvSheetRows(
  bytes: Buffer | string,
  o: { delimiter?: Delimiter; maxRows?: number } = {},
): { rows: SheetRow[]; errors: RowError[] } {
  const errors = new ErrorList()
  const src = openCsv(bytes, errors, o)
  const rows: SheetRow[] = src.headers.length ? [{ line: src.headerLine, cells: src.headers }] : []
  for (const r of src.rows()) rows.push({ line: r.line, cells: r.cells })
  return { rows, errors: errors.list() }
}

interface Found {
  layout: Layout
  headerAt: number
  col: Partial<Record<Role, number>>
}

function findHeader(
  rows: readonly SheetRow[],
  mapping: LedgerMapping | undefined,
): Found | { problem: string; line: number } {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS)
  if (mapping && Object.keys(mapping).length) {
    const wanted = Object.entries(mapping) as Array<[keyof LedgerMapping, string]>
    for (let i = 0; i < limit; i++) {
      const keys = rows[i]!.cells.map((c) => headerKey(text(c)))
      const col: Partial<Record<Role, number>> = {}
      let all = true
      for (const [role, name] of wanted) {
        const at = keys.indexOf(headerKey(name))
        if (at === -1) {
          all = false
          break
        }
        col[role === 'entry' ? 'number' : role] = at
      }
      if (all) return { layout: MAPPED, headerAt: i, col }
    }
    return {
      problem: `No row among the first ${limit} has every mapped column (${wanted.map(([r, n]) => `${r}: ${JSON.stringify(n)}`).join(', ')}).`,
      line: rows[0]?.line ?? 1,
    }
  }
  for (let i = 0; i < limit; i++) {
    const keys = rows[i]!.cells.map((c) => headerKey(text(c)))
    for (const layout of LAYOUTS) {
      if (!layout.requires.every((alts) => alts.some((k) => keys.includes(k)))) continue
      const col: Partial<Record<Role, number>> = {}
      for (const [role, prefs] of Object.entries(layout.roles) as Array<[Role, string[]]>) {
        for (const k of prefs) {
          const at = keys.indexOf(k)
          if (at !== -1) {
            col[role] = at
            break
          }
        }
      }
      return { layout, headerAt: i, col }
    }
  }
  return {
    problem: `No header row of a known layout (Xero General Ledger Detail or Journal Report, QuickBooks Online Journal or General Ledger, MYOB General Journal or Transaction Journal) among the first ${limit} rows; pass mapping.`,
    line: rows[0]?.line ?? 1,
  }
}

const MAPPED: Layout = { id: 'mapped', requires: [], roles: {}, grouping: 'number', dates: 'DMY' }

/** Section rows of a report grouped by account: `Business Bank Account (090)`, `090 - Bank`, `1000 Checking`, `Checking`. */
function sectionAccount(title: string): { code: string | null; name: string } {
  const paren = /^(.*\S)\s*\(([^()]{1,40})\)$/.exec(title)
  if (paren) return { code: paren[2]!.trim(), name: paren[1]! }
  const lead = /^(\d[\w.-]*)\s*(?:-|·|:)?\s+(.+)$/.exec(title)
  if (lead) return { code: lead[1]!, name: lead[2]! }
  return { code: null, name: title }
}

/** The lines of a journal or general-ledger report, each with the key of its entry; every bad row reported. */
export function parseLedger(rows: readonly SheetRow[], o: LedgerOptions): ParsedLedger {
  const errors = new ErrorList()
  const empty = (layout: LedgerLayoutId | null): ParsedLedger => ({
    layout,
    dateOrder: null,
    dateOrderAssumed: false,
    lines: [],
    skipped: { reportRows: 0, zeroLines: 0 },
    errors: errors.list(),
  })
  const found = findHeader(rows, o.mapping)
  if ('problem' in found) {
    errors.add(found.line, 'file', found.problem)
    return empty(null)
  }
  const { layout, headerAt, col } = found
  const headerLine = rows[headerAt]!.line
  const headers = rows[headerAt]!.cells.map(text)
  const hasMoney = col.amount !== undefined || (col.debit !== undefined && col.credit !== undefined)
  const hasAccount =
    col.account_code !== undefined ||
    col.account_name !== undefined ||
    col.account !== undefined ||
    layout.id === 'qbo_general_ledger' ||
    layout.id === 'xero_general_ledger_detail'
  const problems: string[] = []
  if (col.date === undefined) problems.push('No date column; pass mapping.date.')
  if (!hasMoney)
    problems.push(
      'No debit and credit columns, nor a signed amount column; pass mapping.debit and mapping.credit, or mapping.amount.',
    )
  if (col.amount !== undefined && (o.mapping?.debit || o.mapping?.credit))
    problems.push('mapping.amount cannot be given with mapping.debit or mapping.credit.')
  if (!hasAccount) problems.push('No account column; pass mapping.account_code (or mapping.account_name).')
  if (problems.length) {
    for (const p of problems) errors.add(headerLine, 'file', p)
    return empty(layout.id)
  }
  // Xero's Net sits beside Debit and Credit: the two columns win.
  const useSides = col.debit !== undefined && col.credit !== undefined
  const cell = (r: SheetRow, role: Role): string => (col[role] === undefined ? '' : text(r.cells[col[role]!]))
  const header = (role: Role): string => (col[role] === undefined ? role : headers[col[role]!] || role)

  // Dates first, all of them: the order comes from the whole file.
  const detector = new DateOrderDetector()
  const body = rows.slice(headerAt + 1)
  for (const r of body) {
    const d = cell(r, 'date')
    if (d && /\d/.test(d)) detector.add(r.line, d)
  }
  const detected = detector.result(o.dateFormat)
  let order = detected.order
  let assumed = false
  if (!order && detected.problem) {
    if (/mix/.test(detected.problem)) {
      errors.add(headerLine, 'date', detected.problem)
      return empty(layout.id)
    }
    order = layout.dates === 'by_currency' && o.currency === 'USD' ? 'MDY' : 'DMY'
    assumed = true
  }

  const money = { currency: o.currency, decimalSeparator: o.decimalSeparator ?? '.', crSign: -1 as const }
  const exponent = formatAmount(1, o.currency).split('.')[1]?.length ?? 0
  // A spreadsheet number with the currency's decimals (within float noise) is written with them; any other stays as it
  // is, so that the amount reader refuses it rather than rounding it here.
  const amountText = (v: string | number | null | undefined): string => {
    if (typeof v !== 'number') return text(v)
    const scaled = v * 10 ** exponent
    return Math.abs(scaled - Math.round(scaled)) < 1e-6 ? v.toFixed(exponent) : String(v)
  }
  const readAmount = (r: SheetRow, role: 'debit' | 'credit' | 'amount'): number | null => {
    if (col[role] === undefined) return 0
    const raw = r.cells[col[role]!]
    const t = amountText(raw)
    if (t === '' || t === '-') return 0
    const v = parseLenientAmount(t, money)
    if (!v.ok) {
      errors.add(r.line, role, `${header(role)}: ${v.message}`)
      return null
    }
    return v.minor
  }

  // Opening and closing balances, totals: the first filled cell after the date says so, unless it is a line's own text.
  const textColumns = new Set(
    (['description', 'narration', 'contact'] as const).map((k) => col[k]).filter((i) => i !== undefined),
  )
  const isReportRow = (r: SheetRow): boolean => {
    for (let i = 0; i < r.cells.length; i++) {
      const t = text(r.cells[i])
      if (t === '' || (i === col.date && /^\d/.test(t))) continue
      return REPORT_ROW.test(t) && !textColumns.has(i)
    }
    return false
  }
  const lines: LedgerLine[] = []
  const skipped = { reportRows: 0, zeroLines: 0 }
  let section: { code: string | null; name: string } | null = null
  let current: {
    group: string
    entryKey: string
    label: string
    date: string
    narration: string | null
    reference: string | null
  } | null = null
  for (const r of body) {
    const filled = r.cells.map(text).filter((c) => c !== '')
    if (filled.length === 0) continue
    const dateText = cell(r, 'date')
    const code = cell(r, 'account_code')
    const name = cell(r, 'account_name') || cell(r, 'account')
    const moneyTexts = (useSides ? [cell(r, 'debit'), cell(r, 'credit')] : [cell(r, 'amount')]).filter((t) => t !== '')
    if (isReportRow(r)) {
      skipped.reportRows++
      continue
    }
    // A report's section title (the account of the lines below it when the report has no account column) or other
    // report text (a footer): one filled cell, or nothing a line needs. A line has at least a date and an amount.
    if (filled.length === 1 || (!dateText && !code && !name && moneyTexts.length === 0)) {
      if (
        filled.length === 1 &&
        col.account_code === undefined &&
        col.account_name === undefined &&
        col.account === undefined
      )
        section = sectionAccount(filled[0]!)
      skipped.reportRows++
      continue
    }
    const accountCode = code || (name ? null : (section?.code ?? null))
    const accountName = name || (code ? null : (section?.name ?? null))
    if (!accountCode && !accountName) {
      // A transaction's subtotal row (QBO Journal), or a line of money without an account.
      if (!dateText && layout.grouping === 'continuation') {
        skipped.reportRows++
        continue
      }
      errors.add(r.line, col.account_code !== undefined ? 'account_code' : 'account', 'The line names no account.')
      continue
    }
    const before = errors.count
    let dr: number | null
    let cr: number | null
    if (useSides) {
      dr = readAmount(r, 'debit')
      cr = readAmount(r, 'credit')
    } else {
      dr = readAmount(r, 'amount')
      cr = 0
    }
    let amount = 0
    if (dr !== null && cr !== null) {
      if (dr !== 0 && cr !== 0)
        errors.add(
          r.line,
          'debit',
          `Both ${JSON.stringify(header('debit'))} and ${JSON.stringify(header('credit'))} are filled; a line is a debit or a credit.`,
        )
      // A negative debit is a credit (QBO writes reversals so), and the reverse.
      amount = dr - cr
    }
    const number = cell(r, 'number')
    const source = cell(r, 'source')
    const contact = cell(r, 'contact')
    let date: string | null = null
    const continues =
      !dateText && !number && current !== null && (layout.grouping === 'continuation' || layout.grouping === 'number')
    if (continues) date = current!.date
    else {
      const d = parseDate(dateText, order)
      if (d.ok) date = d.date
      else errors.add(r.line, 'date', `${header('date')}: ${d.message}`)
    }
    if (errors.count > before || date === null) continue
    if (!continues) {
      const reference = cell(r, 'reference') || null
      let group: string
      let entryKey: string
      let label: string
      if (layout.grouping === 'continuation') {
        group = `row:${r.line}`
        entryKey = [date, source, number, contact].join('\u0000')
        label = `${source || 'Transaction'}${number ? ` ${number}` : ''} of ${date} (line ${r.line})`
      } else if (
        layout.grouping === 'transaction' ||
        (layout.grouping === 'number' && !number && col.number === undefined)
      ) {
        group = entryKey = [date, source, number, contact, layout.grouping === 'number' ? (reference ?? '') : ''].join(
          '\u0000',
        )
        label = `${source || 'Transaction'}${number ? ` ${number}` : ''}${reference && !number ? ` ${reference}` : ''} of ${date}`
      } else if (layout.grouping === 'number' || (layout.grouping === 'date_reference' && number)) {
        if (!number) {
          errors.add(r.line, 'entry', `${header('number')} is empty: every line needs its entry's number.`)
          continue
        }
        group = entryKey = [source, number].join('\u0000')
        label = `${source ? `${source} ` : ''}${number}`
      } else {
        group = entryKey = [date, source, reference ?? ''].join('\u0000')
        label = `${source ? `${source} ` : ''}${reference ?? '(no reference)'} of ${date}`
      }
      current = { group, entryKey, label, date, narration: cell(r, 'narration') || null, reference }
    }
    if (amount === 0) {
      skipped.zeroLines++
      continue
    }
    lines.push({
      row: r.line,
      date,
      group: current!.group,
      entryKey: current!.entryKey,
      label: current!.label,
      accountCode,
      accountName,
      amountMinor: amount,
      natural: layout.natural === true && !useSides,
      description: cell(r, 'description') || null,
      narration: cell(r, 'narration') || current!.narration,
      reference: cell(r, 'reference') || current!.reference,
    })
  }
  if (lines.length === 0 && errors.count === 0)
    errors.add(headerLine, 'file', 'The file has no ledger lines below its header.')
  return { layout: layout.id, dateOrder: order, dateOrderAssumed: assumed, lines, skipped, errors: errors.list() }
}

/** A line whose account is a code of the chart and whose amount is debit positive. */
export type ResolvedLine = Omit<LedgerLine, 'accountCode'> & { accountCode: string }

export interface LedgerEntry {
  /** The group's identity in the file (its number, or its date and reference). */
  entryKey: string
  label: string
  date: string
  narration: string | null
  reference: string | null
  lines: Array<{ row: number; accountCode: string; amountMinor: number; description: string | null }>
}

/**
 * The lines as entries, in the order each entry first appears; a group whose debits and credits differ, or whose lines
 * have different dates, is an error on its first line naming its lines. The caller has resolved each line's chart code
 * and made natural signs debit positive (both need the chart).
 */
export function groupLedgerEntries(
  lines: readonly ResolvedLine[],
  currency: string,
): { entries: LedgerEntry[]; errors: RowError[] } {
  const errors = new ErrorList()
  const groups = new Map<string, ResolvedLine[]>()
  for (const l of lines) {
    const g = groups.get(l.group)
    if (g) g.push(l)
    else groups.set(l.group, [l])
  }
  const entries: LedgerEntry[] = []
  const shown = (g: readonly LedgerLine[]) =>
    `line${g.length === 1 ? '' : 's'} ${g
      .slice(0, SHOWN_LINES)
      .map((l) => l.row)
      .join(', ')}${g.length > SHOWN_LINES ? ` and ${g.length - SHOWN_LINES} more` : ''}`
  for (const g of groups.values()) {
    const first = g[0]!
    const otherDate = g.find((l) => l.date !== first.date)
    if (otherDate) {
      errors.add(
        first.row,
        'entry',
        `Entry ${first.label} (${shown(g)}) has lines dated ${first.date} and ${otherDate.date} (line ${otherDate.row}); an entry has one date.`,
      )
      continue
    }
    let debits = 0
    let credits = 0
    for (const l of g) {
      if (l.amountMinor > 0) debits += l.amountMinor
      else credits -= l.amountMinor
    }
    if (debits !== credits || g.length < 2) {
      errors.add(
        first.row,
        'entry',
        `Entry ${first.label} (${shown(g)}) does not balance: debits ${formatAmount(debits, currency)}, credits ${formatAmount(credits, currency)}.`,
      )
      continue
    }
    entries.push({
      entryKey: first.entryKey,
      label: first.label,
      date: first.date,
      narration: first.narration ?? g.find((l) => l.narration)?.narration ?? null,
      reference: first.reference ?? g.find((l) => l.reference)?.reference ?? null,
      lines: g.map((l) => ({
        row: l.row,
        accountCode: l.accountCode,
        amountMinor: l.amountMinor,
        description: l.description,
      })),
    })
  }
  return { entries, errors: errors.list() }
}
