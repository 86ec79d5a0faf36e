// Warnings of the anomalies engine's Benford tests: what was left out and which gate withheld a verdict, per sign.
import type { BenfordPopulation, Sign } from './types.ts'

export function benfordWarnings(sign: Sign, p: BenfordPopulation, minText: string): string[] {
  const warnings: string[] = []
  if (p.excluded_below_min > 0) {
    warnings.push(
      `${p.excluded_below_min} ${sign} amount(s) below benford_min_amount ${minText} were left out of the Benford tests.`,
    )
  }
  for (const s of [p.first_digit, p.first_two_digits]) {
    const label = `${s.test.replaceAll('_', '-')} test of ${sign} amounts`
    if (s.status === 'not_run') warnings.push(`Benford ${label} not run: ${s.verdict_withheld_reason}`)
    else if (s.status === 'withheld') warnings.push(`Benford ${label}: verdict withheld. ${s.verdict_withheld_reason}`)
    else if (s.status === 'inconclusive') warnings.push(`Benford ${label} inconclusive: ${s.verdict_withheld_reason}`)
  }
  return warnings
}
