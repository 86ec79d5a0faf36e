// The SDK against a real server (issue 12 §3's scenario, the one every SDK runs): invoke a skill, page a list, be
// rate limited and recover with no user code, replay a write safely after a lost response (on a second instance
// sharing the store), and verify a real signed webhook delivery from a local HTTPS receiver. Only the server comes
// from src/testing; the client is the SDK as a user gets it. The `fetch` given to the SDK passes every request to
// the network untouched and records it (the lost-response case also drops one response after the server answered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTenant,
  startTestServer,
  usesRedis,
  type Tenant,
  type TestServer,
} from '../../src/testing/test-server.ts'
import { startHttpsReceiver, type HttpsReceiver } from '../../src/webhooks/testing/https-receiver.ts'
import { makeTrust } from '../../src/webhooks/testing/fault-receiver.ts'
import { RateLimitError, SkillsConnect, verifyWebhook, WebhookVerificationError, type Fetch } from '../src/index.ts'

/**
 * Real time plus an offset, which the test can also freeze: a 60 s rate window then passes without waiting a
 * minute, and the moment of a refusal is pinned however slow the machine is.
 */
class OffsetClock {
  offsetMs = 0
  frozenMs: number | null = null
  now(): Date {
    return new Date(this.nowMs())
  }
  nowMs(): number {
    return this.frozenMs ?? Date.now() + this.offsetMs
  }
  freeze(at: number): void {
    this.frozenMs = at
  }
  thaw(): void {
    if (this.frozenMs !== null) {
      this.offsetMs = this.frozenMs - Date.now()
      this.frozenMs = null
    }
  }
}

interface Sent {
  method: string
  url: string
  status: number | 'dropped'
  idempotencyKey: string | null
  at: number
  retryAfter: string | null
  contentType: string | null
}

