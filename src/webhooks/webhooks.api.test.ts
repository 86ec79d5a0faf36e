// Webhooks end to end over real HTTPS (issue: "Signed outbound webhooks"): register an endpoint through the API,
// create and delete keys, and a real local HTTPS receiver gets signed deliveries — the signature checked by our
// verifier and, independently, by the openssl command line. The receiver's self-signed certificate is trusted
// through WEBHOOK_CA_FILE and its host through the off-by-default WEBHOOK_ALLOW_HOSTS.
import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { startHttpsReceiver, type HttpsReceiver } from './testing/https-receiver.ts'
import { makeTrust } from './testing/fault-receiver.ts'
import { verifySignature } from './signing.ts'

type Json = Record<string, unknown>

describe('webhooks end to end', () => {
  const clock = new ManualClock(Date.now())
  let srv: TestServer
  let t: Tenant
  let receiver: HttpsReceiver
  let hookUrl: string
  let secret: string
  let endpointId: string

  beforeAll(async () => {
    const { cert, caFile } = makeTrust(['localhost'])
    receiver = await startHttpsReceiver(cert)
    hookUrl = `https://localhost:${receiver.port}/hooks/connect`
    srv = await startTestServer({ clock, env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: caFile } })
    t = await createTenant(srv.services)
    await srv.services.dispatcher.runOnce() // the tenant's own bootstrap key was created before any endpoint existed
    const r = await call<Json>(srv.url, '/api/v1/webhooks/endpoints', {
      token: t.adminKey,
      body: { url: hookUrl, event_types: ['api_key.created', 'api_key.deleted'], description: 'ci receiver' },
    })
    expect(r.status).toBe(201)
    secret = String(r.body.secret)
    endpointId = String(r.body.id)
  })
  afterAll(async () => {
    await srv?.close()
    await receiver?.close()
  })

  const api = <T = Json>(p: string, o: Parameters<typeof call>[2] = {}) =>
    call<T>(srv.url, p, { token: t.adminKey, ...o })
  const drain = async () => {
    for (let i = 0; i < 5; i++) await srv.services.dispatcher.runOnce()
  }

  it('registers with a one-time secret that never appears again', async () => {
    expect(secret).toMatch(/^whsec_[0-9A-Za-z]{40,}$/)
    const got = await api(`/api/v1/webhooks/endpoints/${endpointId}`)
    expect(got.status).toBe(200)
    expect(got.body).toMatchObject({
      id: endpointId,
      url: hookUrl,
      event_types: ['api_key.created', 'api_key.deleted'],
      enabled: true,
    })
    expect(got.text).not.toContain(secret)
    expect((await api('/api/v1/webhooks/endpoints')).text).not.toContain(secret)
  })

  it('a created key reaches the receiver signed, with exactly the documented headers and fields', async () => {
    const before = receiver.requests.length
    const k = await api<Json>('/api/v1/connect-keys', { body: { name: 'hooked', permissions: ['search:read'] } })
    await drain()
    const got = receiver.requests.slice(before)
    expect(got).toHaveLength(1)
    const req = got[0]!
    expect(req.method).toBe('POST')
    expect(req.url).toBe('/hooks/connect')
    expect(req.servername).toBe('localhost')
    expect(req.headers['content-type']).toBe('application/json')
    expect(req.headers['user-agent']).toBe('Service-Connect-Webhooks/1.0')
    expect(req.headers['x-webhook-event']).toBe('api_key.created')
    expect(req.headers['x-webhook-id']).toMatch(/^whd_/)
    expect(JSON.parse(req.body)).toEqual({
      event: 'api_key.created',
      data: { id: k.body.id, name: 'hooked', created_at: k.body.created_at },
    })
    expect(req.body).not.toContain(String(k.body.value))
    const ts = String(req.headers['x-webhook-timestamp'])
    const sig = String(req.headers['x-webhook-signature'])
    expect(sig).toMatch(/^v1=[0-9a-f]{64}$/)
    expect(verifySignature(secret, sig, ts, req.body, Math.floor(Date.now() / 1000))).toBe(true)
    // Independently of our code: openssl computes the same HMAC-SHA256 over "{timestamp}.{raw body}".
    const openssl = execFileSync('openssl', ['dgst', '-sha256', '-hmac', secret], {
      input: `${ts}.${req.body}`,
    }).toString()
    expect(`v1=${openssl.trim().split(/\s+/).pop()}`).toBe(sig)
    // A tampered body or another secret does not verify.
    expect(verifySignature(secret, sig, ts, req.body.replace('hooked', 'hacked'))).toBe(false)
    expect(verifySignature(`${secret}x`, sig, ts, req.body)).toBe(false)
  })

  it('a deleted key sends api_key.deleted once, however often DELETE is repeated', async () => {
    const k = await api<Json>('/api/v1/connect-keys', { body: { name: 'short-lived' } })
    await drain()
    const before = receiver.requests.length
    expect((await api(`/api/v1/connect-keys/${k.body.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await api(`/api/v1/connect-keys/${k.body.id}`, { method: 'DELETE' })).status).toBe(204)
    await drain()
    const got = receiver.requests.slice(before)
    expect(got.map((r) => r.headers['x-webhook-event'])).toEqual(['api_key.deleted'])
    expect(JSON.parse(got[0]!.body)).toEqual({ event: 'api_key.deleted', data: { id: k.body.id, name: 'short-lived' } })
  })

  it('lists deliveries with status, attempts and the last response code', async () => {
    const r = await api<{ data: Json[]; has_more: boolean }>(`/api/v1/webhooks/endpoints/${endpointId}/deliveries`)
    expect(r.status).toBe(200)
    expect(r.body.data.length).toBeGreaterThanOrEqual(3)
    expect(r.body.data[0]).toMatchObject({
      status: 'succeeded',
      dead: false,
      attempts: 1,
      last_response_code: 204,
      last_error: null,
      next_attempt_at: null,
    })
    expect(r.body.data.every((d) => d.status === 'succeeded')).toBe(true)
  })

  it('a test event reaches only this endpoint, signed; the delivery shows each attempt with its code, time and answer', async () => {
    receiver.handle((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('receiver busy, try later')
    })
    const before = receiver.requests.length
    const sent = await api<Json>(`/api/v1/webhooks/endpoints/${endpointId}/test`, { method: 'POST' })
    expect(sent.status).toBe(202)
    expect(sent.body).toMatchObject({ event: 'webhook.test', status: 'pending', attempts: 0 })
    await srv.services.dispatcher.runOnce()
    receiver.handle((_req, res) => {
      res.writeHead(204).end()
    })
    clock.advance(1_000)
    await srv.services.dispatcher.runOnce()
    const got = receiver.requests.slice(before)
    expect(got.map((r) => r.headers['x-webhook-event'])).toEqual(['webhook.test', 'webhook.test'])
    const body = JSON.parse(got[1]!.body) as Json
    expect(body).toMatchObject({ event: 'webhook.test', data: { endpoint_id: endpointId } })
    const ts = String(got[1]!.headers['x-webhook-timestamp'])
    expect(verifySignature(secret, String(got[1]!.headers['x-webhook-signature']), ts, got[1]!.body, Number(ts))).toBe(
      true,
    )
    const detail = await api<{ delivery: Json; attempts: Json[] }>(
      `/api/v1/webhooks/endpoints/${endpointId}/deliveries/${String(sent.body.id)}`,
    )
    expect(detail.status).toBe(200)
    expect(detail.body.delivery).toMatchObject({ status: 'succeeded', attempts: 2, last_response_code: 204 })
    expect(detail.body.attempts).toHaveLength(2)
    expect(detail.body.attempts[0]).toMatchObject({ response_code: 204, error: null, response_excerpt: null })
    expect(detail.body.attempts[1]).toMatchObject({
      response_code: 503,
      error: 'http_503',
      response_excerpt: 'receiver busy, try later',
    })
    expect(Number(detail.body.attempts[1]!.duration_ms)).toBeGreaterThanOrEqual(0)
    expect((await api(`/api/v1/webhooks/endpoints/${endpointId}/deliveries/whd_nope`)).status).toBe(404)
    // Not subscribable.
    const refused = await api('/api/v1/webhooks/endpoints', { body: { url: hookUrl, event_types: ['webhook.test'] } })
    expect(refused.status).toBe(400)
  })

  it('refuses a non-HTTPS or internal URL with one uniform 422 invalid_url, and unknown event types with 400', async () => {
    for (const url of [
      'http://localhost/x',
      `https://127.0.0.1:${receiver.port}/`,
      'https://10.0.0.5/',
      'https://2130706433/',
      'https://[::1]/',
      'https://user:pw@localhost/',
      'not a url',
    ]) {
      const r = await api('/api/v1/webhooks/endpoints', { body: { url, event_types: ['*'] } })
      expect(r.status, url).toBe(422)
      expect(r.body.error).toMatchObject({
        code: 'invalid_url',
        param: 'url',
        message: 'The URL must be a public HTTPS address that resolves only to public addresses.',
      })
    }
    const bad = await api('/api/v1/webhooks/endpoints', {
      body: { url: hookUrl, event_types: ['api_key.rotated', 'nope'] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatchObject({
      code: 'unknown_event_types',
      invalid_event_types: ['api_key.rotated', 'nope'],
    })
  })

  it('one delivery per endpoint per event, whatever mix of name, alias and * it subscribed to', async () => {
    const both = await api<Json>('/api/v1/webhooks/endpoints', {
      body: { url: hookUrl, event_types: ['api_key.created', '*'] },
    })
    expect(both.status).toBe(201)
    const before = receiver.requests.length
    await api('/api/v1/connect-keys', { body: { name: 'fan-out' } })
    await drain()
    const got = receiver.requests.slice(before)
    expect(got).toHaveLength(2) // one per endpoint
    expect(new Set(got.map((r) => r.headers['x-webhook-id'])).size).toBe(2)
    await api(`/api/v1/webhooks/endpoints/${String(both.body.id)}`, { method: 'DELETE' })
  })

  it('rotating the secret signs with both during the grace period, then with the new one only', async () => {
    const r = await api<Json>(`/api/v1/webhooks/endpoints/${endpointId}/rotate-secret`, {
      body: { grace_period_hours: 1 },
    })
    expect(r.status).toBe(200)
    const fresh = String(r.body.secret)
    expect(fresh).not.toBe(secret)
    let before = receiver.requests.length
    await api('/api/v1/connect-keys', { body: { name: 'during grace' } })
    await drain()
    let req = receiver.requests.slice(before)[0]!
    const header = String(req.headers['x-webhook-signature'])
    expect(header.split(',')).toHaveLength(2)
    const nowS = Math.floor(clock.nowMs() / 1000)
    expect(verifySignature(fresh, header, String(req.headers['x-webhook-timestamp']), req.body, nowS)).toBe(true)
    expect(verifySignature(secret, header, String(req.headers['x-webhook-timestamp']), req.body, nowS)).toBe(true)
    clock.advance(3_600_000)
    before = receiver.requests.length
    await api('/api/v1/connect-keys', { body: { name: 'after grace' } })
    await drain()
    req = receiver.requests.slice(before)[0]!
    expect(String(req.headers['x-webhook-signature']).split(',')).toHaveLength(1)
    expect(
      verifySignature(
        fresh,
        String(req.headers['x-webhook-signature']),
        String(req.headers['x-webhook-timestamp']),
        req.body,
        Math.floor(clock.nowMs() / 1000),
      ),
    ).toBe(true)
    secret = fresh
  })

  it('lists the event types with aliases and reserved ones', async () => {
    const r = await api<{ data: Json[] }>('/v1/webhooks/event-types')
    expect(r.status).toBe(200)
    expect(r.body.data.find((e) => e.type === 'playbook.run.failed')).toMatchObject({
      alias_of: 'workstream.run.failed',
      deprecated: true,
    })
    expect(r.body.data.find((e) => e.type === 'api_key.rotated')).toMatchObject({ reserved: true })
    expect(r.body.data.find((e) => e.type === 'message.completed')).toMatchObject({
      reserved: false,
      data_fields: ['message_id', 'query_id', 'topic_id', 'conversation_id', 'model', 'completed_at'],
    })
  })
})
