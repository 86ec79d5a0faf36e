// The reconciliation engine scored against independent planted-truth books (issue 25 §2): contract-tests/planted-books
// shares no code with the engine or with src/books/synthetic. 400-line books on five seeds and 10,000 × 10,000 on two
// (about 0.2 s each here; more seeds: `node contract-tests/bench/reconcile-planted.ts`). Wanted: precision ≥ 0.999 and
// recall ≥ 0.998 on match groups, every planted split found or reported ambiguous with it among the alternatives, no
// false split, no fee explained by a sum of unrelated lines, the difference exact to the cent, and the same answer
// (byte for byte) for the same books listed in another order. Plus the limit and wording rules on small cases.
import { describe, expect, it } from 'vitest'
import { plantBooks, shuffled } from '../../../contract-tests/planted-books/generate.ts'
import { scorePlanted } from '../../../contract-tests/planted-books/score.ts'
import { reconcile, type BankLineIn, type LedgerLineIn } from './index.ts'

const CASES = [
  ...[1, 2, 3, 4, 5].map((seed) => ({ seed, lines: 400 })),
  { seed: 101, lines: 10_000 },
  { seed: 202, lines: 10_000 },
]

describe.each(CASES)('reconcile on planted books, seed $seed, $lines lines a side', ({ seed, lines }) => {
  const books = plantBooks(seed, { lines })
  const asOf = books.truth.period_end
  const result = reconcile(books.bank, books.ledger, { asOf })
  const s = scorePlanted(books, result)

  it('has the size and the planted kinds it claims', () => {
    expect(books.bank.length).toBeGreaterThanOrEqual(lines * 0.98)
    expect(books.ledger.length).toBeGreaterThanOrEqual(lines * 0.98)
    expect(s.splits.planted).toBeGreaterThanOrEqual(lines >= 10_000 ? 40 : 5)
    expect(
      books.truth.bank_only.fees.length &&
        books.truth.bank_only.interest.length &&
        books.truth.bank_only.duplicates.length &&
        books.truth.traps.length,
    ).toBeGreaterThan(0)
  })

  it('matches with precision ≥ 0.999 and recall ≥ 0.998', () => {
    expect(s.matches.precision, JSON.stringify(s.matches)).toBeGreaterThanOrEqual(0.999)
    expect(s.matches.recall, JSON.stringify(s.matches)).toBeGreaterThanOrEqual(0.998)
  })

  it('finds every split (or reports it ambiguous among its alternatives), makes no false split, springs no trap', () => {
    expect(s.splits.missed).toEqual([])
    expect(s.false_splits).toEqual([])
    expect(s.traps_sprung).toEqual([])
  })

  it('types the one-sided items', () => {
    for (const k of [
      'fees',
      'interest',
      'duplicates',
      'outstanding_payments',
      'deposits_in_transit',
      'stale',
    ] as const) {
      expect(s[k].precision, `${k} ${JSON.stringify(s[k])}`).toBeGreaterThanOrEqual(0.99)
      expect(s[k].recall, `${k} ${JSON.stringify(s[k])}`).toBeGreaterThanOrEqual(0.99)
    }
  })

  it('leaves the exact difference: the unidentified lines, to the cent', () => {
    expect(result.difference_minor).toBe(books.truth.expected.difference_minor)
    expect(result.bank_total_minor - result.ledger_total_minor).toBe(
      books.truth.balances.bank_closing_minor - books.truth.balances.ledger_closing_minor,
    )
    expect(result.limits).toEqual([])
  })

  it('gives the same answer byte for byte for the same books in another order', () => {
    const again = reconcile(shuffled(books.bank, seed + 1), shuffled(books.ledger, seed + 2), { asOf })
    expect(JSON.stringify(again)).toBe(JSON.stringify(result))
  })
})

const bank = (
  id: string,
  date: string,
  amount: number,
  description = 'EFT',
  reference: string | null = null,
): BankLineIn => ({ id, date, amount_minor: amount, description, reference, counterparty: null })
const led = (
  entry: string,
  date: string,
  amount: number,
  narration = 'Payment',
  reference: string | null = null,
): LedgerLineIn => ({ entry_id: entry, line: 0, date, narration, reference, amount_minor: amount, description: null })

