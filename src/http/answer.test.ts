// writeAnswer's batching on real sockets: the first answer finished in a turn of the event loop is written at once,
// later ones are held until the turn ends (at most MAX_HELD), in order; a held answer whose client has gone is
// dropped without an error; the transport writes held answers out before it cuts connections at the end of a drain; a test
// that fakes the global timers does not hold answers forever.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { heldAnswers, MAX_HELD, writeAnswer } from './answer.ts'
import { createHttpTransport, type HttpTransport } from './server.ts'
import { httpRequest, parseResponses, rawConnect, type RawConnection } from '../testing/raw-socket.ts'

const OPTIONS = { headersTimeoutMs: 5000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5000 }
const nextTurn = () => new Promise((r) => setImmediate(r))

let transport: HttpTransport | undefined
afterEach(async () => {
  transport?.server.closeAllConnections()
  await transport?.drain({ graceMs: 0 })
  transport = undefined
})

/** A server whose handler only collects the requests; the test answers them. */
async function collecting(): Promise<{
  port: number
  waiting: Array<{ req: IncomingMessage; res: ServerResponse }>
  arrived(n: number): Promise<void>
}> {
  const waiting: Array<{ req: IncomingMessage; res: ServerResponse }> = []
  const watchers = new Set<() => void>()
  transport = createHttpTransport((req, res) => {
    waiting.push({ req, res })
    for (const w of watchers) w()
  }, OPTIONS)
  const { port } = await transport.listen(0, '127.0.0.1')
  const arrived = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (waiting.length >= n) {
          watchers.delete(check)
          resolve()
        }
      }
      watchers.add(check)
      check()
    })
  return { port, waiting, arrived }
}

async function clients(port: number, n: number): Promise<RawConnection[]> {
  const cs = await Promise.all(Array.from({ length: n }, () => rawConnect(port)))
  cs.forEach((c, i) => c.send(httpRequest('GET', `/r${i}`, {})))
  return cs
}

const answerFor = (req: IncomingMessage) => JSON.stringify({ path: req.url })

