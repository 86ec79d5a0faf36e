// Tests for forensic.number-analysis through the runtime's own input and output validation.
// Expected values are recomputed here from the formulas (or were computed by hand), never snapshotted.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSkillForTest, type TestSkill } from '../../src/skill-runtime/testing.ts'
import { createAjv } from '../../src/validation/index.ts'
import { PERMISSIONS } from '../../src/skill-runtime/permissions.ts'
import { logUniformAmounts, mulberry32, uniformFirstDigitAmounts } from './fixtures.ts'
import type { Input, Output } from './handler.ts'
import type { Input as GeneratedInput, Output as GeneratedOutput } from './types.ts'

// Compile-time (tsc): the handler's own types agree with the types codegen derives from the JSON schemas.
type Assert<T extends true> = T
export type OutputMatchesSchema = Assert<Output extends GeneratedOutput ? true : false>
export type SchemaInputFitsHandler = Assert<GeneratedInput extends Input ? true : false>

const dir = import.meta.dirname
let skill: TestSkill
beforeAll(async () => {
  skill = await loadSkillForTest(dir)
})

const run = async (input: unknown): Promise<Output> => (await skill.invoke(input)) as unknown as Output
const log10p = (d: number) => Math.log10(1 + 1 / d)

/** Independent recomputation of MAD and chi-square from digit counts. */
function madAndChi(counts: Map<number, number>, digits: number[]): { mad: number; chi: number; n: number } {
  const n = [...counts.values()].reduce((a, b) => a + b, 0)
  let mad = 0
  let chi = 0
  for (const d of digits) {
    const o = counts.get(d) ?? 0
    const e = n * log10p(d)
    mad += Math.abs(o / n - log10p(d))
    chi += (o - e) ** 2 / e
  }
  return { mad: mad / digits.length, chi, n }
}

/** Amounts with a prescribed number of records per leading digit: `${d}${i padded}.37`. */
function amountsWithFirstDigitCounts(counts: number[]): string[] {
  const out: string[] = []
  counts.forEach((c, idx) => {
    for (let i = 0; i < c; i++) out.push(`${idx + 1}${String(i).padStart(3, '0')}.37`)
  })
  return out
}

