// The policy every door must apply, as one suite (ARCHITECTURE "Doors over one operation pipeline": "One shared
// policy suite runs through every door"). A door under test turns a credential and a request into its own
// transport and back into {status, body, headers}; the expectations are the same whatever the door.
// Run by policy.http.test.ts, policy.in-process.test.ts and policy.mcp.test.ts.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { Versioning, VERSIONS } from '../versioning/index.ts'
import { executions } from '../testing/fixtures/skills/counter.fixture/handler.ts'
import { aborts } from '../testing/fixtures/skills/stream.fixture/handler.ts'

export const FIXTURE_SKILLS = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills')

export interface DoorAnswer {
  status: number
  body: Record<string, unknown> & { error?: Record<string, unknown> }
  headers: Record<string, string>
}

export interface DoorRequest {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  idempotencyKey?: string
  version?: string
}

export interface DoorUnderTest {
  /** Runs a skill by name or slug as the holder of `token`. */
  skill(token: string, nameOrSlug: string, input: unknown, o?: Omit<DoorRequest, 'body'>): Promise<DoorAnswer>
  /** Runs a REST operation by id as the holder of `token`. */
  operation(token: string, operationId: string, o?: DoorRequest): Promise<DoorAnswer>
}

/** A version after the latest, so calls pinned to the latest see its changes undone (versioning.api.test.ts). */
export const POLICY_VERSIONING = new Versioning([
  ...VERSIONS,
  {
    date: '2099-01-01',
    changes: [
      {
        description: 'The catalogue list moved from `data` to `skills`.',
        operations: ['listSkills'],
        response: (b) => {
          const { skills, ...rest } = b as Record<string, unknown>
          return { ...rest, data: skills }
        },
      },
      {
        description: 'Key creation takes `name` instead of `label`.',
        operations: ['createConnectKey'],
        request: (b) => {
          const { label, ...rest } = b as Record<string, unknown>
          return label === undefined ? b : { ...rest, name: label }
        },
      },
    ],
  },
])

