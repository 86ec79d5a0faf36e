// One-to-one assignment inside a pass (research domain-skills §1.2): candidate edges between bank and ledger lines of
// equal amount, each with a cost (worse text similarity first, then date distance). A pair is accepted only when each
// side is the other's strictly best candidate; candidates that are exact twins of each other (same date, amount and
// text: indistinguishable lines) count as one, so a duplicated bank line does not make its original ambiguous.
// Accepting a pair can make another pair strictly best, so the loop repeats until nothing changes. What is left with
// candidates is ambiguous and is never matched, with one exception: lines of one party (text level 0 between all of
// them) left tied, as many statement lines as ledger lines, whose date order pairs every one with a candidate, are
// paired in that order (first in, first out). Last, pairs that cross in time (the earlier statement line paired with
// the later ledger line of the same amount) swap partners when both swapped pairs are candidates with text as good as
// before: payments of one amount to one party clear in the order they were made (each swap lowers the sum of squared
// lags, so this ends).

export interface Edge {
  b: number
  l: number
  cost: number
}

export interface Resolved {
  pairs: Array<[number, number]>
  /** Edges whose both ends are still free: the ambiguous candidates. */
  leftover: Edge[]
}

export function resolveOneToOne(
  edges: Edge[],
  bankTwin: readonly string[],
  ledgerTwin: readonly string[],
  bankFree: Uint8Array,
  ledgerFree: Uint8Array,
  days: { bank: Int32Array; ledger: Int32Array },
): Resolved {
  const byBank = new Map<number, Edge[]>()
  const byLedger = new Map<number, Edge[]>()
  for (const e of edges) {
    let a = byBank.get(e.b)
    if (!a) byBank.set(e.b, (a = []))
    a.push(e)
    let c = byLedger.get(e.l)
    if (!c) byLedger.set(e.l, (c = []))
    c.push(e)
  }
  const banks = [...byBank.keys()].sort((x, y) => x - y)
  const pairs: Array<[number, number]> = []
  for (let changed = true; changed; ) {
    changed = false
    for (const b of banks) {
      if (!bankFree[b]) continue
      const mine = best(
        byBank.get(b)!,
        (e) => ledgerFree[e.l] === 1,
        (e) => ledgerTwin[e.l]!,
        (e) => e.l,
      )
      if (!mine) continue
      const theirs = best(
        byLedger.get(mine.pick)!,
        (e) => bankFree[e.b] === 1,
        (e) => bankTwin[e.b]!,
        (e) => e.b,
      )
      if (!theirs || theirs.cost < mine.cost || bankTwin[theirs.pick] !== bankTwin[b]) continue
      bankFree[b] = 0
      ledgerFree[mine.pick] = 0
      pairs.push([b, mine.pick])
      changed = true
    }
  }
  fifo(edges, bankFree, ledgerFree, days, pairs)
  uncross(pairs, byBank, days)
  pairs.sort((x, y) => x[0] - y[0])
  return { pairs, leftover: edges.filter((e) => bankFree[e.b] === 1 && ledgerFree[e.l] === 1) }
}

/** Tied lines of one party: components of level-0 candidate edges, equal counts, paired in date order when every pair is a candidate. */
function fifo(
  edges: Edge[],
  bankFree: Uint8Array,
  ledgerFree: Uint8Array,
  days: { bank: Int32Array; ledger: Int32Array },
  pairs: Array<[number, number]>,
): void {
  const live = edges.filter((e) => bankFree[e.b] === 1 && ledgerFree[e.l] === 1)
  if (!live.length) return
  const parent = new Map<string, string>()
  const find = (x: string): string => {
    let r = x
    while (parent.get(r) !== r) r = parent.get(r)!
    parent.set(x, r)
    return r
  }
  const level0 = live.filter((e) => level(e.cost) === 0)
  const has = new Set(level0.map((e) => `${e.b}|${e.l}`))
  for (const e of level0) {
    parent.set(`b${e.b}`, `b${e.b}`)
    parent.set(`l${e.l}`, `l${e.l}`)
  }
  for (const e of level0) parent.set(find(`b${e.b}`), find(`l${e.l}`))
  const groups = new Map<string, { bank: number[]; ledger: number[] }>()
  for (const node of parent.keys()) {
    const root = find(node)
    let g = groups.get(root)
    if (!g) groups.set(root, (g = { bank: [], ledger: [] }))
    ;(node[0] === 'b' ? g.bank : g.ledger).push(Number(node.slice(1)))
  }
  for (const g of groups.values()) {
    if (g.bank.length < 2 || g.bank.length !== g.ledger.length) continue
    const bank = [...g.bank].sort((x, y) => days.bank[x]! - days.bank[y]! || x - y)
    const ledger = [...g.ledger].sort((x, y) => days.ledger[x]! - days.ledger[y]! || x - y)
    if (!bank.every((b, k) => has.has(`${b}|${ledger[k]}`))) continue
    bank.forEach((b, k) => {
      bankFree[b] = 0
      ledgerFree[ledger[k]!] = 0
      pairs.push([b, ledger[k]!])
    })
  }
}

/** Text level of a cost (costs are text level × 1000 + days apart). */
const level = (cost: number) => Math.floor(cost / 1000)

function uncross(
  pairs: Array<[number, number]>,
  byBank: Map<number, Edge[]>,
  days: { bank: Int32Array; ledger: Int32Array },
): void {
  const partnerOfLedger = new Map<number, number>()
  const at = new Map<number, number>()
  pairs.forEach(([b, l], k) => {
    partnerOfLedger.set(l, b)
    at.set(b, k)
  })
  const edge = (b: number, l: number) => byBank.get(b)?.find((e) => e.l === l)
  for (let changed = true; changed; ) {
    changed = false
    for (const p of pairs) {
      const [b1, l1] = p
      for (const alt of byBank.get(b1) ?? []) {
        const b2 = partnerOfLedger.get(alt.l)
        if (b2 === undefined || b2 === b1) continue
        const l2 = alt.l
        const cross = (days.bank[b1]! - days.bank[b2]!) * (days.ledger[l1]! - days.ledger[l2]!) < 0
        if (!cross) continue
        const now1 = edge(b1, l1)!
        const now2 = edge(b2, l2)!
        const swap2 = edge(b2, l1)
        if (!swap2 || level(alt.cost) > level(now1.cost) || level(swap2.cost) > level(now2.cost)) continue
        p[1] = l2
        pairs[at.get(b2)!]![1] = l1
        partnerOfLedger.set(l2, b1)
        partnerOfLedger.set(l1, b2)
        changed = true
        break
      }
    }
  }
}

/** The lowest-cost free candidate when all candidates at that cost are twins (else null): the first of them by index. */
function best(
  list: Edge[],
  free: (e: Edge) => boolean,
  twin: (e: Edge) => string,
  end: (e: Edge) => number,
): { pick: number; cost: number } | null {
  let cost = Infinity
  let pick = -1
  let cls: string | null = null
  let tie = false
  for (const e of list) {
    if (!free(e)) continue
    if (e.cost < cost) {
      cost = e.cost
      pick = end(e)
      cls = twin(e)
      tie = false
    } else if (e.cost === cost) {
      if (twin(e) !== cls) tie = true
      else if (end(e) < pick) pick = end(e)
    }
  }
  return pick < 0 || tie ? null : { pick, cost }
}
