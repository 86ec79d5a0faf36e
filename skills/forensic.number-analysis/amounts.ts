// Exact amount parsing for the number-analysis skill. No floating point touches an amount: each one becomes
// a signed BigInt count of ten-thousandths ("units", 1 unit = 0.0001) parsed from its decimal string.
//
// JSON numbers are turned into their shortest round-tripping JS string (String(n)), which is the literal the
// client wrote whenever that literal had at most 17 significant digits. Exponent forms and more than four
// decimals are refused (the input schema refuses them for strings; numbers are checked here).

export const SCALE = 10_000n
export const MAX_DECIMALS = 4

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

export interface ParsedAmount {
  /** Signed value in units of 0.0001. */
  units: bigint
  /** Canonical decimal string: no leading zeros, at least two decimals, no trailing zeros past two ("12.50"). */
  text: string
}

/** Why an amount could not be parsed; the handler turns this into a validation error. */
export class AmountError extends Error {
  override readonly name = 'AmountError'
}

/** Parses a JSON number or a decimal string exactly. Throws AmountError with a plain-words reason. */
export function parseAmount(value: number | string): ParsedAmount {
  let s: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new AmountError('must be a finite number')
    s = String(value)
    if (/e/i.test(s)) throw new AmountError(`must be written without an exponent (got ${s}); send it as a decimal string`)
  } else {
    s = value
  }
  const m = DECIMAL.exec(s)
  if (!m) throw new AmountError('must be a decimal number such as "1234.50"')
  const [, sign, intPart = '0', frac = ''] = m
  if (frac.length > MAX_DECIMALS) throw new AmountError(`must have at most ${MAX_DECIMALS} decimal places (got ${s})`)
  const magnitude = BigInt(intPart) * SCALE + BigInt(frac.padEnd(MAX_DECIMALS, '0'))
  const units = sign === '-' ? -magnitude : magnitude
  return { units, text: formatUnits(units) }
}

/** Renders units of 0.0001 as a canonical decimal string (at least two decimals). */
export function formatUnits(units: bigint): string {
  const neg = units < 0n
  const abs = neg ? -units : units
  const int = (abs / SCALE).toString()
  let frac = (abs % SCALE).toString().padStart(MAX_DECIMALS, '0')
  while (frac.length > 2 && frac.endsWith('0')) frac = frac.slice(0, -1)
  return `${neg && abs !== 0n ? '-' : ''}${int}.${frac}`
}

/** The significant digits of |units| (leading zeros stripped); '' for zero. */
export function significantDigits(units: bigint): string {
  const abs = units < 0n ? -units : units
  if (abs === 0n) return ''
  // BigInt#toString never has leading zeros, and trailing zeros of the 0.0001 scale do not move the leading
  // digits: 1000 → 10000000 → first digit 1; 0.01 → 100 → 1; no log10 rounding edge cases.
  return abs.toString()
}

/** First significant digit 1–9, or null for zero. */
export function firstDigit(units: bigint): number | null {
  const s = significantDigits(units)
  return s === '' ? null : Number(s[0])
}

/** First two significant digits 10–99, or null for zero. A single significant digit d reads as d0 (0.0005 → 50). */
export function firstTwoDigits(units: bigint): number | null {
  const s = significantDigits(units)
  if (s === '') return null
  return Number((s + '0').slice(0, 2))
}