export function policySuite(name: string, makeDoor: (srv: TestServer) => DoorUnderTest): void {
  describe(`operation policy through the ${name} door`, () => {
    let srv: TestServer
    let t: Tenant
    let door: DoorUnderTest
    beforeAll(async () => {
      srv = await startTestServer({ versioning: POLICY_VERSIONING, env: { SKILLS_DIR: FIXTURE_SKILLS } })
      t = await createTenant(srv.services)
      door = makeDoor(srv)
    })
    afterAll(async () => {
      await srv?.close()
    })

    const keyWith = async (permissions: string[], extra: Record<string, unknown> = {}) => {
      const r = await door.operation(t.adminKey, 'createConnectKey', {
        body: { name: `policy ${name}`, permissions, ...extra },
      })
      expect(r.status).toBe(201)
      return r.body as { id: string; value: string }
    }

    it('runs a skill for a credential holding its permission, by name and by slug', async () => {
      const k = await keyWith(['search:read'])
      const a = await door.skill(k.value, 'echo.fixture', { text: 'hi' })
      expect(a.status).toBe(200)
      expect(a.body).toMatchObject({
        skill: 'echo.fixture',
        output: { echo: 'hi', mode: 'ok', stub_fields: [], warnings: [] },
      })
      expect((await door.skill(k.value, 'echo_fixture', { text: 'slug' })).body).toMatchObject({
        output: { echo: 'slug' },
      })
    })

    it('refuses a skill whose permission the credential lacks (403 insufficient_scope), before validating input', async () => {
      const k = await keyWith(['search:read'])
      const r = await door.skill(k.value, 'counter.fixture', { nonsense: true })
      expect(r.status).toBe(403)
      expect(r.body.error).toMatchObject({ code: 'insufficient_scope', type: 'permission_error' })
      const none = await keyWith([])
      expect((await door.skill(none.value, 'echo.fixture', { text: 'x' })).body.error).toMatchObject({
        code: 'insufficient_scope',
      })
      // Key management needs every permission.
      expect((await door.operation(k.value, 'listConnectKeys')).status).toBe(403)
    })

    it('answers 404 skill_not_found for an unknown skill, after counting the request', async () => {
      const k = await keyWith(['search:read'], { rate_limit_per_minute: 1 })
      const r = await door.skill(k.value, 'no.such-skill', {})
      expect(r.status).toBe(404)
      expect(r.body.error).toMatchObject({ code: 'skill_not_found', param: 'skill' })
      expect((await door.skill(k.value, 'echo.fixture', { text: 'x' })).body.error).toMatchObject({
        code: 'RATE_LIMIT.USER',
      })
    })

    it('validates input against the skill schema and REST bodies against openapi.yaml (422 with param)', async () => {
      const bad = await door.skill(t.adminKey, 'echo.fixture', { text: 'x', nope: 1 })
      expect(bad.status).toBe(422)
      expect(bad.body.error).toMatchObject({ code: 'validation_error', param: 'nope' })
      const rest = await door.operation(t.adminKey, 'createConnectKey', { body: { name: 5 } })
      expect(rest.status).toBe(422)
      expect(rest.body.error).toMatchObject({ code: 'validation_error', param: 'name' })
      const q = await door.operation(t.adminKey, 'listConnectKeys', { query: { limit: '0' } })
      expect(q.status).toBe(422)
      expect(q.body.error).toMatchObject({ code: 'validation_error', param: 'limit' })
    })

    it('spends the request budget: the third call of a 2-per-minute key is 403 RATE_LIMIT.USER', async () => {
      const k = await keyWith(['search:read'], { rate_limit_per_minute: 2 })
      expect((await door.skill(k.value, 'echo.fixture', { text: '1' })).status).toBe(200)
      expect((await door.operation(k.value, 'getMe')).status).toBe(200)
      const third = await door.skill(k.value, 'echo.fixture', { text: '3' })
      expect(third.status).toBe(403)
      expect(third.body.error).toMatchObject({ code: 'RATE_LIMIT.USER', type: 'api_error' })
      expect(Number(third.body.error!.retry_after_seconds)).toBeGreaterThan(0)
    })

    it("applies a skill's start limit (2 a minute for counter.fixture): a replay is not a start", async () => {
      const k = await keyWith(['accounting:write'])
      const tag = `starts-${name}`
      const first = await door.skill(k.value, 'counter.fixture', { name: `${tag}-1` }, { idempotencyKey: `${tag}-a` })
      expect(first.status).toBe(200)
      expect(
        (await door.skill(k.value, 'counter.fixture', { name: `${tag}-1` }, { idempotencyKey: `${tag}-a` })).status,
      ).toBe(200) // replay
      const second = await door.skill(k.value, 'counter.fixture', { name: `${tag}-2` })
      expect(second.status).toBe(200)
      expect(second.body.output).toMatchObject({ idempotency_key: null }) // no key: ctx.idempotencyKey is null
      const third = await door.skill(k.value, 'counter.fixture', { name: `${tag}-3` })
      expect(third.status).toBe(429)
      expect(third.body.error).toMatchObject({ code: 'rate_limited' })
      expect(executions.get(`${tag}-3`)).toBeUndefined()
    })

    it('makes an idempotent write run once: replay, 422 on a different request, 409 while running', async () => {
      const tag = `idem-${name}`
      const a = await door.skill(t.adminKey, 'counter.fixture', { name: tag }, { idempotencyKey: `${tag}-1` })
      const b = await door.skill(t.adminKey, 'counter.fixture', { name: tag, idempotency_key: `${tag}-1` })
      expect(a.status).toBe(200)
      expect(b.status).toBe(200)
      expect(b.body).toEqual(a.body)
      expect(b.headers['x-idempotent-replayed']).toBe('true')
      expect(a.headers['x-idempotent-replayed']).toBeUndefined()
      expect(executions.get(tag)).toBe(1)
      expect(a.body.output).toMatchObject({ idempotency_key: `${tag}-1` }) // the handler sees the call's key (ctx.idempotencyKey)
      const reused = await door.skill(
        t.adminKey,
        'counter.fixture',
        { name: `${tag}-other` },
        { idempotencyKey: `${tag}-1` },
      )
      expect(reused.status).toBe(422)
      expect(reused.body.error).toMatchObject({ code: 'idempotency_key_reused', type: 'idempotency_error' })
      const slow = door.skill(
        t.adminKey,
        'counter.fixture',
        { name: `${tag}-slow`, delay_ms: 400 },
        { idempotencyKey: `${tag}-2` },
      )
      await new Promise((r) => setTimeout(r, 100))
      const busy = await door.skill(
        t.adminKey,
        'counter.fixture',
        { name: `${tag}-slow`, delay_ms: 400 },
        { idempotencyKey: `${tag}-2` },
      )
      expect(busy.status).toBe(409)
      expect(busy.body.error).toMatchObject({ code: 'idempotency_in_progress' })
      expect((await slow).status).toBe(200)
      // REST writes too: a retried key creation creates one key.
      const k1 = await door.operation(t.adminKey, 'createConnectKey', {
        body: { name: tag },
        idempotencyKey: `${tag}-3`,
      })
      const k2 = await door.operation(t.adminKey, 'createConnectKey', {
        body: { name: tag },
        idempotencyKey: `${tag}-3`,
      })
      expect(k2.body.id).toBe(k1.body.id)
      expect(k2.headers['x-idempotent-replayed']).toBe('true')
    })

    it('brings requests pinned to an older version up, and their answers back down', async () => {
      const latest = await door.operation(t.adminKey, 'listSkills')
      expect(latest.body.skills).toBeInstanceOf(Array)
      expect(latest.body.data).toBeUndefined()
      const old = await door.operation(t.adminKey, 'listSkills', { version: '2026-04-24' })
      expect(old.body.data).toBeInstanceOf(Array)
      expect(old.body.skills).toBeUndefined()
      const created = await door.operation(t.adminKey, 'createConnectKey', {
        body: { label: 'old shape' },
        version: '2026-04-24',
      })
      expect(created.status).toBe(201)
      expect(created.body.name).toBe('old shape')
    })

    it('checks skill output: an output that breaks its schema is a 500, never data', async () => {
      const r = await door.skill(t.adminKey, 'echo.fixture', { text: 'x', mode: 'bad' })
      expect(r.status).toBe(500)
      expect(r.body.error).toMatchObject({ code: 'internal_error', message: 'An internal error occurred.' })
      expect(r.body.output).toBeUndefined() // nothing of the invalid output leaks (correlation ids may hold any digits)
      expect(Object.keys(r.body)).toEqual(['error'])
    })

    it('marks deprecated skills with Deprecation and Link to the successor', async () => {
      const r = await door.skill(t.adminKey, 'legacy.fixture', { text: 'old' })
      expect(r.status).toBe(200)
      expect(r.headers.deprecation).toMatch(/^@\d+$/)
      expect(r.headers.link).toBe('</api/v1/skills/echo.fixture/invoke>; rel="successor-version"')
    })

    it('stops a skill at its time limit: 504 skill_timeout, and the handler is told through ctx.signal', async () => {
      const tag = `timeout-${name}`
      const started = Date.now()
      const r = await door.skill(t.adminKey, 'stream.fixture', { mode: 'hang', tag })
      expect(r.status).toBe(504)
      expect(r.body.error).toMatchObject({ code: 'skill_timeout', type: 'api_error' })
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
      expect(aborts.get(tag)).toMatch(/time limit of 1500 ms/)
      // A handler that ignores the signal is still answered at the limit.
      const ignored = await door.skill(t.adminKey, 'stream.fixture', { mode: 'ignore_abort', tag: `${tag}-ignored` })
      expect(ignored.status).toBe(504)
    })

    it("hands a skill only its caller's organization's data", async () => {
      const other = await createTenant(srv.services)
      const mine = await door.skill(t.adminKey, 'stream.fixture', { mode: 'data', workspace_id: t.workspaceId })
      expect(mine.body.output).toMatchObject({ organization_id: t.organizationId, found: { id: t.workspaceId } })
      expect((mine.body.output as { workspaces: { id: string }[] }).workspaces.map((w) => w.id)).toEqual([
        t.workspaceId,
      ])
      const theirs = await door.skill(t.adminKey, 'stream.fixture', { mode: 'data', workspace_id: other.workspaceId })
      expect(theirs.body.output).toMatchObject({ organization_id: t.organizationId, found: null })
    })
  })
}
