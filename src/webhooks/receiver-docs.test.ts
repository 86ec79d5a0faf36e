// "A receiver written as the docs tell users to write it accepts real deliveries and rejects tampered ones"
// (issue: Signed outbound webhooks). The ```js block of README.md that contains `verify-webhook.mjs` is extracted
// at test time, written to a temporary .mjs file, imported as is, and used by a real HTTPS receiver that answers
// 400 when verification fails and 204 otherwise. Real deliveries come from the real dispatcher; tampered ones are
// captured deliveries sent again with one thing changed.
import fs from 'node:fs'
import https from 'node:https'
import type { IncomingHttpHeaders } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createHmac } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import {
  makeTrust,
  startFaultReceiver,
  type FaultReceiver,
  type RawRequest,
  type Trust,
} from './testing/fault-receiver.ts'

type Json = Record<string, unknown>
type Verify = (secret: string, headers: IncomingHttpHeaders, rawBody: Buffer, toleranceSeconds?: number) => boolean

const README = path.join(import.meta.dirname, '..', '..', 'README.md')

/** The README's verifier, exactly as written there. */
function readmeSnippet(): string {
  const md = fs.readFileSync(README, 'utf8')
  const blocks = [...md.matchAll(/^```js\n([\s\S]*?)^```/gm)]
    .map((m) => m[1]!)
    .filter((b) => b.includes('verify-webhook.mjs'))
  if (blocks.length !== 1)
    throw new Error(`expected one js block naming verify-webhook.mjs in README.md, found ${blocks.length}`)
  return blocks[0]!
}

