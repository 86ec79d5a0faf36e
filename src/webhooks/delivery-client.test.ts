// Real sockets on loopback only: a local HTTPS receiver with a certificate made for this run.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { request } from 'undici'
import { A, tableResolver } from './testing/resolver.ts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Resolver } from './address-policy.ts'
import { EMPTY_ALLOW_LIST, parseAllowList } from './allow-list.ts'
import { createDeliveryClient, type DeliveryClient } from './delivery-client.ts'
import { BlockedAddressError, createGuardedAgent } from './guarded-agent.ts'
import {
  closedPort,
  makeSelfSignedCertificate,
  startHttpsReceiver,
  type HttpsReceiver,
  type TestCertificate,
} from './testing/https-receiver.ts'

const HEADERS = {
  'Content-Type': 'application/json',
  'User-Agent': 'Service-Connect-Webhooks/1.0',
  'X-Webhook-Id': 'dlv_1',
  'X-Webhook-Event': 'api_key.created',
  'X-Webhook-Timestamp': '1700000000',
  'X-Webhook-Signature': 'v1=abc',
}
const BODY = '{"event":"api_key.created","data":{"id":"key_1"}}'

/** DNS rebinding: answers `first` on the first call, `then` on every later one. */
function rebindingResolver(first: string[], then: string[]): Resolver & { calls: number } {
  const r: Resolver & { calls: number } = Object.assign(async () => A(...(r.calls++ === 0 ? first : then)), {
    calls: 0,
  })
  return r
}

let cert: TestCertificate
let rx: HttpsReceiver
let other: HttpsReceiver
const clients: DeliveryClient[] = []
const client = (o: Parameters<typeof createDeliveryClient>[0]) => {
  const c = createDeliveryClient(o)
  clients.push(c)
  return c
}

beforeAll(async () => {
  cert = makeSelfSignedCertificate(['receiver.test', 'other.test'])
  rx = await startHttpsReceiver(cert)
  other = await startHttpsReceiver(cert)
})
afterAll(async () => {
  await rx.close()
  await other.close()
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  rx.handle((_req, res) => {
    res.statusCode = 204
    res.end()
  })
  rx.requests.length = 0
  other.requests.length = 0
})

/** Connections accepted by the receivers while `fn` runs. */
async function connectionsDuring(fn: () => Promise<unknown>): Promise<number> {
  const before = rx.connections() + other.connections()
  await fn()
  await new Promise((r) => setTimeout(r, 50)) // let any late connection land
  return rx.connections() + other.connections() - before
}

