// The findings of the anomalies engine, each with the records (or contacts) that support it: nonconforming Benford
// tests, flagged round-number divisors, heavy duplicate amounts, same-same-same and same-same-different groups, invalid
// identifiers, suppliers without an identifier and bank accounts shared by contacts.

import { SCALE, firstDigit, firstTwoDigits, formatUnits } from './amounts.ts'
import { pct } from './stats.ts'
import type { DuplicateGroup } from './same-same.ts'
import type { BenfordPopulation, DigitRow, DuplicatesSection, RoundNumbersSection, Sign } from './types.ts'
import type { EvidenceRow, ForensicTransaction } from './transactions.ts'
import type { VendorIdentifierResult } from './vendor-identifiers.ts'

/** Statistical findings quote at most this many records (largest amounts first); records_total says how many match. */
export const EVIDENCE_LIMIT = 25

export interface ContactEvidence {
  contact_id: string
  contact_name: string
  contact_kind: string
  scheme: string | null
  /** The identifier's canonical form (TFNs masked), or null. */
  normalized: string | null
  bank_account: string | null
}

export interface InvestigationFinding {
  /** Stable within one answer: the test, the area and a number ("duplicates.same_same_same.2"). */
  id: string
  test: 'benford' | 'round_numbers' | 'duplicates' | 'vendor_identifiers'
  area: string
  severity: 'high' | 'medium' | 'low'
  description: string
  recommendation: string
  records: EvidenceRow[]
  /** Records that match the finding; `records` holds at most EVIDENCE_LIMIT of them for statistical findings. */
  records_total: number
  contacts: ContactEvidence[]
}

type Format = (minor: number) => string

export function evidence(t: ForensicTransaction, format: Format): EvidenceRow {
  return {
    transaction_id: t.id,
    source: t.source,
    date: t.date,
    amount: format(t.amount_minor),
    counterparty: t.counterparty,
    reference: t.reference,
    description: t.description,
    account: t.account,
  }
}

/** Records (by index into transactions) matching `keep`, largest |amount| first, capped. */
function pick(
  abs: readonly bigint[],
  idx: readonly number[],
  keep: (u: bigint) => boolean,
  transactions: readonly ForensicTransaction[],
  format: Format,
) {
  const hits: number[] = []
  for (let i = 0; i < abs.length; i++) if (keep(abs[i]!)) hits.push(i)
  hits.sort((a, b) => (abs[b]! > abs[a]! ? 1 : abs[b]! < abs[a]! ? -1 : a - b))
  return {
    total: hits.length,
    rows: hits.slice(0, EVIDENCE_LIMIT).map((i) => evidence(transactions[idx[i]!]!, format)),
  }
}

const signWord = (sign: Sign) =>
  sign === 'positive'
    ? 'positive amounts (money in on bank lines, debits on ledger lines)'
    : 'negative amounts (money out on bank lines, credits on ledger lines), tested as absolute values'

export function benfordFindings(
  sign: Sign,
  p: BenfordPopulation,
  abs: readonly bigint[],
  idx: readonly number[],
  minUnits: bigint,
  transactions: readonly ForensicTransaction[],
  format: Format,
): InvestigationFinding[] {
  const out: InvestigationFinding[] = []
  for (const s of [p.first_digit, p.first_two_digits]) {
    if (s.status !== 'verdict' || s.conformity !== 'nonconformity' || s.mad === null) continue
    const spikes: DigitRow[] = s.digits
      .filter((r) => r.deviation > 0 && r.significant_1pct)
      .sort((a, b) => b.z - a.z)
      .slice(0, 5)
    const spiked = new Set(spikes.map((r) => r.digit))
    const digitOf = s.test === 'first_digit' ? firstDigit : firstTwoDigits
    const { total, rows } = pick(abs, idx, (u) => u >= minUnits && spiked.has(digitOf(u) ?? -1), transactions, format)
    const label = s.test === 'first_digit' ? 'first-digit' : 'first-two-digit'
    out.push({
      id: `benford.${s.test}.${sign}`,
      test: 'benford',
      area: `benford.${s.test}`,
      severity: 'medium',
      description:
        `The ${label} distribution of ${s.n} ${signWord(sign)} does not conform to Benford's Law: MAD ${s.mad} is above ` +
        `${s.mad_cutoffs.marginal} (nonconformity). ` +
        (spikes.length
          ? `Most over-represented (Z > 2.576): ${spikes.map((r) => `${r.digit} (${pct(r.observed_proportion)} vs ${pct(r.expected_proportion)} expected)`).join('; ')}.`
          : 'No single digit is over-represented at the 1% level; the deviation is spread out.'),
      recommendation:
        'Review the records starting with the over-represented digits, grouped by counterparty and account; first ' +
        'confirm the population suits Benford (no fixed prices, assigned numbers or built-in limits).',
      records: rows,
      records_total: total,
      contacts: [],
    })
  }
  return out
}

