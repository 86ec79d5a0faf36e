// The kit's request helper against a scripted upstream (no Prism, no server): it waits out a throttle answer's
// Retry-After when the run's budget allows and reports it, gives up with Throttled when it does not (or when
// x-should-retry is false), paces the next request after an answer showing the budget spent, and fails an answer
// whose rate-limit headers are missing. Sleeps are recorded, not slept.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SpecOperations } from '../support/spec-operations.ts'
import { ContractViolation, createKitClient, Throttled, ThrottleState } from './src/http.ts'

/** Consistent rate-limit headers for `remaining` of 10, the oldest counted request leaving in `t` seconds. */
function limits(remaining: number, t = 30): Record<string, string> {
  return {
    'x-ratelimit-limit': '10',
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + t),
    'ratelimit-policy': '"key";q=10;w=60',
    ratelimit: `"key";r=${remaining};t=${t}`,
  }
}
const throttled = (retry: boolean, after = 7) => ({
  status: 429,
  headers: { ...limits(0, after), 'x-should-retry': String(retry), ...(retry ? { 'retry-after': String(after) } : {}) },
  body: {
    error: {
      type: 'rate_limit_error',
      code: 'rate_limited',
      message: 'slow down',
      correlation_id: 'req_x',
      ...(retry ? { retry_after_seconds: after } : {}),
    },
  },
})
const ok = (remaining = 5) => ({ status: 200, headers: limits(remaining), body: { ok: true } })

describe('kit request helper: throttling', () => {
  let server: http.Server
  let base = ''
  let script: Array<{ status: number; headers: Record<string, string>; body: unknown }> = []
  let seen = 0
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      const a = script[Math.min(seen++, script.length - 1)]!
      res.writeHead(a.status, {
        'content-type': 'application/json',
        'x-correlation-id': 'req_x',
        'service-version': '2026-04-24',
        ...a.headers,
      })
      res.end(JSON.stringify(a.body))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const client = (budgetS: number) => {
    const sleeps: number[] = []
    const throttle = new ThrottleState(budgetS, async (ms) => {
      sleeps.push(ms)
    })
    const c = createKitClient({
      baseUrl: base,
      via: 'direct',
      operations: new SpecOperations({ paths: {} }),
      throttle,
      skewS: 2,
      timeoutMs: 5000,
    })
    return { c, sleeps, throttle }
  }
  const start = (...answers: typeof script) => {
    script = answers
    seen = 0
  }

  it('retries after Retry-After (plus a quarter second) when the budget allows, and records the throttle answer', async () => {
    start(throttled(true), ok())
    const { c, sleeps, throttle } = client(60)
    const r = await c('/x', { token: 'sk_test' })
    expect(r.status).toBe(200)
    expect(sleeps).toEqual([7250])
    expect(throttle.events).toMatchObject([{ status: 429, code: 'rate_limited', retryAfterS: 7, waitedS: 7.25 }])
    expect(throttle.waitedMs).toBe(7250)
  })

  it('throws Throttled, without waiting, when Retry-After exceeds what the run may still wait', async () => {
    start(throttled(true), ok())
    const { c, sleeps } = client(5)
    await expect(c('/x', { token: 'sk_test' })).rejects.toThrow(Throttled)
    expect(sleeps).toEqual([])
  })

  it('throws Throttled at once when x-should-retry is false (a limit of 0)', async () => {
    start(throttled(false), ok())
    const { c, sleeps } = client(600)
    await expect(c('/x', { token: 'sk_test' })).rejects.toThrow(/x-should-retry: false/)
    expect(sleeps).toEqual([])
  })

  it('after an answer with X-RateLimit-Remaining 0, the next request on that key waits for RateLimit t=', async () => {
    start({ ...ok(0), headers: limits(0, 12) }, ok())
    const { c, sleeps } = client(60)
    await c('/x', { token: 'sk_a' })
    await c('/x', { token: 'sk_b' }) // another key's budget: no wait
    expect(sleeps).toEqual([])
    await c('/x', { token: 'sk_a' })
    expect(sleeps).toHaveLength(1)
    expect(sleeps[0]).toBeGreaterThan(10_000)
    expect(sleeps[0]).toBeLessThanOrEqual(12_000)
  })

  it('fails an answer without the rate-limit headers (a contract violation, not throttling)', async () => {
    start({ status: 200, headers: {}, body: {} })
    await expect(client(60).c('/x')).rejects.toThrow(ContractViolation)
  })
})
