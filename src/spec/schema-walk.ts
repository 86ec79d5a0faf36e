// Every JSON Schema in an OpenAPI 3.1 document, with its JSON pointer: component schemas, parameter, header and
// media-type schemas, and, inside each, every subschema (properties, items, allOf, if/then/else, $defs…). Used by the
// bundler (items on arrays, $defs hoisting checks) and by the tests that keep the published document tool-friendly.

export type Schema = Record<string, unknown>

/** Keywords whose value is one subschema. */
const ONE = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
] as const
/** Keywords whose value is a list of subschemas. */
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const

/** The JSON Schema 2020-12 keywords and OpenAPI 3.1's additions; anything else in a schema is a mistake (or `x-…`). */
export const SCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
  ...ONE,
  ...LIST,
  ...MAP,
  '$schema',
  '$id',
  '$ref',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  '$comment',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'title',
  'description',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
  'format',
  'contentEncoding',
  'contentMediaType',
  // OpenAPI 3.1 Schema Object.
  'discriminator',
  'xml',
  'externalDocs',
  'example',
])

export const pointerToken = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1')

/** Calls `visit` on `schema` and each of its subschemas, depth first, parents before children. */
export function walkSchema(schema: unknown, pointer: string, visit: (s: Schema, pointer: string) => void): void {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return
  const s = schema as Schema
  visit(s, pointer)
  for (const k of ONE) if (k in s) walkSchema(s[k], `${pointer}/${k}`, visit)
  for (const k of LIST)
    if (Array.isArray(s[k])) (s[k] as unknown[]).forEach((x, i) => walkSchema(x, `${pointer}/${k}/${i}`, visit))
  for (const k of MAP) {
    const m = s[k]
    if (m && typeof m === 'object')
      for (const [name, x] of Object.entries(m)) walkSchema(x, `${pointer}/${k}/${pointerToken(name)}`, visit)
  }
}

/**
 * Calls `visit` on every schema of an OpenAPI document: component schemas, then whatever sits under a `schema` key
 * (parameters, headers, media types, in paths and in components), each with all its subschemas. Examples are skipped.
 */
export function walkDocumentSchemas(doc: Record<string, unknown>, visit: (s: Schema, pointer: string) => void): void {
  const schemas = (doc.components as Record<string, unknown> | undefined)?.schemas as
    | Record<string, unknown>
    | undefined
  for (const [name, s] of Object.entries(schemas ?? {}))
    walkSchema(s, `#/components/schemas/${pointerToken(name)}`, visit)
  const find = (v: unknown, pointer: string): void => {
    if (v === null || typeof v !== 'object') return
    if (Array.isArray(v)) {
      v.forEach((x, i) => find(x, `${pointer}/${i}`))
      return
    }
    for (const [k, x] of Object.entries(v)) {
      if (k === 'example' || k === 'examples') continue
      if (k === 'schema') walkSchema(x, `${pointer}/schema`, visit)
      else find(x, `${pointer}/${pointerToken(k)}`)
    }
  }
  for (const [k, v] of Object.entries(doc)) {
    if (k === 'components') {
      for (const [ck, cv] of Object.entries(v as Record<string, unknown>))
        if (ck !== 'schemas') find(cv, `#/components/${pointerToken(ck)}`)
    } else if (k === 'paths' || k === 'webhooks') find(v, `#/${k}`)
  }
}
