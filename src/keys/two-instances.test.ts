// Two instances sharing one MongoDB database and one Redis (the multi-instance deployment): a key revoked,
// flushed or re-capped through one instance is seen by the other on its very next call, although the other
// had the key in its five-minute validator cache. Needs real servers: TEST_MONGODB_URL/TEST_REDIS_URL (or
// MONGODB_URL/REDIS_URL). CI sets REQUIRE_SERVERS=1, where their absence is a failure, not a skip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

const mongo = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL
const redis = process.env.REDIS_URL || process.env.TEST_REDIS_URL
const required = process.env.REQUIRE_SERVERS === '1'
const ready = Boolean(mongo && redis)

if (!ready && !required)
  console.log(
    'two-instance suite skipped: MongoDB and Redis URLs not set (set REQUIRE_SERVERS=1 to make this an error)',
  )

describe.skipIf(!ready && !required)('two instances on one MongoDB and Redis', () => {
  let a: TestServer
  let b: TestServer
  let t: Tenant

  beforeAll(async () => {
    if (!ready) throw new Error('two-instance suite required but MongoDB/Redis URLs are not set')
    const env = { MONGODB_URL: mongo!, REDIS_URL: redis! }
    a = await startTestServer({ env })
    b = await startTestServer({ env, shareWith: a })
    t = await createTenant(a.services)
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  const mint = async (name: string) =>
    (await call<{ id: string; value: string }>(a.url, '/api/v1/connect-keys', { token: t.adminKey, body: { name } }))
      .body

  it('the instances really are separate: different caches, one Redis', () => {
    expect(a.services.keyVerifier).not.toBe(b.services.keyVerifier)
    expect(a.services.coordination.kind).toBe('redis')
    expect(b.services.coordination.kind).toBe('redis')
    expect(a.services.stores.kind).toBe('mongo')
  })

  it('a key revoked through one instance is refused by the other on its next call', async () => {
    const k = await mint('revoke across')
    expect((await call(b.url, '/api/v1/auth/me', { token: k.value })).status).toBe(200) // cached on B
    expect((await call(b.url, '/api/v1/auth/me', { token: k.value })).status).toBe(200)
    expect((await call(a.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })).status).toBe(
      204,
    )
    const r = await call(b.url, '/api/v1/auth/me', { token: k.value })
    expect(r.status).toBe(401)
    expect(r.body.error).toMatchObject({ code: 'invalid_token' })
  })

  it('flush-cache through one instance makes the other re-validate', async () => {
    const k = await mint('flush across')
    expect((await call(b.url, '/api/v1/auth/me', { token: k.value })).status).toBe(200)
    await a.services.stores.identityKeys.revoke(k.id, new Date()) // behind the service's back
    expect((await call(b.url, '/api/v1/auth/me', { token: k.value })).status).toBe(200) // still cached on B
    expect(
      (await call(a.url, `/api/v1/connect-keys/${k.id}/flush-cache`, { method: 'POST', token: t.adminKey })).status,
    ).toBe(204)
    expect((await call(b.url, '/api/v1/auth/me', { token: k.value })).status).toBe(401)
  })

  it("a PATCHed rate limit applies on the other instance's next request", async () => {
    const k = await mint('cap across')
    expect((await b.services.keyVerifier.verify(k.value)).rateLimitPerMinute).toBeNull()
    await call(a.url, `/api/v1/connect-keys/${k.id}`, {
      method: 'PATCH',
      token: t.adminKey,
      body: { rate_limit_per_minute: 7 },
    })
    expect((await b.services.keyVerifier.verify(k.value)).rateLimitPerMinute).toBe(7)
  })

  it('a key created on one instance works on the other at once, and a session logged out on one is refused by the other', async () => {
    const k = await mint('create across')
    expect((await call(b.url, '/api/v1/auth/me', { token: k.value })).status).toBe(200)
    const s = await a.services.sessionTokens.mint(t.userId, t.organizationId)
    expect((await call(b.url, '/api/v1/auth/me', { token: s.token })).status).toBe(200)
    expect((await call(a.url, '/auth/logout', { method: 'POST', token: s.token })).status).toBe(204)
    expect((await call(b.url, '/api/v1/auth/me', { token: s.token })).status).toBe(401)
  })
})

describe('when Redis cannot be reached', () => {
  it('a revocation is refused with 503 and nothing changes; one whose bump fails after the write is a 204, and the key is refused', async () => {
    const { createInProcessCoordination } = await import('../store/memory/coordination.ts')
    const coordination = createInProcessCoordination()
    let redisDown = false
    let bumpFails = false
    const down = () => Promise.reject(new Error('connect ECONNREFUSED'))
    const flaky = {
      ...coordination,
      keyGenerations: {
        current: (id: string) => (redisDown ? down() : coordination.keyGenerations.current(id)),
        bump: (id: string) => (redisDown || bumpFails ? down() : coordination.keyGenerations.bump(id)),
      },
      health: async () =>
        redisDown ? { status: 'down' as const, detail: 'connect ECONNREFUSED' } : coordination.health(),
    }
    const srv = await startTestServer({ coordination: flaky })
    try {
      const t = await createTenant(srv.services)
      const k = (
        await call<{ id: string; value: string }>(srv.url, '/api/v1/connect-keys', {
          token: t.adminKey,
          body: { name: 'r' },
        })
      ).body
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.value })).status).toBe(200)
      redisDown = true
      const del = await call(srv.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })
      expect(del.status).toBe(503)
      expect(del.body.error).toMatchObject({ code: 'service_unavailable', retry_after_seconds: 1 })
      expect(del.headers.get('retry-after')).toBe('1')
      expect((await srv.services.stores.identityKeys.get(k.id))!.revokedAt).toBeNull()
      // With Redis unreachable no instance trusts its cache: the store decides, and says active.
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.value })).status).toBe(200)
      redisDown = false
      bumpFails = true // Redis answered the check, then failed the bump: the revocation is written and stands
      expect(
        (await call(srv.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })).status,
      ).toBe(204)
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.value })).status).toBe(401)
      expect((await srv.services.stores.identityKeys.listInvalidations(100)).map((m) => m.keyId)).toContain(k.id)
      bumpFails = false
      expect(await srv.services.reaper.propagatePending()).toBeGreaterThanOrEqual(1)
      expect((await srv.services.stores.identityKeys.listInvalidations(100)).map((m) => m.keyId)).not.toContain(k.id)
      expect((await call(srv.url, '/api/v1/auth/me', { token: t.adminKey })).status).toBe(200)
    } finally {
      await srv.close()
    }
  })
})
