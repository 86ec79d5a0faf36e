// Number duplication test, Nigrini's "numbers hit parade" (Forensic Analytics ch. 8; research §2.3): exact amounts
// ranked by how often they occur. Amounts are compared exactly, as canonical decimal strings, sign included.

import { formatUnits } from './amounts.ts'
import { round } from './stats.ts'
import type { AmountRange, DuplicatesSection } from './types.ts'

export const TOP_N = 20
/** An amount is a heavy duplicate when it occurs at least this often … */
export const HEAVY_MIN_COUNT = 3
/** … and on at least this share of all records. */
export const HEAVY_MIN_SHARE = 0.005

/** Overrides of the hit parade's length and of what counts as heavy. */
export interface DuplicateOptions {
  topN?: number
  heavyMinCount?: number
  heavyMinShare?: number
}

const TEN = 100_000n // 10.00 in units of 0.0001

export function amountRange(u: bigint): AmountRange {
  if (u === 0n) return 'zero'
  if (u >= TEN) return 'ge_10'
  if (u > 0n) return 'positive_lt_10'
  if (u > -TEN) return 'negative_gt_-10'
  return 'le_-10'
}

/** Count needed for "heavy" in a file of n records: max(3, ⌈0.5% · n⌉). */
export function heavyThreshold(n: number): number {
  return heavyThresholdOf(n, HEAVY_MIN_COUNT, HEAVY_MIN_SHARE)
}

/** max(minCount, ⌈minShare · n⌉). */
export function heavyThresholdOf(n: number, minCount: number, minShare: number): number {
  return Math.max(minCount, Math.ceil(minShare * n))
}

export function duplicateTest(units: readonly bigint[], options: DuplicateOptions = {}): DuplicatesSection {
  const freq = new Map<bigint, number>()
  for (const u of units) freq.set(u, (freq.get(u) ?? 0) + 1)
  const n = units.length
  const heavyMin = heavyThresholdOf(
    n,
    options.heavyMinCount ?? HEAVY_MIN_COUNT,
    options.heavyMinShare ?? HEAVY_MIN_SHARE,
  )
  const groups = [...freq].filter(([, c]) => c >= 2)
  // Most frequent first; ties: larger amount first (a repeated large amount matters more), which is also total.
  groups.sort(([ua, ca], [ub, cb]) => cb - ca || (ub > ua ? 1 : ub < ua ? -1 : 0))
  const inGroups = groups.reduce((s, [, c]) => s + c, 0)
  return {
    n,
    distinct_amounts: freq.size,
    duplicate_groups: groups.length,
    records_in_duplicate_groups: inGroups,
    excess_duplicate_records: inGroups - groups.length,
    heavy_min_count: heavyMin,
    top: groups.slice(0, options.topN ?? TOP_N).map(([u, c]) => ({
      amount: formatUnits(u),
      count: c,
      proportion: round(c / n),
      range: amountRange(u),
      heavy: c >= heavyMin,
    })),
  }
}
