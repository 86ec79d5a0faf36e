// Tests for forensic.number-analysis through the runtime's own input and output validation.
// Expected values are recomputed here from the formulas (or were computed by hand), never snapshotted.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSkillForTest, type TestSkill } from '../../src/skill-runtime/testing.ts'
import { createAjv } from '../../src/validation/index.ts'
import { PERMISSIONS } from '../../src/permissions/index.ts'
import { forensic, type DefinedSkill } from '../../src/skill-runtime/sdk.ts'

const { logUniformAmounts, mulberry32, uniformFirstDigitAmounts } = forensic
import type handler from './handler.ts'
import type { Input, Output } from './types.ts'

// Compile-time (tsc): the handler is declared with the types codegen derives from the JSON schemas: exactly the
// generated Output, and the generated Input with its defaults filled in (a subtype of Input).
type Assert<T extends true> = T
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type HandlerTypes = typeof handler extends DefinedSkill<infer I, infer O> ? { input: I; output: O } : never
export type HandlerOutputIsGenerated = Assert<Same<HandlerTypes['output'], Output>>
export type HandlerInputIsDefaultedGenerated = Assert<HandlerTypes['input'] extends Input ? true : false>

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
    const schema = JSON.parse(
      fs.readFileSync(path.join(dir, '../../src/skill-runtime/skill-manifest.schema.json'), 'utf8'),
    )
    const validate = ajv.compile(schema)
    expect(validate(skill.manifest), JSON.stringify(validate.errors)).toBe(true)
    expect(skill.manifest).toMatchObject({
      name: 'forensic.number-analysis',
      slug: 'analyse_number_patterns',
      category: 'forensic',
      cluster: 'ASR',
      streaming: false,
      advisory: false,
      writes: false,
      permission: 'clients:read',
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
    expect(fd.chi_square).toMatchObject({
      df: 8,
      critical_value_5pct: 15.507,
      critical_value_1pct: 20.09,
      exceeds_5pct: false,
    })
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
    expect(f!.recommendation!.length).toBeGreaterThan(0)
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
    expect(ft.chi_square).toMatchObject({
      df: 89,
      critical_value_5pct: 112.022,
      critical_value_1pct: 122.942,
      exceeds_5pct: true,
    })
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
      received: 105,
      analysed_benford: 100,
      excluded_below_min: 2,
      excluded_negative: 1,
      excluded_zero: 2,
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
    const amounts = [
      ...Array(25).fill(1000),
      ...Array(25).fill(0.01),
      ...Array(25).fill('100.00'),
      ...Array(25).fill(1),
      '-55.10',
    ]
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
  /** Independent expectation: Σ blockShare, Σ p(1 − p) over whole-currency integer parts. */
  const expectation = (ints: number[], k: number) => {
    let e = 0
    let v = 0
    for (const j of ints) {
      const p = blockShare(j, k)
      e += p
      v += p * (1 - p)
    }
    return { e, v }
  }

  it('counts whole-currency multiples on a crafted set against the per-magnitude expectation and flags the excess', async () => {
    const amounts = [
      ...Array(11).fill('1000.00'),
      ...Array(10).fill('250.00'),
      ...Array(10).fill(35),
      ...Array(10).fill('12'),
      '12.34',
      '999.99',
      '-500.00',
      '0.50',
    ]
    const out = await run({ amounts })
    const rn = out.round_numbers!
    expect(rn.n).toBe(43) // -500.00 and 0.50 are out
    expect(rn.n_tested).toBe(41) // 12.34 and 999.99 carry cents: never round
    const ints = [
      ...Array(11).fill(1000),
      ...Array(10).fill(250),
      ...Array(10).fill(35),
      ...Array(10).fill(12),
    ] as number[]
    const byK = new Map(rn.divisors.map((d) => [d.divisor, d]))
    expect(([5, 10, 25, 100, 1000] as const).map((k) => byK.get(k)!.count)).toEqual([31, 21, 21, 11, 11])
    for (const d of rn.divisors) {
      const { e, v } = expectation(ints, d.divisor)
      expect(d.expected_count!).toBeCloseTo(e, 6)
      expect(d.expected_proportion!).toBeCloseTo(e / 41, 6)
      expect(d.excess_count!).toBeCloseTo(d.count - e, 6)
      expect(d.proportion!).toBeCloseTo(d.count / 41, 6)
      expect(d.z!).toBeCloseTo((d.count - e) / Math.sqrt(v), 5)
      expect(d.flagged).toBe(true)
    }
    // For 10–14 and k = 5 the Benford share of the multiple (10) is 0.1 / (1/10 + … + 1/14) ≈ 0.2213, not 0.2.
    expect(blockShare(12, 5)).toBeCloseTo(0.1 / (1 / 10 + 1 / 11 + 1 / 12 + 1 / 13 + 1 / 14), 12)
    expect(rn.whole_currency).toEqual({
      count: 41,
      proportion: expect.closeTo(41 / 43, 6),
      expected_proportion_if_uniform_cents: 0.01,
    })
    expect(out.findings.filter((f) => f.area.startsWith('round_numbers.')).map((f) => f.area)).toEqual([
      'round_numbers.divisible_by_5',
      'round_numbers.divisible_by_10',
      'round_numbers.divisible_by_25',
      'round_numbers.divisible_by_100',
      'round_numbers.divisible_by_1000',
    ])
    expect(out.findings.find((f) => f.area === 'round_numbers.divisible_by_1000')!.description).toMatch(
      /^11 of 41 whole-currency amounts \(26\.83%\) are multiples of 1000; 0\.0 \(0\.04%\) are expected/,
    )
  })

  it('does not flag uniform integer parts (Benford expects more multiples than 1/k at small magnitudes)', async () => {
    const amounts = Array.from({ length: 1000 }, (_, i) => `${i + 1}.00`)
    const out = await run({ amounts })
    const byK = new Map(out.round_numbers!.divisors.map((d) => [d.divisor, d]))
    expect(([5, 10, 25, 100, 1000] as const).map((k) => byK.get(k)!.count)).toEqual([200, 100, 40, 10, 1])
    const ints = Array.from({ length: 1000 }, (_, i) => i + 1)
    for (const d of out.round_numbers!.divisors) {
      expect(d.expected_count!).toBeCloseTo(expectation(ints, d.divisor).e, 6)
      if (d.divisor !== 1000) expect(d.z!).toBeLessThan(0)
      expect(d.flagged).toBe(false)
    }
    // The lone 1000: z and p alone would call it significant, but one amount is never an excess of at least one.
    const k1000 = byK.get(1000)!
    expect(k1000.z!).toBeGreaterThan(2.576)
    expect(k1000.binomial_p_value!).toBeLessThan(0.005)
    expect(k1000.count).toBeLessThan(k1000.expected_count! + 1)
    expect(out.round_numbers!.whole_currency.count).toBe(1000)
  })

  it('a single multiple of 1000 among small amounts is never flagged; two are, confirmed by the binomial tail', async () => {
    const base = Array.from({ length: 28 }, (_, i) => `${101 + i * 7}.00`) // all below 1000: cannot be multiples of 1000
    const off = { first_digit: false, first_two_digits: false }
    const one = await run({ amounts: [...base, '2000.00', '17.00'], tests: off })
    const d1 = one.round_numbers!.divisors.find((d) => d.divisor === 1000)!
    const e1 = blockShare(2000, 1000)
    expect(d1).toMatchObject({ count: 1, expected_count: expect.closeTo(e1, 6), flagged: false })
    expect(d1.z!).toBeCloseTo((1 - e1) / Math.sqrt(e1 * (1 - e1)), 4)
    expect(d1.binomial_p_value!).toBeCloseTo(1 - (1 - e1 / 30) ** 30, 6)
    const two = await run({ amounts: [...base, '2000.00', '3000.00'], tests: off })
    const d2 = two.round_numbers!.divisors.find((d) => d.divisor === 1000)!
    const e2 = blockShare(2000, 1000) + blockShare(3000, 1000)
    const q = e2 / 30
    expect(d2).toMatchObject({ count: 2, expected_count: expect.closeTo(e2, 6), flagged: true })
    expect(d2.binomial_p_value!).toBeCloseTo(1 - (1 - q) ** 30 - 30 * q * (1 - q) ** 29, 6)
  })

  it('withholds flags below 30 whole-currency amounts, however many amounts with cents there are', async () => {
    const amounts = [...Array(29).fill('5000.00'), ...Array.from({ length: 500 }, (_, i) => `${1000 + i}.37`)]
    const out = await run({ amounts, tests: { first_digit: false, first_two_digits: false, duplicates: false } })
    expect(out.round_numbers).toMatchObject({ n: 529, n_tested: 29 })
    expect(out.round_numbers!.flags_withheld_reason).toMatch(/Only 29 whole-currency amounts.*at least 30/)
    expect(out.round_numbers!.divisors.every((d) => !d.flagged)).toBe(true)
    expect(out.findings).toEqual([])
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

/** Independent Benford share of the multiple of k in the block [b, b + k) that holds integer part j (direct sum). */
function blockShare(j: number, k: number): number {
  const b = j - (j % k)
  if (b === 0) return 0
  let sum = 0
  for (let t = b; t < b + k; t++) sum += 1 / t
  return 1 / b / sum
}

describe('round numbers on clean Benford data (review: false findings from n ≈ 20,000)', () => {
  const roundOnly = { first_digit: false, first_two_digits: false, duplicates: false }
  for (const decimals of [2, 0]) {
    for (const n of [20_000, 50_000, 100_000]) {
      it(`${n} log-uniform amounts ${decimals ? 'with cents' : 'in whole currency'}, seeds 11–13: nothing flagged`, async () => {
        for (const seed of [11, 12, 13]) {
          const out = await run({ amounts: logUniformAmounts(n, seed, 1, 5, decimals), tests: roundOnly })
          expect(
            out.round_numbers!.divisors.filter((d) => d.flagged).map((d) => d.divisor),
            `seed ${seed}`,
          ).toEqual([])
          expect(out.findings, `seed ${seed}`).toEqual([])
        }
      }, 30_000)
    }
  }

  it('100,000 clean amounts with every test on: no finding at all', async () => {
    const out = await run({ amounts: logUniformAmounts(100_000, 14) })
    expect(out.findings).toEqual([])
  }, 30_000)

  it('an amount with a non-zero fraction is never round (10.37 is not a multiple of 10)', async () => {
    // 1,000 amounts whose integer parts are all multiples of 10 but which all carry cents.
    const amounts = Array.from({ length: 1000 }, (_, i) => `${(i + 1) * 10}.37`)
    const out = await run({ amounts, tests: { first_digit: false, first_two_digits: false } })
    expect(out.round_numbers!.divisors.map((d) => d.count)).toEqual([0, 0, 0, 0, 0])
    expect(out.round_numbers!.whole_currency.count).toBe(0)
    expect(out.findings.filter((f) => f.area.startsWith('round_numbers'))).toEqual([])
  })

  it('still flags genuine padding: amounts rounded to the hundred among clean amounts with cents', async () => {
    const amounts = logUniformAmounts(20_000, 21)
    // 1 in 50 amounts (400) replaced by the amount rounded to the nearest hundred, as an invented estimate would be.
    for (let i = 0; i < amounts.length; i += 50)
      amounts[i] = `${Math.max(1, Math.round(Number(amounts[i]) / 100)) * 100}.00`
    const out = await run({ amounts, tests: { first_digit: false, first_two_digits: false, duplicates: false } })
    const flagged = out.round_numbers!.divisors.filter((d) => d.flagged).map((d) => d.divisor)
    expect(flagged).toEqual(expect.arrayContaining([5, 10, 25, 100]))
    expect(out.findings.map((f) => f.area)).toContain('round_numbers.divisible_by_100')
  })

  it('still flags genuine padding in whole-currency data (5% of amounts rounded to the thousand)', async () => {
    const amounts = logUniformAmounts(50_000, 22, 1, 5, 0)
    for (let i = 0; i < amounts.length; i += 20)
      amounts[i] = String(Math.max(1, Math.round(Number(amounts[i]) / 1000)) * 1000)
    const out = await run({ amounts, tests: { first_digit: false, first_two_digits: false, duplicates: false } })
    expect(out.round_numbers!.divisors.find((d) => d.divisor === 1000)!.flagged).toBe(true)
    expect(out.findings.map((f) => f.area)).toContain('round_numbers.divisible_by_1000')
  }, 30_000)
})

describe('duplicates', () => {
  it('ranks exact amounts by count, normalising the decimal form', async () => {
    const amounts: (string | number)[] = [
      '12.50',
      12.5,
      '12.5',
      '12.5000', // 4 × 12.50
      '300.00',
      300,
      '300', // 3 × 300.00
      '-300.00',
      '-300', // 2 × -300.00: the sign is part of the amount
      '7.00',
      7, // 2 × 7.00
      '99.99',
      '1.01',
      '0.0001',
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
      ['12.50', 4, 'ge_10'],
      ['300.00', 3, 'ge_10'],
      ['7.00', 2, 'positive_lt_10'],
      ['-300.00', 2, 'le_-10'],
    ])
    expect(d.top[0]!.proportion).toBeCloseTo(4 / 14, 6)
    expect(d.top.map((e) => e.heavy)).toEqual([true, true, false, false])
    const dupFindings = out.findings.filter((f) => f.area === 'duplicates.amount')
    expect(dupFindings.map((f) => f.description)).toEqual([
      expect.stringContaining('12.50 occurs 4 times'),
      expect.stringContaining('300.00 occurs 3 times'),
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
    expect(out).toMatchObject({
      first_digit: null,
      first_two_digits: null,
      round_numbers: null,
      duplicates: null,
      findings: [],
    })
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
    await expect(skill.invoke(input)).rejects.toMatchObject({
      name: 'AppError',
      code: 'validation_error',
      status: 422,
      param,
    })
  }

  it('rejects an exponent string', () => rejects({ amounts: ['10.00', '1e5'] }, 'amounts.1'))
  it('rejects more than four decimals in a string', () => rejects({ amounts: ['1.23456'] }, 'amounts.0'))
  it('rejects other malformed strings', async () => {
    for (const bad of ['', '1,000.00', '+5', '.5', '5.', ' 5', 'NaN', 'Infinity', '١٢'])
      await rejects({ amounts: [bad] }, 'amounts.0')
  })
  it('rejects an empty array', () => rejects({ amounts: [] }, 'amounts'))
  it('rejects a missing amounts field', () => rejects({}, 'amounts'))
  it('rejects an extra property', () => rejects({ amounts: ['1.00'], currency: 'AUD' }, 'currency'))
  it('rejects an extra property inside tests', () =>
    rejects({ amounts: ['1.00'], tests: { benford: true } }, 'tests.benford'))
  it('rejects a negative min_amount', async () => {
    await rejects({ amounts: ['1.00'], min_amount: '-1.00' }, 'min_amount')
    await rejects({ amounts: ['1.00'], min_amount: -1 }, 'min_amount')
  })
  it('rejects more than 100 000 amounts', () => rejects({ amounts: Array(100_001).fill(1) }, 'amounts'))
  it('rejects JSON numbers outside the schema bound ±1e15 (send larger amounts as strings)', () =>
    rejects({ amounts: [1e21] }, 'amounts.0'))
  it('rejects other types', () => rejects({ amounts: [true] }, 'amounts.0'))

  it('rejects a JSON number with more than four decimals, after the schema', async () => {
    for (const [bad, param] of [
      [1.23456, 'amounts.1'],
      [1e-7, 'amounts.1'],
      [0.1 + 0.2, 'amounts.1'],
    ] as const) {
      await expect(skill.invoke({ amounts: [1, bad] })).rejects.toMatchObject({
        code: 'validation_error',
        status: 422,
        param,
      })
    }
    await expect(skill.invoke({ amounts: [1], min_amount: 0.00001 })).rejects.toMatchObject({
      code: 'validation_error',
      param: 'min_amount',
    })
  })
})

describe('JSON numbers are judged by value (review: the exponent rule read the printed form)', () => {
  it('1e2 is 100 and is accepted', async () => {
    const out = await run(JSON.parse('{"amounts": [1e2, 100, "100.00", 1.5E+3, 2.5e-2], "min_amount": 1e1}'))
    expect(out.duplicates!.top[0]).toMatchObject({ amount: '100.00', count: 3 })
    expect(out.min_amount).toBe('10.00')
  })

  it('0.0000001 is refused because it has more than 4 decimals, not because of an exponent', async () => {
    for (const literal of ['0.0000001', '1e-7', '1.23456']) {
      const err = await skill.invoke(JSON.parse(`{"amounts": [1, ${literal}]}`)).then(
        () => null,
        (e: unknown) => e,
      )
      expect(err, literal).toMatchObject({ code: 'validation_error', status: 422, param: 'amounts.1' })
      const text = `${(err as Error).message} ${JSON.stringify((err as { details?: unknown }).details)}`
      expect(text, literal).toMatch(/more than 4 decimal places/)
      expect(text, literal).toMatch(/0\.0001/)
      expect(text, literal).not.toMatch(/exponent/)
    }
  })
})

/** A decimal string of the longest form the schema accepts: 32 characters (27 digits, a point, 4 decimals). */
function longestAmount(rnd: () => number, negative: boolean): string {
  const digits = (n: number) => Array.from({ length: n }, () => String(Math.floor(rnd() * 10))).join('')
  const lead = String(Math.floor(10 ** rnd())) // 1–9, Benford-distributed
  return negative ? `-${lead}${digits(25)}.${digits(4)}` : `${lead}${digits(26)}.${digits(4)}`
}

describe('largest request (review: 100,000 amounts did not fit the default 1 MiB body limit)', () => {
  const rnd = mulberry32(2027)
  const amounts = Array.from({ length: 100_000 }, (_, i) => longestAmount(rnd, i % 10 === 9))

  it('every amount of the fixture has the longest allowed form', () => {
    expect(new Set(amounts.map((a) => a.length))).toEqual(new Set([32]))
  })

  it('skill.json max_body_bytes fits 100,000 longest amounts, the other fields and indentation', () => {
    const max = skill.manifest.max_body_bytes as number
    expect(typeof max).toBe('number')
    expect(max).toBeGreaterThan(1_048_576)
    const body = {
      amounts,
      tests: { first_digit: false, first_two_digits: false, round_numbers: false, duplicates: false },
      min_amount: `9${'0'.repeat(26)}.0000`,
    }
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(max)
    expect(Buffer.byteLength(JSON.stringify(body, null, 4))).toBeLessThanOrEqual(max)
    expect(Buffer.byteLength(JSON.stringify(body, null, '\t'))).toBeLessThanOrEqual(max)
  })

  it('the README states the same max_body_bytes', () => {
    const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8')
    expect(readme).toContain(`\`max_body_bytes\`: ${String(skill.manifest.max_body_bytes)}`)
  })

  it('runs 100,000 amounts of the longest allowed form', async () => {
    const out = await run({ amounts })
    expect(out.counts).toMatchObject({ received: 100_000, analysed_benford: 90_000, excluded_negative: 10_000 })
    expect(out.first_digit!.status).toBe('verdict')
    expect(out.round_numbers!.n).toBe(90_000)
  }, 20_000)
})

describe('chi-square with expected counts below 5 (review: shown without a caveat)', () => {
  const unreliable = (out: Output, label: string) =>
    out.warnings.filter((w) => w.startsWith(`The ${label} chi-square`) && /below 5/.test(w) && /unreliable/.test(w))

  it('first digit, N = 100: kept, with a warning (the expected count of digit 9 is 4.58)', async () => {
    const out = await run({ amounts: logUniformAmounts(100, 31), tests: { first_two_digits: false } })
    expect(out.first_digit!.chi_square).not.toBeNull()
    expect(unreliable(out, 'first-digit')).toHaveLength(1)
    expect(unreliable(out, 'first-digit')[0]).toContain('4.58')
    expect(out.first_digit!.chi_square).toMatchObject({
      bins_expected_below_5: 1,
      min_expected_count: expect.closeTo(4.575749, 6),
    })
  })

  it('first digit, N = 110: no warning (every expected count is at least 5)', async () => {
    const out = await run({ amounts: logUniformAmounts(110, 31), tests: { first_two_digits: false } })
    expect(unreliable(out, 'first-digit')).toEqual([])
    expect(out.first_digit!.chi_square).toMatchObject({
      bins_expected_below_5: 0,
      min_expected_count: expect.closeTo(110 * log10p(9), 6),
    })
  })

  it('first two digits, N = 1000: kept, with a warning; N = 2000: no warning', async () => {
    const small = await run({ amounts: logUniformAmounts(1000, 32), tests: { first_digit: false } })
    expect(small.first_two_digits!.chi_square).not.toBeNull()
    expect(unreliable(small, 'first-two-digits')).toHaveLength(1)
    // N·log10(1 + 1/dd) < 5 for dd ≥ 87 when N = 1000: 13 bins.
    expect(small.first_two_digits!.chi_square).toMatchObject({ bins_expected_below_5: 13 })
    const large = await run({ amounts: logUniformAmounts(2000, 32), tests: { first_digit: false } })
    expect(unreliable(large, 'first-two-digits')).toEqual([])
    expect(large.first_two_digits!.chi_square!.min_expected_count).toBeGreaterThanOrEqual(5)
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
      expect(Object.keys(ex).sort()).toEqual(
        ex.expected === undefined ? ['input', 'summary'] : ['expected', 'input', 'summary'],
      )
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
