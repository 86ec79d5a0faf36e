// Same-same-same and same-same-different duplicate tests over transactions (Nigrini, Forensic Analytics ch. 12;
// research §2.3).
//
// * Same-same-same (SSS): same amount (signed, exact), same counterparty, same date; with windowDays > 0, dates chained
//   within that many days of the previous record (a duplicate paid a day later).
// * Same-same-different (SSD): same amount and the same date (same window) or the same reference (normalised, any
//   date), but different counterparties: the wrong vendor paid first, the right one later.
//
// Records without a counterparty cannot be judged same or different and take part in neither test (the engine counts
// them). Zero amounts are skipped. Lines of one journal entry are never duplicates of each other.

import { counterpartyKey, dayNumber, referenceKey, type ForensicTransaction } from './transactions.ts'

export type DuplicateKind = 'same_same_same' | 'same_same_different'

export interface DuplicateGroup {
  kind: DuplicateKind
  /** What the records share: amount and counterparty and date (SSS); amount and date, or amount and reference (SSD). */
  matched_on: 'amount_counterparty_date' | 'amount_date' | 'amount_reference'
  amount_minor: number
  /** The records, by date then id. */
  records: ForensicTransaction[]
}

export interface SameSameOptions {
  /** 0: the same date; n: each record within n days of the previous one in its group. */
  windowDays?: number
}

interface Keyed {
  t: ForensicTransaction
  cp: string
  day: number
  entry: string
}

/**
 * Records that share their amount with at least one other record, grouped by amount, with their keys: every test here
 * needs the same amount, so records with a unique amount (most of them) are never normalised. Counterparty names and
 * dates repeat across records: each distinct one is normalised once.
 */
function sameAmountGroups(transactions: readonly ForensicTransaction[]): Keyed[][] {
  const byAmount = new Map<number, ForensicTransaction[]>()
  for (const t of transactions) {
    if (t.amount_minor === 0) continue
    const list = byAmount.get(t.amount_minor)
    if (list) list.push(t)
    else byAmount.set(t.amount_minor, [t])
  }
  const names = new Map<string, string | null>()
  const days = new Map<string, number>()
  const out: Keyed[][] = []
  for (const list of byAmount.values()) {
    if (list.length < 2) continue
    const group: Keyed[] = []
    for (const t of list) {
      let cp: string | null
      if (t.contact_id) cp = `contact:${t.contact_id}`
      else {
        const raw = t.counterparty ?? ''
        const known = names.get(raw)
        cp = known === undefined ? counterpartyKey(t) : known
        if (known === undefined) names.set(raw, cp)
      }
      if (cp === null) continue
      let day = days.get(t.date)
      if (day === undefined) {
        day = dayNumber(t.date)
        days.set(t.date, day)
      }
      group.push({ t, cp, day, entry: t.entry_id ?? t.id })
    }
    if (group.length >= 2) out.push(group)
  }
  return out
}

const byDayThenId = (a: Keyed, b: Keyed) => a.day - b.day || (a.t.id < b.t.id ? -1 : a.t.id > b.t.id ? 1 : 0)

/** Splits records of one key into runs whose consecutive dates are at most windowDays apart. */
function chains(items: Keyed[], windowDays: number): Keyed[][] {
  items.sort(byDayThenId)
  const out: Keyed[][] = []
  let run: Keyed[] = []
  for (const k of items) {
    const last = run[run.length - 1]
    if (last && k.day - last.day > windowDays) {
      out.push(run)
      run = []
    }
    run.push(k)
  }
  if (run.length) out.push(run)
  return out
}

function bucket(items: Keyed[], key: (k: Keyed) => string | null): Map<string, Keyed[]> {
  const m = new Map<string, Keyed[]>()
  for (const k of items) {
    const kk = key(k)
    if (kk === null) continue
    const list = m.get(kk)
    if (list) list.push(k)
    else m.set(kk, [k])
  }
  return m
}

const distinct = (run: Keyed[], f: (k: Keyed) => string) => new Set(run.map(f)).size

function group(kind: DuplicateKind, matched_on: DuplicateGroup['matched_on'], run: Keyed[]): DuplicateGroup {
  const sorted = [...run].sort(byDayThenId)
  return { kind, matched_on, amount_minor: sorted[0]!.t.amount_minor, records: sorted.map((k) => k.t) }
}

export function sameSameSame(
  transactions: readonly ForensicTransaction[],
  options: SameSameOptions = {},
): DuplicateGroup[] {
  const windowDays = options.windowDays ?? 0
  const groups: DuplicateGroup[] = []
  for (const items of sameAmountGroups(transactions).flatMap((g) => [...bucket(g, (k) => k.cp).values()])) {
    if (items.length < 2) continue
    for (const run of chains(items, windowDays)) {
      if (run.length >= 2 && distinct(run, (k) => k.entry) >= 2)
        groups.push(group('same_same_same', 'amount_counterparty_date', run))
    }
  }
  return sortGroups(groups)
}

export function sameSameDifferent(
  transactions: readonly ForensicTransaction[],
  options: SameSameOptions = {},
): DuplicateGroup[] {
  const windowDays = options.windowDays ?? 0
  const groups: DuplicateGroup[] = []
  const seen = new Set<string>()
  const add = (matched: DuplicateGroup['matched_on'], run: Keyed[]) => {
    if (run.length < 2 || distinct(run, (k) => k.cp) < 2) return
    const g = group('same_same_different', matched, run)
    const members = g.records.map((t) => t.id).join('\u0000')
    if (seen.has(members)) return // the same records matched on date and on reference: reported once
    seen.add(members)
    groups.push(g)
  }
  for (const list of sameAmountGroups(transactions)) {
    for (const run of chains([...list], windowDays)) add('amount_date', run)
    for (const same of bucket(list, (k) => referenceKey(k.t.reference)).values()) add('amount_reference', same)
  }
  return sortGroups(groups)
}

/** Largest amounts first (a duplicated large payment matters more), then by first date and id: a total order. */
function sortGroups(groups: DuplicateGroup[]): DuplicateGroup[] {
  return groups.sort(
    (a, b) =>
      Math.abs(b.amount_minor) - Math.abs(a.amount_minor) ||
      b.amount_minor - a.amount_minor ||
      (a.records[0]!.date < b.records[0]!.date ? -1 : a.records[0]!.date > b.records[0]!.date ? 1 : 0) ||
      (a.records[0]!.id < b.records[0]!.id ? -1 : a.records[0]!.id > b.records[0]!.id ? 1 : 0),
  )
}

/**
 * The pairs of records a group calls duplicates of each other, as "idA|idB" with idA < idB: for SSS every two records
 * of different entries; for SSD every two records with different counterparties. For scoring against planted labels.
 */
export function duplicatePairs(g: DuplicateGroup): string[] {
  const out: string[] = []
  for (let i = 0; i < g.records.length; i++) {
    for (let j = i + 1; j < g.records.length; j++) {
      const a = g.records[i]!
      const b = g.records[j]!
      if (
        g.kind === 'same_same_same'
          ? (a.entry_id ?? a.id) === (b.entry_id ?? b.id)
          : counterpartyKey(a) === counterpartyKey(b)
      )
        continue
      out.push(a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`)
    }
  }
  return out
}
