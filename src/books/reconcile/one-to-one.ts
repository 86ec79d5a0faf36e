// One-to-one assignment inside a pass (research domain-skills §1.2): candidate edges between bank and ledger lines of
// equal amount, each with a cost (worse text similarity first, then date distance). A pair is accepted only when each
// side is the other's strictly best candidate; candidates that are exact twins of each other (same date, amount and
// text: indistinguishable lines) count as one, so a duplicated bank line does not make its original ambiguous.
// Accepting a pair can make another pair strictly best, so the loop repeats until nothing changes. What is left with
// candidates is ambiguous and is never matched.

export interface Edge { b: number; l: number; cost: number }

export interface Resolved {
  pairs: Array<[number, number]>
  /** Edges whose both ends are still free: the ambiguous candidates. */
  leftover: Edge[]
}

export function resolveOneToOne(edges: Edge[], bankTwin: readonly string[], ledgerTwin: readonly string[], bankFree: Uint8Array, ledgerFree: Uint8Array): Resolved {
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
  for (let changed = true; changed;) {
    changed = false
    for (const b of banks) {
      if (!bankFree[b]) continue
      const mine = best(byBank.get(b)!, (e) => ledgerFree[e.l] === 1, (e) => ledgerTwin[e.l]!, (e) => e.l)
      if (!mine) continue
      const theirs = best(byLedger.get(mine.pick)!, (e) => bankFree[e.b] === 1, (e) => bankTwin[e.b]!, (e) => e.b)
      if (!theirs || theirs.cost < mine.cost || bankTwin[theirs.pick] !== bankTwin[b]) continue
      bankFree[b] = 0
      ledgerFree[mine.pick] = 0
      pairs.push([b, mine.pick])
      changed = true
    }
  }
  return { pairs, leftover: edges.filter((e) => bankFree[e.b] === 1 && ledgerFree[e.l] === 1) }
}

/** The lowest-cost free candidate when all candidates at that cost are twins (else null): the first of them by index. */
function best(list: Edge[], free: (e: Edge) => boolean, twin: (e: Edge) => string, end: (e: Edge) => number): { pick: number; cost: number } | null {
  let cost = Infinity
  let pick = -1
  let cls: string | null = null
  let tie = false
  for (const e of list) {
    if (!free(e)) continue
    if (e.cost < cost) { cost = e.cost; pick = end(e); cls = twin(e); tie = false } else if (e.cost === cost) {
      if (twin(e) !== cls) tie = true
      else if (end(e) < pick) pick = end(e)
    }
  }
  return pick < 0 || tie ? null : { pick, cost }
}
