// Key changes while Redis is down (src/keys/README.md, "Key changes and Redis"): a 503 means nothing changed;
// a change that was written answers its real result, and reaches every instance anyway. Two instances share one
// store and a Redis of this test's own that is killed and started again (never the shared one). The store follows
// the environment (MongoDB when MONGODB_URL is set, else one shared embedded store).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import type { Coordination, Stores } from '../store/ports/index.ts'
import { openRedisCoordination } from '../store/redis/coordination.ts'
import { randomIds } from '../lib/ids.ts'
import { haveRedisServer, startPrivateRedis, type PrivateRedis } from '../testing/private-redis.ts'

const required = process.env.REQUIRE_SERVERS === '1'
if (!haveRedisServer && !required)
  console.log('redis outage key tests skipped: redis-server not on PATH (set REQUIRE_SERVERS=1 to make this an error)')

type Key = { id: string; value: string; expires_at?: string | null }

describe.skipIf(!haveRedisServer && !required)('key changes while Redis is down', () => {
  let redis: PrivateRedis
  let a: TestServer
  let b: TestServer
  let t: Tenant
  /** When set, the next identity-store revocation (or mirror update) kills Redis right after it is written. */
  let killRedisAfter: 'revoke' | 'mirror-update' | null = null

  beforeAll(async () => {
    if (!haveRedisServer) throw new Error('redis-server required (REQUIRE_SERVERS=1) but not on PATH')
    redis = await startPrivateRedis()
    const env = { REDIS_URL: redis.url }
    const after = async <T>(what: 'revoke' | 'mirror-update', r: T): Promise<T> => {
      if (killRedisAfter === what) {
        killRedisAfter = null
        await redis.kill()
      }
      return r
    }
    a = await startTestServer({
      env,
      wrapStores: (s: Stores): Stores => ({
        ...s,
        identityKeys: {
          ...s.identityKeys,
          revoke: async (...args) => after('revoke', await s.identityKeys.revoke(...args)),
        },
        keyMirror: {
          ...s.keyMirror,
          update: async (...args) => after('mirror-update', await s.keyMirror.update(...args)),
        },
      }),
    })
    b = await startTestServer({ env, shareWith: a })
    t = await createTenant(a.services)
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await redis?.close()
  })

  const mint = async (name: string, via = a) =>
    (await call<Key>(via.url, '/api/v1/connect-keys', { token: t.adminKey, body: { name } })).body
  const me = (srv: TestServer, token: string) => call(srv.url, '/api/v1/auth/me', { token }).then((r) => r.status)
  const cacheOnB = async (value: string) => {
    expect(await me(b, value)).toBe(200)
    expect(await me(b, value)).toBe(200)
  }
  const restartRedis = async () => {
    await redis.start()
    for (const s of [a, b])
      await expect.poll(() => s.services.coordination.health().then((h) => h.status), { timeout: 10_000 }).toBe('ok')
  }
  const keyCount = async () => (await a.services.stores.identityKeys.listByOrganization(t.organizationId)).length

  it('DELETE while Redis is down: 503, nothing changed, the key works on both instances; the retry revokes it everywhere', async () => {
    const k = await mint('delete while down')
    await cacheOnB(k.value)
    await redis.kill()
    const del = await call(a.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })
    expect(del.status).toBe(503)
    expect((await a.services.stores.identityKeys.get(k.id))!.revokedAt).toBeNull()
    expect((await a.services.stores.keyMirror.get(k.id))!.revokedAt).toBeNull()
    expect(await me(a, k.value)).toBe(200)
    expect(await me(b, k.value)).toBe(200)
    expect(del.body.error).toMatchObject({ code: 'service_unavailable', retry_after_seconds: 1 })
    expect(String((del.body.error as { message: string }).message)).toMatch(/nothing was changed/i)
    expect(del.headers.get('retry-after')).toBe('1')
    await restartRedis()
    expect((await call(a.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })).status).toBe(
      204,
    )
    expect(await me(b, k.value)).toBe(401)
  })

  it('rotate while Redis is down: 503 and no new key (no orphan active key), the old key untouched', async () => {
    const k = await mint('rotate while down')
    const before = await keyCount()
    await redis.kill()
    const r = await call(a.url, `/api/v1/connect-keys/${k.id}/rotate`, {
      token: t.adminKey,
      body: { grace_period_hours: 0 },
    })
    expect(r.status).toBe(503)
    expect(await keyCount()).toBe(before)
    expect((await a.services.stores.keyMirror.get(k.id))!.expiresAt).toBeNull()
    expect(await me(b, k.value)).toBe(200)
    expect(String((r.body.error as { message: string }).message)).toMatch(/nothing was changed/i)
    await restartRedis()
  })

  it('PATCH of a rate limit and flush-cache while Redis is down: 503 and nothing changed; a name-only PATCH needs no Redis', async () => {
    const k = await mint('patch while down')
    await redis.kill()
    const p = await call(a.url, `/api/v1/connect-keys/${k.id}`, {
      method: 'PATCH',
      token: t.adminKey,
      body: { rate_limit_per_minute: 7 },
    })
    expect(p.status).toBe(503)
    expect((await a.services.stores.keyMirror.get(k.id))!.rateLimitPerMinute).toBeNull()
    const f = await call(a.url, `/api/v1/connect-keys/${k.id}/flush-cache`, { method: 'POST', token: t.adminKey })
    expect(f.status).toBe(503)
    const n = await call<Key & { name: string }>(a.url, `/api/v1/connect-keys/${k.id}`, {
      method: 'PATCH',
      token: t.adminKey,
      body: { name: 'renamed offline' },
    })
    expect(n.status).toBe(200)
    expect(n.body.name).toBe('renamed offline')
    await restartRedis()
  })

  it('Redis lost right after the revocation was written: 204 (it happened), and refused everywhere, also after Redis returns', async () => {
    const k = await mint('lost after write')
    await cacheOnB(k.value)
    killRedisAfter = 'revoke'
    const del = await call(a.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })
    expect(del.status).toBe(204)
    expect((await a.services.stores.identityKeys.get(k.id))!.revokedAt).not.toBeNull()
    expect(await me(b, k.value)).toBe(401) // Redis down: nobody trusts a cache
    await restartRedis()
    expect(await me(b, k.value)).toBe(401)
    expect(await me(a, k.value)).toBe(401)
  })

  it('Redis lost right after a rotation was written: 201 with the new key, which works; the old key ends as asked', async () => {
    const k = await mint('rotate lost after write')
    await cacheOnB(k.value)
    const before = await keyCount()
    killRedisAfter = 'mirror-update'
    const r = await call<Key>(a.url, `/api/v1/connect-keys/${k.id}/rotate`, {
      token: t.adminKey,
      body: { grace_period_hours: 0 },
    })
    expect(r.status).toBe(201)
    expect(r.body.value).toMatch(/^sk_/)
    expect(await keyCount()).toBe(before + 1)
    expect(await me(b, r.body.value)).toBe(200)
    expect(await me(b, k.value)).toBe(401)
    await restartRedis()
    expect(await me(b, k.value)).toBe(401)
    expect(await me(b, r.body.value)).toBe(200)
  })
})