export function roundNumberFindings(
  sign: Sign,
  s: RoundNumbersSection,
  abs: readonly bigint[],
  idx: readonly number[],
  transactions: readonly ForensicTransaction[],
  format: Format,
): InvestigationFinding[] {
  const out: InvestigationFinding[] = []
  for (const d of s.divisors) {
    if (!d.flagged || d.expected_count === null || d.z === null || d.binomial_p_value === null || d.proportion === null)
      continue
    const k = BigInt(d.divisor) * SCALE
    const { total, rows } = pick(abs, idx, (u) => u >= SCALE && u % k === 0n, transactions, format)
    out.push({
      id: `round_numbers.divisible_by_${d.divisor}.${sign}`,
      test: 'round_numbers',
      area: `round_numbers.divisible_by_${d.divisor}`,
      severity: 'medium',
      description:
        `${d.count} of ${s.n_tested} whole-currency ${sign} amounts (${pct(d.proportion, 2)}) are multiples of ${d.divisor}; ` +
        `${d.expected_count.toFixed(1)} are expected for amounts of these magnitudes under Benford's Law (one-sided z ${d.z.toFixed(2)}, ` +
        `binomial p ${d.binomial_p_value < 0.000001 ? '< 0.000001' : d.binomial_p_value}).`,
      recommendation:
        'Review the round amounts for estimates, manual entries and payments without an invoice; compare with prior periods.',
      records: rows,
      records_total: total,
      contacts: [],
    })
  }
  return out
}

export function heavyDuplicateFindings(
  s: DuplicatesSection,
  units: readonly bigint[],
  transactions: readonly ForensicTransaction[],
  format: Format,
): InvestigationFinding[] {
  const heavy = s.top.filter((e) => e.heavy)
  if (heavy.length === 0) return []
  const wanted = new Set(heavy.map((e) => e.amount))
  const byAmount = new Map<string, number[]>()
  units.forEach((u, i) => {
    const a = formatUnits(u)
    if (!wanted.has(a)) return
    const list = byAmount.get(a)
    if (list) list.push(i)
    else byAmount.set(a, [i])
  })
  return heavy.map((e, n) => {
    const hits = byAmount.get(e.amount) ?? []
    return {
      id: `duplicates.amount.${n + 1}`,
      test: 'duplicates' as const,
      area: 'duplicates.amount',
      severity: e.proportion >= 0.05 ? ('medium' as const) : ('low' as const),
      description: `The amount ${format(transactions[hits[0]!]!.amount_minor)} occurs ${e.count} times (${pct(e.proportion, 2)} of ${s.n} records).`,
      recommendation:
        'Check these records for duplicate payments and for a recurring fixed charge that explains the repetition.',
      records: hits.slice(0, EVIDENCE_LIMIT).map((i) => evidence(transactions[i]!, format)),
      records_total: hits.length,
      contacts: [],
    }
  })
}

