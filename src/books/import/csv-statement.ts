// CSV bank statements → statement lines and per-row errors (issue: Client books, "Getting data in"). Pure: nothing is
// stored; a file with any error is refused whole by the caller. Columns are the caller's (`columns`) or found by their
// usual header names; a column that cannot be decided is one error at the header line naming what to pass. Amounts are
// one signed column or a debit and a credit column; positive = money into the account. Dates are read in the order the
// whole file shows (dates.ts), amounts in bank-export forms (lenient-amount.ts), every row checked and every problem
// reported (up to MAX_ERRORS).
import { exponentOf } from '../../money/index.ts'
import { squash } from '../identity.ts'
import { ErrorList, locate, openCsv, shapeProblem, type CsvRow, type Delimiter, type RoleSpec } from './csv-common.ts'
import { DateOrderDetector, parseDate, type DateOrder } from './dates.ts'
import { parseLenientAmount, type AmountOptions, type DecimalSeparator } from './lenient-amount.ts'
import { emptySummary, SummaryBuilder } from './statement-scan.ts'
import type { ParsedStatement, StatementScan } from './types.ts'

/** Header names of the file's columns; each overrides the detection of its role. */
export interface StatementColumns {
  date?: string
  description?: string
  /** A signed amount (positive = money in). Not with debit/credit. */
  amount?: string
  /** Money out (a positive number, or every value negative). */
  debit?: string
  /** Money in. */
  credit?: string
  reference?: string
  /** Who paid or was paid (found as Payee, Counterparty, Merchant, Beneficiary unless that is the description column). */
  counterparty?: string
  /** The bank's own line id: the re-import key. Only ever taken from here, never guessed from a header. */
  id?: string
  balance?: string
}

export interface StatementOptions {
  /** ISO 4217; every amount is in it. An unknown code throws MoneyError('unknown_currency'). */
  currency: string
  columns?: StatementColumns
  /** The order of numeric dates, when the file does not show it (every day ≤ 12). */
  dateFormat?: DateOrder
  /** Default: `,` when the file is `;`-delimited, else `.`. */
  decimalSeparator?: DecimalSeparator
  /** Default: sniffed from the header line among `,` `;` and tab. */
  delimiter?: Delimiter
  /** Data rows allowed (default DEFAULT_MAX_ROWS). */
  maxRows?: number
}

/** Distinct date texts whose reading is remembered during one reading of a file. */
const DATE_MEMO_LIMIT = 10_000

/** Header keys (csv-common headerKey) per role. Date: the posting date first (StatementLine.date is the posted date). */
const ROLES: Record<Exclude<keyof StatementColumns, 'id'>, RoleSpec> = {
  date: { pick: 'first', keys: ['posteddate', 'postdate', 'postingdate', 'date', 'transactiondate', 'txndate'] },
  description: {
    pick: 'first',
    keys: [
      'description',
      'narrative',
      'details',
      'transactiondetails',
      'transactiondescription',
      'payee',
      'memo',
      'particulars',
    ],
  },
  amount: { pick: 'unique', keys: ['amount', 'transactionamount', 'value'] },
  debit: {
    pick: 'unique',
    keys: ['debit', 'debits', 'debitamount', 'withdrawal', 'withdrawals', 'withdrawalamount', 'moneyout', 'paidout'],
  },
  credit: {
    pick: 'unique',
    keys: ['credit', 'credits', 'creditamount', 'deposit', 'deposits', 'depositamount', 'moneyin', 'paidin'],
  },
  reference: {
    pick: 'first',
    keys: ['reference', 'ref', 'referencenumber', 'cheque', 'chequenumber', 'chequeno', 'check', 'checknumber'],
  },
  balance: { pick: 'unique', keys: ['balance', 'runningbalance'] },
  counterparty: { pick: 'first', keys: ['counterparty', 'payee', 'payeename', 'merchant', 'beneficiary', 'payer'] },
}

/** The statement's lines, held (tests, small files); scanCsvStatement reads a large file without holding them. */
export function parseCsvStatement(bytes: Buffer | string, o: StatementOptions): ParsedStatement {
  const scan = scanCsvStatement(bytes, o)
  return { currency: scan.currency, account: scan.account, lines: [...scan.lines()], errors: scan.errors }
}

