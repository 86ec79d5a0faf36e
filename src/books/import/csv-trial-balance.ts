// Trial-balance CSVs → one closing balance per account, debit positive, and per-row errors (issue: Client books,
// "Getting data in"). Columns: code, name and a signed balance (a `DR`/`CR` suffix gives the side) or a debit and a
// credit column (a row with both filled is an error; with neither, a nil balance). A row without a code whose name
// starts with "Total" is the export's own total line and is skipped. When every row reads, total debits must equal
// total credits, or the file gets one `field: 'file'` error with both totals.
import { exponentOf, formatAmount, MoneyError, sum } from '../../money/index.ts'
import { ErrorList, locate, readCsv, wellShapedRows, type Delimiter, type RoleSpec } from './csv-common.ts'
import { ACCOUNT_ROLES } from './csv-accounts.ts'
import { parseLenientAmount, type AmountOptions, type DecimalSeparator } from './lenient-amount.ts'
import type { RowError, TrialBalanceRow } from './types.ts'

export interface TrialBalanceColumns {
  code?: string
  name?: string
  /** A signed balance, debit positive. Not with debit/credit. */
  balance?: string
  debit?: string
  credit?: string
}

export interface TrialBalanceOptions {
  /** ISO 4217. An unknown code throws MoneyError('unknown_currency'). */
  currency: string
  columns?: TrialBalanceColumns
  /** Default: `,` when the file is `;`-delimited, else `.`. */
  decimalSeparator?: DecimalSeparator
  delimiter?: Delimiter
  maxRows?: number
}

export interface ParsedTrialBalance {
  rows: TrialBalanceRow[]
  errors: RowError[]
}

const ROLES: Record<'balance' | 'debit' | 'credit', RoleSpec> = {
  balance: { pick: 'unique', keys: ['balance', 'closingbalance', 'netbalance', 'net', 'amount'] },
  debit: { pick: 'unique', keys: ['debit', 'debits', 'dr', 'debitbalance', 'debitamount'] },
  credit: { pick: 'unique', keys: ['credit', 'credits', 'cr', 'creditbalance', 'creditamount'] },
}

export function parseCsvTrialBalance(bytes: Buffer | string, o: TrialBalanceOptions): ParsedTrialBalance {
  exponentOf(o.currency) // the caller's mistake, not the file's: it throws
  const errors = new ErrorList()
  const table = readCsv(bytes, errors, { delimiter: o.delimiter, maxRows: o.maxRows })
  if (table.headers.length === 0) return { rows: [], errors: errors.list() }
  const { headers, headerLine } = table
  const cols = o.columns ?? {}
  const problems: string[] = []
  const find = (role: keyof TrialBalanceColumns): number => {
    const r = locate(headers, role, role === 'code' || role === 'name' ? ACCOUNT_ROLES[role] : ROLES[role], cols[role])
    if (r.problem) problems.push(r.problem)
    return r.index
  }
  const code = find('code')
  const name = find('name')
  if (code === -1 && cols.code === undefined) problems.push('No code column was found; pass columns.code.')
  if (name === -1 && cols.name === undefined) problems.push('No name column was found; pass columns.name.')
  let balance = -1
  let debit = -1
  let credit = -1
  if (cols.balance !== undefined) balance = find('balance')
  else {
    const before = problems.length
    debit = find('debit')
    credit = find('credit')
    if (cols.debit === undefined && cols.credit === undefined && debit === -1 && credit === -1)
      balance = find('balance')
    if (problems.length === before && balance === -1 && (debit === -1 || credit === -1)) {
      problems.push(
        'No balance column, or debit and credit columns, were found; pass columns.balance, or columns.debit and columns.credit.',
      )
    }
  }
  if (problems.length > 0) {
    for (const p of problems) errors.add(headerLine, 'file', p)
    return { rows: [], errors: errors.list() }
  }

  const money: AmountOptions = {
    currency: o.currency,
    decimalSeparator: o.decimalSeparator ?? (table.delimiter === ';' ? ',' : '.'),
    crSign: -1,
  }
  const rows: TrialBalanceRow[] = []
  for (const row of wellShapedRows(table, errors)) {
    const { cells, line } = row
    const c = cells[code]!.trim()
    const n = cells[name]!.replace(/\s+/g, ' ').trim()
    if (c === '' && /^(grand\s+)?totals?\b/i.test(n)) continue
    const before = errors.count
    if (c === '') errors.add(line, headers[code]!, 'The account code is empty.')
    if (n === '') errors.add(line, headers[name]!, 'The account name is empty.')
    let minor: number | null = null
    if (balance !== -1) {
      const text = cells[balance]!
      if (text.trim() === '') minor = 0
      else {
        const v = parseLenientAmount(text, money)
        if (v.ok) minor = v.minor
        else errors.add(line, headers[balance]!, v.message)
      }
    } else {
      const side = (i: number): number | null => {
        if (cells[i]!.trim() === '') return 0
        const v = parseLenientAmount(cells[i]!, { ...money, crSign: i === debit ? -1 : 1 }) // `12.00 DR` in the debit column is a debit
        if (!v.ok) errors.add(line, headers[i]!, v.message)
        else if (v.minor < 0)
          errors.add(
            line,
            headers[i]!,
            `${JSON.stringify(cells[i]!.trim())} is negative in a ${i === debit ? 'debit' : 'credit'} column; put it in the other column.`,
          )
        else return v.minor
        return null
      }
      const dr = side(debit)
      const cr = side(credit)
      if (dr !== null && cr !== null) {
        if (dr !== 0 && cr !== 0)
          errors.add(
            line,
            headers[debit]!,
            `Both ${JSON.stringify(headers[debit])} and ${JSON.stringify(headers[credit])} are filled; a balance is on one side.`,
          )
        else minor = dr - cr
      }
    }
    if (errors.count === before && minor !== null) rows.push({ row: line, code: c, name: n, balanceMinor: minor })
  }

  if (errors.count === 0) {
    try {
      const debits = sum(rows.filter((r) => r.balanceMinor > 0).map((r) => r.balanceMinor))
      const credits = sum(rows.filter((r) => r.balanceMinor < 0).map((r) => -r.balanceMinor))
      if (debits !== credits) {
        errors.add(
          headerLine,
          'file',
          `Total debits ${formatAmount(debits, o.currency)} do not equal total credits ${formatAmount(credits, o.currency)} (difference ${formatAmount(debits - credits, o.currency)}).`,
        )
      }
    } catch (err) {
      if (!(err instanceof MoneyError)) throw err
      errors.add(headerLine, 'file', `The totals are outside the range this service computes exactly: ${err.message}`)
    }
  }
  return { rows, errors: errors.list() }
}
