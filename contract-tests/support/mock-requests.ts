// One valid request per operation of a document, written from the document alone, for contract-tests/prism-mock.test.ts.
// Path, query and header parameters come from the document's own examples where a response example holds a field of
// the parameter's name whose value the parameter's schema accepts (`client_id`, `cycle_id`…), else from the schema
// (its enum, format or pattern). The body is the request's first example, or, when the request has none, the least
// body the schema accepts (minimalValue). A multipart body is a one-part form with a small CSV file.
import {
  examplesOf,
  operationsOf,
  type DocumentOperation,
  type DocumentValidators,
} from '../../src/spec/testing/document-validators.ts'
import type { OpenApiDocument } from '../../src/spec/index.ts'
import { SpecOperations } from './spec-operations.ts'

type Schema = Record<string, unknown>

export interface MockRequest {
  operationId: string
  method: string
  path: string
  headers: Record<string, string>
  body?: string | FormData
  /** Where the body came from: the request's example, a generated least body, a form, or none. */
  bodySource: 'example' | 'generated' | 'form' | 'none'
  /** Why no valid request could be built, when that happened. */
  problem?: string
}

/** String values of every named field of the document's examples (responses and requests), first seen first. */
function exampleFields(doc: OpenApiDocument): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>()
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      v.forEach(walk)
      return
    }
    if (v === null || typeof v !== 'object') return
    for (const [k, x] of Object.entries(v)) {
      if (typeof x === 'string' || typeof x === 'number') out.set(k, [...(out.get(k) ?? []), x])
      walk(x)
    }
  }
  const media = (content: unknown) => {
    for (const m of Object.values((content ?? {}) as Record<string, Schema>))
      for (const v of examplesOf(m, doc).values()) walk(v)
  }
  for (const o of operationsOf(doc)) {
    for (const r of Object.values(o.operation.responses as Record<string, Schema>)) media(r.content)
    media((o.operation.requestBody as Schema | undefined)?.content)
  }
  return out
}

/** The least value `schema` accepts that this function can think of: required properties only, shortest arrays. */
export function minimalValue(doc: OpenApiDocument, schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return {}
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc)
    return minimalValue(doc, target as Schema, depth + 1)
  }
  if ('const' in schema) return schema.const
  if ('default' in schema) return structuredClone(schema.default)
  if (Array.isArray(schema.examples) && schema.examples.length) return structuredClone(schema.examples[0])
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? null
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((s) => minimalValue(doc, s, depth + 1))
    return parts.every((p) => p && typeof p === 'object' && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[0]
  }
  for (const k of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[k])) return minimalValue(doc, (schema[k] as Schema[])[0], depth + 1)
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object':
    case undefined: {
      if (type === undefined && !schema.properties && !schema.required) return {}
      const props = (schema.properties ?? {}) as Record<string, Schema>
      const required = (schema.required ?? []) as string[]
      // minProperties beyond the required ones: the first optional properties.
      const more = Object.keys(props)
        .filter((k) => !required.includes(k))
        .slice(0, Math.max(0, Number(schema.minProperties ?? 0) - required.length))
      return Object.fromEntries([...required, ...more].map((k) => [k, minimalValue(doc, props[k], depth + 1)]))
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, (_, i) => {
        const v = minimalValue(doc, schema.items as Schema, depth + 1)
        return typeof v === 'string' && schema.uniqueItems ? `${v}${i}` : v
      })
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1))
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      return stringFor(schema)
  }
}

const STRING_CANDIDATES = ['example', 'example-1', 'EXAMPLE', 'x1', '1', '2025', '2025-07', 'a', 'A', 'AUD']

function stringFor(schema: Schema): string {
  switch (schema.format) {
    case 'uuid':
      return '00000000-0000-4000-a000-000000000001'
    case 'date':
      return '2025-07-01'
    case 'date-time':
      return '2026-01-01T00:00:00.000Z'
    case 'uri':
      return 'https://hooks.example.com/skills-connect'
    case 'email':
      return 'owner@example.com'
  }
  const min = Number(schema.minLength ?? 1)
  const ok = (s: string) =>
    s.length >= min &&
    (schema.maxLength === undefined || s.length <= Number(schema.maxLength)) &&
    (typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(s))
  return STRING_CANDIDATES.find(ok) ?? 'x'.repeat(min)
}

