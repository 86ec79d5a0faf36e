// The reconciliation engine scored against generated books with planted facts (issue 8 "Proof": precision ≥ 0.99 and
// recall ≥ 0.98 with fees, transit items and duplicates present), and its rules on small hand-made cases.
import { describe, expect, it } from 'vitest'
import {
  combine,
  generateBooks,
  ledgerLinesOf,
  scoreReconcile,
  type ReconcileCategory,
  type Score,
} from '../synthetic/index.ts'
import { reconcile, reconciliationId, type BankLineIn, type LedgerLineIn } from './index.ts'

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8]

function runSeed(seed: number, pairs = 300) {
  const book = generateBooks(seed, { pairs })
  const lab = book.labels.reconcile
  const ledger = ledgerLinesOf(book, { accountCode: lab.account_code })
  return { book, ledger, result: reconcile(book.statement_lines, ledger, { asOf: lab.period_end }) }
}

describe('reconcile: scored against planted labels', () => {
  const runs = SEEDS.map((s) => runSeed(s))
  const scores = runs.map((r) => scoreReconcile(r.book, r.result))
  const total = (c: ReconcileCategory): Score => combine(scores.map((s) => s[c]))

  it('plants every kind of fact in every book', () => {
    for (const { book } of runs) {
      const l = book.labels.reconcile
      expect(l.bank_fees.length).toBeGreaterThan(0)
      expect(l.deposits_in_transit.length).toBeGreaterThan(0)
      expect(l.outstanding_payments.length).toBeGreaterThan(0)
      expect(l.duplicates.length).toBeGreaterThan(0)
      expect(l.stale.length).toBeGreaterThan(0)
      expect(l.matches.filter((m) => m.kind === 'many_to_one').length).toBeGreaterThan(0)
      expect(l.matches.filter((m) => m.kind === 'one_to_many').length).toBeGreaterThan(0)
    }
  })

  it('overall precision ≥ 0.99 and recall ≥ 0.98', () => {
    const all = total('all')
    expect(all.precision, JSON.stringify(all)).toBeGreaterThanOrEqual(0.99)
    expect(all.recall, JSON.stringify(all)).toBeGreaterThanOrEqual(0.98)
  })

  it.each(['matches', 'bank_fees', 'transit', 'stale', 'duplicates'] as const)(
    '%s: precision ≥ 0.99 and recall ≥ 0.98',
    (c) => {
      const s = total(c)
      expect(s.tp, c).toBeGreaterThan(0)
      expect(s.precision, JSON.stringify(s)).toBeGreaterThanOrEqual(0.99)
      expect(s.recall, JSON.stringify(s)).toBeGreaterThanOrEqual(0.98)
    },
  )

  it('every planted split is found by its subset pass', () => {
    for (const { book, result } of runs) {
      const splits = book.labels.reconcile.matches.filter((m) => m.kind !== 'one_to_one').length
      expect(result.counts.by_rule.many_to_one + result.counts.by_rule.one_to_many).toBe(splits)
    }
  })

  it('difference is bank minus books less every explained item, and 0 when every planted fact is explained', () => {
    for (const { result } of runs) {
      const explainedBank = result.findings
        .filter((f) => f.explained && f.bank.length)
        .reduce((a, f) => a + f.amount_minor, 0)
      const explainedLedger = result.findings
        .filter((f) => f.explained && !f.bank.length)
        .reduce((a, f) => a + f.amount_minor, 0)
      expect(result.difference_minor).toBe(
        result.bank_total_minor - result.ledger_total_minor - explainedBank - explainedLedger,
      )
      expect(result.difference_minor).toBe(0)
      expect(result.reconciled).toBe(true)
    }
  })

  it('gives the same result on a re-run and for the same lines in another order', () => {
    const { book, ledger, result } = runs[0]!
    const asOf = book.labels.reconcile.period_end
    expect(reconcile(book.statement_lines, ledger, { asOf })).toEqual(result)
    expect(reconcile([...book.statement_lines].reverse(), [...ledger].reverse(), { asOf })).toEqual(result)
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

describe('reconcile: rules', () => {
  it('prefers the reference pass, and records the rule of each match', () => {
    const r = reconcile(
      [bank('b1', '2026-06-10', -5000, 'CHQ 004512', '004512')],
      [led('e1', '2026-06-01', -5000, 'Cheque', '004512'), led('e2', '2026-06-10', -5000)],
    )
    expect(r.matches).toEqual([
      { rule: 'exact_reference', bank: ['b1'], ledger: ['e1:0'], amount_minor: -5000, date_lag_days: 9 },
    ])
    expect(r.findings.map((f) => f.type)).toEqual(['outstanding_payment'])
  })

  it('reports equally good candidates as ambiguous and matches none of them', () => {
    const r = reconcile(
      [bank('b1', '2026-06-10', 12345)],
      [led('e1', '2026-06-09', 12345), led('e2', '2026-06-11', 12345)],
    )
    expect(r.matches).toEqual([])
    expect(r.findings).toHaveLength(1)
    expect(r.findings[0]).toMatchObject({
      type: 'ambiguous_candidates',
      explained: false,
      bank: ['b1'],
      ledger: ['e1:0', 'e2:0'],
    })
    expect(r.difference_minor).toBe(12345 - 2 * 12345)
    expect(r.reconciled).toBe(false)
  })

  it('breaks a tie by the counterparty named on both sides', () => {
    const r = reconcile(
      [bank('b1', '2026-06-10', 9900, 'DIRECT DEBIT TELCO ONE')],
      [led('e1', '2026-06-09', 9900, 'Payment to Cloudbooks'), led('e2', '2026-06-11', 9900, 'Payment to Telco One')],
    )
    expect(r.matches.map((m) => m.ledger)).toEqual([['e2:0']])
  })

  it('accepts a subset only when it is the unique one of its size', () => {
    const unique = reconcile(
      [bank('b1', '2026-06-10', 600)],
      [led('e1', '2026-06-08', 100), led('e2', '2026-06-08', 200), led('e3', '2026-06-09', 300)],
    )
    expect(unique.matches).toEqual([
      { rule: 'many_to_one', bank: ['b1'], ledger: ['e1:0', 'e2:0', 'e3:0'], amount_minor: 600, date_lag_days: 2 },
    ])
    const twoWays = reconcile(
      [bank('b1', '2026-06-10', 500)],
      [
        led('e1', '2026-06-08', 100),
        led('e2', '2026-06-08', 400),
        led('e3', '2026-06-09', 200),
        led('e4', '2026-06-09', 300),
      ],
    )
    expect(twoWays.matches).toEqual([])
    expect(twoWays.findings[0]).toMatchObject({ type: 'ambiguous_candidates', bank: ['b1'] })
    expect(twoWays.findings[0]!.alternatives).toHaveLength(2)
  })

  it('splits one ledger line over several bank lines', () => {
    const r = reconcile(
      [bank('b1', '2026-06-10', -300), bank('b2', '2026-06-11', -700)],
      [led('e1', '2026-06-10', -1000, 'Wages')],
    )
    expect(r.matches).toEqual([
      { rule: 'one_to_many', bank: ['b1', 'b2'], ledger: ['e1:0'], amount_minor: -1000, date_lag_days: 0 },
    ])
  })

  it('calls an exact repeat of a matched bank line a duplicate, and identical lines both in the books are no duplicate', () => {
    const r = reconcile(
      [bank('b1', '2026-06-10', -4400, 'EFT CLEANING'), bank('b2', '2026-06-10', -4400, 'EFT CLEANING')],
      [led('e1', '2026-06-09', -4400)],
    )
    expect(r.matches.map((m) => m.bank)).toEqual([['b1']])
    expect(r.findings).toMatchObject([
      { type: 'duplicate_bank_line', bank: ['b2'], duplicate_of: 'b1', explained: true, amount_minor: -4400 },
    ])
    const both = reconcile(
      [bank('b1', '2026-06-10', -4400, 'EFT CLEANING'), bank('b2', '2026-06-10', -4400, 'EFT CLEANING')],
      [led('e1', '2026-06-09', -4400), led('e2', '2026-06-09', -4400)],
    )
    expect(both.matches).toHaveLength(2)
    expect(both.findings).toEqual([])
  })

  it('types what is left: fees, unidentified bank lines, stale items, timing items', () => {
    const r = reconcile(
      [
        bank('b1', '2026-06-15', -1500, 'MONTHLY SERVICE FEE'),
        bank('b2', '2026-06-16', 25000, 'TRANSFER FROM UNKNOWN'),
      ],
      [
        led('e1', '2026-01-05', -7000, 'Cheque'),
        led('e2', '2026-06-29', 8000, 'Receipt'),
        led('e3', '2026-06-30', -900, 'Payment'),
      ],
      { asOf: '2026-06-30' },
    )
    expect(r.findings.map((f) => [f.type, f.explained])).toEqual([
      ['unmatched_bank_line', false],
      ['unrecorded_bank_fee', true],
      ['stale_item', true],
      ['outstanding_payment', true],
      ['deposit_in_transit', true],
    ])
    expect(r.difference_minor).toBe(25000)
    expect(r.reconciled).toBe(false)
  })

  it('with autoMatch false accepts nothing and lists the proposals', () => {
    const r = reconcile([bank('b1', '2026-06-10', 500)], [led('e1', '2026-06-09', 500)], { autoMatch: false })
    expect(r.matches).toEqual([])
    expect(r.proposals.map((m) => m.rule)).toEqual(['amount_date_window'])
    expect(r.counts).toMatchObject({ matched: 0, unmatched_bank_lines: 1, unmatched_ledger_lines: 1 })
    expect(r.difference_minor).toBe(0)
    expect(r.reconciled).toBe(false)
  })

  it('derives the same reconciliation id from the same inputs and another one from other data', () => {
    const input = { clientId: 'c', accountCode: '1-1000', periodStart: null, periodEnd: '2026-06-30', autoMatch: true }
    const a = reconciliationId(input, [bank('b1', '2026-06-10', 500)], [led('e1', '2026-06-09', 500)])
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(reconciliationId(input, [bank('b1', '2026-06-10', 500)], [led('e1', '2026-06-09', 500)])).toBe(a)
    expect(reconciliationId(input, [bank('b1', '2026-06-10', 501)], [led('e1', '2026-06-09', 500)])).not.toBe(a)
  })
})
