// Australia: ABN, ACN and TFN. Rules: research/domain-skills.md section 2.4 (ABR "ABN format", ATO); 8-digit TFN
// weights and the ABN check-digit range as python-stdnum applies them. TFNs leave here masked (maskTfn).

import { bad, compact, digitsOf, digitsOnly, group, isDigits, mod, ok, weightedSum, type Verdict } from './verdict.ts'

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]

/**
 * The ABR derives the two check digits so that they run from 11 to 99 (python-stdnum's calc_check_digits:
 * 11 + (s − 1) mod 89). 89 consecutive values hold every residue mod 89 once, so each 9-digit identifier has exactly
 * one pair in that range; 10 is the mod-89 alias of 99 and 00–09 of 89–98, which pass the checksum but are never issued.
 */
const ABN_MIN_CHECK_DIGITS = 11

export function auAbn(value: string): Verdict {
  const v = compact(value)
  const early = digitsOnly(v, [11], 'An ABN')
  if (early) return early
  if (Number(v.slice(0, 2)) < ABN_MIN_CHECK_DIGITS) {
    return bad(
      'format',
      'out_of_range',
      v,
      "An ABN's check digits (its first two digits) run from 11 to 99; ABNs starting 00 to 10 are never issued, " +
        'even where the mod-89 sum works out (10 and 00-09 are aliases of 99 and 89-98).',
    )
  }
  const d = digitsOf(v)
  d[0] = (d[0] ?? 0) - 1
  if (mod(weightedSum(d, ABN_WEIGHTS), 89) !== 0) {
    return bad('checksum', 'checksum_mismatch', v, 'The ABN fails the ABR mod-89 check.')
  }
  return ok('checksum', v, group(v, [2, 3, 3, 3]), 'Well-formed ABN: the mod-89 check passes.')
}

export function auAcn(value: string): Verdict {
  const v = compact(value)
  const early = digitsOnly(v, [9], 'An ACN')
  if (early) return early
  const d = digitsOf(v)
  const expected = mod(10 - mod(weightedSum(d, [8, 7, 6, 5, 4, 3, 2, 1]), 10), 10)
  if (expected !== d[8])
    return bad('checksum', 'checksum_mismatch', v, 'The ACN check digit does not match (ASIC mod-10 rule).')
  return ok('checksum', v, group(v, [3, 3, 3]), 'Well-formed ACN: the check digit matches.')
}

/** TFNs are never echoed: all but the last 3 digits are replaced by '*'. */
export function maskTfn(digits: string): string {
  return '*'.repeat(Math.max(0, digits.length - 3)) + digits.slice(-3)
}

/** ATO weights for 9-digit TFNs; an 8-digit TFN takes the first eight, as python-stdnum au/tfn.py applies them. */
const TFN_WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10]

export function auTfn(value: string): Verdict {
  const v = compact(value)
  if (!isDigits(v))
    return bad(
      'format',
      'invalid_characters',
      null,
      'A TFN may contain only digits (spaces, hyphens and dots are ignored).',
    )
  const masked = maskTfn(v)
  if (v.length !== 8 && v.length !== 9) {
    return bad(
      'format',
      'wrong_length',
      masked,
      `A TFN has 9 digits (8 for older numbers); this value has ${v.length}.`,
    )
  }
  const legacy = v.length === 8
  if (mod(weightedSum(digitsOf(v), TFN_WEIGHTS.slice(0, v.length)), 11) !== 0) {
    return bad(
      'checksum',
      'checksum_mismatch',
      masked,
      legacy
        ? 'The 8-digit TFN fails the mod-11 check (weights 1,4,3,7,5,8,6,9).'
        : 'The TFN fails the ATO mod-11 check.',
    )
  }
  return legacy
    ? ok(
        'checksum',
        masked,
        group(masked, [3, 3]),
        'Well-formed 8-digit TFN: the mod-11 check (weights 1,4,3,7,5,8,6,9, as python-stdnum applies them) passes.',
        'tfn8',
      )
    : ok('checksum', masked, group(masked, [3, 3, 3]), 'Well-formed TFN: the mod-11 check passes.')
}
