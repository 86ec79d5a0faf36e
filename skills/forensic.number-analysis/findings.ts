// The findings of forensic.number-analysis: one per nonconforming Benford test, flagged round-number divisor and heavy
// duplicate, each with a severity and a recommendation (README "Findings and warnings").

import { forensic } from '../../src/skill-runtime/sdk.ts'
import type { Finding } from './types.ts'

type BenfordSection = forensic.BenfordSection
type DigitRow = forensic.DigitRow
type RoundNumbersSection = forensic.RoundNumbersSection
type DuplicatesSection = forensic.DuplicatesSection
const { pct } = forensic

/** The output schema leaves severity and recommendation optional (with defaults); this handler always writes both. */
export type FullFinding = Required<Finding>

function overRepresented(rows: DigitRow[], limit: number): string {
  const spikes = rows
    .filter((r) => r.deviation > 0 && r.significant_1pct)
    .sort((a, b) => b.z - a.z)
    .slice(0, limit)
  if (spikes.length === 0) return 'No single digit is over-represented at the 1% level; the deviation is spread out.'
  return `Most over-represented (Z > 2.576): ${spikes
    .map(
      (r) =>
        `${r.digit} (observed ${pct(r.observed_proportion)} vs expected ${pct(r.expected_proportion)}, Z ${r.z.toFixed(2)})`,
    )
    .join('; ')}.`
}

export function benfordFinding(s: BenfordSection, label: string): FullFinding | null {
  if (s.status !== 'verdict' || s.conformity !== 'nonconformity' || s.mad === null) return null
  return {
    area: `benford.${s.test}`,
    severity: 'medium',
    description:
      `The ${label} distribution of ${s.n} amounts does not conform to Benford's Law: MAD ${s.mad} is above ` +
      `${s.mad_cutoffs.marginal} (Nigrini's nonconformity band). ` +
      overRepresented(s.digits, 5),
    recommendation:
      'List the amounts that start with the over-represented digits and group them by vendor, user and account to ' +
      'find where the excess comes from; first confirm the data suits Benford (no assigned numbers, fixed prices, ' +
      'or built-in minimum or maximum amounts).',
  }
}

export function roundNumberFindings(s: RoundNumbersSection): FullFinding[] {
  const findings: FullFinding[] = []
  for (const d of s.divisors) {
    if (
      !d.flagged ||
      d.proportion === null ||
      d.expected_count === null ||
      d.expected_proportion === null ||
      d.z === null ||
      d.binomial_p_value === null
    )
      continue
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
  return findings
}

export function duplicateFindings(s: DuplicatesSection): FullFinding[] {
  const findings: FullFinding[] = []
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
  return findings
}
