// The anomalies engine: scored against the planted facts of the forensic synthetic books (issue 8 "Proof"), its
// statistics recomputed by hand from the formulas, and its options (tests, thresholds, window) taking effect.
import { describe, expect, it } from 'vitest'
import { forensicBooks } from '../books/synthetic/forensic.ts'
import {
  ForensicInputError,
  investigate,
  resolveThresholds,
  type ForensicContact,
  type ForensicTransaction,
  type InvestigateTests,
  type InvestigationOutput,
} from './index.ts'

const ALL: InvestigateTests = { benford: true, round_numbers: true, duplicates: true, vendor_identifiers: true }
const cents = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`

function run(
  books: { transactions: readonly ForensicTransaction[]; contacts: readonly ForensicContact[] },
  o: { tests?: Partial<InvestigateTests>; override?: Record<string, unknown>; jurisdiction?: 'AU' | null } = {},
) {
  return investigate({
    transactions: books.transactions,
    contacts: books.contacts,
    exponent: 2,
    format: cents,
    tests: { ...ALL, ...o.tests },
    thresholds: resolveThresholds(o.override ?? {}),
    jurisdiction: o.jurisdiction ?? null,
  })
}

/** The pairs the answer's duplicate findings name, as the labels write them. */
function foundPairs(out: InvestigationOutput, area: 'same_same_same' | 'same_same_different'): Set<string> {
  const pairs = new Set<string>()
  for (const f of out.findings.filter((x) => x.area === `duplicates.${area}`)) {
    for (let i = 0; i < f.records.length; i++) {
      for (let j = i + 1; j < f.records.length; j++) {
        const a = f.records[i]!
        const b = f.records[j]!
        if (area === 'same_same_different' && a.counterparty === b.counterparty) continue
        pairs.add(
          a.transaction_id < b.transaction_id
            ? `${a.transaction_id}|${b.transaction_id}`
            : `${b.transaction_id}|${a.transaction_id}`,
        )
      }
    }
  }
  return pairs
}

function score(found: Set<string>, planted: readonly string[]) {
  const truth = new Set(planted)
  const tp = [...found].filter((p) => truth.has(p)).length
  return { precision: found.size === 0 ? 1 : tp / found.size, recall: truth.size === 0 ? 1 : tp / truth.size }
}

describe('scored against the planted labels', () => {
  const seeds = [1, 2, 3]
  for (const population of ['benford', 'fabricated'] as const) {
    for (const seed of seeds) {
      it(`${population} population, seed ${seed}: Benford verdict, duplicates, identifiers`, async () => {
        const books = forensicBooks({ seed, population, transactions: 8000, sameSameSame: 50, sameSameDifferent: 50 })
        const out = await run(books)
        for (const sign of ['positive', 'negative'] as const) {
          const s = out.benford![sign].first_digit
          expect(s.status, sign).toBe('verdict')
          // Nigrini's three conformity bands (close, acceptable, marginally acceptable) all read as conforming.
          if (population === 'benford')
            expect(['close', 'acceptable', 'marginal'], `${sign} MAD ${s.mad}`).toContain(s.conformity)
          else expect(s.conformity, `${sign} MAD ${s.mad}`).toBe('nonconformity')
        }
        const benfordFindings = out.findings.filter((f) => f.area === 'benford.first_digit')
        expect(benfordFindings.length).toBe(population === 'benford' ? 0 : 2)

        const sss = score(foundPairs(out, 'same_same_same'), books.labels.same_same_same)
        const ssd = score(foundPairs(out, 'same_same_different'), books.labels.same_same_different)
        expect(sss.precision).toBeGreaterThanOrEqual(0.99)
        expect(sss.recall).toBeGreaterThanOrEqual(0.98)
        expect(ssd.precision).toBeGreaterThanOrEqual(0.99)
        expect(ssd.recall).toBeGreaterThanOrEqual(0.98)

        const invalid = out
          .vendor_identifiers!.results.filter((r) => r.valid === false)
          .map((r) => ({ contact_id: r.contact_id, scheme: r.scheme }))
        expect(invalid.sort((a, b) => (a.contact_id < b.contact_id ? -1 : 1))).toEqual(books.labels.invalid_identifiers)
        expect(out.vendor_identifiers!.valid).toBe(books.labels.valid_identifiers)
        expect(
          out.findings
            .filter((f) => f.area === 'vendor_identifiers.invalid')
            .map((f) => f.contacts[0]!.contact_id)
            .sort(),
        ).toEqual(books.labels.invalid_identifiers.map((x) => x.contact_id))
        const shared = out.findings.filter((f) => f.area === 'vendor_identifiers.shared_bank_account')
        expect(shared.map((f) => f.contacts.map((c) => c.contact_id).sort())).toEqual([
          books.labels.shared_bank_account,
        ])
        // Registry status is never invented.
        expect(out.vendor_identifiers!.results.every((r) => r.registry_status === null)).toBe(true)
        expect(out.stub_fields).toEqual(['narrative', 'vendor_identifiers.results.registry_status'])
      })
    }
  }
})

/** Transactions with the given signed amounts (cents), distinct dates and counterparties so nothing duplicates. */
function txns(amounts: number[]): ForensicTransaction[] {
  return amounts.map((a, i) => ({
    id: `t${String(i).padStart(4, '0')}`,
    source: 'bank',
    date: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
    amount_minor: a,
    counterparty: `Vendor ${i}`,
    contact_id: null,
    reference: null,
    description: null,
    account: 'bank-1',
  }))
}

describe('statistics equal their formulas', () => {
  it('first-digit chi-square, MAD and Z of a small sample, recomputed by hand', async () => {
    // 120 amounts ≥ 10.00 with first-digit counts 40, 20, 15, 10, 10, 8, 7, 5, 5.
    const counts = [40, 20, 15, 10, 10, 8, 7, 5, 5]
    const amounts = counts.flatMap((c, i) => Array.from({ length: c }, (_, j) => -((i + 1) * 1000 + 13 * j + 7))) // -(d0.07 …) cents
    const out = await run(
      { transactions: txns(amounts), contacts: [] },
      { tests: { round_numbers: false, duplicates: false, vendor_identifiers: false } },
    )
    const s = out.benford!.negative.first_digit
    const n = 120
    let chi = 0
    let mad = 0
    counts.forEach((o, i) => {
      const ep = Math.log10(1 + 1 / (i + 1))
      chi += (o - n * ep) ** 2 / (n * ep)
      mad += Math.abs(o / n - ep) / 9
    })
    expect(s.n).toBe(120)
    expect(s.digits.map((r) => r.observed_count)).toEqual(counts)
    expect(s.chi_square!.statistic).toBeCloseTo(chi, 5)
    expect(s.mad).toBeCloseTo(mad, 5)
    const ep1 = Math.log10(2)
    const z1 = (Math.abs(40 / n - ep1) - 1 / (2 * n)) / Math.sqrt((ep1 * (1 - ep1)) / n)
    expect(s.digits[0]!.z).toBeCloseTo(z1, 5)
    expect(s.status).toBe('withheld') // N < 500
    expect(out.benford!.positive.first_digit.status).toBe('not_run')
  })
})

describe('options', () => {
  it('each test can be switched off; progress after each test', async () => {
    const books = forensicBooks({ seed: 5, transactions: 600 })
    const seen: number[] = []
    const out = await investigate(
      {
        transactions: books.transactions,
        contacts: books.contacts,
        exponent: 2,
        format: cents,
        tests: { benford: false, round_numbers: true, duplicates: false, vendor_identifiers: true },
        thresholds: resolveThresholds({}),
        jurisdiction: null,
      },
      { progress: (f) => seen.push(f) },
    )
    expect(out.benford).toBeNull()
    expect(out.duplicates).toBeNull()
    expect(out.round_numbers).not.toBeNull()
    expect(out.vendor_identifiers).not.toBeNull()
    expect(seen).toEqual([0.5, 1])
  })

  it('threshold_override changes the verdict gate and the duplicate window', async () => {
    const books = forensicBooks({ seed: 9, transactions: 400, sameSameSame: 0, sameSameDifferent: 0 })
    expect((await run(books)).benford!.negative.first_digit.status).toBe('withheld')
    const lowered = await run(books, { override: { first_digit_min_n_verdict: 200 } })
    expect(lowered.benford!.negative.first_digit.status).toBe('verdict')
    expect(lowered.thresholds.first_digit_min_n_verdict).toBe(200)

    const [a, b] = txns([-123456, -123456]) as [ForensicTransaction, ForensicTransaction]
    const pair = [
      { ...a, counterparty: 'Acme' },
      { ...b, counterparty: 'ACME.', date: '2026-01-03' },
    ]
    expect((await run({ transactions: pair, contacts: [] })).duplicates!.same_same_same.groups).toBe(0)
    const windowed = await run({ transactions: pair, contacts: [] }, { override: { duplicate_window_days: 2 } })
    expect(windowed.duplicates!.same_same_same).toEqual({ groups: 1, records: 2, pairs: 1 })
    expect(
      windowed.findings.find((f) => f.area === 'duplicates.same_same_same')!.records.map((r) => r.transaction_id),
    ).toEqual(['t0000', 't0001'])
  })

  it('same-same-different on an invoice reference across dates', async () => {
    const [a, b] = txns([-50000, -50000]) as [ForensicTransaction, ForensicTransaction]
    const out = await run({
      transactions: [
        { ...a, reference: 'INV-0042' },
        { ...b, reference: 'inv 42', date: '2026-02-20' },
      ],
      contacts: [],
    })
    const f = out.findings.filter((x) => x.area === 'duplicates.same_same_different')
    expect(f).toHaveLength(1)
    expect(f[0]!.description).toContain('reference INV-0042')
    expect(out.duplicates!.same_same_same.groups).toBe(0)
  })

  it('refuses unknown threshold keys and out-of-range values with a precise param', () => {
    const param = (o: Record<string, unknown>) => {
      try {
        resolveThresholds(o)
      } catch (e) {
        if (e instanceof ForensicInputError) return `${e.param}: ${e.reason}`
        throw e
      }
      return 'accepted'
    }
    expect(param({ benford_min_n: 50, round_z: 3 })).toBe('accepted')
    expect(param({ nope: 1 })).toMatch(/^threshold_override\.nope: is not a known threshold/)
    expect(param({ round_p: 0 })).toBe('threshold_override.round_p: must be greater than 0')
    expect(param({ round_p: 1.5 })).toBe('threshold_override.round_p: must be at most 1')
    expect(param({ benford_min_n: 2.5 })).toBe('threshold_override.benford_min_n: must be an integer')
    expect(param({ duplicate_window_days: '1' })).toBe('threshold_override.duplicate_window_days: must be a number')
    expect(param({ duplicate_window_days: 32 })).toBe('threshold_override.duplicate_window_days: must be at most 31')
    expect(param({ first_digit_mad_close: 0.02 })).toMatch(
      /^threshold_override\.first_digit_mad_close: must keep first_digit_mad_close/,
    )
    expect(param({ benford_min_amount: '-1' })).toBe('threshold_override.benford_min_amount: must not be negative')
    expect(param({ benford_min_amount: '1e3' })).toMatch(/^threshold_override\.benford_min_amount: must be a decimal/)
    expect(resolveThresholds({ benford_min_amount: '25.50' }).benford_min_amount_units).toBe(255_000n)
  })
})
