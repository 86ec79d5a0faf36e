// CSV bank statements → statement lines and per-row errors (issue: Client books, "Getting data in"). Pure: nothing is
// stored; a file with any error is refused whole by the caller. Columns are the caller's (`columns`) or found by their
// usual header names; a column that cannot be decided is one error at the header line naming what to pass. Amounts are
// one signed column or a debit and a credit column; positive = money into the account. Dates are read in the order the
// whole file shows (dates.ts), amounts in bank-export forms (lenient-amount.ts), every row checked and every problem
// reported (up to MAX_ERRORS).
import { exponentOf } from '../../money/index.ts'
import { ErrorList, locate, readCsv, wellShapedRows, type Delimiter, type RoleSpec } from './csv-common.ts'
import { detectDateOrder, parseDate, type DateOrder } from './dates.ts'
import { parseLenientAmount, type AmountOptions, type DecimalSeparator } from './lenient-amount.ts'
import type { ParsedStatement, StatementLine } from './types.ts'

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

/** Header keys (csv-common headerKey) per role. Date: the posting date first (StatementLine.date is the posted date). */
const ROLES: Record<Exclude<keyof StatementColumns, 'id'>, RoleSpec> = {
  date: { pick: 'first', keys: ['posteddate', 'postdate', 'postingdate', 'date', 'transactiondate', 'txndate'] },
  description: { pick: 'first', keys: ['description', 'narrative', 'details', 'transactiondetails', 'transactiondescription', 'payee', 'memo', 'particulars'] },
  amount: { pick: 'unique', keys: ['amount', 'transactionamount', 'value'] },
  debit: { pick: 'unique', keys: ['debit', 'debits', 'debitamount', 'withdrawal', 'withdrawals', 'withdrawalamount', 'moneyout', 'paidout'] },
  credit: { pick: 'unique', keys: ['credit', 'credits', 'creditamount', 'deposit', 'deposits', 'depositamount', 'moneyin', 'paidin'] },
  reference: { pick: 'first', keys: ['reference', 'ref', 'referencenumber', 'cheque', 'chequenumber', 'chequeno', 'check', 'checknumber'] },
  balance: { pick: 'unique', keys: ['balance', 'runningbalance'] },
  counterparty: { pick: 'first', keys: ['counterparty', 'payee', 'payeename', 'merchant', 'beneficiary', 'payer'] },
}

