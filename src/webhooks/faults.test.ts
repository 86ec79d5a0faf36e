// Webhook delivery under faults, over real HTTPS to a local receiver (issue: Signed outbound webhooks; spec: Webhook
// delivery states; SPEC-DECISIONS "Webhooks"). Time between attempts is an injected ManualClock and the dispatcher
// is driven pass by pass with runOnce(), so "an attempt is not made before its time" is checked to the millisecond
// without waiting. Covered: a receiver down then back on the same port; five 500s → dead → redeliver; a receiver
// hanging past the timeout; SSRF re-checked at delivery time (allow-list withdrawn, DNS answer changed); redirects
// never followed; alias naming of workstream.run.* events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { checkWebhookUrl, type Resolver } from './address-policy.ts'
import { EMPTY_ALLOW_LIST, parseAllowList } from './allow-list.ts'
import { createDeliveryClient } from './delivery-client.ts'
import { WebhookDispatcher } from './dispatcher.ts'
import { createEndpoint } from './endpoints.ts'
import { outboxEvent } from './outbox.ts'
import { verifySignature } from './signing.ts'
import {
  makeTrust,
  parsed,
  startFaultReceiver,
  waitFor,
  type FaultReceiver,
  type Trust,
} from './testing/fault-receiver.ts'

type Json = Record<string, unknown>
interface Delivery {
  id: string
  event_id: string
  event: string
  status: string
  dead: boolean
  attempts: number
  last_response_code: number | null
  last_error: string | null
  next_attempt_at: string | null
  delivered_at: string | null
}

/** One tenant on one server: register endpoints, make keys, read deliveries, through the real API. */
function tenantApi(srv: () => TestServer, tenant: () => Tenant) {
  const api = <T = Json>(p: string, o: Parameters<typeof call>[2] = {}) =>
    call<T>(srv().url, p, { token: tenant().adminKey, ...o })
  return {
    api,
    async register(url: string, eventTypes: string[]) {
      const r = await api<Json>('/api/v1/webhooks/endpoints', { body: { url, event_types: eventTypes } })
      expect(r.status, r.text).toBe(201)
      return { id: String(r.body.id), secret: String(r.body.secret) }
    },
    async newKey(name: string) {
      const r = await api<Json>('/api/v1/connect-keys', { body: { name } })
      expect(r.status).toBe(201)
      return { id: String(r.body.id) }
    },
    async deliveries(endpointId: string): Promise<Delivery[]> {
      const r = await api<{ data: Delivery[] }>(`/api/v1/webhooks/endpoints/${endpointId}/deliveries?limit=100`)
      expect(r.status).toBe(200)
      return r.body.data
    },
    async remove(endpointId: string) {
      expect((await api(`/api/v1/webhooks/endpoints/${endpointId}`, { method: 'DELETE' })).status).toBe(204)
    },
  }
}

let trust: Trust
beforeAll(() => {
  trust = makeTrust(['localhost', 'hooks.example.com'])
})
afterAll(() => trust?.cleanup())

