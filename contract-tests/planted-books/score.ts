// Scores a reconciler's answer against planted truth (generate.ts). Standalone like the generator: it reads the answer
// only through the shape below (the engine's ReconcileResult satisfies it), so it knows nothing of how it was reached.
// A statement line and its exact copy cannot be told apart, so bank ids are compared through their twin group (same
// date, amount, description, reference and counterparty): matching the copy and calling the original the duplicate
// scores the same as the other way round.
import type { PlantedBooks } from './generate.ts'

export interface AnswerShape {
  matches: Array<{ bank: string[]; ledger: string[] }>
  findings: Array<{
    type: string
    bank: string[]
    ledger: string[]
    alternatives?: Array<{ bank: string[]; ledger: string[] }>
  }>
  difference_minor: number
}

export interface Pr {
  tp: number
  fp: number
  fn: number
  precision: number
  recall: number
}

export interface PlantedScore {
  matches: Pr
  splits: { planted: number; found: number; ambiguous: number; missed: string[] }
  /** Split matches (more than one line on a side) that are not planted. */
  false_splits: string[]
  /** Trap fees explained by a match. */
  traps_sprung: string[]
  fees: Pr
  interest: Pr
  duplicates: Pr
  outstanding_payments: Pr
  deposits_in_transit: Pr
  stale: Pr
  difference: { expected_minor: number; actual_minor: number }
}

function pr(expected: Iterable<string>, actual: Iterable<string>): Pr {
  const want = new Set(expected)
  const got = new Set(actual)
  let tp = 0
  for (const g of got) if (want.has(g)) tp++
  return {
    tp,
    fp: got.size - tp,
    fn: want.size - tp,
    precision: got.size ? tp / got.size : 1,
    recall: want.size ? tp / want.size : 1,
  }
}

export function scorePlanted(books: PlantedBooks, answer: AnswerShape): PlantedScore {
  const { truth } = books
  const first = new Map<string, string>()
  const twin = new Map<string, string>()
  for (const b of [...books.bank].sort((x, y) => (x.id < y.id ? -1 : 1))) {
    const k = JSON.stringify([b.date, b.amount_minor, b.description, b.reference, b.counterparty])
    if (!first.has(k)) first.set(k, b.id)
    twin.set(b.id, first.get(k)!)
  }
  const canon = (ids: string[]) =>
    ids
      .map((i) => twin.get(i) ?? i)
      .sort()
      .join(',')
  const group = (m: { bank: string[]; ledger: string[] }) => `${canon(m.bank)}|${[...m.ledger].sort().join(',')}`
  const planted = new Set(truth.matches.map(group))
  const found = new Set(answer.matches.map(group))
  const ofType = (type: string, side: 'bank' | 'ledger') =>
    answer.findings
      .filter((f) => f.type === type)
      .flatMap((f) => (side === 'bank' ? f.bank.map((i) => twin.get(i) ?? i) : f.ledger))

  const splits = truth.matches.filter((m) => m.kind === 'bank_is_sum' || m.kind === 'ledger_is_sum')
  const ambiguousGroups = new Set(
    answer.findings.filter((f) => f.type === 'ambiguous_candidates').flatMap((f) => (f.alternatives ?? []).map(group)),
  )
  const splitScore = { planted: splits.length, found: 0, ambiguous: 0, missed: [] as string[] }
  for (const s of splits) {
    const g = group(s)
    if (found.has(g)) splitScore.found++
    else if (ambiguousGroups.has(g)) splitScore.ambiguous++
    else splitScore.missed.push(g)
  }
  const matchedBank = new Set(answer.matches.flatMap((m) => m.bank))
  return {
    matches: pr(planted, found),
    splits: splitScore,
    false_splits: answer.matches
      .filter((m) => m.bank.length + m.ledger.length > 2)
      .map(group)
      .filter((g) => !planted.has(g)),
    traps_sprung: truth.traps.map((t) => t.fee).filter((id) => matchedBank.has(id)),
    fees: pr(
      truth.bank_only.fees.map((i) => twin.get(i)!),
      ofType('unrecorded_bank_fee', 'bank'),
    ),
    interest: pr(
      truth.bank_only.interest.map((i) => twin.get(i)!),
      ofType('unrecorded_bank_interest', 'bank'),
    ),
    duplicates: pr(
      truth.bank_only.duplicates.map((d) => twin.get(d.original)!),
      ofType('duplicate_bank_line', 'bank'),
    ),
    outstanding_payments: pr(truth.ledger_only.outstanding_payments, ofType('outstanding_payment', 'ledger')),
    deposits_in_transit: pr(truth.ledger_only.deposits_in_transit, ofType('deposit_in_transit', 'ledger')),
    stale: pr(truth.ledger_only.stale, ofType('stale_item', 'ledger')),
    difference: { expected_minor: truth.expected.difference_minor, actual_minor: answer.difference_minor },
  }
}
