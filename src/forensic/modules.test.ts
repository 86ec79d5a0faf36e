// Unit tests for the pure forensic modules (moved from skills/forensic.number-analysis with the modules).
import { describe, expect, it } from 'vitest'
import { AmountError, firstDigit, firstTwoDigits, formatUnits, parseAmount } from './amounts.ts'
import { SPECS, benfordTest, classifyMad, expectedProportion, zStatistic } from './benford.ts'
import { binomialUpperTail, round } from './stats.ts'
import { blockHarmonicSum, expectedMultipleShare, oneSidedZ, roundNumberTest } from './round-numbers.ts'
import { amountRange, duplicateTest, heavyThreshold } from './duplicates.ts'
import { logUniformAmounts, mulberry32 } from './fixtures.ts'

describe('parseAmount', () => {
  it('parses decimal strings and numbers exactly into units of 0.0001', () => {
    expect(parseAmount('1234.50')).toEqual({ units: 12_345_000n, text: '1234.50' })
    expect(parseAmount(1234.5)).toEqual({ units: 12_345_000n, text: '1234.50' })
    expect(parseAmount('-55.10')).toEqual({ units: -551_000n, text: '-55.10' })
    expect(parseAmount('0007.1234')).toEqual({ units: 71_234n, text: '7.1234' })
    expect(parseAmount('12.3450')).toEqual({ units: 123_450n, text: '12.345' })
    expect(parseAmount('-0.00')).toEqual({ units: 0n, text: '0.00' })
    expect(parseAmount(-0)).toEqual({ units: 0n, text: '0.00' })
    expect(parseAmount(0.1)).toEqual({ units: 1_000n, text: '0.10' })
    expect(parseAmount('999999999999999999999.9999').units).toBe(9_999_999_999_999_999_999_999_999n)
    expect(parseAmount(1e15).text).toBe('1000000000000000.00')
  })

  it('refuses more than four decimals, exponent strings and non-decimals', () => {
    for (const bad of [
      1e-7,
      1.23456,
      0.1 + 0.2,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '1e5',
      '1.23456',
      '',
      '.5',
      'abc',
    ]) {
      expect(() => parseAmount(bad as number | string)).toThrow(AmountError)
    }
  })

  it('judges a JSON number by its value: only more than 4 decimals is refused, with that reason', () => {
    expect(parseAmount(1e2)).toEqual({ units: 1_000_000n, text: '100.00' })
    expect(parseAmount(1.5e-3)).toEqual({ units: 15n, text: '0.0015' })
    // String(1e21) is "1e+21"; the value is an integer and exactly representable at 0.0001.
    expect(parseAmount(1e21).text).toBe('1000000000000000000000.00')
    expect(parseAmount(-2e21).units).toBe(-20_000_000_000_000_000_000_000_000n)
    for (const bad of [1e-7, 0.0000001, 5e-324, 1.23456, 0.1 + 0.2]) {
      expect(() => parseAmount(bad), String(bad)).toThrow(/more than 4 decimal places/)
      expect(() => parseAmount(bad), String(bad)).not.toThrow(/exponent/)
    }
  })

  it('formats units canonically', () => {
    expect(formatUnits(0n)).toBe('0.00')
    expect(formatUnits(1n)).toBe('0.0001')
    expect(formatUnits(-10n)).toBe('-0.001')
    expect(formatUnits(10_000_000n)).toBe('1000.00')
  })
})

describe('digit extraction (no log10)', () => {
  const fd = (v: number | string) => firstDigit(parseAmount(v).units)
  const f2 = (v: number | string) => firstTwoDigits(parseAmount(v).units)

  it('handles the edge cases', () => {
    expect([fd(1000), f2(1000)]).toEqual([1, 10])
    expect([fd('1000'), f2('1000.00')]).toEqual([1, 10])
    expect([fd(0.01), f2(0.01)]).toEqual([1, 10])
    expect([fd('100.00'), f2('100.00')]).toEqual([1, 10])
    expect([fd('-55.10'), f2('-55.10')]).toEqual([5, 55]) // digits of |x|; the handler excludes negatives
    expect([fd('0.0005'), f2('0.0005')]).toEqual([5, 50])
    expect([fd('9.99'), f2('9.99')]).toEqual([9, 99])
    expect([fd(999.9999), f2(999.9999)]).toEqual([9, 99])
    expect([fd('0'), f2('0.00')]).toEqual([null, null])
  })

  it('agrees with a careful log10 reading on random amounts away from powers of ten', () => {
    const rnd = mulberry32(5)
    for (let i = 0; i < 2000; i++) {
      const s = (10 ** (-1 + 7 * rnd())).toFixed(2)
      if (Number(s) === 0) continue
      const x = Number(s)
      const e = Math.floor(Math.log10(x))
      const lead = Math.floor(x / 10 ** (e - 1) + 1e-9)
      if (Math.abs(x / 10 ** (e - 1) - Math.round(x / 10 ** (e - 1))) < 1e-6) continue // skip log10 edge cases
      expect(f2(s)).toBe(lead)
    }
  })
})