describe('a receiver written from the README', () => {
  let trust: Trust
  let srv: TestServer
  let t: Tenant
  let rx: FaultReceiver
  let verifyWebhook: Verify
  let tmp: string
  /** What the receiver believes the secret is. */
  let receiverSecrets: string[] = []
  let secret: string
  let endpointId: string

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-verifier-'))
    const file = path.join(tmp, 'verify-webhook.mjs')
    fs.writeFileSync(file, readmeSnippet())
    verifyWebhook = ((await import(pathToFileURL(file).href)) as { verifyWebhook: Verify }).verifyWebhook

    trust = makeTrust(['localhost'])
    rx = await startFaultReceiver(trust.cert)
    // As the README says: collect the raw body, verify, then parse. Several secrets only to model "the receiver
    // has not updated yet" in rotation tests; each is tried with the README's function unchanged.
    rx.handle((req, res, raw) => {
      if (!receiverSecrets.some((s) => verifyWebhook(s, req.headers, raw))) {
        res.statusCode = 400
        return void res.end()
      }
      const { event, data } = JSON.parse(raw.toString('utf8')) as { event: string; data: Json }
      if (typeof event !== 'string' || typeof data !== 'object') {
        res.statusCode = 422
        return void res.end()
      }
      res.statusCode = 204
      res.end()
    })
    srv = await startTestServer({ env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile } }) // real clock: the receiver checks Date.now()
    t = await createTenant(srv.services)
    await srv.services.dispatcher.runOnce()
    const r = await api<Json>('/api/v1/webhooks/endpoints', {
      body: { url: `${rx.origin}/readme`, event_types: ['api_key.created', 'api_key.deleted'] },
    })
    expect(r.status).toBe(201)
    secret = String(r.body.secret)
    endpointId = String(r.body.id)
    receiverSecrets = [secret]
  })
  afterAll(async () => {
    await srv?.close()
    await rx?.close()
    trust?.cleanup()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const api = <T = Json>(p: string, o: Parameters<typeof call>[2] = {}) =>
    call<T>(srv.url, p, { token: t.adminKey, ...o })
  const newKey = async (name: string) => (await api<Json>('/api/v1/connect-keys', { body: { name } })).body
  const deliveries = async () =>
    (await api<{ data: Json[] }>(`/api/v1/webhooks/endpoints/${endpointId}/deliveries?limit=100`)).body.data

  /** Runs the dispatcher once and returns the requests it made. */
  const deliverNow = async (): Promise<RawRequest[]> => {
    const before = rx.requests.length
    await srv.services.dispatcher.runOnce()
    return rx.requests.slice(before)
  }

  /** Sends a captured delivery to the receiver again, with headers/body replaced; returns the receiver's status. */
  const replay = (rec: RawRequest, change: { headers?: Record<string, string | undefined>; body?: Buffer } = {}) =>
    new Promise<number>((resolve, reject) => {
      const headers: Record<string, string> = {}
      for (const [k, v] of Object.entries(rec.headers)) {
        if (typeof v === 'string' && !['host', 'connection', 'content-length', 'transfer-encoding'].includes(k))
          headers[k] = v
      }
      for (const [k, v] of Object.entries(change.headers ?? {})) {
        if (v === undefined) delete headers[k]
        else headers[k] = v
      }
      const body = change.body ?? rec.raw
      const req = https.request(
        `${rx.origin}${rec.url}`,
        {
          method: 'POST',
          ca: trust.cert.cert,
          headers: { ...headers, 'content-length': String(body.length) },
          agent: false,
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.end(body)
    })

  const sign = (key: string, ts: number | string, body: Buffer) =>
    `v1=${createHmac('sha256', key).update(`${ts}.`).update(body).digest('hex')}`

  let captured: RawRequest

  it('the README block is the one this test runs: constant-time compare and a 300 s tolerance', () => {
    const code = readmeSnippet()
    expect(code).toContain('timingSafeEqual')
    expect(code).toMatch(/toleranceSeconds = 300/)
    expect(typeof verifyWebhook).toBe('function')
  })

  it('accepts real deliveries, whose raw bytes include non-ASCII text', async () => {
    const k = await newKey('Grüße — ключ 🔑 "quoted" \\ slash')
    const got = await deliverNow()
    expect(got).toHaveLength(1)
    captured = got[0]!
    expect(captured.answered).toBe(204)
    expect(JSON.parse(captured.body)).toMatchObject({ event: 'api_key.created', data: { id: k.id, name: k.name } })
    expect(captured.raw.length).toBeGreaterThan(captured.body.length) // multi-byte UTF-8 really is in the signed bytes
    await api(`/api/v1/connect-keys/${String(k.id)}`, { method: 'DELETE' })
    const del = await deliverNow()
    expect(del.map((r) => [r.headers['x-webhook-event'], r.answered])).toEqual([['api_key.deleted', 204]])
    const listed = await deliveries()
    expect(listed.slice(0, 2).every((d) => d.status === 'succeeded' && d.last_response_code === 204)).toBe(true)
  })

  it("accepts the captured delivery sent again unchanged (within the tolerance; deduplicating on X-Webhook-Id is the receiver's job)", async () => {
    expect(await replay(captured)).toBe(204)
  })

  it('rejects a tampered body: one changed byte, one appended byte, or the same JSON re-serialized', async () => {
    const raw = captured.raw
    const flipped = Buffer.from(raw)
    const at = flipped.indexOf('Gr')
    flipped[at] = 'g'.charCodeAt(0)
    expect(await replay(captured, { body: flipped })).toBe(400)
    expect(await replay(captured, { body: Buffer.concat([raw, Buffer.from(' ')]) })).toBe(400)
    expect(await replay(captured, { body: Buffer.from(JSON.stringify(JSON.parse(captured.body), null, 1)) })).toBe(400)
    // The same text sent in another encoding is other bytes.
    expect(await replay(captured, { body: Buffer.from(captured.body, 'latin1') })).toBe(400)
  })

  it('rejects a changed timestamp carrying the original signature', async () => {
    const ts = Number(captured.headers['x-webhook-timestamp'])
    for (const other of [ts - 1, ts + 1, `0${ts}`, `${ts}.0`, `${ts}x`]) {
      expect(await replay(captured, { headers: { 'x-webhook-timestamp': String(other) } }), String(other)).toBe(400)
    }
    expect(await replay(captured, { headers: { 'x-webhook-timestamp': undefined } })).toBe(400)
    expect(await replay(captured, { headers: { 'x-webhook-signature': undefined } })).toBe(400)
  })

  it("rejects the captured delivery once it is more than 300 s old (the receiver's clock moved), accepts it at 299 s", async () => {
    const ts = Number(captured.headers['x-webhook-timestamp'])
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime((ts + 299) * 1000)
    expect(await replay(captured)).toBe(204)
    vi.setSystemTime((ts + 301) * 1000)
    expect(await replay(captured)).toBe(400)
    vi.setSystemTime((ts - 301) * 1000) // a receiver whose clock is behind: the tolerance is both ways
    expect(await replay(captured)).toBe(400)
    vi.useRealTimers()
    expect(await replay(captured)).toBe(204)
  })

  it('rejects a delivery correctly signed with the real secret but timestamped more than 300 s ago or ahead', async () => {
    const now = Math.floor(Date.now() / 1000)
    const withTs = (ts: number) =>
      replay(captured, {
        headers: { 'x-webhook-timestamp': String(ts), 'x-webhook-signature': sign(secret, ts, captured.raw) },
      })
    expect(await withTs(now)).toBe(204) // the re-signing itself is right
    expect(await withTs(now - 290)).toBe(204)
    expect(await withTs(now - 310)).toBe(400)
    expect(await withTs(now + 310)).toBe(400)
    expect(await withTs(now - 86_400)).toBe(400)
  })

  it('rejects a signature made with another secret, and a receiver holding another secret rejects real deliveries', async () => {
    const ts = String(captured.headers['x-webhook-timestamp'])
    expect(await replay(captured, { headers: { 'x-webhook-signature': sign(`${secret}x`, ts, captured.raw) } })).toBe(
      400,
    )
    expect(
      await replay(captured, { headers: { 'x-webhook-signature': sign(secret.slice(0, -1), ts, captured.raw) } }),
    ).toBe(400)
    const good = String(captured.headers['x-webhook-signature'])
    expect(await replay(captured, { headers: { 'x-webhook-signature': good.toUpperCase() } })).toBe(400)
    expect(await replay(captured, { headers: { 'x-webhook-signature': good.slice(0, -2) } })).toBe(400)
    expect(await replay(captured, { headers: { 'x-webhook-signature': `v2=${good.slice(3)}` } })).toBe(400)
    // One good candidate among bad ones is accepted (the rotation header shape).
    expect(await replay(captured, { headers: { 'x-webhook-signature': `v1=${'0'.repeat(64)}, ${good}` } })).toBe(204)

    receiverSecrets = ['whsec_not_the_one_we_were_given']
    try {
      expect(await replay(captured)).toBe(400)
      await newKey('wrong secret at the receiver')
      const got = await deliverNow()
      expect(got.map((r) => r.answered)).toEqual([400])
      const [d] = await deliveries()
      expect(d).toMatchObject({ status: 'pending', attempts: 1, last_response_code: 400, last_error: 'http_400' })
      // The receiver fixes its secret; a redelivery is accepted, under the same X-Webhook-Id.
      receiverSecrets = [secret]
      expect(
        (
          await api(`/api/v1/webhooks/endpoints/${endpointId}/deliveries/${String(d!.id)}/redeliver`, {
            method: 'POST',
          })
        ).status,
      ).toBe(202)
      const again = await deliverNow()
      expect(again.map((r) => [r.headers['x-webhook-id'], r.answered])).toEqual([
        [got[0]!.headers['x-webhook-id'], 204],
      ])
    } finally {
      receiverSecrets = [secret]
    }
  })

  it('during a rotation grace period a receiver holding either secret accepts; after a rotation without grace the old secret is rejected', async () => {
    const rotated = await api<Json>(`/api/v1/webhooks/endpoints/${endpointId}/rotate-secret`, {
      body: { grace_period_hours: 1 },
    })
    expect(rotated.status).toBe(200)
    const fresh = String(rotated.body.secret)
    for (const held of [[secret], [fresh]]) {
      receiverSecrets = held
      await newKey('during grace')
      expect((await deliverNow()).map((r) => r.answered)).toEqual([204])
    }
    const cut = await api<Json>(`/api/v1/webhooks/endpoints/${endpointId}/rotate-secret`, {
      body: { grace_period_hours: 0 },
    })
    const newest = String(cut.body.secret)
    receiverSecrets = [fresh]
    await newKey('no grace')
    expect((await deliverNow()).map((r) => r.answered)).toEqual([400])
    receiverSecrets = [newest]
    secret = newest
  })
})
