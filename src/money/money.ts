// Money: integer minor units inside, decimal strings outside (SPEC-DECISIONS "Lists and money"). Amounts are
// safe JavaScript integers (|n| < 2^53, about 90 trillion dollars in cents); every operation that could leave
// that range throws MoneyError('overflow') instead of losing a cent. Nothing here rounds silently: parsing refuses
// more decimals than the currency has, and the two operations that must round (scale, allocate) say how.

/** ISO 4217 minor-unit exponents that are not 2 (the list the standard publishes; everything else is 2). */
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
}

/** ISO 4217 codes: ICU's list (the currencies it can display) and the table above (some funds codes, CLF and UYW, are not in it). */
const KNOWN = new Set([...Intl.supportedValuesOf('currency'), ...Object.keys(EXPONENTS)])

export type MoneyErrorCode =
  | 'unknown_currency'
  | 'invalid_amount'
  | 'too_many_decimals'
  | 'overflow'
  | 'invalid_weights'

/** A refusal the caller turns into a 422 with its own `param`. */
export class MoneyError extends Error {
  readonly code: MoneyErrorCode
  constructor(code: MoneyErrorCode, message: string) {
    super(message)
    this.name = 'MoneyError'
    this.code = code
  }
}

/** The currency's minor-unit exponent (USD 2, JPY 0, BHD 3). Throws for a code that is not an ISO 4217 currency. */
export function exponentOf(currency: string): number {
  if (!/^[A-Z]{3}$/.test(currency) || !KNOWN.has(currency))
    throw new MoneyError(
      'unknown_currency',
      `${JSON.stringify(currency.slice(0, 10))} is not an ISO 4217 currency code.`,
    )
  return EXPONENTS[currency] ?? 2
}

function checked(n: number): number {
  if (!Number.isSafeInteger(n))
    throw new MoneyError('overflow', 'The amount is outside the range this service computes exactly.')
  return n === 0 ? 0 : n // no -0
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/

/**
 * A decimal amount (`"1234.50"`, `"-0.05"`, `"12"`; a JSON number is taken by its shortest decimal form) as minor
 * units of `currency`. Refused: anything else (exponents, `+`, spaces, thousands separators, `.5`, `5.`), more
 * decimals than the currency has unless they are zeros (`"1.230"` is 123 cents, `"1.234"` is refused), and amounts
 * outside the exact range.
 */
export function parseAmount(value: string | number, currency: string): number {
  const exp = exponentOf(currency)
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberToDecimal(value) : '') : value
  const m = DECIMAL.exec(text)
  if (!m)
    throw new MoneyError(
      'invalid_amount',
      `${JSON.stringify(String(text).slice(0, 40))} is not a decimal amount such as "1234.50".`,
    )
  const [, sign, whole, fraction = ''] = m
  const extra = fraction.slice(exp)
  if (/[^0]/.test(extra))
    throw new MoneyError(
      'too_many_decimals',
      `${currency} amounts have ${exp} decimal place${exp === 1 ? '' : 's'}; got ${fraction.length}.`,
    )
  const digits = (whole!.replace(/^0+(?=\d)/, '') + fraction.slice(0, exp).padEnd(exp, '0')).replace(/^0+(?=\d)/, '')
  if (digits.length > 16)
    throw new MoneyError('overflow', 'The amount is outside the range this service computes exactly.')
  return checked((sign ? -1 : 1) * Number(digits))
}

