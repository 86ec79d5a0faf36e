// The transport's drain in the cases a keep-alive client library does not produce: pipelined requests (the
// `Connection: close` moves to the newest; a request behind an answer that has begun closing never runs), an
// event stream at the end of the grace period (cut) beside a handler still working (answered), and a server with
// no connections (drains at once). A plain request handler stands in for the app; process-level behaviour is in
// src/main.test.ts and src/main.shutdown.test.ts.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttpTransport, IDLE_SETTLE_MS, type HttpTransport } from './server.ts'
import { httpRequest, parseResponses, rawConnect } from '../testing/raw-socket.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const OPTIONS = { headersTimeoutMs: 5000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5000 }

/**
 * `?ms=N` answers after N ms; `?head=N` sends its headers (and a first byte) after N ms and the rest `ms` later;
 * `/stream` opens an event stream. Every request is recorded.
 */
function handler(seen: string[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    seen.push(req.url!)
    const url = new URL(req.url!, 'http://x')
    if (url.pathname === '/stream') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' })
      res.write('data: hello\n\n')
      return
    }
    const ms = Number(url.searchParams.get('ms') ?? 0)
    const head = url.searchParams.get('head')
    if (head === null) return void setTimeout(() => res.end(url.pathname), ms)
    setTimeout(() => {
      res.writeHead(200, { 'Content-Length': String(url.pathname.length) })
      res.write(url.pathname.slice(0, 1))
      setTimeout(() => res.end(url.pathname.slice(1)), ms)
    }, Number(head))
  }
}

let transport: HttpTransport | undefined
afterEach(async () => {
  transport?.server.closeAllConnections()
  await transport?.drain({ graceMs: 0 })
  transport = undefined
})

async function start(seen: string[]): Promise<number> {
  transport = createHttpTransport(handler(seen), OPTIONS)
  return (await transport.listen(0, '127.0.0.1')).port
}

describe('draining pipelined requests', () => {
  it('both run and are answered; the Connection: close moves to the last answer', async () => {
    const seen: string[] = []
    const c = await rawConnect(await start(seen))
    c.send(httpRequest('GET', '/first?ms=300', {}))
    await sleep(50)
    const drained = transport!.drain({ graceMs: 5000 })
    c.send(httpRequest('GET', '/second', {}))
    await c.closed
    await drained
    const rs = parseResponses(c.received())
    // The first answer goes out as Node would have sent it anyway: no Connection header, persistent in HTTP/1.1.
    expect(rs.map((r) => [r.body, r.headers.connection])).toEqual([
      ['/first', undefined],
      ['/second', 'close'],
    ])
    expect(seen).toEqual(['/first?ms=300', '/second'])
  })

  it('a request pipelined behind an answer that has begun with Connection: close is never run', async () => {
    const seen: string[] = []
    const c = await rawConnect(await start(seen))
    c.send(httpRequest('GET', '/first?head=150&ms=300', {}))
    await sleep(50)
    const drained = transport!.drain({ graceMs: 5000 })
    await c.waitFor(/\r\n\r\n\//) // the first answer has begun
    c.send(httpRequest('GET', '/second', {}))
    await c.closed
    await drained
    expect(parseResponses(c.received()).map((r) => [r.body, r.headers.connection])).toEqual([['/first', 'close']])
    expect(seen).toEqual(['/first?head=150&ms=300'])
  })
})

describe('draining idle connections', () => {
  it('a request whose first bytes arrived before the idle close is left to arrive, and answered', async () => {
    const seen: string[] = []
    const c = await rawConnect(await start(seen))
    c.send(httpRequest('GET', '/a', {}))
    await c.waitFor(/\/a$/)
    c.send('GET /b HTTP/1.1\r\nHost: 127.0.0.1\r\n') // headers not finished yet
    await sleep(50)
    const drained = transport!.drain({ graceMs: 5000 })
    await sleep(IDLE_SETTLE_MS + 300)
    c.send('\r\n')
    await c.closed
    await drained
    expect(parseResponses(c.received()).map((r) => [r.body, r.headers.connection])).toEqual([
      ['/a', 'keep-alive'],
      ['/b', 'close'],
    ])
  })

  it('a connection idle for IDLE_SETTLE_MS is closed without waiting for the grace period', async () => {
    const c = await rawConnect(await start([]))
    c.send(httpRequest('GET', '/a', {}))
    await c.waitFor(/\/a$/)
    const started = performance.now()
    const drained = transport!.drain({ graceMs: 10_000 })
    await c.closed
    await drained
    expect(performance.now() - started).toBeGreaterThanOrEqual(IDLE_SETTLE_MS - 100)
    expect(performance.now() - started).toBeLessThan(IDLE_SETTLE_MS + 1000)
  })
})

describe('the end of the grace period', () => {
  it('cuts an event stream, answers a handler still working, and starts nothing new', async () => {
    const seen: string[] = []
    const port = await start(seen)
    const stream = await rawConnect(port)
    stream.send(httpRequest('GET', '/stream', {}))
    await stream.waitFor(/data: hello/)
    const working = await rawConnect(port)
    working.send(httpRequest('GET', '/working?ms=2000', {}))
    await sleep(50)
    let stillRunning = -1
    const started = performance.now()
    const drained = transport!.drain({
      graceMs: 300,
      onGraceOver: (n) => {
        stillRunning = n
      },
    })
    const streamClosed = stream.closed.then(() => performance.now() - started)
    await sleep(400)
    working.send(httpRequest('GET', '/late', {})) // pipelined after the grace period: never run
    await drained
    await working.closed
    expect(stillRunning).toBe(1)
    expect(await streamClosed).toBeGreaterThanOrEqual(290)
    expect(await streamClosed).toBeLessThan(1500) // long before the working handler answers
    const rs = parseResponses(working.received())
    expect(rs.map((r) => [r.body, r.headers.connection])).toEqual([['/working', 'close']])
    expect(seen).toEqual(['/stream', '/working?ms=2000'])
  })

  it('a server without connections drains at once', async () => {
    await start([])
    const started = performance.now()
    await transport!.drain({ graceMs: 10_000 })
    expect(performance.now() - started).toBeLessThan(500)
  })
})
