// Bounded subset sum for the many-to-one passes (research domain-skills §1.3): subsets of 2, then 3, same-sign lines
// whose amounts add up exactly to one line of the other side. k = 2 by a hash lookup, k = 3 by one fixed item plus the
// same lookup (O(pool²)). Subsets made of the same twins (indistinguishable lines) count once. The search stops at the
// smallest k that has a solution and reports up to `limit` distinct solutions: the caller accepts only a unique one.

export interface SubsetSearch {
  k: number
  /** Distinct solutions as sorted pool positions; length 1 means unique. */
  solutions: number[][]
}

export function findSubsets(amounts: readonly number[], twins: readonly string[], target: number, limit = 3): SubsetSearch {
  const at = new Map<number, number[]>()
  amounts.forEach((a, i) => {
    let list = at.get(a)
    if (!list) at.set(a, (list = []))
    list.push(i)
  })
  for (const k of [2, 3]) {
    const seen = new Set<string>()
    const solutions: number[][] = []
    const add = (s: number[]): boolean => {
      const sig = s.map((i) => twins[i]).sort().join('\u0001')
      if (!seen.has(sig)) { seen.add(sig); solutions.push(s) }
      return solutions.length >= limit
    }
    search: for (let i = 0; i < amounts.length; i++) {
      if (k === 2) {
        for (const j of at.get(target - amounts[i]!) ?? []) if (j > i && add([i, j])) break search
      } else {
        for (let j = i + 1; j < amounts.length; j++) {
          for (const m of at.get(target - amounts[i]! - amounts[j]!) ?? []) if (m > j && add([i, j, m])) break search
        }
      }
    }
    if (solutions.length > 0) return { k, solutions }
  }
  return { k: 0, solutions: [] }
}
