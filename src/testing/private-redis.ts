// Test support for fault tests (keys, OAuth, topics, WorkStreams): a redis-server of the test's own (never the shared one), without automatic
// persistence, that can be killed (a crash, not a clean shutdown) and started again on the same port: empty, or
// from the snapshot the test took with SAVE (an older state: what a crash of a persisting Redis loses).
// Needs `redis-server` on PATH: `haveRedisServer` says whether it is there.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'

export const haveRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0

export interface PrivateRedis {
  url: string
  /** A plain client for the test's own commands (FLUSHALL, DEL); reconnects after a restart. */
  admin: Redis
  /** SIGKILL: every key is lost, every client's connection drops. */
  kill(): Promise<void>
  /** Starts the server again on the same port: empty, or from the last SAVE if the test took one. */
  start(): Promise<void>
  close(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
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
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-redis-'))
  let child: ChildProcess | null = null
  const start = async (): Promise<void> => {
    const c = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    )
    child = c
    const deadline = Date.now() + 10_000
    for (;;) {
      if (c.exitCode !== null) throw new Error(`redis-server exited with ${c.exitCode} on port ${port}`)
      if (await answersPing(port)) return
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`)
      await new Promise((r) => setTimeout(r, 25))
    }
  }
  const kill = async (): Promise<void> => {
    const c = child
    if (!c || c.exitCode !== null || c.signalCode !== null) return
    const exited = new Promise((resolve) => c.once('exit', resolve))
    c.kill('SIGKILL')
    await exited
  }
  await start()
  const url = `redis://127.0.0.1:${port}`
  const admin = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: () => 50, lazyConnect: false })
  admin.on('error', () => {
    /* down on purpose during the tests */
  })
  return {
    url,
    admin,
    kill,
    start,
    async close() {
      admin.disconnect()
      await kill()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
