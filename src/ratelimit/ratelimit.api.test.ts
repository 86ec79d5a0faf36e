// Rate limits over real HTTP (spec: Limits; SPEC-DECISIONS "Rate limits"), with an injected clock: the exact
// sliding window, honest headers on every response, RATE_LIMIT.USER/ORG, the IP gate and its trusted-proxy
// setting, never-throttled routes, skill start limits and portal key creation.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

const FIXTURES = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills')
const SPEC_LIMITS = { RATE_LIMIT_PER_MINUTE: '60', IP_RATE_LIMIT_PER_MINUTE: '120' }

describe('request budget (per key, exact sliding window)', () => {
  const clock = new ManualClock(Date.UTC(2026, 6, 1, 0, 0, 0, 250))
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer({
      clock,
      env: { ...SPEC_LIMITS, IP_RATE_LIMIT_PER_MINUTE: '1000000', SKILLS_DIR: FIXTURES },
    })
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const mint = async (body: Record<string, unknown> = {}) => {
    const admin = await srv.services.keysDeps.stores.identityKeys.get(t.adminKeyId)
    expect(admin).not.toBeNull()
    // Keys are minted in-process so the admin key's own budget is not spent on setup.
    const { createKey } = await import('../keys/index.ts')
    return createKey(srv.services.keysDeps, t.owner, { name: 'budget', permissions: ['search:read'], ...body })
  }
  const me = (token: string) => call(srv.url, '/api/v1/auth/me', { token })

  it('admits 60 in a rolling minute, refuses the 61st with honest headers, and admits again exactly at Retry-After', async () => {
    const k = await mint()
    const first = clock.nowMs()
    for (let i = 0; i < 60; i++) {
      const r = await me(k.value)
      expect(r.status, `request ${i + 1}`).toBe(200)
      expect(r.headers.get('x-ratelimit-limit')).toBe('60')
      expect(r.headers.get('x-ratelimit-remaining')).toBe(String(59 - i))
      expect(r.headers.get('x-ratelimit-reset')).toBe(String(Math.ceil((first + 60_000) / 1000)))
      expect(r.headers.get('ratelimit-policy')).toBe('"default";q=60;w=60')
      clock.advance(500) // 60 requests over 30 s
    }
    const denied = await me(k.value)
    expect(denied.status).toBe(403)
    expect(denied.body.error).toMatchObject({ type: 'api_error', code: 'RATE_LIMIT.USER' })
    const retryAfter = Number(denied.headers.get('retry-after'))
    expect((denied.body.error as { retry_after_seconds: number }).retry_after_seconds).toBe(retryAfter)
    expect(retryAfter).toBe(Math.ceil((first + 60_000 - clock.nowMs()) / 1000))
    expect(denied.headers.get('x-should-retry')).toBe('true')
    expect(denied.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(denied.headers.get('ratelimit')).toBe(`"default";r=0;t=${retryAfter}`)
    // Denials consume nothing: hammering now does not push the next admission later.
    for (let i = 0; i < 20; i++) expect((await me(k.value)).status).toBe(403)
    clock.advance(retryAfter * 1000 - 1)
    expect((await me(k.value)).status).toBe(403)
    clock.advance(1)
    const again = await me(k.value)
    expect(again.status).toBe(200)
    expect(again.headers.get('x-ratelimit-remaining')).toBe('0')
  })

  it('is shared by every bearer-authenticated endpoint, and errors carry the headers too', async () => {
    const k = await mint({ rate_limit_per_minute: 3 })
    expect((await me(k.value)).status).toBe(200)
    const notFound = await call(srv.url, '/api/v1/skills/nope/invoke', { token: k.value, body: {} })
    expect(notFound.status).toBe(404)
    expect(notFound.headers.get('x-ratelimit-remaining')).toBe('1')
    const invalid = await call(srv.url, '/api/v1/skills/echo.fixture/invoke', { token: k.value, body: { nope: 1 } })
    expect(invalid.status).toBe(422)
    expect(invalid.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(invalid.headers.get('ratelimit-policy')).toBe('"key";q=3;w=60')
    expect((await me(k.value)).body.error).toMatchObject({ code: 'RATE_LIMIT.USER' })
  })

  it('a PATCHed per-key limit applies on the next request and keeps the history; 0 blocks; null falls back', async () => {
    const k = await mint({ rate_limit_per_minute: 2 })
    await me(k.value)
    await me(k.value)
    expect((await me(k.value)).status).toBe(403)
    const patch = (v: number | null) =>
      call(srv.url, `/api/v1/connect-keys/${k.id}`, {
        method: 'PATCH',
        token: t.adminKey,
        body: { rate_limit_per_minute: v },
      })
    expect((await patch(3)).status).toBe(200)
    expect((await me(k.value)).status).toBe(200) // 3rd within the window under the new cap
    expect((await me(k.value)).status).toBe(403)
    await patch(0)
    const blocked = await me(k.value)
    expect(blocked.status).toBe(403)
    expect(blocked.body.error).toMatchObject({ code: 'RATE_LIMIT.USER' })
    expect(blocked.headers.get('x-should-retry')).toBe('false')
    expect(blocked.headers.get('retry-after')).toBeNull()
    expect(blocked.headers.get('x-ratelimit-limit')).toBe('0')
    expect(String((blocked.body.error as { message: string }).message)).toContain('blocked')
    await patch(null)
    expect((await me(k.value)).headers.get('x-ratelimit-limit')).toBe('60')
  })

  it('uses the organization override when the key has none, and says RATE_LIMIT.ORG', async () => {
    const other = await createTenant(srv.services)
    await srv.services.stores.organizations.setRateLimit(other.organizationId, 2)
    const { createKey } = await import('../keys/index.ts')
    const k = await createKey(srv.services.keysDeps, other.owner, { name: 'org-capped' })
    clock.advance(10_000) // org overrides are cached up to 10 s
    expect((await me(k.value)).headers.get('ratelimit-policy')).toBe('"org";q=2;w=60')
    await me(k.value)
    const denied = await me(k.value)
    expect(denied.status).toBe(403)
    expect(denied.body.error).toMatchObject({ code: 'RATE_LIMIT.ORG' })
    // A per-key override wins over the organization's.
    const own = await createKey(srv.services.keysDeps, other.owner, { name: 'own cap', rate_limit_per_minute: 5 })
    expect((await me(own.value)).headers.get('x-ratelimit-limit')).toBe('5')
    await srv.services.stores.organizations.setRateLimit(other.organizationId, null)
  })

  it('counts tokens per user, and never throttles /health, /openapi.json and GET /api/v1/skills', async () => {
    const s = await srv.services.sessionTokens.mint(t.userId, t.organizationId)
    for (let i = 0; i < 60; i++) await me(s.token)
    expect((await me(s.token)).body.error).toMatchObject({ code: 'RATE_LIMIT.USER' })
    for (let i = 0; i < 3; i++) {
      expect((await call(srv.url, '/api/v1/skills', { token: s.token })).status).toBe(200)
      expect((await call(srv.url, '/health')).status).toBe(200)
      expect((await call(srv.url, '/openapi.json')).status).toBe(200)
    }
    const h = await call(srv.url, '/health')
    expect(h.headers.get('ratelimit-policy')).toMatch(/^"ip";q=\d+;w=60$/)
  })

  it("a skill's own start limit answers 429 rate_limited", async () => {
    const k = await mint({ permissions: ['accounting:write'] })
    const run = () =>
      call(srv.url, '/api/v1/skills/counter.fixture/invoke', { token: k.value, body: { name: 'starts' } })
    expect((await run()).status).toBe(200)
    expect((await run()).status).toBe(200)
    const third = await run()
    expect(third.status).toBe(429)
    expect(third.body.error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' })
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    clock.advance(60_000)
    expect((await run()).status).toBe(200)
  })

  it('portal key creation: 1 per minute and 5 per day per signed-in user', async () => {
    const u = await createTenant(srv.services)
    const s = await srv.services.sessionTokens.mint(u.userId, u.organizationId)
    const create = () =>
      call(srv.url, '/api/v1/connect-keys', {
        headers: { cookie: `__Host-session=${s.token}` },
        body: { name: 'portal' },
      })
    expect((await create()).status).toBe(201)
    const second = await create()
    expect(second.status).toBe(429)
    expect(second.body.error).toMatchObject({ code: 'rate_limited' })
    for (let i = 0; i < 4; i++) {
      clock.advance(60_000)
      expect((await create()).status).toBe(201)
    }
    clock.advance(60_000)
    const sixth = await create()
    expect(sixth.status).toBe(429)
    expect(String((sixth.body.error as { message: string }).message)).toContain('per day')
    // API keys are not limited this way.
    expect((await call(srv.url, '/api/v1/connect-keys', { token: u.adminKey, body: { name: 'api' } })).status).toBe(201)
  })
})

describe('IP fairness gate', () => {
  it('refuses the 121st request a minute from one address with 429, and ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const clock = new ManualClock(Date.UTC(2026, 6, 2))
    const srv = await startTestServer({ clock, env: SPEC_LIMITS })
    try {
      for (let i = 0; i < 120; i++) {
        const r = await call(srv.url, '/api/v1/auth/me', { headers: { 'x-forwarded-for': `203.0.113.${i % 250}` } })
        expect(r.status).toBe(401)
        // A refusal before any request budget carries the IP gate's state (rendered only for such answers)
        expect(r.headers.get('ratelimit-policy')).toBe('"ip";q=120;w=60')
        expect(r.headers.get('x-ratelimit-remaining')).toBe(String(119 - i))
        expect(r.headers.get('ratelimit')).toMatch(new RegExp(`^"ip";r=${119 - i};t=\\d+$`))
      }
      const r = await call(srv.url, '/api/v1/auth/me', { headers: { 'x-forwarded-for': '198.51.100.7' } })
      expect(r.status).toBe(429)
      expect(r.body.error).toMatchObject({ code: 'rate_limited', type: 'rate_limit_error' })
      expect(r.headers.get('ratelimit-policy')).toBe('"ip";q=120;w=60')
      expect((await call(srv.url, '/health')).status).toBe(200) // never throttled
      expect((await call(srv.url, '/nowhere')).status).toBe(429) // unknown routes are throttled too
    } finally {
      await srv.close()
    }
  })

  it('behind a trusted proxy, counts the forwarded client address', async () => {
    const clock = new ManualClock(Date.UTC(2026, 6, 3))
    const srv = await startTestServer({ clock, env: { ...SPEC_LIMITS, TRUSTED_PROXIES: '127.0.0.1,::1' } })
    try {
      for (let i = 0; i < 120; i++)
        await call(srv.url, '/api/v1/auth/me', { headers: { 'x-forwarded-for': '198.51.100.7' } })
      expect((await call(srv.url, '/api/v1/auth/me', { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(
        429,
      )
      // Another client behind the same proxy has its own budget; a spoofed left-most entry changes nothing.
      expect((await call(srv.url, '/api/v1/auth/me', { headers: { 'x-forwarded-for': '198.51.100.8' } })).status).toBe(
        401,
      )
      expect(
        (await call(srv.url, '/api/v1/auth/me', { headers: { 'x-forwarded-for': '10.9.9.9, 198.51.100.7' } })).status,
      ).toBe(429)
    } finally {
      await srv.close()
    }
  })
})
