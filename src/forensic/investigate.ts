// The anomalies.investigate engine: Benford, round-number, duplicate (number duplication, same-same-same,
// same-same-different) and vendor identifier tests over a client's transactions and contacts (research §2.1–2.4).
// A pure function of arrays and options: the skill reads the books, maps them onto ForensicTransaction /
// ForensicContact, and hands over. Every number is computed; the narrative needs a language model and is a stub
// (null, listed in stub_fields), and registry status needs registries this service cannot reach (likewise).
//
// Positives and negatives are analysed apart in the Benford and round-number tests (research §2.1: the incentives to
// manipulate money in and money out differ). Amounts become exact units of 0.0001 (src/forensic/amounts.ts).

import { benfordTest } from './benford.ts'
import { firstDigit, firstTwoDigits, formatUnits } from './amounts.ts'
import { roundNumberTest } from './round-numbers.ts'
import { duplicateTest } from './duplicates.ts'
import { splitPopulation } from './population.ts'
import { sameSameDifferent, sameSameSame, duplicatePairs, type DuplicateGroup } from './same-same.ts'
import { checkVendorIdentifiers, type Jurisdiction, type VendorIdentifierResult } from './vendor-identifiers.ts'
import { reportThresholds, type ReportedThresholds, type Thresholds } from './thresholds.ts'
import type { BenfordPopulation, DuplicatesSection, RoundNumbersSection, Sign } from './types.ts'
import type { ForensicContact, ForensicTransaction } from './transactions.ts'
import {
  benfordFindings,
  duplicateGroupFinding,
  heavyDuplicateFindings,
  roundNumberFindings,
  vendorFindings,
  type InvestigationFinding,
} from './investigate-findings.ts'
import { benfordWarnings } from './investigate-warnings.ts'

export interface InvestigateTests {
  benford: boolean
  round_numbers: boolean
  duplicates: boolean
  vendor_identifiers: boolean
}

export interface InvestigateInput {
  transactions: readonly ForensicTransaction[]
  contacts: readonly ForensicContact[]
  /** Decimal places of the client's currency (0–4): minor units × 10^(4 − exponent) = units of 0.0001. */
  exponent: number
  /** Formats minor units as the API's decimal string (money.formatAmount with the client's currency). */
  format: (minor: number) => string
  tests: InvestigateTests
  thresholds: Thresholds
  jurisdiction: Jurisdiction | null
}

export interface InvestigateHooks {
  /** Called after each test with the share of tests done. */
  progress?: (fraction: number, message: string) => void
  /** Awaited between tests (the skill yields to the event loop there and stops when the call is cancelled). */
  checkpoint?: () => Promise<void>
}

export interface SameSameSummary {
  groups: number
  records: number
  /** Pairs of records the groups call duplicates of each other. */
  pairs: number
}

export interface InvestigationOutput {
  stub_fields: string[]
  warnings: string[]
  counts: {
    transactions: number
    positive: number
    negative: number
    zero: number
    without_counterparty: number
    contacts: number
  }
  thresholds: ReportedThresholds
  benford: { positive: BenfordPopulation; negative: BenfordPopulation } | null
  round_numbers: { positive: RoundNumbersSection; negative: RoundNumbersSection } | null
  duplicates: {
    window_days: number
    number_duplication: DuplicatesSection
    same_same_same: SameSameSummary
    same_same_different: SameSameSummary
  } | null
  vendor_identifiers: VendorIdentifierResult | null
  findings: InvestigationFinding[]
  /** A prose account of the findings needs a language model: always null here (listed in stub_fields). */
  narrative: null
}

export const NARRATIVE_WARNING =
  'narrative is null: a written account of the findings needs a language model, which this service does not run. ' +
  'Every number, section and finding is computed from the books.'

export const REGISTRY_WARNING =
  'Registry status was not checked: ABN Lookup (ABR), the NZBN register, HMRC VAT, Companies House, CRA and IRS TIN ' +
  'matching need credentials and network access, which this service does not have. vendor_identifiers.results[].' +
  'registry_status is null; "valid" means well-formed with a matching check digit where the scheme has one, never ' +
  'issued, active or GST/VAT registered.'

/** The pairs of all duplicate groups of one kind (for scoring against labels). */
export function pairsOf(groups: readonly DuplicateGroup[]): Set<string> {
  return new Set(groups.flatMap(duplicatePairs))
}

