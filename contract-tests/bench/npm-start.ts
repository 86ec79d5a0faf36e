// The "as `npm start` runs it" targets of `npm run bench`: the command of package.json's start script (`node [flags]
// src/main.ts`, read from the checkout's package.json so that a flag added there is measured too) as a
// child process with the production defaults, not startTestServer(). What differs from a user's `npm start`, and
// only that: a temporary DATA_DIR (the embedded store, WAL + synchronous=FULL as in production), a free PORT, stdout
// (the pino log, one `request` line per request at the default LOG_LEVEL=info) sent to a file, and the two traffic
// caps raised through their documented variables (RATE_LIMIT_PER_MINUTE, IP_RATE_LIMIT_PER_MINUTE): at the defaults
// (60 per key, 120 per client address a minute) a load test from one address is refused almost entirely. Both are
// still checked and counted on every request. Nothing else is inherited from this process's environment (no
// MONGODB_URL, REDIS_URL, LOG_LEVEL, NODE_ENV ...). Keys: `npm run admin -- bootstrap` before the server starts,
// then KEY_COUNT - 1 more through POST /api/v1/connect-keys, holding only the skill's permission.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { BENCH_RATE_LIMIT, SKILL_PERMISSION } from './shared.ts'

const ROOT = path.join(import.meta.dirname, '..', '..')
export const KEY_COUNT = 200

export interface NpmStartOptions {
  label: string
  /** LOG_LEVEL; undefined keeps the default (info). */
  logLevel?: string
  /** Extra node flags (e.g. --cpu-prof). */
  nodeFlags?: string[]
  /** Pin to this CPU with taskset. */
  cpu?: string | null
  /** Keys to create (default KEY_COUNT). */
  keys?: number
  log?: (s: string) => void
  /** The checkout to run (default: this one); ab.ts compares two. */
  root?: string
  /** More variables (diagnostics only: ab.ts --b-env; the bench sets none). */
  env?: Record<string, string>
}

export interface NpmStartServer {
  proc: ChildProcess
  /** The command as package.json's start script writes it (`node --max-semi-space-size=16 ... src/main.ts`). */
  command: string
  ready: { ready: true; kind: string; url: string; pid: number; key: string; logLevel: string }
  /** KEY_COUNT sk_ keys holding documents:analyse, the first one the bootstrap key (every permission). */
  keys: string[]
  dataDir: string
  /** The server's stdout (its log). */
  logFile: string
  /** The environment it runs with, minus PATH/HOME (printed in the bench output). */
  envShown: Record<string, string>
  /** Lines in the log file so far. */
  logLines(): number
  /**
   * SIGTERM, wait for the exit (graceful shutdown), count the log lines, remove the DATA_DIR (log included).
   * Idempotent.
   */
  stop(): Promise<{ exitCode: number | null; logLines: number }>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '0.0.0.0', () => {
      const p = (s.address() as net.AddressInfo).port
      s.close(() => resolve(p))
    })
  })
}

async function waitHealthy(url: string, proc: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}) before answering /health`)
    try {
      const r = await fetch(`${url}/health`)
      await r.arrayBuffer()
      if (r.status === 200) return
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error(`no 200 from ${url}/health within ${ms} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

function countLines(file: string): number {
  const buf = fs.readFileSync(file)
  let n = 0
  for (let i = buf.indexOf(10); i !== -1; i = buf.indexOf(10, i + 1)) n++
  return n
}

/** The node flags of the checkout's start script, which must be `node [flags] src/main.ts`. */
export function startScript(root: string): { command: string; flags: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: { start?: string } }
  const command = (pkg.scripts?.start ?? '').trim()
  const words = command.split(/\s+/)
  if (words[0] !== 'node' || words.at(-1) !== 'src/main.ts' || words.slice(1, -1).some((w) => !w.startsWith('--'))) {
    throw new Error(
      `${root}/package.json: the start script is not "node [--flags] src/main.ts" (${JSON.stringify(command)})`,
    )
  }
  return { command, flags: words.slice(1, -1) }
}

