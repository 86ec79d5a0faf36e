// Revocation holds through any loss of Redis state (spec: API keys, "a revocation takes effect on the next
// call"; SPEC-DECISIONS Keys). Two instances share one store and one Redis of this test's own; instance B has
// the key in its five-minute validator cache when A revokes (flushes, rotates) it, and then Redis loses what it
// knew: FLUSHALL, a restart without persistence, a restart from an older snapshot, or the key's generation
// evicted alone. B's next call must still be refused. The store follows the environment (MongoDB when
// MONGODB_URL is set, else one shared embedded store); Redis is always private, as a fault test's must be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { haveRedisServer, startPrivateRedis, type PrivateRedis } from '../testing/private-redis.ts'

const required = process.env.REQUIRE_SERVERS === '1'
if (!haveRedisServer && !required)
  console.log('redis state-loss tests skipped: redis-server not on PATH (set REQUIRE_SERVERS=1 to make this an error)')

describe.skipIf(!haveRedisServer && !required)('key revocation survives a loss of Redis state', () => {
  let redis: PrivateRedis
  let a: TestServer
  let b: TestServer
  let t: Tenant

  beforeAll(async () => {
    if (!haveRedisServer) throw new Error('redis-server required (REQUIRE_SERVERS=1) but not on PATH')
    redis = await startPrivateRedis()
    const env = { REDIS_URL: redis.url }
    a = await startTestServer({ env })
    b = await startTestServer({ env, shareWith: a })
    t = await createTenant(a.services)
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await redis?.close()
  })

  const mint = async (name: string) =>
    (await call<{ id: string; value: string }>(a.url, '/api/v1/connect-keys', { token: t.adminKey, body: { name } }))
      .body
  const me = (srv: TestServer, token: string) => call(srv.url, '/api/v1/auth/me', { token }).then((r) => r.status)
  /** Puts the key in B's validator cache (the second call is answered from it). */
  const cacheOnB = async (value: string) => {
    expect(await me(b, value)).toBe(200)
    expect(await me(b, value)).toBe(200)
  }
  const bothConnected = async () => {
    for (const s of [a, b])
      await expect.poll(() => s.services.coordination.health().then((h) => h.status), { timeout: 10_000 }).toBe('ok')
  }

  it('the instances share one private Redis and have separate caches', () => {
    expect(a.services.coordination.kind).toBe('redis')
    expect(b.services.coordination.kind).toBe('redis')
    expect(a.services.keyVerifier).not.toBe(b.services.keyVerifier)
    expect(a.config.redisUrl).toBe(redis.url)
  })

  it('FLUSHALL between the revocation and the next call: refused', async () => {
    const k = await mint('flushall')
    await cacheOnB(k.value)
    expect((await call(a.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })).status).toBe(
      204,
    )
    await redis.admin.flushall()
    expect(await me(b, k.value)).toBe(401)
    expect(await me(a, k.value)).toBe(401)
  })

  it('Redis restarted empty between the revocation and the next call: refused', async () => {
    const k = await mint('restart empty')
    await cacheOnB(k.value)
    expect((await call(a.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })).status).toBe(
      204,
    )
    await redis.kill()
    await redis.start()
    await bothConnected()
    expect(await me(b, k.value)).toBe(401)
  })

  it('Redis restarted from a snapshot older than the revocation: refused', async () => {
    const k = await mint('restart old snapshot')
    await cacheOnB(k.value)
    await redis.admin.save() // the snapshot knows the key as B cached it
    expect((await call(a.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })).status).toBe(
      204,
    )
    await redis.kill() // the revocation's bump is lost; the restart loads the older snapshot
    await redis.start()
    expect(await redis.admin.dbsize()).toBeGreaterThan(0)
    await bothConnected()
    expect(await me(b, k.value)).toBe(401)
  })

  it("the key's generation evicted alone (DEL) after the revocation: refused", async () => {
    const k = await mint('evicted')
    await cacheOnB(k.value)
    expect((await call(a.url, `/api/v1/connect-keys/${k.id}`, { method: 'DELETE', token: t.adminKey })).status).toBe(
      204,
    )
    const genKeys = await redis.admin.keys(`${a.config.redisKeyPrefix}keygen:${k.id}*`)
    expect(genKeys.length).toBeGreaterThan(0)
    await redis.admin.del(...genKeys)
    expect(await me(b, k.value)).toBe(401)
  })

  it('rotation with no grace, then FLUSHALL: the old key is refused, the new one works', async () => {
    const k = await mint('rotate')
    await cacheOnB(k.value)
    const r = await call<{ id: string; value: string }>(a.url, `/api/v1/connect-keys/${k.id}/rotate`, {
      token: t.adminKey,
      body: { grace_period_hours: 0 },
    })
    expect(r.status).toBe(201)
    await redis.admin.flushall()
    expect(await me(b, k.value)).toBe(401)
    expect(await me(b, r.body.value)).toBe(200)
  })

  it('flush-cache, then FLUSHALL: the next call still re-validates', async () => {
    const k = await mint('flush')
    await cacheOnB(k.value)
    await a.services.stores.identityKeys.revoke(k.id, new Date()) // behind the service's back
    expect(await me(b, k.value)).toBe(200) // B trusts its cache until told
    expect(
      (await call(a.url, `/api/v1/connect-keys/${k.id}/flush-cache`, { method: 'POST', token: t.adminKey })).status,
    ).toBe(204)
    await redis.admin.flushall()
    expect(await me(b, k.value)).toBe(401)
  })

  it('a live key keeps working through the loss (re-verified against the store), and is cached again after', async () => {
    const k = await mint('survivor')
    await cacheOnB(k.value)
    await redis.admin.flushall()
    expect(await me(b, k.value)).toBe(200)
    await redis.kill()
    expect(await me(b, k.value)).toBe(200) // Redis down: the store decides
    await redis.start()
    await bothConnected()
    expect(await me(b, k.value)).toBe(200)
  })

  it('a cache hit costs exactly one Redis round trip', async () => {
    const k = await mint('one round trip')
    await b.services.keyVerifier.verify(k.value) // loads and caches
    // MONITOR lists every command a client sends (and, marked "lua", what scripts run inside; not round trips).
    const monitor = await redis.admin.monitor()
    const sent: string[] = []
    let marked = false
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      if (args[0]?.toLowerCase() === 'echo' && args[1] === 'end-of-check') {
        marked = true
        return
      }
      if (source !== 'lua') sent.push(args[0]!.toLowerCase())
    })
    try {
      const v = await b.services.keyVerifier.verify(k.value)
      expect(v.keyId).toBe(k.id)
      await redis.admin.echo('end-of-check')
      await expect.poll(() => marked).toBe(true)
      expect(sent).toHaveLength(1)
    } finally {
      monitor.disconnect()
    }
  })
})