describe('delivery faults on an injected clock', () => {
  const clock = new ManualClock(Date.now())
  let srv: TestServer
  let t: Tenant
  const receivers: FaultReceiver[] = []
  const h = tenantApi(
    () => srv,
    () => t,
  )
  const pass = () => srv.services.dispatcher.runOnce()
  const receiver = async () => {
    const r = await startFaultReceiver(trust.cert)
    receivers.push(r)
    return r
  }

  beforeAll(async () => {
    srv = await startTestServer({ clock, env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile } })
    t = await createTenant(srv.services)
    await pass() // the tenant's bootstrap key event, before any endpoint exists
  })
  afterAll(async () => {
    await srv?.close()
    await Promise.all(receivers.map((r) => r.close()))
  })

  it('receiver down, then back on the same port: attempts fail as connection errors, then the delivery succeeds', async () => {
    const rx = await receiver()
    const ep = await h.register(`${rx.origin}/down-up`, ['api_key.created'])
    await rx.down()
    const k = await h.newKey('down then up')
    await pass()
    let [d] = await h.deliveries(ep.id)
    expect(d).toMatchObject({
      event: 'api_key.created',
      status: 'pending',
      attempts: 1,
      last_error: 'connection',
      last_response_code: null,
      dead: false,
    })
    expect(d!.next_attempt_at).toBe(new Date(clock.nowMs() + 1000).toISOString())

    clock.advance(1000)
    await pass()
    ;[d] = await h.deliveries(ep.id)
    expect(d).toMatchObject({ status: 'pending', attempts: 2, last_error: 'connection', last_response_code: null })
    expect(d!.next_attempt_at).toBe(new Date(clock.nowMs() + 2000).toISOString())
    expect(rx.connections()).toBe(0)

    await rx.up()
    clock.advance(2000)
    await pass()
    ;[d] = await h.deliveries(ep.id)
    expect(d).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      last_response_code: 204,
      last_error: null,
      next_attempt_at: null,
    })
    expect(d!.delivered_at).toBe(clock.now().toISOString())
    expect(rx.requests).toHaveLength(1)
    expect(rx.requests[0]!.headers['x-webhook-id']).toBe(d!.id)
    expect(parsed(rx.requests[0]!).data.id).toBe(k.id)
    await h.remove(ep.id)
  })

  it('five 500s: retried after exactly 1, 2, 4, 8 s, then dead with 500; redelivered by hand it succeeds under the same X-Webhook-Id, freshly signed', async () => {
    const rx = await receiver()
    rx.answer(500)
    const ep = await h.register(`${rx.origin}/five-hundreds`, ['api_key.created'])
    const k = await h.newKey('five hundreds')
    const start = clock.nowMs()
    await pass()
    expect(rx.requests).toHaveLength(1)
    for (const [i, wait] of [1000, 2000, 4000, 8000].entries()) {
      const [before] = await h.deliveries(ep.id)
      expect(before).toMatchObject({
        status: 'pending',
        attempts: i + 1,
        last_response_code: 500,
        last_error: 'http_500',
      })
      expect(before!.next_attempt_at).toBe(new Date(clock.nowMs() + wait).toISOString())
      clock.advance(wait - 1)
      await pass()
      expect(rx.requests, `attempt ${i + 2} made before its time`).toHaveLength(i + 1)
      clock.advance(1)
      await pass()
      expect(rx.requests, `attempt ${i + 2} due`).toHaveLength(i + 2)
    }
    let [d] = await h.deliveries(ep.id)
    expect(d).toMatchObject({
      status: 'dead',
      dead: true,
      attempts: 5,
      last_response_code: 500,
      last_error: 'http_500',
      next_attempt_at: null,
      delivered_at: null,
    })
    const stamps = rx.requests.map((r) => Number(r.headers['x-webhook-timestamp']))
    expect(stamps.map((s) => s - Math.floor(start / 1000))).toEqual([0, 1, 3, 7, 15])
    // Dead means dead: no sixth attempt, however long we wait.
    clock.advance(3_600_000)
    await pass()
    expect(rx.requests).toHaveLength(5)

    const ids = new Set(rx.requests.map((r) => r.headers['x-webhook-id']))
    expect([...ids]).toEqual([d!.id])
    expect(new Set(rx.requests.map((r) => r.body)).size).toBe(1) // the same bytes every time
    expect(new Set(rx.requests.map((r) => r.headers['x-webhook-signature'])).size).toBe(5) // re-signed every time

    rx.answer(204)
    const again = await h.api<Delivery>(`/api/v1/webhooks/endpoints/${ep.id}/deliveries/${d!.id}/redeliver`, {
      method: 'POST',
    })
    expect(again.status).toBe(202)
    expect(again.body).toMatchObject({ id: d!.id, status: 'pending', dead: false, attempts: 0 })
    await pass()
    expect(rx.requests).toHaveLength(6)
    const last = rx.requests[5]!
    expect(last.headers['x-webhook-id']).toBe(d!.id)
    expect(last.body).toBe(rx.requests[0]!.body)
    expect(parsed(last).data.id).toBe(k.id)
    const ts = Number(last.headers['x-webhook-timestamp'])
    expect(ts).toBe(Math.floor(clock.nowMs() / 1000))
    expect(ts).toBeGreaterThan(Math.max(...stamps))
    expect(rx.requests.slice(0, 5).map((r) => r.headers['x-webhook-signature'])).not.toContain(
      last.headers['x-webhook-signature'],
    )
    expect(verifySignature(ep.secret, String(last.headers['x-webhook-signature']), String(ts), last.body, ts)).toBe(
      true,
    )
    ;[d] = await h.deliveries(ep.id)
    expect(d).toMatchObject({ status: 'succeeded', attempts: 1, last_response_code: 204, last_error: null })
    await h.remove(ep.id)
  })

  it('workstream.run.completed reaches a playbook.run.completed subscriber under the alias, and * under the canonical name', async () => {
    const rx = await receiver()
    const alias = await h.register(`${rx.origin}/alias`, ['playbook.run.completed'])
    const star = await h.register(`${rx.origin}/star`, ['*'])
    const both = await h.register(`${rx.origin}/both`, ['playbook.run.completed', 'workstream.run.completed', '*'])
    const other = await h.register(`${rx.origin}/other`, ['playbook.run.failed', 'api_key.deleted'])
    const s = srv.services
    const data = { run_id: 'run_123', status: 'completed', completed_at: clock.now().toISOString(), duration_ms: 4321 }
    const ev = outboxEvent(s.ids, s.clock, t.organizationId, 'workstream.run.completed', {
      ...data,
      internal_note: 'never sent',
    })
    await s.stores.webhookEvents.append([ev])
    await pass()
    const byPath = new Map(rx.requests.map((r) => [r.url, r]))
    expect([...byPath.keys()].sort()).toEqual(['/alias', '/both', '/star'])
    const secrets: Record<string, string> = { '/alias': alias.secret, '/star': star.secret, '/both': both.secret }
    const expected: Record<string, string> = {
      '/alias': 'playbook.run.completed',
      '/star': 'workstream.run.completed',
      '/both': 'workstream.run.completed',
    }
    for (const [p, r] of byPath) {
      expect(r.headers['x-webhook-event'], p).toBe(expected[p])
      expect(JSON.parse(r.body), p).toEqual({ event: expected[p], data })
      expect(
        verifySignature(
          secrets[p]!,
          String(r.headers['x-webhook-signature']),
          String(r.headers['x-webhook-timestamp']),
          r.body,
          Math.floor(clock.nowMs() / 1000),
        ),
      ).toBe(true)
    }
    expect(await h.deliveries(other.id)).toEqual([])
    expect((await h.deliveries(alias.id))[0]).toMatchObject({
      event_id: ev.id,
      event: 'playbook.run.completed',
      status: 'succeeded',
    })
    for (const e of [alias, star, both, other]) await h.remove(e.id)
  })
})