describe.skipIf(!haveRedisServer && !required)(
  'a key change whose propagation fails on one instance only (partition)',
  () => {
    let redis: PrivateRedis
    let a: TestServer
    let b: TestServer
    let t: Tenant
    let aCut = false

    beforeAll(async () => {
      if (!haveRedisServer) throw new Error('redis-server required (REQUIRE_SERVERS=1) but not on PATH')
      redis = await startPrivateRedis()
      const db = `test_${randomIds.id('db').slice(3, 19).toLowerCase()}`
      const env = { REDIS_URL: redis.url, MONGODB_DB: db, REDIS_KEY_PREFIX: `${db}:` }
      // A's connection is cut between its reachability check and its bump: the narrowest failure there is.
      const real = openRedisCoordination(redis.url, { keyPrefix: `${db}:` })
      const coordination: Coordination = {
        ...real,
        kind: real.kind,
        keyGenerations: {
          ...real.keyGenerations,
          current: (id) => real.keyGenerations.current(id),
          bump: (id) => (aCut ? Promise.reject(new Error('connection reset')) : real.keyGenerations.bump(id)),
        },
        health: () => real.health(),
        close: () => real.close(),
      }
      a = await startTestServer({ env, coordination })
      b = await startTestServer({ env, shareWith: a })
      t = await createTenant(a.services)
    })
    afterAll(async () => {
      await b?.close()
      await a?.close()
      await redis?.close()
    })

    const me = (srv: TestServer, token: string) => call(srv.url, '/api/v1/auth/me', { token }).then((r) => r.status)

    it('the DELETE answers 204; B, which kept Redis, refuses the key once any instance propagates the recorded change', async () => {
      const k = (await call<Key>(a.url, '/api/v1/connect-keys', { token: t.adminKey, body: { name: 'partition' } }))
        .body
      expect(await me(b, k.value)).toBe(200)
      expect(await me(b, k.value)).toBe(200)
      aCut = true
      expect((await call(a.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })).status).toBe(
        204,
      )
      expect(await me(a, k.value)).toBe(401)
      // B's own maintenance loop (every few seconds) finds the change recorded in the store and bumps for A.
      await b.services.reaper.propagatePending()
      expect(await me(b, k.value)).toBe(401)
      aCut = false
    })

    it('a change that A could not propagate is propagated by A itself once its Redis is back', async () => {
      const k = (await call<Key>(a.url, '/api/v1/connect-keys', { token: t.adminKey, body: { name: 'partition 2' } }))
        .body
      expect(await me(b, k.value)).toBe(200)
      expect(await me(b, k.value)).toBe(200)
      aCut = true
      const p = await call<Key & { rate_limit_per_minute: number }>(a.url, `/api/v1/connect-keys/${k.id}`, {
        method: 'PATCH',
        token: t.adminKey,
        body: { rate_limit_per_minute: 0 },
      })
      expect(p.status).toBe(200)
      expect(p.body.rate_limit_per_minute).toBe(0)
      aCut = false
      expect(await a.services.reaper.propagatePending()).toBeGreaterThanOrEqual(1)
      expect(await a.services.reaper.propagatePending()).toBe(0) // done: nothing recorded any more
      expect(await me(b, k.value)).toBe(403) // the new cap (0 blocks every request) applies on B's next call
    })
  },
)
