// The split passes (research domain-skills §1.3): one line of a side ("target") equal to 2 or 3 free lines of the other
// side ("parts") of the same sign, dated within the split window. Used both ways: a statement line = ledger lines
// (many_to_one) and a ledger line = statement lines (one_to_many).
//
// Evidence. A part agrees with its target when their words agree (similarity ≥ 0.5) or they share a reference. A
// subset whose every part agrees is strong; others rest on the amounts alone (weak). When a target has strong subsets
// only they count. A weak subset counts only when it is the only subset of the smallest size that has one, the
// target is not a bank charge or interest (a fee is never explained as a sum of unrelated lines), and a coincidence is
// unlikely: the expected number of chance subsets, C(m,2)/|T| for pairs and C(m,3)/(2|T|) for triples among m
// candidates of a target of |T| minor units (parts spread evenly below |T|), is at most 0.01.
//
// Order independence. Every target is searched against the same free lines; a target's subset is accepted when it is
// its only plausible one and no other target's plausible subsets use any of its lines. Accepting removes lines, which
// can settle others, so the rounds repeat (only targets whose candidates changed are searched again) until nothing
// changes. What is left with subsets is reported as alternatives (ambiguous), never matched.
//
// Limits. A target with more than `maxPool` candidates is searched among the `maxPool` nearest in date (the rest are
// reported in `limits`), and the whole pass spends at most `budget` search steps (k = 3 costs about m²/2 for m
// candidates); a target not searched for lack of budget is reported in `limits` with nothing searched.
import { findSubsets } from './subsets.ts'

export interface SplitSide {
  /** Day numbers, ascending (the side's canonical order). */
  day: Int32Array
  amount: (i: number) => number
  twin: (i: number) => string
  free: Uint8Array
}

export interface SplitPassInput {
  targets: SplitSide
  parts: SplitSide
  /** Targets to try (free, in canonical order). */
  targetList: number[]
  /** Parts allowed at all (besides being free), e.g. no duplicate statement lines. */
  partAllowed: (j: number) => boolean
  /** Parts dated target day + [from, to]. */
  from: number
  to: number
  /** Does part j agree with target t (words or reference)? */
  agrees: (t: number, j: number) => boolean
  /** Targets that need strong evidence (bank charges, interest). */
  strongOnly: (t: number) => boolean
  /** Parts that may be in a strong subset only (bank charges: never part of a sum on amounts alone). */
  strongOnlyPart: (j: number) => boolean
  maxPool: number
  budget: number
}

export interface SplitLimit {
  target: number
  candidates: number
  searched: number
  dropped: number[]
}

export interface SplitPassResult {
  accepted: Array<{ target: number; parts: number[] }>
  alternatives: Array<{ target: number; parts: number[] }>
  limits: SplitLimit[]
  steps: number
}

const CHANCE_LIMIT = 0.01

interface Candidates {
  pool: number[]
  plausible: number[][]
  report: number[][]
  limit: SplitLimit | null
}

