// Exact amount parsing for the forensic tests. No floating point touches an amount: each one becomes
// a signed BigInt count of ten-thousandths ("units", 1 unit = 0.0001) parsed from its decimal string.
//
// A JSON number is judged by its value, never by how it was written: the raw request text is not available to a
// skill (any door may call it with parsed JSON), so 1e2 and 100 are the same amount. The value is read as its
// shortest round-tripping decimal (String(n), expanded when JavaScript prints it with an exponent), which is the
// literal the client wrote whenever that literal had at most 17 significant digits. A number is refused only when
// that decimal has more than four decimals, i.e. cannot be represented exactly at the scale of 0.0001.
// Decimal strings are read exactly; their form is the input schema's business (no exponent, at most 4 decimals).

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

const EXPONENT = /^(-?)(\d+)(?:\.(\d+))?e([+-]?\d+)$/i

/**
 * The plain decimal (no exponent) of a finite number's shortest round-tripping form: 1e-7 → "0.0000001",
 * 1e21 → "1000000000000000000000", 1.5e-3 → "0.0015".
 */
export function plainDecimal(n: number): string {
  const s = String(n)
  const m = EXPONENT.exec(s)
  if (!m) return s
  const [, sign, intPart = '', frac = '', exp = '0'] = m
  const digits = intPart + frac
  const point = intPart.length + Number(exp) // position of the decimal point within `digits`
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/** Longest decimal quoted back in a message; longer ones (5e-324 has 324 decimals) are quoted as JavaScript prints them. */
const QUOTE_MAX = 40

/** Parses a JSON number or a decimal string exactly. Throws AmountError with a plain-words reason. */
export function parseAmount(value: number | string): ParsedAmount {
  let s: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new AmountError('must be a finite number')
    s = plainDecimal(value)
  } else {
    s = value
  }
  const m = DECIMAL.exec(s)
  if (!m) throw new AmountError('must be a decimal number such as "1234.50"')
  const [, sign, intPart = '0', frac = ''] = m
  if (frac.length > MAX_DECIMALS) {
    const quoted = s.length <= QUOTE_MAX || typeof value === 'string' ? s : String(value)
    throw new AmountError(
      `has more than ${MAX_DECIMALS} decimal places (${quoted}), so it cannot be represented exactly at the skill's ` +
        'scale of 0.0001; round it to at most 4 decimals',
    )
  }
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
  return Number(`${s}0`.slice(0, 2))
}
