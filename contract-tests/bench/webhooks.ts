// Webhook delivery numbers for `npm run bench`: sustained deliveries per second to a local HTTPS receiver and the
// latency from event creation to receipt, stepping the offered rate until the backlog grows.
//   - The receiver runs in this process (CPU 1 when pinned): HTTPS with a self-signed certificate for 'localhost'
//     (makeSelfSignedCertificate, as in the end-to-end test), answers 204 (after SLOW_MS on /slow/ paths) and stamps
//     every delivery when its body has arrived.
//   - The server and its dispatcher run in a child process (webhook-worker.ts, CPU 0 when pinned): the real services
//     with services.dispatcher.start(), as main.ts starts it.
//   - Events are made either in the child ("engine": outbox events appended with stores.webhookEvents.append, one
//     write each, with or without waking the dispatcher) or through the API (this process POSTs
//     /api/v1/connect-keys at a steady rate; each key creation records api_key.created and wakes the dispatcher).
// One child per series; a series steps the rate up and stops at the first step whose backlog grows. See README.md.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo, Socket } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { MongoClient } from 'mongodb'
import { Pool } from 'undici'
import { makeSelfSignedCertificate } from '../../src/webhooks/testing/https-receiver.ts'
import { checkWebhookUrl } from '../../src/webhooks/address-policy.ts'
import { parseAllowList } from '../../src/webhooks/allow-list.ts'
import { createDeliveryClient } from '../../src/webhooks/delivery-client.ts'
import { signatureHeader } from '../../src/webhooks/signing.ts'
import { Sealer } from '../../src/lib/seal.ts'
import { benchAsync, benchSync, type MicroResult } from './shared.ts'

const now = (): number => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const HERE = import.meta.dirname
const receiverEld = monitorEventLoopDelay({ resolution: 5 })

// ------------------------------------------------------------------------------------------- IPC protocol
export type WorkerRequest =
  | { op: 'ping'; sentAt: number }
  | { op: 'generate'; prefix: string; rate: number; durationMs: number; maxMs: number; wake: boolean }
  | { op: 'stats' }
  | { op: 'stop' }

export interface StoreCallStats {
  calls: number
  /** Wall ms from call to settled promise (includes other work interleaved while awaiting; for MongoDB the round trip). */
  ms: number
  /** ms until the call returned its promise: the synchronous part (for the embedded store, all the SQLite work). */
  syncMs: number
  items: number
}
export interface WorkerStats {
  at: number
  /** The child's user+system CPU seconds so far, and the system part. */
  cpuSeconds: number
  cpuSystemSeconds: number
  /** Per webhook store method: calls, total wall ms, items (rows returned, or rows passed in). */
  storeCalls: Record<string, StoreCallStats>
  /** Per claim: ms from the claim to the last of its attempts being recorded (the attempts run concurrently). */
  batchMs: number[]
  /** Passes that found no event and claimed nothing. */
  idlePasses: number
  /** claimDue calls that leased at least one delivery. */
  nonEmptyClaims: number
  /** recordAttempt calls whose outcome was not 'succeeded'. */
  failedAttempts: number
  /** perf_hooks.monitorEventLoopDelay (5 ms resolution) since the last stats call. */
  eventLoopDelayMs: { p99: number; max: number }
  /** Garbage-collection pauses (PerformanceObserver 'gc') since the last stats call. */
  gc: { count: number; totalMs: number; maxMs: number }
}

export type WorkerReply =
  | { op: 'ready'; url: string; key: string; pid: number; store: string; pollMs: number; concurrency: number }
  | { op: 'pong'; sentAt: number; childAt: number }
  | { op: 'generated'; names: string[]; stamps: number[]; startedAt: number; endedAt: number; maxLagMs: number }
  | { op: 'stats'; stats: WorkerStats }
  | { op: 'error'; message: string }

// ------------------------------------------------------------------------------------------------ receiver
/** Delay before the /slow/ paths answer (the head-of-line row). */
export const SLOW_MS = 200

class Receiver {
  private server!: https.Server
  private readonly sockets = new Set<Socket>()
  port = 0
  /** Receipt stamps per join key (data.name): one per endpoint that received the event. */
  readonly receipts = new Map<string, number[]>()
  /** The same for the /slow/ paths only. */
  readonly slowReceipts = new Map<string, number[]>()
  duplicates = 0
  private readonly ids = new Set<string>()
  connections = 0

  async start(cert: { key: string; cert: string }): Promise<void> {
    this.server = https.createServer({ key: cert.key, cert: cert.cert }, (req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const at = now()
        if (req.url === '/probe') {
          res.statusCode = 204
          res.end()
          return
        } // benchAttemptPieces' round trips
        const id = String(req.headers['x-webhook-id'] ?? '')
        if (this.ids.has(id)) this.duplicates++
        else this.ids.add(id)
        let key = ''
        try {
          key = String(
            (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: { name?: unknown } }).data?.name ?? '',
          )
        } catch {
          /* not ours */
        }
        const slow = req.url?.startsWith('/slow/') ?? false
        for (const m of slow ? [this.receipts, this.slowReceipts] : [this.receipts]) {
          const list = m.get(key)
          if (list) list.push(at)
          else m.set(key, [at])
        }
        const answer = () => {
          res.statusCode = 204
          res.end()
        }
        if (slow) setTimeout(answer, SLOW_MS)
        else answer()
      })
    })
    this.server.on('connection', (s: Socket) => {
      this.connections++
      this.sockets.add(s)
      s.on('close', () => this.sockets.delete(s))
    })
    this.server.keepAliveTimeout = 10_000
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.port = (this.server.address() as AddressInfo).port
  }

  close(): Promise<void> {
    if (!this.server?.listening) return Promise.resolve()
    return new Promise<void>((resolve) => {
      for (const s of this.sockets) s.destroy()
      this.server.close(() => resolve())
    })
  }
}

// -------------------------------------------------------------------------------------------------- worker
class Worker {
  readonly proc: ChildProcess
  ready!: Extract<WorkerReply, { op: 'ready' }>
  private readonly waiting: Array<{ resolve: (r: WorkerReply) => void; reject: (e: Error) => void }> = []
  private exited: Error | null = null