describe('a receiver hanging past the timeout', () => {
  const clock = new ManualClock(Date.now())
  let srv: TestServer
  let t: Tenant
  let rx: FaultReceiver
  const h = tenantApi(
    () => srv,
    () => t,
  )

  beforeAll(async () => {
    srv = await startTestServer({
      clock,
      env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile, WEBHOOK_TIMEOUT_MS: '300' },
    })
    t = await createTenant(srv.services)
    await srv.services.dispatcher.runOnce()
    rx = await startFaultReceiver(trust.cert)
  })
  afterAll(async () => {
    await srv?.close()
    await rx?.close()
  })

  it('fails the attempt as timeout promptly, and the retry succeeds', async () => {
    const ep = await h.register(`${rx.origin}/hang`, ['api_key.created'])
    rx.hang()
    await h.newKey('hung')
    const started = performance.now()
    await srv.services.dispatcher.runOnce()
    const took = performance.now() - started
    expect(took).toBeGreaterThanOrEqual(250)
    expect(took).toBeLessThan(2_000)
    expect(rx.requests).toHaveLength(1) // it reached the receiver, which never answered
    let [d] = await h.deliveries(ep.id)
    expect(d).toMatchObject({ status: 'pending', attempts: 1, last_error: 'timeout', last_response_code: null })
    expect(rx.release()).toBe(0) // our side already hung up

    rx.answer(204)
    clock.advance(999)
    await srv.services.dispatcher.runOnce()
    expect(rx.requests).toHaveLength(1)
    clock.advance(1)
    await srv.services.dispatcher.runOnce()
    expect(rx.requests).toHaveLength(2)
    expect(rx.requests[1]!.headers['x-webhook-id']).toBe(d!.id)
    ;[d] = await h.deliveries(ep.id)
    expect(d).toMatchObject({ status: 'succeeded', attempts: 2, last_response_code: 204, last_error: null })
  })
})

