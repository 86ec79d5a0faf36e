// New Zealand: NZBN and IRD number. Rules: research/domain-skills.md section 2.4 (GS1 General Specifications,
// IRD RWT/NRWT specification); the optional NZ prefix as python-stdnum nz/ird.py allows it.

import { bad, compact, digitsOf, digitsOnly, group, mod, ok, weightedSum, type Verdict } from './verdict.ts'

export function nzNzbn(value: string): Verdict {
  const v = compact(value)
  const early = digitsOnly(v, [13], 'An NZBN')
  if (early) return early
  if (!v.startsWith('94'))
    return bad('format', 'invalid_prefix', v, 'An NZBN starts with the GS1 New Zealand prefix 94.')
  const d = digitsOf(v)
  // GS1 mod 10: weights 3,1,3,1,... from the right of the 12-digit body.
  let sum = 0
  for (let i = 0; i < 12; i++) sum += (d[11 - i] ?? 0) * (i % 2 === 0 ? 3 : 1)
  if (mod(10 - mod(sum, 10), 10) !== d[12]) {
    return bad('checksum', 'checksum_mismatch', v, 'The NZBN check digit does not match (GS1 mod-10 rule).')
  }
  return ok('checksum', v, v, 'Well-formed NZBN: the GS1 check digit matches.')
}

const IRD_PRIMARY = [3, 2, 7, 6, 5, 4, 3, 2]
const IRD_SECONDARY = [7, 4, 3, 2, 5, 2, 7, 6]

/** An optional "NZ" country prefix (any case; separators already removed by compact), as python-stdnum nz/ird.py allows. */
const NZ_PREFIX = /^NZ/

export function nzIrd(value: string): Verdict {
  const v = compact(value).replace(NZ_PREFIX, '')
  const early = digitsOnly(v, [8, 9], 'An IRD number')
  if (early) return early
  const padded = v.padStart(9, '0')
  const n = Number(padded)
  if (n < 10_000_000 || n > 150_000_000) {
    return bad('format', 'out_of_range', padded, 'An IRD number lies between 10,000,000 and 150,000,000.')
  }
  const d = digitsOf(padded)
  let check = mod(-weightedSum(d, IRD_PRIMARY), 11)
  if (check === 10) check = mod(-weightedSum(d, IRD_SECONDARY), 11)
  if (check !== d[8])
    return bad('checksum', 'checksum_mismatch', padded, 'The IRD number fails the two-pass mod-11 check.')
  return ok('checksum', padded, group(padded, [3, 3, 3], '-'), 'Well-formed IRD number: the mod-11 check passes.')
}