export function duplicateGroupFinding(
  g: DuplicateGroup,
  n: number,
  windowDays: number,
  format: Format,
): InvestigationFinding {
  const first = g.records[0]!
  const last = g.records[g.records.length - 1]!
  const when =
    first.date === last.date
      ? `on ${first.date}`
      : `between ${first.date} and ${last.date} (window ${windowDays} day(s))`
  const amount = format(g.amount_minor)
  const names = [...new Set(g.records.map((r) => r.counterparty ?? r.contact_id ?? '?'))]
  const sss = g.kind === 'same_same_same'
  return {
    id: `duplicates.${g.kind}.${n}`,
    test: 'duplicates',
    area: `duplicates.${g.kind}`,
    severity: sss ? 'high' : 'medium',
    description: sss
      ? `${g.records.length} records of ${amount} with ${names[0]} ${when}: same amount, same counterparty, same date.`
      : g.matched_on === 'amount_reference'
        ? `${g.records.length} records of ${amount} with reference ${first.reference} paid to ${names.length} different counterparties (${names.join(', ')}).`
        : `${g.records.length} records of ${amount} ${when} with ${names.length} different counterparties (${names.join(', ')}).`,
    recommendation: sss
      ? 'Check for a duplicate payment or claim: compare the invoices behind these records and recover any amount paid twice.'
      : 'Check whether the wrong counterparty was paid first and the right one later (same-same-different); confirm each invoice.',
    records: g.records.map((r) => evidence(r, format)),
    records_total: g.records.length,
    contacts: [],
  }
}

export function vendorFindings(v: VendorIdentifierResult): InvestigationFinding[] {
  const out: InvestigationFinding[] = []
  let n = 0
  for (const r of v.results) {
    if (r.valid !== false) continue
    out.push({
      id: `vendor_identifiers.invalid.${++n}`,
      test: 'vendor_identifiers',
      area: 'vendor_identifiers.invalid',
      severity: r.reason === 'checksum_mismatch' ? 'high' : 'medium',
      description: `${r.contact_name} (${r.contact_kind}) quotes a ${r.scheme} that is not valid: ${r.message}`,
      recommendation:
        'Obtain the correct identifier from the counterparty and check it in the registry before paying again; an ' +
        'invented identifier is a sign of a fictitious vendor.',
      records: [],
      records_total: 0,
      contacts: [
        {
          contact_id: r.contact_id,
          contact_name: r.contact_name,
          contact_kind: r.contact_kind,
          scheme: r.scheme,
          normalized: r.normalized,
          bank_account: null,
        },
      ],
    })
  }
  if (v.suppliers_without_identifier.length > 0) {
    const expected = v.suppliers_without_identifier[0]!.expected_scheme
    out.push({
      id: 'vendor_identifiers.missing.1',
      test: 'vendor_identifiers',
      area: 'vendor_identifiers.missing',
      severity: 'low',
      description: `${v.suppliers_without_identifier.length} supplier(s) have no ${expected ?? 'business identifier'} on record.`,
      recommendation:
        'Collect the identifiers; in Australia a payer must withhold 47% from a supplier that quotes no ABN unless an exception applies.',
      records: [],
      records_total: 0,
      contacts: v.suppliers_without_identifier.map((c) => ({
        contact_id: c.contact_id,
        contact_name: c.contact_name,
        contact_kind: 'supplier',
        scheme: null,
        normalized: null,
        bank_account: null,
      })),
    })
  }
  v.shared_bank_accounts.forEach((b, i) =>
    out.push({
      id: `vendor_identifiers.shared_bank_account.${i + 1}`,
      test: 'vendor_identifiers',
      area: 'vendor_identifiers.shared_bank_account',
      severity: 'high',
      description: `${b.contacts.length} contacts share one bank account: ${b.contacts.map((c) => `${c.contact_name} (${c.contact_kind})`).join(', ')}.`,
      recommendation:
        'A supplier sharing a bank account with another supplier or an employee can be a ghost vendor or a related party: verify ownership of the account.',
      records: [],
      records_total: 0,
      contacts: b.contacts.map((c) => ({ ...c, scheme: null, normalized: null, bank_account: b.bank_account })),
    }),
  )
  return out
}
