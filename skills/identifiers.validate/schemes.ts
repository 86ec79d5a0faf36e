// Check-digit and format rules for the business identifiers of identifiers.validate.
// Rules: research/domain-skills.md section 2.4 (ABR "ABN format", ATO, IRD RWT/NRWT spec, GS1, HMRC,
// Companies House URI customer guide, CRA, IRS "valid EIN prefixes"); 8-digit TFN weights and the ABN check-digit
// range as python-stdnum applies them; the company number prefixes as listed in README.md. Pure functions: no I/O,
// no logging.

import type { Output } from './types.ts'

type Result = Output['results'][number]
// The scheme, check and reason vocabularies are the generated output types, so they cannot drift from the schema.
export type SchemeId = Result['scheme']
export type CheckKind = Result['check']
export type Reason = NonNullable<Result['reason']>

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

// ---------- helpers ----------

/** Drops the tolerated separators (whitespace, hyphens, dots) and upper-cases letters. */
export function compact(value: string): string {
  return value.replace(/[\s.\-]/g, '').toUpperCase()
}

const isDigits = (s: string) => /^\d+$/.test(s)
const digitsOf = (s: string) => Array.from(s, Number)

function weightedSum(digits: number[], weights: readonly number[]): number {
  let sum = 0
  for (let i = 0; i < weights.length; i++) sum += (digits[i] ?? 0) * (weights[i] ?? 0)
  return sum
}

const mod = (n: number, m: number) => ((n % m) + m) % m

/** Splits s into groups of the given sizes (the last group takes the rest). */
function group(s: string, sizes: number[], sep = ' '): string {
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

function ok(check: CheckKind, normalized: string, formatted: string, message: string, caveat: Caveat | null = null): Verdict {
  return { valid: true, check, normalized, formatted, reason: null, message, caveat }
}

function bad(check: CheckKind, reason: Reason, normalized: string | null, message: string): Verdict {
  return { valid: false, check, normalized, formatted: null, reason, message, caveat: null }
}

/** Common front door for all-digit identifiers: characters, then length. */
function digitsOnly(v: string, lengths: number[], label: string): Verdict | null {
  if (!isDigits(v)) return bad('format', 'invalid_characters', null, `${label} may contain only digits (spaces, hyphens and dots are ignored).`)
  if (!lengths.includes(v.length)) {
    return bad('format', 'wrong_length', v, `${label} has ${lengths.join(' or ')} digits; this value has ${v.length}.`)
  }
  return null
}

// ---------- Australia ----------

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]

/**
 * The ABR derives the two check digits so that they run from 11 to 99 (python-stdnum's calc_check_digits:
 * 11 + (s − 1) mod 89). 89 consecutive values hold every residue mod 89 once, so each 9-digit identifier has exactly
 * one pair in that range; 10 is the mod-89 alias of 99 and 00–09 of 89–98, which pass the checksum but are never issued.
 */
const ABN_MIN_CHECK_DIGITS = 11

function auAbn(value: string): Verdict {
  const v = compact(value)
  const early = digitsOnly(v, [11], 'An ABN')
  if (early) return early
  if (Number(v.slice(0, 2)) < ABN_MIN_CHECK_DIGITS) {
    return bad('format', 'out_of_range', v,
      "An ABN's check digits (its first two digits) run from 11 to 99; ABNs starting 00 to 10 are never issued, " +
      'even where the mod-89 sum works out (10 and 00-09 are aliases of 99 and 89-98).')
  }
  const d = digitsOf(v)
  d[0] = (d[0] ?? 0) - 1
  if (mod(weightedSum(d, ABN_WEIGHTS), 89) !== 0) {
    return bad('checksum', 'checksum_mismatch', v, 'The ABN fails the ABR mod-89 check.')
  }
  return ok('checksum', v, group(v, [2, 3, 3, 3]), 'Well-formed ABN: the mod-89 check passes.')
}

function auAcn(value: string): Verdict {
  const v = compact(value)
  const early = digitsOnly(v, [9], 'An ACN')
  if (early) return early
  const d = digitsOf(v)
  const expected = mod(10 - mod(weightedSum(d, [8, 7, 6, 5, 4, 3, 2, 1]), 10), 10)
  if (expected !== d[8]) return bad('checksum', 'checksum_mismatch', v, 'The ACN check digit does not match (ASIC mod-10 rule).')
  return ok('checksum', v, group(v, [3, 3, 3]), 'Well-formed ACN: the check digit matches.')
}

/** TFNs are never echoed: all but the last 3 digits are replaced by '*'. */
export function maskTfn(digits: string): string {
  return '*'.repeat(Math.max(0, digits.length - 3)) + digits.slice(-3)
}

/** ATO weights for 9-digit TFNs; an 8-digit TFN takes the first eight, as python-stdnum au/tfn.py applies them. */
const TFN_WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10]

