// Concurrency slots over real HTTP (spec: Limits, "SSE cycle event tail: 4 concurrent per key"): the fifth open
// stream is refused with 429, and a slot frees when a stream closes — also when the client just vanishes.
// Two servers sharing one store (Redis when available) share the slots. The SSE route itself arrives with
// WorkStreams; here a minimal event-stream route uses the same holdSlot().
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { holdSlot } from './index.ts'
import { systemClock } from '../lib/clock.ts'
import type { AppError } from '../errors/index.ts'
import { createInProcessCoordination } from '../store/memory/coordination.ts'
import { openRedisCoordination } from '../store/redis/coordination.ts'
import type { ConcurrencyStore, Coordination } from '../store/ports/index.ts'

async function streamServer(store: ConcurrencyStore): Promise<{ url: string; close(): Promise<void> }> {
  const app = express()
  app.get('/stream', async (_req, res) => {
    try {
      const closed = new AbortController()
      res.on('close', () => closed.abort())
      await holdSlot(store, systemClock, closed.signal, 'sse:key_test', 4)
    } catch (e) {
      const err = e as AppError
      res
        .status(err.status)
        .setHeader('Retry-After', String(err.retryAfterSeconds))
        .json({ error: { code: err.code } })
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.write(': open\n\n')
    const tick = setInterval(() => res.write('event: ping\ndata: {}\n\n'), 50)
    res.on('close', () => clearInterval(tick))
  })
  const server = await new Promise<http.Server>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s))
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

/** Opens a stream and resolves once the response head arrives. */
function open(url: string): Promise<{ status: number; req: http.ClientRequest; res: http.IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/stream`, (res) => {
      res.on('data', () => {})
      resolve({ status: res.statusCode ?? 0, req, res })
    })
    req.on('error', reject)
  })
}

async function until(f: () => Promise<boolean>, ms = 3_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await f())) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

function scenario(name: string, make: () => Promise<[Coordination, Coordination]>) {
  describe(name, () => {
    const cleanup: (() => Promise<void>)[] = []
    afterAll(async () => {
      for (const c of cleanup.reverse()) await c()
    })

    it('four streams per key; the fifth is 429; a closed or vanished client frees its slot', async () => {
      const [c1, c2] = await make()
      cleanup.push(
        () => c1.close(),
        () => c2.close(),
      )
      const a = await streamServer(c1.concurrency)
      const b = await streamServer(c2.concurrency)
      cleanup.push(
        () => a.close(),
        () => b.close(),
      )
      const streams = [await open(a.url), await open(b.url), await open(a.url), await open(b.url)]
      expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200])
      const fifth = await open(a.url)
      expect(fifth.status).toBe(429)
      expect(fifth.res.headers['retry-after']).toBe('1')
      // The client vanishes without a goodbye: its socket is destroyed.
      streams[0]!.req.destroy()
      await until(async () => (await c1.concurrency.count('sse:key_test', Date.now())) === 3)
      const replacement = await open(b.url)
      expect(replacement.status).toBe(200)
      expect((await open(a.url)).status).toBe(429)
      // A stream closed normally frees its slot too.
      streams[1]!.res.destroy()
      await until(async () => (await c2.concurrency.count('sse:key_test', Date.now())) === 3)
      expect((await open(a.url)).status).toBe(200)
      for (const s of streams) s.req.destroy()
      replacement.req.destroy()
    })
  })
}

scenario('concurrency slots, in process', async () => {
  const c = createInProcessCoordination()
  return [c, c]
})

const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL
const required = process.env.REQUIRE_SERVERS === '1'
if (redisUrl || required) {
  scenario('concurrency slots, two servers on one Redis', async () => {
    if (!redisUrl) throw new Error('Redis concurrency test required but TEST_REDIS_URL/REDIS_URL is not set')
    const prefix = `cc_test_${Date.now()}:`
    return [
      openRedisCoordination(redisUrl, { keyPrefix: prefix }),
      openRedisCoordination(redisUrl, { keyPrefix: prefix }),
    ]
  })
} else {
  console.log('Redis concurrency test skipped: TEST_REDIS_URL/REDIS_URL not set')
}
