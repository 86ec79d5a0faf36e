// The real server process (src/main.ts) SIGKILLed with webhook work in every state: deliveries that failed and wait
// for their retry, attempts in flight to a receiver that hangs, events recorded but not yet fanned out. Started
// again on the same data, it delivers every event: at least once (the same X-Webhook-Id may arrive twice), none
// lost (issue: Signed outbound webhooks; spec: Webhook delivery states). Runs on the embedded store (a temporary
// DATA_DIR) and, when TEST_MONGODB_URL/TEST_REDIS_URL (or MONGODB_URL/REDIS_URL) are set, on MongoDB + Redis
// (skipped with a message otherwise, or failing under REQUIRE_SERVERS=1). The bootstrap key's api_key.created event
// is older than the endpoints, so it is never delivered to them, however late the first fan-out (fan-out.test.ts).
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MongoClient } from 'mongodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  makeTrust,
  parsed,
  startFaultReceiver,
  waitFor,
  type FaultReceiver,
  type Trust,
} from './testing/fault-receiver.ts'
import { killOnExit } from '../testing/server-process.ts'

const MAIN = path.join(import.meta.dirname, '..', 'main.ts')
const ADMIN = path.join(import.meta.dirname, '..', 'cli', 'admin.ts')

const mongo = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL
const redis = process.env.REDIS_URL || process.env.TEST_REDIS_URL
const required = process.env.REQUIRE_SERVERS === '1'
const ready = Boolean(mongo && redis)
if (!ready && !required)
  console.log(
    'webhook process-kill test on MongoDB skipped: MongoDB and Redis URLs not set (set REQUIRE_SERVERS=1 to make this an error)',
  )

interface Child {
  port: number
  proc: ChildProcessWithoutNullStreams
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output(): string
}

async function startServer(env: Record<string, string>): Promise<Child> {
  const proc = spawn(process.execPath, [MAIN], { env, stdio: ['pipe', 'pipe', 'pipe'] })
  killOnExit(proc)
  let out = ''
  proc.stderr.on('data', (b: Buffer) => {
    out += b.toString()
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20_000)
    proc.stdout.on('data', (b: Buffer) => {
      out += b.toString()
      const m = /"port":(\d+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve(Number(m[1]))
      }
    })
    void exited.then(({ code }) => {
      clearTimeout(timer)
      reject(new Error(`server exited early (${code}): ${out}`))
    })
  })
  return { port, proc, exited, output: () => out }
}

const variants = [
  { name: 'embedded store', env: { MONGODB_URL: '', REDIS_URL: '' }, run: true },
  { name: 'MongoDB + Redis', env: { MONGODB_URL: mongo ?? '', REDIS_URL: redis ?? '' }, run: ready || required },
]

