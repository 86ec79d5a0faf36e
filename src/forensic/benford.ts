// Benford first-digit and first-two-digit tests (Nigrini, Forensic Analytics, 2011; Nigrini 2012 MAD bands).
// See README.md and /work/shared/research/domain-skills.md §2.1 for the formulas and the sample-size gates. The gates
// and MAD cutoffs default to those and can be overridden per call (BenfordOptions; anomalies.investigate's
// threshold_override).
//
// Digit counts are exact integers; proportions and statistics are IEEE doubles (they are statistics, not money)
// and are rounded to STAT_DECIMALS only when reported.

import { round } from './stats.ts'
import type {
  BenfordSection,
  BenfordStatus,
  BenfordTest,
  ChiSquare,
  Conformity,
  DigitRow,
  MadCutoffs,
} from './types.ts'

/** The usual rule for the chi-square approximation: every expected count at least 5. */
export const MIN_EXPECTED_COUNT = 5

/** No Benford test at all below this many records (research §2.1, "below ~100 records do not run Benford"). */
export const MIN_N_BENFORD = 100

interface TestSpec {
  digits: number[]
  /** Upper bounds (inclusive) of close / acceptable / marginal; above marginal is nonconformity. Nigrini 2012. */
  cutoffs: MadCutoffs
  chi5: number
  chi1: number
  /** N from which the MAD band is reported as the verdict. */
  minNVerdict: number
  /** N from which the result is at least "inconclusive" rather than withheld (first-two digits only). */
  minNInconclusive: number | null
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)

export const SPECS: Record<BenfordTest, TestSpec> = {
  first_digit: {
    digits: range(1, 9),
    cutoffs: { close: 0.006, acceptable: 0.012, marginal: 0.015 },
    chi5: 15.507,
    chi1: 20.09,
    minNVerdict: 500,
    minNInconclusive: null,
  },
  first_two_digits: {
    digits: range(10, 99),
    cutoffs: { close: 0.0012, acceptable: 0.0018, marginal: 0.0022 },
    chi5: 112.022,
    chi1: 122.942,
    minNVerdict: 2000,
    minNInconclusive: 1000,
  },
}

/** Benford's expected proportion of leading digit(s) d: log10(1 + 1/d). Valid for d = 1–9 and d = 10–99. */
export function expectedProportion(d: number): number {
  return Math.log10(1 + 1 / d)
}

/**
 * Nigrini's Z: (|AP − EP| − 1/(2N)) / sqrt(EP(1 − EP)/N). The continuity correction 1/(2N) is subtracted only
 * when it is smaller than |AP − EP|; otherwise Z = |AP − EP| / sqrt(EP(1 − EP)/N).
 */
export function zStatistic(ap: number, ep: number, n: number): number {
  const diff = Math.abs(ap - ep)
  const cc = 1 / (2 * n)
  const sd = Math.sqrt((ep * (1 - ep)) / n)
  return (cc < diff ? diff - cc : diff) / sd
}

export function classifyMad(mad: number, c: MadCutoffs): Exclude<Conformity, 'inconclusive'> {
  if (mad <= c.close) return 'close'
  if (mad <= c.acceptable) return 'acceptable'
  if (mad <= c.marginal) return 'marginal'
  return 'nonconformity'
}

/** Overrides of one test's gates and bands; anything left out keeps its default from SPECS / MIN_N_BENFORD. */
export interface BenfordOptions {
  /** No statistics at all below this many records (default MIN_N_BENFORD). */
  minN?: number
  /** N from which the MAD band is the verdict. */
  minNVerdict?: number
  /** N from which the result is "inconclusive" rather than withheld (first-two digits; null: never). */
  minNInconclusive?: number | null
  cutoffs?: MadCutoffs
}

/**
 * Runs one Benford test over the digit values of the analysed records (one entry per record: 1–9 for the first-digit
 * test, 10–99 for the first-two-digit test). Applies the sample-size gates.
 */
