// Documents in the bundled spec what the pipeline does to every operation, so openapi.yaml need not repeat it
// (SPEC-DECISIONS "Rate limits", "Idempotency", "Versioning").
import type { OpenApiDocument } from './openapi-document.ts'

const HEADER = (name: string) => ({ $ref: `#/components/headers/${name}` })
/** Headers every response carries (SPEC-DECISIONS "Rate limits", "Versioning"). */
const COMMON_HEADERS: Record<string, unknown> = {
  'Service-Version': HEADER('ServiceVersion'),
  'X-Correlation-Id': HEADER('CorrelationId'),
  'X-RateLimit-Limit': HEADER('XRateLimitLimit'),
  'X-RateLimit-Remaining': HEADER('XRateLimitRemaining'),
  'X-RateLimit-Reset': HEADER('XRateLimitReset'),
  RateLimit: HEADER('RateLimit'),
  'RateLimit-Policy': HEADER('RateLimitPolicy'),
}
const RETRY_HEADERS: Record<string, unknown> = {
  'Retry-After': HEADER('RetryAfter'),
  'x-should-retry': HEADER('XShouldRetry'),
}
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']
/** A fresh object each time: dereferencing replaces refs in place, so an object shared by two operations breaks it. */
const idempotencyKey = () => ({ $ref: '#/components/parameters/IdempotencyKey' })

/** `name` + `in` of a parameter, its `$ref` into components/parameters followed; names of headers compare case-insensitively. */
function parameterId(doc: OpenApiDocument, p: unknown): string {
  let param = p as { $ref?: string; name?: string; in?: string }
  if (typeof param.$ref === 'string')
    param =
      (doc.components.parameters as Record<string, typeof param> | undefined)?.[param.$ref.split('/').pop()!] ?? param
  return `${param.in}:${param.in === 'header' ? param.name?.toLowerCase() : param.name}`
}

/** Appends `param` to the operation's parameters unless it (or the path item) already declares one with its name and place. */
function addParameter(
  doc: OpenApiDocument,
  item: Record<string, unknown>,
  op: Record<string, unknown>,
  param: unknown,
): void {
  const declared = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map((p) =>
    parameterId(doc, p),
  )
  if (!declared.includes(parameterId(doc, param))) op.parameters = [...((op.parameters as unknown[]) ?? []), param]
}

/** A JSON request body whose schema has a top-level field marked deprecated with `x-deprecated-since` (`blueprint_id`). */
function hasDeprecatedBodyField(doc: OpenApiDocument, op: Record<string, unknown>): boolean {
  let schema = (op.requestBody as { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined)
    ?.content?.['application/json']?.schema
  const ref = schema?.$ref
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
    schema = (doc.components.schemas as Record<string, Record<string, unknown>> | undefined)?.[ref.split('/').pop()!]
  const props = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>
  return Object.values(props).some((p) => p.deprecated === true && typeof p['x-deprecated-since'] === 'string')
}

/**
 * Documents what the pipeline does to every operation, so openapi.yaml need not repeat it: the common headers on
 * every response; 403 (RATE_LIMIT.*) and 429 on throttled operations; Idempotency-Key (unless the operation already
 * declares it: a parameter listed twice is invalid, and generators drop the operation), 409 and the replay headers
 * on idempotent ones; Deprecation and Link on deprecated ones and on those with a deprecated body field.
 */
export function decorate(doc: OpenApiDocument): void {
  const responses = (doc.components.responses ??= {}) as Record<string, { headers?: Record<string, unknown> }>
  // Headers every operation shares go on the shared response definitions; headers that belong to one operation
  // go on an inline copy of the response, so no other operation appears to send them.
  const addHeaders = (r: { $ref?: string; headers?: Record<string, unknown> }, extra: Record<string, unknown>) => {
    const target = r.$ref ? responses[r.$ref.split('/').pop()!]! : r
    target.headers = { ...extra, ...(target.headers ?? {}) }
  }
  const inline = (rs: Record<string, { $ref?: string; headers?: Record<string, unknown> }>, status: string) => {
    const r = rs[status]!
    if (r.$ref) rs[status] = structuredClone(responses[r.$ref.split('/').pop()!]!)
    return rs[status]!
  }
  for (const item of Object.values(doc.paths)) {
    for (const m of METHODS) {
      const op = item[m] as Record<string, unknown> | undefined
      if (!op) continue
      const rs = op.responses as Record<string, { $ref?: string; headers?: Record<string, unknown> }>
      const authenticated = !(Array.isArray(op.security) && op.security.length === 0)
      if (!op['x-never-throttled']) {
        rs['429'] ??= { $ref: '#/components/responses/TooManyRequests' }
        if (authenticated) rs['403'] ??= { $ref: '#/components/responses/Forbidden' }
      }
      if (op['x-idempotent']) {
        addParameter(doc, item, op, idempotencyKey())
        rs['409'] ??= { $ref: '#/components/responses/Conflict' }
        for (const status of Object.keys(rs)) {
          if (status.startsWith('2'))
            addHeaders(inline(rs, status), {
              'X-Idempotent-Replayed': HEADER('IdempotentReplayed'),
              'Idempotency-Key': HEADER('IdempotencyKeyEcho'),
            })
        }
      }
      if (op.deprecated || hasDeprecatedBodyField(doc, op))
        for (const status of Object.keys(rs))
          addHeaders(inline(rs, status), { Deprecation: HEADER('Deprecation'), Link: HEADER('Link') })
      for (const [status, r] of Object.entries(rs)) {
        addHeaders(
          r,
          status === '403' || status === '429' || status === '409'
            ? { ...COMMON_HEADERS, ...RETRY_HEADERS }
            : COMMON_HEADERS,
        )
      }
      op.responses = Object.fromEntries(Object.entries(rs).sort(([a], [b]) => a.localeCompare(b)))
    }
  }
}
