// The three ways a trial balance reaches the TB skills (issue 8): rows in the request, an uploaded CSV file (read by
// the books importer), or a client's books at a date (chart + balances). Problems are returned, not thrown, as
// `{ param, reason }` pairs naming the row and field (`csv.row.7.debit`, `rows.3.credit`): the skill throws them as
// one SkillInputError, so nothing is half-read. Types are structural so this room needs nothing from the skill runtime.
import { createHash } from 'node:crypto'
import { MoneyError, parseAmount } from '../../money/index.ts'
import { headerKey } from '../import/csv-common.ts'
import { ACCOUNT_ROLES } from '../import/csv-accounts.ts'
import { parseCsvTrialBalance, type TrialBalanceColumns } from '../import/csv-trial-balance.ts'
import type { AccountType } from './categories.ts'
import type { CheckRow } from './checks.ts'

export interface Problem {
  param: string
  reason: string
}

export interface InlineRow {
  account_code: string
  account_name: string
  debit?: string | number | null
  credit?: string | number | null
}

/** Rows given inline: `row` is the index in `rows`; debit and credit are decimal strings, at most one non-zero. */
export function rowsFromInline(
  rows: readonly InlineRow[],
  currency: string,
): { rows: CheckRow[]; problems: Problem[] } {
  const out: CheckRow[] = []
  const problems: Problem[] = []
  rows.forEach((r, i) => {
    const side = (field: 'debit' | 'credit'): number | null => {
      const v = r[field]
      if (v === undefined || v === null || v === '') return 0
      try {
        const minor = parseAmount(v, currency)
        if (minor < 0) {
          problems.push({
            param: `rows.${i}.${field}`,
            reason: `is negative; put ${String(v).replace(/^-/, '')} in the other column`,
          })
          return null
        }
        return minor
      } catch (e) {
        if (!(e instanceof MoneyError)) throw e
        problems.push({ param: `rows.${i}.${field}`, reason: e.message })
        return null
      }
    }
    const dr = side('debit')
    const cr = side('credit')
    if (dr === null || cr === null) return
    if (dr !== 0 && cr !== 0) {
      problems.push({ param: `rows.${i}.credit`, reason: 'is filled as well as debit; a balance is on one side' })
      return
    }
    out.push({
      row: i,
      code: r.account_code.trim(),
      name: r.account_name.replace(/\s+/g, ' ').trim(),
      balanceMinor: dr - cr,
    })
  })
  return { rows: out, problems }
}

const MONEY_ROLE: Array<[RegExp, string]> = [
  [/^(debit|debits|dr|debitbalance|debitamount)$/, 'debit'],
  [/^(credit|credits|cr|creditbalance|creditamount)$/, 'credit'],
]

/** The role (`code`, `name`, `debit`, `credit`, `balance`) of the column an importer error names, by its header. */
function roleOf(field: string, columns: TrialBalanceColumns): string {
  for (const [role, name] of Object.entries(columns))
    if (name !== undefined && headerKey(name) === headerKey(field)) return role
  const k = headerKey(field)
  if (ACCOUNT_ROLES.code.keys.includes(k)) return 'code'
  if (ACCOUNT_ROLES.name.keys.includes(k)) return 'name'
  for (const [re, role] of MONEY_ROLE) if (re.test(k)) return role
  return 'balance'
}

const UNBALANCED = /^Total debits .* do not equal total credits/

/**
 * A CSV trial balance: `row` is the file line. Problems are `${param}.row.<line>.<role>` (or `${param}` for the file as
 * a whole). `allowUnbalanced`: a TB whose debits and credits differ is read (the checks report it) rather than refused.
 */
export function rowsFromCsv(
  bytes: Buffer | string,
  o: { currency: string; param: string; columns?: TrialBalanceColumns; allowUnbalanced: boolean },
): { rows: CheckRow[]; problems: Problem[] } {
  const parsed = parseCsvTrialBalance(bytes, { currency: o.currency, columns: o.columns })
  const errors = o.allowUnbalanced
    ? parsed.errors.filter((e) => !(e.field === 'file' && UNBALANCED.test(e.message)))
    : parsed.errors
  const problems = errors.map((e) => ({
    param:
      e.field === 'file'
        ? e.row <= 1
          ? o.param
          : `${o.param}.row.${e.row}`
        : `${o.param}.row.${e.row}.${roleOf(e.field, o.columns ?? {})}`,
    reason: e.field === 'file' ? e.message : `${JSON.stringify(e.field)}: ${e.message}`,
  }))
  return {
    rows: parsed.rows.map((r) => ({ row: r.row, code: r.code, name: r.name, balanceMinor: r.balanceMinor })),
    problems,
  }
}