export function splitPass(p: SplitPassInput): SplitPassResult {
  const { targets: T, parts: P } = p
  let steps = 0
  const search = (t: number): Candidates => {
    const target = T.amount(t)
    const all = range(
      P.day,
      T.day[t]! + p.from,
      T.day[t]! + p.to,
      (j) => P.free[j] === 1 && p.partAllowed(j) && sameSideSmaller(P.amount(j), target),
    )
    if (all.length < 2) return { pool: all, plausible: [], report: [], limit: null }
    let pool = all
    let limit: SplitLimit | null = null
    if (all.length > p.maxPool) {
      // nearest in date first, ties by canonical order; the searched pool is kept in canonical order
      const near = [...all].sort((x, y) => Math.abs(P.day[x]! - T.day[t]!) - Math.abs(P.day[y]! - T.day[t]!) || x - y)
      pool = near.slice(0, p.maxPool).sort((x, y) => x - y)
      const kept = new Set(pool)
      limit = { target: t, candidates: all.length, searched: pool.length, dropped: all.filter((j) => !kept.has(j)) }
    }
    const cost = pool.length + (pool.length * pool.length) / 2
    if (steps + cost > p.budget) {
      return {
        pool: all,
        plausible: [],
        report: [],
        limit: { target: t, candidates: all.length, searched: 0, dropped: all },
      }
    }
    const s = findSubsets(
      pool.map((j) => P.amount(j)),
      pool.map((j) => P.twin(j)),
      target,
    )
    steps += s.steps
    const toLines = (sol: number[]) => sol.map((q) => pool[q]!)
    const sols = [...s.two, ...s.three].map(toLines)
    const strong = sols.filter((sol) => sol.every((j) => p.agrees(t, j)))
    if (strong.length) return { pool: all, plausible: strong, report: strong, limit }
    if (p.strongOnly(t)) return { pool: all, plausible: [], report: [], limit }
    const weak = (list: number[][]) => list.map(toLines).filter((sol) => !sol.some((j) => p.strongOnlyPart(j)))
    const two = weak(s.two)
    const smallest = two.length ? two : weak(s.three)
    if (!smallest.length) return { pool: all, plausible: [], report: [], limit }
    const m = all.length
    const k = smallest[0]!.length
    const chance = (k === 2 ? (m * (m - 1)) / 2 : (m * (m - 1) * (m - 2)) / 12) / Math.abs(target)
    return {
      pool: all,
      plausible: smallest.length === 1 && chance <= CHANCE_LIMIT ? smallest : [],
      report: smallest,
      limit,
    }
  }

  const state = new Map<number, Candidates>()
  for (const t of p.targetList) state.set(t, search(t))
  const accepted: SplitPassResult['accepted'] = []
  const limits: SplitLimit[] = []
  for (;;) {
    const claims = new Map<number, Set<number>>()
    for (const [t, c] of state) {
      for (const sol of c.plausible)
        for (const j of sol) {
          let s = claims.get(j)
          if (!s) claims.set(j, (s = new Set()))
          s.add(t)
        }
    }
    const now: Array<{ target: number; parts: number[] }> = []
    for (const [t, c] of state) {
      if (c.plausible.length !== 1) continue
      const sol = c.plausible[0]!
      if (sol.every((j) => claims.get(j)!.size === 1)) now.push({ target: t, parts: sol })
    }
    if (!now.length) break
    const taken = new Set<number>()
    for (const a of now) {
      const lim = state.get(a.target)!.limit
      if (lim) limits.push(lim)
      T.free[a.target] = 0
      for (const j of a.parts) {
        P.free[j] = 0
        taken.add(j)
      }
      state.delete(a.target)
      accepted.push(a)
    }
    for (const [t, c] of state) if (c.pool.some((j) => taken.has(j))) state.set(t, search(t))
  }
  accepted.sort((x, y) => x.target - y.target)
  const alternatives: SplitPassResult['alternatives'] = []
  for (const t of [...state.keys()].sort((x, y) => x - y)) {
    const c = state.get(t)!
    for (const sol of c.report) alternatives.push({ target: t, parts: sol })
    if (c.limit) limits.push(c.limit)
  }
  limits.sort((x, y) => x.target - y.target)
  return { accepted, alternatives, limits, steps }
}

/** Same sign and strictly smaller in size: a part of `target`. */
function sameSideSmaller(amount: number, target: number): boolean {
  return amount !== 0 && Math.sign(amount) === Math.sign(target) && Math.abs(amount) < Math.abs(target)
}

/** Indices of the day-ordered rows dated in [from, to] that pass `keep`. */
export function range(days: Int32Array, from: number, to: number, keep: (i: number) => boolean): number[] {
  const out: number[] = []
  let lo = 0
  let hi = days.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (days[mid]! < from) lo = mid + 1
    else hi = mid
  }
  for (let i = lo; i < days.length && days[i]! <= to; i++) if (keep(i)) out.push(i)
  return out
}