describe('reconcile: split evidence, limits and order', () => {
  it('never explains a bank fee as a sum of unrelated ledger lines', () => {
    const r = reconcile(
      [bank('f', '2026-06-28', -2500, 'ACCOUNT KEEPING FEE')],
      [
        led('a', '2026-06-27', -1000, 'Corner Cafe'),
        led('b', '2026-06-26', -700, 'Australia Post'),
        led('c', '2026-06-27', -800, 'Wilson Parking'),
      ],
      { asOf: '2026-06-30' },
    )
    expect(r.matches).toEqual([])
    expect(r.findings.map((f) => f.type)).toEqual([
      'unrecorded_bank_fee',
      'outstanding_payment',
      'outstanding_payment',
      'outstanding_payment',
    ])
    expect(r.difference_minor).toBe(0)
  })

  it('accepts a split on the party named on both sides even among other candidates', () => {
    const r = reconcile(
      [bank('b', '2026-06-10', 30000, 'TFR FROM HARBOUR GLASS')],
      [
        led('h1', '2026-06-08', 10000, 'Receipt Harbour Glass'),
        led('h2', '2026-06-09', 20000, 'Receipt Harbour Glass'),
        led('x', '2026-06-09', 20000, 'Receipt Ironbark Timber'),
        led('y', '2026-06-08', 10000, 'Receipt Kestrel Signs'),
      ],
    )
    expect(r.matches.map((m) => m.ledger)).toEqual([['h1:0', 'h2:0']])
  })

  it('reports a search cut by the pool limit: in limits, on the lines, and not reconciled', () => {
    const ledger = Array.from({ length: 30 }, (_, i) =>
      led(`e${String(i).padStart(2, '0')}`, '2026-06-08', -(101 + i * 7), `Supplier ${i}`),
    )
    const r = reconcile([bank('b', '2026-06-10', -1_000_000, 'TFR TO SOMEONE')], ledger, {
      maxSubsetPool: 10,
      asOf: '2026-06-30',
    })
    expect(r.limits).toEqual([{ rule: 'many_to_one', line: 'b', candidates: 30, searched: 10 }])
    expect(r.findings.find((f) => f.bank[0] === 'b')).toMatchObject({
      type: 'unmatched_bank_line',
      search_limited: true,
    })
    expect(r.findings.filter((f) => f.search_limited).length).toBe(1 + 20)
    expect(r.reconciled).toBe(false)
    const budget = reconcile([bank('b', '2026-06-10', -1_000_000, 'TFR TO SOMEONE')], ledger, {
      maxSubsetSteps: 10,
      asOf: '2026-06-30',
    })
    expect(budget.limits).toEqual([{ rule: 'many_to_one', line: 'b', candidates: 30, searched: 0 }])
  })

  it('does not depend on the ids the lines were written under (same content, other ids)', () => {
    const books = plantBooks(7, { lines: 400 })
    const asOf = books.truth.period_end
    const a = reconcile(books.bank, books.ledger, { asOf })
    const renamed = (id: string) => `x${[...id].reverse().join('')}`
    const b = reconcile(
      books.bank.map((l) => ({ ...l, id: renamed(l.id) })),
      books.ledger.map((l) => ({ ...l, entry_id: renamed(l.entry_id) })),
      { asOf },
    )
    expect(b.difference_minor).toBe(a.difference_minor)
    expect(b.counts).toEqual(a.counts)
    expect(b.findings.map((f) => [f.type, f.amount_minor]).sort()).toEqual(
      a.findings.map((f) => [f.type, f.amount_minor]).sort(),
    )
  })

  it('resolves two splits competing for one line the same way whichever is listed or named first', () => {
    const run = (first: string, second: string) =>
      reconcile(
        [bank(first, '2026-06-10', 30000, 'DEPOSIT'), bank(second, '2026-06-10', 50000, 'DEPOSIT')],
        [led('l1', '2026-06-09', 10000), led('l2', '2026-06-09', 20000), led('l3', '2026-06-09', 30000)],
        { windowBeforeDays: 0, windowAfterDays: 0 },
      )
    const shape = (r: ReturnType<typeof reconcile>) => ({
      difference: r.difference_minor,
      types: r.findings.map((f) => [f.type, f.amount_minor]).sort(),
      matched: r.counts.matched,
    })
    expect(shape(run('a', 'b'))).toEqual(shape(run('b', 'a')))
    expect(run('a', 'b').findings.map((f) => f.type)).toEqual(['ambiguous_candidates'])
  })

  it("pairs one party's payments of one amount in date order", () => {
    const r = reconcile(
      [
        bank('b1', '2025-11-13', -2500, 'EFT SECURE PARKING'),
        bank('b2', '2025-11-17', -2500, 'EFT SECU PARKING'),
        bank('b3', '2025-11-19', -2500, 'DD SECURE PARKING'),
      ],
      [
        led('l1', '2025-11-10', -2500, 'Secure Parking'),
        led('l2', '2025-11-15', -2500, 'Secure Parking'),
        led('l3', '2025-11-16', -2500, 'Secure Parking'),
      ],
    )
    expect(r.matches.map((m) => [m.bank[0], m.ledger[0]]).sort()).toEqual([
      ['b1', 'l1:0'],
      ['b2', 'l2:0'],
      ['b3', 'l3:0'],
    ])
  })
})
