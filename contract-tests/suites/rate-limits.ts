// The request budget through the proxy (spec: Limits; SPEC-DECISIONS "Rate limits", "Versioning"): 403
// RATE_LIMIT.USER for a per-key limit, 403 RATE_LIMIT.ORG for an organization override (set in process, as the
// operator's admin command would), the 0 limit that no wait cures, the portal key-creation throttle (429
// rate_limited), and the Service-Version answers that go with every route. The IP gate, Retry-After recovery
// and skill start limits need a second server with a small gate and a movable clock: see gated-server.ts.
// Rate-limit headers on every response are checked by the request helper (support/client.ts) on all traffic.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createTenant } from '../../src/testing/test-server.ts'
import { newKey, sessionToken, type Harness } from '../support/harness.ts'
import { expectError, expectOk, expectRateLimit, expectThrottled, VERSION } from '../support/assertions.ts'
import { rateLimitHeaderProblem } from '../support/client.ts'
import { everyOperation } from '../support/sweep.ts'

const ME = '/api/v1/auth/me'
const KEYS = '/api/v1/connect-keys'

/** A skill slug of the served document: the generic invoke operation is reached by slug. */
function someSlug(h: Harness): string {
  for (const item of Object.values(h.spec.paths)) {
    const slug = (item.post as Record<string, unknown> | undefined)?.['x-skill-slug']
    if (typeof slug === 'string') return slug
  }
  throw new Error('the served document has no skill')
}

