// Idempotent writes over real HTTP (spec: Errors, "Idempotent replay"; SPEC-DECISIONS "Idempotency"): no
// duplicate write on a retry, replay with X-Idempotent-Replayed, 422 on reuse with another request, 409 while
// running, 5xx never replayed, per-user namespaces, the 60 s window — and the same across two instances.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { executions } from '../testing/fixtures/skills/counter.fixture/handler.ts'

const FIXTURES = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills')

describe('idempotent writes', () => {
  const clock = new ManualClock(Date.UTC(2026, 7, 1))
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer({ clock, env: { SKILLS_DIR: FIXTURES } })
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const createKey = (idem: string | null, body: Record<string, unknown> = { name: 'idem' }, token = t.adminKey) =>
    call<Record<string, unknown>>(srv.url, '/api/v1/connect-keys', {
      token,
      body,
      headers: idem ? { 'idempotency-key': idem } : {},
    })
  const run = (body: Record<string, unknown>, headers: Record<string, string> = {}, token = t.adminKey) =>
    call<Record<string, unknown>>(srv.url, '/api/v1/skills/counter.fixture/invoke', { token, body, headers })

  it('a retried key creation returns the same key, once, with X-Idempotent-Replayed', async () => {
    const before = (await srv.services.stores.identityKeys.listByOrganization(t.organizationId)).length
    const first = await createKey('create-1')
    expect(first.status).toBe(201)
    expect(first.headers.get('x-idempotent-replayed')).toBeNull()
    expect(first.headers.get('idempotency-key')).toBe('create-1')
    const again = await createKey('create-1')
    expect(again.status).toBe(201)
    expect(again.headers.get('x-idempotent-replayed')).toBe('true')
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('content-type')).toContain('application/json')
    expect((await srv.services.stores.identityKeys.listByOrganization(t.organizationId)).length).toBe(before + 1)
    // The replay is a request like any other: it is counted and carries fresh rate-limit headers.
    expect(again.headers.get('x-ratelimit-limit')).not.toBeNull()
  })

  it('never keeps the one-time key value in clear in the idempotency store', async () => {
    const seen: string[] = []
    const store = srv.services.coordination.idempotency
    const original = store.complete.bind(store)
    store.complete = async (key, print, response, expiresAt, now) => {
      seen.push(JSON.stringify(response))
      return original(key, print, response, expiresAt, now)
    }
    try {
      const r = await createKey('sealed-1', { name: 'sealed' })
      const again = await createKey('sealed-1', { name: 'sealed' })
      expect(again.body.value).toBe(r.body.value) // the client that lost the first response still gets its key
      expect(seen).toHaveLength(1)
      expect(seen[0]).not.toContain(String(r.body.value))
      expect(seen[0]).not.toContain(String(r.body.id))
    } finally {
      store.complete = original
    }
  })

  it('the same key with a different request is 422 idempotency_key_reused, and runs nothing', async () => {
    await createKey('create-2', { name: 'a' })
    const before = (await srv.services.stores.identityKeys.listByOrganization(t.organizationId)).length
    const r = await createKey('create-2', { name: 'b' })
    expect(r.status).toBe(422)
    expect(r.body.error).toMatchObject({
      type: 'idempotency_error',
      code: 'idempotency_key_reused',
      param: 'Idempotency-Key',
    })
    expect((await srv.services.stores.identityKeys.listByOrganization(t.organizationId)).length).toBe(before)
    // Key order in the body does not make a request different.
    const x = await createKey('create-3', { name: 'c', description: 'd' })
    const y = await createKey('create-3', { description: 'd', name: 'c' })
    expect(y.headers.get('x-idempotent-replayed')).toBe('true')
    expect(y.body.id).toBe(x.body.id)
  })

  it('a write skill executes once however often it is retried, by header or by body field', async () => {
    executions.delete('once')
    const a = await run({ name: 'once' }, { 'idempotency-key': 'skill-1' })
    const b = await run({ name: 'once' }, { 'idempotency-key': 'skill-1' })
    const c = await run({ name: 'once', idempotency_key: 'skill-1' })
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200])
    expect(executions.get('once')).toBe(1)
    expect((b.body.output as { executions: number }).executions).toBe(1)
    expect(c.headers.get('x-idempotent-replayed')).toBe('true')
    // The handler never sees the field.
    expect(b.body.output).toEqual({
      name: 'once',
      executions: 1,
      idempotency_key: 'skill-1',
      stub_fields: [],
      warnings: [],
    })
    clock.advance(60_000) // stay clear of the fixture's start limit
  })

  it('a duplicate while the first is still running is 409 idempotency_in_progress', async () => {
    executions.delete('slow')
    const first = run({ name: 'slow', delay_ms: 400 }, { 'idempotency-key': 'slow-1' })
    await new Promise((r) => setTimeout(r, 100))
    const dup = await run({ name: 'slow', delay_ms: 400 }, { 'idempotency-key': 'slow-1' })
    expect(dup.status).toBe(409)
    expect(dup.body.error).toMatchObject({ type: 'idempotency_error', code: 'idempotency_in_progress' })
    expect(dup.headers.get('retry-after')).toBe('1')
    expect((await first).status).toBe(200)
    expect(executions.get('slow')).toBe(1)
    clock.advance(60_000)
  })

  it('a 5xx is not replayed: the retry runs again', async () => {
    executions.delete('flaky')
    const a = await run({ name: 'flaky', fail: true }, { 'idempotency-key': 'flaky-1' })
    expect(a.status).toBe(500)
    const b = await run({ name: 'flaky', fail: true }, { 'idempotency-key': 'flaky-1' })
    expect(b.status).toBe(500)
    expect(b.headers.get('x-idempotent-replayed')).toBeNull()
    expect(executions.get('flaky')).toBe(2)
    clock.advance(60_000)
  })

  it('replays within 60 s of the first request, and runs again after', async () => {
    executions.delete('window')
    await run({ name: 'window' }, { 'idempotency-key': 'win-1' })
    clock.advance(59_999)
    expect((await run({ name: 'window' }, { 'idempotency-key': 'win-1' })).headers.get('x-idempotent-replayed')).toBe(
      'true',
    )
    clock.advance(1)
    const later = await run({ name: 'window' }, { 'idempotency-key': 'win-1' })
    expect(later.headers.get('x-idempotent-replayed')).toBeNull()
    expect(executions.get('window')).toBe(2)
    clock.advance(60_000)
  })

  it('keys are namespaced per user; a header and a differing body field are refused; bad keys are refused', async () => {
    const other = await createTenant(srv.services)
    const mine = await createKey('shared-key', { name: 'mine' })
    const theirs = await createKey('shared-key', { name: 'mine' }, other.adminKey)
    expect(theirs.status).toBe(201)
    expect(theirs.headers.get('x-idempotent-replayed')).toBeNull()
    expect(theirs.body.id).not.toBe(mine.body.id)
    const both = await run({ name: 'x', idempotency_key: 'one' }, { 'idempotency-key': 'two' })
    expect(both.status).toBe(422)
    expect(both.body.error).toMatchObject({ code: 'validation_error', param: 'idempotency_key' })
    const long = await createKey('k'.repeat(256))
    expect(long.status).toBe(422)
    expect(long.body.error).toMatchObject({ code: 'validation_error', param: 'Idempotency-Key' })
    clock.advance(60_000)
  })

  it('a write whose result cannot be stored (the shared store times out after it committed) still answers what happened, and a retry replays it', async () => {
    const store = srv.services.coordination.idempotency
    const original = store.complete.bind(store)
    let failures = 1
    store.complete = async (...args) => {
      if (failures-- > 0) throw new Error('Command timed out')
      return original(...args)
    }
    try {
      const before = (await srv.services.stores.identityKeys.listByOrganization(t.organizationId)).length
      const first = await createKey('complete-timeout-1', { name: 'stored late' })
      expect(first.status).toBe(201) // the key exists: say so, with its one-time value
      expect(String(first.body.value)).toMatch(/^sk_/)
      expect((await call(srv.url, '/api/v1/auth/me', { token: String(first.body.value) })).status).toBe(200)
      // Until the background retry stores it, a retry is told to wait, never run twice; then it replays.
      let retry = await createKey('complete-timeout-1', { name: 'stored late' })
      for (let i = 0; i < 50 && retry.status === 409; i++) {
        await new Promise((r) => setTimeout(r, 50))
        retry = await createKey('complete-timeout-1', { name: 'stored late' })
      }
      expect(retry.status).toBe(201)
      expect(retry.headers.get('x-idempotent-replayed')).toBe('true')
      expect(retry.body.id).toBe(first.body.id)
      expect((await srv.services.stores.identityKeys.listByOrganization(t.organizationId)).length).toBe(before + 1)
    } finally {
      store.complete = original
    }
  })

  it('is ignored on reads, and a request without a key runs every time', async () => {
    executions.delete('nokey')
    await run({ name: 'nokey' })
    await run({ name: 'nokey' })
    expect(executions.get('nokey')).toBe(2)
    const get = await call(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      headers: { 'idempotency-key': 'read' },
    })
    expect(get.status).toBe(200)
    expect(get.headers.get('idempotency-key')).toBeNull()
  })
})