describe('Benford helpers', () => {
  it('expected proportions match the research table', () => {
    const table = [0.30103, 0.17609, 0.12494, 0.09691, 0.07918, 0.06695, 0.05799, 0.05115, 0.04576]
    table.forEach((p, i) => expect(expectedProportion(i + 1)).toBeCloseTo(p, 5))
    expect(expectedProportion(10)).toBeCloseTo(0.04139, 5)
    expect(expectedProportion(99)).toBeCloseTo(0.00436, 5)
    let sum = 0
    for (let d = 10; d <= 99; d++) sum += expectedProportion(d)
    expect(sum).toBeCloseTo(1, 12)
  })

  it('Z subtracts 1/(2N) only when it is smaller than |AP − EP|', () => {
    const ep = Math.log10(2)
    const sd = (n: number) => Math.sqrt((ep * (1 - ep)) / n)
    // |AP − EP| = 0.0003 < 1/(2·1000) = 0.0005 → no correction.
    expect(zStatistic(ep + 0.0003, ep, 1000)).toBeCloseTo(0.0003 / sd(1000), 10)
    // |AP − EP| = 0.02 > 0.0005 → corrected.
    expect(zStatistic(ep - 0.02, ep, 1000)).toBeCloseTo((0.02 - 0.0005) / sd(1000), 10)
    expect(zStatistic(ep, ep, 1000)).toBe(0)
  })

  it('classifies MAD with inclusive upper bounds (Nigrini 2012)', () => {
    const c1 = SPECS.first_digit.cutoffs
    expect([0, 0.006, 0.006001, 0.012, 0.012001, 0.015, 0.015001].map((m) => classifyMad(m, c1))).toEqual([
      'close',
      'close',
      'acceptable',
      'acceptable',
      'marginal',
      'marginal',
      'nonconformity',
    ])
    const c2 = SPECS.first_two_digits.cutoffs
    expect([0.0012, 0.0018, 0.0022, 0.002201].map((m) => classifyMad(m, c2))).toEqual([
      'close',
      'acceptable',
      'marginal',
      'nonconformity',
    ])
  })

  it('a perfectly Benford set of counts has MAD ≈ 0 and chi-square ≈ 0', () => {
    // 10 000 records split by largest remainder so the counts are as close to N·EP as integers allow.
    const n = 10_000
    const values: number[] = []
    for (let d = 1; d <= 9; d++) for (let i = 0; i < Math.round(n * expectedProportion(d)); i++) values.push(d)
    const s = benfordTest('first_digit', values)
    expect(s.conformity).toBe('close')
    expect(s.mad!).toBeLessThan(0.0001)
    expect(s.chi_square!.statistic).toBeLessThan(0.01)
  })

  it('rejects digit values outside the bins', () => {
    expect(() => benfordTest('first_digit', Array(100).fill(10))).toThrow(RangeError)
  })
})

describe('binomialUpperTail', () => {
  const brute = (x: number, n: number, p: number) => {
    // Exact with BigInt binomial coefficients for small n.
    let sum = 0
    for (let i = x; i <= n; i++) {
      let c = 1n
      for (let j = 1; j <= i; j++) c = (c * BigInt(n - i + j)) / BigInt(j)
      sum += Number(c) * p ** i * (1 - p) ** (n - i)
    }
    return sum
  }

  it('matches a brute-force sum for small n on both sides of the mean', () => {
    for (const [n, p] of [
      [30, 0.001],
      [30, 0.2],
      [41, 0.04],
      [60, 0.5],
      [100, 0.01],
    ] as const) {
      for (let x = 0; x <= n; x += Math.max(1, Math.floor(n / 15))) {
        expect(binomialUpperTail(x, n, p)).toBeCloseTo(brute(x, n, p), 10)
      }
    }
  })

  it('handles the edges and large n', () => {
    expect(binomialUpperTail(0, 10, 0.3)).toBe(1)
    expect(binomialUpperTail(11, 10, 0.3)).toBe(0)
    expect(binomialUpperTail(1, 30, 0.001)).toBeCloseTo(1 - 0.999 ** 30, 12)
    // n = 100 000, p = 0.2: mean 20 000, sd ≈ 126.5. x = mean + 3 sd → about 0.00135 (normal), x = mean → about 0.5.
    expect(binomialUpperTail(20_380, 100_000, 0.2)).toBeCloseTo(0.00135, 3)
    expect(binomialUpperTail(20_000, 100_000, 0.2)).toBeCloseTo(0.5, 1)
    expect(binomialUpperTail(19_000, 100_000, 0.2)).toBeCloseTo(1, 12)
    expect(binomialUpperTail(30_000, 100_000, 0.2)).toBe(0)
  })
})

