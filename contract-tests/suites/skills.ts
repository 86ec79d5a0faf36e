// The catalogue (listSkills) and skill invocation (spec: "Skill invocation (common rules)"): every skill's own
// operation and the generic /api/v1/skills/{skill}/invoke, found in the served document, each run with the
// skill folder's examples/*.json and with every documented error the operation can produce.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES, newKey, type Harness } from '../support/harness.ts'
import { expectError, expectInsufficientScope, expectOk, expectValidationError } from '../support/assertions.ts'
import type { Response } from '../support/client.ts'
import { provisionWorkstreamExamples } from '../../src/workstreams/testing/examples.ts'
import { provisionTopicExamples } from '../../src/topics/testing/examples.ts'
import { provisionFileExamples } from '../../src/documents/testing/examples.ts'

/** Prism's own request body limit (10 MB): larger bodies never reach the server through the proxy. */
const PRISM_BODY_LIMIT_BYTES = 10 * 1024 * 1024

const SKILLS_DIR = path.join(import.meta.dirname, '..', '..', 'skills')
const GENERIC = '/api/v1/skills/{skill}/invoke'

export interface SkillUnderTest {
  name: string
  slug: string
  operationId: string
  permission: string
  path: string
  /** The first required input field (the `param` of a 422 for `{}`), from the served input schema. */
  firstRequired: string | undefined
  examples: { file: string; summary: string; input: unknown }[]
  /** The largest body the skill accepts: BODY_LIMIT_BYTES, or its own x-max-body-bytes when larger. */
  bodyLimitBytes: number
}

type Op = Record<string, unknown> & { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }

/** The skills of the served document (operations carrying x-skill-name), with their folders' examples. */
export function skillsOf(spec: {
  paths: Record<string, Record<string, unknown>>
  components?: unknown
}): SkillUnderTest[] {
  const schemas = ((spec.components ?? {}) as { schemas?: Record<string, { required?: string[] }> }).schemas ?? {}
  const out: SkillUnderTest[] = []
  for (const [p, item] of Object.entries(spec.paths)) {
    const op = item.post as Op | undefined
    if (!op || typeof op['x-skill-name'] !== 'string') continue
    const name = op['x-skill-name']
    const ref = op.requestBody?.content?.['application/json']?.schema?.$ref ?? ''
    const input = schemas[ref.replace('#/components/schemas/', '')]
    const dir = path.join(SKILLS_DIR, name, 'examples')
    const examples = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((file) => {
            const ex = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { summary: string; input: unknown }
            return { file, summary: ex.summary, input: ex.input }
          })
      : []
    out.push({
      name,
      slug: String(op['x-skill-slug']),
      operationId: String(op.operationId),
      permission: String(op['x-required-permission']),
      path: p,
      firstRequired: input?.required?.[0],
      examples,
      bodyLimitBytes: Math.max(
        BODY_LIMIT_BYTES,
        typeof op['x-max-body-bytes'] === 'number' ? op['x-max-body-bytes'] : 0,
      ),
    })
  }
  return out.sort((a, b) => a.name.localeCompare(b.name))
}

function expectInvocation(r: Response, skill: string): void {
  expectOk(r)
  expect(Object.keys(r.body).sort(), r.describe()).toEqual(['correlation_id', 'output', 'skill'])
  expect(r.body.skill, r.describe()).toBe(skill)
  expect(r.body.correlation_id, r.describe()).toBe(r.headers.get('x-correlation-id'))
  expect(Array.isArray(r.body.output.stub_fields), r.describe()).toBe(true)
  expect(Array.isArray(r.body.output.warnings), r.describe()).toBe(true)
}

/** A JSON body over `limit` (BODY_LIMIT_BYTES, or a skill's own x-max-body-bytes); valid JSON, so Prism forwards it. */
export const oversizedBody = (limit = BODY_LIMIT_BYTES) => ({ padding: 'x'.repeat(limit + 1024) })

/**
 * Examples that name a client (`client_id`) read or write that client's books: the tenant gets the client, with that
 * id, and a chart of accounts holding every `account_code` the examples use, so each example answers 200 as documented.
 */
