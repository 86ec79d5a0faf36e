// Chart-of-accounts CSVs → account rows and per-row errors (issue: Client books, "Getting data in"). Columns: code,
// name and an optional type, named by the caller or found by their usual headers. A code seen twice is an error on the
// later line naming the first; codes compare as written (trimmed), so `200` and `0200` are different accounts.
import { ErrorList, locate, readCsv, wellShapedRows, type Delimiter, type RoleSpec } from './csv-common.ts'
import type { AccountRow, RowError } from './types.ts'

export interface AccountColumns {
  code?: string
  name?: string
  type?: string
}

export interface AccountsOptions {
  columns?: AccountColumns
  delimiter?: Delimiter
  maxRows?: number
}

export interface ParsedAccounts {
  rows: AccountRow[]
  errors: RowError[]
}

export const ACCOUNT_ROLES: Record<'code' | 'name', RoleSpec> = {
  code: { pick: 'first', keys: ['code', 'accountcode', 'accountnumber', 'accountno', 'acctno', 'number', 'no'] },
  name: { pick: 'first', keys: ['name', 'accountname', 'account', 'description', 'title'] },
}
const TYPE: RoleSpec = { pick: 'first', keys: ['type', 'accounttype', 'class', 'accountclass'] }

export function parseCsvAccounts(bytes: Buffer | string, o: AccountsOptions = {}): ParsedAccounts {
  const errors = new ErrorList()
  const table = readCsv(bytes, errors, { delimiter: o.delimiter, maxRows: o.maxRows })
  if (table.headers.length === 0) return { rows: [], errors: errors.list() }
  const { headers, headerLine } = table
  const cols = o.columns ?? {}
  const problems: string[] = []
  const find = (role: keyof AccountColumns, spec: RoleSpec): number => {
    const r = locate(headers, role, spec, cols[role])
    if (r.problem) problems.push(r.problem)
    else if (r.index === -1 && role !== 'type') problems.push(`No ${role} column was found; pass columns.${role}.`)
    return r.index
  }
  const code = find('code', ACCOUNT_ROLES.code)
  const name = find('name', ACCOUNT_ROLES.name)
  const type = find('type', TYPE)
  if (problems.length > 0) {
    for (const p of problems) errors.add(headerLine, 'file', p)
    return { rows: [], errors: errors.list() }
  }

  const rows: AccountRow[] = []
  const firstLine = new Map<string, number>()
  for (const row of wellShapedRows(table, errors)) {
    const c = row.cells[code]!.trim()
    const n = row.cells[name]!.replace(/\s+/g, ' ').trim()
    const t = type === -1 ? '' : row.cells[type]!.trim()
    let ok = true
    if (c === '') {
      errors.add(row.line, headers[code]!, 'The account code is empty.')
      ok = false
    } else if (firstLine.has(c)) {
      errors.add(row.line, headers[code]!, `The code ${JSON.stringify(c)} is already on line ${firstLine.get(c)}.`)
      ok = false
    } else firstLine.set(c, row.line)
    if (n === '') {
      errors.add(row.line, headers[name]!, 'The account name is empty.')
      ok = false
    }
    if (ok) rows.push({ row: row.line, code: c, name: n, type: t === '' ? null : t.toLowerCase() })
  }
  return { rows, errors: errors.list() }
}
