// A server process SIGKILLed in the middle of a key creation (after the identity record is written, while the
// mirror insert hangs) leaves no usable key: after a restart on the same data the value is refused and the key is
// not listed, and the reaper removes the leftover record (spec: API key states, "the caller never sees it").
// The server is src/keys/testing/fault-server.ts: the real server with the mirror insert made to hang, reporting
// the key value it made (the only way to learn a value never shown). Runs on the embedded store (a temporary
// DATA_DIR) and, when TEST_MONGODB_URL/TEST_REDIS_URL (or MONGODB_URL/REDIS_URL) are set, on MongoDB + Redis
// (skipped with a message otherwise, or failing under REQUIRE_SERVERS=1).
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MongoClient } from 'mongodb'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { openStores } from '../services.ts'
import { ManualClock } from '../lib/clock.ts'
import { createLogger } from '../lib/logger.ts'
import { randomIds } from '../lib/ids.ts'
import { createInProcessCoordination } from '../store/memory/coordination.ts'
import { KeyReaper, type KeysDeps } from './index.ts'
import { killOnExit } from '../testing/server-process.ts'

const FAULT_SERVER = path.join(import.meta.dirname, 'testing', 'fault-server.ts')
const MAIN = path.join(import.meta.dirname, '..', 'main.ts')
const ADMIN = path.join(import.meta.dirname, '..', 'cli', 'admin.ts')

const mongo = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL
const redis = process.env.REDIS_URL || process.env.TEST_REDIS_URL
const required = process.env.REQUIRE_SERVERS === '1'
const ready = Boolean(mongo && redis)
if (!ready && !required)
  console.log(
    'key create-kill test on MongoDB skipped: MongoDB and Redis URLs not set (set REQUIRE_SERVERS=1 to make this an error)',
  )

interface Child {
  port: number
  proc: ChildProcessWithoutNullStreams
  exited: Promise<unknown>
}

/**
 * Spawns `entry` and resolves once it is ready: its "listening" line (written after the listener is bound) names the
 * port. No deadline of its own: the test's timeout bounds the wait (`signal`, aborted when the test times out), so a
 * slow start on a loaded machine is waited for as long as the test may run, and a server that exits is reported.
 */
async function startServer(entry: string, env: Record<string, string>, signal: AbortSignal): Promise<Child> {
  const proc = spawn(process.execPath, [entry], { env, stdio: ['pipe', 'pipe', 'pipe'] })
  killOnExit(proc)
  let out = ''
  proc.stderr.on('data', (b: Buffer) => {
    out += b.toString()
  })
  const exited = new Promise((resolve) => proc.on('exit', resolve))
  const port = await new Promise<number>((resolve, reject) => {
    const onAbort = () => reject(new Error(`server did not start within the test's timeout: ${out}`))
    signal.addEventListener('abort', onAbort, { once: true })
    proc.stdout.on('data', (b: Buffer) => {
      out += b.toString()
      const m = /"port":(\d+)/.exec(out)
      if (m) {
        signal.removeEventListener('abort', onAbort)
        resolve(Number(m[1]))
      }
    })
    void exited.then(() => {
      signal.removeEventListener('abort', onAbort)
      reject(new Error(`server exited early: ${out}`))
    })
  })
  return { port, proc, exited }
}

