// The OFX bank and credit-card statement importer (issue: Client books, "Getting data in"): OFX 1.x (SGML) and 2.x
// (XML) bytes → statement lines and per-row errors; it never stores anything and never throws for bad data. One
// statement per file (STMTRS or CCSTMTRS). Amounts are kept with the file's sign: OFX signs every amount from the
// account holder's side (spec 3.2.9.2), so a card purchase is negative and a payment positive, as a bank debit and
// credit are. Dates are the calendar date the bank wrote, never shifted by the offset. Choices: README-ofx.md.
import { MoneyError, exponentOf, parseAmount } from '../../money/index.ts'
import { decodeOfx } from './ofx-text.ts'
import { child, findAll, leaf, readOfxTree, type OfxNode } from './ofx-tree.ts'
import type { ParsedStatement, RowError, StatementLine } from './types.ts'

export interface OfxOptions {
  /** The statement's currency when the file has no CURDEF; when both are given they must agree. */
  currency?: string
  /** The most transactions accepted; a longer file is one file error (its first `maxLines` are still checked). */
  maxLines?: number
}

/** At most this many errors are listed; one more says how many were left out. */
export const MAX_ERRORS = 1000

const STATEMENTS = new Set(['STMTRS', 'CCSTMTRS'])
const OTHER_STATEMENTS = new Set(['INVSTMTRS', 'LOANSTMTRS'])

export function parseOfxStatement(bytes: Buffer | string, o: OfxOptions = {}): ParsedStatement {
  const errors = new ErrorList()
  const result = (
    currency: string | null,
    account: ParsedStatement['account'],
    lines: StatementLine[],
  ): ParsedStatement => ({ currency, account, lines, errors: errors.done() })

  const decoded = decodeOfx(bytes)
  if (!decoded.ok) {
    errors.file(decoded.message)
    return result(null, null, [])
  }
  const { text, version } = decoded
  const start = text.search(/<OFX[\s>]/i)
  if (start === -1) {
    errors.file(
      version === null
        ? 'This is not an OFX file: it has neither an OFX header nor an <OFX> element.'
        : 'The file has an OFX header but no <OFX> element: it is incomplete.',
    )
    return result(null, null, [])
  }

  const tree = readOfxTree(text, start)
  if (tree.open.length > 0 || tree.cutInTag) {
    const inside = tree.open.length > 0 ? ` inside <${tree.open[tree.open.length - 1]!.name}>` : ''
    errors.file(`The file ends before </OFX>${inside}: it looks truncated.`)
  }

  const statements = findAll(tree.root, STATEMENTS)
  if (statements.length === 0) {
    const other = findAll(tree.root, OTHER_STATEMENTS)[0]
    errors.file(
      other
        ? `The file holds a ${other.name} statement; only bank (STMTRS) and credit card (CCSTMTRS) statements are imported.`
        : 'The file has no bank (STMTRS) or credit card (CCSTMTRS) statement.',
    )
    return result(o.currency ?? null, null, [])
  }
  if (statements.length > 1) {
    errors.file(`The file holds ${statements.length} statements; import one statement per file.`)
    return result(o.currency ?? null, null, [])
  }
  const statement = statements[0]!

  const currency = currencyOf(statement, o.currency, errors)
  const account = accountOf(statement, errors)
  const transactions = child(statement, 'BANKTRANLIST')?.children.filter((c) => c.name === 'STMTTRN') ?? []
  let count = transactions.length
  if (o.maxLines !== undefined && count > o.maxLines) {
    errors.file(`The file has ${count} transactions; at most ${o.maxLines} are accepted.`)
    count = o.maxLines
  }

  const lines: StatementLine[] = []
  const seen = new Map<string, number>()
  for (let k = 0; k < count; k++) {
    const trn = transactions[k]!
    if (!trn.closed) break // the truncation error already says where the file stops
    const line = lineOf(trn, k + 1, currency, seen, errors)
    if (line) lines.push(line)
  }
  return result(currency, account, lines)
}

/** The statement's currency: CURDEF, or the caller's; an unknown code or a disagreement is a file error. */
function currencyOf(statement: OfxNode, given: string | undefined, errors: ErrorList): string | null {
  const curdef = leaf(statement, 'CURDEF')?.toUpperCase() ?? null
  if (curdef !== null && !isCurrency(curdef)) {
    errors.add(0, 'CURDEF', `CURDEF ${quote(curdef)} is not an ISO 4217 currency code.`)
    return null
  }
  if (given !== undefined && !isCurrency(given)) {
    errors.file(`The currency given, ${quote(given)}, is not an ISO 4217 currency code.`)
    return curdef
  }
  if (curdef !== null && given !== undefined && curdef !== given) {
    errors.add(0, 'CURDEF', `The file's currency is ${curdef} (CURDEF) but ${given} was given.`)
    return curdef
  }
  const currency = curdef ?? given ?? null
  if (currency === null)
    errors.add(0, 'CURDEF', 'The file has no CURDEF and no currency was given: amounts cannot be read.')
  return currency
}

function accountOf(statement: OfxNode, errors: ErrorList): ParsedStatement['account'] {
  const card = child(statement, 'CCACCTFROM')
  const from = card ?? child(statement, 'BANKACCTFROM')
  if (!from) return null
  const accountId = leaf(from, 'ACCTID')
  if (accountId === null) {
    errors.add(0, 'ACCTID', `${from.name} has no ACCTID.`)
    return null
  }
  return { accountId, bankId: leaf(from, 'BANKID'), type: card ? 'CREDITCARD' : leaf(from, 'ACCTTYPE') }
}

