// Test support: validators for the schemas of an OpenAPI document, built with the server's own Ajv set-up
// (src/validation: JSON Schema 2020-12, ajv-formats), so an example or a mock body is judged as the server judges.
// The document's components are added once as the schema `doc`; a media type's schema is compiled with its
// `#/components/...` refs pointed at it (published-surface research §5.3: all 1,283 response validators in about 4 s).
import type { ValidateFunction } from 'ajv'
import { createAjv } from '../../validation/index.ts'
import type { OpenApiDocument } from '../openapi-document.ts'

export interface DocumentValidators {
  /** Ajv's errors as one line each (`/data/0/id must match format "uuid"`), or [] when `value` validates. */
  errors(schema: unknown, value: unknown): string[]
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const

export interface ResponseMedia {
  operationId: string
  method: string
  path: string
  status: string
  mediaType: string
  /** The media type object (inline, or the shared component response's when the response is a $ref). */
  media: Record<string, unknown>
  /** `components/responses/<name>` when the response is a $ref, else null. */
  component: string | null
}

export interface RequestMedia {
  operationId: string
  method: string
  path: string
  mediaType: string
  media: Record<string, unknown>
  required: boolean
}

export interface DocumentOperation {
  operationId: string
  method: string
  path: string
  operation: Record<string, unknown>
  /** Path-level parameters first, then the operation's; $refs into components/parameters followed. */
  parameters: {
    name: string
    in: string
    required?: boolean
    schema?: Record<string, unknown>
    example?: unknown
    examples?: Record<string, { value?: unknown }>
  }[]
}

export function operationsOf(doc: OpenApiDocument): DocumentOperation[] {
  const params = (doc.components.parameters ?? {}) as Record<string, DocumentOperation['parameters'][number]>
  const resolve = (p: Record<string, unknown>) =>
    (typeof p.$ref === 'string' ? params[p.$ref.split('/').pop()!]! : p) as DocumentOperation['parameters'][number]
  const out: DocumentOperation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined
      if (!operation) continue
      const parameters = [
        ...((item.parameters ?? []) as Record<string, unknown>[]),
        ...((operation.parameters ?? []) as Record<string, unknown>[]),
      ].map(resolve)
      out.push({ operationId: String(operation.operationId), method, path, operation, parameters })
    }
  }
  return out
}

/** Every (operation, status, media type) of the document's responses. */
export function responseMedia(doc: OpenApiDocument): ResponseMedia[] {
  const components = (doc.components.responses ?? {}) as Record<
    string,
    { content?: Record<string, Record<string, unknown>> }
  >
  const out: ResponseMedia[] = []
  for (const o of operationsOf(doc)) {
    for (const [status, r] of Object.entries(
      o.operation.responses as Record<string, { $ref?: string; content?: Record<string, Record<string, unknown>> }>,
    )) {
      const component = r.$ref ? r.$ref.split('/').pop()! : null
      const resolved = component ? components[component]! : r
      for (const [mediaType, media] of Object.entries(resolved.content ?? {})) {
        out.push({ operationId: o.operationId, method: o.method, path: o.path, status, mediaType, media, component })
      }
    }
  }
  return out
}

/** Every request body media type of the document. */
export function requestMedia(doc: OpenApiDocument): RequestMedia[] {
  const out: RequestMedia[] = []
  for (const o of operationsOf(doc)) {
    const rb = o.operation.requestBody as
      | { required?: boolean; content?: Record<string, Record<string, unknown>> }
      | undefined
    for (const [mediaType, media] of Object.entries(rb?.content ?? {})) {
      out.push({
        operationId: o.operationId,
        method: o.method,
        path: o.path,
        mediaType,
        media,
        required: rb?.required === true,
      })
    }
  }
  return out
}

/** The example values of a media type (its `example`, or each of its `examples`, refs into `components/examples` followed), by name. */
export function examplesOf(media: Record<string, unknown>, doc: OpenApiDocument): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if ('example' in media) out.set('example', media.example)
  const shared = (doc.components.examples ?? {}) as Record<string, { value?: unknown }>
  for (const [name, ex] of Object.entries(
    (media.examples ?? {}) as Record<string, { value?: unknown; $ref?: string }>,
  )) {
    const resolved = typeof ex.$ref === 'string' ? shared[ex.$ref.replace('#/components/examples/', '')] : ex
    if (!resolved) throw new Error(`example ${name}: ${ex.$ref} names no components/examples entry`)
    out.set(name, resolved.value)
  }
  return out
}

export function documentValidators(doc: OpenApiDocument): DocumentValidators {
  const ajv = createAjv({ allErrors: true })
  ajv.addSchema({ $id: 'doc', components: doc.components })
  const point = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(point)
    if (v === null || typeof v !== 'object') return v
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        k === '$ref' && typeof x === 'string' && x.startsWith('#/') ? `doc${x}` : point(x),
      ]),
    )
  }
  const cache = new Map<unknown, ValidateFunction>()
  return {
    errors(schema, value) {
      let validate = cache.get(schema)
      if (!validate) {
        validate = ajv.compile(point(schema) as object)
        cache.set(schema, validate)
      }
      // The service's Ajv applies defaults: judge a copy, so the example itself is not changed.
      if (validate(structuredClone(value))) return []
      return (validate.errors ?? []).map(
        (e) =>
          `${e.instancePath || '/'} ${e.message ?? e.keyword}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
      )
    },
  }
}
