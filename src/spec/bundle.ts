// Bundles openapi.yaml with every installed skill into the served document: one operation per skill at
// POST /api/v1/skills/<name>/invoke carrying x-skill-* metadata and its required permission, with the skill's
// schemas hoisted into components/schemas under stable names (<Pascal>Input / <Pascal>Output) so no ref
// points into paths. Used at boot (served as /openapi.json) and by codegen (written to src/generated/).
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { skillInvokePath, type LoadedSkill } from '../skill-runtime/index.ts'

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>
  components: Record<string, Record<string, unknown>>
  tags?: { name: string; description?: string }[]
}

export const MAX_EMBEDDED_EXAMPLE_BYTES = 8192

export const SKILL_ERROR_STATUSES = ['400', '401', '403', '404', '413', '415', '422', '429', '500', '504'] as const

const ERROR_RESPONSE_REF: Record<string, string> = {
  '400': 'BadRequest', '401': 'Unauthorized', '403': 'Forbidden', '404': 'NotFound', '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType', '422': 'ValidationFailed', '429': 'TooManyRequests', '500': 'InternalError', '504': 'GatewayTimeout',
}

export function readBaseDocument(file: string): OpenApiDocument {
  return YAML.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument
}

export function defaultBaseDocumentPath(): string {
  return path.join(import.meta.dirname, '..', '..', 'openapi.yaml')
}

/**
 * Prepares a skill schema to live at #/components/schemas/<component>: drops $schema/$id (meaningless inside an
 * OpenAPI document) and rewrites the schema's own local refs (`#/$defs/x`, `#`) to point inside the component.
 */
export function hoistable(schema: Record<string, unknown>, component: string): Record<string, unknown> {
  const base = `#/components/schemas/${component}`
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk)
    if (v === null || typeof v !== 'object') return v
    const out: Record<string, unknown> = {}
    for (const [k, val] of Object.entries(v)) {
      if (k === '$ref' && typeof val === 'string' && (val === '#' || val.startsWith('#/'))) out[k] = base + val.slice(1)
      else out[k] = walk(val)
    }
    return out
  }
  const { $schema: _s, $id: _i, ...rest } = schema
  return walk(rest) as Record<string, unknown>
}


function skillOperation(s: LoadedSkill): Record<string, unknown> {
  const m = s.manifest
  const notes = [
    m.description,
    `Requires the \`${m.permission}\` permission (or \`service:full\`).`,
    m.advisory ? 'Advisory: the output is model-generated; verify it against authoritative sources.' : '',
    m.streaming ? 'Streaming: with `Accept: text/event-stream` the answer is a stream of server-sent events: `progress` ' +
      '(`{fraction, message}`), `delta` (`{data}`), then one `result` (the invocation result) or `error` (the error ' +
      'envelope). Refusals before the skill starts are ordinary error responses.' : '',
    m.max_body_bytes ? `Accepts bodies up to ${m.max_body_bytes} bytes (\`x-max-body-bytes\`), or BODY_LIMIT_BYTES when that is larger.` : '',
    m.writes ? 'A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.' : '',
    m.deprecated ? `Deprecated since ${m.deprecated.since}: use \`${m.deprecated.successor}\`.` : '',
  ].filter(Boolean)
  // Examples larger than this stay in the skill folder (tests use them) but out of the served document.
  const examples: Record<string, unknown> = {}
  for (const ex of s.examples) {
    if (JSON.stringify(ex.input).length > MAX_EMBEDDED_EXAMPLE_BYTES) continue
    examples[ex.file.replace(/\.json$/, '')] = { summary: ex.summary, value: ex.input }
  }
  const responses: Record<string, unknown> = {
    '200': {
      description: 'The skill ran.',
      headers: { 'Service-Version': { $ref: '#/components/headers/ServiceVersion' } },
      content: {
        'application/json': {
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['skill', 'output', 'correlation_id'],
            properties: {
              skill: { type: 'string', const: m.name },
              output: { $ref: `#/components/schemas/${s.componentName}Output` },
              correlation_id: { type: 'string' },
            },
          },
        },
        ...(m.streaming ? {
          'text/event-stream': {
            schema: { type: 'string', description: 'Server-sent events: progress, delta, then result or error (see the description).' },
          },
        } : {}),
      },
    },
  }
  for (const status of SKILL_ERROR_STATUSES) responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSE_REF[status]}` }
  return {
    operationId: `invoke_${m.slug}`,
    tags: [m.category],
    summary: m.summary,
    description: notes.join('\n\n'),
    'x-skill-name': m.name,
    'x-skill-slug': m.slug,
    'x-skill-category': m.category,
    'x-skill-cluster': m.cluster,
    'x-skill-streaming': m.streaming,
    'x-skill-advisory': m.advisory,
    'x-skill-writes': m.writes,
    'x-required-permission': m.permission,
    ...(m.writes ? { 'x-idempotent': true } : {}),
    ...(m.max_body_bytes ? { 'x-max-body-bytes': m.max_body_bytes } : {}),
    ...(m.deprecated ? { deprecated: true, 'x-deprecated-since': m.deprecated.since, 'x-successor': skillInvokePath(m.deprecated.successor) } : {}),
    security: [{ bearerApiKey: [m.permission] }, { bearerJwt: [m.permission] }, { sessionCookie: [m.permission] }],
    parameters: [{ $ref: '#/components/parameters/ServiceVersion' }],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: { $ref: `#/components/schemas/${s.componentName}Input` },
          ...(Object.keys(examples).length ? { examples } : {}),
        },
      },
    },
    responses,
  }
}

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
const RETRY_HEADERS: Record<string, unknown> = { 'Retry-After': HEADER('RetryAfter'), 'x-should-retry': HEADER('XShouldRetry') }
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

