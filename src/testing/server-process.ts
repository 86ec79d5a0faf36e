// Test support: the real entry point (src/main.ts) as a child process, an environment for it (its own DATA_DIR,
// MongoDB database and Redis prefix), the admin bootstrap against that environment, and the two store variants
// (embedded always; MongoDB + Redis when TEST_MONGODB_URL/TEST_REDIS_URL or MONGODB_URL/REDIS_URL are set, skipped
// with a message otherwise, required under REQUIRE_SERVERS=1 as in CI).
import { spawn, spawnSync, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MongoClient } from 'mongodb'

const MAIN = path.join(import.meta.dirname, '..', 'main.ts')
const ADMIN = path.join(import.meta.dirname, '..', 'cli', 'admin.ts')
export const FIXTURE_SKILLS = path.join(import.meta.dirname, 'fixtures', 'skills')

const mongo = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL
const redis = process.env.REDIS_URL || process.env.TEST_REDIS_URL
const required = process.env.REQUIRE_SERVERS === '1'
const ready = Boolean(mongo && redis)

export interface StoreVariant {
  name: string
  env: Record<string, string>
  run: boolean
  /** Throws when the variant is required but its servers are not configured. */
  check(): void
}

/**
 * STORE_VARIANTS=configured (set by .ci/run, which runs `npm test` once per configuration): each run starts only the
 * variant of its own configuration (MongoDB + Redis when MONGODB_URL is set, else the embedded store), so the slow
 * process tests (SIGKILL, restarts) run once per variant in CI instead of once per variant per configuration. The
 * default (a developer's `npm test`) runs both.
 */
const onlyConfigured = process.env.STORE_VARIANTS === 'configured'
const configuredMongo = Boolean(process.env.MONGODB_URL)

/** The embedded store, and MongoDB + Redis when configured (`what` names the suite in the skip message). */
export function storeVariants(what: string): StoreVariant[] {
  if (!ready && !required)
    console.log(
      `${what} on MongoDB + Redis skipped: MongoDB and Redis URLs not set (set REQUIRE_SERVERS=1 to make this an error)`,
    )
  if (onlyConfigured)
    console.log(
      `${what}: STORE_VARIANTS=configured, so only the ${configuredMongo ? 'MongoDB + Redis' : 'embedded store'} variant runs here (the other configuration's run covers the other)`,
    )
  return [
    {
      name: 'embedded store',
      env: { MONGODB_URL: '', REDIS_URL: '' },
      run: !onlyConfigured || !configuredMongo,
      check() {},
    },
    {
      name: 'MongoDB + Redis',
      env: { MONGODB_URL: mongo ?? '', REDIS_URL: redis ?? '' },
      run: onlyConfigured ? configuredMongo : ready || required,
      check() {
        if (!ready) throw new Error(`${what} on MongoDB + Redis required but MongoDB/Redis URLs are not set`)
      },
    },
  ]
}

export interface ServerEnv {
  env: Record<string, string>
  /** Removes the DATA_DIR and drops the MongoDB database. */
  cleanup(): Promise<void>
}

/** An environment for one server process: loopback, an ephemeral port, its own data, generous rate limits. */
export function serverEnv(variant: Record<string, string>, extra: Record<string, string> = {}): ServerEnv {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'))
  const db = `proc_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...variant,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    MONGODB_DB: db,
    REDIS_KEY_PREFIX: `${db}:`,
    RATE_LIMIT_PER_MINUTE: '1000000',
    IP_RATE_LIMIT_PER_MINUTE: '1000000',
    ...extra,
  }
  return {
    env,
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (env.MONGODB_URL) {
        const client = new MongoClient(env.MONGODB_URL)
        try {
          await client.db(db).dropDatabase()
        } finally {
          await client.close()
        }
      }
    },
  }
}

export interface Bootstrapped {
  api_key: string
  organization_id: string
}

/** `npm run admin -- bootstrap` against the environment's store: an organization and a key with every permission. */
export function bootstrap(env: Record<string, string>): Bootstrapped {
  const r = spawnSync(process.execPath, [ADMIN, 'bootstrap', '--org', 'Process', '--email', 'process@example.com'], {
    env,
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`bootstrap failed (${r.status}): ${r.stderr}`)
  return JSON.parse(r.stdout) as Bootstrapped
}

export interface ServerProcess {
  proc: ChildProcessWithoutNullStreams
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stdout(): string
  stderr(): string
  /** Resolves when stdout has a line matching `re`. */
  waitForOutput(re: RegExp, timeoutMs?: number): Promise<void>
  kill(): void
}

/**
 * Every server this test process spawned and has not seen exit: killed when the test process exits, whatever
 * happened before (a hook that timed out before its test could stop the server would otherwise leave it running,
 * and under load such orphans piled up and made the load worse).
 */
const live = new Set<ChildProcess>()
process.once('exit', () => {
  for (const p of live) p.kill('SIGKILL')
})

/** Kills `proc` with SIGKILL when this test process exits, if it is still running then (for tests spawning their own). */
export function killOnExit(proc: ChildProcess): void {
  live.add(proc)
  proc.once('exit', () => live.delete(proc))
}

/** Spawns `node src/main.ts`; does not wait for it to listen (see startServerProcess). */
export function spawnServerProcess(env: Record<string, string>): ServerProcess {
  const proc = spawn(process.execPath, [MAIN], { env, stdio: ['pipe', 'pipe', 'pipe'] })
  killOnExit(proc)
  let out = ''
  let err = ''
  const watchers = new Set<() => void>()
  proc.stdout.on('data', (b: Buffer) => {
    out += b.toString()
    for (const w of watchers) w()
  })
  proc.stderr.on('data', (b: Buffer) => {
    err += b.toString()
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal })),
  )
  return {
    proc,
    exited,
    stdout: () => out,
    stderr: () => err,
    waitForOutput(re, timeoutMs = 20_000) {
      return new Promise<void>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer)
          watchers.delete(check)
        }
        const check = () => {
          if (re.test(out)) {
            done()
            resolve()
          }
        }
        const timer = setTimeout(() => {
          done()
          reject(new Error(`no ${re} in the server output within ${timeoutMs} ms: ${out}${err}`))
        }, timeoutMs)
        watchers.add(check)
        void exited.then(({ code }) => {
          if (!re.test(out)) {
            done()
            reject(new Error(`server exited (${code}) before ${re}: ${out}${err}`))
          }
        })
        check()
      })
    },
    kill() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL')
    },
  }
}

/** Spawns the server and waits for its "listening" line; returns the port it listens on. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess & { port: number }> {
  const p = spawnServerProcess(env)
  // A server that did not come up is not left running for the caller to forget (it has no handle yet).
  try {
    await p.waitForOutput(/"port":\d+/, 45_000)
  } catch (err) {
    p.kill()
    throw err
  }
  return { ...p, port: Number(/"port":(\d+)/.exec(p.stdout())![1]) }
}
