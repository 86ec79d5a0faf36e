import { describe, expect, it } from 'vitest'
import { isAppError, type AppError } from '../errors/index.ts'
import {
  isCalendarDate,
  MAX_DETAILS,
  validateJournalEntry,
  type BookRules,
  type JournalEntryInput,
  type LedgerAccount,
} from './journal.ts'

const account = (code: string, name: string, type: LedgerAccount['type'], archived = false): LedgerAccount => ({
  code,
  name,
  type,
  archived,
})
const rules = (over: Partial<BookRules> = {}): BookRules => ({
  currency: 'AUD',
  lockedThrough: '2026-06-30',
  accounts: new Map([
    ['1000', account('1000', 'Cash at bank', 'asset')],
    ['4000', account('4000', 'Sales', 'revenue')],
    ['2200', account('2200', 'GST collected', 'liability')],
    ['6999', account('6999', 'Old suspense', 'expense', true)],
  ]),
  ...over,
})
const sale = (over: Partial<JournalEntryInput> = {}): JournalEntryInput => ({
  date: '2026-07-15',
  narration: 'Invoice 1042',
  lines: [
    { account_code: '1000', debit: '1100.00' },
    { account_code: '4000', credit: '1000.00' },
    { account_code: '2200', credit: '100' },
  ],
  ...over,
})
function refusal(f: () => unknown): AppError {
  try {
    f()
  } catch (e) {
    if (isAppError(e)) return e
    throw e
  }
  throw new Error('accepted')
}

describe('validateJournalEntry', () => {
  it('accepts a balanced entry and returns it in minor units, debits positive, lines summing to zero', () => {
    const e = validateJournalEntry(sale(), rules())
    expect(e.lines.map((l) => [l.accountCode, l.amountMinor])).toEqual([
      ['1000', 110000],
      ['4000', -100000],
      ['2200', -10000],
    ])
    expect(e.totalMinor).toBe(110000)
    expect(e.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(0)
    expect(e.reference).toBeNull()
  })

  it('refuses debits that differ from credits, saying both totals and the difference', () => {
    const e = refusal(() =>
      validateJournalEntry(
        sale({
          lines: [
            { account_code: '1000', debit: '1100.00' },
            { account_code: '4000', credit: '1000.01' },
          ],
        }),
        rules(),
      ),
    )
    expect(e.status).toBe(422)
    expect(e.param).toBe('lines')
    expect(e.message).toContain('debits (1100.00) and credits (1000.01) differ by 99.99')
    expect(e.details).toEqual([{ loc: ['body', 'lines'], msg: expect.any(String) as string, type: 'unbalanced' }])
  })

  it('names the line and field of each problem, and reports them all', () => {
    const e = refusal(() =>
      validateJournalEntry(
        {
          date: '2026-02-30',
          narration: 'x',
          lines: [
            { account_code: '9999', debit: '10.00' },
            { account_code: '6999', credit: '10.00' },
            { account_code: '1000', debit: '1.00', credit: '1.00' },
            { account_code: '1000' },
            { account_code: '1000', debit: '1.001' },
            { account_code: '1000', credit: '-5.00' },
            { account_code: '1000', debit: '1e3' },
          ],
        },
        rules(),
      ),
    )
    expect(e.param).toBe('date')
    expect(
      e.details!.map((d) => [(d as { loc: unknown[] }).loc.slice(1).join('.'), (d as { type: string }).type]),
    ).toEqual([
      ['date', 'invalid_date'],
      ['lines.0.account_code', 'unknown_account'],
      ['lines.1.account_code', 'archived_account'],
      ['lines.2.credit', 'debit_and_credit'],
      ['lines.3.debit', 'missing_amount'],
      ['lines.4.debit', 'too_many_decimals'],
      ['lines.5.credit', 'not_positive'],
      ['lines.6.debit', 'invalid_amount'],
    ])
  })

  it('refuses a date in a closed period, and a single-line entry', () => {
    expect(refusal(() => validateJournalEntry(sale({ date: '2026-06-30' }), rules())).details).toMatchObject([
      { loc: ['body', 'date'], type: 'closed_period' },
    ])
    expect(validateJournalEntry(sale({ date: '2026-06-30' }), rules({ lockedThrough: null })).date).toBe('2026-06-30')
    expect(
      refusal(() => validateJournalEntry(sale({ lines: [{ account_code: '1000', debit: '0.00' }] }), rules())).details,
    ).toMatchObject([
      { loc: ['body', 'lines'], type: 'too_few_lines' },
      { loc: ['body', 'lines', 0, 'debit'], type: 'not_positive' },
    ])
  })

  it("uses the client currency's minor unit (JPY has none)", () => {
    const jpy = rules({ currency: 'JPY' })
    expect(
      validateJournalEntry(
        sale({
          lines: [
            { account_code: '1000', debit: 1100 },
            { account_code: '4000', credit: '1100' },
          ],
        }),
        jpy,
      ).totalMinor,
    ).toBe(1100)
    expect(
      refusal(() =>
        validateJournalEntry(
          sale({
            lines: [
              { account_code: '1000', debit: '10.5' },
              { account_code: '4000', credit: '10.5' },
            ],
          }),
          jpy,
        ),
      ).details,
    ).toMatchObject([{ type: 'too_many_decimals' }, { type: 'too_many_decimals' }])
  })

  it('refuses totals beyond the exact range instead of losing cents, and bounds the details', () => {
    const big = '90000000000000.00'
    expect(
      refusal(() =>
        validateJournalEntry(
          sale({
            lines: [
              { account_code: '1000', debit: big },
              { account_code: '1000', debit: big },
              { account_code: '4000', credit: big },
            ],
          }),
          rules(),
        ),
      ).details,
    ).toMatchObject([{ loc: ['body', 'lines'], type: 'overflow' }])
    const many = Array.from({ length: 50 }, () => ({ account_code: 'nope', debit: '1.00' }))
    const e = refusal(() => validateJournalEntry(sale({ lines: many }), rules()))
    expect(e.details).toHaveLength(MAX_DETAILS)
    expect(e.extra).toMatchObject({ details_truncated: true })
  })

  it('knows calendar dates', () => {
    expect(['2024-02-29', '2026-12-31', '2026-01-01'].every(isCalendarDate)).toBe(true)
    expect(
      ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-01-01', '2026-1-1', ''].some(isCalendarDate),
    ).toBe(false)
  })
})
