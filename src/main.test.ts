// The real entry point (src/main.ts) as a separate process, over real sockets: it refuses to start on a port it
// cannot listen on (before any worker starts), and it holds every request to Node's header, request and
// keep-alive deadlines, answering 408 where HTTP still allows an answer. Graceful shutdown: main.shutdown.test.ts.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bootstrap,
  FIXTURE_SKILLS,
  serverEnv,
  spawnServerProcess,
  startServerProcess,
  storeVariants,
  type ServerEnv,
  type ServerProcess,
} from './testing/server-process.ts'
import { httpRequest, rawConnect } from './testing/raw-socket.ts'
import { loadConfig } from './config.ts'
import { openStores } from './services.ts'

for (const v of storeVariants('port-in-use test')) {
  describe.skipIf(!v.run)(`starting on a port already in use: ${v.name}`, () => {
    let holder: net.Server
    let e: ServerEnv
    let child: ServerProcess | undefined
    beforeAll(async () => {
      v.check()
      holder = net.createServer()
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    })
    afterAll(async () => {
      child?.kill()
      await new Promise((resolve) => holder?.close(resolve))
      await e?.cleanup()
    })

    it('exits non-zero, naming the host and port, without claiming to listen or starting workers', async () => {
      const port = (holder.address() as net.AddressInfo).port
      e = serverEnv(v.env, { PORT: String(port) })
      child = spawnServerProcess(e.env)
      const exit = await Promise.race([
        child.exited,
        new Promise<'still running'>((r) => setTimeout(() => r('still running'), 20_000)),
      ])
      expect(exit, `stdout: ${child.stdout()}\nstderr: ${child.stderr()}`).toEqual({ code: 1, signal: null })
      expect(child.stderr()).toContain(`127.0.0.1:${port}`)
      expect(child.stderr()).toMatch(/already in use/)
      // Nothing claims to serve, and nothing keeps the process alive: before the fix, on MongoDB + Redis the
      // dispatcher, the reaper and the store connections kept it running, listening on nothing.
      expect(child.stdout()).not.toMatch(/listening/)
    }, 30_000)
  })
}

describe('request deadlines (headers, body, keep-alive)', () => {
  const HEADERS_MS = 500
  const REQUEST_MS = 1000
  const KEEP_ALIVE_MS = 1000
  // Node checks its deadlines on an interval (here a quarter of the shorter one); the rest is a loaded machine.
  const SLACK_MS = 1000
  let e: ServerEnv
  let server: ServerProcess & { port: number }
  let key: string
  let org: string
  beforeAll(async () => {
    e = serverEnv(
      { MONGODB_URL: '', REDIS_URL: '' },
      {
        HEADERS_TIMEOUT_MS: String(HEADERS_MS),
        REQUEST_TIMEOUT_MS: String(REQUEST_MS),
        KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
        SKILLS_DIR: FIXTURE_SKILLS,
      },
    )
    const b = bootstrap(e.env)
    key = b.api_key
    org = b.organization_id
    server = await startServerProcess(e.env)
  }, 30_000)
  afterAll(async () => {
    server?.kill()
    await server?.exited
    await e?.cleanup()
  })

  const auth = () => ({ Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' })

  it('a body that stops short of its Content-Length gets 408 and the connection closes at REQUEST_TIMEOUT_MS', async () => {
    const c = await rawConnect(server.port)
    const head = httpRequest('POST', '/api/v1/connect-keys', { ...auth(), 'Content-Length': '100' })
    c.send(`${head}{"name":"a`) // 10 of the 100 bytes
    const { afterMs } = await c.closed
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50)
    expect(afterMs).toBeLessThan(REQUEST_MS + SLACK_MS)
  }, 10_000)

  it('headers that never finish get 408 and the connection closes at HEADERS_TIMEOUT_MS', async () => {
    const c = await rawConnect(server.port)
    c.send('POST /api/v1/connect-keys HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const { afterMs } = await c.closed
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50)
    expect(afterMs).toBeLessThan(HEADERS_MS + SLACK_MS)
  }, 10_000)

  it('a connection that sends nothing is closed at HEADERS_TIMEOUT_MS', async () => {
    const c = await rawConnect(server.port)
    const { afterMs } = await c.closed
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50)
    expect(afterMs).toBeLessThan(HEADERS_MS + SLACK_MS)
  }, 10_000)

  it('an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS (advertised in Keep-Alive)', async () => {
    const c = await rawConnect(server.port)
    c.send(httpRequest('GET', '/health', {}))
    await c.waitFor(/\r\n\r\n\{[\s\S]*\}$/)
    const closedAfter = (await c.closed).afterMs // from connect; the request itself takes a few ms
    expect(c.received()).toMatch(/^HTTP\/1\.1 200 /)
    expect(c.received()).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i)
    // Node keeps the socket one second longer than it advertises (keepAliveTimeoutBuffer), so that a client
    // honouring the header gives up first.
    expect(closedAfter).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 50)
    expect(closedAfter).toBeLessThan(KEEP_ALIVE_MS + 1000 + SLACK_MS)
  }, 10_000)

  it('a body that arrives in pieces within the deadline is served; nothing was written by the cut-off ones', async () => {
    const c = await rawConnect(server.port)
    const body = JSON.stringify({ name: 'slow but in time' })
    c.send(httpRequest('POST', '/api/v1/connect-keys', { ...auth(), 'Content-Length': String(body.length) }))
    c.send(body.slice(0, 5))
    await new Promise((r) => setTimeout(r, REQUEST_MS / 3))
    c.send(body.slice(5))
    await c.waitFor(/^HTTP\/1\.1 201 /)
    c.socket.destroy()
    const stores = await openStores(loadConfig(e.env))
    try {
      const names = (await stores.identityKeys.listByOrganization(org)).map((k) => k.name)
      expect(names).toContain('slow but in time')
      expect(names).not.toContain('a')
    } finally {
      await stores.close()
    }
  }, 10_000)

  it('a handler that runs longer than REQUEST_TIMEOUT_MS is not cut: the deadlines cover receiving only', async () => {
    const r = await fetch(`http://127.0.0.1:${server.port}/api/v1/skills/counter.fixture/invoke`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ name: 'long handler', delay_ms: REQUEST_MS + 500 }),
    })
    expect(r.status).toBe(200)
    expect(await r.json()).toMatchObject({ output: { name: 'long handler', executions: 1 } })
  }, 10_000)
})
