import { describe, expect, it } from 'vitest'
import {
  add,
  allocate,
  exponentOf,
  formatAmount,
  MoneyError,
  multiply,
  parseAmount,
  scale,
  subtract,
  sum,
} from './money.ts'

const refused = (f: () => unknown): string => {
  try {
    f()
  } catch (e) {
    if (e instanceof MoneyError) return e.code
    throw e
  }
  return 'accepted'
}

/** A seeded generator, so a failure names its case and repeats. */
function rng(seed: number) {
  let s = seed >>> 0
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32
}

describe('money', () => {
  it("knows each currency's minor unit (ISO 4217) and refuses codes that are not currencies", () => {
    expect([
      exponentOf('USD'),
      exponentOf('AUD'),
      exponentOf('JPY'),
      exponentOf('KRW'),
      exponentOf('BHD'),
      exponentOf('KWD'),
      exponentOf('CLF'),
    ]).toEqual([2, 2, 0, 0, 3, 3, 4])
    // Where ICU's CLDR data agrees with ISO (it rounds a few currencies differently for cash), so do we.
    for (const c of ['USD', 'EUR', 'GBP', 'NZD', 'CAD', 'JPY', 'BHD', 'JOD', 'TND', 'XOF', 'VND', 'CLF']) {
      expect(exponentOf(c), c).toBe(
        new Intl.NumberFormat('en', { style: 'currency', currency: c }).resolvedOptions().maximumFractionDigits,
      )
    }
    for (const c of ['usd', 'US', 'ZZZ', '', 'DOLLARS'])
      expect(
        refused(() => exponentOf(c)),
        c,
      ).toBe('unknown_currency')
  })

  it('parses decimal strings and JSON numbers exactly, and refuses anything it would have to guess', () => {
    expect(parseAmount('1234.50', 'USD')).toBe(123450)
    expect(parseAmount('1234.5', 'USD')).toBe(123450)
    expect(parseAmount('-0.05', 'USD')).toBe(-5)
    expect(Object.is(parseAmount('-0', 'USD'), 0)).toBe(true)
    expect(parseAmount('007', 'USD')).toBe(700)
    expect(parseAmount('1.230', 'USD')).toBe(123) // trailing zeros beyond the minor unit say nothing
    expect(parseAmount('1234', 'JPY')).toBe(1234)
    expect(parseAmount('1.234', 'BHD')).toBe(1234)
    expect(parseAmount(0.1, 'USD')).toBe(10)
    expect(parseAmount(1e-7 * 1e7, 'USD')).toBe(100)
    expect(parseAmount(12345678901234.56, 'USD')).toBe(1234567890123456)
    expect(parseAmount('90071992547409.91', 'USD')).toBe(Number.MAX_SAFE_INTEGER)
    for (const bad of ['1e3', '+1', ' 1', '1 ', '1,234.50', '.5', '5.', '', '-', '--1', '0x10', 'NaN', '1_000']) {
      expect(
        refused(() => parseAmount(bad, 'USD')),
        bad,
      ).toBe('invalid_amount')
    }
    expect(refused(() => parseAmount(Number.NaN, 'USD'))).toBe('invalid_amount')
    expect(refused(() => parseAmount(Number.POSITIVE_INFINITY, 'USD'))).toBe('invalid_amount')
    expect(refused(() => parseAmount('1.234', 'USD'))).toBe('too_many_decimals')
    expect(refused(() => parseAmount('1.5', 'JPY'))).toBe('too_many_decimals')
    expect(refused(() => parseAmount(0.001, 'USD'))).toBe('too_many_decimals')
    expect(refused(() => parseAmount(1e-7, 'USD'))).toBe('too_many_decimals') // printed 1e-7 by JavaScript
    expect(refused(() => parseAmount(1e21, 'JPY'))).toBe('overflow') // printed 1e+21
    expect(parseAmount(1.5e3, 'USD')).toBe(150000)
    expect(refused(() => parseAmount('90071992547409.92', 'USD'))).toBe('overflow')
    expect(refused(() => parseAmount(`1${'0'.repeat(30)}`, 'USD'))).toBe('overflow')
  })

  it('formats minor units as the API returns them, and round-trips with parse', () => {
    expect(formatAmount(123450, 'USD')).toBe('1234.50')
    expect(formatAmount(-5, 'USD')).toBe('-0.05')
    expect(formatAmount(0, 'USD')).toBe('0.00')
    expect(formatAmount(1234, 'JPY')).toBe('1234')
    expect(formatAmount(1, 'BHD')).toBe('0.001')
    expect(formatAmount(-1, 'CLF')).toBe('-0.0001')
    const r = rng(1)
    for (let i = 0; i < 2000; i++) {
      const c = ['USD', 'JPY', 'BHD', 'CLF'][i % 4]!
      const n = Math.round((r() - 0.5) * 2 * 10 ** Math.floor(r() * 16)) || 0 // no -0
      expect(parseAmount(formatAmount(n, c), c), `${n} ${c}`).toBe(n)
    }
    expect(refused(() => formatAmount(0.5, 'USD'))).toBe('overflow')
  })

  it('adds, subtracts, sums and multiplies exactly, and throws rather than leave the exact range', () => {
    expect(add(10, 20)).toBe(30)
    expect(subtract(10, 25)).toBe(-15)
    expect(sum([1, 2, 3, -6])).toBe(0)
    expect(multiply(333, 3)).toBe(999)
    expect(refused(() => add(Number.MAX_SAFE_INTEGER, 1))).toBe('overflow')
    expect(refused(() => sum([Number.MAX_SAFE_INTEGER, 1, -10]))).toBe('overflow')
    expect(refused(() => multiply(2 ** 30, 2 ** 30))).toBe('overflow')
    expect(refused(() => multiply(100, 1.5))).toBe('invalid_amount')
  })

  it('scales with one rounding at the end, in the mode asked for', () => {
    expect(scale(100, 1, 3)).toBe(33)
    expect(scale(250, 1, 100)).toBe(2) // 2.5 → 2 (half-even)
    expect(scale(350, 1, 100)).toBe(4) // 3.5 → 4 (half-even)
    expect(scale(250, 1, 100, 'half-up')).toBe(3)
    expect(scale(-250, 1, 100, 'half-up')).toBe(-3) // away from zero
    expect(scale(-250, 1, 100)).toBe(-2)
    expect(scale(199, 1, 100, 'down')).toBe(1)
    expect(scale(-199, 1, 100, 'down')).toBe(-1)
    expect(scale(1000, 1, -3)).toBe(-333)
    expect(scale(Number.MAX_SAFE_INTEGER, 10n, 10n)).toBe(Number.MAX_SAFE_INTEGER) // exact in between
    expect(refused(() => scale(1, 1, 0))).toBe('invalid_amount')
    expect(refused(() => scale(Number.MAX_SAFE_INTEGER, 2, 1))).toBe('overflow')
  })

  it('allocates by largest remainder: shares always sum to the total, each within a cent of its exact share', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33])
    expect(allocate(5, [0, 1, 0])).toEqual([0, 5, 0])
    expect(allocate(1000, ['33.333', '33.333', '33.334'])).toEqual([333, 333, 334])
    expect(allocate(7, [2, 3])).toEqual([3, 4]) // 2.8, 4.2: the larger remainder (.8) takes the cent
    const r = rng(7)
    for (let i = 0; i < 3000; i++) {
      const total = Math.round((r() - 0.5) * 2 * 10 ** Math.floor(r() * 12)) || 0 // no -0
      const weights = Array.from({ length: 1 + Math.floor(r() * 7) }, () => Math.floor(r() * 1000))
      if (!weights.some((w) => w > 0)) weights[0] = 1
      const shares = allocate(total, weights)
      const sumW = weights.reduce((a, b) => a + b, 0)
      expect(
        shares.reduce((a, b) => a + b, 0),
        `${total} ${weights}`,
      ).toBe(total)
      shares.forEach((s, k) =>
        expect(Math.abs(s - (total * weights[k]!) / sumW), `${total} ${weights}`).toBeLessThan(1.000001),
      )
    }
    expect(refused(() => allocate(100, []))).toBe('invalid_weights')
    expect(refused(() => allocate(100, [0, 0]))).toBe('invalid_weights')
    expect(refused(() => allocate(100, [-1, 2]))).toBe('invalid_weights')
    expect(refused(() => allocate(100, ['1e3']))).toBe('invalid_weights')
  })
})
