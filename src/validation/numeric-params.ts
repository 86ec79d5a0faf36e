// Numeric query, path and header parameters take plain decimal text only. openapi-backend validates parameters
// with Ajv's coerceTypes, which turns any string Number() accepts into a number: `0x10`, `0b11`, `1e1`, ` 5`, `+5`,
// an empty string (0). This check runs on the raw text first: an integer is decimal digits, with a leading minus
// only where the schema allows negative values; a number may add a decimal fraction.
import type { ErrorObject } from 'ajv'

export type ParamLocation = 'query' | 'path' | 'header'

export interface NumericParam {
  in: ParamLocation
  /** As declared (header names are matched case-insensitively). */
  name: string
  integer: boolean
  negative: boolean
}

interface ParamSchema {
  type?: unknown
  items?: ParamSchema
  minimum?: unknown
  exclusiveMinimum?: unknown
}
interface Parameter {
  in?: string
  name?: string
  schema?: ParamSchema
}

const types = (s: ParamSchema | undefined): string[] =>
  Array.isArray(s?.type) ? (s.type as string[]) : typeof s?.type === 'string' ? [s.type] : []

/** The numeric parameters of an operation (a numeric array parameter counts: each item is checked). */
export function numericParamsOf(parameters: readonly unknown[] | undefined): NumericParam[] {
  const out: NumericParam[] = []
  for (const p of (parameters ?? []) as Parameter[]) {
    if ((p.in !== 'query' && p.in !== 'path' && p.in !== 'header') || !p.name) continue
    const s = types(p.schema).includes('array') ? p.schema?.items : p.schema
    const t = types(s)
    if (!t.includes('integer') && !t.includes('number')) continue
    const low =
      typeof s?.minimum === 'number'
        ? s.minimum
        : typeof s?.exclusiveMinimum === 'number'
          ? s.exclusiveMinimum
          : undefined
    out.push({ in: p.in, name: p.name, integer: !t.includes('number'), negative: low === undefined || low < 0 })
  }
  return out
}

const INTEGER = /^\d+$/
const SIGNED_INTEGER = /^-?\d+$/
const NUMBER = /^\d+(?:\.\d+)?$/
const SIGNED_NUMBER = /^-?\d+(?:\.\d+)?$/

/** True when `text` is acceptable decimal text for `p`. */
export function isDecimalText(p: NumericParam, text: string): boolean {
  const re = p.integer ? (p.negative ? SIGNED_INTEGER : INTEGER) : p.negative ? SIGNED_NUMBER : NUMBER
  return re.test(text)
}

/**
 * Ajv-shaped `type` errors (openapi-backend's wrapper paths: /query/<name>, /path/<name>, /header/<name>) for each
 * numeric parameter whose raw text is not decimal. `values` are the parsed, not yet coerced, parameters; header
 * names lower-cased. Values that are not text (qs objects) are left to the schema.
 */
export function numericParamErrors(
  params: readonly NumericParam[],
  values: { query?: Record<string, unknown>; path?: Record<string, unknown>; header?: Record<string, unknown> },
): ErrorObject[] {
  const errors: ErrorObject[] = []
  for (const p of params) {
    const key = p.in === 'header' ? p.name.toLowerCase() : p.name
    const source = values[p.in]
    if (!source || !Object.hasOwn(source, key)) continue
    const raw = source[key]
    const texts = Array.isArray(raw) ? raw : [raw]
    const bad = texts.findIndex((v) => typeof v === 'string' && !isDecimalText(p, v))
    if (bad === -1) continue
    const type = p.integer ? 'integer' : 'number'
    const at = Array.isArray(raw) && texts.length > 1 ? `/${bad}` : ''
    errors.push({
      keyword: 'type',
      instancePath: `/${p.in}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}${at}`,
      schemaPath: `#/properties/${p.in}/properties/${key}/type`,
      params: { type },
      message: `must be ${type}`,
    })
  }
  return errors
}