describe('SSRF at delivery time, and redirects', () => {
  const clock = new ManualClock(Date.now())
  let a: TestServer // allows the local receiver (where the endpoints were registered)
  let b: TestServer // same store, no allow-list: what a deployment sees once the exemption is withdrawn
  let t: Tenant
  let rx: FaultReceiver
  const h = tenantApi(
    () => a,
    () => t,
  )

  beforeAll(async () => {
    a = await startTestServer({
      clock,
      env: { WEBHOOK_ALLOW_HOSTS: 'localhost,127.0.0.1', WEBHOOK_CA_FILE: trust.caFile },
    })
    b = await startTestServer({ clock, shareWith: a, env: { WEBHOOK_CA_FILE: trust.caFile } })
    t = await createTenant(a.services)
    await a.services.dispatcher.runOnce()
    rx = await startFaultReceiver(trust.cert)
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await rx?.close()
  })

  it('an endpoint registered while allowed, no longer allowed: refused as blocked, the receiver gets no connection', async () => {
    const byName = await h.register(`https://localhost:${rx.port}/by-name`, ['api_key.created'])
    const byIp = await h.register(`https://127.0.0.1:${rx.port}/by-ip`, ['api_key.created'])
    // B's policy really is the public-only one: it refuses to register these URLs.
    for (const url of [`https://localhost:${rx.port}/x`, `https://127.0.0.1:${rx.port}/x`]) {
      expect(
        (await call(b.url, '/api/v1/webhooks/endpoints', { token: t.adminKey, body: { url, event_types: ['*'] } }))
          .status,
      ).toBe(422)
    }
    await h.newKey('after the allow-list changed')
    await b.services.dispatcher.runOnce()
    for (const ep of [byName, byIp]) {
      expect((await h.deliveries(ep.id))[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'blocked',
        last_response_code: null,
      })
    }
    // Every attempt is checked again: B keeps refusing, until the delivery is dead.
    for (const wait of [1000, 2000, 4000, 8000]) {
      clock.advance(wait)
      await b.services.dispatcher.runOnce()
    }
    for (const ep of [byName, byIp]) {
      expect((await h.deliveries(ep.id))[0]).toMatchObject({
        status: 'dead',
        attempts: 5,
        last_error: 'blocked',
        last_response_code: null,
      })
    }
    expect(rx.connections()).toBe(0)
    expect(rx.requests).toHaveLength(0)
    // Control: the same deliveries, redelivered and attempted where the exemption still holds, arrive.
    for (const ep of [byName, byIp]) {
      const [d] = await h.deliveries(ep.id)
      expect(
        (await h.api(`/api/v1/webhooks/endpoints/${ep.id}/deliveries/${d!.id}/redeliver`, { method: 'POST' })).status,
      ).toBe(202)
    }
    await a.services.dispatcher.runOnce()
    expect(rx.requests.map((r) => r.url).sort()).toEqual(['/by-ip', '/by-name'])
    for (const ep of [byName, byIp]) await h.remove(ep.id)
  })

  it('a name that resolved to a public address at registration and to loopback at delivery: blocked, no connection', async () => {
    let answer = ['93.184.216.34']
    const resolve: Resolver = async () => answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
    const url = `https://hooks.example.com:${rx.port}/rebind`
    const deps = {
      ...a.services.webhooksDeps,
      checkUrl: (u: string) => checkWebhookUrl(u, { allow: EMPTY_ALLOW_LIST, resolve }),
    }
    const ep = await createEndpoint(deps, t.owner, { url, event_types: ['api_key.created'] })
    const dispatcherWith = (allow: string | null) => {
      const client = createDeliveryClient({
        allow: parseAllowList(allow),
        resolve,
        ca: trust.cert.cert,
        timeoutMs: 5_000,
      })
      const s = a.services
      return {
        d: new WebhookDispatcher({
          stores: s.stores,
          clock,
          ids: s.ids,
          logger: s.logger,
          sealer: s.sealer,
          client,
          pollMs: 50,
          leaseMs: 30_000,
          retryDelaysS: [1, 2, 4, 8],
          maxAttempts: 5,
          retentionDays: 30,
        }),
        client,
      }
    }
    const strict = dispatcherWith(null)
    const before = rx.connections()
    try {
      await h.newKey('rebound')
      for (const [i, now] of [
        ['127.0.0.1'],
        ['93.184.216.34', '127.0.0.1'],
        ['::ffff:127.0.0.1'],
        ['169.254.169.254'],
      ].entries()) {
        answer = now
        if (i > 0) clock.advance([1000, 2000, 4000][i - 1]!)
        await strict.d.runOnce()
        expect((await h.deliveries(ep.id))[0], now.join(',')).toMatchObject({
          status: 'pending',
          attempts: i + 1,
          last_error: 'blocked',
          last_response_code: null,
        })
      }
      expect(rx.connections()).toBe(before)
      // Control: the same pinned client, with the name exempted, does reach the receiver at 127.0.0.1.
      const exempt = dispatcherWith('hooks.example.com')
      try {
        answer = ['127.0.0.1']
        clock.advance(8000)
        await exempt.d.runOnce()
        expect((await h.deliveries(ep.id))[0]).toMatchObject({
          status: 'succeeded',
          attempts: 5,
          last_response_code: 204,
        })
        expect(rx.requests.at(-1)!.url).toBe('/rebind')
      } finally {
        await exempt.client.close()
      }
    } finally {
      await strict.client.close()
      await h.remove(ep.id)
    }
  })

  it('a 3xx is a failure and is never followed: the redirect target gets nothing', async () => {
    const target = await startFaultReceiver(trust.cert)
    try {
      const ep = await h.register(`${rx.origin}/moved`, ['api_key.created'])
      let status = 302
      rx.handle((_req, res) => {
        res.writeHead(status, { location: `${target.origin}/landing` })
        res.end()
      })
      await h.newKey('redirected')
      await a.services.dispatcher.runOnce()
      let [d] = await h.deliveries(ep.id)
      expect(d).toMatchObject({ status: 'pending', attempts: 1, last_response_code: 302, last_error: 'redirect' })
      for (const [i, s] of [301, 303, 307, 308].entries()) {
        status = s
        clock.advance([1000, 2000, 4000, 8000][i]!)
        await a.services.dispatcher.runOnce()
        ;[d] = await h.deliveries(ep.id)
        expect(d, String(s)).toMatchObject({ attempts: i + 2, last_response_code: s, last_error: 'redirect' })
      }
      expect(d).toMatchObject({ status: 'dead', dead: true, attempts: 5, last_response_code: 308 })
      expect(rx.requests.filter((r) => r.url === '/moved')).toHaveLength(5)
      expect(target.connections()).toBe(0)
      await h.remove(ep.id)
    } finally {
      rx.answer(204)
      await target.close()
    }
  })
})