  constructor(env: Record<string, string>, pinCpu: string | null) {
    const script = path.join(HERE, 'webhook-worker.ts')
    const [cmd, argv] = pinCpu ? ['taskset', ['-c', pinCpu, process.execPath, script]] : [process.execPath, [script]]
    // The child's stdout goes to our stderr: stdout is for the tables only.
    this.proc = spawn(cmd, argv, {
      stdio: ['ignore', 2, 'inherit', 'ipc'],
      env: { ...process.env, NODE_ENV: 'production', ...env },
    })
    this.proc.on('message', (m) => {
      const w = this.waiting.shift()
      const reply = m as WorkerReply
      if (!w) return
      if (reply.op === 'error') w.reject(new Error(`webhook worker: ${reply.message}`))
      else w.resolve(reply)
    })
    this.proc.on('exit', (code) => {
      this.exited = new Error(`webhook worker exited (code ${code})`)
      for (const w of this.waiting.splice(0)) w.reject(this.exited)
    })
  }

  /** Waits for the next message (the child answers requests in order, one at a time here). */
  private next(timeoutMs: number): Promise<WorkerReply> {
    if (this.exited) return Promise.reject(this.exited)
    return new Promise<WorkerReply>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`webhook worker: no answer within ${timeoutMs} ms`)), timeoutMs)
      this.waiting.push({
        resolve: (r) => {
          clearTimeout(t)
          resolve(r)
        },
        reject: (e) => {
          clearTimeout(t)
          reject(e)
        },
      })
    })
  }

  async start(): Promise<void> {
    const r = await this.next(60_000)
    if (r.op !== 'ready') throw new Error(`webhook worker: expected ready, got ${r.op}`)
    this.ready = r
  }

  async ask<O extends WorkerReply['op']>(
    req: WorkerRequest,
    op: O,
    timeoutMs = 60_000,
  ): Promise<Extract<WorkerReply, { op: O }>> {
    const p = this.next(timeoutMs)
    this.proc.send(req)
    const r = await p
    if (r.op !== op) throw new Error(`webhook worker: expected ${op}, got ${r.op}`)
    return r as Extract<WorkerReply, { op: O }>
  }

  async stop(): Promise<void> {
    if (this.proc.exitCode !== null || this.proc.signalCode !== null) return
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        this.proc.kill('SIGKILL')
      }, 10_000)
      this.proc.once('exit', () => {
        clearTimeout(t)
        resolve()
      })
      this.proc.kill('SIGTERM')
    })
  }
}

// ------------------------------------------------------------------------------------------------- results
export interface Latency {
  p50: number
  p90: number
  p99: number
  max: number
  mean: number
}

export interface StepResult {
  offeredEventsPerSec: number
  offeredDeliveriesPerSec: number
  /** Events made (all of them, over the measured window). */
  events: number
  /** events / window seconds: below the offered rate when the generator fell behind (the window then gets longer). */
  madeEventsPerSec: number
  /** Deliveries expected: events × endpoints. */
  deliveriesExpected: number
  windowSeconds: number
  /** Deliveries of this step's events received within the window (generation start to end) / window seconds. */
  deliveredPerSec: number
  /** All receipts, including the drain after the window; per delivery, receipt minus event stamp (ms). */
  latencyMs: Latency
  /** Only for the fast endpoints in the head-of-line series (the slow endpoint's own deliveries excluded). */
  fastLatencyMs?: Latency
  /** Deliveries made but not yet received at the end of the window. */
  backlogAtEnd: number
  /** Least-squares slope of the backlog over the window, deliveries per second (0 when the engine keeps up). */
  backlogGrowthPerSec: number
  keptUp: boolean
  /** Seconds from the end of the window until the last expected delivery arrived; null when the drain cap was hit. */
  drainSeconds: number | null
  undeliveredAfterDrain: number
  duplicates: number
  /** TCP (then TLS) connections the receiver accepted during the step and its drain: each one a TLS handshake. */
  receiverNewConnections: number
  /** Attempts recorded as failed (retried after WEBHOOK_RETRY_DELAYS): should be 0 with this receiver. */
  failedAttempts: number
  /** The child's CPU over the window: share of one core, and µs per delivery received in the window. */
  serverCpuPct: number
  serverCpuUsPerDelivery: number | null
  /** The kernel's share of that CPU (system / (user + system)). */
  serverCpuSystemShare: number
  /** Event-loop delay over the window (monitorEventLoopDelay, 5 ms resolution): server child and receiver (this process). */
  serverEventLoopDelayMs: { p99: number; max: number }
  serverGc: { count: number; totalMs: number; maxMs: number }
  receiverEventLoopDelayMs: { p99: number; max: number }
  /** Generator lateness (event loop busy): the worst delay of an event behind its schedule, ms. */
  generatorMaxLagMs: number
  /** API mode only: non-201 answers / request errors. */
  apiFailures?: number
  dispatcher: {
    passes: number
    idlePasses: number
    /** Mean deliveries per non-empty claim (at most min(20, free slots of WEBHOOK_CONCURRENCY)). */
    meanClaimSize: number
    /** Per claim: from the claim to the last of its attempts recorded. */
    batchMs: { mean: number; p99: number; max: number } | null
    /** Per webhook store method: calls per delivery, µs per call. */
    /** Attempts recorded in the window (recordAttempt calls). */
    attempts: number
    storeCalls: Record<string, { calls: number; perDelivery: number; usPerCall: number; syncUsPerCall: number }>
  }
}

export interface SeriesResult {
  name: string
  what: string
  mode: 'engine' | 'api'
  wake: boolean
  store: 'memory' | 'file' | 'mongo'
  endpoints: number
  slowEndpoints: number
  pollMs: number
  /** WEBHOOK_CONCURRENCY: attempts in flight at once per instance. */
  concurrency: number
  clockOffsetMs: { offset: number; rttMs: number }
  steps: StepResult[]
  /** The highest offered rate that kept up and the first that did not (null when none in the steps). */
  lastKeptUpEventsPerSec: number | null
  firstSaturatedEventsPerSec: number | null
}

