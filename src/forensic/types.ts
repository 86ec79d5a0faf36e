// The section shapes the forensic tests return. forensic.number-analysis publishes them as its output schema and
// declares its handler with the generated Output, so a drift between these and that schema fails `npm run typecheck`.

export type BenfordTest = 'first_digit' | 'first_two_digits'
export type BenfordStatus = 'not_run' | 'withheld' | 'inconclusive' | 'verdict'
export type Conformity = 'close' | 'acceptable' | 'marginal' | 'nonconformity' | 'inconclusive'

export interface DigitRow {
  digit: number
  observed_count: number
  observed_proportion: number
  expected_proportion: number
  expected_count: number
  deviation: number
  z: number
  significant_5pct: boolean
  significant_1pct: boolean
}

export interface ChiSquare {
  statistic: number
  df: number
  critical_value_5pct: number
  critical_value_1pct: number
  exceeds_5pct: boolean
  exceeds_1pct: boolean
  min_expected_count: number
  bins_expected_below_5: number
}

/** Upper bounds (inclusive) of close / acceptable / marginal MAD; above marginal is nonconformity. */
export interface MadCutoffs {
  close: number
  acceptable: number
  marginal: number
}

export interface BenfordSection {
  test: BenfordTest
  status: BenfordStatus
  n: number
  digits: DigitRow[]
  chi_square: ChiSquare | null
  mad: number | null
  mad_cutoffs: MadCutoffs
  conformity: Conformity | null
  min_n_for_verdict: number
  verdict_withheld_reason: string | null
}

export type Divisor = 5 | 10 | 25 | 100 | 1000

export interface DivisorRow {
  divisor: Divisor
  count: number
  proportion: number | null
  expected_count: number | null
  expected_proportion: number | null
  excess_count: number | null
  z: number | null
  binomial_p_value: number | null
  flagged: boolean
}

export interface RoundNumbersSection {
  n: number
  n_tested: number
  min_n_for_flags: number
  flags_withheld_reason: string | null
  divisors: DivisorRow[]
  whole_currency: { count: number; proportion: number | null; expected_proportion_if_uniform_cents: number }
}

/** Nigrini ranks the hit parade separately for these ranges; each entry says which one it is in. */
export type AmountRange = 'ge_10' | 'positive_lt_10' | 'zero' | 'negative_gt_-10' | 'le_-10'

export interface DuplicateEntry {
  /** Decimal string, at least two decimals. */
  amount: string
  count: number
  proportion: number
  range: AmountRange
  heavy: boolean
}

export interface DuplicatesSection {
  n: number
  distinct_amounts: number
  duplicate_groups: number
  records_in_duplicate_groups: number
  excess_duplicate_records: number
  heavy_min_count: number
  top: DuplicateEntry[]
}

/** Money in and money out are tested apart (research §2.1); negatives as their absolute values. */
export type Sign = 'positive' | 'negative'

/** One sign's Benford population in the anomalies engine. */
export interface BenfordPopulation {
  /** Records of this sign. */
  records: number
  /** Records tested: at least benford_min_amount. */
  n: number
  excluded_below_min: number
  first_digit: BenfordSection
  first_two_digits: BenfordSection
}
