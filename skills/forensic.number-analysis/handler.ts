// forensic.number-analysis (slug analyse_number_patterns): Benford first-digit and first-two-digit tests,
// round-number test and number duplication ("hit parade") over amounts supplied in the request.
// Every number in the output is computed from those amounts; nothing is stubbed. See README.md.

import { defineSkill, SkillInputError } from '../../src/skill-runtime/sdk.ts'
import { AmountError, SCALE, firstDigit, firstTwoDigits, formatUnits, parseAmount } from './amounts.ts'
import { MIN_N_BENFORD, benfordTest, type BenfordSection, type DigitRow } from './benford.ts'
import { roundNumberTest, type RoundNumbersSection } from './round-numbers.ts'
import { duplicateTest, type DuplicatesSection } from './duplicates.ts'
import type { Finding, Input, Output } from './types.ts'

/**
 * The input as the handler receives it. The generated `Input` leaves defaulted fields optional; the runtime validates
 * with defaults applied before the handler runs, so `tests` (each switch) and `min_amount` are always present.
 */
export type DefaultedInput = Omit<Input, 'tests' | 'min_amount'> & {
  tests: Required<NonNullable<Input['tests']>>
  min_amount: NonNullable<Input['min_amount']>
}

/** The output schema leaves severity and recommendation optional (with defaults); this handler always writes both. */
type FullFinding = Required<Finding>

/** A decimal the schema passed but the skill cannot use (a JSON number with more than 4 decimals): 422 via the SDK. */
function parseOrThrow(value: number | string, param: string): bigint {
  try {
    return parseAmount(value).units
  } catch (e) {
    if (e instanceof AmountError) throw new SkillInputError(param, e.message)
    throw e
  }
}

/** Share of records on the single most frequent amount above which Benford results are called doubtful. */
const CONCENTRATION_WARNING_SHARE = 0.1

const pct = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)}%`

function overRepresented(rows: DigitRow[], limit: number): string {
  const spikes = rows
    .filter((r) => r.deviation > 0 && r.significant_1pct)
    .sort((a, b) => b.z - a.z)
    .slice(0, limit)
  if (spikes.length === 0) return 'No single digit is over-represented at the 1% level; the deviation is spread out.'
  return 'Most over-represented (Z > 2.576): ' + spikes
    .map((r) => `${r.digit} (observed ${pct(r.observed_proportion)} vs expected ${pct(r.expected_proportion)}, Z ${r.z.toFixed(2)})`)
    .join('; ') + '.'
}

function benfordFinding(s: BenfordSection, label: string): FullFinding | null {
  if (s.status !== 'verdict' || s.conformity !== 'nonconformity' || s.mad === null) return null
  return {
    area: `benford.${s.test}`,
    severity: 'medium',
    description:
      `The ${label} distribution of ${s.n} amounts does not conform to Benford's Law: MAD ${s.mad} is above ` +
      `${s.mad_cutoffs.marginal} (Nigrini's nonconformity band). ` + overRepresented(s.digits, 5),
    recommendation:
      'List the amounts that start with the over-represented digits and group them by vendor, user and account to ' +
      'find where the excess comes from; first confirm the data suits Benford (no assigned numbers, fixed prices, ' +
      'or built-in minimum or maximum amounts).',
  }
}

