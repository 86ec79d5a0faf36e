// An attempt whose lease was taken while it was in flight (its result cannot be recorded) is logged with the true
// reason, over real HTTPS to a local receiver that holds the attempt until the test lets it answer: the endpoint
// was deleted (info), the delivery was redelivered by hand (info), the lease expired and another instance claimed
// the delivery (warn). The store follows the environment (embedded, or MongoDB when MONGODB_URL is set); the
// clock is an injected ManualClock, so "the lease expired" is exact.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { makeTrust, startFaultReceiver, waitFor, type FaultReceiver, type Trust } from './testing/fault-receiver.ts'

const INFO = 30
const WARN = 40

describe('an attempt whose lease was taken while it was in flight', () => {
  const clock = new ManualClock(Date.now())
  let trust: Trust
  let srv: TestServer
  let t: Tenant
  const receivers: FaultReceiver[] = []
  const others: TestServer[] = []
  const endpoints: string[] = []
  const api = (p: string, o: Parameters<typeof call>[2] = {}) => call(srv.url, p, { token: t.adminKey, ...o })
  const pass = (s: TestServer = srv) => s.services.dispatcher.runOnce()

  beforeAll(async () => {
    trust = makeTrust(['localhost'])
    srv = await startTestServer({ clock, env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile } })
    t = await createTenant(srv.services)
    await pass() // the tenant's bootstrap key event, before any endpoint exists
  })
  // Each test's endpoint goes and its receiver answers, so no later event waits on a held attempt.
  afterEach(async () => {
    for (const rx of receivers) {
      rx.answer(204)
      rx.release(204)
    }
    for (const id of endpoints.splice(0)) await api(`/api/v1/webhooks/endpoints/${id}`, { method: 'DELETE' })
  })
  afterAll(async () => {
    for (const o of others) await o.close()
    await srv?.close()
    await Promise.all(receivers.map((r) => r.close()))
    trust?.cleanup()
  })

  /** A receiver holding every request, an endpoint on it, and one attempt in flight to it. */
  async function attemptInFlight(path: string, s: TestServer = srv) {
    const rx = await startFaultReceiver(trust.cert)
    receivers.push(rx)
    rx.hang()
    const reg = await api('/api/v1/webhooks/endpoints', {
      body: { url: `${rx.origin}${path}`, event_types: ['api_key.created'] },
    })
    expect(reg.status, reg.text).toBe(201)
    endpoints.push(String(reg.body.id))
    expect((await api('/api/v1/connect-keys', { body: { name: path } })).status).toBe(201)
    const running = pass(s)
    await waitFor(() => rx.requests.length === 1, 'the attempt in flight')
    return { rx, endpointId: String(reg.body.id), deliveryId: String(rx.requests[0]!.headers['x-webhook-id']), running }
  }

  const linesFor = (s: TestServer, deliveryId: string) => s.logs.filter((l) => l.delivery_id === deliveryId)

  it('endpoint deleted: info, "deleted with its endpoint", and nothing is recorded', async () => {
    const { rx, endpointId, deliveryId, running } = await attemptInFlight('/deleted')
    expect((await api(`/api/v1/webhooks/endpoints/${endpointId}`, { method: 'DELETE' })).status).toBe(204)
    expect(rx.release(204)).toBe(1)
    await running
    expect(rx.requests[0]!.answered).toBe(204)
    expect(linesFor(srv, deliveryId)).toEqual([
      expect.objectContaining({
        level: INFO,
        endpoint_id: endpointId,
        attempt_status: 'succeeded',
        response_code: 204,
        msg: "webhook delivery deleted with its endpoint while an attempt was in flight; the attempt's result is dropped",
      }),
    ])
    expect(await srv.services.stores.webhookDeliveries.get(deliveryId)).toBeNull()
  })

  it('redelivered by hand: info, "redelivered by hand", and the delivery starts over under the same X-Webhook-Id', async () => {
    const { rx, endpointId, deliveryId, running } = await attemptInFlight('/redelivered')
    clock.advance(500)
    const again = await api(`/api/v1/webhooks/endpoints/${endpointId}/deliveries/${deliveryId}/redeliver`, {
      method: 'POST',
    })
    expect(again.status).toBe(202)
    expect(rx.release(500)).toBe(1) // the dropped attempt failed; had it been recorded, attempts would be 1
    await running
    expect(linesFor(srv, deliveryId)).toEqual([
      expect.objectContaining({
        level: INFO,
        endpoint_id: endpointId,
        attempt_status: 'pending',
        response_code: 500,
        redelivered_at: clock.now().toISOString(),
        msg: "webhook delivery redelivered by hand while an attempt was in flight; the attempt's result is dropped and the delivery starts over",
      }),
    ])
    rx.answer(204)
    await pass()
    expect(rx.requests.map((r) => r.headers['x-webhook-id'])).toEqual([deliveryId, deliveryId])
    const d = await srv.services.stores.webhookDeliveries.get(deliveryId)
    expect(d).toMatchObject({ status: 'succeeded', attempts: 1, lastResponseCode: 204 })
    expect(linesFor(srv, deliveryId)).toHaveLength(1)
  })

  it('lease expired and another instance claimed it: warn, "lease expired", naming the new owner', async () => {
    const b = await startTestServer({
      clock,
      shareWith: srv,
      env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile },
    })
    others.push(b)
    const { rx, endpointId, deliveryId, running } = await attemptInFlight('/expired')
    const leaseUntil = new Date(clock.nowMs() + srv.config.webhooks.leaseMs)
    clock.advance(srv.config.webhooks.leaseMs) // the first attempt outlives its lease (its process stalled, say)
    const takeover = pass(b)
    await waitFor(() => rx.requests.length === 2, "the second instance's attempt")
    expect(rx.release(204)).toBe(2)
    await Promise.all([running, takeover])
    const claimedBy = `${b.services.dispatcher.instanceId}:`
    expect(linesFor(srv, deliveryId)).toEqual([
      expect.objectContaining({
        level: WARN,
        endpoint_id: endpointId,
        attempt_status: 'succeeded',
        lease_until: leaseUntil.toISOString(),
        claimed_at: clock.now().toISOString(),
        claimed_by: expect.stringMatching(new RegExp(`^${claimedBy}`)),
        msg: 'webhook lease expired before the attempt was recorded; another owner claimed the delivery and makes the attempt again',
      }),
    ])
    expect(linesFor(b, deliveryId)).toEqual([])
    expect(await srv.services.stores.webhookDeliveries.get(deliveryId)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      leaseOwner: null,
    })
  })

  it('no info line and no lease warning when nothing took the lease', async () => {
    const { rx, deliveryId, running } = await attemptInFlight('/plain')
    expect(rx.release(204)).toBe(1)
    await running
    expect(linesFor(srv, deliveryId)).toEqual([])
    expect(await srv.services.stores.webhookDeliveries.get(deliveryId)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
    })
  })
})