describe('delivery to an allow-listed local receiver', () => {
  it('POSTs the body and headers and returns ok with the status', async () => {
    const c = client({ allow: parseAllowList('127.0.0.1'), ca: cert.cert })
    const r = await c.deliver(`${rx.origin}/hooks/in?x=1`, BODY, { ...HEADERS, Host: 'evil.internal' })
    expect(r).toMatchObject({ ok: true, status: 204, error: null })
    expect(r.durationMs).toBeGreaterThanOrEqual(0)
    expect(rx.requests).toHaveLength(1)
    const got = rx.requests[0]!
    expect(got.method).toBe('POST')
    expect(got.url).toBe('/hooks/in?x=1')
    expect(got.body).toBe(BODY)
    expect(got.headers['content-type']).toBe('application/json')
    expect(got.headers['user-agent']).toBe('Service-Connect-Webhooks/1.0')
    expect(got.headers['x-webhook-id']).toBe('dlv_1')
    expect(got.headers['x-webhook-signature']).toBe('v1=abc')
    expect(got.headers.host).toBe(`127.0.0.1:${rx.port}`) // the caller cannot override Host
  })

  it('pins a name to its vetted address while TLS still checks the name (SNI, certificate, Host)', async () => {
    const resolve = tableResolver({ 'receiver.test': ['127.0.0.1'] })
    const c = client({ allow: parseAllowList('receiver.test'), ca: cert.cert, resolve })
    const r = await c.deliver(`https://receiver.test:${rx.port}/x`, BODY, HEADERS)
    expect(r).toMatchObject({ ok: true, status: 204, error: null })
    expect(rx.requests[0]!.servername).toBe('receiver.test')
    expect(rx.requests[0]!.headers.host).toBe(`receiver.test:${rx.port}`)
  })

  it('fails with tls when the certificate does not name the host', async () => {
    const resolve = tableResolver({ 'wrong.test': ['127.0.0.1'] })
    const c = client({ allow: parseAllowList('wrong.test'), ca: cert.cert, resolve })
    const r = await c.deliver(`https://wrong.test:${rx.port}/`, BODY, HEADERS)
    expect(r).toMatchObject({ ok: false, status: null, error: 'tls' })
    expect(rx.requests).toHaveLength(0)
  })

  it('fails with tls when the certificate is not trusted (system CAs only by default)', async () => {
    const c = client({ allow: parseAllowList('127.0.0.1') })
    const r = await c.deliver(`${rx.origin}/`, BODY, HEADERS)
    expect(r).toMatchObject({ ok: false, status: null, error: 'tls' })
    expect(rx.requests).toHaveLength(0)
  })

  it('treats a 500 as an http failure with its status', async () => {
    rx.handle((_req, res) => {
      res.statusCode = 500
      res.end('boom')
    })
    const c = client({ allow: parseAllowList('127.0.0.1'), ca: cert.cert })
    expect(await c.deliver(`${rx.origin}/`, BODY, HEADERS)).toMatchObject({ ok: false, status: 500, error: 'http' })
  })

  it.each([200, 201, 202, 299])('treats %i as success', async (status) => {
    rx.handle((_req, res) => {
      res.statusCode = status
      res.end('{}')
    })
    const c = client({ allow: parseAllowList('127.0.0.1'), ca: cert.cert })
    expect(await c.deliver(`${rx.origin}/`, BODY, HEADERS)).toMatchObject({ ok: true, status, error: null })
  })

  it.each([400, 404, 410, 429, 503])('treats %i as an http failure', async (status) => {
    rx.handle((_req, res) => {
      res.statusCode = status
      res.end()
    })
    const c = client({ allow: parseAllowList('127.0.0.1'), ca: cert.cert })
    expect(await c.deliver(`${rx.origin}/`, BODY, HEADERS)).toMatchObject({ ok: false, status, error: 'http' })
  })

  it('never follows a redirect, even to an allow-listed target: the target receives nothing', async () => {
    rx.handle((_req, res) => {
      res.writeHead(302, { Location: `${other.origin}/secret` })
      res.end()
    })
    const c = client({ allow: parseAllowList('127.0.0.1'), ca: cert.cert })
    const before = other.connections()
    const r = await c.deliver(`${rx.origin}/redirect`, BODY, HEADERS)
    expect(r).toMatchObject({ ok: false, status: 302, error: 'redirect' })
    await new Promise((res) => setTimeout(res, 50))
    expect(other.connections()).toBe(before)
    expect(other.requests).toHaveLength(0)
    for (const status of [301, 303, 307, 308]) {
      rx.handle((_req, res) => {
        res.writeHead(status, { Location: `${other.origin}/secret` })
        res.end()
      })
      expect(await c.deliver(`${rx.origin}/redirect`, BODY, HEADERS)).toMatchObject({
        ok: false,
        status,
        error: 'redirect',
      })
    }
    expect(other.requests).toHaveLength(0)
  })

  it('gives up on a receiver that hangs, promptly, with timeout', async () => {
    rx.handle(() => {
      /* never answers */
    })
    const c = client({ allow: parseAllowList('127.0.0.1'), ca: cert.cert, timeoutMs: 300 })
    const t0 = performance.now()
    const r = await c.deliver(`${rx.origin}/slow`, BODY, HEADERS)
    const took = performance.now() - t0
    expect(r).toMatchObject({ ok: false, status: null, error: 'timeout' })
    expect(took).toBeGreaterThanOrEqual(250)
    expect(took).toBeLessThan(2_000)
    expect(r.durationMs).toBeLessThan(2_000)
  })

  it('times out a name that never resolves', async () => {
    const hang: Resolver = () => new Promise(() => {})
    const c = client({ allow: EMPTY_ALLOW_LIST, resolve: hang, timeoutMs: 200 })
    const t0 = performance.now()
    expect(await c.deliver('https://slow-dns.test/', BODY, HEADERS)).toMatchObject({
      ok: false,
      status: null,
      error: 'timeout',
    })
    expect(performance.now() - t0).toBeLessThan(1_500)
  })

  it('reports connection refused as connection', async () => {
    const port = await closedPort()
    const c = client({ allow: parseAllowList('127.0.0.1'), ca: cert.cert })
    expect(await c.deliver(`https://127.0.0.1:${port}/`, BODY, HEADERS)).toMatchObject({
      ok: false,
      status: null,
      error: 'connection',
      detail: 'ECONNREFUSED',
    })
  })

  it('reports an unresolvable name as connection', async () => {
    const c = client({ allow: EMPTY_ALLOW_LIST, resolve: tableResolver({}) })
    expect(await c.deliver('https://nx.test/', BODY, HEADERS)).toMatchObject({
      ok: false,
      status: null,
      error: 'connection',
      detail: 'unresolvable',
    })
  })

  it('does not buffer a huge response body: reads at most the bound, then drops the connection', async () => {
    let written = 0
    let closed!: () => void
    const socketClosed = new Promise<void>((r) => {
      closed = r
    })
    rx.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' }) // chunked, endless
      const chunk = Buffer.alloc(64 * 1024, 0x61)
      const pump = () => {
        while (!res.destroyed) {
          written += chunk.length
          if (!res.write(chunk)) break
        }
        if (!res.destroyed) res.once('drain', pump)
      }
      res.on('close', () => closed())
      pump()
    })
    const c = client({
      allow: parseAllowList('127.0.0.1'),
      ca: cert.cert,
      maxResponseBytes: 16 * 1024,
      timeoutMs: 5_000,
    })
    const t0 = performance.now()
    const r = await c.deliver(`${rx.origin}/big`, BODY, HEADERS)
    expect(r).toMatchObject({ ok: true, status: 200, error: null })
    expect(performance.now() - t0).toBeLessThan(2_000) // an endless body would otherwise run into the 5 s deadline
    await socketClosed // the client hung up instead of reading on
    expect(written).toBeLessThan(64 * 1024 * 1024) // only what socket buffers held, never the (endless) body
  })

  it('drops a response whose Content-Length exceeds the bound without reading it', async () => {
    rx.handle((_req, res) => {
      res.writeHead(500, { 'Content-Length': String(1024 * 1024 * 1024) })
      res.write(Buffer.alloc(1024))
    })
    const c = client({
      allow: parseAllowList('127.0.0.1'),
      ca: cert.cert,
      maxResponseBytes: 16 * 1024,
      timeoutMs: 5_000,
    })
    const t0 = performance.now()
    expect(await c.deliver(`${rx.origin}/big`, BODY, HEADERS)).toMatchObject({ ok: false, status: 500, error: 'http' })
    expect(performance.now() - t0).toBeLessThan(2_000)
  })

  it('ignores HTTPS_PROXY/HTTP_PROXY: always its own pinned dispatcher', async () => {
    let proxied = 0
    const proxy = http.createServer((_req, res) => {
      proxied++
      res.end()
    })
    proxy.on('connect', (_req, socket) => {
      proxied++
      socket.destroy()
    })
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
    const saved = { https: process.env.HTTPS_PROXY, http: process.env.HTTP_PROXY, no: process.env.NO_PROXY }
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    process.env.HTTPS_PROXY = proxyUrl
    process.env.HTTP_PROXY = proxyUrl
    delete process.env.NO_PROXY
    try {
      const c = client({ allow: parseAllowList('127.0.0.1'), ca: cert.cert })
      expect(await c.deliver(`${rx.origin}/`, BODY, HEADERS)).toMatchObject({ ok: true, status: 204 })
      expect(proxied).toBe(0)
    } finally {
      for (const [k, v] of [
        ['HTTPS_PROXY', saved.https],
        ['HTTP_PROXY', saved.http],
        ['NO_PROXY', saved.no],
      ] as const) {
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
      }
      await new Promise<void>((r) => proxy.close(() => r()))
    }
  })
})