export async function startNpmStart(o: NpmStartOptions): Promise<NpmStartServer> {
  const log = o.log ?? (() => {})
  const root = o.root ?? ROOT
  const MAIN = path.join(root, 'src', 'main.ts')
  const ADMIN = path.join(root, 'src', 'cli', 'admin.ts')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skc-bench-npm-start-'))
  const logFile = path.join(dataDir, 'stdout.log')
  const port = await freePort()
  const shown: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT),
    IP_RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT),
    ...(o.logLevel ? { LOG_LEVEL: o.logLevel } : {}),
    ...o.env,
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.tmpdir(),
    ...shown,
  }
  const boot = spawnSync(process.execPath, [ADMIN, 'bootstrap', '--org', 'Bench', '--email', 'bench@example.com'], {
    env,
    encoding: 'utf8',
    cwd: root,
  })
  if (boot.status !== 0) throw new Error(`${o.label}: admin bootstrap failed (${boot.status}): ${boot.stderr}`)
  const first = (JSON.parse(boot.stdout) as { api_key: string }).api_key
  const out = fs.openSync(logFile, 'w')
  const start = startScript(root)
  const argv = [...start.flags, ...(o.nodeFlags ?? []), MAIN]
  const [cmd, args] = o.cpu ? ['taskset', ['-c', o.cpu, process.execPath, ...argv]] : [process.execPath, argv]
  const proc = spawn(cmd, args, { env, cwd: root, stdio: ['ignore', out, 'pipe'] })
  fs.closeSync(out)
  let stderr = ''
  proc.stderr!.on('data', (b: Buffer) => {
    stderr += b.toString()
    log(`[${o.label}] ${b.toString().trimEnd()}`)
  })
  const url = `http://127.0.0.1:${port}`
  let stopped: Promise<{ exitCode: number | null; logLines: number }> | null = null
  const stop = () =>
    (stopped ??= (async () => {
      const exitCode =
        proc.exitCode !== null || proc.signalCode !== null
          ? proc.exitCode
          : await new Promise<number | null>((resolve) => {
              const t = setTimeout(() => proc.kill('SIGKILL'), 30_000)
              proc.once('exit', (c) => {
                clearTimeout(t)
                resolve(c)
              })
              proc.kill('SIGTERM')
            })
      const logLines = fs.existsSync(logFile) ? countLines(logFile) : 0
      fs.rmSync(dataDir, { recursive: true, force: true })
      return { exitCode, logLines }
    })())
  try {
    await waitHealthy(url, proc, 60_000)
    const keys = [first]
    const want = o.keys ?? KEY_COUNT
    // Through the API, as a user would: each creation counts against the bootstrap key's (raised) budget.
    for (let i = 1; i < want; i++) {
      const r = await fetch(`${url}/api/v1/connect-keys`, {
        method: 'POST',
        headers: { authorization: `Bearer ${first}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `bench ${i}`, permissions: [SKILL_PERMISSION] }),
      })
      const body = (await r.json()) as { value?: string }
      if (r.status !== 201 || !body.value)
        throw new Error(`${o.label}: creating key ${i} answered ${r.status}: ${JSON.stringify(body).slice(0, 300)}`)
      keys.push(body.value)
    }
    const level = o.logLevel ?? 'info'
    return {
      proc,
      command: start.command,
      keys,
      dataDir,
      logFile,
      envShown: shown,
      ready: { ready: true, kind: 'npm-start', url, pid: proc.pid!, key: first, logLevel: level },
      logLines: () => countLines(logFile),
      stop,
    }
  } catch (err) {
    await stop()
    throw new Error(`${o.label}: ${(err as Error).message}${stderr ? `\n${stderr}` : ''}`)
  }
}
