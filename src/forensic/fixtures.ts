// Deterministic seeded amount generators (no external data): test data for the forensic tests, the examples of
// forensic.number-analysis and the synthetic books. Never used to compute a result.

/** mulberry32: a tiny seeded 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * n log-uniform amounts X = 10^(a + (b − a)·U), rounded to `decimals` places (2: cents, 0: whole currency, written
 * without a fraction), as decimal strings. Over several orders of magnitude these follow Benford's Law (research
 * §2.1 and §7). Test data only: floats are fine here.
 */
export function logUniformAmounts(n: number, seed: number, a = 1, b = 5, decimals = 2): string[] {
  const rnd = mulberry32(seed)
  const out: string[] = []
  while (out.length < n) {
    const x = 10 ** (a + (b - a) * rnd())
    const s = x.toFixed(decimals)
    // Rounding can carry 99999.995 (or 99999.5) up to 10^b; keep every amount inside [10^a, 10^b).
    if (Number(s) >= 10 ** b || Number(s) < 10 ** a) continue
    out.push(s)
  }
  return out
}

/** n "fabricated" amounts whose first digit is uniform on 1–9 (remaining digits uniform), 10.00 to 99999.99. */
export function uniformFirstDigitAmounts(n: number, seed: number): string[] {
  const rnd = mulberry32(seed)
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const d = 1 + Math.floor(rnd() * 9)
    const len = 2 + Math.floor(rnd() * 4) // 2 to 5 integer digits
    let rest = ''
    for (let j = 1; j < len; j++) rest += String(Math.floor(rnd() * 10))
    const cents = String(Math.floor(rnd() * 100)).padStart(2, '0')
    out.push(`${d}${rest}.${cents}`)
  }
  return out
}
