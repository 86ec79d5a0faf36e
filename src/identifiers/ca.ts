// Canada: business number (BN9, BN15). Rules: research/domain-skills.md section 2.4 (CRA).

import { bad, compact, isDigits, ok, type Verdict } from './verdict.ts'

const BN_PROGRAMS = ['RC', 'RM', 'RP', 'RT']

/** Luhn: double every second digit from the right, starting left of the check digit; total mod 10 = 0. */
function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let x = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      x *= 2
      if (x > 9) x -= 9
    }
    sum += x
  }
  return sum % 10 === 0
}

export function caBn(value: string): Verdict {
  const v = compact(value)
  if (!/^[A-Z0-9]+$/.test(v))
    return bad(
      'format',
      'invalid_characters',
      null,
      'A business number has digits and an optional program identifier only.',
    )
  if (v.length !== 9 && v.length !== 15) {
    return bad(
      'format',
      'wrong_length',
      v,
      `A business number has 9 digits (BN9) or 15 characters with a program account (BN15); this value has ${v.length}.`,
    )
  }
  const bn9 = v.slice(0, 9)
  if (!isDigits(bn9) || (v.length === 15 && !/^[A-Z]{2}\d{4}$/.test(v.slice(9)))) {
    return bad(
      'format',
      'invalid_format',
      v,
      'A business number is 9 digits, optionally followed by a program identifier and 4 digits (e.g. RC0001).',
    )
  }
  if (v.length === 15 && !BN_PROGRAMS.includes(v.slice(9, 11))) {
    return bad('format', 'invalid_format', v, 'The program identifier must be RC, RM, RP or RT.')
  }
  if (!luhnValid(bn9)) return bad('checksum', 'checksum_mismatch', v, 'The business number fails the Luhn check.')
  const formatted = v.length === 15 ? `${bn9} ${v.slice(9)}` : bn9
  return ok('checksum', v, formatted, 'Well-formed business number: the Luhn check passes on the 9-digit BN.')
}