export interface BooksLike {
  chart(): Promise<Array<{ code: string; name: string; type: AccountType; archived: boolean }>>
  balances(o: { to: string }): Promise<Map<string, number>>
}

/**
 * A client's trial balance at `asOf`: every open account of the chart and every account with a balance, by code;
 * `row` is the 1-based position. A code with entries but missing from the chart keeps an empty name and no type.
 */
export async function rowsFromBooks(books: BooksLike, asOf: string): Promise<CheckRow[]> {
  const [chart, balances] = await Promise.all([books.chart(), books.balances({ to: asOf })])
  const byCode = new Map(chart.map((a) => [a.code, a]))
  const codes = [
    ...new Set([
      ...chart.filter((a) => !a.archived || (balances.get(a.code) ?? 0) !== 0).map((a) => a.code),
      ...balances.keys(),
    ]),
  ].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  return codes.map((code, i) => {
    const a = byCode.get(code)
    return { row: i + 1, code, name: a?.name ?? '', balanceMinor: balances.get(code) ?? 0, chartType: a?.type ?? null }
  })
}

/** What a TB skill takes: exactly one of `rows`, `file_id` or `client_id` (with `as_of`). */
export interface SourceInput {
  rows?: InlineRow[]
  file_id?: string
  client_id?: string
  as_of?: string
  currency?: string | null
}

export interface DataLike {
  files: { read(id: string, o?: { maxBytes?: number; param?: string }): Promise<{ sha256: string; bytes: Buffer }> }
  books(clientId: string): Promise<BooksLike & { client: { id: string; currency: string } }>
}

export interface LoadedSource {
  rows: CheckRow[]
  problems: Problem[]
  currency: string
  source: {
    kind: 'rows' | 'file' | 'books'
    file_id: string | null
    client_id: string | null
    as_of: string | null
    sha256: string | null
  }
}

/** The rows of whichever source the input names (problems for a missing, doubled or unreadable one). */
export async function loadSource(
  input: SourceInput,
  data: DataLike,
  o: { defaultCurrency: string },
): Promise<LoadedSource> {
  const given = (['rows', 'file_id', 'client_id'] as const).filter((k) => input[k] !== undefined)
  const source = {
    file_id: input.file_id ?? null,
    client_id: input.client_id ?? null,
    as_of: input.as_of ?? null,
    sha256: null as string | null,
  }
  const fail = (param: string, reason: string): LoadedSource => ({
    rows: [],
    problems: [{ param, reason }],
    currency: o.defaultCurrency,
    source: { kind: 'rows', ...source },
  })
  if (given.length === 0) return fail('rows', 'is required: give rows, file_id, or client_id with as_of')
  if (given.length > 1) return fail(given[1]!, `cannot be given with ${given[0]}: give one source`)
  if (input.client_id !== undefined) {
    if (input.as_of === undefined) return fail('as_of', 'is required with client_id')
    if (input.currency)
      return fail('currency', "cannot be given with client_id: the client's books are in its own currency")
    const books = await data.books(input.client_id)
    return {
      rows: await rowsFromBooks(books, input.as_of),
      problems: [],
      currency: books.client.currency,
      source: { kind: 'books', ...source },
    }
  }
  if (input.as_of !== undefined) return fail('as_of', 'is only read with client_id')
  const currency = input.currency ?? o.defaultCurrency
  if (input.rows !== undefined)
    return { ...rowsFromInline(input.rows, currency), currency, source: { kind: 'rows', ...source } }
  const file = await data.files.read(input.file_id!)
  return {
    ...rowsFromCsv(file.bytes, { currency, param: 'file_id', allowUnbalanced: true }),
    currency,
    source: { kind: 'file', ...source, sha256: file.sha256 },
  }
}

/** The SHA-256 (hex) of a file's bytes, or of text as UTF-8: what an import's identity is derived from. */
export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}
