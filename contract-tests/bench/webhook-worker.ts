// Child process for the webhook part of `npm run bench` (started by webhooks.ts, pinned like the HTTP servers).
// The real server (startTestServer: the app, the services, the embedded store in memory, a file, or MongoDB) with its
// webhook dispatcher started as main.ts starts it in production (`services.dispatcher.start()`: the polling loop,
// production WEBHOOK_POLL_MS, batch sizes, lease and timeout). The one change from production settings is how the
// local receiver is trusted, as in src/webhooks/webhooks.api.test.ts: WEBHOOK_ALLOW_HOSTS=localhost and
// WEBHOOK_CA_FILE holding the receiver's self-signed certificate.
//
// Setup (environment): BENCH_WH_RECEIVER_PORT, BENCH_WH_CA_FILE, BENCH_WH_PATHS (comma-separated receiver paths: one
// endpoint each, subscribed to api_key.created), BENCH_WH_STORE (memory | file | mongo), BENCH_WH_MONGO_URL.
// Then it answers the parent over the IPC channel (see WorkerRequest / WorkerReply in webhooks.ts):
//   ping      → pong with this process's clock (the parent estimates the clock offset between the two processes);
//   generate  → appends outbox events (api_key.created, data.name = the join key) at a steady rate, each with its own
//               stamp, with or without waking the dispatcher (as a change made on this instance does, or as an event
//               relayed from another instance is found: by polling);
//   stats     → the instrumented store calls and dispatcher claims since the last stats call, and this process's CPU.
// Every stamp is performance.timeOrigin + performance.now(): wall-clock milliseconds with sub-millisecond resolution,
// comparable with the parent's receive stamps (same machine, same clock).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { MongoClient } from 'mongodb'
import { createLogger } from '../../src/lib/logger.ts'
import { call, createTenant, startTestServer, type StartOptions } from '../../src/testing/test-server.ts'
import { openEmbeddedStores } from '../../src/store/embedded/index.ts'
import { outboxEvent } from '../../src/webhooks/index.ts'
import type { Stores } from '../../src/store/ports/index.ts'
import type { StoreCallStats, WorkerReply, WorkerRequest, WorkerStats } from './webhooks.ts'

const now = (): number => performance.timeOrigin + performance.now()
const send = (m: WorkerReply): void => {
  process.send!(m)
}

const env = (name: string): string => {
  const v = process.env[name]
  if (!v) throw new Error(`webhook-worker: ${name} is not set`)
  return v
}
const receiverPort = Number(env('BENCH_WH_RECEIVER_PORT'))
const caFile = env('BENCH_WH_CA_FILE')
const paths = env('BENCH_WH_PATHS').split(',')
const storeKind = env('BENCH_WH_STORE') as 'memory' | 'file' | 'mongo'
const mongoUrl = storeKind === 'mongo' ? env('BENCH_WH_MONGO_URL') : ''

// ------------------------------------------------------------------------------------- instrumented stores
// Every webhook store call is timed twice: until it returns its promise (the synchronous part: for the embedded store
// all the SQLite work) and until the promise settles (for MongoDB the round trip; for any store it also includes
// whatever else ran before this continuation). claimDue/recordAttempt also give each claim's batch time: from the
// claim returning to the last attempt of that claim being recorded. Passes are counted by webhookEvents.pending
// (every pass, pump() and runOnce(), starts with it); an idle pass is one that found no event and claimed nothing.
const calls = new Map<string, { calls: number; ms: number; syncMs: number; items: number }>()
const claims = new Map<string, { at: number; size: number; recorded: number; lastAt: number }>()
let batchMs: number[] = []
let idlePasses = 0
let lastPendingEmpty = false
let nonEmptyClaims = 0
let failedAttempts = 0