describe('round numbers and duplicates modules', () => {
  it('one-sided z against the summed per-amount expectation', () => {
    expect(oneSidedZ(30, 20, 16)).toBeCloseTo(2.5, 12)
    expect(oneSidedZ(10, 20, 16)).toBeLessThan(0)
    expect(oneSidedZ(0, 0, 0)).toBeNull()
  })

  it("Benford share of the multiple of k in an amount's block of k integer parts", () => {
    const direct = (b: number, k: number) => {
      let s = 0
      for (let t = b; t < b + k; t++) s += 1 / t
      return s
    }
    // The digamma expansion agrees with the direct sum wherever it is used (b ≥ 50), to 1e-12 relative.
    for (const [b, k] of [
      [50, 25],
      [55, 5],
      [100, 100],
      [1000, 1000],
      [2000, 1000],
      [123_450, 5],
      [9_999_000, 1000],
    ] as const) {
      expect(Math.abs(blockHarmonicSum(b, k) / direct(b, k) - 1)).toBeLessThan(1e-12)
    }
    expect(expectedMultipleShare(12n, 10)).toBeCloseTo(0.1 / direct(10, 10), 12) // 0.1391, not 0.1
    expect(expectedMultipleShare(12n, 10)).toBeCloseTo(0.139126, 6)
    expect(expectedMultipleShare(7n, 5)).toBeCloseTo(0.2 / direct(5, 5), 12)
    expect(expectedMultipleShare(999n, 1000)).toBe(0) // below k nothing can be a multiple
    expect(expectedMultipleShare(1_234_567n, 100)).toBeCloseTo(0.01 * (1 + 99 / (2 * 1_234_500)), 9)
    expect(expectedMultipleShare(10n ** 26n + 7n, 1000)).toBeCloseTo(0.001, 15)
  })

  it('returns nulls rather than invented statistics when no amount qualifies', () => {
    const s = roundNumberTest([parseAmount('0.99').units, parseAmount('-100.00').units, parseAmount('100.50').units])
    expect(s).toMatchObject({ n: 1, n_tested: 0 })
    for (const d of s.divisors) {
      expect(d).toMatchObject({
        count: 0,
        proportion: null,
        expected_count: null,
        expected_proportion: null,
        z: null,
        binomial_p_value: null,
        flagged: false,
      })
    }
    expect(s.whole_currency).toMatchObject({ count: 0, proportion: 0 })
  })

  it('counts an amount as whole currency, and so as possibly round, only when all four decimals are zero', () => {
    const s = roundNumberTest(['100.0000', '100.0001', '100.10'].map((a) => parseAmount(a).units))
    expect(s.whole_currency.count).toBe(1)
    expect(s.divisors.find((d) => d.divisor === 100)!.count).toBe(1)
  })

  it('ranges and heavy thresholds', () => {
    expect(
      ['10.00', '9.99', '0.01', '0', '-0.01', '-9.99', '-10.00'].map((a) => amountRange(parseAmount(a).units)),
    ).toEqual(['ge_10', 'positive_lt_10', 'positive_lt_10', 'zero', 'negative_gt_-10', 'negative_gt_-10', 'le_-10'])
    expect([10, 600, 601, 100_000].map(heavyThreshold)).toEqual([3, 3, 4, 500])
  })

  it('hit parade of a log-uniform sample has no heavy duplicates', () => {
    const s = duplicateTest(logUniformAmounts(3000, 2026).map((a) => parseAmount(a).units))
    expect(s.top.every((e) => !e.heavy)).toBe(true)
    expect(s.records_in_duplicate_groups - s.duplicate_groups).toBe(s.excess_duplicate_records)
    expect(round(s.top[0]!.count / 3000)).toBe(s.top[0]!.proportion)
  })
})