describe('one hanging receiver and everybody else', () => {
  let srv: TestServer
  let slow: FaultReceiver
  let fast: FaultReceiver
  let x: Tenant
  let y: Tenant

  beforeAll(async () => {
    srv = await startTestServer({
      env: {
        WEBHOOK_ALLOW_HOSTS: 'localhost',
        WEBHOOK_CA_FILE: trust.caFile,
        WEBHOOK_TIMEOUT_MS: '4000',
        WEBHOOK_POLL_MS: '20',
      },
    })
    x = await createTenant(srv.services)
    y = await createTenant(srv.services)
    await srv.services.dispatcher.runOnce()
    slow = await startFaultReceiver(trust.cert)
    fast = await startFaultReceiver(trust.cert)
  })
  afterAll(async () => {
    slow?.release()
    await srv?.services.dispatcher.stop()
    await srv?.close()
    await slow?.close()
    await fast?.close()
  })

  // The background loop runs attempts independently (a concurrency cap, not a pass awaiting its batch), so a
  // receiver that hangs until the per-attempt timeout holds one slot and delays no one else.
  it("another organization's delivery is not held up by a receiver that hangs until the timeout", async () => {
    for (const [tenant, rx] of [
      [x, slow],
      [y, fast],
    ] as const) {
      const r = await call<Json>(srv.url, '/api/v1/webhooks/endpoints', {
        token: tenant.adminKey,
        body: { url: `${rx.origin}/iso`, event_types: ['api_key.created'] },
      })
      expect(r.status).toBe(201)
    }
    slow.hang()
    srv.services.dispatcher.start()
    await call(srv.url, '/api/v1/connect-keys', { token: x.adminKey, body: { name: 'to the hanging receiver' } })
    await waitFor(() => slow.requests.length === 1, 'the hanging attempt', 5_000)
    await call(srv.url, '/api/v1/connect-keys', { token: y.adminKey, body: { name: 'to a healthy receiver' } })
    const started = Date.now()
    try {
      await waitFor(() => fast.requests.length === 1, "the healthy receiver's delivery", 2_000)
    } finally {
      console.log(
        `healthy receiver waited ${Date.now() - started} ms behind a hanging one (per-attempt timeout 4000 ms)`,
      )
    }
  })
})