async function provisionExampleBooks(h: Harness, inputs: unknown[]): Promise<void> {
  const byClient = new Map<string, Set<string>>()
  const walk = (v: unknown, client: string | null): void => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x, client)
      return
    }
    if (typeof v !== 'object' || v === null) return
    const o = v as Record<string, unknown>
    const here = typeof o.client_id === 'string' ? o.client_id : client
    if (here !== null && !byClient.has(here)) byClient.set(here, new Set())
    if (here !== null && typeof o.account_code === 'string') byClient.get(here)!.add(o.account_code)
    for (const x of Object.values(o)) walk(x, here)
  }
  for (const i of inputs) walk(i, null)
  const { stores } = h.server.services
  const org = h.tenant.organizationId
  for (const [id, codes] of byClient) {
    const now = new Date()
    if (!(await stores.clients.get(org, id))) {
      await stores.clients.insert({
        id,
        organizationId: org,
        workspaceId: null,
        name: `Example client ${id.slice(0, 8)}`,
        currency: 'AUD',
        lockedThrough: null,
        createdAt: now,
        updatedAt: now,
      })
    }
    // Several skills' examples may share a client: add the accounts this one needs to whatever chart it has.
    const chart = await stores.charts.get(org, id)
    const missing = [...codes].filter((code) => !chart.accounts.some((a) => a.code === code))
    if (!missing.length) continue
    const accounts = [
      ...chart.accounts,
      ...missing.map((code) => ({ code, name: `Account ${code}`, type: 'asset' as const, archived: false })),
    ]
    expect(await stores.charts.replace(org, id, accounts, chart.version, now)).toBe(true)
  }
}

/** Examples that name a workplan or a cycle (the workstream skills): those ids exist in the tenant's organization. */
async function provisionExampleWorkstreams(h: Harness, inputs: unknown[]): Promise<void> {
  const { stores } = h.server.services
  const org = h.tenant.organizationId
  const clientId = '00000000-0000-4000-8000-00000000c10e'
  if (!(await stores.clients.get(org, clientId))) {
    const now = new Date()
    await stores.clients.insert({
      id: clientId,
      organizationId: org,
      workspaceId: null,
      name: 'Example WorkStream client',
      currency: 'AUD',
      lockedThrough: null,
      createdAt: now,
      updatedAt: now,
    })
  }
  await provisionWorkstreamExamples(
    h.server.services,
    { organizationId: org, userId: h.tenant.userId, clientId },
    inputs,
  )
}

