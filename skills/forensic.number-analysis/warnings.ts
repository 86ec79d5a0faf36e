// The warnings of forensic.number-analysis: what was left out of which test, which gate withheld or qualified a
// verdict, and when a statistic or the data itself makes a result doubtful (README "Findings and warnings").
// The handler pushes them in a fixed order: population, first digit, first two digits, chi-square, concentration,
// round numbers.

import { forensic } from '../../src/skill-runtime/sdk.ts'

type BenfordSection = forensic.BenfordSection
type Population = forensic.Population
type RoundNumbersSection = forensic.RoundNumbersSection
const { MIN_N_BENFORD, pct } = forensic

/** Share of records on the single most frequent amount above which Benford results are called doubtful. */
const CONCENTRATION_WARNING_SHARE = 0.1

/** Amounts left out of the tests that run, and a Benford population too small to test. */
export function populationWarnings(
  { benfordUnits, negative, zero, belowMin }: Population,
  minText: string,
  run: { benford: boolean; roundNumbers: boolean },
): string[] {
  const warnings: string[] = []
  const n = benfordUnits.length
  const runBenford = run.benford
  if (negative > 0 && (runBenford || run.roundNumbers)) {
    warnings.push(
      `${negative} negative amount(s) were left out of the Benford and round-number tests: positives and negatives ` +
        'are analysed separately because the incentives to manipulate them differ. To test the negatives, send their ' +
        'absolute values in a separate request. The duplicates test compares all amounts, sign included.',
    )
  }
  if (zero > 0 && (runBenford || run.roundNumbers)) {
    warnings.push(
      `${zero} zero amount(s) have no leading digit and were left out of the Benford and round-number tests.`,
    )
  }
  if (belowMin > 0 && runBenford) {
    warnings.push(
      `${belowMin} positive amount(s) below min_amount ${minText} were left out of the Benford tests ` +
        "(Nigrini's first-order tests use amounts of at least 10.00).",
    )
  }

  if (runBenford && n < MIN_N_BENFORD) {
    warnings.push(`Benford tests not run: ${n} amount(s) qualify and at least ${MIN_N_BENFORD} are needed.`)
  }
  return warnings
}

/** A withheld first-digit verdict, or a small-N reminder that "close" and "acceptable" both mean conforming. */
export function firstDigitWarnings(s: BenfordSection, n: number): string[] {
  const warnings: string[] = []
  if (s.status === 'withheld') {
    warnings.push(`First-digit conformity verdict withheld: ${s.verdict_withheld_reason}`)
  } else if (s.status === 'verdict' && n < 1000 && (s.conformity === 'close' || s.conformity === 'acceptable')) {
    warnings.push(
      `With N = ${n} (< 1000) a perfectly Benford file has an expected first-digit MAD near 0.010, so "close" and ` +
        '"acceptable" should be read together as "conforming".',
    )
  }
  return warnings
}

export function firstTwoDigitWarnings(s: BenfordSection): string[] {
  const warnings: string[] = []
  if (s.status === 'withheld')
    warnings.push(`First-two-digit conformity verdict withheld: ${s.verdict_withheld_reason}`)
  if (s.status === 'inconclusive') warnings.push(`First-two-digit test inconclusive: ${s.verdict_withheld_reason}`)
  return warnings
}

/** A chi-square computed with expected counts below 5, or one that rejects while the MAD conforms. */
export function chiSquareWarnings(sections: readonly (BenfordSection | null)[]): string[] {
  const warnings: string[] = []
  for (const s of sections) {
    const chi = s?.chi_square
    if (s && chi && chi.bins_expected_below_5 > 0) {
      warnings.push(
        `The ${s.test.replaceAll('_', '-')} chi-square (${chi.statistic}, df ${chi.df}) is unreliable at N = ${s.n}: ` +
          `${chi.bins_expected_below_5} of ${s.digits.length} bins have expected counts below 5 (smallest ` +
          `${chi.min_expected_count.toFixed(2)}), so the chi-square approximation does not hold; read it as indicative only.`,
      )
    }
    if (
      s?.status === 'verdict' &&
      s.chi_square?.exceeds_5pct &&
      (s.conformity === 'close' || s.conformity === 'acceptable')
    ) {
      warnings.push(
        `The ${s.test.replaceAll('_', '-')} chi-square (${s.chi_square.statistic}, df ${s.chi_square.df}) exceeds its 5% ` +
          `critical value while the MAD says "${s.conformity}": classical tests reject large files for trivial ` +
          'deviations, so the verdict follows the MAD (Nigrini).',
      )
    }
  }
  return warnings
}

/** One amount carrying CONCENTRATION_WARNING_SHARE or more of the Benford population (once the Benford tests ran). */
export function concentrationWarnings(benfordUnits: readonly bigint[]): string[] {
  const warnings: string[] = []
  const n = benfordUnits.length
  const freq = new Map<bigint, number>()
  let top = 0
  for (const u of benfordUnits) {
    const c = (freq.get(u) ?? 0) + 1
    freq.set(u, c)
    if (c > top) top = c
  }
  if (top / n >= CONCENTRATION_WARNING_SHARE) {
    warnings.push(
      `One amount carries ${pct(top / n)} of the ${n} amounts tested for Benford: data with fixed prices, built-in ` +
        'minima or maxima, or assigned numbers does not follow Benford, so read the Benford results with care.',
    )
  }
  return warnings
}

export function roundNumberWarnings(s: RoundNumbersSection): string[] {
  const warnings: string[] = []
  if (s.flags_withheld_reason !== null) warnings.push(`Round-number flags withheld: ${s.flags_withheld_reason}`)
  return warnings
}