describe('SSRF: blocked targets are never connected to', () => {
  it('blocks the same receiver when it is NOT on the allow-list: nothing reaches it', async () => {
    const c = client({ allow: EMPTY_ALLOW_LIST, ca: cert.cert })
    let r: Awaited<ReturnType<DeliveryClient['deliver']>> | undefined
    expect(
      await connectionsDuring(async () => {
        r = await c.deliver(`${rx.origin}/`, BODY, HEADERS)
      }),
    ).toBe(0)
    expect(r).toMatchObject({ ok: false, status: null, error: 'blocked', detail: 'private_address' })
    expect(rx.requests).toHaveLength(0)
  })

  it('blocks literal forms of loopback on the receiver port', async () => {
    const c = client({ allow: EMPTY_ALLOW_LIST, ca: cert.cert })
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0x7f.1',
      '127.1',
      '0177.0.0.1',
      '[::ffff:127.0.0.1]',
      '[::1]',
      '0.0.0.0',
      '[::]',
      '[::127.0.0.1]',
    ]) {
      let r: Awaited<ReturnType<DeliveryClient['deliver']>> | undefined
      expect(
        await connectionsDuring(async () => {
          r = await c.deliver(`https://${host}:${rx.port}/`, BODY, HEADERS)
        }),
      ).toBe(0)
      expect(r, host).toMatchObject({ ok: false, error: 'blocked' })
    }
  })

  it('blocks a name that resolves to a private address (or one public and one private) at the check', async () => {
    const resolve = tableResolver({
      'evil.test': ['10.0.0.5'],
      'mixed.test': ['93.184.216.34', '127.0.0.1'],
      'loop.test': ['127.0.0.1'],
    })
    const c = client({ allow: EMPTY_ALLOW_LIST, ca: cert.cert, resolve })
    for (const host of ['evil.test', 'mixed.test', 'loop.test']) {
      let r: Awaited<ReturnType<DeliveryClient['deliver']>> | undefined
      expect(
        await connectionsDuring(async () => {
          r = await c.deliver(`https://${host}:${rx.port}/`, BODY, HEADERS)
        }),
      ).toBe(0)
      expect(r, host).toMatchObject({ ok: false, status: null, error: 'blocked', detail: 'private_address' })
    }
  })

  it('DNS rebinding: public at the check, loopback at connect → refused by the connect-time guard, no connection', async () => {
    const resolve = rebindingResolver(['93.184.216.34'], ['127.0.0.1'])
    const c = client({ allow: EMPTY_ALLOW_LIST, ca: cert.cert, resolve })
    let r: Awaited<ReturnType<DeliveryClient['deliver']>> | undefined
    expect(
      await connectionsDuring(async () => {
        r = await c.deliver(`https://rebind.test:${rx.port}/`, BODY, HEADERS)
      }),
    ).toBe(0)
    expect(resolve.calls).toBe(2) // the pre-check passed; the lookup hook refused
    expect(r).toMatchObject({ ok: false, status: null, error: 'blocked' })
    expect(rx.requests).toHaveLength(0)
  })

  it('DNS rebinding to a mixed answer (loopback + public) is refused at connect too', async () => {
    const resolve = rebindingResolver(['93.184.216.34'], ['127.0.0.1', '93.184.216.34'])
    const c = client({ allow: EMPTY_ALLOW_LIST, ca: cert.cert, resolve })
    let r: Awaited<ReturnType<DeliveryClient['deliver']>> | undefined
    expect(
      await connectionsDuring(async () => {
        r = await c.deliver(`https://rebind2.test:${rx.port}/`, BODY, HEADERS)
      }),
    ).toBe(0)
    expect(resolve.calls).toBe(2)
    expect(r).toMatchObject({ ok: false, error: 'blocked' })
  })

  it('refuses http:// before any connection', async () => {
    const c = client({ allow: parseAllowList('127.0.0.1'), ca: cert.cert })
    expect(await c.deliver(`http://127.0.0.1:${rx.port}/`, BODY, HEADERS)).toMatchObject({
      ok: false,
      error: 'blocked',
      detail: 'not_https',
    })
  })
})