for (const v of variants) {
  describe.skipIf(!v.run)(`server killed with webhook deliveries in flight: ${v.name}`, () => {
    let trust: Trust
    let rx: FaultReceiver
    let dataDir: string
    const children: Child[] = []
    const db = `whkill_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`

    beforeAll(async () => {
      if (v.name.startsWith('MongoDB') && !ready)
        throw new Error('process-kill test on MongoDB required but MongoDB/Redis URLs are not set')
      trust = makeTrust(['localhost'])
      rx = await startFaultReceiver(trust.cert)
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-kill-'))
    })
    afterAll(async () => {
      for (const c of children) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL')
      await rx?.close()
      trust?.cleanup()
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
      if (v.env.MONGODB_URL) {
        const client = new MongoClient(v.env.MONGODB_URL)
        try {
          await client.db(db).dropDatabase()
        } finally {
          await client.close()
        }
      }
    })

    it('every event is delivered after a restart on the same data; in-flight ones again under their X-Webhook-Id', async () => {
      const env: Record<string, string> = {
        ...(process.env as Record<string, string>),
        ...v.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        MONGODB_DB: db,
        REDIS_KEY_PREFIX: `${db}:`,
        WEBHOOK_ALLOW_HOSTS: 'localhost',
        WEBHOOK_CA_FILE: trust.caFile,
        WEBHOOK_LEASE_MS: '1500',
        WEBHOOK_TIMEOUT_MS: '1000',
        WEBHOOK_POLL_MS: '50',
        WEBHOOK_RETRY_DELAYS: '1,1,1,1',
      }
      const boot = spawnSync(process.execPath, [ADMIN, 'bootstrap', '--org', 'Kill', '--email', 'kill@example.com'], {
        env,
        encoding: 'utf8',
      })
      expect(boot.status, boot.stderr).toBe(0)
      const { api_key: key } = JSON.parse(boot.stdout) as { api_key: string }

      const first = await startServer(env)
      children.push(first)
      const api = (c: Child, p: string, body?: unknown) =>
        fetch(`http://127.0.0.1:${c.port}${p}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }))
      const newKey = async (c: Child, name: string) => {
        const r = await api(c, '/api/v1/connect-keys', { name })
        expect(r.status).toBe(201)
        return String(r.body.id)
      }
      // Three endpoints: every event fans out to three deliveries, attempted side by side, so a kill during one
      // hung pass cuts off several attempts at once.
      const paths = ['/kill/1', '/kill/2', '/kill/3']
      const endpointIds: string[] = []
      for (const p of paths) {
        const reg = await api(first, '/api/v1/webhooks/endpoints', {
          url: `${rx.origin}${p}`,
          event_types: ['api_key.created'],
        })
        expect(reg.status).toBe(201)
        endpointIds.push(String(reg.body.id))
      }
      const requestsFor = (keyId: string, p: string) =>
        rx.requests.filter((r) => r.url === p && parsed(r).data.id === keyId)
      const idsOf = (keyId: string, p: string) =>
        new Set(requestsFor(keyId, p).map((r) => String(r.headers['x-webhook-id'])))

      // 1. Failed once, waiting for a retry: the receiver answers 500.
      rx.answer(500)
      const failed = [await newKey(first, 'failed 1'), await newKey(first, 'failed 2')]
      await waitFor(
        () => failed.every((id) => paths.every((p) => requestsFor(id, p).some((r) => r.answered === 500))),
        'the first attempts to fail',
      )
      // 2. In flight: the receiver hangs; 3. not yet fanned out: keys made while the dispatcher waits on the hung attempts.
      rx.hang()
      const hung = await newKey(first, 'in flight')
      await waitFor(
        () => paths.every((p) => requestsFor(hung, p).some((r) => r.answered === null)),
        'attempts in flight',
      )
      const late = await Promise.all([1, 2, 3].map((i) => newKey(first, `late ${i}`)))
      const inFlight = rx.requests
        .filter((r) => r.answered === null)
        .map((r) => [String(parsed(r).data.id), r.url] as const)
      first.proc.kill('SIGKILL')
      expect((await first.exited).signal).toBe('SIGKILL')
      expect(inFlight.length).toBeGreaterThanOrEqual(3)
      const all = [...failed, hung, ...late]
      const seenBefore = new Map(all.flatMap((id) => paths.map((p) => [`${id} ${p}`, idsOf(id, p)] as const)))

      // The receiver is healthy again; the server comes back on the same data.
      rx.answer(204)
      const started = Date.now()
      const second = await startServer(env)
      children.push(second)
      const delivered = (p: string) =>
        new Set(rx.requests.filter((r) => r.url === p && r.answered === 204).map((r) => String(parsed(r).data.id)))
      const missing = () => paths.flatMap((p) => all.filter((id) => !delivered(p).has(id)))
      await waitFor(
        () => missing().length === 0,
        `all ${all.length} events at ${paths.length} endpoints after the restart`,
        20_000,
      )
      console.log(
        `webhook kill (${v.name}): ${inFlight.length} attempts in flight at the kill; all ${all.length} events delivered to all ${paths.length} endpoints ${Date.now() - started} ms after the restart began`,
      )

      // Distinct event ids at each endpoint: every event, none lost (and nothing else).
      for (const p of paths) expect(delivered(p), p).toEqual(new Set(all))
      // One delivery per endpoint per event, across the crash: every request for it carries the same X-Webhook-Id,
      // and an attempt cut off by the kill is made again under the id the receiver already saw.
      for (const id of all) {
        for (const p of paths) {
          expect(idsOf(id, p).size, `${id} ${p}`).toBe(1)
          for (const seen of seenBefore.get(`${id} ${p}`)!) expect(idsOf(id, p).has(seen)).toBe(true)
        }
      }
      for (const [id, p] of inFlight) expect(requestsFor(id, p).length).toBeGreaterThanOrEqual(2)

      // The sender's own record: every delivery succeeded with 204. It can trail what the receiver saw: on a loaded
      // machine an attempt may reach its deadline after the receiver answered; the sender then records a timeout and
      // makes the attempt again (at least once). So wait until no delivery is pending any more, then check them all.
      const rowsOf = async (endpointId: string) =>
        (await api(second, `/api/v1/webhooks/endpoints/${endpointId}/deliveries?limit=100`)).body.data as Array<{
          id: string
          status: string
          last_response_code: number | null
          last_error: string | null
        }>
      const settled = async () =>
        (await Promise.all(endpointIds.map(rowsOf))).every((rows) => rows.every((d) => d.status !== 'pending'))
      await waitFor(settled, 'every delivery recorded as succeeded or dead', 20_000)
      for (const endpointId of endpointIds) {
        const rows = await rowsOf(endpointId)
        expect(rows).toHaveLength(all.length)
        expect(
          rows.filter((d) => d.status !== 'succeeded' || d.last_response_code !== 204),
          endpointId,
        ).toEqual([])
      }

      second.proc.kill('SIGTERM')
      expect((await second.exited).code).toBe(0)
    }, 60_000)
  })
}