function auTfn(value: string): Verdict {
  const v = compact(value)
  if (!isDigits(v)) return bad('format', 'invalid_characters', null, 'A TFN may contain only digits (spaces, hyphens and dots are ignored).')
  const masked = maskTfn(v)
  if (v.length !== 8 && v.length !== 9) {
    return bad('format', 'wrong_length', masked, `A TFN has 9 digits (8 for older numbers); this value has ${v.length}.`)
  }
  const legacy = v.length === 8
  if (mod(weightedSum(digitsOf(v), TFN_WEIGHTS.slice(0, v.length)), 11) !== 0) {
    return bad('checksum', 'checksum_mismatch', masked, legacy
      ? 'The 8-digit TFN fails the mod-11 check (weights 1,4,3,7,5,8,6,9).'
      : 'The TFN fails the ATO mod-11 check.')
  }
  return legacy
    ? ok('checksum', masked, group(masked, [3, 3]),
      'Well-formed 8-digit TFN: the mod-11 check (weights 1,4,3,7,5,8,6,9, as python-stdnum applies them) passes.', 'tfn8')
    : ok('checksum', masked, group(masked, [3, 3, 3]), 'Well-formed TFN: the mod-11 check passes.')
}

// ---------- New Zealand ----------

function nzNzbn(value: string): Verdict {
  const v = compact(value)
  const early = digitsOnly(v, [13], 'An NZBN')
  if (early) return early
  if (!v.startsWith('94')) return bad('format', 'invalid_prefix', v, 'An NZBN starts with the GS1 New Zealand prefix 94.')
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

function nzIrd(value: string): Verdict {
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
  if (check !== d[8]) return bad('checksum', 'checksum_mismatch', padded, 'The IRD number fails the two-pass mod-11 check.')
  return ok('checksum', padded, group(padded, [3, 3, 3], '-'), 'Well-formed IRD number: the mod-11 check passes.')
}

// ---------- United Kingdom ----------

const VAT_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 1]

function gbVat(value: string): Verdict {
  let v = compact(value)
  let country = 'GB'
  if (v.startsWith('GB') || v.startsWith('XI')) {
    country = v.slice(0, 2)
    v = v.slice(2)
  }
  if (v.startsWith('GD') || v.startsWith('HA')) {
    // Government departments (GD000-GD499) and health authorities (HA500-HA999): format only.
    const body = v.slice(2)
    if (!isDigits(body)) return bad('format', 'invalid_characters', null, 'A GD/HA VAT number is GD or HA followed by 3 digits.')
    if (body.length !== 3) return bad('format', 'wrong_length', v, `A GD/HA VAT number is GD or HA followed by 3 digits; this value has ${body.length}.`)
    const n = Number(body)
    if (v.startsWith('GD') ? n >= 500 : n < 500) {
      return bad('format', 'out_of_range', v, 'GD numbers run from GD000 to GD499 and HA numbers from HA500 to HA999.')
    }
    return ok('format', v, `${country} ${v}`, 'Well-formed government department / health authority VAT number: format check only, these forms have no check digit.', 'format_only')
  }
  if (!isDigits(v)) {
    return /^[A-Z]{2}/.test(v)
      ? bad('format', 'invalid_prefix', null, 'A UK VAT number may start with GB or XI only (or be a GD/HA form).')
      : bad('format', 'invalid_characters', null, 'A UK VAT number has digits after an optional GB or XI prefix.')
  }
  if (v.length !== 9 && v.length !== 12) {
    return bad('format', 'wrong_length', v, `A UK VAT number has 9 digits, or 12 with a branch suffix; this value has ${v.length}.`)
  }
  const remainder = mod(weightedSum(digitsOf(v), VAT_WEIGHTS), 97)
  const allowed = Number(v.slice(0, 3)) >= 100 ? [0, 42, 55] : [0]
  if (!allowed.includes(remainder)) return bad('checksum', 'checksum_mismatch', v, 'The VAT number fails the HMRC mod-97 / 9755 check.')
  const formatted = `${country} ${group(v, [3, 4, 2, 3])}`
  return ok('checksum', v, formatted, v.length === 12
    ? 'Well-formed VAT number with a branch suffix: the mod-97 / 9755 check passes on the first 9 digits.'
    : 'Well-formed VAT number: the mod-97 / 9755 check passes.')
}

/**
 * Two-character prefixes Companies House puts before 6 digits. The 34 of the Companies House "Uniform Resource
 * Identifiers (URI) Customer Guide" (list of company numbers and prefixes), plus CE, CS, SG, PC, OE, RS, BR and FE,
 * which Companies House's own test-data-generator allocates for later company types. Sources in README.md.
 */
export const GB_COMPANY_PREFIXES = new Set([
  // URI customer guide
  'AC', 'ZC', 'FC', 'GE', 'LP', 'OC', 'SE', 'SA', 'SZ', 'SF', 'GS', 'SL', 'SO', 'SC', 'ES', 'NA', 'NZ', 'NF', 'GN',
  'NL', 'NC', 'R0', 'NI', 'EN', 'IP', 'SP', 'IC', 'SI', 'NP', 'NV', 'RC', 'SR', 'NR', 'NO',
  // Companies House test-data-generator (Jurisdiction.java)
  'CE', 'CS', 'SG', 'PC', 'OE', 'RS', 'BR', 'FE',
])