describe('the guarded agent on its own (no pre-check)', () => {
  it('refuses loopback literals before dialling (literals never reach the lookup hook)', async () => {
    const agent = createGuardedAgent({ allow: EMPTY_ALLOW_LIST, ca: cert.cert })
    try {
      for (const origin of [rx.origin, `https://[::ffff:7f00:1]:${rx.port}`, `https://[::1]:${rx.port}`]) {
        let err: unknown
        expect(
          await connectionsDuring(async () => {
            try {
              await request(`${origin}/`, { method: 'POST', body: BODY, dispatcher: agent })
            } catch (e) {
              err = e
            }
          }),
        ).toBe(0)
        expect(err, origin).toBeInstanceOf(BlockedAddressError)
      }
    } finally {
      await agent.close()
    }
  })

  it('refuses a name resolving to loopback, and connects when it is allow-listed', async () => {
    const resolve = tableResolver({ 'receiver.test': ['127.0.0.1'] })
    const blocked = createGuardedAgent({ allow: EMPTY_ALLOW_LIST, ca: cert.cert, resolve })
    const allowed = createGuardedAgent({ allow: parseAllowList('receiver.test'), ca: cert.cert, resolve })
    try {
      let err: unknown
      expect(
        await connectionsDuring(async () => {
          try {
            await request(`https://receiver.test:${rx.port}/`, { method: 'POST', body: BODY, dispatcher: blocked })
          } catch (e) {
            err = e
          }
        }),
      ).toBe(0)
      expect(err).toBeInstanceOf(BlockedAddressError)
      const res = await request(`https://receiver.test:${rx.port}/`, {
        method: 'POST',
        body: BODY,
        dispatcher: allowed,
      })
      await res.body.dump()
      expect(res.statusCode).toBe(204)
    } finally {
      await blocked.close()
      await allowed.close()
    }
  })
})