/** CPU pieces every attempt pays, timed alone in this process (median ns per call). */
export interface AttemptPieces {
  /** Sealer.open of the endpoint's sealed secret (AES-256-GCM; a new decipher per call). */
  sealerOpen: MicroResult
  /** signatureHeader([secret], timestamp, payload): HMAC-SHA256 with the secret string as key. */
  sign: MicroResult
  /** checkWebhookUrl for an allow-listed host (what the bench's endpoints pay: no lookup). */
  checkUrlAllowListed: MicroResult
  /** checkWebhookUrl for a public host name with the resolver stubbed (one public answer): the check without DNS. */
  checkUrlPublicStubbedDns: MicroResult
  /** One createDeliveryClient().deliver() to the receiver, awaited alone: both ends in this process, kept-alive TLS. */
  deliverRoundTrip: MicroResult
}

export interface WebhookResults {
  receiver: string
  attemptPieces: AttemptPieces
  /** What answered at the MongoDB URL (buildInfo version), when the MongoDB series ran. */
  mongoServer: string | null
  settings: { windowSeconds: number; drainCapSeconds: number; warmupSeconds: number; quick: boolean; slowMs: number }
  series: SeriesResult[]
  skipped: Array<{ name: string; why: string }>
  /** Series that could not run to the end (the run exits non-zero). */
  failed: Array<{ name: string; error: string }>
  totalSeconds: number
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]!
}
function latency(values: number[]): Latency {
  const s = Float64Array.from(values).sort()
  let sum = 0
  for (const v of s) sum += v
  return {
    p50: percentile(s, 50),
    p90: percentile(s, 90),
    p99: percentile(s, 99),
    max: s.length ? s[s.length - 1]! : NaN,
    mean: s.length ? sum / s.length : NaN,
  }
}

// ------------------------------------------------------------------------------------------------- series
export interface SeriesSpec {
  name: string
  mode: 'engine' | 'api'
  wake: boolean
  store: 'memory' | 'file' | 'mongo'
  endpoints: number
  slowEndpoints: number
  rates: number[]
}

export interface WebhookBenchOptions {
  quick: boolean
  pinServerCpu: string | null
  mongoUrl: string | null
  mongoSkipped: string | null
  log: (s: string) => void
  /** Replaces the default series (development). */
  specs?: SeriesSpec[]
}

const one = { mode: 'engine', wake: true, store: 'memory', endpoints: 1, slowEndpoints: 0 } as const
/** Rates are events per second; each series stops at its first step that does not keep up. */
const FULL_SERIES: SeriesSpec[] = [
  { ...one, name: 'engine, 1 endpoint', rates: [50, 200, 800, 2000, 5000] },
  { ...one, name: 'engine, 4 endpoints', endpoints: 4, rates: [50, 200, 500, 1000] },
  { ...one, name: 'engine, poll only (no wake)', wake: false, rates: [200] },
  { ...one, name: `engine, fast + slow (${SLOW_MS} ms)`, endpoints: 2, slowEndpoints: 1, rates: [100, 200] },
  { ...one, name: 'engine, SQLite file store', store: 'file', rates: [50, 200, 800] },
  { ...one, name: 'through the API, 1 endpoint', mode: 'api', rates: [50, 200, 800, 2000] },
  { ...one, name: 'engine, MongoDB store', store: 'mongo', rates: [50, 200, 800] },
]
const QUICK_SERIES: SeriesSpec[] = [
  { ...one, name: 'engine, 1 endpoint', rates: [200, 2000] },
  { ...one, name: 'through the API, 1 endpoint', mode: 'api', rates: [200] },
]
const WINDOW_S_FULL = 3
const WINDOW_S_QUICK = 2
let mongoServer: string | null = null
const DRAIN_CAP_S = 5
const DRAIN_CAP_SATURATED_S = 1
/** A step kept up when its backlog grew by at most max(floor, share × offered deliveries/s) per second. */
const GROWTH_FLOOR_PER_S = 10
const GROWTH_SHARE = 0.05
const WARMUP_S = 1
/** Warm-up rate: this, or the series' first rate when lower (no series may start with a backlog). */
const WARMUP_RATE = 100
/** A generator that falls behind stops at this many times the window (bounded run time; `made` shows the shortfall). */
const GENERATOR_MAX_STRETCH = 2
/** In-flight cap for the API generator: beyond it the generator falls behind (counted as lag). */
const API_MAX_IN_FLIGHT = 256

/** null when MongoDB answers ping at `url` within about 2 s, else why not. */
export async function probeMongo(url: string | undefined): Promise<string | null> {
  if (!url) return 'TEST_MONGODB_URL (or MONGODB_URL) is not set'
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 2000, connectTimeoutMS: 2000 })
  try {
    await client.db('admin').command({ ping: 1 })
    const info = await client
      .db('admin')
      .command({ buildInfo: 1 })
      .catch(() => null)
    // mongod's buildInfo carries gitVersion; in-memory stand-ins (such as mongo-java-server in .ci/) do not.
    mongoServer =
      `${url}, buildInfo version ${String(info?.version ?? 'unknown')}` +
      (info && !info.gitVersion
        ? " without gitVersion (not a mongod build: an in-memory stand-in such as mongo-java-server; its numbers are not MongoDB's)"
        : '')
    return null
  } catch (e) {
    return `${url}: ${e instanceof Error ? e.message : String(e)}`
  } finally {
    await client.close().catch(() => {})
  }
}