export function skillsContract(h: () => Harness, skills: SkillUnderTest[]): void {
  it('the served document holds the skills this suite was generated for, each with examples', () => {
    // Tests are generated at collection time from src/generated/openapi.json (codegen output); the served
    // document must name the same skills, or a skill would go untested.
    expect(skillsOf(h().spec).map((s) => s.operationId)).toEqual(skills.map((s) => s.operationId))
    expect(skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['forensic.number-analysis', 'identifiers.validate']),
    )
    for (const s of skills) expect(s.examples.length, `${s.name} has no examples/*.json`).toBeGreaterThan(0)
  })

  describe('listSkills GET /api/v1/skills', () => {
    it('200: every installed skill, sorted by name, with its invoke link', async () => {
      const r = await h().proxy('/api/v1/skills?limit=100', { token: h().tenant.adminKey })
      expectOk(r)
      expect(r.body.has_more).toBe(false)
      const names = (r.body.skills as { name: string }[]).map((s) => s.name)
      expect(names).toEqual([...names].sort())
      expect(names).toEqual(skills.map((s) => s.name))
      for (const s of skills) {
        const item = (r.body.skills as Record<string, unknown>[]).find((x) => x.name === s.name)
        expect(item, r.describe()).toMatchObject({ slug: s.slug, permission: s.permission, links: { invoke: s.path } })
      }
    })

    it('200: limit and offset page the catalogue with has_more', async () => {
      const first = await h().proxy('/api/v1/skills?limit=1', { token: h().tenant.adminKey })
      expectOk(first)
      expect(first.body.skills).toHaveLength(1)
      expect(first.body.has_more).toBe(skills.length > 1)
      const rest = await h().proxy(`/api/v1/skills?limit=1&offset=${skills.length - 1}`, { token: h().tenant.adminKey })
      expectOk(rest)
      expect(rest.body.skills[0].name).toBe(skills[skills.length - 1]!.name)
      expect(rest.body.has_more).toBe(false)
    })

    it('200 for any valid credential, whatever its permissions', async () => {
      const k = await newKey(h(), [])
      expectOk(await h().proxy('/api/v1/skills', { token: k.value }))
    })

    it('422 validation_error for limit out of range, naming the query parameter', async () => {
      expectValidationError(await h().proxy('/api/v1/skills?limit=0', { token: h().tenant.adminKey }), 'limit', 'query')
      expectValidationError(
        await h().proxy('/api/v1/skills?limit=101', { token: h().tenant.adminKey }),
        'limit',
        'query',
      )
      expectValidationError(
        await h().proxy('/api/v1/skills?offset=-1', { token: h().tenant.adminKey }),
        'offset',
        'query',
      )
      expectValidationError(
        await h().proxy('/api/v1/skills?limit=ten', { token: h().tenant.adminKey }),
        'limit',
        'query',
      )
    })

    it('401 invalid_token for an unknown key; 401 auth_required without one (direct)', async () => {
      expectError(await h().proxy('/api/v1/skills', { token: 'sk_notarealkey' }), 401, 'invalid_token')
      expectError(await h().direct('/api/v1/skills'), 401, 'auth_required')
    })

    it('400 invalid_service_version', async () => {
      expectError(
        await h().proxy('/api/v1/skills', { token: h().tenant.adminKey, headers: { 'Service-Version': '2020-01-01' } }),
        400,
        'invalid_service_version',
      )
    })
  })

  // One block per skill's own operation, and one per skill through the generic operation.
  for (const s of skills) {
    const ownPath = s.path
    // By name, the literal operation matches first; the generic operation is reached by slug.
    const genericPaths = [`/api/v1/skills/${s.slug}/invoke`]
    const anyExample = () => s.examples[0]!.input
    const other = s.permission === 'search:read' ? 'topics:read' : 'search:read'

    describe(`${s.operationId} POST ${ownPath}`, () => {
      let narrow: string // a key holding one permission, not this skill's
      let exact: string // a key holding exactly this skill's permission
      beforeAll(async () => {
        await provisionExampleBooks(
          h(),
          s.examples.map((e) => e.input),
        )
        await provisionExampleWorkstreams(
          h(),
          s.examples.map((e) => e.input),
        )
        // The topic skills' examples name a topic: it exists in the tenant's organization.
        await provisionTopicExamples(
          h().server.services,
          { organizationId: h().tenant.organizationId, userId: h().tenant.userId },
          s.examples.map((e) => e.input),
        )
        // The document skills' examples name an uploaded file: it exists too.
        await provisionFileExamples(
          h().server.services,
          { organizationId: h().tenant.organizationId },
          s.examples.map((e) => e.input),
        )
        narrow = (await newKey(h(), [other])).value
        exact = (await newKey(h(), [s.permission])).value
      })

      for (const ex of s.examples) {
        it(`200 for examples/${ex.file}`, async () => {
          const r = await h().proxy(ownPath, { token: h().tenant.adminKey, body: ex.input })
          expectInvocation(r, s.name)
        })
      }

      it(`200 with a key holding only ${s.permission}, and with a portal session (service:full)`, async () => {
        expectInvocation(await h().proxy(ownPath, { token: exact, body: anyExample() }), s.name)
        const session = await h().server.services.sessionTokens.mint(h().tenant.userId, h().tenant.organizationId)
        expectInvocation(await h().proxy(ownPath, { token: session.token, body: anyExample() }), s.name)
      })

      it(`403 insufficient_scope with a key holding only ${other}, naming ${s.permission}`, async () => {
        expectInsufficientScope(await h().proxy(ownPath, { token: narrow, body: anyExample() }), s.permission)
      })

      it('403 insufficient_scope with a key holding no permission', async () => {
        const none = await newKey(h(), [])
        expectInsufficientScope(await h().proxy(ownPath, { token: none.value, body: anyExample() }), s.permission)
      })

      it(
        s.firstRequired
          ? '422 validation_error naming the first missing required field, with details'
          : '200 for {} (no field is required)',
        async () => {
          const r = await h().proxy(ownPath, { token: h().tenant.adminKey, body: {} })
          if (s.firstRequired) expectValidationError(r, s.firstRequired)
          else expectInvocation(r, s.name)
        },
      )

      it('422 validation_error for a body that is not an object', async () => {
        const r = await h().proxy(ownPath, { token: h().tenant.adminKey, body: [anyExample()] })
        expectValidationError(r, null)
      })

      it('422 validation_error for an unknown top-level field', async () => {
        const r = await h().proxy(ownPath, {
          token: h().tenant.adminKey,
          body: { ...(anyExample() as object), not_a_field: true },
        })
        const e = expectValidationError(r, 'not_a_field')
        expect((e.details as { type: string }[])[0]!.type).toBe('unknown_field')
      })

      it('401 invalid_token for a malformed key, an unknown key and a garbage JWT', async () => {
        for (const token of ['sk_short', `sk_${'A'.repeat(49)}`, 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl']) {
          expectError(await h().proxy(ownPath, { token, body: anyExample() }), 401, 'invalid_token')
        }
      })

      it('401 auth_required without a credential (direct: Prism answers that itself)', async () => {
        expectError(await h().direct(ownPath, { body: anyExample() }), 401, 'auth_required', { param: null })
      })

      it('413 payload_too_large for a body over the limit', async () => {
        // Prism refuses bodies over 10 MB itself: a skill taking more (journal.import, 16 MiB) is asked directly.
        const send = s.bodyLimitBytes >= PRISM_BODY_LIMIT_BYTES ? h().direct : h().proxy
        expectError(
          await send(ownPath, { token: h().tenant.adminKey, body: oversizedBody(s.bodyLimitBytes) }),
          413,
          'payload_too_large',
        )
      })

      it('415 unsupported_media_type for a non-JSON body', async () => {
        const r = await h().proxy(ownPath, {
          token: h().tenant.adminKey,
          rawBody: 'identifiers=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
        expectError(r, 415, 'unsupported_media_type')
      })

      it('400 invalid_json for a body that does not parse (direct: Prism never answers one)', async () => {
        const r = await h().direct(ownPath, {
          token: h().tenant.adminKey,
          rawBody: '{"amounts": [1,',
          headers: { 'content-type': 'application/json' },
        })
        expectError(r, 400, 'invalid_json')
      })

      it('400 invalid_service_version', async () => {
        const r = await h().proxy(ownPath, {
          token: h().tenant.adminKey,
          body: anyExample(),
          headers: { 'Service-Version': '2099-12-31' },
        })
        expectError(r, 400, 'invalid_service_version', { param: 'Service-Version' })
      })
    })

    describe(`invokeSkillByNameOrSlug POST ${GENERIC} for ${s.name}`, () => {
      it(`200 by slug (${s.slug})`, async () => {
        for (const p of genericPaths)
          expectInvocation(await h().proxy(p, { token: h().tenant.adminKey, body: anyExample() }), s.name)
      })

      it('403 insufficient_scope without the permission', async () => {
        const k = await newKey(h(), [other])
        for (const p of genericPaths)
          expectInsufficientScope(await h().proxy(p, { token: k.value, body: anyExample() }), s.permission)
      })

      it(
        s.firstRequired
          ? '422 validation_error naming the first missing required field'
          : '200 for {} (no field is required)',
        async () => {
          for (const p of genericPaths) {
            const r = await h().proxy(p, { token: h().tenant.adminKey, body: {} })
            if (s.firstRequired) expectValidationError(r, s.firstRequired)
            else expectInvocation(r, s.name)
          }
        },
      )
    })
  }

  describe(`invokeSkillByNameOrSlug POST ${GENERIC} (errors)`, () => {
    const some = () => skills[0]!
    it('404 skill_not_found for an unknown name or slug, with param skill', async () => {
      for (const name of ['no.such-skill', 'no_such_skill']) {
        const r = await h().proxy(`/api/v1/skills/${name}/invoke`, { token: h().tenant.adminKey, body: {} })
        expectError(r, 404, 'skill_not_found', { param: 'skill' })
      }
    })

    it('401 invalid_token; 401 auth_required without a credential (direct)', async () => {
      expectError(
        await h().proxy(`/api/v1/skills/${some().slug}/invoke`, { token: 'sk_x', body: {} }),
        401,
        'invalid_token',
      )
      expectError(await h().direct(`/api/v1/skills/${some().slug}/invoke`, { body: {} }), 401, 'auth_required')
    })

    it('413 payload_too_large', async () => {
      expectError(
        await h().proxy(`/api/v1/skills/${some().slug}/invoke`, {
          token: h().tenant.adminKey,
          body: oversizedBody(some().bodyLimitBytes),
        }),
        413,
        'payload_too_large',
      )
    })

    it('415 unsupported_media_type', async () => {
      const r = await h().proxy(`/api/v1/skills/${some().slug}/invoke`, {
        token: h().tenant.adminKey,
        rawBody: 'hello',
        headers: { 'content-type': 'text/plain' },
      })
      expectError(r, 415, 'unsupported_media_type')
    })

    it('400 invalid_json (direct)', async () => {
      const r = await h().direct(`/api/v1/skills/${some().slug}/invoke`, {
        token: h().tenant.adminKey,
        rawBody: '{',
        headers: { 'content-type': 'application/json' },
      })
      expectError(r, 400, 'invalid_json')
    })

    it('400 invalid_service_version', async () => {
      const r = await h().proxy(`/api/v1/skills/${some().slug}/invoke`, {
        token: h().tenant.adminKey,
        body: some().examples[0]!.input,
        headers: { 'Service-Version': '26-04-24' },
      })
      expectError(r, 400, 'invalid_service_version')
    })
  })
}