export default defineSkill<DefaultedInput, Output>((input) => {
  const { tests } = input
  const units = input.amounts.map((a, i) => parseOrThrow(a, `amounts.${i}`))
  const minUnits = parseOrThrow(input.min_amount, 'min_amount')
  if (minUnits < 0n) throw new SkillInputError('min_amount', 'must not be negative')
  const minText = formatUnits(minUnits)

  // Benford population: positive amounts ≥ min_amount. Negatives are never mixed with positives.
  const benfordUnits: bigint[] = []
  let negative = 0
  let zero = 0
  let belowMin = 0
  for (const u of units) {
    if (u < 0n) negative++
    else if (u === 0n) zero++
    else if (u < minUnits) belowMin++
    else benfordUnits.push(u)
  }
  const n = benfordUnits.length
  const warnings: string[] = []
  const findings: FullFinding[] = []

  const runBenford = tests.first_digit || tests.first_two_digits
  if (negative > 0 && (runBenford || tests.round_numbers)) {
    warnings.push(
      `${negative} negative amount(s) were left out of the Benford and round-number tests: positives and negatives ` +
      'are analysed separately because the incentives to manipulate them differ. To test the negatives, send their ' +
      'absolute values in a separate request. The duplicates test compares all amounts, sign included.',
    )
  }
  if (zero > 0 && (runBenford || tests.round_numbers)) {
    warnings.push(`${zero} zero amount(s) have no leading digit and were left out of the Benford and round-number tests.`)
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

  let firstDigitSection: BenfordSection | null = null
  if (tests.first_digit) {
    const s = benfordTest('first_digit', benfordUnits.map((u) => firstDigit(u) as number))
    firstDigitSection = s
    if (s.status === 'withheld') {
      warnings.push(`First-digit conformity verdict withheld: ${s.verdict_withheld_reason}`)
    } else if (s.status === 'verdict' && n < 1000 && (s.conformity === 'close' || s.conformity === 'acceptable')) {
      warnings.push(
        `With N = ${n} (< 1000) a perfectly Benford file has an expected first-digit MAD near 0.010, so "close" and ` +
        '"acceptable" should be read together as "conforming".',
      )
    }
    const f = benfordFinding(s, 'first-digit')
    if (f) findings.push(f)
  }

  let firstTwoSection: BenfordSection | null = null
  if (tests.first_two_digits) {
    const s = benfordTest('first_two_digits', benfordUnits.map((u) => firstTwoDigits(u) as number))
    firstTwoSection = s
    if (s.status === 'withheld') warnings.push(`First-two-digit conformity verdict withheld: ${s.verdict_withheld_reason}`)
    if (s.status === 'inconclusive') warnings.push(`First-two-digit test inconclusive: ${s.verdict_withheld_reason}`)
    const f = benfordFinding(s, 'first-two-digit')
    if (f) findings.push(f)
  }

  for (const s of [firstDigitSection, firstTwoSection]) {
    const chi = s?.chi_square
    if (s && chi && chi.bins_expected_below_5 > 0) {
      warnings.push(
        `The ${s.test.replaceAll('_', '-')} chi-square (${chi.statistic}, df ${chi.df}) is unreliable at N = ${s.n}: ` +
        `${chi.bins_expected_below_5} of ${s.digits.length} bins have expected counts below 5 (smallest ` +
        `${chi.min_expected_count.toFixed(2)}), so the chi-square approximation does not hold; read it as indicative only.`,
      )
    }
    if (s?.status === 'verdict' && s.chi_square?.exceeds_5pct && (s.conformity === 'close' || s.conformity === 'acceptable')) {
      warnings.push(
        `The ${s.test.replaceAll('_', '-')} chi-square (${s.chi_square.statistic}, df ${s.chi_square.df}) exceeds its 5% ` +
        `critical value while the MAD says "${s.conformity}": classical tests reject large files for trivial ` +
        'deviations, so the verdict follows the MAD (Nigrini).',
      )
    }
  }

  if (runBenford && n >= MIN_N_BENFORD) {
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
  }

  let roundSection: RoundNumbersSection | null = null
  const roundPopulation = units.reduce((c, u) => (u >= SCALE ? c + 1 : c), 0)
  if (tests.round_numbers) {
    const s = roundNumberTest(units)
    roundSection = s
    if (s.flags_withheld_reason !== null) warnings.push(`Round-number flags withheld: ${s.flags_withheld_reason}`)
    for (const d of s.divisors) {
      if (!d.flagged || d.proportion === null || d.expected_count === null || d.expected_proportion === null ||
        d.z === null || d.binomial_p_value === null) continue
      findings.push({
        area: `round_numbers.divisible_by_${d.divisor}`,
        severity: 'medium',
        description:
          `${d.count} of ${s.n_tested} whole-currency amounts (${pct(d.proportion, 2)}) are multiples of ${d.divisor}; ` +
          `${d.expected_count.toFixed(1)} (${pct(d.expected_proportion, 2)}) are expected for amounts of these ` +
          `magnitudes under Benford's Law (one-sided z ${d.z.toFixed(2)}, binomial p ` +
          `${d.binomial_p_value < 0.000001 ? '< 0.000001' : d.binomial_p_value}).`,
        recommendation:
          'Review the round amounts for estimates, manual journals and payments not backed by an invoice, and ' +
          "compare the share with the client's prior periods.",
      })
    }
  }

  let dupSection: DuplicatesSection | null = null
  if (tests.duplicates) {
    const s = duplicateTest(units)
    dupSection = s
    for (const e of s.top) {
      if (!e.heavy) continue
      findings.push({
        area: 'duplicates.amount',
        severity: e.proportion >= 0.05 ? 'medium' : 'low',
        description: `The amount ${e.amount} occurs ${e.count} times (${pct(e.proportion, 2)} of ${s.n} records).`,
        recommendation:
          'Check the records with this amount for duplicate payments or claims (same vendor, date or invoice number) ' +
          'and for a recurring fixed charge that explains the repetition.',
      })
    }
  }

  return {
    stub_fields: [],
    warnings,
    min_amount: minText,
    counts: {
      received: units.length,
      analysed_benford: n,
      excluded_below_min: belowMin,
      excluded_negative: negative,
      excluded_zero: zero,
      round_number_population: roundPopulation,
    },
    first_digit: firstDigitSection,
    first_two_digits: firstTwoSection,
    round_numbers: roundSection,
    duplicates: dupSection,
    findings,
  }
})