function timed<T extends object>(group: string, target: T): T {
  return new Proxy(target, {
    get(t, prop, receiver) {
      const v = Reflect.get(t, prop, receiver) as unknown
      if (typeof v !== 'function') return v
      const name = `${group}.${String(prop)}`
      return async (...args: unknown[]) => {
        const t0 = performance.now()
        const pending = (v as (...a: unknown[]) => Promise<unknown>).apply(t, args)
        const tRet = performance.now()
        const r = await pending
        const t1 = performance.now()
        const c = calls.get(name) ?? { calls: 0, ms: 0, syncMs: 0, items: 0 }
        c.calls++
        c.ms += t1 - t0
        c.syncMs += tRet - t0
        const items = Array.isArray(r) ? r.length : Array.isArray(args[0]) ? (args[0] as unknown[]).length : 1
        c.items += items
        calls.set(name, c)
        if (name === 'webhookEvents.pending') lastPendingEmpty = items === 0
        if (name === 'webhookDeliveries.claimDue' && items === 0 && lastPendingEmpty) idlePasses++
        if (name === 'webhookDeliveries.claimDue' && items > 0) {
          nonEmptyClaims++
          claims.set(String(args[2]), { at: t1, size: items, recorded: 0, lastAt: t1 })
        }
        if (name === 'webhookDeliveries.recordAttempt') {
          if ((args[2] as { status?: string } | undefined)?.status !== 'succeeded') failedAttempts++
          const cl = claims.get(String(args[1]))
          if (cl) {
            cl.recorded++
            cl.lastAt = t1
            if (cl.recorded === cl.size) {
              batchMs.push(cl.lastAt - cl.at)
              claims.delete(String(args[1]))
            }
          }
        }
        return r
      }
    },
  })
}

const instrument = (s: Stores): Stores => ({
  ...s,
  webhookEvents: timed('webhookEvents', s.webhookEvents),
  webhookEndpoints: timed('webhookEndpoints', s.webhookEndpoints),
  webhookDeliveries: timed('webhookDeliveries', s.webhookDeliveries),
})

// --------------------------------------------------------------------------------------------- the server
let dataDir: string | null = null
const opts: StartOptions = {
  env: {
    LOG_LEVEL: 'silent',
    RESPONSE_VALIDATION: 'off',
    MONGODB_URL: mongoUrl,
    REDIS_URL: '',
    WEBHOOK_ALLOW_HOSTS: 'localhost',
    WEBHOOK_CA_FILE: caFile,
    WEBHOOK_DISPATCHER: 'on',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    IP_RATE_LIMIT_PER_MINUTE: '1000000000',
  },
  logger: createLogger('silent'),
  wrapStores: instrument,
}
if (storeKind === 'file') {
  // As in production without MONGODB_URL: a SQLite file in WAL mode with synchronous=FULL (DATA_DIR).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skc-bench-webhooks-'))
  opts.stores = openEmbeddedStores(dataDir)
}
const ts = await startTestServer(opts)
const sv = ts.services
if (sv.stores.kind !== (storeKind === 'mongo' ? 'mongo' : 'embedded'))
  throw new Error(`webhook-worker: store is ${sv.stores.kind}, expected ${storeKind}`)
const tenant = await createTenant(sv)
await sv.dispatcher.runOnce() // the tenant's bootstrap key event, before any endpoint exists
for (const p of paths) {
  const r = await call(ts.url, '/api/v1/webhooks/endpoints', {
    token: tenant.adminKey,
    body: { url: `https://localhost:${receiverPort}${p}`, event_types: ['api_key.created'], description: `bench ${p}` },
  })
  if (r.status !== 201)
    throw new Error(`webhook-worker: registering ${p} answered ${r.status}: ${r.text.slice(0, 300)}`)
}
sv.dispatcher.start() // as main.ts does when WEBHOOK_DISPATCHER is on

let closing = false
async function close(code: number): Promise<void> {
  if (closing) return
  closing = true
  try {
    await ts.close()
    if (storeKind === 'mongo') {
      const client = new MongoClient(mongoUrl, { serverSelectionTimeoutMS: 3000 })
      try {
        await client.db(ts.config.mongodbDb).dropDatabase()
      } finally {
        await client.close()
      }
    }
  } catch (err) {
    console.error(err)
    code = code || 1
  } finally {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }
  process.exit(code)
}
process.on('SIGTERM', () => {
  void close(0)
})
process.on('disconnect', () => {
  void close(0)
}) // the parent died

