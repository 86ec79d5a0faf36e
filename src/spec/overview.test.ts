// The overview a person reads first (info.description: the prose written in openapi.yaml, then the error codes and
// the changelog made from data) says what the code does: every "<status> `code`" it names is that code's status in the
// catalogue, every header it names is one the description documents, its limits are the constants the limiter uses,
// and the generated parts list every catalogue code and every version.
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE } from '../errors/index.ts'
import { loadSkills } from '../skill-runtime/index.ts'
import { PERMISSION_SLUGS } from '../permissions/index.ts'
import {
  DEFAULT_REQUESTS_PER_MINUTE,
  IP_REQUESTS_PER_MINUTE,
  PORTAL_KEY_CREATION,
  SSE_TAILS_PER_KEY,
  START_LIMITS,
} from '../ratelimit/index.ts'
import { REPLAY_WINDOW_MS } from '../idempotency/index.ts'
import { changelogMarkdown, VERSIONS } from '../versioning/index.ts'
import { bundleSpec, defaultBaseDocumentPath, readBaseDocument, type OpenApiDocument } from './index.ts'
import { errorCodesMarkdown, OVERVIEW_POINTER } from './overview.ts'

const ROOT = path.join(import.meta.dirname, '..', '..')
type Op = {
  operationId?: string
  parameters?: { $ref?: string; name?: string; in?: string }[]
  responses?: Record<string, { $ref?: string; headers?: Record<string, unknown> }>
  'x-never-throttled'?: boolean
}

describe('the overview in info.x-overview', () => {
  let doc: OpenApiDocument
  let prose: string
  let served: string
  beforeAll(async () => {
    prose = (readBaseDocument(defaultBaseDocumentPath()).info as { description: string }).description.replace(
      /\s+/g,
      ' ',
    )
    doc = bundleSpec(readBaseDocument(defaultBaseDocumentPath()), (await loadSkills(path.join(ROOT, 'skills'))).list())
    served = (doc.info as { 'x-overview': string })['x-overview']
  })

  const ops = (): Op[] =>
    Object.values(doc.paths).flatMap((item) =>
      Object.values(item).filter((o): o is Op => typeof o === 'object' && o !== null && 'responses' in o),
    )

  it('info.description is its first paragraph and where the rest is: generators copy it into every file they write', () => {
    const description = (doc.info as { description: string }).description
    expect(description.length).toBeLessThan(800)
    expect(description).toContain(OVERVIEW_POINTER)
    expect(served.startsWith(description.split('\n\n')[0]!)).toBe(true)
  })

  it('has the sections a person looks for, then the generated error codes and changelog', () => {
    const headings = [...served.matchAll(/^### (.+)$/gm)].map((m) => m[1])
    expect(headings).toEqual([
      'Authentication',
      'Errors',
      'Rate limits',
      'Idempotency',
      'Versioning',
      'Lists and methods',
      'Error codes',
      'Changelog',
    ])
    expect(served).toContain(errorCodesMarkdown())
    expect(served).toContain(changelogMarkdown(VERSIONS, 4))
    for (const [code, e] of Object.entries(ERROR_CATALOGUE))
      expect(served).toContain(`| ${e.status} | \`${code}\` | \`${e.type}\` |`)
  })

  it('every skill operation carries at least one example request (what the reference shows under it)', () => {
    const skills = ops().filter((o) => (o as Record<string, unknown>)['x-skill-name'])
    expect(skills.length).toBeGreaterThan(40)
    const without = skills
      .filter((o) => {
        const media = (o as { requestBody?: { content?: Record<string, { examples?: Record<string, unknown> }> } })
          .requestBody?.content?.['application/json']
        return !Object.keys(media?.examples ?? {}).length
      })
      .map((o) => o.operationId)
    expect(without, 'skills whose examples are all missing or past MAX_EMBEDDED_EXAMPLE_BYTES').toEqual([])
  })

  it('names each error code with its status in the catalogue', () => {
    const named = [...prose.matchAll(/\b([45]\d\d) `([A-Za-z_.]+)`/g)].map((m) => [m[2]!, Number(m[1])] as const)
    expect(named.length).toBeGreaterThan(10)
    for (const [code, status] of named)
      expect(`${code} ${(ERROR_CATALOGUE as Record<string, { status: number }>)[code]?.status}`).toBe(
        `${code} ${status}`,
      )
    // and the ones after "or": `RATE_LIMIT.ORG`
    expect(ERROR_CATALOGUE['RATE_LIMIT.ORG'].status).toBe(403)
  })

  it('names only headers the description documents (request parameters, response headers, the bearer scheme)', () => {
    const components = doc.components as {
      parameters: Record<string, { name: string; in: string }>
      responses: Record<string, { headers?: Record<string, unknown> }>
    }
    const documented = new Set<string>(['Authorization'])
    for (const op of ops()) {
      for (const p of op.parameters ?? []) {
        const param = p.$ref ? components.parameters[p.$ref.split('/').pop()!]! : p
        if (param.in === 'header') documented.add(param.name!)
      }
      for (const r of Object.values(op.responses ?? {})) {
        for (const h of Object.keys((r.$ref ? components.responses[r.$ref.split('/').pop()!] : r)?.headers ?? {}))
          documented.add(h)
      }
    }
    const named = [...prose.matchAll(/`([A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)+|x-should-retry)(?::[^`]*)?`/g)].map(
      (m) => m[1]!,
    )
    expect(named).toEqual(
      expect.arrayContaining([
        'Service-Version',
        'X-RateLimit-Limit',
        'RateLimit-Policy',
        'Retry-After',
        'Idempotency-Key',
        'X-Idempotent-Replayed',
      ]),
    )
    for (const h of named) expect(documented, h).toContain(h)
  })

  it('states the limits the limiter applies, and lists the operations that are never throttled', () => {
    expect(prose).toContain(`${DEFAULT_REQUESTS_PER_MINUTE} requests in any rolling 60 seconds per key`)
    expect(prose).toContain(`${IP_REQUESTS_PER_MINUTE} requests a minute per client address`)
    expect(prose).toContain(`${START_LIMITS.cycle.perMinute} WorkStream cycle starts a minute per key`)
    expect(prose).toContain(`${SSE_TAILS_PER_KEY} open event streams per key`)
    const [minute, day] = PORTAL_KEY_CREATION
    expect(prose).toContain(`portal key creation (${minute.limit} a minute, ${day.limit} a day per person)`)
    expect(prose).toContain(`Within ${REPLAY_WINDOW_MS / 1000} seconds of the first request`)
    expect(prose).toContain(`some of the ${PERMISSION_SLUGS.length} permissions`)
    const limit = (doc.components as { parameters: Record<string, { schema: { default: number; maximum: number } }> })
      .parameters.Limit!.schema
    expect(prose).toContain(`\`limit\` (default ${limit.default}, max ${limit.maximum})`)
    const open = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.values(item)
        .filter(
          (o) =>
            Array.isArray((o as { security?: unknown[] }).security) &&
            (o as { security: unknown[] }).security.length === 0,
        )
        .map(() => p),
    )
    expect(prose).toContain(`unless its security list is empty (${open.map((p) => `\`${p}\``).join(', ')})`)
    const never = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([, o]) => (o as Op)['x-never-throttled'])
        .map(([m]) => (m === 'get' && p.startsWith('/api') ? `GET ${p}` : p)),
    )
    expect(prose).toContain(
      `**Never throttled:** ${never
        .slice(0, -1)
        .map((p) => `\`${p}\``)
        .join(', ')} and \`${never.at(-1)}\`.`,
    )
  })
})