/** A JSON number's decimal digits without exponent notation (1e-7 → "0.0000001"), exactly as JavaScript prints it. */
function numberToDecimal(n: number): string {
  const s = String(n)
  if (!/e/i.test(s)) return s
  const [mantissa, e] = s.split(/e/i) as [string, string]
  const neg = mantissa.startsWith('-')
  const [w, f = ''] = (neg ? mantissa.slice(1) : mantissa).split('.') as [string, string?]
  const shift = Number(e)
  const digits = w + f
  const point = w.length + shift
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`
  return (neg ? '-' : '') + body
}

/** Minor units as the decimal string the API returns: `123450` USD → `"1234.50"`, `-5` → `"-0.05"`, JPY `1234` → `"1234"`. */
export function formatAmount(minor: number, currency: string): string {
  const exp = exponentOf(currency)
  checked(minor)
  const neg = minor < 0
  const digits = String(Math.abs(minor)).padStart(exp + 1, '0')
  const body = exp === 0 ? digits : `${digits.slice(0, -exp)}.${digits.slice(-exp)}`
  return neg ? `-${body}` : body
}

export function add(a: number, b: number): number {
  return checked(a + b)
}
export function subtract(a: number, b: number): number {
  return checked(a - b)
}

/** The exact sum of many amounts (throws on overflow, also when a partial sum would have left the range). */
export function sum(amounts: Iterable<number>): number {
  let total = 0
  for (const a of amounts) total = checked(total + checked(a))
  return total
}

/** `minor × factor` for an integer factor (quantities). */
export function multiply(minor: number, factor: number): number {
  if (!Number.isSafeInteger(factor)) throw new MoneyError('invalid_amount', 'The factor must be an integer.')
  return checked(minor * factor)
}

export type Rounding = 'half-even' | 'half-up' | 'down'

/**
 * `minor × numerator ÷ denominator`, rounded once at the end (exact in between: bigint): `half-even` (the default,
 * unbiased over many roundings), `half-up` (half away from zero, as most invoices round) or `down` (toward zero).
 */
export function scale(
  minor: number,
  numerator: number | bigint,
  denominator: number | bigint,
  rounding: Rounding = 'half-even',
): number {
  const num = BigInt(numerator)
  const den = BigInt(denominator)
  if (den === 0n) throw new MoneyError('invalid_amount', 'Division by zero.')
  let p = BigInt(checked(minor)) * num
  let d = den
  if (d < 0n) {
    p = -p
    d = -d
  }
  const neg = p < 0n
  const abs = neg ? -p : p
  let q = abs / d
  const twice = (abs % d) * 2n
  if (rounding !== 'down' && (twice > d || (twice === d && (rounding === 'half-up' || q % 2n === 1n)))) q += 1n
  return checked(Number(neg ? -q : q))
}

/**
 * Splits `total` in proportion to `weights` (non-negative integers or decimal strings, at least one positive) so that
 * the shares always sum to `total` exactly: each share is first rounded toward zero, and the cents left over go one
 * each to the shares with the largest remainders (ties: the earlier share). A negative total splits like its
 * positive and is negated, so `allocate(-t, w)` is the negation of `allocate(t, w)`.
 */
export function allocate(total: number, weights: readonly (number | string)[]): number[] {
  checked(total)
  if (weights.length === 0) throw new MoneyError('invalid_weights', 'At least one weight is needed.')
  const scaled = exactWeights(weights)
  const sumW = scaled.reduce((a, b) => a + b, 0n)
  if (sumW === 0n) throw new MoneyError('invalid_weights', 'At least one weight must be positive.')
  const neg = total < 0
  const t = BigInt(Math.abs(total))
  const shares = scaled.map((w) => (t * w) / sumW)
  const remainders = scaled.map((w, i) => ({ i, r: (t * w) % sumW }))
  let left = t - shares.reduce((a, b) => a + b, 0n)
  remainders.sort((x, y) => (y.r > x.r ? 1 : y.r < x.r ? -1 : x.i - y.i))
  for (const { i } of remainders) {
    if (left === 0n) break
    shares[i]! += 1n
    left -= 1n
  }
  return shares.map((s) => checked(Number(neg ? -s : s)))
}

/** Weights as bigints over one common scale (decimal strings keep every digit). */
function exactWeights(weights: readonly (number | string)[]): bigint[] {
  const parts = weights.map((w) => {
    const text = typeof w === 'number' ? (Number.isFinite(w) ? numberToDecimal(w) : '') : w
    const m = /^(\d+)(?:\.(\d+))?$/.exec(text)
    if (!m)
      throw new MoneyError(
        'invalid_weights',
        `${JSON.stringify(String(text).slice(0, 40))} is not a non-negative decimal weight.`,
      )
    return { digits: m[1]! + (m[2] ?? ''), decimals: (m[2] ?? '').length }
  })
  const scale = Math.max(...parts.map((p) => p.decimals))
  return parts.map((p) => BigInt(p.digits) * 10n ** BigInt(scale - p.decimals))
}
