// Bank-export amounts (issue: Client books, "Getting data in"): the forms banks and spreadsheets write, turned into the
// plain decimal string `parseAmount` (src/money) takes. Accepted: thousands separators (`1,234.56`, or `1.234,56` when
// the decimal separator is a comma; also space, no-break space and `'` as group separators), `(12.00)`, a leading or
// trailing minus, a `CR`/`DR` suffix (its sign is the caller's: a bank's CR is money in, a ledger's CR is negative), and a
// leading currency symbol or ISO code that fits the currency (`$`, `A$`, `£`, `AUD`). Refused, with a message, rather
// than guessed: anything with two signs, separators that do not group by three (`1,23` in a `.` file), a decimal part of
// exactly three digits in a currency with fewer decimals (`12.345` USD: a decimal or a thousands group?), a symbol of
// another currency, and text.
import { exponentOf, MoneyError, parseAmount } from '../../money/index.ts'

export type DecimalSeparator = '.' | ','

export interface AmountOptions {
  currency: string
  decimalSeparator: DecimalSeparator
  /** The sign a `CR` suffix gives (a `DR` suffix gives the other): 1 on a bank statement, -1 in a ledger. */
  crSign: 1 | -1
}

export type AmountResult = { ok: true; minor: number } | { ok: false; message: string }

/** Group separators besides the one the decimal separator leaves free: space, no-break spaces, apostrophe. */
const OTHER_GROUPS = " \u00A0\u202F'"

const prefixes = new Map<string, Set<string>>()

/** What may precede an amount in `currency`: its code, its symbols as ICU writes them, and a few common bank spellings. */
function prefixesFor(currency: string): Set<string> {
  let set = prefixes.get(currency)
  if (!set) {
    set = new Set([currency])
    for (const [locale, display] of [
      ['en', 'narrowSymbol'],
      ['en', 'symbol'],
      ['en-AU', 'symbol'],
      ['en-NZ', 'symbol'],
      ['en-GB', 'symbol'],
    ] as const) {
      const part = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display })
        .formatToParts(1)
        .find((p) => p.type === 'currency')
      if (part) set.add(part.value.toUpperCase())
    }
    for (const extra of (
      { AUD: ['AU$'], USD: ['US$'], CAD: ['C$'], SGD: ['S$'], NZD: ['NZ$'] } as Record<string, string[]>
    )[currency] ?? [])
      set.add(extra)
    prefixes.set(currency, set)
  }
  return set
}

const fail = (message: string): AmountResult => ({ ok: false, message })

/** The usual cell: an optional minus, 1 to 12 digits, optional decimals (the currency's at most: checked by the caller). */
const SIMPLE_POINT = /^(-?)(\d{1,12})(?:\.(\d+))?$/
const SIMPLE_COMMA = /^(-?)(\d{1,12})(?:,(\d+))?$/

/**
 * Parses one bank-export amount into minor units of `o.currency`. Never throws for the text; an unknown currency is a
 * programming error and throws MoneyError('unknown_currency') (callers check the currency before reading a file).
 */
/** The two number shapes for a decimal separator, compiled once per separator (this runs once per cell). */
const SHAPES = new Map<DecimalSeparator, { plain: RegExp; grouped: RegExp }>()
function shapesFor(dec: DecimalSeparator): { plain: RegExp; grouped: RegExp } {
  let shapes = SHAPES.get(dec)
  if (!shapes) {
    const group = dec === '.' ? ',' : '.'
    const esc = (c: string): string => c.replace(/[.]/g, '\\.')
    shapes = {
      plain: new RegExp(`^(\\d+)(?:${esc(dec)}(\\d+))?$`),
      grouped: new RegExp(`^(\\d{1,3}(?:([${esc(group)}${OTHER_GROUPS}])\\d{3})(?:\\2\\d{3})*)(?:${esc(dec)}(\\d+))?$`),
    }
    SHAPES.set(dec, shapes)
  }
  return shapes
}

