// The Redis → in-process fallback: switching logic against a primary that can be made to reject, then the
// real thing: a Redis on a closed port, and a redis-server started by this test, killed and started again on
// the same port. The last one needs `redis-server` on PATH; without it the test is skipped with a printed
// reason, or fails with REQUIRE_SERVERS=1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import type { ConcurrencyStore, SlidingWindowStore } from '../ports/index.ts'
import { createMemoryConcurrencyStore, createMemorySlidingWindowStore } from '../memory/coordination.ts'
import { openRedisCoordination } from '../redis/coordination.ts'
import { createFallbackSwitch, withConcurrencyFallback, withFallback, type FallbackState } from './rate-limits.ts'

const MIN = 60_000

function recordingLogger() {
  const warns: { obj: unknown; msg: string }[] = []
  const infos: { obj: unknown; msg: string }[] = []
  return {
    warns,
    infos,
    logger: {
      warn: (obj: unknown, msg?: string) => {
        warns.push({ obj, msg: msg ?? '' })
      },
      info: (obj: unknown, msg?: string) => {
        infos.push({ obj, msg: msg ?? '' })
      },
    } as never,
  }
}

/** Wraps a store so every call rejects while `down.value` is true (and may be held until released). */
function flaky<T extends object>(store: T, down: { value: boolean }): T {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown
      if (typeof v !== 'function') return v
      return async (...args: unknown[]) => {
        if (down.value) throw new Error('primary down')
        return (v as (...a: unknown[]) => Promise<unknown>).apply(target, args)
      }
    },
  })
}