export function parseCsvStatement(bytes: Buffer | string, o: StatementOptions): ParsedStatement {
  exponentOf(o.currency) // an unknown currency is the caller's mistake, not the file's: it throws
  const errors = new ErrorList()
  const table = readCsv(bytes, errors, { delimiter: o.delimiter, maxRows: o.maxRows })
  const done = (lines: StatementLine[]): ParsedStatement => ({ currency: o.currency, account: null, lines, errors: errors.list() })
  if (table.headers.length === 0) return done([])
  const { headers, headerLine } = table
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
    if (cols.debit === undefined || cols.credit === undefined) problems.push('columns.debit and columns.credit go together: pass both.')
  } else {
    const before = problems.length
    amount = find('amount')
    debit = find('debit')
    credit = find('credit')
    if (problems.length === before) {
      const named = (i: number): string => JSON.stringify(headers[i])
      if (amount !== -1 && (debit !== -1 || credit !== -1)) problems.push(`The file has an amount column (${named(amount)}) and a debit or credit column (${named(debit !== -1 ? debit : credit)}); pass columns.amount, or columns.debit and columns.credit.`)
      else if (amount === -1 && debit !== -1 && credit === -1) problems.push(`The file has a debit column (${named(debit)}) but no credit column; pass columns.debit and columns.credit, or columns.amount.`)
      else if (amount === -1 && credit !== -1 && debit === -1) problems.push(`The file has a credit column (${named(credit)}) but no debit column; pass columns.debit and columns.credit, or columns.amount.`)
      else if (amount === -1 && debit === -1) problems.push('No amount column was found (Amount, or Debit/Withdrawal/Money Out and Credit/Deposit/Money In); pass columns.amount, or columns.debit and columns.credit.')
    }
  }
  if (date === -1 && cols.date === undefined) problems.push('No date column was found (Date, Transaction Date, Posted Date); pass columns.date.')
  if (description === -1 && cols.description === undefined) problems.push('No description column was found (Description, Narrative, Details, Payee, Memo); pass columns.description.')
  if (problems.length > 0) {
    for (const p of problems) errors.add(headerLine, 'file', p)
    return done([])
  }

  const detected = detectDateOrder(table.rows.map((r) => ({ row: r.line, text: r.cells[date] ?? '' })), o.dateFormat)
  if (detected.problem) {
    errors.add(headerLine, headers[date]!, detected.problem)
    return done([])
  }
  const money: AmountOptions = { currency: o.currency, decimalSeparator: o.decimalSeparator ?? (table.delimiter === ';' ? ',' : '.'), crSign: 1 }
  const read = (text: string) => parseLenientAmount(text, money)
  const blank = (i: number, cells: string[]): boolean => i === -1 || (cells[i] ?? '').trim() === ''

  // A debit column is money out written as positive numbers, or (some banks) as negative ones throughout; a file that
  // mixes both is refused row by row rather than guessed (a negative debit among positive ones may be a reversal).
  let debitsNegative = false
  if (debit !== -1) {
    let neg = 0
    let pos = 0
    for (const r of table.rows) {
      if (blank(debit, r.cells)) continue
      const v = read(r.cells[debit]!)
      if (v.ok && v.minor < 0) neg += 1
      else if (v.ok && v.minor > 0) pos += 1
    }
    debitsNegative = neg > 0 && pos === 0
  }

  const lines: StatementLine[] = []
  for (const row of wellShapedRows(table, errors)) {
    const { cells, line } = row
    const before = errors.count
    const d = parseDate(cells[date]!, detected.order)
    if (!d.ok) errors.add(line, headers[date]!, d.message)
    let minor: number | null = null
    if (amount !== -1) {
      const v = read(cells[amount]!)
      if (v.ok) minor = v.minor
      else errors.add(line, headers[amount]!, v.message)
    } else {
      const dv = blank(debit, cells) ? null : read(cells[debit]!)
      const cv = blank(credit, cells) ? null : read(cells[credit]!)
      if (dv && !dv.ok) errors.add(line, headers[debit]!, dv.message)
      if (cv && !cv.ok) errors.add(line, headers[credit]!, cv.message)
      const out = dv?.ok && dv.minor !== 0 ? dv.minor : null
      const inn = cv?.ok && cv.minor !== 0 ? cv.minor : null
      if ((!dv || dv.ok) && (!cv || cv.ok)) {
        if (out !== null && inn !== null) errors.add(line, headers[debit]!, `Both ${JSON.stringify(headers[debit])} and ${JSON.stringify(headers[credit])} are filled; a line is money in or money out.`)
        else if (out === null && inn === null) errors.add(line, headers[debit]!, `Neither ${JSON.stringify(headers[debit])} nor ${JSON.stringify(headers[credit])} has an amount.`)
        else if (inn !== null && inn < 0) errors.add(line, headers[credit]!, `${JSON.stringify(cells[credit]!.trim())} is negative in a credit column: a reversal or money out? Refused rather than guessed.`)
        else if (out !== null && (out < 0) !== debitsNegative) errors.add(line, headers[debit]!, `${JSON.stringify(cells[debit]!.trim())} has the opposite sign to the file's other debits: a reversal? Refused rather than guessed.`)
        else minor = inn ?? -Math.abs(out!)
      }
    }
    let bal: number | null = null
    if (!blank(balance, cells)) {
      const v = read(cells[balance]!)
      if (v.ok) bal = v.minor
      else errors.add(line, headers[balance]!, v.message)
    }
    if (errors.count !== before || !d.ok || minor === null) continue
    lines.push({
      row: line,
      date: d.date,
      amountMinor: minor,
      description: cells[description]!.replace(/\s+/g, ' ').trim(),
      reference: text(cells, reference),
      counterparty: text(cells, counterparty)?.replace(/\s+/g, ' ') ?? null,
      externalId: text(cells, id),
      balanceMinor: bal,
    })
  }
  return done(lines)
}

function text(cells: string[], i: number): string | null {
  if (i === -1) return null
  const t = (cells[i] ?? '').trim()
  return t === '' ? null : t
}
