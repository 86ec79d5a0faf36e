// Issue: "If Redis becomes unreachable the server keeps serving with an in-process limiter per instance, reports
// it in /health and logs once". A server whose REDIS_URL points at a closed port: requests are served and still
// limited, /health says degraded with rate_limits local_fallback, and the switch is logged once.
// (Returning to Redis when it is back: src/store/fallback/fallback.test.ts restarts a real redis-server.)
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { createKey } from '../keys/index.ts'
import { call, createTenant, startTestServer } from '../testing/test-server.ts'

async function closedPort(): Promise<number> {
  const s = net.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const port = (s.address() as net.AddressInfo).port
  await new Promise((r) => s.close(r))
  return port
}

describe('Redis unreachable', () => {
  it('keeps serving with per-instance limits, says so in /health, logs the switch once', async () => {
    const srv = await startTestServer({
      env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, MONGODB_URL: '', RATE_LIMIT_PER_MINUTE: '3' },
    })
    try {
      expect(srv.services.coordination.kind).toBe('redis')
      const t = await createTenant(srv.services)
      const k = await createKey(srv.services.keysDeps, t.owner, { name: 'offline' })
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) statuses.push((await call(srv.url, '/api/v1/auth/me', { token: k.value })).status)
      expect(statuses).toEqual([200, 200, 200, 403, 403])
      const h = await call(srv.url, '/health')
      expect(h.status).toBe(200)
      expect(h.body).toMatchObject({
        status: 'degraded',
        redis: { status: 'down' },
        rate_limits: { mode: 'local_fallback' },
      })
      // A write asking for idempotency cannot be made safe without the shared store: 503, retry with the same key.
      const idem = await call(srv.url, '/api/v1/connect-keys', {
        token: t.adminKey,
        body: { name: 'x' },
        headers: { 'idempotency-key': 'k1' },
      })
      expect(idem.status).toBe(503)
      expect(idem.body.error).toMatchObject({ code: 'service_unavailable' })
      expect(idem.headers.get('retry-after')).toBe('1')
      const switches = srv.logs.filter((l) => l.level === 40 && /fall/i.test(String(l.msg)))
      expect(switches).toHaveLength(1)
    } finally {
      await srv.close()
    }
  })
})
