// A small seeded PRNG (mulberry32) for the synthetic books: the same seed gives the same book on every machine.
// Not for anything secret.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [lo, hi] inclusive. */
  int(lo: number, hi: number): number
  /** True with probability p. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Standard normal (Box-Muller). */
  normal(): number
  /** A UUID-shaped id (version 4 layout) drawn from this generator. */
  uuid(): string
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1))
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('')
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  }
}