export function parseLenientAmount(text: string, o: AmountOptions): AmountResult {
  const exp = exponentOf(o.currency)
  // The usual cell (`-1234.50`: a sign, at most 12 digits, at most the currency's decimals) read directly; it is read
  // exactly as below would read it (and the test checks that), only without the steps that cannot apply.
  const simple = (o.decimalSeparator === '.' ? SIMPLE_POINT : SIMPLE_COMMA).exec(text)
  if (simple && (simple[3] ?? '').length <= exp) {
    const fraction = simple[3] ?? ''
    const minor = Number(simple[2]) * 10 ** exp + (fraction === '' ? 0 : Number(fraction.padEnd(exp, '0')))
    return { ok: true, minor: minor === 0 ? 0 : simple[1] ? -minor : minor }
  }
  // Only a refusal shows the text: built then, not for every cell.
  let shownText: string | null = null
  const shownOf = (): string => (shownText ??= JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text))
  let s = text.trim().replace(/\u2212/g, '-')
  if (s === '') return fail('The amount is empty.')
  let sign = 1
  let marks = 0
  const suffix = /^(.*?)\s*(?<![A-Za-z])(CR|DR)\.?$/i.exec(s)
  if (suffix) {
    s = suffix[1]!.trim()
    sign *= suffix[2]!.toUpperCase() === 'CR' ? o.crSign : -o.crSign
    marks += 1
  }
  const paren = /^\((.*)\)$/.exec(s)
  if (paren) {
    s = paren[1]!.trim()
    sign = -sign
    marks += 1
  }
  const lead = (): void => {
    const m = /^([-+])\s*/.exec(s)
    if (m) {
      s = s.slice(m[0].length)
      if (m[1] === '-') sign = -sign
      marks += 1
    }
  }
  lead()
  const cur = /^([^\d\s.,()+-]+)\s*/.exec(s)
  if (cur) {
    const rest = s.slice(cur[0].length)
    if (!/^[-+]?\s*\d/.test(rest)) return fail(`${shownOf()} is not an amount.`)
    if (!prefixesFor(o.currency).has(cur[1]!.toUpperCase()))
      return fail(`${shownOf()} is marked ${JSON.stringify(cur[1])}, which is not ${o.currency}.`)
    s = rest
    lead()
  }
  const trail = /\s*-$/.exec(s)
  if (trail) {
    s = s.slice(0, trail.index)
    sign = -sign
    marks += 1
  }
  if (marks > 1) return fail(`${shownOf()} has more than one sign (minus, parentheses, CR/DR): its sign is unclear.`)

  const dec = o.decimalSeparator
  const { plain, grouped } = shapesFor(dec)
  let whole: string
  let fraction: string
  const p = plain.exec(s)
  const g = p ? null : grouped.exec(s)
  if (p) {
    whole = p[1]!
    fraction = p[2] ?? ''
  } else if (g) {
    whole = g[1]!.replace(/\D/g, '')
    fraction = g[3] ?? ''
  } else if (!/^[\d.,\s\u00A0\u202F']+$/.test(s) || !/\d/.test(s)) {
    return fail(`${shownOf()} is not an amount.`)
  } else if (dec === '.' && /^\d+,\d{1,2}$/.test(s)) {
    return fail(
      `${shownOf()} looks like a decimal comma, but this file's decimal separator is "."; pass decimalSeparator ',' if the file uses decimal commas.`,
    )
  } else if (dec === ',' && /^\d+\.\d+$/.test(s)) {
    return fail(
      `${shownOf()} uses "." as the decimal point, but this file's decimal separator is ","; pass decimalSeparator '.' if so.`,
    )
  } else {
    return fail(
      `${shownOf()} is not an amount this importer can read without guessing (separators in unexpected places).`,
    )
  }
  if (fraction.length === 3 && exp < 3) {
    return fail(
      `${shownOf()} has three digits after "${dec}": ${o.currency} amounts have ${exp} decimal place${exp === 1 ? '' : 's'}, so it could be a thousands separator; refused rather than guessed.`,
    )
  }
  try {
    const minor = parseAmount(`${whole}${fraction ? `.${fraction}` : ''}`, o.currency)
    return { ok: true, minor: minor === 0 ? 0 : sign * minor }
  } catch (err) {
    if (err instanceof MoneyError && err.code !== 'unknown_currency') return fail(`${shownOf()}: ${err.message}`)
    throw err
  }
}
