import { describe, expect, it } from 'vitest'
import { detectDateOrder, parseDate, type DateOrder } from './dates.ts'

const rows = (...texts: string[]) => texts.map((text, i) => ({ row: i + 2, text }))
function ok(text: string, order: DateOrder | null = null): string {
  const r = parseDate(text, order)
  if (!r.ok) throw new Error(`expected ${text} to parse, got: ${r.message}`)
  return r.date
}
function refused(text: string, order: DateOrder | null = null): string {
  const r = parseDate(text, order)
  if (r.ok) throw new Error(`expected ${text} to be refused, got ${r.date}`)
  return r.message
}

describe('parseDate', () => {
  it('reads ISO dates with any separator, and ignores a time', () => {
    expect(ok('2024-01-05')).toBe('2024-01-05')
    expect(ok('2024/1/5')).toBe('2024-01-05')
    expect(ok('2024.12.31')).toBe('2024-12-31')
    expect(ok('2024-01-05 13:45:00')).toBe('2024-01-05')
    expect(ok('2024-01-05T13:45:00Z')).toBe('2024-01-05')
    expect(ok('05/01/2024 1:05 PM', 'DMY')).toBe('2024-01-05')
  })

  it('reads day-first and month-first dates with / - and . and one- or two-digit parts', () => {
    expect(ok('31/01/2024', 'DMY')).toBe('2024-01-31')
    expect(ok('5/1/2024', 'DMY')).toBe('2024-01-05')
    expect(ok('05-01-2024', 'DMY')).toBe('2024-01-05')
    expect(ok('05.01.2024', 'DMY')).toBe('2024-01-05')
    expect(ok('01/31/2024', 'MDY')).toBe('2024-01-31')
    expect(ok('1-5-2024', 'MDY')).toBe('2024-01-05')
    expect(ok('12.25.2023', 'MDY')).toBe('2023-12-25')
    expect(ok('24/01/05', 'YMD')).toBe('2024-01-05')
  })

  it('reads English month names', () => {
    expect(ok('05 Jan 2024')).toBe('2024-01-05')
    expect(ok('5 January 2024')).toBe('2024-01-05')
    expect(ok('5-JAN-24')).toBe('2024-01-05')
    expect(ok('05-Sept-2023')).toBe('2023-09-05')
    expect(ok('31 dec 99')).toBe('1999-12-31')
    expect(ok('January 5, 2024')).toBe('2024-01-05')
    expect(ok('Feb 29 2024')).toBe('2024-02-29')
  })

  it('reads two-digit years as 2000-2069 and 1970-1999', () => {
    expect(ok('1/2/00', 'DMY')).toBe('2000-02-01')
    expect(ok('1/2/69', 'DMY')).toBe('2069-02-01')
    expect(ok('1/2/70', 'DMY')).toBe('1970-02-01')
    expect(ok('1/2/99', 'DMY')).toBe('1999-02-01')
    expect(ok('1-Mar-24')).toBe('2024-03-01')
  })

  it('refuses dates that are not on the calendar', () => {
    expect(refused('31/02/2024', 'DMY')).toMatch(/February 2024 has 29 days/)
    expect(refused('29/02/2023', 'DMY')).toMatch(/February 2023 has 28 days/)
    expect(refused('29/02/1900', 'DMY')).toMatch(/28 days/)
    expect(ok('29/02/2000', 'DMY')).toBe('2000-02-29')
    expect(refused('31/04/2024', 'DMY')).toMatch(/April 2024 has 30 days/)
    expect(refused('2024-13-01')).toMatch(/no month 13/)
    expect(refused('2024-00-10')).toMatch(/no month 0/)
    expect(refused('00/01/2024', 'DMY')).toMatch(/not a calendar date/)
    expect(refused('13/13/2024', 'MDY')).toMatch(/no month 13/)
    expect(refused('30 Feb 2024')).toMatch(/29 days/)
  })

  it('refuses what is not a date', () => {
    expect(refused('')).toMatch(/empty/)
    expect(refused('yesterday')).toMatch(/not a date/)
    expect(refused('2024-01')).toMatch(/not a date/)
    expect(refused('1/2/2024/5', 'DMY')).toMatch(/not a date/)
    expect(refused('05/01-2024', 'DMY')).toMatch(/not a date/)
    expect(refused('5 Foo 2024')).toMatch(/not a date/)
    expect(refused('1/2/024', 'DMY')).toMatch(/not a date/)
    expect(refused('05/01/2024', null)).toMatch(/dateFormat/)
  })
})

describe('detectDateOrder', () => {
  it('finds day-first from any day above 12, month-first likewise', () => {
    expect(detectDateOrder(rows('01/02/2024', '13/02/2024', '03/03/2024'))).toEqual({ order: 'DMY', problem: null })
    expect(detectDateOrder(rows('01/02/2024', '02/13/2024'))).toEqual({ order: 'MDY', problem: null })
    expect(detectDateOrder(rows('1.2.24', '25.12.24'))).toEqual({ order: 'DMY', problem: null })
  })

  it('refuses to guess when every date reads both ways', () => {
    const d = detectDateOrder(rows('01/02/2024', '03/04/2024', '12/12/2024'))
    expect(d.order).toBeNull()
    expect(d.problem).toMatch(/pass dateFormat 'DMY'.*or 'MDY'/)
  })

  it("takes the caller's order over the file", () => {
    expect(detectDateOrder(rows('01/02/2024'), 'MDY')).toEqual({ order: 'MDY', problem: null })
  })

  it('reports a file that mixes the two orders, with a line of each', () => {
    const d = detectDateOrder(rows('13/01/2024', '01/02/2024', '01/13/2024'))
    expect(d.order).toBeNull()
    expect(d.problem).toMatch(/line 2: 13\/01\/2024.*line 4: 01\/13\/2024/)
  })

  it('needs no order when the dates say theirs, and ignores dates that fit no order', () => {
    expect(detectDateOrder(rows('2024-01-02', '5 Jan 2024'))).toEqual({ order: null, problem: null })
    expect(detectDateOrder(rows('45/45/2024', '13/01/2024'))).toEqual({ order: 'DMY', problem: null })
  })
})
