// forensic.number-analysis (slug analyse_number_patterns): Benford first-digit and first-two-digit tests,
// round-number test and number duplication ("hit parade") over amounts supplied in the request.
// Every number in the output is computed from those amounts; nothing is stubbed. See README.md. The tests themselves
// live in src/forensic/ (the SDK's `forensic`), shared with anomalies.investigate; parse.ts reads the amounts, and
// warnings.ts and findings.ts word what the tests found.

import { defineSkill, forensic, SkillInputError } from '../../src/skill-runtime/sdk.ts'
import { parseOrThrow } from './parse.ts'
import { benfordFinding, duplicateFindings, roundNumberFindings, type FullFinding } from './findings.ts'
import {
  chiSquareWarnings,
  concentrationWarnings,
  firstDigitWarnings,
  firstTwoDigitWarnings,
  populationWarnings,
  roundNumberWarnings,
} from './warnings.ts'
import type { Input, Output } from './types.ts'

/**
 * The input as the handler receives it. The generated `Input` leaves defaulted fields optional; the runtime validates
 * with defaults applied before the handler runs, so `tests` (each switch) and `min_amount` are always present.
 */
export type DefaultedInput = Omit<Input, 'tests' | 'min_amount'> & {
  tests: Required<NonNullable<Input['tests']>>
  min_amount: NonNullable<Input['min_amount']>
}

export default defineSkill<DefaultedInput, Output>((input) => {
  const { tests } = input
  const units = input.amounts.map((a, i) => parseOrThrow(a, `amounts.${i}`))
  const minUnits = parseOrThrow(input.min_amount, 'min_amount')
  if (minUnits < 0n) throw new SkillInputError('min_amount', 'must not be negative')
  const minText = forensic.formatUnits(minUnits)

  // Benford population: positive amounts ≥ min_amount. Negatives are never mixed with positives.
  const population = forensic.splitPopulation(units, minUnits)
  const { benfordUnits, belowMin, negative, zero } = population
  const n = benfordUnits.length
  const warnings: string[] = []
  const findings: FullFinding[] = []

  const runBenford = tests.first_digit || tests.first_two_digits
  warnings.push(...populationWarnings(population, minText, { benford: runBenford, roundNumbers: tests.round_numbers }))

  let firstDigitSection: forensic.BenfordSection | null = null
  if (tests.first_digit) {
    const s = forensic.benfordTest(
      'first_digit',
      benfordUnits.map((u) => forensic.firstDigit(u) as number),
    )
    firstDigitSection = s
    warnings.push(...firstDigitWarnings(s, n))
    const f = benfordFinding(s, 'first-digit')
    if (f) findings.push(f)
  }

  let firstTwoSection: forensic.BenfordSection | null = null
  if (tests.first_two_digits) {
    const s = forensic.benfordTest(
      'first_two_digits',
      benfordUnits.map((u) => forensic.firstTwoDigits(u) as number),
    )
    firstTwoSection = s
    warnings.push(...firstTwoDigitWarnings(s))
    const f = benfordFinding(s, 'first-two-digit')
    if (f) findings.push(f)
  }

  warnings.push(...chiSquareWarnings([firstDigitSection, firstTwoSection]))

  if (runBenford && n >= forensic.MIN_N_BENFORD) warnings.push(...concentrationWarnings(benfordUnits))

  let roundSection: forensic.RoundNumbersSection | null = null
  const roundPopulation = units.reduce((c, u) => (u >= forensic.SCALE ? c + 1 : c), 0)
  if (tests.round_numbers) {
    const s = forensic.roundNumberTest(units)
    roundSection = s
    warnings.push(...roundNumberWarnings(s))
    findings.push(...roundNumberFindings(s))
  }

  let dupSection: forensic.DuplicatesSection | null = null
  if (tests.duplicates) {
    const s = forensic.duplicateTest(units)
    dupSection = s
    findings.push(...duplicateFindings(s))
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
