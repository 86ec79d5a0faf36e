// Test support: a private mongo-java-server for fault tests that stop, resume or kill the server (never the shared
// one). It is the CI server of .ci/mongo-server, built once with `source .ci/servers.sh && build_mongo_server`;
// privateMongoMissing() says why it cannot run here (not built, no java) so a test can skip with that reason.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const SERVER_DIR = path.join(import.meta.dirname, '..', '..', '.ci', 'mongo-server', 'target')
const CLASSPATH_FILE = path.join(SERVER_DIR, 'cp.txt')
const START_TIMEOUT_MS = 30_000

export interface PrivateMongo {
  url: string
  pid: number
  /** SIGSTOP: the process keeps its sockets (connections and bytes are accepted) but answers nothing. */
  stall(): void
  /** SIGCONT. */
  resume(): void
  close(): Promise<void>
}

/** Why a private server cannot be started here, or null when it can. */
export function privateMongoMissing(): string | null {
  if (!fs.existsSync(CLASSPATH_FILE))
    return `${path.relative(process.cwd(), CLASSPATH_FILE)} is missing (run: source .ci/servers.sh && build_mongo_server)`
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) return 'java is not on PATH'
  return null
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port
      s.close(() => resolve(port))
    })
  })
}

function waitForReady(p: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(
      () => done(new Error(`mongo-java-server did not print READY ${port} within ${START_TIMEOUT_MS} ms:\n${out}`)),
      START_TIMEOUT_MS,
    )
    const done = (err?: Error) => {
      clearTimeout(timer)
      p.stdout?.removeAllListeners('data')
      p.removeAllListeners('exit')
      if (err) reject(err)
      else resolve()
    }
    p.stdout?.on('data', (d: Buffer) => {
      out += d.toString('utf8')
      if (out.split('\n').some((l) => l.trim() === `READY ${port}`)) done()
    })
    p.on('exit', (code) => done(new Error(`mongo-java-server exited with ${code} before it was ready:\n${out}`)))
  })
}

/**
 * Returns once every thread of `pid` is in the stopped state (Linux /proc), at most 5 s. kill() only queues SIGSTOP: a
 * thread stops when it next passes through the kernel, so on a loaded machine a request sent at once could still be
 * answered (seen in CI: the first store call after stall() succeeded, once in mongo-stall.test.ts, once in
 * topics/faults.test.ts). Where /proc is missing it returns at once.
 */
function waitUntilStopped(pid: number): void {
  const dir = `/proc/${pid}/task`
  if (!fs.existsSync(dir)) return
  const deadline = Date.now() + 5000
  const stopped = (): boolean =>
    fs.readdirSync(dir).every((tid) => {
      try {
        const stat = fs.readFileSync(`${dir}/${tid}/stat`, 'utf8')
        const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
        return state === 'T' || state === 't' || state === 'Z' || state === 'X'
      } catch {
        return true
      } // the thread has gone
    })
  while (!stopped()) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not stop within 5 s of SIGSTOP`)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
  }
}

export async function startPrivateMongo(): Promise<PrivateMongo> {
  const missing = privateMongoMissing()
  if (missing) throw new Error(`cannot start a private mongo-java-server: ${missing}`)
  const classpath = `${path.join(SERVER_DIR, 'classes')}:${fs.readFileSync(CLASSPATH_FILE, 'utf8').trim()}`
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort() // another process may take it before java binds: then try another
    const p = spawn('java', ['-cp', classpath, 'MongoTestServer', String(port), '13'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    try {
      await waitForReady(p, port)
    } catch (e) {
      lastError = e
      p.kill('SIGKILL')
      continue
    }
    p.stdout?.resume() // keep draining so the server never blocks on a full pipe
    const pid = p.pid!
    const exited = new Promise<void>((resolve) => {
      if (p.exitCode !== null) resolve()
      else p.once('exit', () => resolve())
    })
    return {
      url: `mongodb://127.0.0.1:${port}/?directConnection=true`,
      pid,
      stall: () => {
        process.kill(pid, 'SIGSTOP')
        waitUntilStopped(pid)
      },
      resume: () => {
        if (p.exitCode === null) process.kill(pid, 'SIGCONT')
      },
      async close() {
        if (p.exitCode !== null) return
        process.kill(pid, 'SIGCONT')
        p.kill('SIGTERM')
        const killer = setTimeout(() => p.kill('SIGKILL'), 5000)
        await exited
        clearTimeout(killer)
      },
    }
  }
  throw lastError
}
