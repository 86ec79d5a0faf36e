// The synchronous fast paths (authenticateNow, verifyNow, ipGateNow, requestBudgetNow, the in-process windows'
// hitNow/peekNow) answer exactly what their async counterparts would, or decline (null/undefined) so that the async
// path decides; revocation and flush-cache end a cached key on the very next call either way. They exist only where
// nothing needs I/O: on in-process coordination (the embedded default). With Redis configured (the CI run with
// servers) the same tests check that every fast path declines and the async forms still decide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAppError } from '../errors/index.ts'
import { ManualClock } from '../lib/clock.ts'
import { createMemorySlidingWindowStore } from '../store/memory/coordination.ts'
import { rateLimitHeaders } from '../ratelimit/index.ts'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

describe('synchronous fast paths', () => {
  let srv: TestServer
  let t: Tenant
  let inProcess: boolean
  beforeAll(async () => {
    // A clock that stands still: a sync and an async answer read moments apart would otherwise straddle a second now
    // and then (RateLimit's t=, X-RateLimit-Reset), and the comparisons below would fail on timing alone.
    srv = await startTestServer({ clock: new ManualClock(Date.now()) })
    t = await createTenant(srv.services)
    inProcess = srv.services.coordination.kind === 'in-process'
  })
  afterAll(async () => {
    await srv?.close()
  })

  const api = (path: string, method = 'GET') =>
    fetch(srv.url + path, { method, headers: { authorization: `Bearer ${t.adminKey}` } })

  it('authenticateNow: declines a key it has not verified, then answers as authenticate does once cached', async () => {
    const { authenticator, keyVerifier } = srv.services
    const t2 = await createTenant(srv.services)
    const creds = { authorization: `Bearer ${t2.adminKey}` }
    expect(authenticator.authenticateNow(creds)).toBeNull()
    const principal = await authenticator.authenticate(creds)
    if (!inProcess) {
      expect(authenticator.authenticateNow(creds)).toBeNull() // a stamp read from Redis is a round trip: never sync
      return
    }
    expect(authenticator.authenticateNow(creds)).toEqual(principal)
    expect(keyVerifier.verifyNow(t2.adminKey)).toMatchObject({ keyId: t2.adminKeyId })
    // What it never decides: no credential, a malformed key, a JWT-shaped bearer, a session cookie.
    expect(authenticator.authenticateNow({})).toBeNull()
    // The last checksum character changed (to 'x', or 'y' when it is 'x': a fixed 'x' left the key as it was in 1 run
    // of 62, and this line failed in CI).
    const mistyped = `${t2.adminKey.slice(0, -1)}${t2.adminKey.endsWith('x') ? 'y' : 'x'}`
    expect(mistyped).not.toBe(t2.adminKey)
    expect(authenticator.authenticateNow({ authorization: `Bearer ${mistyped}` })).toBeNull()
    expect(authenticator.authenticateNow({ authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' })).toBeNull()
    expect(authenticator.authenticateNow({ ...creds, cookie: `${srv.config.sessionCookieName}=abc` })).toBeNull()
  })

  it('a cached key is refused on the very next call after DELETE, and re-validated after flush-cache', async () => {
    const t2 = await createTenant(srv.services)
    const other = await fetch(`${srv.url}/api/v1/connect-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t2.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'sync-path', permissions: ['documents:analyse'] }),
    })
    expect(other.status).toBe(201)
    const key = (await other.json()) as { id: string; value: string }
    const { keyVerifier } = srv.services
    await keyVerifier.verify(key.value)
    expect(keyVerifier.verifyNow(key.value) !== null).toBe(inProcess)
    expect(
      (
        await fetch(`${srv.url}/api/v1/connect-keys/${key.id}/flush-cache`, {
          method: 'POST',
          headers: { authorization: `Bearer ${t2.adminKey}` },
        })
      ).status,
    ).toBe(204)
    expect(keyVerifier.verifyNow(key.value)).toBeNull() // a new generation: the async path re-validates
    await keyVerifier.verify(key.value)
    expect(keyVerifier.verifyNow(key.value) !== null).toBe(inProcess)
    expect(
      (
        await fetch(`${srv.url}/api/v1/connect-keys/${key.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${t2.adminKey}` },
        })
      ).status,
    ).toBe(204)
    expect(keyVerifier.verifyNow(key.value)).toBeNull()
    const refused = await fetch(`${srv.url}/api/v1/connect-keys`, { headers: { authorization: `Bearer ${key.value}` } })
    expect(refused.status).toBe(401)
  })

  it('ipGateNow and requestBudgetNow give the headers and the refusals their async forms give, on one shared count', async () => {
    const { limiter } = srv.services
    expect((await api('/api/v1/connect-keys')).status).toBe(200) // caches the organization's override (none)
    const principal = await srv.services.authenticator.authenticate({ authorization: `Bearer ${t.adminKey}` })
    const limited = { ...principal, keyRateLimitPerMinute: 4, keyId: `${principal.keyId}-budget` }
    if (!inProcess) {
      expect(limiter.requestBudgetNow(limited)).toBeUndefined()
      expect(limiter.ipGateNow('192.0.2.77')).toBeUndefined()
      expect(limiter.ipStateNow('192.0.2.77')).toBeUndefined()
      return
    }
    const nowHeaders = [
      limiter.requestBudgetNow(limited),
      await limiter.requestBudget(limited),
      limiter.requestBudgetNow(limited),
    ]
    expect(nowHeaders.map((h) => h?.['X-RateLimit-Remaining'] ?? h?.['x-ratelimit-remaining'])).toEqual(['3', '2', '1'])
    await limiter.requestBudget(limited)
    const refusal = (f: () => unknown) => {
      try {
        f()
        return null
      } catch (e) {
        return e
      }
    }
    const syncRefusal = refusal(() => limiter.requestBudgetNow(limited))
    const asyncRefusal = await limiter.requestBudget(limited).then(
      () => null,
      (e: unknown) => e,
    )
    expect(isAppError(syncRefusal) && isAppError(asyncRefusal)).toBe(true)
    if (isAppError(syncRefusal) && isAppError(asyncRefusal)) {
      expect(syncRefusal.code).toBe(asyncRefusal.code)
      expect(syncRefusal.status).toBe(403)
      expect(Object.keys(syncRefusal.headers ?? {}).sort()).toEqual(Object.keys(asyncRefusal.headers ?? {}).sort())
    }
    const gate = limiter.ipGateNow('192.0.2.77')
    const gateAsync = await limiter.ipGate('192.0.2.77')
    expect(gate?.decision.count).toBe(1)
    expect(gateAsync.decision.count).toBe(2) // one count: the async form saw the synchronous one's hit
    expect(Object.keys(rateLimitHeaders(gate!)).sort()).toEqual(Object.keys(rateLimitHeaders(gateAsync)).sort())
    const [peekNow, peek] = [limiter.ipStateNow('192.0.2.77')!, await limiter.ipState('192.0.2.77')]
    expect(rateLimitHeaders(peekNow)).toEqual(rateLimitHeaders({ ...peek, nowMs: peekNow.nowMs }))
    expect(peek.decision.count).toBe(2) // peeking consumes nothing
  })

  it('the in-process windows decide the same with hitNow/peekNow as with hit/peek', async () => {
    const a = createMemorySlidingWindowStore()
    const b = createMemorySlidingWindowStore()
    let seed = 7
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    let now = 0
    for (let i = 0; i < 5000; i++) {
      now += Math.floor(rnd() * 50)
      const subject = `s${Math.floor(rnd() * 5)}`
      const limit = 1 + Math.floor(rnd() * 8)
      const windowMs = rnd() < 0.5 ? 1000 : 400
      if (rnd() < 0.7)
        expect(a.hitNow!(subject, limit, windowMs, now)).toEqual(await b.hit(subject, limit, windowMs, now))
      else expect(a.peekNow!(subject, limit, windowMs, now)).toEqual(await b.peek(subject, limit, windowMs, now))
    }
    expect(a.size()).toBe(b.size())
  })
})
