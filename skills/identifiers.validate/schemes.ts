// Check-digit and format rules for the business identifiers of identifiers.validate.
// Rules: research/domain-skills.md section 2.4 (ABR "ABN format", ATO, IRD RWT/NRWT spec, GS1, HMRC,
// Companies House URI customer guide, CRA, IRS "valid EIN prefixes"). Pure functions: no I/O, no logging.

export const SCHEMES = [
  'au_abn', 'au_acn', 'au_tfn', 'nz_nzbn', 'nz_ird', 'gb_vat', 'gb_company_number', 'ca_bn', 'us_ein',
] as const
export type SchemeId = (typeof SCHEMES)[number]

export type CheckKind = 'checksum' | 'format'
export type Reason =
  | 'wrong_length' | 'invalid_characters' | 'invalid_format' | 'invalid_prefix' | 'checksum_mismatch' | 'out_of_range'

export interface Verdict {
  valid: boolean
  check: CheckKind
  normalized: string | null
  formatted: string | null
  reason: Reason | null
  message: string
  /** True when the value passed on a format-only rule (used for the warning; not part of the output). */
  formatOnly: boolean
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

function ok(check: CheckKind, normalized: string, formatted: string, message: string, formatOnly = false): Verdict {
  return { valid: true, check, normalized, formatted, reason: null, message, formatOnly }
}

function bad(check: CheckKind, reason: Reason, normalized: string | null, message: string): Verdict {
  return { valid: false, check, normalized, formatted: null, reason, message, formatOnly: false }
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

function auAbn(value: string): Verdict {
  const v = compact(value)
  const early = digitsOnly(v, [11], 'An ABN')
  if (early) return early
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

function auTfn(value: string): Verdict {
  const v = compact(value)
  if (!isDigits(v)) return bad('format', 'invalid_characters', null, 'A TFN may contain only digits (spaces, hyphens and dots are ignored).')
  const masked = maskTfn(v)
  if (v.length === 8) {
    // Legacy 8-digit TFNs: the research gives the mod-11 rule for 9-digit numbers only, so no check digit is applied.
    return ok('format', masked, group(masked, [3, 3]),
      'Legacy 8-digit TFN: format check only, no check digit is applied to 8-digit TFNs.', true)
  }
  if (v.length !== 9) return bad('format', 'wrong_length', masked, `A TFN has 9 digits (8 for legacy numbers); this value has ${v.length}.`)
  if (mod(weightedSum(digitsOf(v), [1, 4, 3, 7, 5, 8, 6, 9, 10]), 11) !== 0) {
    return bad('checksum', 'checksum_mismatch', masked, 'The TFN fails the ATO mod-11 check.')
  }
  return ok('checksum', masked, group(masked, [3, 3, 3]), 'Well-formed TFN: the mod-11 check passes.')
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

function nzIrd(value: string): Verdict {
  const v = compact(value)
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
    return ok('format', v, `${country} ${v}`, 'Well-formed government department / health authority VAT number: format check only, these forms have no check digit.', true)
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

/** Companies House prefixes (URI customer guide, plus CE, CS, SG, RS, OE and BR seen on the register). */
export const GB_COMPANY_PREFIXES = new Set([
  'AC', 'ZC', 'FC', 'GE', 'LP', 'OC', 'SE', 'SA', 'SZ', 'SF', 'GS', 'SL', 'SO', 'SC', 'ES', 'NA', 'NZ', 'NF', 'GN',
  'NL', 'NC', 'R0', 'NI', 'EN', 'IP', 'SP', 'IC', 'SI', 'NP', 'NV', 'RC', 'SR', 'NR', 'NO', 'CE', 'CS', 'SG', 'RS',
  'OE', 'BR',
])

function gbCompanyNumber(value: string): Verdict {
  let v = compact(value)
  if (!/^[A-Z0-9]+$/.test(v)) return bad('format', 'invalid_characters', null, 'A UK company number has letters and digits only.')
  let padded = false
  if (isDigits(v) && v.length < 8) {
    v = v.padStart(8, '0')
    padded = true
  }
  if (v.length !== 8) return bad('format', 'wrong_length', v, `A UK company number has 8 characters; this value has ${v.length}.`)
  if (isDigits(v)) {
    return ok('format', v, v, padded
      ? 'Well-formed England and Wales company number (zero-padded to 8 digits): format check only, no check digit exists.'
      : 'Well-formed England and Wales company number: format check only, no check digit exists.', true)
  }
  const m = /^([A-Z][A-Z0-9])(\d{6}|\d{5}[A-Z])$/.exec(v)
  if (!m) return bad('format', 'invalid_format', v, 'A UK company number is 8 digits, or a 2-character prefix and 6 digits.')
  if (!GB_COMPANY_PREFIXES.has(m[1] ?? '')) return bad('format', 'invalid_prefix', v, 'The prefix is not a Companies House register prefix.')
  return ok('format', v, v, 'Well-formed UK company number: format check only, no check digit exists.', true)
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
  return ok('format', v, `${v.slice(0, 2)}-${v.slice(2)}`, 'Well-formed EIN with a valid IRS prefix: format check only, EINs have no check digit.', true)
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
