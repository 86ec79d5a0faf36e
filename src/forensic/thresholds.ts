// The thresholds of the anomalies engine and how a caller's `threshold_override` object replaces them. Every key is
// listed here with its default (the values of research §2.1–2.3 and forensic.number-analysis) and its allowed range;
// an unknown key, a wrong type or a value out of range is a ForensicInputError naming `threshold_override.<key>`.

import { AmountError, formatUnits, parseAmount } from './amounts.ts'
import { P_FLAG, Z_FLAG, MIN_N_ROUND } from './round-numbers.ts'
import { HEAVY_MIN_COUNT, HEAVY_MIN_SHARE } from './duplicates.ts'
import { MIN_N_BENFORD, SPECS } from './benford.ts'

/** A caller's input the engine cannot use; `param` is the dotted path of the field (the skill answers 422 with it). */
export class ForensicInputError extends Error {
  override readonly name = 'ForensicInputError'
  readonly param: string
  readonly reason: string
  constructor(param: string, reason: string) {
    super(`${param} ${reason}`)
    this.param = param
    this.reason = reason
  }
}

interface Limit {
  default: number
  min: number
  max: number
  /** The bound is excluded (a share or a probability that cannot be 0). */
  minExclusive?: boolean
  integer?: boolean
  description: string
}

const fd = SPECS.first_digit
const f2 = SPECS.first_two_digits

export const THRESHOLD_LIMITS = {
  benford_min_amount: {
    default: 10,
    min: 0,
    max: 1e15,
    description: 'Smallest positive amount in the Benford tests (Nigrini: 10.00); a number or decimal string.',
  },
  benford_min_n: {
    default: MIN_N_BENFORD,
    min: 1,
    max: 1e9,
    integer: true,
    description: 'Records below which no Benford statistic is computed.',
  },
  first_digit_min_n_verdict: {
    default: fd.minNVerdict,
    min: 1,
    max: 1e9,
    integer: true,
    description: 'Records needed for a first-digit conformity verdict.',
  },
  first_digit_mad_close: {
    default: fd.cutoffs.close,
    min: 0,
    max: 1,
    minExclusive: true,
    description: 'Upper bound of close conformity (first-digit MAD).',
  },
  first_digit_mad_acceptable: {
    default: fd.cutoffs.acceptable,
    min: 0,
    max: 1,
    minExclusive: true,
    description: 'Upper bound of acceptable conformity (first-digit MAD).',
  },
  first_digit_mad_marginal: {
    default: fd.cutoffs.marginal,
    min: 0,
    max: 1,
    minExclusive: true,
    description: 'Upper bound of marginal conformity (first-digit MAD); above it is nonconformity.',
  },
  first_two_digits_min_n_verdict: {
    default: f2.minNVerdict,
    min: 1,
    max: 1e9,
    integer: true,
    description: 'Records needed for a first-two-digit verdict.',
  },
  first_two_digits_min_n_inconclusive: {
    default: f2.minNInconclusive ?? 1000,
    min: 1,
    max: 1e9,
    integer: true,
    description: 'Records from which a first-two-digit result is inconclusive rather than withheld.',
  },
  first_two_digits_mad_close: {
    default: f2.cutoffs.close,
    min: 0,
    max: 1,
    minExclusive: true,
    description: 'Upper bound of close conformity (first-two-digit MAD).',
  },
  first_two_digits_mad_acceptable: {
    default: f2.cutoffs.acceptable,
    min: 0,
    max: 1,
    minExclusive: true,
    description: 'Upper bound of acceptable conformity (first-two-digit MAD).',
  },
  first_two_digits_mad_marginal: {
    default: f2.cutoffs.marginal,
    min: 0,
    max: 1,
    minExclusive: true,
    description: 'Upper bound of marginal conformity (first-two-digit MAD).',
  },
  round_min_n: {
    default: MIN_N_ROUND,
    min: 1,
    max: 1e9,
    integer: true,
    description: 'Whole-currency amounts needed before a round-number divisor is flagged.',
  },
  round_z: {
    default: Z_FLAG,
    min: 0,
    max: 100,
    minExclusive: true,
    description: 'One-sided z a round-number flag needs.',
  },
  round_p: {
    default: P_FLAG,
    min: 0,
    max: 1,
    minExclusive: true,
    description: 'Binomial tail a round-number flag must stay under.',
  },
  round_min_excess: {
    default: 1,
    min: 0,
    max: 1e9,
    description: 'Smallest excess of multiples over the expected count a flag needs.',
  },
  hit_parade_heavy_min_count: {
    default: HEAVY_MIN_COUNT,
    min: 2,
    max: 1e9,
    integer: true,
    description: 'Occurrences of one amount that make it a heavy duplicate …',
  },
  hit_parade_heavy_min_share: {
    default: HEAVY_MIN_SHARE,
    min: 0,
    max: 1,
    description: '… and the share of all records it must also reach.',
  },
  duplicate_window_days: {
    default: 0,
    min: 0,
    max: 31,
    integer: true,
    description: 'Same-same tests: 0 compares dates exactly; n chains records at most n days apart.',
  },
} as const satisfies Record<string, Limit>