export function benfordTest(
  test: BenfordTest,
  values: readonly number[],
  options: BenfordOptions = {},
): BenfordSection {
  const spec: TestSpec = {
    ...SPECS[test],
    ...(options.minNVerdict !== undefined && { minNVerdict: options.minNVerdict }),
    ...(options.minNInconclusive !== undefined && { minNInconclusive: options.minNInconclusive }),
    ...(options.cutoffs && { cutoffs: options.cutoffs }),
  }
  const minN = options.minN ?? MIN_N_BENFORD
  const n = values.length
  if (n < minN) {
    return {
      test,
      status: 'not_run',
      n,
      digits: [],
      chi_square: null,
      mad: null,
      mad_cutoffs: spec.cutoffs,
      conformity: null,
      min_n_for_verdict: spec.minNVerdict,
      verdict_withheld_reason: `Only ${n} amounts qualify; Benford tests need at least ${minN}.`,
    }
  }

  const counts = new Map<number, number>(spec.digits.map((d) => [d, 0]))
  for (const v of values) {
    const c = counts.get(v)
    if (c === undefined) throw new RangeError(`digit value ${v} is outside the ${test} bins`)
    counts.set(v, c + 1)
  }

  let chi = 0
  let absDevSum = 0
  let minExpected = Number.POSITIVE_INFINITY
  let below5 = 0
  const digits: DigitRow[] = spec.digits.map((d) => {
    const observed = counts.get(d) ?? 0
    const ep = expectedProportion(d)
    const ap = observed / n
    const expectedCount = n * ep
    chi += (observed - expectedCount) ** 2 / expectedCount
    minExpected = Math.min(minExpected, expectedCount)
    if (expectedCount < MIN_EXPECTED_COUNT) below5++
    absDevSum += Math.abs(ap - ep)
    const z = zStatistic(ap, ep, n)
    return {
      digit: d,
      observed_count: observed,
      observed_proportion: round(ap),
      expected_proportion: round(ep),
      expected_count: round(expectedCount),
      deviation: round(ap - ep),
      z: round(z),
      significant_5pct: z > 1.96,
      significant_1pct: z > 2.576,
    }
  })
  const mad = round(absDevSum / spec.digits.length)
  const chiSquare: ChiSquare = {
    statistic: round(chi),
    df: spec.digits.length - 1,
    critical_value_5pct: spec.chi5,
    critical_value_1pct: spec.chi1,
    exceeds_5pct: chi > spec.chi5,
    exceeds_1pct: chi > spec.chi1,
    min_expected_count: round(minExpected),
    bins_expected_below_5: below5,
  }
  const section = (status: BenfordStatus, conformity: Conformity | null, reason: string | null): BenfordSection => ({
    test,
    status,
    n,
    digits,
    chi_square: chiSquare,
    mad,
    mad_cutoffs: spec.cutoffs,
    conformity,
    min_n_for_verdict: spec.minNVerdict,
    verdict_withheld_reason: reason,
  })

  if (n >= spec.minNVerdict) {
    // The band is read off the reported (rounded) MAD so that the verdict always agrees with the number shown.
    return section('verdict', classifyMad(mad, spec.cutoffs), null)
  }
  if (spec.minNInconclusive !== null && n >= spec.minNInconclusive) {
    return section(
      'inconclusive',
      'inconclusive',
      `N = ${n} is below ${spec.minNVerdict}: at this size even a perfectly Benford file has an expected ` +
        `first-two-digit MAD near the nonconformity cutoff (${spec.cutoffs.marginal}), so the MAD cannot decide.`,
    )
  }
  return section(
    'withheld',
    null,
    `N = ${n} is below ${spec.minNVerdict}: MAD ignores N, so small files look nonconforming even when they ` +
      `follow Benford. Counts, Z statistics, chi-square and MAD are reported; no conformity verdict is given.`,
  )
}
