// United Kingdom: VAT registration number and Companies House company number. Rules: research/domain-skills.md
// section 2.4 (HMRC, Companies House URI customer guide); the company number prefixes as listed in
// skills/identifiers.validate/README.md.

import { bad, compact, digitsOf, group, isDigits, mod, ok, weightedSum, type Verdict } from './verdict.ts'

const VAT_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 1]

export function gbVat(value: string): Verdict {
  let v = compact(value)
  let country = 'GB'
  if (v.startsWith('GB') || v.startsWith('XI')) {
    country = v.slice(0, 2)
    v = v.slice(2)
  }
  if (v.startsWith('GD') || v.startsWith('HA')) {
    // Government departments (GD000-GD499) and health authorities (HA500-HA999): format only.
    const body = v.slice(2)
    if (!isDigits(body))
      return bad('format', 'invalid_characters', null, 'A GD/HA VAT number is GD or HA followed by 3 digits.')
    if (body.length !== 3)
      return bad(
        'format',
        'wrong_length',
        v,
        `A GD/HA VAT number is GD or HA followed by 3 digits; this value has ${body.length}.`,
      )
    const n = Number(body)
    if (v.startsWith('GD') ? n >= 500 : n < 500) {
      return bad('format', 'out_of_range', v, 'GD numbers run from GD000 to GD499 and HA numbers from HA500 to HA999.')
    }
    return ok(
      'format',
      v,
      `${country} ${v}`,
      'Well-formed government department / health authority VAT number: format check only, these forms have no check digit.',
      'format_only',
    )
  }
  if (!isDigits(v)) {
    return /^[A-Z]{2}/.test(v)
      ? bad('format', 'invalid_prefix', null, 'A UK VAT number may start with GB or XI only (or be a GD/HA form).')
      : bad('format', 'invalid_characters', null, 'A UK VAT number has digits after an optional GB or XI prefix.')
  }
  if (v.length !== 9 && v.length !== 12) {
    return bad(
      'format',
      'wrong_length',
      v,
      `A UK VAT number has 9 digits, or 12 with a branch suffix; this value has ${v.length}.`,
    )
  }
  const remainder = mod(weightedSum(digitsOf(v), VAT_WEIGHTS), 97)
  const allowed = Number(v.slice(0, 3)) >= 100 ? [0, 42, 55] : [0]
  if (!allowed.includes(remainder))
    return bad('checksum', 'checksum_mismatch', v, 'The VAT number fails the HMRC mod-97 / 9755 check.')
  const formatted = `${country} ${group(v, [3, 4, 2, 3])}`
  return ok(
    'checksum',
    v,
    formatted,
    v.length === 12
      ? 'Well-formed VAT number with a branch suffix: the mod-97 / 9755 check passes on the first 9 digits.'
      : 'Well-formed VAT number: the mod-97 / 9755 check passes.',
  )
}

/**
 * Two-character prefixes Companies House puts before 6 digits. The 34 of the Companies House "Uniform Resource
 * Identifiers (URI) Customer Guide" (list of company numbers and prefixes), plus CE, CS, SG, PC, OE, RS, BR and FE,
 * which Companies House's own test-data-generator allocates for later company types. Sources in skills/identifiers.validate/README.md.
 */
export const GB_COMPANY_PREFIXES = new Set([
  // URI customer guide
  'AC',
  'ZC',
  'FC',
  'GE',
  'LP',
  'OC',
  'SE',
  'SA',
  'SZ',
  'SF',
  'GS',
  'SL',
  'SO',
  'SC',
  'ES',
  'NA',
  'NZ',
  'NF',
  'GN',
  'NL',
  'NC',
  'R0',
  'NI',
  'EN',
  'IP',
  'SP',
  'IC',
  'SI',
  'NP',
  'NV',
  'RC',
  'SR',
  'NR',
  'NO',
  // Companies House test-data-generator (Jurisdiction.java)
  'CE',
  'CS',
  'SG',
  'PC',
  'OE',
  'RS',
  'BR',
  'FE',
])

export function gbCompanyNumber(value: string): Verdict {
  let v = compact(value)
  if (!/^[A-Z0-9]+$/.test(v))
    return bad('format', 'invalid_characters', null, 'A UK company number has letters and digits only.')
  let padded = false
  if (isDigits(v) && v.length < 8) {
    // Leading zeros are often left out (644831 for 00644831); Companies House's own look-up pads them back.
    v = v.padStart(8, '0')
    padded = true
  }
  if (v.length !== 8)
    return bad('format', 'wrong_length', v, `A UK company number has 8 characters; this value has ${v.length}.`)
  if (isDigits(v)) {
    if (/^0+$/.test(v))
      return bad(
        'format',
        'out_of_range',
        v,
        'Companies House numbers start at 00000001; an all-zero number is never issued.',
      )
    return ok(
      'format',
      v,
      v,
      padded
        ? 'Well-formed England and Wales company number (zero-padded to 8 digits): format check only, no check digit exists.'
        : 'Well-formed England and Wales company number: format check only, no check digit exists.',
      'format_only',
    )
  }
  const m = /^([A-Z][A-Z0-9])(\d{6})$/.exec(v)
  if (!m) {
    return bad(
      'format',
      'invalid_format',
      v,
      'A UK company number is 8 digits, or a two-character Companies House prefix and 6 digits; other forms, such as ' +
        'letter-suffixed society numbers (IP12345R), are not accepted.',
    )
  }
  if (!GB_COMPANY_PREFIXES.has(m[1] ?? ''))
    return bad('format', 'invalid_prefix', v, 'The prefix is not a Companies House register prefix.')
  if (/^0+$/.test(m[2] ?? '')) {
    return bad(
      'format',
      'out_of_range',
      v,
      'The 6 digits after a Companies House prefix start at 000001; 000000 is never issued.',
    )
  }
  return ok('format', v, v, 'Well-formed UK company number: format check only, no check digit exists.', 'format_only')
}
