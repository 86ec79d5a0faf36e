// Journal entries: the double-entry rules every entry must meet before anything is written (issue: Client books,
// "an entry whose debits and credits differ, that names an unknown account or a closed period, is refused with a
// precise `param` and nothing is written"). The shape (types, required fields) is the JSON Schema's job at the door;
// this is the meaning: amounts in the client's currency, one side per line, known open accounts, an open period,
// debits equal to credits. Every problem is reported (at most MAX_DETAILS), the first one as `param`.
import { AppError } from '../errors/index.ts'
import { add, formatAmount, MoneyError, parseAmount } from '../money/index.ts'

export type AccountType = 'asset' | 'liability' | 'equity' | 'revenue' | 'expense'

export interface LedgerAccount {
  code: string
  name: string
  type: AccountType
  /** An archived account keeps its history but takes no new lines. */
  archived: boolean
}

/** What an entry is checked against: the client's currency, its lock date and its chart of accounts. */
export interface BookRules {
  currency: string
  /** Entries dated on or before this date are in a closed period (null: nothing is closed). */
  lockedThrough: string | null
  accounts: ReadonlyMap<string, LedgerAccount>
}

export interface JournalLineInput {
  account_code: string
  /** Decimal string (or JSON number) in the client's currency; exactly one of debit and credit per line. */
  debit?: string | number | null
  credit?: string | number | null
  description?: string | null
}

export interface JournalEntryInput {
  date: string
  narration: string
  reference?: string | null
  lines: JournalLineInput[]
}

export interface JournalLine {
  accountCode: string
  /** Debit positive, credit negative, in minor units: an entry's lines sum to zero. */
  amountMinor: number
  description: string | null
}

export interface ValidatedEntry {
  date: string
  narration: string
  reference: string | null
  lines: JournalLine[]
  /** The sum of the debits (= the sum of the credits). */
  totalMinor: number
}

export const MAX_DETAILS = 20

interface Problem {
  loc: (string | number)[]
  msg: string
  type: string
}

/** `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (mo < 1 || mo > 12 || d < 1) return false
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate()
}

/**
 * The entry in minor units, or a 422 validation_error listing every problem: `param` is the first one's dotted path
 * (`lines.2.debit`), `details` holds at most MAX_DETAILS (`details_truncated` when there were more).
 */
export function validateJournalEntry(input: JournalEntryInput, rules: BookRules): ValidatedEntry {
  const problems: Problem[] = []
  const problem = (loc: (string | number)[], msg: string, type: string) => {
    problems.push({ loc: ['body', ...loc], msg, type })
  }

  if (!isCalendarDate(input.date)) problem(['date'], 'is not a calendar date (YYYY-MM-DD)', 'invalid_date')
  else if (rules.lockedThrough !== null && input.date <= rules.lockedThrough) {
    problem(['date'], `is in a closed period: the books are locked through ${rules.lockedThrough}`, 'closed_period')
  }
  if (input.lines.length < 2) problem(['lines'], 'needs at least two lines (double entry)', 'too_few_lines')

  const lines: JournalLine[] = []
  let debits = 0
  let credits = 0
  let overflow = false
  input.lines.forEach((line, i) => {
    const account = rules.accounts.get(line.account_code)
    if (!account)
      problem(['lines', i, 'account_code'], `names no account in this client's chart of accounts`, 'unknown_account')
    else if (account.archived)
      problem(
        ['lines', i, 'account_code'],
        `names an archived account (${account.code} ${account.name})`,
        'archived_account',
      )
    const hasDebit = line.debit !== undefined && line.debit !== null
    const hasCredit = line.credit !== undefined && line.credit !== null
    if (hasDebit === hasCredit) {
      problem(
        ['lines', i, hasDebit ? 'credit' : 'debit'],
        hasDebit ? 'a line has a debit or a credit, not both' : 'a line needs a debit or a credit',
        hasDebit ? 'debit_and_credit' : 'missing_amount',
      )
      return
    }
    const side = hasDebit ? 'debit' : 'credit'
    let minor: number
    try {
      minor = parseAmount(hasDebit ? line.debit! : line.credit!, rules.currency)
    } catch (e) {
      if (!(e instanceof MoneyError)) throw e
      problem(['lines', i, side], e.message, e.code)
      return
    }
    if (minor <= 0) {
      problem(['lines', i, side], 'must be greater than zero (put a negative amount on the other side)', 'not_positive')
      return
    }
    try {
      if (hasDebit) debits = add(debits, minor)
      else credits = add(credits, minor)
    } catch {
      overflow = true
    }
    lines.push({
      accountCode: line.account_code,
      amountMinor: hasDebit ? minor : -minor,
      description: line.description ?? null,
    })
  })
  if (overflow) problem(['lines'], "the entry's total is outside the range this service computes exactly", 'overflow')
  else if (lines.length === input.lines.length && lines.length >= 2 && debits !== credits) {
    problem(
      ['lines'],
      `debits (${formatAmount(debits, rules.currency)}) and credits (${formatAmount(credits, rules.currency)}) differ by ${formatAmount(Math.abs(debits - credits), rules.currency)}`,
      'unbalanced',
    )
  }

  if (problems.length) {
    const first = problems[0]!
    const shown = problems.slice(0, MAX_DETAILS)
    throw new AppError('validation_error', `Invalid journal entry: ${first.loc.slice(1).join('.')} ${first.msg}.`, {
      param: first.loc.slice(1).join('.'),
      details: shown,
      ...(problems.length > MAX_DETAILS ? { extra: { details_truncated: true } } : {}),
    })
  }
  return { date: input.date, narration: input.narration, reference: input.reference ?? null, lines, totalMinor: debits }
}