describe('SDK end to end against a live server', () => {
  const clock = new OffsetClock()
  const trust = makeTrust(['localhost'])
  let a: TestServer
  let b: TestServer
  let t: Tenant
  let receiver: HttpsReceiver
  let client: SkillsConnect
  const sent: Sent[] = []
  let dropNextResponse = false
  let redirectTo: string | null = null

  const recording: Fetch = async (url, init) => {
    const target = redirectTo ? url.replace(a.url, redirectTo) : url
    const headers = new Headers(init.headers)
    const res = await fetch(target, init)
    const entry: Sent = {
      method: String(init.method),
      url: target,
      status: res.status,
      idempotencyKey: headers.get('idempotency-key'),
      at: Date.now(),
      retryAfter: res.headers.get('retry-after'),
      contentType: res.headers.get('content-type'),
    }
    sent.push(entry)
    if (res.status === 403) clock.thaw() // from the refusal on, server time runs with real time again
    if (dropNextResponse) {
      dropNextResponse = false
      await res.arrayBuffer()
      entry.status = 'dropped'
      // With Redis (idempotency records shared), the retry reaches the other instance, as a load balancer might send
      // it; the embedded store keeps idempotency records per process, so there the retry stays on the same one.
      if (usesRedis()) redirectTo = b.url
      throw new TypeError('fetch failed (response lost in transit)') // what a reset connection looks like to fetch
    }
    return res
  }

  beforeAll(async () => {
    receiver = await startHttpsReceiver(trust.cert)
    a = await startTestServer({ clock, env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile } })
    if (usesRedis()) b = await startTestServer({ clock, shareWith: a })
    t = await createTenant(a.services)
    await a.services.dispatcher.runOnce() // the bootstrap key's event, before any endpoint exists
    client = new SkillsConnect({ apiKey: t.adminKey, baseUrl: a.url, fetch: recording })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await receiver?.close()
    trust.cleanup()
  })

  it('invokes a skill, typed end to end', async () => {
    const r = await client.skills
      .invoke('identifiers.validate', {
        identifiers: [
          { scheme: 'au_abn', value: '53 004 085 616' },
          { scheme: 'au_abn', value: '53 004 085 617' },
        ],
      })
      .withResponse()
    expect(r.data.skill).toBe('identifiers.validate')
    expect(r.data.output.results.map((x) => x.valid)).toEqual([true, false])
    expect(r.correlationId).toBe(r.data.correlation_id)
    expect(r.response.headers.get('service-version')).toBe(client.serviceVersion)
    expect(r.rateLimit.limit).toBeGreaterThan(0)
  })

  it('streams a streaming skill over SSE: progress, then the result', async () => {
    const c = await client.clients.create({ name: 'Stream Pty Ltd', currency: 'AUD' })
    const events = []
    for await (const ev of client.skills.stream('accruals.suggest', { client_id: c.id, period: '2026-03' }))
      events.push(ev)
    expect(sent.at(-1)).toMatchObject({ status: 200, contentType: expect.stringContaining('text/event-stream') })
    const last = events.at(-1)!
    expect(last.event).toBe('result')
    expect(last.data).toMatchObject({ skill: 'accruals.suggest', output: { suggestions: [] } })
    expect(events.slice(0, -1).every((e) => e.event === 'progress' || e.event === 'delta')).toBe(true)
  })

  it('pages a list with for await, and a page by hand', async () => {
    for (let i = 0; i < 5; i++) await client.connectKeys.create({ name: `page-${i}` })
    const before = sent.length
    const ids: string[] = []
    for await (const k of client.connectKeys.list({ limit: 2 })) ids.push(k.id)
    const pageRequests = sent.slice(before).map((s) => new URL(s.url).searchParams.get('offset'))
    expect(ids.length).toBeGreaterThanOrEqual(6) // the tenant's admin key and the five
    expect(new Set(ids).size).toBe(ids.length)
    expect(pageRequests).toEqual(Array.from({ length: Math.ceil(ids.length / 2) }, (_, i) => String(i * 2)))
    const first = await client.connectKeys.list({ limit: 2 })
    expect(first.data).toHaveLength(2)
    expect(first.hasNextPage()).toBe(true)
    expect((await first.getNextPage()).data.map((k) => k.id)).toEqual(ids.slice(2, 4))
  })

  it('is rate limited (403 RATE_LIMIT.USER) and recovers by itself, honouring Retry-After', async () => {
    const limited = await client.connectKeys.create({
      name: 'tiny',
      permissions: ['documents:analyse'],
      rate_limit_per_minute: 1,
    })
    const slow = new SkillsConnect({ apiKey: limited.value, baseUrl: a.url, fetch: recording })
    const input = { identifiers: [{ scheme: 'au_acn' as const, value: '004 085 616' }] }
    const t1 = clock.nowMs()
    await slow.skills.invoke('identifiers.validate', input) // admitted at t1 or later: counted until t1 + 60 s or later
    clock.freeze(t1 + 59_000) // the next call is refused, with Retry-After 1 or 2 s; thawed at the refusal
    const before = sent.length
    const r = await slow.skills.invoke('identifiers.validate', input)
    expect(r.output.results[0]!.valid).toBe(true)
    const [refused, admitted] = sent.slice(before)
    expect([refused?.status, admitted?.status, sent.length - before]).toEqual([403, 200, 2])
    // It waited out Retry-After (a floor above the 0.5 s first backoff), not less.
    expect(Number(refused!.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(admitted!.at - refused!.at).toBeGreaterThanOrEqual(Number(refused!.retryAfter) * 1000 - 5)
    // With no retries left to spend, the same refusal surfaces as a RateLimitError carrying the server's wait.
    const err = await slow.skills.invoke('identifiers.validate', input, { maxRetries: 0 }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(RateLimitError)
    expect(err).toMatchObject({ status: 403, code: 'RATE_LIMIT.USER', scope: 'user' })
    expect((err as RateLimitError).retryAfter).toBeGreaterThan(0)
  })

  it('replays a write whose response was lost: one key created, the retry (on the other instance with Redis) gets the replay', async () => {
    const before = sent.length
    dropNextResponse = true
    const r = await client.connectKeys.create({ name: 'exactly-once' }).withResponse()
    redirectTo = null
    const attempts = sent.slice(before)
    expect(attempts.map((s) => s.status)).toEqual(['dropped', 201])
    expect(attempts[0]!.idempotencyKey).toMatch(/^sdk-ts-/)
    expect(attempts[1]!.idempotencyKey).toBe(attempts[0]!.idempotencyKey)
    expect(new URL(attempts[1]!.url).origin).toBe(usesRedis() ? b.url : a.url)
    expect(r.replayed).toBe(true)
    const named = []
    for await (const k of client.connectKeys.list({ limit: 100 })) if (k.name === 'exactly-once') named.push(k.id)
    expect(named).toEqual([r.data.id])
  })

  it('verifies a real webhook delivery with one call, and refuses a tampered one', async () => {
    const ep = await client.webhooks.endpoints.create({
      url: `https://localhost:${receiver.port}/hooks`,
      event_types: ['api_key.created'],
    })
    const before = receiver.requests.length
    const key = await client.connectKeys.create({ name: 'hooked' })
    for (let i = 0; i < 5; i++) await a.services.dispatcher.runOnce()
    const got = receiver.requests.slice(before)
    expect(got).toHaveLength(1)
    const req = got[0]!
    const ev = await verifyWebhook<{ id: string; name: string }>(req.body, req.headers, ep.secret)
    expect(ev).toMatchObject({ event: 'api_key.created', data: { id: key.id, name: 'hooked' } })
    expect(ev.deliveryId).toMatch(/^whd_/)
    const tampered = await verifyWebhook(req.body.replace('hooked', 'hacked'), req.headers, ep.secret).then(
      () => null,
      (e: unknown) => e,
    )
    expect(tampered).toMatchObject({ code: 'signature_mismatch' })
    expect(tampered).toBeInstanceOf(WebhookVerificationError)
    const deliveries = await client.webhooks.endpoints.deliveries.list(ep.id)
    expect(deliveries.data[0]).toMatchObject({ status: 'succeeded', last_response_code: 204 })
  })
})