export function rateLimitsContract(h: () => Harness): void {
  describe('request budget: 403 RATE_LIMIT.USER (per-key rate_limit_per_minute)', () => {
    it('a key limited to 2 a minute: two answers counting down, then 403 with Retry-After, retry_after_seconds and x-should-retry', async () => {
      const k = await newKey(h(), [], { rate_limit_per_minute: 2 })
      const first = await h().proxy(ME, { token: k.value })
      expectOk(first)
      expectRateLimit(first, { policy: 'key', limit: 2, remaining: 1 })
      const second = await h().proxy(ME, { token: k.value })
      expectOk(second)
      expectRateLimit(second, { policy: 'key', limit: 2, remaining: 0 })
      const denied = await h().proxy(ME, { token: k.value })
      const retryAfter = expectThrottled(denied, 403, 'RATE_LIMIT.USER', { retry: true, policy: 'key', limit: 2 })
      // Exact sliding window: Reset is when the first request leaves it, the same on all three answers, and
      // Retry-After is the wait until then.
      expect(second.headers.get('x-ratelimit-reset')).toBe(first.headers.get('x-ratelimit-reset'))
      expect(denied.headers.get('x-ratelimit-reset')).toBe(first.headers.get('x-ratelimit-reset'))
      expect(
        Math.abs(Number(denied.headers.get('x-ratelimit-reset')) - Math.ceil(Date.now() / 1000) - retryAfter),
        denied.describe(),
      ).toBeLessThanOrEqual(2)
    })

    it('a spent key is refused on every throttled operation of the document, and served by the never-throttled ones', async () => {
      const k = await newKey(h(), [], { rate_limit_per_minute: 1 })
      expectOk(await h().proxy(ME, { token: k.value }))
      const sweep = everyOperation(h(), { key_id: k.id, skill: someSlug(h()) })
      expect(
        sweep
          .filter((s) => s.neverThrottled)
          .map((s) => s.operation.operationId)
          .sort(),
      ).toEqual(['getHealth', 'getOpenApi', 'listSkills'])
      for (const s of sweep) {
        const r = await h().proxy(s.path, {
          method: s.method,
          token: k.value,
          ...(s.body !== undefined ? { body: s.body } : {}),
        })
        expect(r.operationId, r.describe()).toBe(s.operation.operationId)
        if (s.neverThrottled) {
          expectOk(r)
          // Not counted against the key: the headers are the IP gate's, read without consuming.
          expectRateLimit(r, { policy: 'ip' })
        } else {
          expectThrottled(r, 403, 'RATE_LIMIT.USER', { retry: true, policy: 'key', limit: 1 })
        }
      }
      // Denials consumed nothing and changed nothing: the key is still there, still spent.
      expectOk(await h().proxy(`${KEYS}/${k.id}`, { token: h().tenant.adminKey }))
      expectThrottled(await h().proxy(ME, { token: k.value }), 403, 'RATE_LIMIT.USER', {
        retry: true,
        policy: 'key',
        limit: 1,
      })
    })

    it('rate_limit_per_minute 0 blocks the key from its first request: x-should-retry false, no Retry-After', async () => {
      const k = await newKey(h(), ['search:read'], { rate_limit_per_minute: 0 })
      const r = await h().proxy(ME, { token: k.value })
      expectThrottled(r, 403, 'RATE_LIMIT.USER', { retry: false, policy: 'key', limit: 0 })
      expect(r.headers.get('ratelimit'), r.describe()).toBe('"key";r=0;t=0')
    })

    it('a PATCHed limit applies on the next request: 0 blocks, null falls back to the default', async () => {
      const k = await newKey(h(), ['search:read'])
      const open = await h().proxy(ME, { token: k.value })
      expectOk(open)
      expectRateLimit(open, { policy: 'default' })
      const patch = (rate_limit_per_minute: number | null) =>
        h().proxy(`${KEYS}/${k.id}`, { method: 'PATCH', token: h().tenant.adminKey, body: { rate_limit_per_minute } })
      const zero = await patch(0)
      expectOk(zero)
      expect(zero.body.rate_limit_per_minute).toBe(0)
      expectThrottled(await h().proxy(ME, { token: k.value }), 403, 'RATE_LIMIT.USER', {
        retry: false,
        policy: 'key',
        limit: 0,
      })
      expectOk(await patch(null))
      const back = await h().proxy(ME, { token: k.value })
      expectOk(back)
      expectRateLimit(back, { policy: 'default', limit: Number(open.headers.get('x-ratelimit-limit')) })
    })
  })

  // Organization overrides are set by the operator (admin command line), here in process, before the
  // organization's first request (the limiter caches an organization's override for a few seconds).
  describe('request budget: 403 RATE_LIMIT.ORG (organization override)', () => {
    it('an organization capped at 2: a key without its own limit gets "org" headers, then 403 RATE_LIMIT.ORG', async () => {
      const t = await createTenant(h().server.services)
      await h().server.services.stores.organizations.setRateLimit(t.organizationId, 2)
      const first = await h().proxy(ME, { token: t.adminKey })
      expectOk(first)
      expectRateLimit(first, { policy: 'org', limit: 2, remaining: 1 })
      expectOk(await h().proxy(ME, { token: t.adminKey }))
      const denied = await h().proxy(ME, { token: t.adminKey })
      expectThrottled(denied, 403, 'RATE_LIMIT.ORG', { retry: true, policy: 'org', limit: 2 })
      expect(denied.headers.get('x-ratelimit-reset')).toBe(first.headers.get('x-ratelimit-reset'))
      // The override is a cap per credential, not a pool shared by the organization: a portal session of the
      // same organization has its own two.
      const session = await h().proxy(ME, { token: await sessionToken(h(), t) })
      expectOk(session)
      expectRateLimit(session, { policy: 'org', limit: 2, remaining: 1 })
    })

    it("a key's own rate_limit_per_minute wins over the organization's", async () => {
      const t = await createTenant(h().server.services)
      await h().server.services.stores.organizations.setRateLimit(t.organizationId, 1)
      const created = await h().proxy(KEYS, {
        token: t.adminKey,
        body: { name: 'own limit', rate_limit_per_minute: 5 },
      })
      expectOk(created, 201)
      expectRateLimit(created, { policy: 'org', limit: 1, remaining: 0 })
      const own = await h().proxy(ME, { token: created.body.value })
      expectOk(own)
      expectRateLimit(own, { policy: 'key', limit: 5, remaining: 4 })
      expectThrottled(await h().proxy(ME, { token: t.adminKey }), 403, 'RATE_LIMIT.ORG', {
        retry: true,
        policy: 'org',
        limit: 1,
      })
    })

    it('an organization override of 0 refuses every request: RATE_LIMIT.ORG, x-should-retry false, no Retry-After', async () => {
      const t = await createTenant(h().server.services)
      await h().server.services.stores.organizations.setRateLimit(t.organizationId, 0)
      expectThrottled(await h().proxy(ME, { token: t.adminKey }), 403, 'RATE_LIMIT.ORG', {
        retry: false,
        policy: 'org',
        limit: 0,
      })
      expectThrottled(await h().proxy(KEYS, { token: t.adminKey, body: { name: 'x' } }), 403, 'RATE_LIMIT.ORG', {
        retry: false,
        policy: 'org',
        limit: 0,
      })
    })
  })

  describe('portal key creation: 429 rate_limited (1 a minute per signed-in user)', () => {
    it('the second key created from a portal session within a minute is 429 with Retry-After; API keys are not limited this way', async () => {
      const t = await createTenant(h().server.services)
      const cookie = `__Host-session=${await sessionToken(h(), t)}`
      expectOk(await h().proxy(KEYS, { headers: { cookie }, body: { name: 'from the portal' } }), 201)
      const denied = await h().proxy(KEYS, { headers: { cookie }, body: { name: 'again' } })
      expectThrottled(denied, 429, 'rate_limited', { retry: true, limit: 1 })
      expectOk(await h().proxy(KEYS, { token: t.adminKey, body: { name: 'by API key' } }), 201)
    })
  })

  describe('Service-Version on throttled and never-throttled routes', () => {
    const cases = (): [string, string, string | undefined][] => [
      ['getMe (throttled)', ME, h().tenant.adminKey],
      ['createConnectKey (throttled, idempotent)', KEYS, h().tenant.adminKey],
      ['getHealth (never throttled)', '/health', undefined],
      ['getOpenApi (never throttled)', '/openapi.json', undefined],
      ['listSkills (never throttled)', '/api/v1/skills', h().tenant.adminKey],
    ]

    it('400 invalid_service_version, echoing the latest version and listing the supported ones', async () => {
      for (const [, path, token] of cases()) {
        for (const bad of ['2026-04-23', 'v1', '']) {
          const r = await h().proxy(path, {
            token,
            headers: { 'Service-Version': bad },
            ...(path === KEYS ? { body: { name: 'never created' } } : {}),
          })
          const e = expectError(r, 400, 'invalid_service_version', { param: 'Service-Version' })
          expect(r.headers.get('service-version'), r.describe()).toBe(VERSION)
          expect(e.supported_versions, r.describe()).toEqual([VERSION])
        }
      }
    })

    it('a pinned supported version is echoed on success and on errors', async () => {
      const pinned = { 'Service-Version': VERSION }
      for (const [, path, token] of cases()) {
        const r = await h().proxy(path, {
          token,
          headers: pinned,
          ...(path === KEYS ? { body: { name: 'pinned' } } : {}),
        })
        expect(r.status, r.describe()).toBeLessThan(300)
        expect(r.headers.get('service-version'), r.describe()).toBe(VERSION)
      }
      const missing = await h().proxy(`${KEYS}/key_${randomUUID().slice(0, 8)}`, {
        token: h().tenant.adminKey,
        headers: pinned,
      })
      expectError(missing, 404, 'key_not_found')
      expect(missing.headers.get('service-version')).toBe(VERSION)
    })

    // SPEC-DECISIONS "Rate limits": every response carries the headers; the version is resolved after the IP gate.
    it('400 invalid_service_version carries the rate-limit headers, like every other response', async () => {
      for (const [, path, token] of cases()) {
        const sent = Date.now()
        const r = await h().proxy(path, {
          token,
          headers: { 'Service-Version': '1999-01-01' },
          ...(path === KEYS ? { body: { name: 'x' } } : {}),
        })
        expectError(r, 400, 'invalid_service_version')
        expect(rateLimitHeaderProblem(r.headers, sent, Date.now()), `${path}: ${r.describe()}`).toBeNull()
      }
    })
  })
}