async function benchAttemptPieces(port: number, ca: string): Promise<AttemptPieces> {
  const o = { sampleMs: 100, samples: 3 }
  const sealer = new Sealer('bench-seal-secret')
  const secret = 'whsec_0123456789abcdefghijABCDEFGHIJ0123456789'
  const sealed = sealer.seal(secret)
  const payload = JSON.stringify({
    event: 'api_key.created',
    data: { id: 'key_0123456789abcdef', name: 'bench', created_at: new Date().toISOString() },
  })
  const ts = Math.floor(Date.now() / 1000)
  const allow = parseAllowList('localhost')
  const none = parseAllowList('')
  const resolve = async () => [{ address: '93.184.215.14', family: 4 }]
  const client = createDeliveryClient({ allow, ca })
  const headers = { 'content-type': 'application/json', 'x-webhook-signature': signatureHeader([secret], ts, payload) }
  const probe = await client.deliver(`https://localhost:${port}/probe`, payload, headers)
  if (!probe.ok) throw new Error(`webhooks: the receiver probe failed: ${probe.error} ${probe.detail}`)
  const deliverRoundTrip = await benchAsync(
    () => client.deliver(`https://localhost:${port}/probe`, payload, headers),
    o,
  )
  await client.close()
  return {
    deliverRoundTrip,
    sealerOpen: benchSync(() => sealer.open(sealed), o),
    sign: benchSync(() => signatureHeader([secret], ts, payload), o),
    checkUrlAllowListed: await benchAsync(() => checkWebhookUrl('https://localhost:8443/hook/0', { allow }), o),
    checkUrlPublicStubbedDns: await benchAsync(
      () => checkWebhookUrl('https://hooks.example.com/hook/0', { allow: none, resolve }),
      o,
    ),
  }
}

export async function benchWebhooks(o: WebhookBenchOptions): Promise<WebhookResults> {
  const started = now()
  const windowS = o.quick ? WINDOW_S_QUICK : WINDOW_S_FULL
  const cert = makeSelfSignedCertificate(['localhost'])
  const caDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skc-bench-webhook-ca-'))
  const caFile = path.join(caDir, 'ca.pem')
  fs.writeFileSync(caFile, cert.cert)
  const receiver = new Receiver()
  const specs: SeriesSpec[] = o.specs ?? (o.quick ? QUICK_SERIES : FULL_SERIES)
  const series: SeriesResult[] = []
  const skipped: Array<{ name: string; why: string }> = []
  const failed: Array<{ name: string; error: string }> = []
  let attemptPieces: AttemptPieces
  let seq = 0
  try {
    await receiver.start(cert)
    receiverEld.enable()
    o.log('  attempt pieces (Sealer.open, signing, URL check, one delivery round trip) ...')
    attemptPieces = await benchAttemptPieces(receiver.port, cert.cert)
    for (const spec of specs) {
      if (spec.store === 'mongo' && !o.mongoUrl) {
        skipped.push({ name: spec.name, why: `MongoDB: not available, skipped (${o.mongoSkipped})` })
        continue
      }
      o.log(`  ${spec.name}: rates ${spec.rates.join(', ')} events/s, ${windowS} s each ...`)
      const paths = Array.from({ length: spec.endpoints }, (_, i) =>
        i < spec.slowEndpoints ? `/slow/${i}` : `/hook/${i}`,
      )
      const worker = new Worker(
        {
          BENCH_WH_RECEIVER_PORT: String(receiver.port),
          BENCH_WH_CA_FILE: caFile,
          BENCH_WH_PATHS: paths.join(','),
          BENCH_WH_STORE: spec.store,
          BENCH_WH_MONGO_URL: o.mongoUrl ?? '',
        },
        o.pinServerCpu,
      )
      try {
        await worker.start()
        const clockOffsetMs = await clockOffset(worker)
        const api = spec.mode === 'api' ? new Pool(worker.ready.url, { connections: 32, pipelining: 1 }) : null
        try {
          // Warm-up (not measured): TLS connections, JIT, the first claims.
          const w = await runStep(
            worker,
            receiver,
            api,
            spec,
            `w${seq++}-`,
            Math.min(WARMUP_RATE, spec.rates[0] ?? WARMUP_RATE),
            WARMUP_S,
            paths.length,
          )
          if (w.undeliveredAfterDrain)
            o.log(`    warm-up: ${w.undeliveredAfterDrain} of ${w.deliveriesExpected} deliveries did not arrive`)
          const steps: StepResult[] = []
          for (const rate of spec.rates) {
            const r = await runStep(worker, receiver, api, spec, `s${seq++}-`, rate, windowS, paths.length)
            steps.push(r)
            o.log(
              `    ${rate} events/s: ${r.deliveredPerSec.toFixed(0)} deliveries/s, p50 ${r.latencyMs.p50.toFixed(1)} ms, p99 ${r.latencyMs.p99.toFixed(1)} ms, ` +
                `backlog at end ${r.backlogAtEnd} (growth ${r.backlogGrowthPerSec.toFixed(0)}/s), CPU ${r.serverCpuPct.toFixed(0)}%${r.keptUp ? '' : ' -- not kept up: stop stepping'}`,
            )
            if (!r.keptUp) break
          }
          const kept = steps.filter((s) => s.keptUp)
          const firstSat = steps.find((s) => !s.keptUp)
          series.push({
            name: spec.name,
            what: describe(spec, worker.ready.pollMs, worker.ready.concurrency),
            mode: spec.mode,
            wake: spec.wake,
            store: spec.store,
            endpoints: spec.endpoints,
            slowEndpoints: spec.slowEndpoints,
            pollMs: worker.ready.pollMs,
            concurrency: worker.ready.concurrency,
            clockOffsetMs,
            steps,
            lastKeptUpEventsPerSec: kept.length ? kept[kept.length - 1]!.offeredEventsPerSec : null,
            firstSaturatedEventsPerSec: firstSat ? firstSat.offeredEventsPerSec : null,
          })
        } finally {
          await api?.close()
        }
      } catch (err) {
        // One series failing (a store going away, a worker that cannot start) does not lose the rest of the run:
        // it is reported, and run.ts exits non-zero after printing everything.
        const message = err instanceof Error ? err.message : String(err)
        o.log(`    FAILED: ${message}`)
        failed.push({ name: spec.name, error: message })
      } finally {
        await worker.stop()
      }
    }
  } finally {
    receiverEld.disable()
    await receiver.close()
    fs.rmSync(caDir, { recursive: true, force: true })
  }
  return {
    mongoServer: series.some((x) => x.store === 'mongo') ? mongoServer : null,
    attemptPieces,
    receiver: `node:https on 127.0.0.1, self-signed P-256 certificate for localhost (trusted through WEBHOOK_CA_FILE), answers 204${o.pinServerCpu ? ', in the bench process (CPU 1)' : ''}`,
    settings: {
      windowSeconds: windowS,
      drainCapSeconds: DRAIN_CAP_S,
      warmupSeconds: WARMUP_S,
      quick: o.quick,
      slowMs: SLOW_MS,
    },
    series,
    skipped,
    failed,
    totalSeconds: (now() - started) / 1000,
  }
}