describe('withFallback (switching logic)', () => {
  it('answers from the secondary while the primary rejects, logs once per outage, and switches back', async () => {
    const down = { value: false }
    const primary = createMemorySlidingWindowStore()
    const secondary = createMemorySlidingWindowStore()
    const { logger, warns, infos } = recordingLogger()
    const states: FallbackState[] = []
    const w = withFallback(flaky(primary, down), secondary, { logger, onState: (s) => states.push(s) })

    expect(w.state()).toBe('primary')
    expect(await w.hit('s', 3, MIN, 0)).toMatchObject({ admitted: true, count: 1 })
    expect(await primary.peek('s', 3, MIN, 0)).toMatchObject({ count: 1 })

    down.value = true
    for (let i = 1; i <= 5; i++) {
      const d = await w.hit('s', 3, MIN, i)
      expect(d.admitted).toBe(i <= 3) // the secondary's own history: 3 admitted, then denied
    }
    expect(await w.peek('s', 3, MIN, 10)).toMatchObject({ admitted: false, count: 3 })
    // Concurrent failures still log the outage once.
    await Promise.all(Array.from({ length: 10 }, (_, i) => w.hit('t', 100, MIN, i)))
    expect(w.state()).toBe('fallback')
    expect(warns).toHaveLength(1)
    expect(warns[0]!.obj).toMatchObject({ err: 'primary down' })
    expect(infos).toHaveLength(0)
    expect(states).toEqual(['fallback'])
    expect(await primary.peek('s', 3, MIN, 10)).toMatchObject({ count: 1 })

    down.value = false
    expect(await w.hit('s', 3, MIN, 20)).toMatchObject({ admitted: true, count: 2 })
    expect(w.state()).toBe('primary')
    expect(infos).toHaveLength(1)
    expect(states).toEqual(['fallback', 'primary'])

    // A second outage is a second warn.
    down.value = true
    await w.hit('s', 3, MIN, 30)
    await w.hit('s', 3, MIN, 31)
    expect(warns).toHaveLength(2)
    down.value = false
    await w.hit('s', 3, MIN, 40)
    expect(infos).toHaveLength(2)
    expect(states).toEqual(['fallback', 'primary', 'fallback', 'primary'])
  })

  it('a slow success from before the outage does not switch back', async () => {
    let releaseSlow!: () => void
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve
    })
    let mode: 'slow' | 'down' | 'up' = 'slow'
    const inner = createMemorySlidingWindowStore()
    const primary: SlidingWindowStore = {
      async hit(...a) {
        const m = mode
        if (m === 'slow') await slowGate
        if (m === 'down') throw new Error('down')
        return inner.hit(...a)
      },
      async peek(...a) {
        return inner.peek(...a)
      },
    }
    const { logger, warns, infos } = recordingLogger()
    const w = withFallback(primary, createMemorySlidingWindowStore(), { logger })
    const slow = w.hit('s', 5, MIN, 0)
    mode = 'down'
    await w.hit('s', 5, MIN, 1)
    expect(w.state()).toBe('fallback')
    releaseSlow()
    expect((await slow).admitted).toBe(true)
    expect(w.state()).toBe('fallback')
    expect(infos).toHaveLength(0)
    mode = 'up'
    await w.hit('s', 5, MIN, 2)
    expect(w.state()).toBe('primary')
    expect(warns).toHaveLength(1)
    expect(infos).toHaveLength(1)
  })

  it('a hook that throws does not break a call', async () => {
    const { logger } = recordingLogger()
    const down = { value: true }
    const w = withFallback(flaky(createMemorySlidingWindowStore(), down), createMemorySlidingWindowStore(), {
      logger,
      onState: () => {
        throw new Error('hook')
      },
    })
    expect(await w.hit('s', 1, MIN, 0)).toMatchObject({ admitted: true })
    expect(w.state()).toBe('fallback')
  })

  it('concurrency leases fall back too, and a shared switch logs one outage once', async () => {
    const down = { value: false }
    const { logger, warns, infos } = recordingLogger()
    const sw = createFallbackSwitch({ logger })
    const pw = createMemorySlidingWindowStore()
    const pc = createMemoryConcurrencyStore()
    const sc = createMemoryConcurrencyStore()
    const w = withFallback(flaky(pw, down), createMemorySlidingWindowStore(), sw)
    const c = withConcurrencyFallback(flaky<ConcurrencyStore>(pc, down), sc, sw)

    expect(await c.acquire('s', 'a', 2, 1000, 0)).toBe(true)
    down.value = true
    await w.hit('x', 1, MIN, 0)
    expect(await c.acquire('s', 'b', 2, 1000, 0)).toBe(true) // in-process
    expect(await c.acquire('s', 'c', 2, 1000, 0)).toBe(true)
    expect(await c.acquire('s', 'd', 2, 1000, 0)).toBe(false)
    expect(await c.count('s', 0)).toBe(2)
    await c.release('s', 'c') // primary down: released in-process
    expect(await sc.count('s', 0)).toBe(1)
    expect(c.state()).toBe('fallback')
    expect(warns).toHaveLength(1)

    down.value = false
    expect(await c.count('s', 10)).toBe(1) // Redis' view: lease 'a'
    expect(c.state()).toBe('primary')
    expect(w.state()).toBe('primary')
    expect(infos).toHaveLength(1)
    // 'b' was taken in-process during the outage: renew still finds it, release frees it there.
    expect(await c.renew('s', 'b', 1000, 10)).toBe(true)
    expect(await c.renew('s', 'a', 1000, 10)).toBe(true)
    expect(await c.renew('s', 'zz', 1000, 10)).toBe(false)
    await c.release('s', 'b')
    await c.release('s', 'a')
    expect(await sc.count('s', 10)).toBe(0)
    expect(await pc.count('s', 10)).toBe(0)
  })
})

