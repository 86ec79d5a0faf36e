// What checking one identifier yields (Verdict), and the building blocks every scheme's rule uses: separators
// dropped, digit and length checks, weighted sums, grouping for display. Pure functions: no I/O, no logging.

// The scheme, check and reason vocabularies: identifiers.validate publishes them in its schemas and declares its
// handler with the generated types, so a drift between these and those schemas fails `npm run typecheck`.
export type SchemeId =
  | 'au_abn'
  | 'au_acn'
  | 'au_tfn'
  | 'nz_nzbn'
  | 'nz_ird'
  | 'gb_vat'
  | 'gb_company_number'
  | 'ca_bn'
  | 'us_ein'
export type CheckKind = 'checksum' | 'format'
export type Reason =
  | 'wrong_length'
  | 'invalid_characters'
  | 'invalid_format'
  | 'invalid_prefix'
  | 'checksum_mismatch'
  | 'out_of_range'

/** Why a valid result needs a sentence in `warnings` (not part of the output). */
export type Caveat = 'format_only' | 'tfn8'

export interface Verdict {
  valid: boolean
  check: CheckKind
  normalized: string | null
  formatted: string | null
  reason: Reason | null
  message: string
  /** Set on a valid result the warnings must qualify: passed on format alone, or an 8-digit TFN. */
  caveat: Caveat | null
}

/** Drops the tolerated separators (whitespace, hyphens, dots) and upper-cases letters. */
export function compact(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase()
}

export const isDigits = (s: string) => /^\d+$/.test(s)
/** Each character as a number (NaN for a non-digit). A loop over char codes: Array.from's iterator and callback cost
 * about 1 µs a call, a tenth of the skill (contract-tests/bench/README.md); the fallback keeps its exact answer. */
export function digitsOf(s: string): number[] {
  const out: number[] = []
  for (let i = 0; i < s.length; i++) {
    const d = s.charCodeAt(i) - 48
    if (d < 0 || d > 9) return Array.from(s, Number)
    out.push(d)
  }
  return out
}

export function weightedSum(digits: number[], weights: readonly number[]): number {
  let sum = 0
  for (let i = 0; i < weights.length; i++) sum += (digits[i] ?? 0) * (weights[i] ?? 0)
  return sum
}

export const mod = (n: number, m: number) => ((n % m) + m) % m

/** Splits s into groups of the given sizes (the last group takes the rest). */
export function group(s: string, sizes: number[], sep = ' '): string {
  const parts: string[] = []
  let at = 0
  for (const size of sizes) {
    if (at >= s.length) break
    parts.push(s.slice(at, at + size))
    at += size
  }
  if (at < s.length) parts.push(s.slice(at))
  return parts.join(sep)
}

export function ok(
  check: CheckKind,
  normalized: string,
  formatted: string,
  message: string,
  caveat: Caveat | null = null,
): Verdict {
  return { valid: true, check, normalized, formatted, reason: null, message, caveat }
}

export function bad(check: CheckKind, reason: Reason, normalized: string | null, message: string): Verdict {
  return { valid: false, check, normalized, formatted: null, reason, message, caveat: null }
}

/** Common front door for all-digit identifiers: characters, then length. */
export function digitsOnly(v: string, lengths: number[], label: string): Verdict | null {
  if (!isDigits(v))
    return bad(
      'format',
      'invalid_characters',
      null,
      `${label} may contain only digits (spaces, hyphens and dots are ignored).`,
    )
  if (!lengths.includes(v.length)) {
    return bad('format', 'wrong_length', v, `${label} has ${lengths.join(' or ')} digits; this value has ${v.length}.`)
  }
  return null
}
