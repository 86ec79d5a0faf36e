import { describe, expect, it } from 'vitest'
import { MoneyError } from '../../money/index.ts'
import { parseLenientAmount, type AmountOptions } from './lenient-amount.ts'

const dot: AmountOptions = { currency: 'USD', decimalSeparator: '.', crSign: 1 }
const comma: AmountOptions = { currency: 'EUR', decimalSeparator: ',', crSign: 1 }

function ok(text: string, o: AmountOptions = dot): number {
  const r = parseLenientAmount(text, o)
  if (!r.ok) throw new Error(`expected ${text} to parse, got: ${r.message}`)
  return r.minor
}
function refused(text: string, o: AmountOptions = dot): string {
  const r = parseLenientAmount(text, o)
  if (r.ok) throw new Error(`expected ${text} to be refused, got ${r.minor}`)
  return r.message
}

describe('parseLenientAmount', () => {
  it('reads plain and thousands-separated amounts', () => {
    expect(ok('12')).toBe(1200)
    expect(ok('12.5')).toBe(1250)
    expect(ok(' 1234.56 ')).toBe(123456)
    expect(ok('1,234.56')).toBe(123456)
    expect(ok('1,234,567.89')).toBe(123456789)
    expect(ok('1,234')).toBe(123400)
    expect(ok("1'234.50")).toBe(123450)
    expect(ok('1 234.50')).toBe(123450)
    expect(ok('0.00')).toBe(0)
    expect(Object.is(ok('-0.00'), 0)).toBe(true)
  })

  it('reads a decimal comma when the file uses one', () => {
    expect(ok('1.234,56', comma)).toBe(123456)
    expect(ok('1.234.567,89', comma)).toBe(123456789)
    expect(ok('12,5', comma)).toBe(1250)
    expect(ok('-1 234,56', comma)).toBe(-123456)
    expect(ok('1234', comma)).toBe(123400)
  })

  it('reads every sign form', () => {
    expect(ok('-12.00')).toBe(-1200)
    expect(ok('\u221212.00')).toBe(-1200)
    expect(ok('+12.00')).toBe(1200)
    expect(ok('12.00-')).toBe(-1200)
    expect(ok('(12.00)')).toBe(-1200)
    expect(ok('(1,234.56)')).toBe(-123456)
    expect(ok('12.00 CR')).toBe(1200)
    expect(ok('12.00 DR')).toBe(-1200)
    expect(ok('12.00cr')).toBe(1200)
    expect(ok('12.00Dr')).toBe(-1200)
  })

  it("gives CR and DR the caller's signs (a ledger: debit positive)", () => {
    const ledger: AmountOptions = { ...dot, crSign: -1 }
    expect(ok('12.00 DR', ledger)).toBe(1200)
    expect(ok('12.00 CR', ledger)).toBe(-1200)
  })

  it('reads a leading currency symbol or ISO code that fits the currency', () => {
    expect(ok('$12.00')).toBe(1200)
    expect(ok('-$12.00')).toBe(-1200)
    expect(ok('$-12.00')).toBe(-1200)
    expect(ok('($1,234.00)')).toBe(-123400)
    expect(ok('US$ 5.00')).toBe(500)
    expect(ok('USD 5.00')).toBe(500)
    expect(ok('usd5.00')).toBe(500)
    expect(ok('A$12.00', { ...dot, currency: 'AUD' })).toBe(1200)
    expect(ok('AUD 12.00 CR', { ...dot, currency: 'AUD' })).toBe(1200)
    expect(ok('NZ$12.00', { ...dot, currency: 'NZD' })).toBe(1200)
    expect(ok('£1,200.00', { ...dot, currency: 'GBP' })).toBe(120000)
    expect(ok('€ 1.200,00', comma)).toBe(120000)
    expect(ok('¥1,200', { ...dot, currency: 'JPY' })).toBe(1200)
  })

  it('refuses a symbol or code of another currency', () => {
    expect(refused('£12.00')).toMatch(/"£", which is not USD/)
    expect(refused('EUR 12.00')).toMatch(/not USD/)
    expect(refused('A$12.00', { ...dot, currency: 'NZD' })).toMatch(/not NZD/)
  })

  it('refuses what it would have to guess', () => {
    expect(refused('1,23')).toMatch(/decimal comma/)
    expect(refused('12.345')).toMatch(/three digits after "\."/)
    expect(refused('1.230')).toMatch(/thousands separator/)
    expect(refused('1,230', comma)).toMatch(/thousands separator/)
    expect(refused('1.234.567,8,9', comma)).toMatch(/without guessing/)
    expect(refused('1234.56', comma)).toMatch(/pass decimalSeparator '\.'/)
    expect(refused('12,34,567.00')).toMatch(/without guessing/)
    expect(refused('1,2345.00')).toMatch(/without guessing/)
    expect(refused('1.234,56')).toMatch(/without guessing/)
  })

  it('refuses two signs', () => {
    for (const t of ['-(12.00)', '(12.00) CR', '-12.00 DR', '-12.00-', '+12.00-', '(-12.00)']) {
      const r = parseLenientAmount(t, dot)
      expect(r.ok, t).toBe(false)
    }
    expect(refused('-12.00 CR')).toMatch(/more than one sign/)
  })

  it('refuses text, empty cells and more decimals than the currency has', () => {
    expect(refused('abc')).toMatch(/not an amount/)
    expect(refused('twelve dollars')).toMatch(/not an amount/)
    expect(refused('')).toMatch(/empty/)
    expect(refused('   ')).toMatch(/empty/)
    expect(refused('CR')).toMatch(/not an amount/)
    expect(refused('1e5')).toMatch(/not an amount/)
    expect(refused('12.3456')).toMatch(/decimal place/)
    expect(refused('12.5', { ...dot, currency: 'JPY' })).toMatch(/decimal place/)
    expect(refused('99999999999999999.00')).toMatch(/range/)
  })

  it('accepts three decimals in a three-decimal currency', () => {
    expect(ok('1.234', { ...dot, currency: 'BHD' })).toBe(1234)
  })

  it('throws for an unknown currency (a programming error, not bad data)', () => {
    expect(() => parseLenientAmount('12.00', { ...dot, currency: 'XXY' })).toThrow(MoneyError)
  })

  it('reads the usual cell (-1234.50) by its short path exactly as the full reading does', () => {
    // A leading space keeps the short path out (it takes no spaces); the full reading trims it.
    const texts = [
      '0',
      '-0',
      '7',
      '-7',
      '12.5',
      '12.50',
      '12.505',
      '-0.01',
      '000123.40',
      '999999999999.99',
      '9999999999999',
      '1.2345',
      '5.',
      '.5',
      '1,5',
      '-1,25',
      '12,345',
      '1.000,00',
    ]
    for (let i = 0; i < 500; i++)
      texts.push(
        `${i % 3 ? '-' : ''}${(i * 7919) % 1000003}${i % 4 ? `.${String(i % 1000).slice(0, 1 + (i % 3))}` : ''}`,
      )
    const options: AmountOptions[] = [
      dot,
      comma,
      { currency: 'JPY', decimalSeparator: '.', crSign: 1 },
      { currency: 'BHD', decimalSeparator: '.', crSign: 1 },
    ]
    for (const o of options) {
      const read = (t: string) => {
        const r = parseLenientAmount(t, o)
        return r.ok ? r.minor : 'refused'
      } // a refusal shows the text, space included
      for (const t of texts)
        expect(Object.is(read(t), read(` ${t}`)), `${t} ${o.currency}: ${read(t)} / ${read(` ${t}`)}`).toBe(true)
    }
  })
})