/** A loopback port nothing listens on (bound by us, then released). */
async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('withFallback over Redis', () => {
  it('answers in-process at once when Redis is unreachable (closed port)', async () => {
    const coord = openRedisCoordination(`redis://127.0.0.1:${await freePort()}`)
    const { logger, warns } = recordingLogger()
    const w = withFallback(coord.windows, createMemorySlidingWindowStore(), { logger })
    try {
      const started = Date.now()
      for (let i = 0; i < 5; i++) expect(await w.hit('k', 3, MIN, i)).toMatchObject({ admitted: i < 3 })
      expect(Date.now() - started).toBeLessThan(3000)
      expect(w.state()).toBe('fallback')
      expect(warns).toHaveLength(1)
    } finally {
      await coord.close()
    }
  })

  const haveRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0
  const requireServers = process.env.REQUIRE_SERVERS === '1'
  if (!haveRedisServer && !requireServers) {
    console.log('redis outage test skipped: redis-server not on PATH (set REQUIRE_SERVERS=1 to make this an error)')
  }

  const children: ChildProcess[] = []
  afterAll(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  })

  async function startRedis(port: number): Promise<ChildProcess> {
    const child = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    children.push(child)
    const deadline = Date.now() + 10_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode} on port ${port}`)
      const ok = await new Promise<boolean>((resolve) => {
        const sock = net.connect(port, '127.0.0.1')
        sock.once('connect', () => {
          sock.write('PING\r\n')
        })
        sock.once('data', (d) => {
          sock.destroy()
          resolve(d.toString().startsWith('+PONG'))
        })
        sock.once('error', () => {
          sock.destroy()
          resolve(false)
        })
      })
      if (ok) return child
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  async function stop(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL') // a crash, not a clean shutdown
    await exited
  }

  it.skipIf(!haveRedisServer && !requireServers)(
    'keeps answering through a Redis outage and returns to Redis after it',
    async () => {
      if (!haveRedisServer) throw new Error('redis-server required (REQUIRE_SERVERS=1) but not on PATH')
      const port = await freePort()
      let server = await startRedis(port)
      const coord = openRedisCoordination(`redis://127.0.0.1:${port}`) // its own connection-error logs are not counted here
      const { logger, warns, infos } = recordingLogger()
      const states: FallbackState[] = []
      const w = withFallback(coord.windows, createMemorySlidingWindowStore(), {
        logger,
        onState: (s) => states.push(s),
      })
      const subject = `outage-${port}`
      const now = (): number => Date.now()
      try {
        // Up: answered by Redis.
        await expect.poll(() => coord.health().then((h) => h.status), { timeout: 5000 }).toBe('ok')
        for (let i = 0; i < 3; i++) expect((await w.hit(subject, 1000, MIN, now())).admitted).toBe(true)
        expect(w.state()).toBe('primary')
        expect(await coord.windows.peek(subject, 1000, MIN, now())).toMatchObject({ count: 3 })

        // Down: every request still answered, from the in-process store, one warn.
        await stop(server)
        const outageStart = Date.now()
        for (let i = 0; i < 20; i++) {
          const t0 = Date.now()
          const d = await w.hit(subject, 1000, MIN, now())
          expect(d.admitted).toBe(true)
          expect(Date.now() - t0).toBeLessThan(2500)
          await new Promise((r) => setTimeout(r, 25))
        }
        expect(w.state()).toBe('fallback')
        expect(warns).toHaveLength(1)
        expect(infos).toHaveLength(0)
        // The in-process store counted what Redis could not (the 20 outage hits, minus any Redis answered
        // before the client noticed the crash).
        expect((await w.peek(subject, 1000, MIN, now())).count).toBeGreaterThanOrEqual(15)
        expect(Date.now() - outageStart).toBeLessThan(20_000)

        // Back: the same port, an empty Redis (no persistence); the next successful call switches back.
        server = await startRedis(port)
        await expect
          .poll(
            async () => {
              await w.hit(subject, 1000, MIN, now())
              return w.state()
            },
            { timeout: 10_000, interval: 100 },
          )
          .toBe('primary')
        expect(warns).toHaveLength(1)
        expect(infos).toHaveLength(1)
        expect(states).toEqual(['fallback', 'primary'])
        const before = (await coord.windows.peek(subject, 1000, MIN, now())).count
        expect(before).toBeGreaterThanOrEqual(1)
        await w.hit(subject, 1000, MIN, now())
        expect((await coord.windows.peek(subject, 1000, MIN, now())).count).toBe(before + 1)
      } finally {
        await coord.close()
        await stop(server)
      }
    },
    30_000,
  )
})