function describe(s: SeriesSpec, pollMs: number, concurrency: number): string {
  const store =
    s.store === 'memory'
      ? 'embedded store in memory'
      : s.store === 'file'
        ? 'embedded store in a SQLite file (WAL, synchronous=FULL)'
        : 'MongoDB store'
  const gen =
    s.mode === 'api'
      ? 'POST /api/v1/connect-keys from the bench process (each creation records api_key.created and wakes the dispatcher)'
      : `stores.webhookEvents.append in the server process, one event per write${s.wake ? ', then dispatcher.wake() (as a change on this instance does)' : ', no wake: found by polling'}`
  return `${gen}; ${store}; ${s.endpoints} endpoint(s)${s.slowEndpoints ? `, ${s.slowEndpoints} answering after ${SLOW_MS} ms` : ''}; dispatcher.start(), WEBHOOK_POLL_MS=${pollMs}, WEBHOOK_CONCURRENCY=${concurrency}`
}

/** Child clock minus this process's clock, from the ping with the shortest round trip. */
async function clockOffset(w: Worker): Promise<{ offset: number; rttMs: number }> {
  let best = { offset: 0, rttMs: Infinity }
  for (let i = 0; i < 20; i++) {
    const sentAt = now()
    const r = await w.ask({ op: 'ping', sentAt }, 'pong')
    const back = now()
    if (back - sentAt < best.rttMs) best = { offset: r.childAt - (sentAt + back) / 2, rttMs: back - sentAt }
  }
  return best
}

/** Creates keys named prefix+i at `rate` per second for `seconds` through the API; stamps each request as it is sent. */
async function apiGenerate(
  pool: Pool,
  key: string,
  prefix: string,
  rate: number,
  seconds: number,
): Promise<{
  names: string[]
  stamps: number[]
  startedAt: number
  endedAt: number
  maxLagMs: number
  failures: number
}> {
  const total = Math.round(rate * seconds)
  const names: string[] = []
  const stamps: number[] = []
  const inflight = new Set<Promise<void>>()
  let failures = 0
  let maxLagMs = 0
  const t0 = now()
  const giveUpAt = t0 + seconds * 1000 * GENERATOR_MAX_STRETCH
  while (names.length < total && now() < giveUpAt) {
    const t = now()
    const due = Math.min(total, Math.floor(((t - t0) * rate) / 1000) + 1)
    maxLagMs = Math.max(maxLagMs, t - (t0 + (names.length * 1000) / rate))
    while (names.length < due && inflight.size < API_MAX_IN_FLIGHT) {
      const name = `${prefix}${names.length}`
      names.push(name)
      stamps.push(now())
      const p: Promise<void> = pool
        .request({
          path: '/api/v1/connect-keys',
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ name }),
        })
        .then(
          async (res) => {
            await res.body.dump()
            if (res.statusCode !== 201) failures++
          },
          () => {
            failures++
          },
        )
        .finally(() => {
          inflight.delete(p)
        })
      inflight.add(p)
    }
    await sleep(Math.max(1, t0 + (names.length * 1000) / rate - now()))
  }
  const endedAt = now()
  await Promise.all(inflight)
  return { names, stamps, startedAt: t0, endedAt, maxLagMs: Math.max(0, maxLagMs), failures }
}

