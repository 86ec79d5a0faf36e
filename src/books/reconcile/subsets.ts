// Bounded subset sum for the split passes (research domain-skills §1.3): subsets of 2 and of 3 same-sign lines whose
// amounts add up exactly to one line of the other side. k = 2 by a hash lookup (O(n)), k = 3 by one fixed item and a
// two-pointer walk over the amounts in order (O(n²), no allocation per step). Subsets made of the same twins
// (indistinguishable lines) count once. At most `limit` distinct solutions of each size are listed; `more` says whether
// there were others. `steps` is the work done, which the caller charges to its budget.

export interface SubsetSearch {
  /** Distinct solutions of each size as sorted pool positions. */
  two: number[][]
  three: number[][]
  /** Some size had more than `limit` solutions. */
  more: boolean
  steps: number
}

export function findSubsets(
  amounts: readonly number[],
  twins: readonly string[],
  target: number,
  limit = 10,
): SubsetSearch {
  const n = amounts.length
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => amounts[x]! - amounts[y]! || x - y)
  const a = order.map((i) => amounts[i]!)
  let more = false
  const collect = () => {
    const seen = new Set<string>()
    const list: number[][] = []
    return {
      list,
      /** false once the list is full (and one more was seen). */
      add(s: number[]): boolean {
        const sorted = s.map((p) => order[p]!).sort((x, y) => x - y)
        const sig = sorted
          .map((i) => twins[i])
          .sort()
          .join('\u0001')
        if (seen.has(sig)) return true
        if (list.length >= limit) {
          more = true
          return false
        }
        seen.add(sig)
        list.push(sorted)
        return true
      },
    }
  }
  const two = collect()
  let steps = n
  // k = 2: two pointers from both ends.
  pairs: for (let lo = 0, hi = n - 1; lo < hi; ) {
    const s = a[lo]! + a[hi]!
    if (s < target) lo++
    else if (s > target) hi--
    else {
      // every combination of the runs of equal values at lo and hi
      let lo2 = lo
      while (lo2 + 1 < hi && a[lo2 + 1] === a[lo]) lo2++
      let hi2 = hi
      while (hi2 - 1 > lo2 && a[hi2 - 1] === a[hi]) hi2--
      for (let x = lo; x <= lo2; x++)
        for (let y = a[lo] === a[hi] ? x + 1 : hi2; y <= hi; y++) if (!two.add([x, y])) break pairs
      lo = lo2 + 1
      hi = hi2 - 1
    }
  }
  const three = collect()
  triples: for (let i = 0; i < n - 2; i++) {
    const need = target - a[i]!
    for (let lo = i + 1, hi = n - 1; lo < hi; ) {
      steps++
      const s = a[lo]! + a[hi]!
      if (s < need) lo++
      else if (s > need) hi--
      else {
        let lo2 = lo
        while (lo2 + 1 < hi && a[lo2 + 1] === a[lo]) lo2++
        let hi2 = hi
        while (hi2 - 1 > lo2 && a[hi2 - 1] === a[hi]) hi2--
        for (let x = lo; x <= lo2; x++)
          for (let y = a[lo] === a[hi] ? x + 1 : hi2; y <= hi; y++) if (!three.add([i, x, y])) break triples
        lo = lo2 + 1
        hi = hi2 - 1
      }
    }
  }
  return { two: two.list, three: three.list, more, steps }
}
