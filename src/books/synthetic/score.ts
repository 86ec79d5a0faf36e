// Scoring an engine's output against a generated book's labels (precision and recall), for the scoring tests and the
// bench. A bank line and its exact copy are indistinguishable, so bank ids are compared through their twin group's
// first id: matching the copy instead of the original, or calling the original the duplicate, scores the same.
import type { SyntheticBook } from './types.ts'

export interface Score {
  tp: number
  fp: number
  fn: number
  precision: number
  recall: number
}

export function score(expected: Iterable<string>, actual: Iterable<string>): Score {
  const want = new Set(expected)
  const got = new Set(actual)
  let tp = 0
  for (const g of got) if (want.has(g)) tp++
  const fp = got.size - tp
  const fn = want.size - tp
  return { tp, fp, fn, precision: got.size ? tp / got.size : 1, recall: want.size ? tp / want.size : 1 }
}

/** Adds up scores of several books (micro-average). */
export function combine(scores: Score[]): Score {
  const tp = scores.reduce((a, s) => a + s.tp, 0)
  const fp = scores.reduce((a, s) => a + s.fp, 0)
  const fn = scores.reduce((a, s) => a + s.fn, 0)
  return { tp, fp, fn, precision: tp + fp ? tp / (tp + fp) : 1, recall: tp + fn ? tp / (tp + fn) : 1 }
}

interface ReconcileOutput {
  matches: Array<{ bank: string[]; ledger: string[] }>
  findings: Array<{ type: string; bank: string[]; ledger: string[] }>
}

export type ReconcileCategory = 'matches' | 'bank_fees' | 'transit' | 'stale' | 'duplicates' | 'all'

/**
 * Per category and over everything ('all'): every engine output (a match, a typed finding, and also an ambiguous or
 * unidentified item, which is never planted) is a prediction; every planted fact an expectation.
 */
export function scoreReconcile(book: SyntheticBook, out: ReconcileOutput): Record<ReconcileCategory, Score> {
  const lab = book.labels.reconcile
  const twin = new Map<string, string>()
  const first = new Map<string, string>()
  for (const l of book.statement_lines) {
    const k = `${l.date}|${l.amount_minor}|${l.description}|${l.reference ?? ''}|${l.counterparty ?? ''}`
    if (!first.has(k)) first.set(k, l.id)
    twin.set(l.id, first.get(k)!)
  }
  const canon = (ids: string[]) =>
    ids
      .map((i) => twin.get(i) ?? i)
      .sort()
      .join(',')
  const group = (m: { bank: string[]; ledger: string[] }) => `${canon(m.bank)}|${[...m.ledger].sort().join(',')}`
  const of = (type: string, side: 'bank' | 'ledger') =>
    out.findings
      .filter((f) => f.type === type)
      .map((f) => (side === 'bank' ? canon(f.bank) : [...f.ledger].sort().join(',')))
  const expected = {
    matches: lab.matches.map((m) => `match:${group(m)}`),
    bank_fees: lab.bank_fees.map((id) => `fee:${canon([id])}`),
    transit: [
      ...lab.deposits_in_transit.map((k) => `deposit_in_transit:${k}`),
      ...lab.outstanding_payments.map((k) => `outstanding_payment:${k}`),
    ],
    stale: lab.stale.map((k) => `stale:${k}`),
    duplicates: lab.duplicates.map(([orig]) => `duplicate:${canon([orig])}`),
  }
  const actual = {
    matches: out.matches.map((m) => `match:${group(m)}`),
    bank_fees: of('unrecorded_bank_fee', 'bank').map((k) => `fee:${k}`),
    transit: [
      ...of('deposit_in_transit', 'ledger').map((k) => `deposit_in_transit:${k}`),
      ...of('outstanding_payment', 'ledger').map((k) => `outstanding_payment:${k}`),
    ],
    stale: of('stale_item', 'ledger').map((k) => `stale:${k}`),
    duplicates: of('duplicate_bank_line', 'bank').map((k) => `duplicate:${k}`),
  }
  const others = out.findings
    .filter(
      (f) =>
        ![
          'unrecorded_bank_fee',
          'deposit_in_transit',
          'outstanding_payment',
          'stale_item',
          'duplicate_bank_line',
        ].includes(f.type),
    )
    .map((f) => `${f.type}:${canon(f.bank)}|${[...f.ledger].sort().join(',')}`)
  const cats = ['matches', 'bank_fees', 'transit', 'stale', 'duplicates'] as const
  const result = Object.fromEntries(cats.map((c) => [c, score(expected[c], actual[c])])) as Record<
    ReconcileCategory,
    Score
  >
  result.all = score(
    cats.flatMap((c) => expected[c]),
    [...cats.flatMap((c) => actual[c]), ...others],
  )
  return result
}

interface AccrualOutput {
  suggestions: Array<{
    kind: string
    account_code: string
    contact_id: string | null
    prepaid_account_code: string | null
    amount_minor: number
  }>
}

/** Missing accruals: a suggestion is right when its kind, account and counterparty (or prepaid account) and amount are. */
export function scoreAccruals(book: SyntheticBook, out: AccrualOutput): { found: Score; amounts_exact: number } {
  const key = (s: {
    kind: string
    account_code: string
    contact_id: string | null
    prepaid_account_code: string | null
  }) => `${s.kind}|${s.account_code}|${s.contact_id ?? ''}|${s.prepaid_account_code ?? ''}`
  const wantAmount = new Map(book.labels.accruals.missing.map((m) => [key(m), m.amount_minor]))
  const found = score(wantAmount.keys(), out.suggestions.map(key))
  const exact = out.suggestions.filter((s) => wantAmount.get(key(s)) === s.amount_minor).length
  return { found, amounts_exact: found.tp ? exact / found.tp : 1 }
}