describe('manifest and schemas', () => {
  it('skill.json validates against the manifest schema and names its folder', () => {
    const ajv = createAjv()
    const schema = JSON.parse(fs.readFileSync(path.join(dir, '../../src/skill-runtime/skill-manifest.schema.json'), 'utf8'))
    const validate = ajv.compile(schema)
    expect(validate(skill.manifest), JSON.stringify(validate.errors)).toBe(true)
    expect(skill.manifest).toMatchObject({
      name: 'forensic.number-analysis', slug: 'analyse_number_patterns', category: 'forensic', cluster: 'ASR',
      streaming: false, advisory: false, writes: false, permission: 'clients:read',
    })
    expect(path.basename(dir)).toBe(skill.manifest.name)
    expect(Object.hasOwn(PERMISSIONS, skill.manifest.permission as string)).toBe(true)
  })

  it('closes every object in the output schema', () => {
    const open: string[] = []
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${at}/${i}`))
      if (typeof node !== 'object' || node === null) return
      const o = node as Record<string, unknown>
      if (o.type === 'object' && o.additionalProperties !== false) open.push(at)
      for (const [k, v] of Object.entries(o)) walk(v, `${at}/${k}`)
    }
    walk(skill.outputSchema, '#')
    walk(skill.inputSchema, '#')
    expect(open).toEqual([])
  })
})

describe('Benford first digit', () => {
  it('expected proportions are log10(1 + 1/d) and observed counts are exact', async () => {
    const counts = [280, 190, 130, 100, 80, 70, 60, 50, 40]
    const out = await run({ amounts: amountsWithFirstDigitCounts(counts), tests: { first_two_digits: false } })
    const fd = out.first_digit!
    expect(fd.n).toBe(1000)
    expect(fd.digits.map((r) => r.digit)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    fd.digits.forEach((r, i) => {
      expect(r.observed_count).toBe(counts[i])
      expect(r.expected_proportion).toBeCloseTo(log10p(r.digit), 6)
      expect(r.expected_count).toBeCloseTo(1000 * log10p(r.digit), 5)
      expect(r.observed_proportion).toBeCloseTo(counts[i]! / 1000, 6)
      expect(r.deviation).toBeCloseTo(counts[i]! / 1000 - log10p(r.digit), 6)
    })
    expect(fd.digits.map((r) => r.expected_proportion).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5)
  })

  it('MAD and chi-square match a hand computation (N = 1000, known digit counts)', async () => {
    const counts = [280, 190, 130, 100, 80, 70, 60, 50, 40]
    const out = await run({ amounts: amountsWithFirstDigitCounts(counts), tests: { first_two_digits: false } })
    const fd = out.first_digit!
    // Hand-computed (Python, same formulas): MAD = 0.006208890816, chi-square = 3.838964819164.
    expect(fd.mad).toBeCloseTo(0.006208890816, 6)
    expect(fd.chi_square!.statistic).toBeCloseTo(3.838964819164, 5)
    const ref = madAndChi(new Map(counts.map((c, i) => [i + 1, c])), [1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(fd.mad).toBeCloseTo(ref.mad, 6)
    expect(fd.chi_square!.statistic).toBeCloseTo(ref.chi, 5)
    expect(fd.chi_square).toMatchObject({ df: 8, critical_value_5pct: 15.507, critical_value_1pct: 20.09, exceeds_5pct: false })
    // 0.006 < MAD ≤ 0.012 → acceptable; N = 1000 passes the 500 gate.
    expect(fd.status).toBe('verdict')
    expect(fd.conformity).toBe('acceptable')
    expect(fd.verdict_withheld_reason).toBeNull()
  })

  it('Z applies the continuity correction only when it is smaller than |AP − EP|', async () => {
    const counts = [280, 190, 130, 100, 80, 70, 60, 50, 40]
    const out = await run({ amounts: amountsWithFirstDigitCounts(counts), tests: { first_two_digits: false } })
    const n = 1000
    for (const r of out.first_digit!.digits) {
      const ap = counts[r.digit - 1]! / n
      const ep = log10p(r.digit)
      const diff = Math.abs(ap - ep)
      const sd = Math.sqrt((ep * (1 - ep)) / n)
      const expected = diff > 1 / (2 * n) ? (diff - 1 / (2 * n)) / sd : diff / sd
      expect(r.z).toBeCloseTo(expected, 5)
      expect(r.significant_5pct).toBe(expected > 1.96)
      expect(r.significant_1pct).toBe(expected > 2.576)
    }
    // Digit 1: |0.280 − 0.30103| = 0.02103 > 0.0005 → corrected; hand value 1.41532.
    expect(out.first_digit!.digits[0]!.z).toBeCloseTo(1.41532, 4)
    // Digit 4: |0.100 − 0.09691| = 0.00309 > 0.0005 as well; digit 5: |0.080 − 0.07918| = 0.00082 > 0.0005.
    // Digit 9: |0.040 − 0.04576| = 0.00576. All corrected; the uncorrected branch is exercised in the unit tests.
  })

  it('a seeded log-uniform sample of 5000 amounts conforms (close or acceptable)', async () => {
    const out = await run({ amounts: logUniformAmounts(5000, 12345) })
    expect(out.first_digit!.status).toBe('verdict')
    expect(['close', 'acceptable']).toContain(out.first_digit!.conformity)
    expect(['close', 'acceptable']).toContain(out.first_two_digits!.conformity)
    expect(out.findings.filter((f) => f.area.startsWith('benford'))).toEqual([])
  })

  it('a fabricated set with uniform first digits is nonconforming and produces a finding', async () => {
    const out = await run({ amounts: uniformFirstDigitAmounts(3000, 4242) })
    const fd = out.first_digit!
    expect(fd.conformity).toBe('nonconformity')
    expect(fd.mad!).toBeGreaterThan(0.015)
    expect(fd.chi_square!.exceeds_1pct).toBe(true)
    // Digit 1 is under-represented (≈ 11% vs 30%), high digits over-represented.
    expect(fd.digits[0]!.deviation).toBeLessThan(-0.15)
    expect(fd.digits[8]!.deviation).toBeGreaterThan(0.05)
    const f = out.findings.find((x) => x.area === 'benford.first_digit')
    expect(f).toBeDefined()
    expect(f!.severity).toBe('medium')
    expect(f!.description).toContain('does not conform')
    expect(f!.recommendation.length).toBeGreaterThan(0)
  })
})

describe('Benford first two digits', () => {
  it('MAD and chi-square match a hand computation (N = 2250: 40 per even pair, 10 per odd pair)', async () => {
    const amounts: string[] = []
    for (let dd = 10; dd <= 99; dd++) {
      const c = dd % 2 === 0 ? 40 : 10
      for (let i = 0; i < c; i++) amounts.push(`${dd}${String(i).padStart(2, '0')}.05`)
    }
    const out = await run({ amounts, tests: { first_digit: false } })
    const ft = out.first_two_digits!
    expect(out.first_digit).toBeNull()
    expect(ft.n).toBe(2250)
    expect(ft.digits).toHaveLength(90)
    expect(ft.digits[0]).toMatchObject({ digit: 10, observed_count: 40 })
    expect(ft.digits[89]).toMatchObject({ digit: 99, observed_count: 10 })
    for (const r of ft.digits) expect(r.expected_proportion).toBeCloseTo(log10p(r.digit), 6)
    // Hand-computed (Python): MAD = 0.008051198644, chi-square = 2021.125569426.
    expect(ft.mad).toBeCloseTo(0.008051198644, 6)
    expect(ft.chi_square!.statistic).toBeCloseTo(2021.125569426, 4)
    expect(ft.chi_square).toMatchObject({ df: 89, critical_value_5pct: 112.022, critical_value_1pct: 122.942, exceeds_5pct: true })
    expect(ft.status).toBe('verdict')
    expect(ft.conformity).toBe('nonconformity')
    expect(out.findings.some((f) => f.area === 'benford.first_two_digits')).toBe(true)
  })
})

describe('sample-size gates', () => {
  const at = async (n: number) => run({ amounts: logUniformAmounts(n, 1000 + n) })

  it('N = 99: no Benford test is run', async () => {
    const out = await at(99)
    for (const s of [out.first_digit!, out.first_two_digits!]) {
      expect(s).toMatchObject({ status: 'not_run', n: 99, digits: [], chi_square: null, mad: null, conformity: null })
      expect(s.verdict_withheld_reason).toMatch(/100/)
    }
    expect(out.warnings.some((w) => w.startsWith('Benford tests not run'))).toBe(true)
    expect(out.findings.filter((f) => f.area.startsWith('benford'))).toEqual([])
  })

  it('N = 100: counts, Z and chi-square reported; both verdicts withheld', async () => {
    const out = await at(100)
    const fd = out.first_digit!
    expect(fd.status).toBe('withheld')
    expect(fd.digits.reduce((s, r) => s + r.observed_count, 0)).toBe(100)
    expect(fd.chi_square).not.toBeNull()
    expect(fd.conformity).toBeNull()
    expect(fd.verdict_withheld_reason).toMatch(/500/)
    expect(out.first_two_digits!.status).toBe('withheld')
    expect(out.first_two_digits!.conformity).toBeNull()
    expect(out.warnings.some((w) => w.startsWith('First-digit conformity verdict withheld'))).toBe(true)
    expect(out.warnings.some((w) => w.startsWith('First-two-digit conformity verdict withheld'))).toBe(true)
  })

  it('N = 499: first-digit verdict still withheld', async () => {
    const out = await at(499)
    expect(out.first_digit).toMatchObject({ status: 'withheld', conformity: null })
  })

  it('N = 500: first-digit verdict given; first-two withheld', async () => {
    const out = await at(500)
    expect(out.first_digit!.status).toBe('verdict')
    expect(['close', 'acceptable', 'marginal', 'nonconformity']).toContain(out.first_digit!.conformity)
    expect(out.first_digit!.verdict_withheld_reason).toBeNull()
    expect(out.first_two_digits).toMatchObject({ status: 'withheld', conformity: null })
  })

  it('N = 999 withheld, N = 1000 and 1999 inconclusive on first two digits', async () => {
    expect((await at(999)).first_two_digits).toMatchObject({ status: 'withheld', conformity: null })
    for (const n of [1000, 1999]) {
      const out = await at(n)
      expect(out.first_two_digits).toMatchObject({ status: 'inconclusive', conformity: 'inconclusive' })
      expect(out.first_two_digits!.verdict_withheld_reason).toMatch(/2000/)
      expect(out.warnings.some((w) => w.startsWith('First-two-digit test inconclusive'))).toBe(true)
      expect(out.findings.filter((f) => f.area === 'benford.first_two_digits')).toEqual([])
    }
  })

  it('N = 2000: first-two-digit verdict given', async () => {
    const out = await at(2000)
    expect(out.first_two_digits!.status).toBe('verdict')
    expect(['close', 'acceptable', 'marginal', 'nonconformity']).toContain(out.first_two_digits!.conformity)
  })

  it('only positive amounts ≥ min_amount count towards N, and the exclusions are reported', async () => {
    const amounts = [...logUniformAmounts(100, 5), '9.99', '-250.00', '0', '0.00', 3]
    const out = await run({ amounts })
    expect(out.counts).toEqual({
      received: 105, analysed_benford: 100, excluded_below_min: 2, excluded_negative: 1, excluded_zero: 2,
      round_number_population: 102,
    })
    expect(out.first_digit!.n).toBe(100)
    expect(out.warnings.some((w) => w.startsWith('1 negative amount'))).toBe(true)
    expect(out.warnings.some((w) => w.includes('below min_amount 10.00'))).toBe(true)
    // Lowering min_amount brings the small positives in; negatives and zeros stay out.
    const low = await run({ amounts, min_amount: '0.01' })
    expect(low.counts.analysed_benford).toBe(102)
    expect(low.min_amount).toBe('0.01')
    expect((await run({ amounts, min_amount: 9.99 })).counts.analysed_benford).toBe(101)
  })
})

describe('digit extraction through the handler', () => {
  it('1000, 0.01, "100.00" and 1 all lead with 1 / 10; "-55.10" is excluded as negative', async () => {
    const amounts = [...Array(25).fill(1000), ...Array(25).fill(0.01), ...Array(25).fill('100.00'), ...Array(25).fill(1),
      '-55.10']
    const out = await run({ amounts, min_amount: 0 })
    expect(out.counts.analysed_benford).toBe(100)
    expect(out.counts.excluded_negative).toBe(1)
    expect(out.first_digit!.digits[0]!.observed_count).toBe(100)
    expect(out.first_two_digits!.digits[0]).toMatchObject({ digit: 10, observed_count: 100 })
    // Everything on one value per group: the concentration warning fires.
    expect(out.warnings.some((w) => w.startsWith('One amount carries'))).toBe(true)
  })
})

describe('round numbers', () => {
  it('counts divisibility of the integer part on a crafted set and flags the excess', async () => {
    const amounts = [
      ...Array(10).fill('1000.00'), ...Array(10).fill('250.00'), ...Array(10).fill('35.00'), ...Array(10).fill('12.34'),
      '-500.00', '0.50', '999.99',
    ]
    const out = await run({ amounts })
    const rn = out.round_numbers!
    expect(rn.n).toBe(41) // -500.00 and 0.50 are out
    const byK = new Map(rn.divisors.map((d) => [d.divisor, d]))
    // 999.99 → integer part 999: divisible by none.
    expect(([5, 10, 25, 100, 1000] as const).map((k) => byK.get(k)!.count)).toEqual([30, 20, 20, 10, 10])
    for (const d of rn.divisors) {
      const p0 = 1 / d.divisor
      expect(d.expected_proportion).toBeCloseTo(p0, 6)
      expect(d.proportion!).toBeCloseTo(d.count / 41, 6)
      expect(d.z!).toBeCloseTo((d.count / 41 - p0) / Math.sqrt((p0 * (1 - p0)) / 41), 5)
      expect(d.flagged).toBe(true)
    }
    expect(rn.whole_currency).toEqual({ count: 30, proportion: expect.closeTo(30 / 41, 6), expected_proportion_if_uniform_cents: 0.01 })
    expect(out.findings.filter((f) => f.area.startsWith('round_numbers.')).map((f) => f.area)).toEqual([
      'round_numbers.divisible_by_5', 'round_numbers.divisible_by_10', 'round_numbers.divisible_by_25',
      'round_numbers.divisible_by_100', 'round_numbers.divisible_by_1000',
    ])
  })

  it('does not flag uniform integer parts', async () => {
    const amounts = Array.from({ length: 1000 }, (_, i) => `${i + 1}.37`)
    const out = await run({ amounts })
    const byK = new Map(out.round_numbers!.divisors.map((d) => [d.divisor, d]))
    expect(([5, 10, 25, 100, 1000] as const).map((k) => byK.get(k)!.count)).toEqual([200, 100, 40, 10, 1])
    for (const d of out.round_numbers!.divisors) {
      expect(d.z).toBeCloseTo(0, 6)
      expect(d.flagged).toBe(false)
    }
    expect(out.round_numbers!.whole_currency.count).toBe(0)
  })

  it('confirms a z flag with the exact binomial tail when n/k is tiny', async () => {
    const base = Array.from({ length: 28 }, (_, i) => `${101 + i * 7}.13`) // no integer part divisible by 1000
    const one = await run({ amounts: [...base, '2000.00', '17.13'], tests: { first_digit: false, first_two_digits: false } })
    const d1 = one.round_numbers!.divisors.find((d) => d.divisor === 1000)!
    expect(d1.count).toBe(1)
    expect(d1.z!).toBeGreaterThan(2.576) // the normal approximation alone would flag one round thousand in 30
    expect(d1.binomial_p_value!).toBeCloseTo(1 - 0.999 ** 30, 6)
    expect(d1.flagged).toBe(false)
    const two = await run({ amounts: [...base, '2000.00', '3000.00'], tests: { first_digit: false, first_two_digits: false } })
    const d2 = two.round_numbers!.divisors.find((d) => d.divisor === 1000)!
    expect(d2.binomial_p_value!).toBeCloseTo(1 - 0.999 ** 30 - 30 * 0.001 * 0.999 ** 29, 6)
    expect(d2.flagged).toBe(true)
  })

  it('withholds flags below 30 amounts', async () => {
    const out = await run({ amounts: Array(29).fill('5000.00') })
    expect(out.round_numbers!.n).toBe(29)
    expect(out.round_numbers!.divisors.every((d) => !d.flagged)).toBe(true)
    expect(out.round_numbers!.flags_withheld_reason).toMatch(/30/)
    expect(out.warnings.some((w) => w.startsWith('Round-number flags withheld'))).toBe(true)
    expect(out.findings.filter((f) => f.area.startsWith('round_numbers'))).toEqual([])
  })
})

describe('duplicates', () => {
  it('ranks exact amounts by count, normalising the decimal form', async () => {
    const amounts: (string | number)[] = [
      '12.50', 12.5, '12.5', '12.5000', // 4 × 12.50
      '300.00', 300, '300', // 3 × 300.00
      '-300.00', '-300', // 2 × -300.00: the sign is part of the amount
      '7.00', 7, // 2 × 7.00
      '99.99', '1.01', '0.0001',
    ]
    const out = await run({ amounts })
    const d = out.duplicates!
    expect(d.n).toBe(14)
    expect(d.distinct_amounts).toBe(7)
    expect(d.duplicate_groups).toBe(4)
    expect(d.records_in_duplicate_groups).toBe(11)
    expect(d.excess_duplicate_records).toBe(7)
    expect(d.heavy_min_count).toBe(3)
    // Equal counts rank the larger amount first.
    expect(d.top.map((e) => [e.amount, e.count, e.range])).toEqual([
      ['12.50', 4, 'ge_10'], ['300.00', 3, 'ge_10'], ['7.00', 2, 'positive_lt_10'], ['-300.00', 2, 'le_-10'],
    ])
    expect(d.top[0]!.proportion).toBeCloseTo(4 / 14, 6)
    expect(d.top.map((e) => e.heavy)).toEqual([true, true, false, false])
    const dupFindings = out.findings.filter((f) => f.area === 'duplicates.amount')
    expect(dupFindings.map((f) => f.description)).toEqual([
      expect.stringContaining('12.50 occurs 4 times'), expect.stringContaining('300.00 occurs 3 times'),
    ])
    expect(dupFindings[0]!.severity).toBe('medium') // 28.6% of records
  })

  it('keeps the top 20 and nothing occurring once', async () => {
    const amounts: string[] = []
    for (let i = 1; i <= 25; i++) for (let k = 0; k < 2 + (i % 3); k++) amounts.push(`${i}.25`)
    amounts.push('555.55')
    const out = await run({ amounts })
    const top = out.duplicates!.top
    expect(top).toHaveLength(20)
    expect(top.every((e) => e.count >= 2)).toBe(true)
    for (let i = 1; i < top.length; i++) expect(top[i - 1]!.count).toBeGreaterThanOrEqual(top[i]!.count)
    expect(top.some((e) => e.amount === '555.55')).toBe(false)
    expect(out.duplicates!.duplicate_groups).toBe(25)
  })
})

describe('switches and output shape', () => {
  it('returns null for switched-off sections and never stubs', async () => {
    const out = await run({
      amounts: logUniformAmounts(200, 3),
      tests: { first_digit: false, first_two_digits: false, round_numbers: false, duplicates: false },
    })
    expect(out).toMatchObject({ first_digit: null, first_two_digits: null, round_numbers: null, duplicates: null, findings: [] })
    expect(out.stub_fields).toEqual([])
    expect(out.counts.analysed_benford).toBe(200)
  })

  it('defaults every test to on and min_amount to 10.00', async () => {
    const out = await run({ amounts: logUniformAmounts(150, 8) })
    expect(out.first_digit).not.toBeNull()
    expect(out.first_two_digits).not.toBeNull()
    expect(out.round_numbers).not.toBeNull()
    expect(out.duplicates).not.toBeNull()
    expect(out.min_amount).toBe('10.00')
  })

  it('reports statistics with at most 6 decimals', async () => {
    const out = await run({ amounts: logUniformAmounts(800, 77) })
    const nums: number[] = []
    const walk = (v: unknown) => {
      if (typeof v === 'number') nums.push(v)
      else if (Array.isArray(v)) v.forEach(walk)
      else if (v && typeof v === 'object') Object.values(v).forEach(walk)
    }
    walk(out)
    expect(nums.length).toBeGreaterThan(100)
    for (const x of nums) expect(Number(x.toFixed(6))).toBe(x)
  })

  it('handles 100 000 amounts', async () => {
    const rnd = mulberry32(1)
    const amounts = Array.from({ length: 100_000 }, () => (10 ** (1 + 5 * rnd())).toFixed(2))
    const out = await run({ amounts })
    expect(out.counts.received).toBe(100_000)
    expect(out.first_digit!.conformity).toBe('close')
  }, 30_000)
})

describe('invalid input', () => {
  const rejects = async (input: unknown, param: string) => {
    await expect(skill.invoke(input)).rejects.toMatchObject({ name: 'AppError', code: 'validation_error', status: 422, param })
  }

  it('rejects an exponent string', () => rejects({ amounts: ['10.00', '1e5'] }, 'amounts.1'))
  it('rejects more than four decimals in a string', () => rejects({ amounts: ['1.23456'] }, 'amounts.0'))
  it('rejects other malformed strings', async () => {
    for (const bad of ['', '1,000.00', '+5', '.5', '5.', ' 5', 'NaN', 'Infinity', '١٢']) await rejects({ amounts: [bad] }, 'amounts.0')
  })
  it('rejects an empty array', () => rejects({ amounts: [] }, 'amounts'))
  it('rejects a missing amounts field', () => rejects({}, 'amounts'))
  it('rejects an extra property', () => rejects({ amounts: ['1.00'], currency: 'AUD' }, 'currency'))
  it('rejects an extra property inside tests', () => rejects({ amounts: ['1.00'], tests: { benford: true } }, 'tests.benford'))
  it('rejects a negative min_amount', async () => {
    await rejects({ amounts: ['1.00'], min_amount: '-1.00' }, 'min_amount')
    await rejects({ amounts: ['1.00'], min_amount: -1 }, 'min_amount')
  })
  it('rejects more than 100 000 amounts', () => rejects({ amounts: Array(100_001).fill(1) }, 'amounts'))
  it('rejects JSON numbers outside ±1e15 (their shortest form would use an exponent)', () => rejects({ amounts: [1e21] }, 'amounts.0'))
  it('rejects other types', () => rejects({ amounts: [true] }, 'amounts.0'))

  it('rejects a JSON number with more than four decimals or an exponent form, after the schema', async () => {
    for (const [bad, param] of [[1.23456, 'amounts.1'], [1e-7, 'amounts.1'], [0.1 + 0.2, 'amounts.1']] as const) {
      await expect(skill.invoke({ amounts: [1, bad] })).rejects.toMatchObject({ code: 'validation_error', status: 422, param })
    }
    await expect(skill.invoke({ amounts: [1], min_amount: 0.00001 })).rejects.toMatchObject({ code: 'validation_error', param: 'min_amount' })
  })
})

describe('examples', () => {
  const files = fs.readdirSync(path.join(dir, 'examples')).filter((f) => f.endsWith('.json'))

  it('has at least two examples, each under 60 KB with a summary and an input', () => {
    expect(files.length).toBeGreaterThanOrEqual(2)
    for (const f of files) {
      const text = fs.readFileSync(path.join(dir, 'examples', f), 'utf8')
      expect(text.length).toBeLessThan(60_000)
      const ex = JSON.parse(text)
      expect(Object.keys(ex).sort()).toEqual(['input', 'summary'])
      expect(typeof ex.summary).toBe('string')
    }
  })

  it.each(files)('%s runs', async (f) => {
    const ex = JSON.parse(fs.readFileSync(path.join(dir, 'examples', f), 'utf8'))
    const out = await run(ex.input)
    expect(out.stub_fields).toEqual([])
  })

  it('the small example withholds both verdicts; the 3000-amount example gives them', async () => {
    const load = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, 'examples', f), 'utf8')).input
    const small = await run(load('small-sample-verdicts-withheld.json'))
    expect(small.first_digit).toMatchObject({ status: 'withheld', conformity: null })
    expect(small.first_two_digits).toMatchObject({ status: 'withheld', conformity: null })
    const large = await run(load('benford-like-3000.json'))
    expect(large.first_digit!.status).toBe('verdict')
    expect(['close', 'acceptable']).toContain(large.first_digit!.conformity)
    expect(large.first_two_digits!.status).toBe('verdict')
    expect(['close', 'acceptable']).toContain(large.first_two_digits!.conformity)
    // The generator is deterministic: the example is exactly logUniformAmounts(3000, 2026).
    expect(load('benford-like-3000.json').amounts).toEqual(logUniformAmounts(3000, 2026))
  })
})
