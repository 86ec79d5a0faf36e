// Fan-out goes to the endpoints that existed when the event happened, never to one registered later, however late
// the fan-out runs (a loaded store, a backlog, a restart). The flaky process-kill test's extra event id was exactly
// this: the server's first fan-out of the bootstrap key's api_key.created event, slowed by a loaded MongoDB server,
// read the endpoints only after the test had registered its first one, and delivered an event older than it.
// Here the delay is injected at that point (between reading the pending events and listing the endpoints) with the
// real background dispatcher and real HTTPS deliveries. The store follows the environment (embedded, or MongoDB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import type { Stores } from '../store/ports/index.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import {
  makeTrust,
  parsed,
  startFaultReceiver,
  waitFor,
  type FaultReceiver,
  type Trust,
} from './testing/fault-receiver.ts'

let trust: Trust
beforeAll(() => {
  trust = makeTrust(['localhost'])
})
afterAll(() => trust?.cleanup())

/** Holds every fan-out after it has read the pending events, until opened: a fan-out as slow as the test wants. */
function fanOutGate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  let held = 0
  const wrap = (s: Stores): Stores => {
    const inner = s.webhookEvents
    const webhookEvents: Stores['webhookEvents'] = Object.assign(Object.create(null) as object, inner, {
      async pending(limit: number) {
        const events = await inner.pending(limit)
        if (events.length > 0) {
          held++
          await opened
        }
        return events
      },
    })
    return { ...s, webhookEvents }
  }
  return {
    wrap,
    held: () => held,
    open: () => open(),
  }
}

describe('fan-out that runs after an endpoint was registered', () => {
  const gate = fanOutGate()
  let srv: TestServer
  let t: Tenant
  let rx: FaultReceiver

  beforeAll(async () => {
    rx = await startFaultReceiver(trust.cert)
    srv = await startTestServer({
      wrapStores: gate.wrap,
      env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile, WEBHOOK_POLL_MS: '20' },
    })
  })
  afterAll(async () => {
    gate.open()
    await srv?.services.dispatcher.stop()
    await srv?.close()
    await rx?.close()
  })

  it("does not deliver an event older than the endpoint (the bootstrap key's, held in a slow first fan-out)", async () => {
    t = await createTenant(srv.services) // its first key's api_key.created, before any endpoint exists
    srv.services.dispatcher.start()
    await waitFor(() => gate.held() === 1, "the first fan-out to read the bootstrap key's event")
    const api = (p: string, body: unknown) => call(srv.url, p, { token: t.adminKey, body })
    const reg = await api('/api/v1/webhooks/endpoints', { url: `${rx.origin}/late`, event_types: ['api_key.created'] })
    expect(reg.status, reg.text).toBe(201)
    gate.open() // the fan-out goes on, and lists the endpoints only now
    const after = await api('/api/v1/connect-keys', { name: 'after the endpoint' })
    expect(after.status).toBe(201)
    await waitFor(
      () => rx.requests.some((r) => parsed(r).data.id === after.body.id),
      'the event that came after the endpoint',
    )
    await srv.services.dispatcher.stop()
    expect(rx.requests.map((r) => parsed(r).data.id)).toEqual([after.body.id])
    const listed = await call<{ data: Array<{ event: string }> }>(
      srv.url,
      `/api/v1/webhooks/endpoints/${String(reg.body.id)}/deliveries`,
      { token: t.adminKey },
    )
    expect(listed.body.data).toHaveLength(1)
    expect(rx.requests.map((r) => parsed(r).data.id)).not.toContain(t.adminKeyId)
  })
})

describe("fan-out on an injected clock: the endpoint's creation time is the boundary", () => {
  const clock = new ManualClock(Date.UTC(2027, 5, 1))
  let srv: TestServer
  let rx: FaultReceiver

  beforeAll(async () => {
    rx = await startFaultReceiver(trust.cert)
    srv = await startTestServer({ clock, env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile } })
  })
  afterAll(async () => {
    await srv?.close()
    await rx?.close()
  })

  it('an event a millisecond older than the endpoint is not delivered to it; one of the same millisecond and later ones are', async () => {
    const t = await createTenant(srv.services)
    const api = (p: string, body: unknown) => call(srv.url, p, { token: t.adminKey, body })
    const key = async (name: string) => {
      const r = await api('/api/v1/connect-keys', { name })
      expect(r.status).toBe(201)
      return String(r.body.id)
    }
    const before = await key('a millisecond before')
    clock.advance(1)
    const reg = await api('/api/v1/webhooks/endpoints', { url: `${rx.origin}/boundary`, event_types: ['*'] })
    expect(reg.status, reg.text).toBe(201)
    const same = await key('the same millisecond')
    clock.advance(1)
    const later = await key('later')
    await srv.services.dispatcher.runOnce() // one fan-out for all of them, after the registration
    const got = rx.requests.map((r) => parsed(r).data.id)
    expect(got.sort()).toEqual([same, later].sort())
    expect(got).not.toContain(before)
    expect(got).not.toContain(t.adminKeyId)
  })
})