/** Polls `check` until it holds; bounded by the test's timeout (`signal`), not a deadline of its own. */
async function waitFor(check: () => boolean, what: string, signal: AbortSignal): Promise<void> {
  while (!check()) {
    if (signal.aborted) throw new Error(`the test timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const variants = [
  { name: 'embedded store', env: { MONGODB_URL: '', REDIS_URL: '' }, run: true },
  { name: 'MongoDB + Redis', env: { MONGODB_URL: mongo ?? '', REDIS_URL: redis ?? '' }, run: ready || required },
]

for (const v of variants) {
  describe.skipIf(!v.run)(`server killed mid-create: ${v.name}`, () => {
    const children: Child[] = []
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'key-kill-'))
    const db = `keykill_${randomIds.id('db').slice(3, 15).toLowerCase()}`
    afterAll(async () => {
      for (const c of children) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (v.env.MONGODB_URL) {
        const client = new MongoClient(v.env.MONGODB_URL)
        try {
          await client.db(db).dropDatabase()
        } finally {
          await client.close()
        }
      }
    })

    it('the key value is refused after the restart, the key is not listed, and the reaper removes the record', async ({
      signal,
    }) => {
      if (v.name.startsWith('MongoDB') && !ready)
        throw new Error('create-kill test on MongoDB required but MongoDB/Redis URLs are not set')
      const reportFile = path.join(dataDir, 'fault-report.jsonl')
      const env: Record<string, string> = {
        ...(process.env as Record<string, string>),
        ...v.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        MONGODB_DB: db,
        REDIS_KEY_PREFIX: `${db}:`,
        WEBHOOK_DISPATCHER: 'off',
      }
      const boot = spawnSync(
        process.execPath,
        [ADMIN, 'bootstrap', '--org', 'Kill', '--email', 'keykill@example.com'],
        { env, encoding: 'utf8' },
      )
      expect(boot.status, boot.stderr).toBe(0)
      const { api_key: admin } = JSON.parse(boot.stdout) as { api_key: string }

      const faulty = await startServer(
        FAULT_SERVER,
        { ...env, KEY_FAULT: 'hang-mirror-insert', KEY_FAULT_REPORT: reportFile },
        signal,
      )
      children.push(faulty)
      const reported = () =>
        (fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { value?: string; event?: string })
      const pending = fetch(`http://127.0.0.1:${faulty.port}/api/v1/connect-keys`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'doomed' }),
      }).then(
        (r) => r.status,
        () => 'connection lost',
      )
      await waitFor(
        () => reported().some((r) => r.event === 'mirror-insert'),
        'the create to reach the mirror insert',
        signal,
      )
      faulty.proc.kill('SIGKILL')
      await faulty.exited
      expect(await pending).toBe('connection lost') // the caller never saw the key
      const value = reported().find((r) => r.value)!.value!
      expect(value).toMatch(/^sk_/)

      // Restarted on the same data, without the fault: the value is refused and nothing new is listed.
      const second = await startServer(MAIN, env, signal)
      children.push(second)
      const call = (p: string, token: string) =>
        fetch(`http://127.0.0.1:${second.port}${p}`, { headers: { authorization: `Bearer ${token}` } }).then(
          async (r) => ({ status: r.status, body: (await r.json()) as { data?: { name: string }[] } }),
        )
      expect((await call('/api/v1/auth/me', value)).status).toBe(401)
      const list = await call('/api/v1/connect-keys', admin)
      expect(list.status).toBe(200)
      expect(list.body.data!.map((k) => k.name)).not.toContain('doomed')
      expect(list.body.data).toHaveLength(1) // the bootstrap key alone
      second.proc.kill('SIGTERM')
      await second.exited

      // The reaper (every instance runs it every 15 minutes) removes the pending leftover once it is a few minutes old.
      const stores = await openStores(loadConfig(env))
      try {
        const leftovers = async () => stores.identityKeys.listPending(new Date(8.64e15), 100)
        expect(await leftovers()).toHaveLength(1)
        const clock = new ManualClock(Date.now() + 11 * 60_000)
        const deps = {
          stores,
          coordination: createInProcessCoordination(),
          clock,
          ids: randomIds,
          logger: createLogger('silent'),
          verifier: { invalidateLocal: () => undefined },
        } as unknown as KeysDeps
        await new KeyReaper(deps).runOnce()
        expect(await leftovers()).toHaveLength(0)
      } finally {
        await stores.close()
      }
    }, 120_000) // two server starts and a bootstrap on a loaded machine: the waits above end with this timeout
  })
}