/**
 * Reads and checks every row of a CSV statement (errors and summary), keeping no row: lines() reads the rows again
 * (csv-common openCsv) and builds each line as it is taken. Three readings of the text (dates order and debit signs,
 * the check, the lines) cost less than holding 100,000 rows and lines (contract-tests/bench/README.md, "Books").
 */
export function scanCsvStatement(bytes: Buffer | string, o: StatementOptions): StatementScan {
  exponentOf(o.currency) // an unknown currency is the caller's mistake, not the file's: it throws
  const errors = new ErrorList()
  const source = openCsv(bytes, errors, { delimiter: o.delimiter, maxRows: o.maxRows })
  const none = (): StatementScan => ({
    currency: o.currency,
    account: null,
    errors: errors.list(),
    summary: emptySummary(),
    lines: () => [],
  })
  if (source.headers.length === 0) return none()
  const { headers, headerLine } = source
  const cols = o.columns ?? {}

  const problems: string[] = []
  const find = (role: keyof StatementColumns): number => {
    const r = locate(headers, role, role === 'id' ? null : ROLES[role], cols[role])
    if (r.problem) problems.push(r.problem)
    return r.index
  }
  const date = find('date')
  const description = find('description')
  const reference = find('reference')
  const id = find('id')
  const balance = find('balance')
  const found = find('counterparty')
  // A Payee column that is also the description says nothing more.
  const counterparty = found === description ? -1 : found
  let amount = -1
  let debit = -1
  let credit = -1
  if (cols.amount !== undefined) amount = find('amount')
  else if (cols.debit !== undefined || cols.credit !== undefined) {
    debit = find('debit')
    credit = find('credit')
    if (cols.debit === undefined || cols.credit === undefined)
      problems.push('columns.debit and columns.credit go together: pass both.')
  } else {
    const before = problems.length
    amount = find('amount')
    debit = find('debit')
    credit = find('credit')
    if (problems.length === before) {
      const named = (i: number): string => JSON.stringify(headers[i])
      if (amount !== -1 && (debit !== -1 || credit !== -1))
        problems.push(
          `The file has an amount column (${named(amount)}) and a debit or credit column (${named(debit !== -1 ? debit : credit)}); pass columns.amount, or columns.debit and columns.credit.`,
        )
      else if (amount === -1 && debit !== -1 && credit === -1)
        problems.push(
          `The file has a debit column (${named(debit)}) but no credit column; pass columns.debit and columns.credit, or columns.amount.`,
        )
      else if (amount === -1 && credit !== -1 && debit === -1)
        problems.push(
          `The file has a credit column (${named(credit)}) but no debit column; pass columns.debit and columns.credit, or columns.amount.`,
        )
      else if (amount === -1 && debit === -1)
        problems.push(
          'No amount column was found (Amount, or Debit/Withdrawal/Money Out and Credit/Deposit/Money In); pass columns.amount, or columns.debit and columns.credit.',
        )
    }
  }
  if (date === -1 && cols.date === undefined)
    problems.push('No date column was found (Date, Transaction Date, Posted Date); pass columns.date.')
  if (description === -1 && cols.description === undefined)
    problems.push(
      'No description column was found (Description, Narrative, Details, Payee, Memo); pass columns.description.',
    )
  if (problems.length > 0) {
    for (const p of problems) errors.add(headerLine, 'file', p)
    return none()
  }

  const money: AmountOptions = {
    currency: o.currency,
    decimalSeparator: o.decimalSeparator ?? (source.delimiter === ';' ? ',' : '.'),
    crSign: 1,
  }
  const read = (text: string) => parseLenientAmount(text, money)
  const blank = (i: number, cells: string[]): boolean => i === -1 || (cells[i] ?? '').trim() === ''

  // The first reading: the order of the dates, and the sign of the debits. A debit column is money out written as
  // positive numbers, or (some banks) as negative ones throughout; a file that mixes both is refused row by row rather
  // than guessed (a negative debit among positive ones may be a reversal).
  const dates = new DateOrderDetector()
  let neg = 0
  let pos = 0
  for (const r of source.rows()) {
    if (!o.dateFormat) dates.add(r.line, r.cells[date] ?? '')
    if (debit !== -1 && !blank(debit, r.cells)) {
      const v = read(r.cells[debit]!)
      if (v.ok && v.minor < 0) neg += 1
      else if (v.ok && v.minor > 0) pos += 1
    }
  }
  const detected = dates.result(o.dateFormat)
  if (detected.problem) {
    errors.add(headerLine, headers[date]!, detected.problem)
    return none()
  }
  const debitsNegative = debit !== -1 && neg > 0 && pos === 0
  const width = headers.length

  // Dates repeat (a year of daily lines has 366): each distinct text is parsed once per reading.
  const dateMemo = new Map<string, ReturnType<typeof parseDate>>()
  const dateOf = (t: string) => {
    let d = dateMemo.get(t)
    if (!d) {
      d = parseDate(t, detected.order)
      if (dateMemo.size < DATE_MEMO_LIMIT) dateMemo.set(t, d)
    }
    return d
  }

  /** The row's date and amounts, or null after telling `report` every problem of the row. */
  const check = (
    row: CsvRow,
    report: (line: number, field: string, message: string) => void,
  ): { date: string; minor: number; bal: number | null } | null => {
    const { cells, line } = row
    const shape = shapeProblem(row, width)
    if (shape) {
      report(line, 'file', shape)
      return null
    }
    let bad = false
    const add = (field: string, message: string): void => {
      bad = true
      report(line, field, message)
    }
    const d = dateOf(cells[date]!)
    if (!d.ok) add(headers[date]!, d.message)
    let minor: number | null = null
    if (amount !== -1) {
      const v = read(cells[amount]!)
      if (v.ok) minor = v.minor
      else add(headers[amount]!, v.message)
    } else {
      const dv = blank(debit, cells) ? null : read(cells[debit]!)
      const cv = blank(credit, cells) ? null : read(cells[credit]!)
      if (dv && !dv.ok) add(headers[debit]!, dv.message)
      if (cv && !cv.ok) add(headers[credit]!, cv.message)
      const out = dv?.ok && dv.minor !== 0 ? dv.minor : null
      const inn = cv?.ok && cv.minor !== 0 ? cv.minor : null
      if ((!dv || dv.ok) && (!cv || cv.ok)) {
        if (out !== null && inn !== null)
          add(
            headers[debit]!,
            `Both ${JSON.stringify(headers[debit])} and ${JSON.stringify(headers[credit])} are filled; a line is money in or money out.`,
          )
        else if (out === null && inn === null)
          add(
            headers[debit]!,
            `Neither ${JSON.stringify(headers[debit])} nor ${JSON.stringify(headers[credit])} has an amount.`,
          )
        else if (inn !== null && inn < 0)
          add(
            headers[credit]!,
            `${JSON.stringify(cells[credit]!.trim())} is negative in a credit column: a reversal or money out? Refused rather than guessed.`,
          )
        else if (out !== null && out < 0 !== debitsNegative)
          add(
            headers[debit]!,
            `${JSON.stringify(cells[debit]!.trim())} has the opposite sign to the file's other debits: a reversal? Refused rather than guessed.`,
          )
        else minor = inn ?? -Math.abs(out!)
      }
    }
    let bal: number | null = null
    if (!blank(balance, cells)) {
      const v = read(cells[balance]!)
      if (v.ok) bal = v.minor
      else add(headers[balance]!, v.message)
    }
    if (bad || !d.ok || minor === null) return null
    return { date: d.date, minor, bal }
  }

  // The second reading: every row checked, every problem reported; only the summary is kept.
  const summary = new SummaryBuilder()
  const report = (line: number, field: string, message: string): void => errors.add(line, field, message)
  for (const row of source.rows()) {
    const c = check(row, report)
    if (c) summary.add(c.date, c.minor)
  }
  const ignore = (): void => {}
  return {
    currency: o.currency,
    account: null,
    errors: errors.list(),
    summary: summary.result(),
    // The third reading, on demand: the same rows give the same lines (the rows with problems give none).
    *lines() {
      for (const row of source.rows()) {
        const c = check(row, ignore)
        if (!c) continue
        const { cells } = row
        yield {
          row: row.line,
          date: c.date,
          amountMinor: c.minor,
          description: squash(cells[description]!),
          reference: text(cells, reference),
          counterparty: counterparty === -1 ? null : squash(cells[counterparty] ?? '') || null,
          externalId: text(cells, id),
          balanceMinor: c.bal,
        }
      }
    },
  }
}

function text(cells: string[], i: number): string | null {
  if (i === -1) return null
  const t = (cells[i] ?? '').trim()
  return t === '' ? null : t
}
