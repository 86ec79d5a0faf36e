// Round-number test (after Nigrini's DATAS routine; research §2.2), adapted so that clean Benford data pass.
//
// * Only whole-currency amounts (no fractional part) of at least 1.00 can be round: 10.37 is not a multiple of 10.
// * Each such amount's chance of being a multiple of k is not 1/k. Under Benford's Law amounts have density
//   proportional to 1/x, so within the block of k consecutive integer parts [b, b + k) that holds the amount
//   (b = k·⌊j/k⌋) the multiple b carries the share (1/b) / Σ_{t=b}^{b+k−1} 1/t, which exceeds 1/k for small
//   magnitudes (0.139 for 10–19 and k = 10) and tends to 1/k for large ones; an amount below k cannot be a multiple.
//   The expected count is the sum of these shares over the tested amounts. Conditioning on each amount's own block
//   makes the expectation independent of how the amounts spread across magnitudes; where amounts are spread evenly
//   inside a block (not Benford-like) the true share is 1/k, below the expectation, so the test stays conservative.
//
// Whole-currency amounts themselves are counted and reported without a flag: how many to expect depends on the
// business, so they are compared with the client's own history, not with 1%.

import { SCALE } from './amounts.ts'
import { binomialUpperTail, round } from './stats.ts'
import type { Divisor, DivisorRow, RoundNumbersSection } from './types.ts'

export const DIVISORS: readonly Divisor[] = [5, 10, 25, 100, 1000]
/** No round-number flags below this many whole-currency amounts (normal approximation and materiality). */
export const MIN_N_ROUND = 30
/** One-sided 1% critical value. */
export const Z_FLAG = 2.576
/** The binomial tail must agree with the z flag at the same one-sided level. */
export const P_FLAG = 0.005

/** Overrides of the flag gates; the divisors themselves are fixed (they are the output's rows). */
export interface RoundNumberOptions {
  /** Whole-currency amounts needed before any divisor is flagged (default MIN_N_ROUND). */
  minN?: number
  /** One-sided z a flag needs (default Z_FLAG). */
  zFlag?: number
  /** Binomial tail a flag must stay under (default P_FLAG). */
  pFlag?: number
  /** Smallest excess of count over expected count a flag needs (default 1 amount). */
  minExcess?: number
}

/** Below this block start the harmonic sum is added term by term; above it the digamma expansion is exact to ~1e-13. */
const DIRECT_SUM_BELOW = 50

/** Σ_{t=b}^{b+k−1} 1/t = ψ(b + k) − ψ(b), for b ≥ 1. */
export function blockHarmonicSum(b: number, k: number): number {
  if (b < DIRECT_SUM_BELOW) {
    let sum = 0
    for (let t = b; t < b + k; t++) sum += 1 / t
    return sum
  }
  // ψ(x) ≈ ln x − 1/(2x) − 1/(12x²) + 1/(120x⁴); the difference is formed term by term so that nothing cancels
  // catastrophically for large b (log1p keeps ln((b + k)/b) exact when k/b is tiny).
  const x = b
  const y = b + k
  return (
    Math.log1p(k / x) -
    (1 / (2 * y) - 1 / (2 * x)) -
    (1 / (12 * y * y) - 1 / (12 * x * x)) +
    (1 / (120 * y ** 4) - 1 / (120 * x ** 4))
  )
}

/**
 * Benford probability that a whole-currency amount with integer part `intPart` (≥ 1) is a multiple of k, given the
 * block of k consecutive integer parts it falls in: (1/b) / Σ_{t=b}^{b+k−1} 1/t with b = k·⌊intPart/k⌋; 0 when
 * intPart < k. Integer parts beyond 2^53 lose precision in Number(b), where the share equals 1/k to 1e-15 anyway.
 */
export function expectedMultipleShare(intPart: bigint, k: number): number {
  const b = intPart - (intPart % BigInt(k))
  if (b <= 0n) return 0
  const bn = Number(b)
  return 1 / bn / blockHarmonicSum(bn, k)
}

/**
 * One-sided z of an observed count against independent per-amount probabilities: (count − E) / sqrt(Σ p(1 − p)),
 * E = Σ p. Null when the variance is 0 (no tested amount can be a multiple).
 */
export function oneSidedZ(count: number, expected: number, variance: number): number | null {
  return variance > 0 ? (count - expected) / Math.sqrt(variance) : null
}

/** `units` are signed amounts in 0.0001; only whole-currency amounts ≥ 1.00 can be round. */
export function roundNumberTest(units: readonly bigint[], options: RoundNumberOptions = {}): RoundNumbersSection {
  const minN = options.minN ?? MIN_N_ROUND
  const zFlag = options.zFlag ?? Z_FLAG
  const pFlag = options.pFlag ?? P_FLAG
  const minExcess = options.minExcess ?? 1
  const count = new Map<number, number>(DIVISORS.map((k) => [k, 0]))
  const expected = new Map<number, number>(DIVISORS.map((k) => [k, 0]))
  const variance = new Map<number, number>(DIVISORS.map((k) => [k, 0]))
  let n = 0
  let whole = 0
  for (const u of units) {
    if (u < SCALE) continue
    n++
    if (u % SCALE !== 0n) continue
    whole++
    const intPart = u / SCALE
    for (const k of DIVISORS) {
      const p = expectedMultipleShare(intPart, k)
      expected.set(k, (expected.get(k) ?? 0) + p)
      variance.set(k, (variance.get(k) ?? 0) + p * (1 - p))
      if (intPart % BigInt(k) === 0n) count.set(k, (count.get(k) ?? 0) + 1)
    }
  }
  const gated = whole < minN
  const divisors: DivisorRow[] = DIVISORS.map((k) => {
    const c = count.get(k) ?? 0
    if (whole === 0) {
      return {
        divisor: k,
        count: c,
        proportion: null,
        expected_count: null,
        expected_proportion: null,
        excess_count: null,
        z: null,
        binomial_p_value: null,
        flagged: false,
      }
    }
    const e = expected.get(k) ?? 0
    const z = oneSidedZ(c, e, variance.get(k) ?? 0)
    // The per-amount probabilities differ, so X is Poisson-binomial. For c ≥ E + 1 the tail of Bin(n, E/n) bounds its
    // tail from above (Hoeffding 1956, Theorem 4): the p-value reported is conservative. Below E + 1 nothing is flagged.
    const p = e > 0 ? binomialUpperTail(c, whole, e / whole) : null
    return {
      divisor: k,
      count: c,
      proportion: round(c / whole),
      expected_count: round(e),
      expected_proportion: round(e / whole),
      excess_count: round(c - e),
      z: z === null ? null : round(z),
      binomial_p_value: p === null ? null : round(p),
      flagged: !gated && z !== null && p !== null && c >= e + minExcess && z > zFlag && p < pFlag,
    }
  })
  return {
    n,
    n_tested: whole,
    min_n_for_flags: minN,
    flags_withheld_reason: gated
      ? `Only ${whole} whole-currency amounts of at least 1.00 (amounts with cents are never round); round-number ` +
        `flags need at least ${minN}.`
      : null,
    divisors,
    whole_currency: {
      count: whole,
      proportion: n === 0 ? null : round(whole / n),
      expected_proportion_if_uniform_cents: 0.01,
    },
  }
}