/** One STMTTRN → a line, or its errors (a row with any error gives no line). */
function lineOf(
  trn: OfxNode,
  row: number,
  currency: string | null,
  seen: Map<string, number>,
  errors: ErrorList,
): StatementLine | null {
  let ok = true
  const fail = (field: string, message: string): void => {
    ok = false
    errors.add(row, field, message)
  }

  const posted = leaf(trn, 'DTPOSTED')
  const date = posted === null ? null : ofxDate(posted)
  if (posted === null) fail('DTPOSTED', 'DTPOSTED is missing.')
  else if (date === null)
    fail(
      'DTPOSTED',
      `DTPOSTED ${quote(posted)} is not an OFX date (YYYYMMDD[HHMMSS[.XXX]][[±offset:TZ]]) or not a real day.`,
    )

  const rawAmount = leaf(trn, 'TRNAMT')
  let amountMinor: number | null = null
  if (rawAmount === null) fail('TRNAMT', 'TRNAMT is missing.')
  else if (currency !== null) {
    const amount = ofxAmount(rawAmount, currency)
    if (typeof amount === 'number') amountMinor = amount
    else fail('TRNAMT', amount.error)
  }

  const trnCurrency = leaf(child(trn, 'CURRENCY'), 'CURSYM')?.toUpperCase()
  if (trnCurrency !== undefined && currency !== null && trnCurrency !== currency) {
    fail('CURRENCY', `The transaction is in ${trnCurrency}, not the statement's ${currency}.`)
  }

  const fitid = leaf(trn, 'FITID')
  if (fitid !== null) {
    const first = seen.get(fitid)
    if (first !== undefined) fail('FITID', `FITID ${quote(fitid)} repeats row ${first}.`)
    else seen.set(fitid, row)
  }

  if (!ok || currency === null || amountMinor === null || date === null) return null
  return {
    row,
    date,
    amountMinor,
    description: descriptionOf(trn),
    reference: leaf(trn, 'CHECKNUM') ?? leaf(trn, 'REFNUM'),
    counterparty: leaf(trn, 'NAME') ?? leaf(child(trn, 'PAYEE'), 'NAME'),
    externalId: fitid,
    balanceMinor: null,
  }
}

function descriptionOf(trn: OfxNode): string {
  const name = leaf(trn, 'NAME') ?? leaf(child(trn, 'PAYEE'), 'NAME')
  const memo = leaf(trn, 'MEMO')
  if (name !== null && memo !== null && name !== memo) return `${name} - ${memo}`
  return name ?? memo ?? ''
}

const DATETIME =
  /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(?:\.\d{1,3})?)?)?(?:\s*\[\s*([+-]?)(\d{1,2})(?:\.(\d{1,2}))?(?::\s*([A-Za-z][A-Za-z0-9]*))?\s*\])?$/

/**
 * An OFX datetime (`YYYYMMDD`, `YYYYMMDDHHMM`, `YYYYMMDDHHMMSS`, `…SS.XXX`, each optionally followed by `[±h[.mm][:TZ]]`)
 * → `YYYY-MM-DD` as written: the offset is checked, not applied (a bank's posting date is a day in its own time zone).
 */
export function ofxDate(text: string): string | null {
  const m = DATETIME.exec(text)
  if (!m) return null
  const [, y, mo, d, hh, mm, ss, , offHours, offMinutes] = m
  const year = Number(y),
    month = Number(mo),
    day = Number(d)
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null
  if (hh !== undefined && (Number(hh) > 23 || Number(mm) > 59)) return null
  if (ss !== undefined && Number(ss) > 59) return null
  if (offHours !== undefined && (Number(offHours) > 14 || (offMinutes !== undefined && Number(offMinutes) > 59)))
    return null
  return `${y}-${mo}-${d}`
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * TRNAMT → minor units. As written, plus two things OFX allows (spec 3.2.9.1): a leading `+`, and a comma as the
 * radix point, taken only when it is the one comma and there is no `.` (so `1,234` is 1.234, and refused for two-
 * decimal currencies; `1,234.56` is refused: OFX amounts carry no digit grouping).
 */
export function ofxAmount(raw: string, currency: string): number | { error: string } {
  let text = raw.trim()
  if (text.startsWith('+') && /^\d/.test(text.slice(1))) text = text.slice(1)
  const commas = text.split(',').length - 1
  if (commas > 0) {
    if (commas > 1 || text.includes('.'))
      return {
        error: `TRNAMT ${quote(raw)}: a comma is accepted only as the one decimal mark, with no "." in the amount.`,
      }
    text = text.replace(',', '.')
  }
  try {
    return parseAmount(text, currency)
  } catch (e) {
    if (e instanceof MoneyError) return { error: `TRNAMT ${quote(raw)}: ${e.message}` }
    throw e
  }
}

function isCurrency(code: string): boolean {
  try {
    exponentOf(code)
    return true
  } catch {
    return false
  }
}

function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
}

/** Collects every error, lists the first MAX_ERRORS, and ends with one saying how many more there were. */
class ErrorList {
  private readonly list: RowError[] = []
  private more = 0
  add(row: number, field: string, message: string): void {
    if (this.list.length < MAX_ERRORS) this.list.push({ row, field, message })
    else this.more++
  }
  file(message: string): void {
    this.add(0, 'file', message)
  }
  done(): RowError[] {
    if (this.more === 0) return this.list
    return [
      ...this.list,
      { row: 0, field: 'file', message: `${this.more} more error${this.more === 1 ? '' : 's'} not listed.` },
    ]
  }
}
