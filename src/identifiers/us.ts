// United States: EIN. Rules: research/domain-skills.md section 2.4 (IRS "valid EIN prefixes"); format only.

import { bad, compact, digitsOnly, ok, type Verdict } from './verdict.ts'

/** IRS "How EINs are assigned and valid EIN prefixes". */
export const EIN_PREFIXES = new Set<string>()
for (const [from, to] of [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
] as const) {
  for (let p = from; p <= to; p++) EIN_PREFIXES.add(String(p).padStart(2, '0'))
}

export function usEin(value: string): Verdict {
  const v = compact(value)
  const early = digitsOnly(v, [9], 'An EIN')
  if (early) return early
  if (!EIN_PREFIXES.has(v.slice(0, 2)))
    return bad('format', 'invalid_prefix', v, 'The first two digits are not an IRS campus prefix in use for EINs.')
  return ok(
    'format',
    v,
    `${v.slice(0, 2)}-${v.slice(2)}`,
    'Well-formed EIN with a valid IRS prefix: format check only, EINs have no check digit.',
    'format_only',
  )
}