async function runStep(
  worker: Worker,
  rx: Receiver,
  api: Pool | null,
  spec: SeriesSpec,
  prefix: string,
  rate: number,
  seconds: number,
  endpoints: number,
): Promise<StepResult> {
  const dup0 = rx.duplicates
  const conn0 = rx.connections
  receiverEld.reset()
  let gen: { names: string[]; stamps: number[]; startedAt: number; endedAt: number; maxLagMs: number }
  let apiFailures: number | undefined
  // A stats call resets the child's counters: the next one covers the window only.
  const before = (await worker.ask({ op: 'stats' }, 'stats')).stats
  const cpu0 = before.cpuSeconds
  if (api) {
    const g = await apiGenerate(api, worker.ready.key, prefix, rate, seconds)
    apiFailures = g.failures
    gen = g
  } else {
    gen = await worker.ask(
      {
        op: 'generate',
        prefix,
        rate,
        durationMs: seconds * 1000,
        maxMs: seconds * 1000 * GENERATOR_MAX_STRETCH,
        wake: spec.wake,
      },
      'generated',
      seconds * 1000 * GENERATOR_MAX_STRETCH + 60_000,
    )
  }
  const stats = (await worker.ask({ op: 'stats' }, 'stats')).stats
  const windowEnd = gen.endedAt
  const rxEld = { p99: receiverEld.percentile(99) / 1e6, max: receiverEld.max / 1e6 }
  const windowS = (windowEnd - gen.startedAt) / 1000
  const expected = gen.names.length * endpoints
  const offeredDel = rate * endpoints

  // Backlog over the window, sampled every 20 ms: deliveries of the events stamped so far minus those received so far.
  // Its least-squares slope says whether the engine kept up (a steady backlog, e.g. what one poll interval holds, is fine).
  const stampsSorted = Float64Array.from(gen.stamps).sort()
  const recvSorted = Float64Array.from(gen.names.flatMap((n) => rx.receipts.get(n) ?? [])).sort()
  const countLe = (a: Float64Array, x: number) => {
    let lo = 0
    let hi = a.length
    while (lo < hi) {
      const m = (lo + hi) >> 1
      if (a[m]! <= x) lo = m + 1
      else hi = m
    }
    return lo
  }
  const backlogAt = (t: number) => countLe(stampsSorted, t) * endpoints - countLe(recvSorted, t)
  const xs: number[] = []
  const ys: number[] = []
  for (let t = gen.startedAt; t <= windowEnd; t += 20) {
    xs.push((t - gen.startedAt) / 1000)
    ys.push(backlogAt(t))
  }
  const slope = leastSquaresSlope(xs, ys)
  const keptUp = slope <= Math.max(GROWTH_FLOOR_PER_S, GROWTH_SHARE * offeredDel)
  const inWindow = countLe(recvSorted, windowEnd)

  // Drain: wait for every delivery of this step (a step that did not keep up gets a short cap: the series stops there).
  const deadline = now() + (keptUp ? DRAIN_CAP_S : DRAIN_CAP_SATURATED_S) * 1000
  const countMine = () => {
    let n = 0
    for (const name of gen.names) n += rx.receipts.get(name)?.length ?? 0
    return n
  }
  let received = countMine()
  while (received < expected && now() < deadline) {
    await sleep(20)
    received = countMine()
  }

  // Per delivery: receipt minus event stamp (the stamps are the child's clock in engine mode; see clockOffsetMs).
  const lat: number[] = []
  const fastLat: number[] = []
  let lastReceipt = 0
  for (let i = 0; i < gen.names.length; i++) {
    const name = gen.names[i]!
    const st = gen.stamps[i]!
    for (const r of rx.receipts.get(name) ?? []) {
      lat.push(r - st)
      lastReceipt = Math.max(lastReceipt, r)
    }
    if (spec.slowEndpoints) {
      const slow = rx.slowReceipts.get(name) ?? []
      for (const r of rx.receipts.get(name) ?? []) if (!slow.includes(r)) fastLat.push(r - st)
    }
  }

  const sc = stats.storeCalls
  const storeCalls: Record<string, { calls: number; perDelivery: number; usPerCall: number; syncUsPerCall: number }> =
    {}
  const attempts = sc['webhookDeliveries.recordAttempt']?.calls ?? 0
  for (const [name, c] of Object.entries(sc)) {
    storeCalls[name] = {
      calls: c.calls,
      perDelivery: attempts ? c.calls / attempts : NaN,
      usPerCall: (c.ms * 1000) / c.calls,
      syncUsPerCall: (c.syncMs * 1000) / c.calls,
    }
  }
  const claim = sc['webhookDeliveries.claimDue']
  const batches = Float64Array.from(stats.batchMs).sort()
  const cpuS = stats.cpuSeconds - cpu0
  return {
    offeredEventsPerSec: rate,
    offeredDeliveriesPerSec: offeredDel,
    events: gen.names.length,
    madeEventsPerSec: gen.names.length / windowS,
    deliveriesExpected: expected,
    windowSeconds: windowS,
    deliveredPerSec: inWindow / windowS,
    latencyMs: latency(lat),
    ...(spec.slowEndpoints ? { fastLatencyMs: latency(fastLat) } : {}),
    backlogAtEnd: backlogAt(windowEnd),
    backlogGrowthPerSec: slope,
    keptUp,
    drainSeconds: received >= expected ? Math.max(0, (lastReceipt - windowEnd) / 1000) : null,
    undeliveredAfterDrain: Math.max(0, expected - received),
    duplicates: rx.duplicates - dup0,
    receiverNewConnections: rx.connections - conn0,
    failedAttempts: stats.failedAttempts,
    serverCpuPct: (cpuS / windowS) * 100,
    serverCpuUsPerDelivery: inWindow ? (cpuS * 1e6) / inWindow : null,
    serverCpuSystemShare: cpuS > 0 ? (stats.cpuSystemSeconds - before.cpuSystemSeconds) / cpuS : 0,
    serverEventLoopDelayMs: stats.eventLoopDelayMs,
    serverGc: stats.gc,
    receiverEventLoopDelayMs: rxEld,
    generatorMaxLagMs: gen.maxLagMs,
    ...(apiFailures !== undefined ? { apiFailures } : {}),
    dispatcher: {
      passes: sc['webhookEvents.pending']?.calls ?? 0,
      attempts,
      idlePasses: stats.idlePasses,
      meanClaimSize: claim && stats.nonEmptyClaims ? claim.items / stats.nonEmptyClaims : 0,
      batchMs: batches.length
        ? {
            mean: batches.reduce((a, b) => a + b, 0) / batches.length,
            p99: percentile(batches, 99),
            max: batches[batches.length - 1]!,
          }
        : null,
      storeCalls,
    },
  }
}

function leastSquaresSlope(xs: number[], ys: number[]): number {
  const n = xs.length
  if (n < 2) return 0
  let sx = 0
  let sy = 0
  let sxx = 0
  let sxy = 0
  for (let i = 0; i < n; i++) {
    sx += xs[i]!
    sy += ys[i]!
    sxx += xs[i]! * xs[i]!
    sxy += xs[i]! * ys[i]!
  }
  const d = n * sxx - sx * sx
  return d === 0 ? 0 : (n * sxy - sx * sy) / d
}

// -------------------------------------------------------------------------------------------------- print
const f0 = (x: number) => Math.round(x).toLocaleString('en-US')
const fms = (x: number) => (Number.isNaN(x) ? '-' : x >= 100 ? x.toFixed(0) : x.toFixed(1))
const fus = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? '-' : x.toFixed(0))