function gbCompanyNumber(value: string): Verdict {
  let v = compact(value)
  if (!/^[A-Z0-9]+$/.test(v)) return bad('format', 'invalid_characters', null, 'A UK company number has letters and digits only.')
  let padded = false
  if (isDigits(v) && v.length < 8) {
    // Leading zeros are often left out (644831 for 00644831); Companies House's own look-up pads them back.
    v = v.padStart(8, '0')
    padded = true
  }
  if (v.length !== 8) return bad('format', 'wrong_length', v, `A UK company number has 8 characters; this value has ${v.length}.`)
  if (isDigits(v)) {
    if (/^0+$/.test(v)) return bad('format', 'out_of_range', v, 'Companies House numbers start at 00000001; an all-zero number is never issued.')
    return ok('format', v, v, padded
      ? 'Well-formed England and Wales company number (zero-padded to 8 digits): format check only, no check digit exists.'
      : 'Well-formed England and Wales company number: format check only, no check digit exists.', 'format_only')
  }
  const m = /^([A-Z][A-Z0-9])(\d{6})$/.exec(v)
  if (!m) {
    return bad('format', 'invalid_format', v,
      'A UK company number is 8 digits, or a two-character Companies House prefix and 6 digits; other forms, such as ' +
      'letter-suffixed society numbers (IP12345R), are not accepted.')
  }
  if (!GB_COMPANY_PREFIXES.has(m[1] ?? '')) return bad('format', 'invalid_prefix', v, 'The prefix is not a Companies House register prefix.')
  if (/^0+$/.test(m[2] ?? '')) {
    return bad('format', 'out_of_range', v, 'The 6 digits after a Companies House prefix start at 000001; 000000 is never issued.')
  }
  return ok('format', v, v, 'Well-formed UK company number: format check only, no check digit exists.', 'format_only')
}

// ---------- Canada ----------

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

function caBn(value: string): Verdict {
  const v = compact(value)
  if (!/^[A-Z0-9]+$/.test(v)) return bad('format', 'invalid_characters', null, 'A business number has digits and an optional program identifier only.')
  if (v.length !== 9 && v.length !== 15) {
    return bad('format', 'wrong_length', v, `A business number has 9 digits (BN9) or 15 characters with a program account (BN15); this value has ${v.length}.`)
  }
  const bn9 = v.slice(0, 9)
  if (!isDigits(bn9) || (v.length === 15 && !/^[A-Z]{2}\d{4}$/.test(v.slice(9)))) {
    return bad('format', 'invalid_format', v, 'A business number is 9 digits, optionally followed by a program identifier and 4 digits (e.g. RC0001).')
  }
  if (v.length === 15 && !BN_PROGRAMS.includes(v.slice(9, 11))) {
    return bad('format', 'invalid_format', v, 'The program identifier must be RC, RM, RP or RT.')
  }
  if (!luhnValid(bn9)) return bad('checksum', 'checksum_mismatch', v, 'The business number fails the Luhn check.')
  const formatted = v.length === 15 ? `${bn9} ${v.slice(9)}` : bn9
  return ok('checksum', v, formatted, 'Well-formed business number: the Luhn check passes on the 9-digit BN.')
}

// ---------- United States ----------

/** IRS "How EINs are assigned and valid EIN prefixes". */
export const EIN_PREFIXES = new Set<string>()
for (const [from, to] of [[1, 6], [10, 16], [20, 27], [30, 48], [50, 68], [71, 77], [80, 88], [90, 95], [98, 99]] as const) {
  for (let p = from; p <= to; p++) EIN_PREFIXES.add(String(p).padStart(2, '0'))
}

function usEin(value: string): Verdict {
  const v = compact(value)
  const early = digitsOnly(v, [9], 'An EIN')
  if (early) return early
  if (!EIN_PREFIXES.has(v.slice(0, 2))) return bad('format', 'invalid_prefix', v, 'The first two digits are not an IRS campus prefix in use for EINs.')
  return ok('format', v, `${v.slice(0, 2)}-${v.slice(2)}`, 'Well-formed EIN with a valid IRS prefix: format check only, EINs have no check digit.', 'format_only')
}

// ---------- dispatch ----------

export const RULES: Record<SchemeId, (value: string) => Verdict> = {
  au_abn: auAbn,
  au_acn: auAcn,
  au_tfn: auTfn,
  nz_nzbn: nzNzbn,
  nz_ird: nzIrd,
  gb_vat: gbVat,
  gb_company_number: gbCompanyNumber,
  ca_bn: caBn,
  us_ein: usEin,
}

/** Schemes with no check digit at all. */
export const FORMAT_ONLY_SCHEMES: readonly SchemeId[] = ['gb_company_number', 'us_ein']
