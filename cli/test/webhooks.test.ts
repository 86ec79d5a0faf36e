// `webhooks endpoints …` and `webhooks forward` against a live server: the server delivers a real signed event to the
// forwarder (listening on HTTPS under the endpoint's name, as a tunnel would present it), which verifies it and passes
// the exact bytes and X-Webhook-* headers to a local app; a forwarder with the wrong secret, a delivery signed 400 s
// ago and a re-serialised body are refused (400 to the sender, nothing to the app) and explained.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../src/testing/test-server.ts'
import { closedPort } from '../../src/webhooks/testing/https-receiver.ts'
import { makeTrust, type Trust } from '../../src/webhooks/testing/fault-receiver.ts'
import { signWebhookPayload, SkillsConnect, verifyWebhook } from '../../sdk/src/index.ts'
import { cli, collect, start, tempHome, waitForStderr } from './run-cli.ts'

interface AppRequest {
  url: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

describe('webhooks from the command line', { timeout: 120_000 }, () => {
  // CLI processes: see cli.test.ts
  let srv: TestServer
  let t: Tenant
  let sdk: SkillsConnect
  let trust: Trust
  let home: ReturnType<typeof tempHome>
  let env: Record<string, string>
  let app: http.Server
  let appUrl: string
  const received: AppRequest[] = []

  beforeAll(async () => {
    trust = makeTrust(['localhost'])
    srv = await startTestServer({ env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile } })
    t = await createTenant(srv.services)
    await srv.services.dispatcher.runOnce() // the bootstrap key's event, before any endpoint exists
    sdk = new SkillsConnect({ apiKey: t.adminKey, baseUrl: srv.url })
    home = tempHome()
    env = { ...home.env, SKILLS_CONNECT_BASE_URL: srv.url, SKILLS_CONNECT_API_KEY: t.adminKey }
    fs.writeFileSync(path.join(home.dir, 'cert.pem'), trust.cert.cert)
    fs.writeFileSync(path.join(home.dir, 'key.pem'), trust.cert.key, { mode: 0o600 })
    app = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
        res.statusCode = 204
        res.end()
      })
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/hooks`
  })
  afterAll(async () => {
    await srv?.close()
    await new Promise<void>((resolve) => (app ? app.close(() => resolve()) : resolve()))
    home?.cleanup()
    trust?.cleanup()
  })

  async function forwarder(port: number, secret: string, extra: string[] = [], envExtra: Record<string, string> = {}) {
    const child = start(
      [
        'webhooks',
        'forward',
        '--to',
        appUrl,
        '--port',
        String(port),
        '--secret',
        secret,
        '--tls-cert',
        path.join(home.dir, 'cert.pem'),
        '--tls-key',
        path.join(home.dir, 'key.pem'),
        ...extra,
      ],
      { env: { ...env, ...envExtra } },
    )
    const done = collect(child)
    await waitForStderr(child, /Ready: listening on https:\/\/127\.0\.0\.1:(\d+)/)
    return {
      child,
      done,
      stop: async () => {
        child.kill('SIGINT')
        return done
      },
    }
  }

  /** Posts a delivery to the forwarder as the server would (HTTPS, trusting the test certificate). */
  async function post(port: number, body: string | Buffer, headers: Record<string, string>) {
    const { Agent, request } = await import('undici')
    const dispatcher = new Agent({ connect: { ca: trust.cert.cert } })
    try {
      const r = await request(`https://localhost:${port}/hooks`, { method: 'POST', body, headers, dispatcher })
      return { status: r.statusCode, body: (await r.body.json()) as { error?: { code: string; message: string } } }
    } finally {
      await dispatcher.close()
    }
  }

  it('manages endpoints: create (secret once), list, get, update, rotate-secret, delete', async () => {
    const created = await cli(
      [
        'webhooks',
        'endpoints',
        'create',
        '--url',
        'https://localhost:9/x',
        '--event',
        'api_key.created,api_key.deleted',
        '--json',
      ],
      { env },
    )
    expect(created.code, created.stderr).toBe(0)
    const ep = JSON.parse(created.stdout) as { id: string; secret: string; event_types: string[] }
    expect(ep).toMatchObject({
      secret: expect.stringMatching(/^whsec_/),
      event_types: ['api_key.created', 'api_key.deleted'],
    })
    expect(created.stderr).toContain('shown only this once')

    const listed = await cli(['webhooks', 'endpoints', 'list'], { env })
    expect(listed.stdout.split('\n').map((l) => l.split('\t')[0])).toContain(ep.id)
    const got = await cli(['webhooks', 'endpoints', 'get', ep.id, '--json'], { env })
    expect(JSON.parse(got.stdout)).toMatchObject({ id: ep.id, enabled: true })
    expect(got.stdout).not.toContain(ep.secret)

    const upd = await cli(
      [
        'webhooks',
        'endpoints',
        'update',
        ep.id,
        '--disable',
        '--event',
        'api_key.created',
        '--json',
        'enabled,event_types',
      ],
      { env },
    )
    expect(upd.code, upd.stderr).toBe(0)
    expect(JSON.parse(upd.stdout)).toEqual({ enabled: false, event_types: ['api_key.created'] })
    expect((await cli(['webhooks', 'endpoints', 'update', ep.id, '--enable', '--disable'], { env })).code).toBe(2)

    const rot = await cli(
      ['webhooks', 'endpoints', 'rotate-secret', ep.id, '--json', 'secret,previous_secret_expires_at'],
      { env },
    )
    expect(rot.code, rot.stderr).toBe(0)
    const rotated = JSON.parse(rot.stdout) as { secret: string; previous_secret_expires_at: string }
    expect(rotated.secret).toMatch(/^whsec_/)
    expect(rotated.secret).not.toBe(ep.secret)
    expect(rotated.previous_secret_expires_at).toBeTruthy()

    const del = await cli(['webhooks', 'endpoints', 'delete', ep.id], { env })
    expect(del.code, del.stderr).toBe(0)
    expect((await cli(['webhooks', 'endpoints', 'get', ep.id], { env })).code).toBe(1)
    // A loopback URL is the server's refusal, shown as such.
    const loop = await cli(
      ['webhooks', 'endpoints', 'create', '--url', 'http://127.0.0.1:8080/x', '--event', 'api_key.created'],
      { env },
    )
    expect(loop.code).toBe(1)
    expect(loop.stderr).toMatch(/^error: 4\d\d \w+/m)
  })

  it('forwards a real verified delivery byte for byte, and explains the refused ones', async () => {
    const port = await closedPort()
    const created = await cli(
      [
        'webhooks',
        'endpoints',
        'create',
        '--url',
        `https://localhost:${port}/hooks`,
        '--event',
        'api_key.created',
        '--json',
      ],
      { env },
    )
    expect(created.code, created.stderr).toBe(0)
    const { secret } = JSON.parse(created.stdout) as { secret: string }

    const fwd = await forwarder(port, secret)
    const key = await sdk.connectKeys.create({ name: 'forwarded' })
    for (let i = 0; i < 5 && received.length === 0; i++) await srv.services.dispatcher.runOnce()
    expect(received).toHaveLength(1)
    const got = received[0]!
    expect(got.url).toBe('/hooks')
    // The app can verify what it got with the same secret: the bytes and the signature headers came through intact.
    const ev = await verifyWebhook<{ id: string }>(got.body, got.headers, secret)
    expect(ev).toMatchObject({ event: 'api_key.created', data: { id: key.id } })
    expect(got.headers['user-agent']).toBe('Service-Connect-Webhooks/1.0')

    // The same real delivery, re-serialised (pretty-printed) on the way: refused, and said so.
    const realHeaders = Object.fromEntries(
      ['x-webhook-signature', 'x-webhook-timestamp', 'x-webhook-id', 'x-webhook-event', 'content-type'].map((h) => [
        h,
        String(got.headers[h]),
      ]),
    )
    const pretty = await post(port, JSON.stringify(JSON.parse(got.body.toString('utf8')), null, 2), realHeaders)
    expect(pretty).toMatchObject({
      status: 400,
      body: { error: { code: 'signature_mismatch', message: expect.stringContaining('re-serialised') } },
    })

    // Signed 400 s ago (beyond the 300 s tolerance): refused as clock skew.
    const body = JSON.stringify({ event: 'api_key.created', data: { id: 'key_old' } })
    const old = await signWebhookPayload(body, secret, {
      timestamp: Math.floor(Date.now() / 1000) - 400,
      event: 'api_key.created',
      deliveryId: 'whd_old',
    })
    const skewed = await post(port, body, old)
    expect(skewed).toMatchObject({ status: 400, body: { error: { code: 'timestamp_out_of_tolerance' } } })
    const skew = Number(/skew \+(\d+) s/.exec(skewed.body.error!.message)?.[1])
    expect(skew).toBeGreaterThanOrEqual(400) // 400 s, plus however long the post took to arrive on a loaded machine
    expect(skew).toBeLessThan(460)
    expect(received).toHaveLength(1) // nothing refused reached the app

    const r = await fwd.stop()
    expect(r.code, r.stderr).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines[0]).toMatch(new RegExp(`^✓ api_key\\.created ${ev.deliveryId} → 204 in \\d+ ms$`))
    expect(lines[1]).toMatch(/^✗ api_key\.created whd_\w+ rejected: signature_mismatch \(.*re-serialised/)
    expect(lines[2]).toMatch(/^✗ api_key\.created whd_old rejected: timestamp_out_of_tolerance \(skew \+\d+ s .*clock/)
    expect(r.stdout + r.stderr).not.toContain(secret)

    // The real delivery again, to a forwarder holding the wrong secret: refused, "the secret is wrong", NDJSON with --json.
    const wrong = await forwarder(port, 'whsec_not_the_right_one', ['--json'])
    const again = await post(port, got.body, realHeaders)
    expect(again).toMatchObject({
      status: 400,
      body: { error: { code: 'signature_mismatch', message: expect.stringContaining('secret is wrong') } },
    })
    const w = await wrong.stop()
    expect(w.code).toBe(0)
    expect(JSON.parse(w.stdout.trim())).toMatchObject({
      delivery_id: ev.deliveryId,
      verified: false,
      reason: 'signature_mismatch',
      forwarded_status: null,
    })
    expect(received).toHaveLength(1)
  })

  it('needs a secret (or --skip-verify), and reports a port it cannot use', async () => {
    const none = await cli(['webhooks', 'forward', '--to', appUrl, '--port', '0'], { env })
    expect(none.code).toBe(2)
    expect(none.stderr).toContain('SKILLS_CONNECT_WEBHOOK_SECRET')
    const busy = await cli(
      ['webhooks', 'forward', '--to', appUrl, '--port', new URL(appUrl).port, '--secret', 'whsec_x'],
      { env },
    )
    expect(busy.code).toBe(1)
    expect(busy.stderr).toContain('EADDRINUSE')
  })
})