/** Values for a parameter, best first: its own example, document example fields of its name its schema accepts, the schema's. */
function parameterValues(
  doc: OpenApiDocument,
  v: DocumentValidators,
  fields: Map<string, unknown[]>,
  p: DocumentOperation['parameters'][number],
): string[] {
  const out: unknown[] = []
  if (p.example !== undefined) out.push(p.example)
  out.push(
    ...Object.values(p.examples ?? {})
      .map((e) => e.value)
      .filter((x) => x !== undefined),
  )
  const schema = p.schema ?? {}
  out.push(
    ...new Set(
      (fields.get(p.name) ?? []).filter(
        (x) => v.errors(schema, typeof x === 'number' && schema.type === 'string' ? String(x) : x).length === 0,
      ),
    ),
  )
  out.push(minimalValue(doc, schema))
  return out.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
}

/** One request per operation: parameters filled, a bearer credential, the body. */
export function mockRequests(doc: OpenApiDocument, v: DocumentValidators): MockRequest[] {
  const fields = exampleFields(doc)
  const routes = new SpecOperations(doc)
  return operationsOf(doc).map((o) => {
    // The media type of the first 2xx (JSON when it has one): a file's content is answered as the file's own type.
    const responses = o.operation.responses as Record<string, { content?: Record<string, unknown> }>
    const okTypes = Object.keys(
      responses[
        Object.keys(responses)
          .filter((s) => s.startsWith('2'))
          .sort()[0] ?? ''
      ]?.content ?? {},
    )
    const headers: Record<string, string> = {
      accept: okTypes.includes('application/json') || !okTypes.length ? 'application/json' : okTypes[0]!,
    }
    const query = new URLSearchParams()
    let path = o.path
    for (const p of o.parameters) {
      const values = parameterValues(doc, v, fields, p)
      if (p.in === 'path') {
        // A value that reaches this operation (a skill's name in {skill} would reach that skill's own path instead).
        const routed = (x: string) =>
          routes.match(o.method, path.replace(`{${p.name}}`, encodeURIComponent(x)).replace(/\{[^}]+\}/g, 'x1'))
            ?.operationId === o.operationId
        path = path.replace(`{${p.name}}`, encodeURIComponent(values.find(routed) ?? values[0]!))
      } else if (p.required && p.in === 'query') query.set(p.name, values[0]!)
      else if (p.required && p.in === 'header') headers[p.name.toLowerCase()] = values[0]!
    }
    if (!(Array.isArray(o.operation.security) && o.operation.security.length === 0))
      headers.authorization = 'Bearer sk_ExampleKeyNotReal'
    const req: MockRequest = {
      operationId: o.operationId,
      method: o.method.toUpperCase(),
      path: query.size ? `${path}?${query}` : path,
      headers,
      bodySource: 'none',
    }
    const rb = o.operation.requestBody as { required?: boolean; content?: Record<string, Schema> } | undefined
    const content = rb?.content ?? {}
    const json = content['application/json']
    if (json) {
      const examples = examplesOf(json, doc)
      const body = examples.size ? [...examples.values()][0] : minimalValue(doc, json.schema as Schema)
      req.bodySource = examples.size ? 'example' : 'generated'
      const problems = v.errors(json.schema, body)
      if (problems.length)
        req.problem = `the ${req.bodySource} request body does not match its schema: ${problems.join('; ')}`
      if (rb?.required || examples.size) {
        req.body = JSON.stringify(body)
        headers['content-type'] = 'application/json'
      } else req.bodySource = 'none'
    } else if (content['multipart/form-data']) {
      const form = new FormData()
      form.set('file', new Blob(['date,amount\n2025-07-01,100.00\n'], { type: 'text/csv' }), 'example.csv')
      req.body = form
      req.bodySource = 'form'
    } else if (Object.keys(content).length && rb?.required) {
      req.problem = `no request body for ${Object.keys(content).join(', ')}`
    }
    return req
  })
}
