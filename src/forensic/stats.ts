// Small numeric helpers shared by the forensic modules.

/** Every reported statistic (proportion, Z, chi-square, MAD, p-value) is rounded to this many decimals. */
export const STAT_DECIMALS = 6

export function round(x: number, decimals = STAT_DECIMALS): number {
  const f = 10 ** decimals
  const r = Math.round(x * f) / f
  return Object.is(r, -0) ? 0 : r
}

/** A share as a percentage in warning and finding texts: pct(0.1234) is "12.3%". */
export const pct = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)}%`

/** log C(n, k) as a sum of logs: O(k), exact enough for k ≤ 100 000. */
function logChoose(n: number, k: number): number {
  const m = Math.min(k, n - k)
  let r = 0
  for (let j = 1; j <= m; j++) r += Math.log((n - m + j) / j)
  return r
}

function logPmf(i: number, n: number, p: number): number {
  return logChoose(n, i) + i * Math.log(p) + (n - i) * Math.log1p(-p)
}

/**
 * Exact one-sided binomial upper tail P(X ≥ x) for X ~ Binomial(n, p). Sums the shrinking side of the
 * distribution term by term: upwards from x when x is above the mean, else 1 − P(X ≤ x − 1) summed downwards.
 * Used to confirm a round-number z flag when the expected count n·p is too small for the normal approximation.
 */
export function binomialUpperTail(x: number, n: number, p: number): number {
  if (x <= 0) return 1
  if (x > n) return 0
  if (p <= 0) return 0
  if (p >= 1) return 1
  const ratio = p / (1 - p)
  let sum = 0
  if (x > n * p) {
    let term = Math.exp(logPmf(x, n, p))
    for (let i = x; i <= n; i++) {
      sum += term
      if (term < sum * 1e-17) break
      term *= ((n - i) / (i + 1)) * ratio
    }
    return Math.min(1, sum)
  }
  let term = Math.exp(logPmf(x - 1, n, p))
  for (let i = x - 1; i >= 0; i--) {
    sum += term
    if (term < sum * 1e-17) break
    term *= i / (n - i + 1) / ratio
  }
  return Math.max(0, 1 - sum)
}