describe('answers finished in one turn of the event loop', () => {
  it('the first is written at once, the others when the turn ends, each with its own headers and body', async () => {
    const s = await collecting()
    const cs = await clients(s.port, 3)
    await s.arrived(3)
    await nextTurn()
    const [a, b, c] = s.waiting
    writeAnswer(a!.res, 200, { 'X-Which': 'a' }, answerFor(a!.req))
    expect(a!.res.writableEnded).toBe(true)
    writeAnswer(b!.res, 201, { 'X-Which': 'b' }, answerFor(b!.req))
    writeAnswer(c!.res, 204, { 'X-Which': 'c' })
    expect(b!.res.headersSent).toBe(true)
    expect(b!.res.writableEnded).toBe(false)
    expect(c!.res.writableEnded).toBe(false)
    expect(heldAnswers()).toBe(2)
    await nextTurn()
    expect(heldAnswers()).toBe(0)
    expect(b!.res.writableEnded).toBe(true)
    expect(c!.res.writableEnded).toBe(true)

    await Promise.all(cs.map((cl) => cl.waitFor(/\r\n\r\n/)))
    await cs[0]!.waitFor(/"\/r0"/)
    await cs[1]!.waitFor(/"\/r1"/)
    const got = cs.map((cl) => parseResponses(cl.received())[0]!)
    expect(got.map((r) => [r.status, r.headers['x-which']])).toEqual([
      [200, 'a'],
      [201, 'b'],
      [204, 'c'],
    ])
    expect(JSON.parse(got[0]!.body)).toEqual({ path: '/r0' })
    expect(JSON.parse(got[1]!.body)).toEqual({ path: '/r1' })
    expect(got[1]!.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(got[1]!.headers['content-length']).toBe(String(Buffer.byteLength(answerFor(b!.req))))
    expect(got[2]!.body).toBe('')
    expect(got[2]!.headers['content-type']).toBeUndefined()
  })

  it(`holds at most ${MAX_HELD}: past that, the held answers are written without waiting for the turn to end`, async () => {
    const s = await collecting()
    const n = 1 + MAX_HELD + 3
    const cs = await clients(s.port, n)
    await s.arrived(n)
    await nextTurn()
    let most = 0
    for (const { req, res } of s.waiting) {
      writeAnswer(res, 200, {}, answerFor(req))
      most = Math.max(most, heldAnswers())
    }
    expect(most).toBe(MAX_HELD - 1)
    expect(s.waiting.filter((w) => w.res.writableEnded).length).toBe(1 + MAX_HELD)
    expect(heldAnswers()).toBe(3)
    await Promise.all(cs.map((cl, i) => cl.waitFor(new RegExp(`"/r${i}"`))))
  })

  it('a held answer whose client has gone is dropped without an error, and the server goes on answering', async () => {
    const s = await collecting()
    const cs = await clients(s.port, 3)
    await s.arrived(3)
    await nextTurn()
    const [a, b, c] = s.waiting
    // b's client goes away before the turn ends (its response is not yet marked destroyed); c's was gone before.
    c!.res.destroy()
    await nextTurn()
    writeAnswer(a!.res, 200, {}, answerFor(a!.req))
    writeAnswer(b!.res, 200, {}, answerFor(b!.req))
    writeAnswer(c!.res, 200, {}, answerFor(c!.req))
    b!.req.socket.destroy()
    expect(heldAnswers()).toBe(2)
    await nextTurn()
    expect(heldAnswers()).toBe(0)
    await cs[0]!.waitFor(/"\/r0"/)
    await cs[1]!.closed
    await cs[2]!.closed
    expect(cs[1]!.received()).toBe('')
    expect(cs[2]!.received()).toBe('')

    cs[0]!.send(httpRequest('GET', '/again', {}))
    await s.arrived(4)
    writeAnswer(s.waiting[3]!.res, 200, {}, answerFor(s.waiting[3]!.req))
    await cs[0]!.waitFor(/"\/again"/)
  })

  it("at the end of a drain's grace period, an answer held in that turn is written, not cut like an event stream", async () => {
    const s = await collecting()
    const cs = await clients(s.port, 2)
    await s.arrived(2)
    const [a, b] = s.waiting
    // Both timers run in one timers phase, in the order they were set: the answers, then the end of the grace
    // period, with b's answer held. Each timer's start is read from the clock when it is set, so the grace timer
    // may start a millisecond later than the answers' timer; the thread then sleeps past both due times before it
    // returns to the event loop, so that the one timers phase finds both due (no check phase, where held answers
    // are written, runs between them).
    let heldAtGraceOver = -1
    setTimeout(() => {
      writeAnswer(a!.res, 200, {}, answerFor(a!.req))
      writeAnswer(b!.res, 200, {}, answerFor(b!.req))
    }, 50)
    const drained = transport!.drain({
      graceMs: 50,
      onGraceOver: () => {
        heldAtGraceOver = heldAnswers()
      },
    })
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120)
    await cs[1]!.waitFor(/"\/r1"/)
    await cs[0]!.waitFor(/"\/r0"/)
    await Promise.all(cs.map((cl) => cl.closed))
    await drained
    expect(heldAtGraceOver).toBe(0)
    expect(cs.map((cl) => parseResponses(cl.received())[0]!.status)).toEqual([200, 200])
  })

  it('held answers are written when the turn ends even where a test fakes the global timers', async () => {
    const s = await collecting()
    const cs = await clients(s.port, 2)
    await s.arrived(2)
    await nextTurn()
    vi.useFakeTimers({ toFake: ['setImmediate', 'setTimeout', 'setInterval'] })
    try {
      for (const { req, res } of s.waiting) writeAnswer(res, 200, {}, answerFor(req))
      expect(heldAnswers()).toBe(1)
    } finally {
      vi.useRealTimers()
    }
    await Promise.all(cs.map((cl, i) => cl.waitFor(new RegExp(`"/r${i}"`))))
  })
})
