// Two shapes of JSON Schema that mainstream client generators mishandle, rewritten in the served document into
// equivalent ones they handle (measured with OpenAPI Generator 7.25, the most used: issue 26's outside check):
// - a list of types with more than one besides null (`type: [number, string]`): typescript-fetch makes an empty
//   interface of it, python an anyOf class. Rewritten as `oneOf` (types that cannot overlap; `anyOf` for number with
//   integer) with one branch per type, each keyword that applies
//   to one type only (pattern, minimum, items, properties…) moved into that type's branch; null stays a branch.
// - a property (or items) that can only be null (`type: null`, a field a skill does not compute yet): the python
//   generator stops with "Codegen Property not yet supported in getPydanticType", typescript-fetch imports a `Null`
//   model it never writes (OpenAPITools/openapi-generator#21084). Rewritten as `const: null`.
// Both accept and refuse exactly the same values. Only the published description is rewritten: the server validates
// skill inputs with each folder's own schema, and the request schemas of openapi.yaml have neither shape (a test says).
import { pointerToken, walkSchema, type Schema } from './schema-walk.ts'

const BY_TYPE: Record<string, readonly string[]> = {
  string: ['pattern', 'minLength', 'maxLength', 'format', 'contentEncoding', 'contentMediaType', 'contentSchema'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: [
    'items',
    'prefixItems',
    'minItems',
    'maxItems',
    'uniqueItems',
    'contains',
    'minContains',
    'maxContains',
    'unevaluatedItems',
  ],
  object: [
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'minProperties',
    'maxProperties',
    'propertyNames',
    'dependentRequired',
    'dependentSchemas',
    'unevaluatedProperties',
  ],
}

/** Rewrites the document's schemas in place; answers the JSON pointers it rewrote. */
export function forGenerators(doc: Record<string, unknown>): string[] {
  const rewritten: string[] = []
  const visit = (s: Schema, pointer: string): void => {
    const t = s.type
    if (Array.isArray(t) && t.filter((x) => x !== 'null').length > 1) {
      const branches = (t as string[]).map((type) => {
        const b: Schema = { type }
        for (const k of BY_TYPE[type] ?? []) if (k in s) b[k] = s[k]
        return b
      })
      for (const type of t as string[]) for (const k of BY_TYPE[type] ?? []) delete s[k]
      delete s.type
      // oneOf where the types cannot overlap (all but number with integer): typescript-fetch makes `number | string`
      // of a oneOf and an empty interface of an anyOf. A combinator of the same name already there: both must hold.
      const key = t.includes('number') && t.includes('integer') ? 'anyOf' : 'oneOf'
      if (Array.isArray(s[key])) s.allOf = [...((s.allOf as unknown[] | undefined) ?? []), { [key]: s[key] }]
      s[key] = branches
      rewritten.push(pointer)
    }
  }
  const nullOnly = (parent: Schema, pointer: string): void => {
    const props = parent.properties as Record<string, Schema> | undefined
    for (const [name, p] of Object.entries(props ?? {})) {
      if (p && typeof p === 'object' && p.type === 'null') {
        delete p.type
        p.const = null
        rewritten.push(`${pointer}/properties/${pointerToken(name)}`)
      }
    }
    const items = parent.items as Schema | undefined
    if (items && typeof items === 'object' && items.type === 'null') {
      delete items.type
      items.const = null
      rewritten.push(`${pointer}/items`)
    }
  }
  const all = (fn: (s: Schema, pointer: string) => void) => {
    const schemas = ((doc.components as Record<string, unknown> | undefined)?.schemas ?? {}) as Record<string, unknown>
    for (const [name, s] of Object.entries(schemas)) walkSchema(s, `#/components/schemas/${pointerToken(name)}`, fn)
  }
  all(visit)
  all(nullOnly)
  return rewritten
}