/** The webhook table and the derived hot-spot lines, for run.ts. `table` is run.ts's column formatter. */
export function formatWebhooks(
  r: WebhookResults,
  table: (headers: string[], rows: string[][], rightFrom?: number) => string,
  pinned: boolean,
): string[] {
  const p: string[] = []
  const pollMs = r.series[0]?.pollMs ?? 250
  const concurrency = r.series[0]?.concurrency ?? 32
  p.push(
    `Webhooks  dispatcher.start() in a child server process${pinned ? ' (CPU 0)' : ''}, HTTPS receiver answering 204 in this process${pinned ? ' (CPU 1)' : ''}; ` +
      `${r.settings.windowSeconds} s per step after a ${r.settings.warmupSeconds} s warm-up per series; WEBHOOK_POLL_MS=${pollMs}, WEBHOOK_CONCURRENCY=${concurrency}`,
  )
  p.push(
    '(engine: outbox events appended in the server process, one write each, then dispatcher.wake(); API: POST /api/v1/connect-keys from this process. ' +
      'ev/s offered, made = achieved. Latency: event stamp (API: request sent) to the delivery\'s body received; ">": some deliveries had not arrived when the step ended, a lower bound. ' +
      "server CPU and µs/del: the server child, events' making included. new conns: TLS connections the receiver accepted in the step)",
  )
  const rows: string[][] = []
  for (const s of r.series) {
    for (const st of s.steps) {
      const lb = st.undeliveredAfterDrain > 0 ? '>' : ''
      rows.push([
        s.name,
        f0(st.offeredEventsPerSec),
        f0(st.madeEventsPerSec),
        String(s.endpoints),
        f0(st.offeredDeliveriesPerSec),
        f0(st.deliveredPerSec),
        lb + fms(st.latencyMs.p50),
        lb + fms(st.latencyMs.p99),
        lb + fms(st.latencyMs.max),
        f0(st.backlogAtEnd),
        f0(st.backlogGrowthPerSec),
        st.keptUp ? 'yes' : 'NO',
        `${st.serverCpuPct.toFixed(0)}%`,
        st.serverCpuUsPerDelivery === null ? '-' : f0(st.serverCpuUsPerDelivery),
        String(st.receiverNewConnections),
      ])
    }
  }
  p.push(
    table(
      [
        'series',
        'ev/s',
        'made',
        'endpoints',
        'del/s offered',
        'delivered/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'backlog end',
        'growth/s',
        'kept up',
        'server CPU',
        'µs/del',
        'new conns',
      ],
      rows,
    ),
  )
  for (const s of r.skipped) p.push(`${s.name} -- ${s.why}`)
  for (const s of r.failed) p.push(`${s.name} -- FAILED: ${s.error}`)
  if (r.mongoServer) p.push(`MongoDB: ${r.mongoServer}`)
  const failures = r.series
    .flatMap((s) => s.steps)
    .reduce((n, st) => n + st.failedAttempts + st.duplicates + (st.apiFailures ?? 0), 0)
  if (failures) p.push(`failed attempts / duplicate deliveries / API failures: ${failures} (should be 0)`)
  p.push('saturation (a series stops at its first offered rate whose backlog grew):')
  for (const s of r.series) {
    const sat = s.steps.find((x) => !x.keptUp)
    const last = s.lastKeptUpEventsPerSec
    p.push(
      `  ${s.name}: ${last === null ? 'no step kept up' : `kept up at ${f0(last)} events/s`}, ` +
        (sat
          ? `not at ${f0(sat.offeredEventsPerSec)}: ${f0(sat.deliveredPerSec)} deliveries/s sustained, server CPU ${sat.serverCpuPct.toFixed(0)}%`
          : 'no step saturated'),
    )
  }

  // Hot spots, from the instrumented store calls (synchronous µs per call: the SQLite work on the event loop).
  const byName = (n: string) => r.series.find((s) => s.name === n)
  const main = byName('engine, 1 endpoint')
  const best = main ? [...main.steps].reverse().find((x) => x.keptUp) : undefined
  if (main && best) {
    const c = best.dispatcher.storeCalls
    const sync = (n: string) => c[n]?.syncUsPerCall
    const fan = ['webhookEndpoints.listByOrganization', 'webhookDeliveries.insertMany', 'webhookEvents.markDispatched']
    const perDelivery = Object.entries(c)
      .filter(([n]) => n !== 'webhookEvents.append')
      .reduce((a, [, v]) => a + v.syncUsPerCall * v.perDelivery, 0)
    const passes = best.dispatcher.passes
    const attempts = best.dispatcher.attempts
    const passCost = (sync('webhookEvents.pending') ?? 0) + (sync('webhookDeliveries.claimDue') ?? 0)
    p.push(
      `where the time goes (engine, 1 endpoint, ${f0(best.offeredEventsPerSec)} events/s, the highest rate that kept up; synchronous store µs per call):`,
    )
    p.push(
      `  fan-out, per event: listByOrganization ${fus(sync(fan[0]!))}, insertMany ${fus(sync(fan[1]!))}, markDispatched ${fus(sync(fan[2]!))}` +
        ` = ${fus(fan.reduce((a, n) => a + (sync(n) ?? 0), 0))} µs (three store calls for every event, none shared by the events of one pass)`,
    )
    p.push(
      `  passes: ${attempts ? (passes / attempts).toFixed(1) : '-'} per delivery (${attempts ? (best.dispatcher.idlePasses / attempts).toFixed(1) : '-'} of them idle), ` +
        `each pending ${fus(sync('webhookEvents.pending'))} + claimDue ${fus(sync('webhookDeliveries.claimDue'))} (mean claim ${best.dispatcher.meanClaimSize.toFixed(1)}): ` +
        `every wake() and every finished attempt runs a pass, ${attempts ? fus((passes / attempts) * passCost) : '-'} µs per delivery; ` +
        `per attempt: endpoints.get ${fus(sync('webhookEndpoints.get'))}, recordAttempt ${fus(sync('webhookDeliveries.recordAttempt'))}`,
    )
    p.push(
      `  dispatcher store work ${fus(perDelivery)} µs per delivery of ${best.serverCpuUsPerDelivery === null ? '-' : f0(best.serverCpuUsPerDelivery)} µs server CPU per delivery ` +
        `(the rest: HTTPS client, signing, promises, timers; plus ${fus(sync('webhookEvents.append'))} µs to append the event)`,
    )
    const kept = main.steps.filter((x) => x.keptUp)
    p.push(
      `  connections (new TLS connections at the receiver, p99): ${kept.map((x) => `${f0(x.offeredEventsPerSec)}/s ${x.receiverNewConnections}, ${fms(x.latencyMs.p99)} ms`).join('; ')} ` +
        '(more attempts in flight open more connections, each a TLS handshake on both ends; the client closes idle ones after 4 s)',
    )
    const ap = r.attemptPieces
    p.push(
      `  CPU every attempt pays before its request (timed alone in this process): Sealer.open ${fus(ap.sealerOpen.nsPerOp / 1000)}, ` +
        `signatureHeader ${fus(ap.sign.nsPerOp / 1000)}, checkWebhookUrl ${fus(ap.checkUrlAllowListed.nsPerOp / 1000)} ` +
        `(a public host with DNS stubbed: ${fus(ap.checkUrlPublicStubbedDns.nsPerOp / 1000)}, plus the real lookup) µs; ` +
        `one deliver() round trip awaited alone, client and receiver both in this process: ${fus(ap.deliverRoundTrip.nsPerOp / 1000)} µs`,
    )
    const sat = main.steps.find((x) => !x.keptUp)
    if (sat) {
      const sa = sat.dispatcher.attempts
      p.push(
        `  at ${f0(sat.offeredEventsPerSec)} events/s: ${f0(sat.deliveredPerSec)} deliveries/s with the server at ${sat.serverCpuPct.toFixed(0)}% of a core, ` +
          `${sa ? (sat.dispatcher.passes / sa).toFixed(1) : '-'} passes per delivery, mean claim ${sat.dispatcher.meanClaimSize.toFixed(1)} ` +
          `(each finished attempt frees one slot and claims again), ${f0(sat.serverCpuUsPerDelivery ?? NaN)} µs CPU per delivery`,
      )
    }
  }
  const poll = byName('engine, poll only (no wake)')?.steps[0]
  const woken = main?.steps.find((x) => poll && x.offeredEventsPerSec === poll.offeredEventsPerSec)
  if (poll) {
    p.push(
      `  poll interval: found by polling only, ${f0(poll.offeredEventsPerSec)} events/s: p50 ${fms(poll.latencyMs.p50)} / p99 ${fms(poll.latencyMs.p99)} ms` +
        (woken ? `, woken: p50 ${fms(woken.latencyMs.p50)} / p99 ${fms(woken.latencyMs.p99)} ms` : '') +
        ` (WEBHOOK_POLL_MS=${pollMs}: events relayed from another instance wait for the next poll)`,
    )
  }
  const hol = r.series.find((s) => s.slowEndpoints > 0)
  if (hol?.steps[0]) {
    const a = hol.steps[0]
    const alone = main?.steps.find((x) => x.offeredEventsPerSec >= a.offeredEventsPerSec) ?? main?.steps.at(-1)
    const b = hol.steps.find((x) => !x.keptUp)
    const fast = (x: StepResult) =>
      `p50 ${fms(x.fastLatencyMs?.p50 ?? NaN)} / p99 ${fms(x.fastLatencyMs?.p99 ?? NaN)} ms`
    p.push(
      `  slow endpoint (${r.settings.slowMs} ms): each of its attempts holds one of ${concurrency} slots for ${r.settings.slowMs} ms, so it alone can take ` +
        `${f0((concurrency * 1000) / r.settings.slowMs)} deliveries/s. At ${f0(a.offeredEventsPerSec)} events/s the fast endpoint's ${fast(a)}` +
        (alone
          ? ` (1 endpoint alone at ${f0(alone.offeredEventsPerSec)}: p50 ${fms(alone.latencyMs.p50)} / p99 ${fms(alone.latencyMs.p99)} ms)`
          : '') +
        (b
          ? `; at ${f0(b.offeredEventsPerSec)} events/s: ${f0(b.deliveredPerSec)} deliveries/s in all, the fast endpoint's ${fast(b)}: ` +
            "one queue, oldest due first, so its deliveries wait behind the slow endpoint's backlog"
          : ''),
    )
  }
  const file = byName('engine, SQLite file store')
  const fileStep = file?.steps[0]
  if (fileStep) {
    const c = fileStep.dispatcher.storeCalls
    const mem = main?.steps.find((x) => x.offeredEventsPerSec === fileStep.offeredEventsPerSec)?.dispatcher.storeCalls
    const names = [
      'webhookEvents.append',
      'webhookDeliveries.insertMany',
      'webhookEvents.markDispatched',
      'webhookDeliveries.recordAttempt',
    ]
    const sat = file.steps.find((x) => !x.keptUp)
    p.push(
      `  SQLite file (WAL, synchronous=FULL): ${names.map((n) => `${n.split('.')[1]} ${fus(c[n]?.syncUsPerCall)}${mem ? ` (memory ${fus(mem[n]?.syncUsPerCall)})` : ''}`).join(', ')} µs per call, ` +
        `each a committed transaction synced on the event loop` +
        (sat ? `; at ${f0(sat.offeredEventsPerSec)} events/s: ${f0(sat.deliveredPerSec)} deliveries/s` : ''),
    )
  }
  const mongo = byName('engine, MongoDB store')
  if (mongo?.steps[0]) {
    const st = [...mongo.steps].reverse().find((x) => x.keptUp) ?? mongo.steps[0]
    const c = st.dispatcher.storeCalls
    const wall = (n: string) => (c[n] ? (c[n].usPerCall / 1000).toFixed(1) : '-')
    p.push(
      `  MongoDB (${f0(st.offeredEventsPerSec)} events/s; wall ms per call): claimDue ${wall('webhookDeliveries.claimDue')} (one findOneAndUpdate per leased delivery, mean claim ${st.dispatcher.meanClaimSize.toFixed(1)}), ` +
        `pending ${wall('webhookEvents.pending')}, listByOrganization ${wall('webhookEndpoints.listByOrganization')}, insertMany ${wall('webhookDeliveries.insertMany')}, ` +
        `markDispatched ${wall('webhookEvents.markDispatched')}, endpoints.get ${wall('webhookEndpoints.get')}, recordAttempt ${wall('webhookDeliveries.recordAttempt')}`,
    )
  }
  return p
}