const mongo = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL
const redis = process.env.REDIS_URL || process.env.TEST_REDIS_URL
const ready = Boolean(mongo && redis)
const required = process.env.REQUIRE_SERVERS === '1'
if (!ready && !required) console.log('two-instance idempotency test skipped: MongoDB and Redis URLs not set')

describe.skipIf(!ready && !required)('idempotency across two instances', () => {
  it('a retry that lands on the other instance replays, and concurrent duplicates run once', async () => {
    if (!ready) throw new Error('two-instance idempotency test required but MongoDB/Redis URLs are not set')
    const env = { MONGODB_URL: mongo!, REDIS_URL: redis! }
    const a = await startTestServer({ env })
    const b = await startTestServer({ env, shareWith: a })
    try {
      const t = await createTenant(a.services)
      const send = (srv: TestServer, key: string) =>
        call<Record<string, unknown>>(srv.url, '/api/v1/connect-keys', {
          token: t.adminKey,
          body: { name: 'across' },
          headers: { 'idempotency-key': key },
        })
      const first = await send(a, 'across-1')
      const retry = await send(b, 'across-1')
      expect(retry.headers.get('x-idempotent-replayed')).toBe('true')
      expect(retry.body.id).toBe(first.body.id)
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? a : b, 'across-2')))
      const created = new Set(burst.filter((r) => r.status === 201).map((r) => r.body.id))
      expect(created.size).toBe(1)
      expect(burst.every((r) => r.status === 201 || r.status === 409)).toBe(true)
      const keys = await a.services.stores.identityKeys.listByOrganization(t.organizationId)
      expect(keys.filter((k) => k.name === 'across')).toHaveLength(2)
    } finally {
      await b.close()
      await a.close()
    }
  }, 60_000) // a guard, not a speed check: this test is slow on a loaded machine
})