/**
 * Documents what the pipeline does to every operation, so openapi.yaml need not repeat it: the common headers on
 * every response; 403 (RATE_LIMIT.*) and 429 on throttled operations; Idempotency-Key, 409 and the replay headers
 * on idempotent ones; Deprecation and Link on deprecated ones.
 */
function decorate(doc: OpenApiDocument): void {
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
        op.parameters = [...((op.parameters as unknown[]) ?? []), { $ref: '#/components/parameters/IdempotencyKey' }]
        rs['409'] ??= { $ref: '#/components/responses/Conflict' }
        for (const status of Object.keys(rs)) {
          if (status.startsWith('2')) addHeaders(inline(rs, status), { 'X-Idempotent-Replayed': HEADER('IdempotentReplayed'), 'Idempotency-Key': HEADER('IdempotencyKeyEcho') })
        }
      }
      if (op.deprecated) for (const status of Object.keys(rs)) addHeaders(inline(rs, status), { Deprecation: HEADER('Deprecation'), Link: HEADER('Link') })
      for (const [status, r] of Object.entries(rs)) {
        addHeaders(r, status === '403' || status === '429' || status === '409' ? { ...COMMON_HEADERS, ...RETRY_HEADERS } : COMMON_HEADERS)
      }
      op.responses = Object.fromEntries(Object.entries(rs).sort(([a], [b]) => a.localeCompare(b)))
    }
  }
}

/** Returns a new document; `base` is not modified. Deterministic for the same inputs. */
export function bundleSpec(base: OpenApiDocument, skills: readonly LoadedSkill[]): OpenApiDocument {
  const doc = structuredClone(base)
  doc.components.schemas ??= {}
  const schemas = doc.components.schemas
  const tags = doc.tags ?? []
  const tagNames = new Set(tags.map((t) => t.name))
  for (const s of [...skills].sort((a, b) => a.manifest.name.localeCompare(b.manifest.name))) {
    for (const [suffix, schema] of [['Input', s.inputSchema], ['Output', s.outputSchema]] as const) {
      const name = `${s.componentName}${suffix}`
      if (schemas[name]) throw new Error(`skills/${s.folder}: component schema ${name} already exists in openapi.yaml`)
      schemas[name] = hoistable(schema, name)
    }
    const p = skillInvokePath(s.manifest.name)
    if (doc.paths[p]) throw new Error(`skills/${s.folder}: path ${p} already exists in openapi.yaml`)
    doc.paths[p] = { post: skillOperation(s) }
    if (!tagNames.has(s.manifest.category)) {
      tags.push({ name: s.manifest.category, description: `Skills in the ${s.manifest.category} category.` })
      tagNames.add(s.manifest.category)
    }
  }
  doc.tags = tags
  decorate(doc)
  return doc
}
