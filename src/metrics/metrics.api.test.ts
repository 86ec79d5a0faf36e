// GET /metrics over real HTTP: absent unless METRICS_TOKEN is set, then only for its bearer; real counters move with
// real requests (request durations, limiter decisions, idempotency outcomes, skill runs, process metrics).
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { startHttpsReceiver } from '../webhooks/testing/https-receiver.ts'
import { makeTrust } from '../webhooks/testing/fault-receiver.ts'

const FIXTURES = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills')
const TOKEN = 'metrics-token-0123456789abcdef'

/** The value of the sample whose name and labels start with `prefix` (e.g. `x_total{a="b"`). */
function sample(text: string, prefix: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(prefix))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const srv = await startTestServer({ env: { METRICS_TOKEN: '' } })
    try {
      const t = await createTenant(srv.services)
      for (const token of [null, t.adminKey, TOKEN]) {
        const r = await call(srv.url, '/metrics', { token })
        expect(r.status).toBe(404)
        expect(r.body.error).toMatchObject({ code: 'route_not_found' })
      }
    } finally {
      await srv.close()
    }
  })

  describe('with METRICS_TOKEN', () => {
    let srv: TestServer
    let t: Tenant
    beforeAll(async () => {
      srv = await startTestServer({ env: { METRICS_TOKEN: TOKEN, SKILLS_DIR: FIXTURES } })
      t = await createTenant(srv.services)
    })
    afterAll(async () => {
      await srv?.close()
    })
    const scrape = async () => {
      const r = await fetch(`${srv.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      expect(r.status).toBe(200)
      expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      return r.text()
    }

    it("answers only the token's bearer; anyone else gets the same 404 as an unknown route", async () => {
      for (const token of [null, t.adminKey, `${TOKEN}x`, TOKEN.slice(0, -1)]) {
        const r = await call(srv.url, '/metrics', { token })
        expect(r.status).toBe(404)
        expect(r.body.error).toMatchObject({ code: 'route_not_found' })
      }
      expect(srv.logText()).not.toContain(TOKEN)
    })

    it('counts requests by operation and status class, with process metrics', async () => {
      const before =
        sample(await scrape(), 'http_request_duration_seconds_count{operation="getMe",status_class="2xx"}') ?? 0
      for (let i = 0; i < 3; i++)
        expect((await call(srv.url, '/api/v1/auth/me', { token: t.adminKey })).status).toBe(200)
      expect((await call(srv.url, '/api/v1/auth/me', { token: 'sk_nope' })).status).toBe(401)
      const text = await scrape()
      expect(sample(text, 'http_request_duration_seconds_count{operation="getMe",status_class="2xx"}')).toBe(before + 3)
      expect(
        sample(text, 'http_request_duration_seconds_count{operation="getMe",status_class="4xx"}'),
      ).toBeGreaterThanOrEqual(1)
      expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
      expect(sample(text, 'rate_limit_redis_fallback')).toBe(0)
    })

    it('counts limiter decisions, idempotency outcomes and skill runs by outcome', async () => {
      const k = (
        await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
          token: t.adminKey,
          body: { name: 'metered', rate_limit_per_minute: 1 },
        })
      ).body.value
      const before = await scrape()
      const denied0 = sample(before, 'rate_limit_decisions_total{policy="budget",decision="denied"}') ?? 0
      expect((await call(srv.url, '/api/v1/auth/me', { token: k })).status).toBe(200)
      expect((await call(srv.url, '/api/v1/auth/me', { token: k })).status).toBe(403)
      const body = { name: 'metrics' }
      for (let i = 0; i < 2; i++)
        await call(srv.url, '/api/v1/skills/counter.fixture/invoke', {
          token: t.adminKey,
          body,
          headers: { 'idempotency-key': 'metrics-1' },
        })
      await call(srv.url, '/api/v1/skills/stream.fixture/invoke', {
        token: t.adminKey,
        body: { steps: 1, delay_ms: 1 },
      })
      await call(srv.url, '/api/v1/skills/stream.fixture/invoke', { token: t.adminKey, body: { mode: 'hang' } })
      const text = await scrape()
      expect(sample(text, 'rate_limit_decisions_total{policy="budget",decision="denied"}')).toBe(denied0 + 1)
      expect(sample(text, 'rate_limit_decisions_total{policy="ip",decision="admitted"}')).toBeGreaterThan(0)
      expect(sample(text, 'idempotency_outcomes_total{outcome="executed"}')).toBe(1)
      expect(sample(text, 'idempotency_outcomes_total{outcome="replayed"}')).toBe(1)
      expect(sample(text, 'skill_run_duration_seconds_count{skill="counter.fixture",outcome="ok"}')).toBe(1)
      expect(sample(text, 'skill_run_duration_seconds_count{skill="stream.fixture",outcome="ok"}')).toBe(1)
      expect(sample(text, 'skill_run_duration_seconds_count{skill="stream.fixture",outcome="timeout"}')).toBe(1)
    })
  })

  it('reports the webhook backlog, attempts by outcome and delivery latency', async () => {
    const { cert, caFile } = makeTrust(['localhost'])
    const receiver = await startHttpsReceiver(cert, (req, res) => {
      res.statusCode = req.url?.includes('fail') ? 500 : 204
      res.end()
    })
    const srv = await startTestServer({
      env: {
        METRICS_TOKEN: TOKEN,
        WEBHOOK_ALLOW_HOSTS: 'localhost',
        WEBHOOK_CA_FILE: caFile,
        WEBHOOK_MAX_ATTEMPTS: '2',
        WEBHOOK_RETRY_DELAYS: '0',
      },
    })
    try {
      const t = await createTenant(srv.services)
      await srv.services.dispatcher.runOnce() // the bootstrap key's event predates the endpoints
      for (const p of ['ok', 'fail']) {
        const r = await call(srv.url, '/api/v1/webhooks/endpoints', {
          token: t.adminKey,
          body: { url: `https://localhost:${receiver.port}/${p}`, event_types: ['api_key.created'] },
        })
        expect(r.status).toBe(201)
      }
      const scrape = async () =>
        (await fetch(`${srv.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()
      await call(srv.url, '/api/v1/connect-keys', { token: t.adminKey, body: { name: 'announced' } })
      await srv.services.dispatcher.runOnce() // fans out, then attempts: ok delivered, fail retried
      await srv.services.dispatcher.runOnce() // fail's second attempt: dead
      const text = await scrape()
      expect(sample(text, 'webhook_attempts_total{outcome="delivered"}')).toBe(1)
      expect(sample(text, 'webhook_attempts_total{outcome="retry"}')).toBe(1)
      expect(sample(text, 'webhook_attempts_total{outcome="dead"}')).toBe(1)
      expect(sample(text, 'webhook_delivery_latency_seconds_count')).toBe(1)
      expect(sample(text, 'webhook_deliveries_pending')).toBe(0)
      // A new event waits in the backlog until the dispatcher runs.
      await call(srv.url, '/api/v1/connect-keys', { token: t.adminKey, body: { name: 'queued' } })
      await srv.services.dispatcher.runOnce()
      const queued = await scrape()
      expect(sample(queued, 'webhook_deliveries_pending')).toBe(1) // fail's retry after its first failure
    } finally {
      await srv.close()
      await receiver.close()
    }
  })
})