export async function investigate(input: InvestigateInput, hooks: InvestigateHooks = {}): Promise<InvestigationOutput> {
  const { transactions, thresholds: t, tests } = input
  if (!Number.isInteger(input.exponent) || input.exponent < 0 || input.exponent > 4)
    throw new RangeError(`exponent ${input.exponent} is outside 0–4`)
  const factor = 10n ** BigInt(4 - input.exponent)
  const units = transactions.map((x) => BigInt(x.amount_minor) * factor)
  const warnings: string[] = []
  const stub_fields = ['narrative']
  const findings: InvestigationFinding[] = []
  const steps = Object.values(tests).filter(Boolean).length
  let done = 0
  const step = async (message: string) => {
    done++
    hooks.progress?.(steps === 0 ? 1 : done / steps, message)
    await hooks.checkpoint?.()
  }
  const positive: bigint[] = []
  const negative: bigint[] = []
  const posIdx: number[] = []
  const negIdx: number[] = []
  units.forEach((u, i) => {
    if (u > 0n) {
      positive.push(u)
      posIdx.push(i)
    } else if (u < 0n) {
      negative.push(-u)
      negIdx.push(i)
    }
  })
  const withoutCounterparty = transactions.filter((x) => !x.counterparty && !x.contact_id).length
  if (transactions.length === 0)
    warnings.push('No transactions in the scope: the transaction tests have nothing to analyse.')

  let benford: InvestigationOutput['benford'] = null
  if (tests.benford) {
    const population = (sign: Sign, abs: bigint[], idx: number[]): BenfordPopulation => {
      const split = splitPopulation(abs, t.benford_min_amount_units)
      const opts = { minN: t.benford_min_n }
      const first = benfordTest(
        'first_digit',
        split.benfordUnits.map((u) => firstDigit(u) as number),
        {
          ...opts,
          minNVerdict: t.first_digit_min_n_verdict,
          minNInconclusive: null,
          cutoffs: {
            close: t.first_digit_mad_close,
            acceptable: t.first_digit_mad_acceptable,
            marginal: t.first_digit_mad_marginal,
          },
        },
      )
      const firstTwo = benfordTest(
        'first_two_digits',
        split.benfordUnits.map((u) => firstTwoDigits(u) as number),
        {
          ...opts,
          minNVerdict: t.first_two_digits_min_n_verdict,
          minNInconclusive: t.first_two_digits_min_n_inconclusive,
          cutoffs: {
            close: t.first_two_digits_mad_close,
            acceptable: t.first_two_digits_mad_acceptable,
            marginal: t.first_two_digits_mad_marginal,
          },
        },
      )
      const p: BenfordPopulation = {
        records: abs.length,
        n: split.benfordUnits.length,
        excluded_below_min: split.belowMin,
        first_digit: first,
        first_two_digits: firstTwo,
      }
      warnings.push(...benfordWarnings(sign, p, formatUnits(t.benford_min_amount_units)))
      findings.push(...benfordFindings(sign, p, abs, idx, t.benford_min_amount_units, transactions, input.format))
      return p
    }
    benford = { positive: population('positive', positive, posIdx), negative: population('negative', negative, negIdx) }
    await step('Benford tests done')
  }

  let roundNumbers: InvestigationOutput['round_numbers'] = null
  if (tests.round_numbers) {
    const opts = { minN: t.round_min_n, zFlag: t.round_z, pFlag: t.round_p, minExcess: t.round_min_excess }
    const run = (sign: Sign, abs: bigint[], idx: number[]) => {
      const s = roundNumberTest(abs, opts)
      if (s.flags_withheld_reason)
        warnings.push(`Round-number flags withheld for ${sign} amounts: ${s.flags_withheld_reason}`)
      findings.push(...roundNumberFindings(sign, s, abs, idx, transactions, input.format))
      return s
    }
    roundNumbers = { positive: run('positive', positive, posIdx), negative: run('negative', negative, negIdx) }
    await step('Round-number test done')
  }

  let duplicates: InvestigationOutput['duplicates'] = null
  if (tests.duplicates) {
    const hitParade = duplicateTest(units, {
      heavyMinCount: t.hit_parade_heavy_min_count,
      heavyMinShare: t.hit_parade_heavy_min_share,
    })
    findings.push(...heavyDuplicateFindings(hitParade, units, transactions, input.format))
    const windowDays = t.duplicate_window_days
    const sss = sameSameSame(transactions, { windowDays })
    const ssd = sameSameDifferent(transactions, { windowDays })
    sss.forEach((g, i) => findings.push(duplicateGroupFinding(g, i + 1, windowDays, input.format)))
    ssd.forEach((g, i) => findings.push(duplicateGroupFinding(g, i + 1, windowDays, input.format)))
    const summary = (groups: DuplicateGroup[]): SameSameSummary => ({
      groups: groups.length,
      records: new Set(groups.flatMap((g) => g.records.map((r) => r.id))).size,
      pairs: pairsOf(groups).size,
    })
    duplicates = {
      window_days: windowDays,
      number_duplication: hitParade,
      same_same_same: summary(sss),
      same_same_different: summary(ssd),
    }
    if (withoutCounterparty > 0) {
      warnings.push(
        `${withoutCounterparty} transaction(s) name no counterparty and were left out of the same-same-same and ` +
          'same-same-different tests (neither "same" nor "different" can be judged); the number duplication test includes them.',
      )
    }
    await step('Duplicate tests done')
  }

  let vendor: VendorIdentifierResult | null = null
  if (tests.vendor_identifiers) {
    vendor = checkVendorIdentifiers(input.contacts, input.jurisdiction)
    findings.push(...vendorFindings(vendor))
    stub_fields.push('vendor_identifiers.results.registry_status')
    warnings.push(REGISTRY_WARNING)
    if (vendor.format_only > 0) {
      warnings.push(
        `${vendor.format_only} identifier(s) (US EINs, UK company numbers, GD/HA VAT numbers) have no check digit: ` +
          'only their format was checked.',
      )
    }
    if (input.contacts.length === 0) warnings.push('The client has no contacts: no vendor identifier to check.')
    await step('Vendor identifier checks done')
  }
  warnings.push(NARRATIVE_WARNING)

  return {
    stub_fields,
    warnings,
    counts: {
      transactions: transactions.length,
      positive: positive.length,
      negative: negative.length,
      zero: transactions.length - positive.length - negative.length,
      without_counterparty: withoutCounterparty,
      contacts: input.contacts.length,
    },
    thresholds: reportThresholds(t),
    benford,
    round_numbers: roundNumbers,
    duplicates,
    vendor_identifiers: vendor,
    findings,
    narrative: null,
  }
}