export type ThresholdKey = keyof typeof THRESHOLD_LIMITS
/** Every threshold as the engine uses it; benford_min_amount in units of 0.0001. */
export type Thresholds = { [K in Exclude<ThresholdKey, 'benford_min_amount'>]: number } & {
  benford_min_amount_units: bigint
}
/** The thresholds as reported back (benford_min_amount as a decimal string). */
export type ReportedThresholds = { [K in ThresholdKey]: K extends 'benford_min_amount' ? string : number }

const ORDERED: ReadonlyArray<readonly ThresholdKey[]> = [
  ['first_digit_mad_close', 'first_digit_mad_acceptable', 'first_digit_mad_marginal'],
  ['first_two_digits_mad_close', 'first_two_digits_mad_acceptable', 'first_two_digits_mad_marginal'],
  ['first_two_digits_min_n_inconclusive', 'first_two_digits_min_n_verdict'],
]

/** The defaults with `override` applied; throws ForensicInputError for an unknown key or a bad value. */
export function resolveThresholds(
  override: Readonly<Record<string, unknown>> = {},
  base = 'threshold_override',
): Thresholds {
  const values = Object.fromEntries(Object.entries(THRESHOLD_LIMITS).map(([k, l]) => [k, l.default])) as Record<
    ThresholdKey,
    number
  >
  let minAmountUnits = BigInt(THRESHOLD_LIMITS.benford_min_amount.default) * 10_000n
  for (const [key, raw] of Object.entries(override)) {
    const param = `${base}.${key}`
    if (!Object.hasOwn(THRESHOLD_LIMITS, key)) {
      throw new ForensicInputError(
        param,
        `is not a known threshold; known: ${Object.keys(THRESHOLD_LIMITS).join(', ')}`,
      )
    }
    const k = key as ThresholdKey
    const limit: Limit = THRESHOLD_LIMITS[k]
    if (k === 'benford_min_amount') {
      if (typeof raw !== 'number' && typeof raw !== 'string')
        throw new ForensicInputError(param, 'must be a number or a decimal string')
      try {
        minAmountUnits = parseAmount(raw).units
      } catch (e) {
        if (e instanceof AmountError) throw new ForensicInputError(param, e.message)
        throw e
      }
      if (minAmountUnits < 0n) throw new ForensicInputError(param, 'must not be negative')
      values[k] = Number(minAmountUnits) / 10_000
      continue
    }
    if (typeof raw !== 'number' || !Number.isFinite(raw)) throw new ForensicInputError(param, 'must be a number')
    if (limit.integer && !Number.isInteger(raw)) throw new ForensicInputError(param, 'must be an integer')
    if (limit.minExclusive ? raw <= limit.min : raw < limit.min) {
      throw new ForensicInputError(param, `must be ${limit.minExclusive ? 'greater than' : 'at least'} ${limit.min}`)
    }
    if (raw > limit.max) throw new ForensicInputError(param, `must be at most ${limit.max}`)
    values[k] = raw
  }
  for (const chain of ORDERED) {
    for (let i = 1; i < chain.length; i++) {
      const lo = chain[i - 1]!
      const hi = chain[i]!
      if (values[lo] > values[hi]) {
        const culprit = Object.hasOwn(override, hi) ? hi : lo
        throw new ForensicInputError(
          `${base}.${culprit}`,
          `must keep ${lo} (${values[lo]}) at most ${hi} (${values[hi]})`,
        )
      }
    }
  }
  const { benford_min_amount: _, ...rest } = values
  return { ...rest, benford_min_amount_units: minAmountUnits }
}

/** The thresholds a run used, as reported back (benford_min_amount as a decimal string). */
export function reportThresholds(t: Thresholds): ReportedThresholds {
  const { benford_min_amount_units, ...rest } = t
  return { benford_min_amount: formatUnits(benford_min_amount_units), ...rest }
}
