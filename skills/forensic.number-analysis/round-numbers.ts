// Round-number test (Nigrini's DATAS routine; research §2.2): the integer part of each positive amount ≥ 1.00 is
// tested for divisibility by 5, 10, 25, 100 and 1,000 against the share 1/k expected when low-order digits are
// uniform. Whole-currency amounts (no cents) are counted and reported without a flag: how many to expect depends
// on the business, so they are compared with the client's own history, not with 1%.

import { SCALE } from './amounts.ts'
import { binomialUpperTail, round } from './stats.ts'

export const DIVISORS = [5, 10, 25, 100, 1000] as const
/** No round-number flags below this population (normal approximation and materiality; documented in README). */
export const MIN_N_ROUND = 30
/** One-sided 1% critical value. */
export const Z_FLAG = 2.576
/** The exact binomial tail must agree with the z flag at the same one-sided level. */
export const P_FLAG = 0.005

export type Divisor = (typeof DIVISORS)[number]

export interface DivisorRow {
  divisor: Divisor
  count: number
  proportion: number | null
  expected_proportion: number
  excess_count: number | null
  z: number | null
  binomial_p_value: number | null
  flagged: boolean
}

export interface RoundNumbersSection {
  n: number
  min_n_for_flags: number
  flags_withheld_reason: string | null
  divisors: DivisorRow[]
  whole_currency: {
    count: number
    proportion: number | null
    expected_proportion_if_uniform_cents: number
  }
}

/** One-sided z of an observed proportion against p0: (p̂ − p0) / sqrt(p0(1 − p0)/n). */
export function oneSidedZ(count: number, n: number, p0: number): number {
  return (count / n - p0) / Math.sqrt((p0 * (1 - p0)) / n)
}

/** `units` are signed amounts in 0.0001; only positive amounts ≥ 1.00 enter the test. */
export function roundNumberTest(units: readonly bigint[]): RoundNumbersSection {
  const counts = new Map<number, number>(DIVISORS.map((k) => [k, 0]))
  let n = 0
  let whole = 0
  for (const u of units) {
    if (u < SCALE) continue
    n++
    const intPart = u / SCALE
    if (u % SCALE === 0n) whole++
    for (const k of DIVISORS) if (intPart % BigInt(k) === 0n) counts.set(k, (counts.get(k) ?? 0) + 1)
  }
  const gated = n < MIN_N_ROUND
  const divisors: DivisorRow[] = DIVISORS.map((k) => {
    const count = counts.get(k) ?? 0
    const p0 = 1 / k
    if (n === 0) {
      return { divisor: k, count, proportion: null, expected_proportion: round(p0), excess_count: null, z: null,
        binomial_p_value: null, flagged: false }
    }
    const z = oneSidedZ(count, n, p0)
    const p = binomialUpperTail(count, n, p0)
    return {
      divisor: k,
      count,
      proportion: round(count / n),
      expected_proportion: round(p0),
      excess_count: round(count - n * p0),
      z: round(z),
      binomial_p_value: round(p),
      flagged: !gated && z > Z_FLAG && p < P_FLAG,
    }
  })
  return {
    n,
    min_n_for_flags: MIN_N_ROUND,
    flags_withheld_reason: gated
      ? `Only ${n} positive amounts of at least 1.00; round-number flags need at least ${MIN_N_ROUND}.`
      : null,
    divisors,
    whole_currency: { count: whole, proportion: n === 0 ? null : round(whole / n), expected_proportion_if_uniform_cents: 0.01 },
  }
}
