// The access log through the real entry point (src/main.ts as `npm start` runs it, stdout a pipe): log lines are
// written in batches (src/lib/line-destination.ts), and a SIGTERM in the middle of a burst of requests loses none of
// them, also when stdout is slow: here nobody reads it from the burst until a while after the signal, so the pipe is
// full and hundreds of lines wait in the server's memory when it stops.
import { afterEach, expect, it } from 'vitest'
import { describeStoreIndependent } from './testing/configuration.ts'
import {
  bootstrap,
  serverEnv,
  startServerProcess,
  type ServerEnv,
  type ServerProcess,
} from './testing/server-process.ts'

describeStoreIndependent('the access log through the real entry point', () => {
  const tracked: (ServerEnv | ServerProcess)[] = []
  afterEach(async () => {
    for (const t of tracked.splice(0).reverse()) {
      if ('kill' in t) {
        t.kill()
        await t.exited
      } else await t.cleanup()
    }
  })

  it('SIGTERM right after a burst of requests loses no access line', async () => {
    const e = serverEnv({ MONGODB_URL: '', REDIS_URL: '' })
    tracked.push(e)
    const { api_key: key } = bootstrap(e.env)
    const server = await startServerProcess(e.env)
    tracked.push(server)
    const url = `http://127.0.0.1:${server.port}/api/v1/skills/identifiers.validate/invoke`
    const body = JSON.stringify({ identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] })
    const ids: string[] = []
    const otherStatuses: number[] = []
    const send = async (): Promise<void> => {
      const a = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body,
      })
      if (a.status === 200) ids.push(a.headers.get('x-correlation-id')!)
      else otherStatuses.push(a.status)
      await a.arrayBuffer()
    }
    // 1,200 requests, then 400 at once; SIGTERM goes out when the first 50 of those are answered, so the rest are
    // answered while the server drains.
    // Nobody reads stdout from here on: ~1,600 requests log ~700 KB, more than the pipe holds.
    server.proc.stdout.pause()
    for (let i = 0; i < 40; i++) await Promise.all(Array.from({ length: 30 }, send))
    const warm = ids.length
    let signalled = false
    const burst = Array.from({ length: 400 }, () =>
      send().then(
        () => {
          if (!signalled && ids.length - warm >= 50) {
            signalled = true
            server.proc.kill('SIGTERM')
            setTimeout(() => server.proc.stdout.resume(), 3000) // the stop itself takes ~1 s (IDLE_SETTLE_MS)
          }
        },
        () => undefined,
      ),
    ) // refused once the server stopped accepting: not answered, not logged
    await Promise.all(burst)
    expect(signalled).toBe(true)
    expect(otherStatuses).toEqual([])
    const closed = new Promise((resolve) => server.proc.once('close', resolve)) // 'exit' can come before the last of stdout
    expect((await server.exited).code).toBe(0)
    await closed
    expect(ids.length - warm).toBeGreaterThan(100) // answered during the drain too
    const lines = server
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { msg: string; correlation_id?: string; path?: string })
    const logged = new Set(lines.filter((l) => l.msg === 'request').map((l) => l.correlation_id))
    expect(ids.filter((id) => !logged.has(id))).toEqual([])
    expect(lines.at(-1)?.msg).toBe('stopped')
  }, 60_000)
})