// -------------------------------------------------------------------------------------------- generation
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * Appends `rate × seconds` events at a steady rate, one append (one store write) per event, as changes made one at
 * a time do. Sleeps until the next event is due (at least 1 ms); events due by then are appended back to back. When
 * the event loop is busy the generator falls behind (maxLagMs) and the window gets longer, up to maxMs. Each event is
 * stamped just before its append (like OutboxEvent.createdAt).
 */
async function generate(
  prefix: string,
  rate: number,
  durationMs: number,
  maxMs: number,
  wake: boolean,
): Promise<WorkerReply> {
  const total = Math.round((rate * durationMs) / 1000)
  const names: string[] = []
  const stamps: number[] = []
  let maxLagMs = 0
  const t0 = now()
  const giveUpAt = t0 + maxMs
  while (names.length < total && now() < giveUpAt) {
    const t = now()
    const due = Math.min(total, Math.floor(((t - t0) * rate) / 1000) + 1)
    maxLagMs = Math.max(maxLagMs, t - (t0 + (names.length * 1000) / rate))
    while (names.length < due) {
      const name = `${prefix}${names.length}`
      const ev = outboxEvent(sv.ids, sv.clock, tenant.organizationId, 'api_key.created', {
        id: name,
        name,
        created_at: new Date().toISOString(),
      })
      const at = now()
      await sv.stores.webhookEvents.append([ev])
      names.push(name)
      stamps.push(at)
      if (wake) sv.dispatcher.wake()
    }
    // Until the next event is due (at least 1 ms: setTimeout's floor).
    await sleep(Math.max(1, t0 + (names.length * 1000) / rate - now()))
  }
  return { op: 'generated', names, stamps, startedAt: t0, endedAt: now(), maxLagMs }
}

// ------------------------------------------------------------------------------------------------- stats
const eld = monitorEventLoopDelay({ resolution: 5 })
eld.enable()
let gc = { count: 0, totalMs: 0, maxMs: 0 }
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gc.count++
    gc.totalMs += e.duration
    gc.maxMs = Math.max(gc.maxMs, e.duration)
  }
}).observe({ entryTypes: ['gc'] })
function takeStats(): WorkerStats {
  const storeCalls: Record<string, StoreCallStats> = {}
  for (const [name, c] of calls) storeCalls[name] = { calls: c.calls, ms: c.ms, syncMs: c.syncMs, items: c.items }
  const cpu = process.cpuUsage()
  const out: WorkerStats = {
    at: now(),
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    cpuSystemSeconds: cpu.system / 1e6,
    storeCalls,
    batchMs,
    idlePasses,
    nonEmptyClaims,
    failedAttempts,
    eventLoopDelayMs: { p99: eld.percentile(99) / 1e6, max: eld.max / 1e6 },
    gc,
  }
  eld.reset()
  gc = { count: 0, totalMs: 0, maxMs: 0 }
  calls.clear()
  batchMs = []
  idlePasses = 0
  nonEmptyClaims = 0
  failedAttempts = 0
  return out
}

process.on('message', (raw) => {
  const m = raw as WorkerRequest
  const reply = (p: Promise<WorkerReply> | WorkerReply) =>
    Promise.resolve(p).then(send, (err: unknown) => {
      send({ op: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) })
    })
  if (m.op === 'ping') void reply({ op: 'pong', sentAt: m.sentAt, childAt: now() })
  else if (m.op === 'generate') void reply(generate(m.prefix, m.rate, m.durationMs, m.maxMs, m.wake))
  else if (m.op === 'stats') void reply({ op: 'stats', stats: takeStats() })
  else if (m.op === 'stop') void close(0)
})
send({
  op: 'ready',
  url: ts.url,
  key: tenant.adminKey,
  pid: process.pid,
  store: sv.stores.kind,
  pollMs: ts.config.webhooks.pollMs,
  concurrency: ts.config.webhooks.concurrency,
})
