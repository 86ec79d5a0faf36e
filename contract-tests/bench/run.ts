// `npm run bench`: prints throughput/latency numbers; it is not a test and exits 0 whatever the numbers are
// (non-zero only when the bench itself could not run, e.g. the skill call does not answer 200).
//   1. baseline: bare express 5 + express.json() answering the same JSON POST (child process)
//   2. the service as `npm start` runs it (npm-start.ts: package.json's start command, LOG_LEVEL info to a file, 200 keys in
//      turn; the headline), the same with LOG_LEVEL=warn, and startTestServer() with a silent logger: authenticated
//      POST /api/v1/skills/identifiers.validate/invoke (child processes)
//   3. our server: a write skill with a fresh Idempotency-Key per request, in-process coordination and, when
//      Redis is reachable (TEST_REDIS_URL, else REDIS_URL), Redis coordination (child processes)
//   4. sk_ key verification, cache hit and miss (in process)
//   5. routing cost versus operation count: ApiRouter vs openapi-backend's matchOperation (in process)
//   6. limiter cost per call: windows.hit and Limiter.requestBudget, in-process store and Redis (in process)
//   7. webhooks: sustained deliveries/s and event-to-receipt latency, the dispatcher in a child server process, an
//      HTTPS receiver in this process, stepping the offered rate until the backlog grows (webhooks.ts)
//   8. books (books.ts): a 100,000-line CSV bank statement imported through npm start (time and server CPU per import,
//      peak memory); the reconcile and anomalies engines, each in a child process of its own (engine-child.ts)
//   9. /mcp: the same skill as an MCP tool (tools/call) on the npm start server, the same keys in turn
//  10. WorkStreams engine (workstreams-engine.ts): task transitions per second and a 10-task cycle start to completed, in process
// Servers run in a child process pinned to CPU 0 (`taskset -c 0`); this process (autocannon, the receiver and the
// in-process benches) pins itself to CPU 1. Results: a table on stdout and contract-tests/bench/last-run.json.
// Options: --quick (1 s warm-up, 3 s measured, N = 10,100), --http-only, --npm-start-only (baseline and the npm start
// rows only, /mcp included), --mcp-only (baseline, npm start at info and /mcp), --micro-only, --webhooks-only, --books-only,
// --workstreams-only, --no-webhooks, --no-books, --no-workstreams, --no-pin, --no-redis, --no-mongo;
// --books-rounds N (imports in the books row, default 3).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Options, type Result } from 'autocannon'
import { KEY_COUNT, startNpmStart, type NpmStartServer } from './npm-start.ts'
import {
  BENCH_RATE_LIMIT,
  MCP_BODY,
  MCP_HEADERS,
  MCP_PATH,
  MCP_TOOL,
  SKILL_BODY,
  SKILL_PATH,
  WRITE_SKILL_BODY,
  WRITE_SKILL_PATH,
  makeWriteSkillsDir,
} from './shared.ts'
import { benchKeyVerify, benchRouting, type KeyVerifyResults, type RoutingRow } from './micro.ts'
import { benchLimiter, deleteRedisKeys, probeRedis, runRedisPrefix, type LimiterResults } from './limits.ts'
import { benchWebhooks, formatWebhooks, probeMongo, type WebhookResults } from './webhooks.ts'
import { benchBooks, formatBooks, type BooksBenchResult } from './books.ts'
import { TARGET_MS as RECONCILE_TARGET_MS, type BooksEnginesResult } from './books-engines.ts'
import { runEngineChild } from './engine-child.ts'
import type { AnomaliesBench } from './anomalies-engine.ts'
import { formatPlanted, type PlantedBench } from './reconcile-planted.ts'
import { benchInprocRow, type InprocRow } from './inproc-row.ts'
import { benchWorkstreamsEngine, formatWorkstreamsEngine, type WorkstreamsEngineResult } from './workstreams-engine.ts'

const args = new Set(process.argv.slice(2))
/** `--books-rounds N`: imports of the books row (default 3, the issue's proof). */
const booksRoundsAt = process.argv.indexOf('--books-rounds')
const BOOKS_ROUNDS = booksRoundsAt === -1 ? undefined : Number(process.argv[booksRoundsAt + 1])
if (BOOKS_ROUNDS !== undefined && !(Number.isInteger(BOOKS_ROUNDS) && BOOKS_ROUNDS >= 1 && BOOKS_ROUNDS <= 20))
  throw new Error('--books-rounds takes a whole number from 1 to 20')
const QUICK = args.has('--quick')
const ONLY =
  [
    '--http-only',
    '--npm-start-only',
    '--mcp-only',
    '--micro-only',
    '--webhooks-only',
    '--books-only',
    '--workstreams-only',
  ].find((a) => args.has(a)) ?? null
/** --mcp-only: the baseline, npm start (info) and the /mcp row on that same server. */
const MCP_ONLY = ONLY === '--mcp-only'
const NPM_ONLY = ONLY === '--npm-start-only' || MCP_ONLY
const RUN_HTTP = ONLY === null || ONLY === '--http-only' || NPM_ONLY
const RUN_MICRO = ONLY === null || ONLY === '--micro-only'
const RUN_WEBHOOKS = (ONLY === null || ONLY === '--webhooks-only') && !args.has('--no-webhooks')
const RUN_BOOKS = (ONLY === null || ONLY === '--books-only') && !args.has('--no-books')
const RUN_WORKSTREAMS = (ONLY === null || ONLY === '--workstreams-only') && !args.has('--no-workstreams')
const CONNECTIONS = 10
const PIPELINING = 1
const WARMUP_S = QUICK ? 1 : 2
/**
 * Measured rounds per target, alternating baseline and skill (ABBA order) so background load hits both alike. Five:
 * on a shared VM one round's ratio moves by ±15 %, and the median of three moved from 0.73 to 0.64 between two runs
 * of the same code seven minutes apart (README, "Seventh round").
 */
const ROUNDS = QUICK ? 1 : 5
const ROUND_S = QUICK ? 3 : 5
const ROUTING_NS = QUICK ? [10, 100] : [10, 100, 300]
/** The headline (npm start, info logging): throughput at least this share of bare express ... */
const TARGET_RATIO = 0.7
/** ... and p99 at most this multiple of bare express's. */
const TARGET_P99_RATIO = 2
/** The npm start rows: [name, printed label, LOG_LEVEL (undefined: the default, info)]. */
const NPM_TARGETS: [string, string, string | undefined][] = [
  ['npm-start', 'npm start (LOG_LEVEL info, default)', undefined],
  ['npm-start-warn', 'npm start, LOG_LEVEL=warn', 'warn'],
]
const HERE = import.meta.dirname
const OUT = path.join(HERE, 'last-run.json')

const log = (s: string) => process.stderr.write(`${s}\n`)

// ------------------------------------------------------------------------------------------------ redis
// The Redis rows use TEST_REDIS_URL (else REDIS_URL); without a reachable Redis they are skipped, not failed.
const redisCandidate = process.env.TEST_REDIS_URL || process.env.REDIS_URL || undefined
const redisSkipped = args.has('--no-redis') ? '--no-redis' : await probeRedis(redisCandidate)
const redisUrl = redisSkipped === null ? redisCandidate! : null
// The webhook rows' MongoDB series uses TEST_MONGODB_URL (else MONGODB_URL) in a database of its own, dropped at the end.
const mongoCandidate = process.env.TEST_MONGODB_URL || process.env.MONGODB_URL || undefined
const mongoSkipped = !RUN_WEBHOOKS
  ? 'webhooks not run'
  : args.has('--no-mongo')
    ? '--no-mongo'
    : await probeMongo(mongoCandidate)
const mongoUrl = mongoSkipped === null ? mongoCandidate! : null

// ---------------------------------------------------------------------------------------------- pinning
const cpus = os.availableParallelism()
function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const pinning =
  !args.has('--no-pin') && process.platform === 'linux' && cpus >= 2 && hasTaskset()
    ? { server: '0', loadGenerator: '1' }
    : null
if (pinning) {
  // -a: every thread of this process (V8 and libuv threads included).
  try {
    execFileSync('taskset', ['-a', '-cp', pinning.loadGenerator, String(process.pid)], { stdio: 'ignore' })
  } catch {
    /* best effort */
  }
}

// ------------------------------------------------------------------------------------------ child servers
interface Ready {
  ready: true
  kind: string
  url: string
  key?: string
  logLevel?: string
  pid: number
}
interface Child {
  proc: ChildProcess
  ready: Ready
}
const children = new Set<ChildProcess>()
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL')
})

async function startChild(
  kind: 'baseline' | 'skills' | 'write',
  env: Record<string, string> = {},
  label: string = kind,
): Promise<Child> {
  const script = path.join(HERE, 'server.ts')
  const [cmd, argv] = pinning
    ? ['taskset', ['-c', pinning.server, process.execPath, script, kind]]
    : [process.execPath, [script, kind]]
  const proc = spawn(cmd, argv, {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  })
  children.add(proc)
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} server did not start within 60 s`)), 60_000)
    proc.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${label} server exited early (code ${code})`))
    })
    const lines = createInterface({ input: proc.stdout! })
    lines.on('line', (line) => {
      try {
        const msg = JSON.parse(line) as Partial<Ready>
        if (msg.ready) {
          clearTimeout(timer)
          resolve(msg as Ready)
          return
        }
      } catch {
        /* not ours */
      }
      log(`[${label}] ${line}`)
    })
  })
  return { proc, ready }
}

async function stopChild(c: Child): Promise<void> {
  await new Promise<void>((resolve) => {
    if (c.proc.exitCode !== null) return resolve()
    const t = setTimeout(() => {
      c.proc.kill('SIGKILL')
    }, 5000)
    c.proc.once('exit', () => {
      clearTimeout(t)
      resolve()
    })
    c.proc.kill('SIGTERM')
  })
  children.delete(c.proc)
}

// ------------------------------------------------------------------------------------------------- HTTP
interface HttpResult {
  /** Completed requests / measured seconds, over all rounds. */
  reqPerSec: number
  /** req/s of each round, in order. */
  roundsReqPerSec: number[]
  /** Every 2xx response time (fractional ms, not autocannon's whole-ms histogram), over all rounds. */
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number }
  /** Server process CPU time (user+sys from /proc) per completed request; null where /proc is missing. */
  serverCpuUsPerReq: number | null
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  requestBodyBytes: number
  responseBodyBytes: number
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]!
}

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()
/** CPU seconds (user + system) used so far by a process, or null. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(f[11]) + Number(f[12])) / CLK_TCK
  } catch {
    return null
  }
}

interface TargetRequest {
  path: string
  body: string
  headers: Record<string, string>
  /** Send a fresh Idempotency-Key (this prefix + a sequence number) with every request. */
  idempotencyKeyPrefix?: string
  /** Send these sk_ keys in turn (Authorization: Bearer), one per request, on every connection. */
  keys?: string[]
  /** A check of the warm-up probe's 200 answer beyond its status: a message when it is not what the row measures. */
  check?: (text: string) => string | null
}

/** One target under load across rounds; `round` adds a measured round. */
class Target {
  readonly name: string
  readonly child: Child
  readonly headers: Record<string, string>
  readonly url: string
  readonly req: TargetRequest
  private seq = 0
  private lat = new Float64Array(1 << 18)
  private n = 0
  private rounds: number[] = []
  private requests = 0
  private non2xx = 0
  private errors = 0
  private timeouts = 0
  private cpu = 0
  private responseBytes = 0
  private warmRequests = 0

  constructor(name: string, child: Child, req: TargetRequest) {
    this.name = name
    this.child = child
    this.req = req
    this.headers = req.headers
    this.url = child.ready.url + req.path
  }

  private nextKey(): string {
    return `${this.req.idempotencyKeyPrefix}-${(this.seq++).toString(36)}`
  }

  private opts(duration: number): Options {
    const o: Options = {
      url: this.url,
      method: 'POST',
      headers: this.headers,
      body: this.req.body,
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      timeout: 10,
      duration,
    }
    if (this.req.idempotencyKeyPrefix) {
      // Rebuilt per request by autocannon: every request claims (and completes) its own idempotency record.
      o.requests = [
        {
          setupRequest: (r) => {
            r.headers['Idempotency-Key'] = this.nextKey()
            return r
          },
        },
      ]
    } else if (this.req.keys) {
      // Prebuilt once by autocannon (no setupRequest): rotating keys costs the load generator nothing per request.
      o.requests = this.req.keys.map((k) => ({ headers: { ...this.headers, authorization: `Bearer ${k}` } }))
    }
    return o
  }

  /**
   * Checks the call answers 200 (records the response size), then loads it unmeasured. With idempotency keys,
   * also checks the key is echoed, the request budget ran, and the same key again is a replay.
   */
  async warm(): Promise<void> {
    const key = this.req.idempotencyKeyPrefix ? this.nextKey() : null
    const probeHeaders = this.req.keys
      ? { ...this.headers, authorization: `Bearer ${this.req.keys.at(-1)}` }
      : this.headers
    const send = () =>
      fetch(this.url, {
        method: 'POST',
        headers: key ? { ...probeHeaders, 'Idempotency-Key': key } : probeHeaders,
        body: this.req.body,
      })
    const probe = await send()
    const text = await probe.text()
    if (probe.status !== 200)
      throw new Error(`${this.name}: POST ${this.url} answered ${probe.status}: ${text.slice(0, 300)}`)
    const wrong = this.req.check?.(text)
    if (wrong) throw new Error(`${this.name}: POST ${this.url}: ${wrong}: ${text.slice(0, 300)}`)
    this.responseBytes = Buffer.byteLength(text)
    if (key) {
      const policy = probe.headers.get('ratelimit-policy')
      if (probe.headers.get('idempotency-key') !== key || probe.headers.get('x-idempotent-replayed') !== null)
        throw new Error(
          `${this.name}: the first request with an Idempotency-Key was not run as a fresh idempotent write`,
        )
      if (policy !== `"default";q=${BENCH_RATE_LIMIT};w=60`)
        throw new Error(`${this.name}: request budget not in force (RateLimit-Policy ${policy})`)
      const again = await send()
      const text2 = await again.text()
      if (again.status !== 200 || again.headers.get('x-idempotent-replayed') !== 'true' || text2 !== text)
        throw new Error(`${this.name}: the same Idempotency-Key again was not replayed (${again.status})`)
    }
    const w = await autocannon(this.opts(WARMUP_S))
    if (w.non2xx || w.errors)
      throw new Error(`${this.name}: warm-up had ${w.non2xx} non-2xx answers and ${w.errors} errors`)
    this.warmRequests = w.requests.total + 1
  }

  /** Requests answered so far, warm-up and probe included. */
  answered(): number {
    return this.warmRequests + this.requests
  }

  async round(): Promise<number> {
    const cpu0 = cpuSeconds(this.child.ready.pid)
    const inst = autocannon(this.opts(ROUND_S))
    inst.on('response', (_c: unknown, status: number, _bytes: number, ms: number) => {
      if (status < 200 || status >= 300) return
      if (this.n === this.lat.length) {
        const next = new Float64Array(this.lat.length * 2)
        next.set(this.lat)
        this.lat = next
      }
      this.lat[this.n++] = ms
    })
    const r: Result = await inst
    const cpu1 = cpuSeconds(this.child.ready.pid)
    this.cpu = cpu0 === null || cpu1 === null || Number.isNaN(this.cpu) ? NaN : this.cpu + (cpu1 - cpu0)
    this.requests += r.requests.total
    this.non2xx += r.non2xx
    this.errors += r.errors
    this.timeouts += r.timeouts
    const rps = r.requests.total / ROUND_S
    this.rounds.push(rps)
    return rps
  }

  result(): HttpResult {
    const sorted = this.lat.subarray(0, this.n).sort()
    let sum = 0
    for (let i = 0; i < this.n; i++) sum += sorted[i]!
    return {
      reqPerSec: this.requests / (ROUND_S * this.rounds.length),
      roundsReqPerSec: this.rounds.map(Math.round),
      latencyMs: {
        p50: percentile(sorted, 50),
        p90: percentile(sorted, 90),
        p99: percentile(sorted, 99),
        max: sorted[this.n - 1] ?? NaN,
        mean: this.n ? sum / this.n : NaN,
      },
      serverCpuUsPerReq: Number.isNaN(this.cpu) || this.requests === 0 ? null : (this.cpu * 1e6) / this.requests,
      requests: this.requests,
      non2xx: this.non2xx,
      errors: this.errors,
      timeouts: this.timeouts,
      requestBodyBytes: Buffer.byteLength(this.req.body),
      responseBodyBytes: this.responseBytes,
    }
  }
}

// ----------------------------------------------------------------------------------------------- format
const fmtInt = (x: number) => Math.round(x).toLocaleString('en-US')
const fmtMs = (x: number) => x.toFixed(2)
const fmtNs = (ns: number) =>
  ns >= 100_000 ? `${(ns / 1000).toFixed(0)} µs` : ns >= 1000 ? `${(ns / 1000).toFixed(2)} µs` : `${ns.toFixed(0)} ns`
const pad = (s: string, w: number, right = false) => (right ? s.padStart(w) : s.padEnd(w))

function table(headers: string[], rows: string[][], rightFrom = 1): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i >= rightFrom)).join('  ')
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

// ------------------------------------------------------------------------------------------------- main
const started = Date.now()
const out: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  platform: `${process.platform} ${os.arch()}`,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cpus,
  loadAverage1mAtStart: os.loadavg()[0],
  pinning: pinning
    ? { server: `taskset -c ${pinning.server}`, loadGeneratorAndMicro: `taskset -a -cp ${pinning.loadGenerator}` }
    : 'none',
  settings: {
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    warmupSeconds: WARMUP_S,
    rounds: ROUNDS,
    roundSeconds: ROUND_S,
    quick: QUICK,
  },
}

// Every target of one run, in ABBA order within each round; ratios are taken against the baseline of the same
// round. The write rows are skipped (not failed) without Redis.
const medianOf = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
interface Compared {
  name: string
  /** The printed row name. */
  label: string
  what: string
  result: HttpResult
  /** Median of the per-round throughput ratios to the baseline. */
  ratio: number
  ratioAllRounds: number
  roundRatios: number[]
  cpuRatio: number | null
  /** p99 / the baseline's p99 (all rounds). */
  p99Ratio: number
  /** npm start rows: the log file and how the server stopped. */
  process?: {
    command: string
    env: Record<string, string>
    logLines: number
    requestsAnswered: number
    exitCode: number | null
  }
}
let baseline: HttpResult | null = null
let baselineWhat = ''
const compared: Compared[] = []
let writeSkillsDir: string | null = null
const redisHttpPrefix = `${runRedisPrefix()}http:`
process.on('exit', () => {
  if (writeSkillsDir) fs.rmSync(writeSkillsDir, { recursive: true, force: true })
})
if (RUN_HTTP) {
  log(
    `HTTP: ${CONNECTIONS} connections, pipelining ${PIPELINING}; ${WARMUP_S} s warm-up, then ${ROUNDS} x ${ROUND_S} s per target, alternating` +
      (pinning ? `; servers on CPU ${pinning.server}, autocannon on CPU ${pinning.loadGenerator}` : '; no CPU pinning'),
  )
  const stops: (() => Promise<unknown>)[] = []
  const npmServers = new Map<string, NpmStartServer>()
  try {
    const b = await startChild('baseline')
    stops.push(() => stopChild(b))
    const json = { 'content-type': 'application/json' }
    const specs: { name: string; label: string; what: string; target: Target }[] = []
    // The "as npm start runs it" rows (npm-start.ts): the headline.
    for (const [name, label, logLevel] of MCP_ONLY ? NPM_TARGETS.slice(0, 1) : NPM_TARGETS) {
      log(`  starting ${label}: admin bootstrap + ${KEY_COUNT - 1} keys through the API ...`)
      const n = await startNpmStart({
        label: name,
        ...(logLevel ? { logLevel } : {}),
        cpu: pinning?.server ?? null,
        log,
      })
      npmServers.set(name, n)
      stops.push(() => n.stop())
      specs.push({
        name,
        label,
        what:
          `${n.command} (npm start): POST ${SKILL_PATH}, ${KEY_COUNT} sk_ keys in turn, LOG_LEVEL=${n.ready.logLevel} (stdout to a file), ` +
          `embedded store in a temporary DATA_DIR, RESPONSE_VALIDATION=off (default), RATE_LIMIT_PER_MINUTE and IP_RATE_LIMIT_PER_MINUTE ${BENCH_RATE_LIMIT}, everything else default`,
        target: new Target(name, n, { path: SKILL_PATH, body: SKILL_BODY, headers: json, keys: n.keys }),
      })
    }
    const firstNpm = [...npmServers.values()][0]
    // The MCP door on the same npm start server: the same skill as a tool, one JSON-RPC tools/call per request (a
    // stateless 2025-era client: no initialize per request), the same keys in turn, through the one door (scopes,
    // request budget, validation, output check) and the official SDK's Streamable HTTP handler.
    if (firstNpm) {
      specs.push({
        name: 'mcp',
        label: '/mcp tools/call, npm start (LOG_LEVEL info)',
        what:
          `${firstNpm.command} (npm start, the npm-start row's server): POST ${MCP_PATH} tools/call ${MCP_TOOL} (same arguments), ${KEY_COUNT} sk_ keys in turn, ` +
          `Accept: application/json, text/event-stream, MCP-Protocol-Version: ${MCP_HEADERS['mcp-protocol-version']}`,
        target: new Target('mcp', firstNpm, {
          path: MCP_PATH,
          body: MCP_BODY,
          headers: { ...json, ...MCP_HEADERS },
          keys: firstNpm.keys,
          check: (text) =>
            text.includes('"structuredContent"') && !text.includes('"isError":true')
              ? null
              : 'not a successful tool result',
        }),
      })
    }
    // The baseline gets the same request bytes (the keys in turn too, ignored), so autocannon does the same work.
    const tb = new Target('baseline', b, {
      path: SKILL_PATH,
      body: SKILL_BODY,
      headers: { ...json, authorization: 'Bearer sk_unused' },
      ...(firstNpm ? { keys: firstNpm.keys } : {}),
    })
    baselineWhat = `bare express 5 + express.json(), POST same body${firstNpm ? ` and the same ${KEY_COUNT} Authorization headers in turn (ignored)` : ''}`
    if (!NPM_ONLY) {
      const s = await startChild('skills')
      stops.push(() => stopChild(s))
      specs.push({
        name: 'skill',
        label: 'skill invoke, startTestServer, silent',
        what: `startTestServer(): POST ${SKILL_PATH}, one sk_ key, embedded store (:memory:), RESPONSE_VALIDATION=off, logger ${s.ready.logLevel}, in-process coordination, no webhook dispatcher`,
        target: new Target('skill', s, {
          path: SKILL_PATH,
          body: SKILL_BODY,
          headers: { ...json, authorization: `Bearer ${s.ready.key}` },
        }),
      })
      writeSkillsDir = makeWriteSkillsDir()
      const writeWhat = (coordination: string, level: string | undefined) =>
        `POST ${WRITE_SKILL_PATH} ${WRITE_SKILL_BODY}, Bearer sk_ key, fresh Idempotency-Key per request, ` +
        `IP gate + request budget at ${BENCH_RATE_LIMIT}/min, embedded store, ${coordination}, RESPONSE_VALIDATION=off, logger ${level}`
      const writeReq = (c: Child, name: string): TargetRequest => ({
        path: WRITE_SKILL_PATH,
        body: WRITE_SKILL_BODY,
        headers: { ...json, authorization: `Bearer ${c.ready.key}` },
        idempotencyKeyPrefix: `bench-${name}-${process.pid}`,
      })
      const w = await startChild('write', { SKILLS_DIR: writeSkillsDir, BENCH_REDIS_URL: '' })
      stops.push(() => stopChild(w))
      specs.push({
        name: 'write',
        label: 'write + Idempotency-Key, in-process',
        what: writeWhat('in-process coordination', w.ready.logLevel),
        target: new Target('write', w, writeReq(w, 'write')),
      })
      if (redisUrl) {
        const wr = await startChild(
          'write',
          { SKILLS_DIR: writeSkillsDir, BENCH_REDIS_URL: redisUrl, BENCH_REDIS_PREFIX: redisHttpPrefix },
          'write-redis',
        )
        stops.push(() => stopChild(wr))
        specs.push({
          name: 'write-redis',
          label: 'write + Idempotency-Key, Redis',
          what: writeWhat(`Redis coordination (keys under ${redisHttpPrefix})`, wr.ready.logLevel),
          target: new Target('write-redis', wr, writeReq(wr, 'write-redis')),
        })
      }
    }
    const targets = [tb, ...specs.map((s) => s.target)]
    log(`  warm-up${redisUrl || NPM_ONLY ? '' : ` (Redis: not available, skipped (${redisSkipped}))`} ...`)
    for (const t of targets) await t.warm()
    const ratios = new Map<Target, number[]>(targets.map((t) => [t, []]))
    for (let i = 0; i < ROUNDS; i++) {
      // ABBA: baseline first on even rounds, last on odd ones.
      const order = i % 2 === 0 ? targets : [...targets].reverse()
      const got = new Map<Target, number>()
      for (const t of order) got.set(t, await t.round())
      for (const t of targets) ratios.get(t)!.push(got.get(t)! / got.get(tb)!)
      log(
        `  round ${i + 1}/${ROUNDS}: ${targets.map((t) => `${t.name} ${fmtInt(got.get(t)!)} req/s${t === tb ? '' : ` (${(got.get(t)! / got.get(tb)!).toFixed(2)})`}`).join(', ')}`,
      )
    }
    baseline = tb.result()
    for (const s of specs) {
      const r = s.target.result()
      const n = npmServers.get(s.name)
      compared.push({
        name: s.name,
        label: s.label,
        what: s.what,
        result: r,
        ratio: medianOf(ratios.get(s.target)!),
        ratioAllRounds: r.reqPerSec / baseline.reqPerSec,
        roundRatios: ratios.get(s.target)!,
        cpuRatio:
          baseline.serverCpuUsPerReq && r.serverCpuUsPerReq ? baseline.serverCpuUsPerReq / r.serverCpuUsPerReq : null,
        p99Ratio: r.latencyMs.p99 / baseline.latencyMs.p99,
        ...(n
          ? {
              process: {
                command: n.command,
                env: n.envShown,
                logLines: 0,
                requestsAnswered: s.target.answered(),
                exitCode: null,
              },
            }
          : {}),
      })
    }
  } finally {
    // npm start rows: count the log lines after a graceful stop (SIGTERM), so every line written is in the file.
    for (const [name, n] of npmServers) {
      const c = compared.find((x) => x.name === name)
      const end = await n.stop().catch(() => null)
      if (c?.process && end) {
        c.process.logLines = end.logLines
        c.process.exitCode = end.exitCode
      }
    }
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
}

// The JavaScript alone (no sockets), service against baseline: what the HTTP rows' ratio owes to our code.
let inproc: InprocRow | null = null
if (RUN_HTTP && !MCP_ONLY) {
  log('In process: the JavaScript per request, service and baseline in turn (inproc.ts) ...')
  inproc = await benchInprocRow({
    pairs: QUICK ? 1 : 3,
    n: QUICK ? 5000 : 15000,
    cpu: pinning ? pinning.server : null,
    log,
  })
}

let keys: KeyVerifyResults | null = null
let routing: RoutingRow[] = []
let limiter: LimiterResults | null = null
if (RUN_MICRO) {
  log('In-process: key verification ...')
  const kv = await benchKeyVerify()
  keys = kv.results
  log(`In-process: routing, N = ${ROUTING_NS.join(', ')} ...`)
  routing = await benchRouting(kv.spec, ROUTING_NS, log)
  log(`In-process: limiter${redisUrl ? '' : ` (Redis: not available, skipped: ${redisSkipped})`} ...`)
  limiter = await benchLimiter(redisUrl, redisSkipped, log)
}
let webhooks: WebhookResults | null = null
let webhooksFailed: string | null = null
if (RUN_WEBHOOKS) {
  log(
    `Webhooks: dispatcher in a child server process${pinning ? ` on CPU ${pinning.server}` : ''}, HTTPS receiver in this process` +
      `${mongoUrl ? '' : `; MongoDB: not available, skipped (${mongoSkipped})`} ...`,
  )
  try {
    webhooks = await benchWebhooks({ quick: QUICK, pinServerCpu: pinning?.server ?? null, mongoUrl, mongoSkipped, log })
  } catch (err) {
    // E.g. no openssl for the receiver's certificate: print everything else, then exit non-zero.
    webhooksFailed = err instanceof Error ? err.message : String(err)
    log(`Webhooks: FAILED: ${webhooksFailed}`)
  }
}
let books: BooksBenchResult | null = null
let reconcileEngine: BooksEnginesResult | null = null
let reconcilePlanted: PlantedBench | null = null
let anomaliesEngine: AnomaliesBench | null = null
let engineCommand: string | null = null
if (RUN_BOOKS) {
  log('Books: 100,000-line CSV statement import through npm start ...')
  books = await benchBooks(log, pinning?.server ?? null, BOOKS_ROUNDS)
  // Each engine in a child process of its own (generated books; the skill calls around them are the request path
  // measured above), with the start script's node flags: each row's peak memory is its own (engine-child.ts).
  log('Books: reconcile engine, 10,000 x 10,000 lines (child process) ...')
  const rec = await runEngineChild<BooksEnginesResult>('books-engines.ts', { cpu: pinning?.server ?? null })
  reconcileEngine = rec.result
  engineCommand = rec.command
  log('Books: reconcile on independent planted books, 4 seeds of 10,000 x 10,000 lines (child process) ...')
  reconcilePlanted = (await runEngineChild<PlantedBench>('reconcile-planted.ts', { cpu: pinning?.server ?? null }))
    .result
  log('Books: anomalies engine, 100,000 transactions (child process) ...')
  anomaliesEngine = (await runEngineChild<AnomaliesBench>('anomalies-engine.ts', { cpu: pinning?.server ?? null }))
    .result
}
let workstreams: { file: WorkstreamsEngineResult; memory: WorkstreamsEngineResult } | null = null
if (RUN_WORKSTREAMS) {
  log('WorkStreams: engine transitions and a 10-task cycle, embedded store (file, then :memory:) ...')
  workstreams = {
    file: await benchWorkstreamsEngine({ quick: QUICK }),
    memory: await benchWorkstreamsEngine({ quick: QUICK, location: 'memory' }),
  }
}
const redisKeysDeleted = redisUrl ? await deleteRedisKeys(redisUrl, runRedisPrefix()).catch(() => null) : null

// Headline: the first npm start row (the service as users run it). Each ratio is the median of the per-round
// ratios (each round runs the targets back to back, so a burst of outside load in one round does not decide the
// verdict); the all-rounds ratio is kept as well.
const headline = compared.find((c) => c.process) ?? compared[0] ?? null
const verdict = !headline
  ? null
  : headline.ratio >= TARGET_RATIO && headline.p99Ratio <= TARGET_P99_RATIO
    ? 'PASS'
    : 'BELOW TARGET'
Object.assign(out, {
  redis: redisUrl
    ? { url: redisUrl, keyPrefix: runRedisPrefix(), keysDeletedAtEnd: redisKeysDeleted }
    : { skipped: redisSkipped },
  http: baseline
    ? {
        baseline: { what: baselineWhat, ...baseline },
        headline: headline?.name ?? null,
        target: { throughputRatio: TARGET_RATIO, p99Ratio: TARGET_P99_RATIO },
        verdict,
        targets: Object.fromEntries(
          compared.map((c) => [
            c.name,
            {
              what: c.what,
              ...c.result,
              throughputRatio: c.ratio,
              throughputRatioAllRounds: c.ratioAllRounds,
              roundRatios: c.roundRatios,
              /** Comparable with throughputRatio: baseline CPU per request / this target's CPU per request. */
              cpuRatio: c.cpuRatio,
              p99Ratio: c.p99Ratio,
              ...(c.process ? { process: c.process } : {}),
            },
          ]),
        ),
        ...(redisUrl || NPM_ONLY ? {} : { writeRedis: { skipped: `Redis: not available (${redisSkipped})` } }),
      }
    : null,
  inproc,
  keyVerify: keys,
  routing,
  limiter,
  mongo: mongoUrl ? { url: mongoUrl } : { skipped: mongoSkipped },
  webhooks: webhooksFailed ? { failed: webhooksFailed } : webhooks,
  books: books ? { csvImport: books, reconcileEngine, reconcilePlanted, anomaliesEngine } : null,
  workstreams,
  loadAverage1mAtEnd: os.loadavg()[0],
  totalSeconds: (Date.now() - started) / 1000,
})
fs.writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`)

// ------------------------------------------------------------------------------------------------ print
const p: string[] = []
p.push('')
p.push(`skills-connect bench  ${out.date as string}  node ${process.version}  ${cpus} CPUs (${out.cpu as string})`)
const loads = [out.loadAverage1mAtStart as number, out.loadAverage1mAtEnd as number]
p.push(
  `load average (1 min) at start ${loads[0]!.toFixed(2)}, at end ${loads[1]!.toFixed(2)} (the end value includes the bench itself)` +
    (loads[0]! > 0.5 ? '  -- other processes were busy before the bench started: expect noisy HTTP numbers' : ''),
)
if (!pinning) {
  p.push(
    cpus < 2
      ? `only ${cpus} CPU available to this process (see \`taskset -p $$\` in the shell that ran it): servers and autocannon share it, so the HTTP ratios say little`
      : 'no CPU pinning (--no-pin or no taskset): servers and autocannon compete for the CPUs',
  )
}
p.push(
  redisUrl
    ? `Redis: ${redisUrl} (not pinned: it shares the machine's CPUs with the server and the load generator)`
    : `Redis: not available, skipped (${redisSkipped})`,
)
if (baseline && compared.length) {
  p.push('')
  p.push(
    `HTTP  POST, c=${CONNECTIONS} p=${PIPELINING}, ${WARMUP_S} s warm-up, ${ROUNDS} x ${ROUND_S} s measured each (alternating), request body ${baseline.requestBodyBytes} B` +
      (NPM_ONLY ? '' : ` (write: ${Buffer.byteLength(WRITE_SKILL_BODY)} B)`) +
      (compared.some((c) => c.name === 'mcp') ? ` (/mcp: ${Buffer.byteLength(MCP_BODY)} B)` : '') +
      (pinning ? `, server CPU ${pinning.server} / autocannon CPU ${pinning.loadGenerator}` : ''),
  )
  const cpuCell = (r: HttpResult) => (r.serverCpuUsPerReq === null ? 'n/a' : r.serverCpuUsPerReq.toFixed(0))
  // Share of one CPU the server used while loaded: near 100 % means the row measures the server, not the load generator.
  const busyCell = (r: HttpResult) =>
    r.serverCpuUsPerReq === null ? 'n/a' : `${Math.round((r.serverCpuUsPerReq * r.reqPerSec) / 1e4)} %`
  const httpRow = (name: string, r: HttpResult, vs: string, p99: string) => [
    name,
    fmtInt(r.reqPerSec),
    vs,
    fmtMs(r.latencyMs.p50),
    fmtMs(r.latencyMs.p90),
    fmtMs(r.latencyMs.p99),
    p99,
    cpuCell(r),
    busyCell(r),
    String(r.responseBodyBytes),
    r.non2xx + r.errors + r.timeouts === 0 ? '0' : `${r.non2xx}/${r.errors}/${r.timeouts}`,
  ]
  p.push(
    table(
      [
        '',
        'req/s',
        'vs baseline',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'p99 vs baseline',
        'server CPU µs/req',
        'server CPU',
        'resp B',
        'non2xx/err/timeout',
      ],
      [
        httpRow('baseline: express 5 + express.json()', baseline, '1.00', '1.00'),
        ...compared.map((c) => httpRow(c.label, c.result, c.ratio.toFixed(2), c.p99Ratio.toFixed(2))),
      ],
    ),
  )
  if (!redisUrl && !NPM_ONLY)
    p.push(`write + Idempotency-Key, Redis -- Redis: not available, skipped (${redisSkipped})`)
  for (const c of compared) {
    const spread =
      c.roundRatios.length > 1
        ? `median of rounds ${c.roundRatios.map((x) => x.toFixed(2)).join(', ')}; all rounds together ${c.ratioAllRounds.toFixed(2)}`
        : 'one round'
    p.push(
      `ratio ${c.name}/baseline throughput: ${c.ratio.toFixed(2)} (${spread})` +
        (c.cpuRatio ? `; CPU ratio ${c.cpuRatio.toFixed(2)}` : '') +
        (c === headline ? `; target >= ${TARGET_RATIO} and p99 <= ${TARGET_P99_RATIO}x baseline: ${verdict}` : ''),
    )
  }
  const npm = compared.filter((c) => c.process)
  if (npm.length) {
    const env = npm[0]!.process!.env
    p.push(
      `npm start rows: \`${npm[0]!.process!.command}\` with only ${Object.keys(env)
        .filter((k) => k !== 'LOG_LEVEL')
        .join(', ')} set (+ PATH, HOME; LOG_LEVEL where named), stdout to a file; ` +
        `the two caps are raised because at their defaults (60/min per key, 120/min per address) a load test from one address is refused; ${KEY_COUNT} keys in turn`,
    )
    for (const c of npm) {
      p.push(
        `  ${c.label}: ${fmtInt(c.process!.logLines)} log lines for ${fmtInt(c.process!.requestsAnswered)} bench requests answered; exit code after SIGTERM ${c.process!.exitCode}`,
      )
    }
  }
  p.push("(CPU ratio = baseline server CPU µs/req ÷ the row's: moves less with other load on the machine)")
  if (inproc) {
    const us = (xs: number[]) => xs.map((x) => x.toFixed(0)).join('/')
    p.push(
      `JavaScript only, in process (no sockets; \`${inproc.command}\`, ${inproc.serviceUs.length} runs each, in turn): service ${us(inproc.serviceUs)} µs CPU per request, ` +
        `baseline ${us(inproc.baselineUs)}; ratio of medians ${inproc.ratio.toFixed(2)} (what our code costs against express's; the HTTP rows add the kernel's share and how answers reach the socket)`,
    )
  }
  if (!NPM_ONLY)
    p.push(
      `(write = POST ${WRITE_SKILL_PATH}, a fresh Idempotency-Key per request: IP gate, request budget, idempotency claim + complete on every request)`,
    )
}
if (keys) {
  p.push('')
  p.push('Key verification, in process (services.keyVerifier.verify, awaited one at a time)')
  p.push(
    table(
      ['', 'per call', 'calls/s'],
      [
        ['cache hit', fmtNs(keys.hit.nsPerOp), fmtInt(keys.hit.opsPerSec)],
        ['miss (after invalidateLocal)', fmtNs(keys.miss.nsPerOp), fmtInt(keys.miss.opsPerSec)],
        ['  of which shape+CRC32+SHA-256', fmtNs(keys.formatAndDigest.nsPerOp), fmtInt(keys.formatAndDigest.opsPerSec)],
      ],
    ),
  )
}
if (routing.length) {
  p.push('')
  p.push(
    'Routing per call, in process: literal = POST /api/v1/skills/identifiers.validate/invoke, templated = GET /api/v1/connect-keys/{key_id}',
  )
  p.push(
    table(
      ['N', 'ops', 'ApiRouter lit', 'ApiRouter tpl', 'openapi-backend lit', 'openapi-backend tpl', 'ApiRouter.create'],
      routing.map((r) => [
        String(r.n),
        String(r.operations),
        fmtNs(r.apiRouter.literal.nsPerOp),
        fmtNs(r.apiRouter.templated.nsPerOp),
        fmtNs(r.openapiBackend.literal.nsPerOp),
        fmtNs(r.openapiBackend.templated.nsPerOp),
        `${fmtInt(r.apiRouterBuildMs)} ms`,
      ]),
    ),
  )
  p.push(
    '(N synthetic literal skill paths + N templated paths added to the served spec; openapi-backend = its unpatched matchOperation)',
  )
}
if (limiter) {
  p.push('')
  p.push(
    `Limiter per call, in process (awaited one at a time): coordination.windows.hit(subject, 60, 60_000, now); requestBudget for an sk_ key principal, budget ${fmtInt(BENCH_RATE_LIMIT)}/min (admits)`,
  )
  const m = limiter.inProcess
  const r = 'skipped' in limiter.redis ? null : limiter.redis
  const row = (name: string, mem: typeof m.hitFresh | null, red: typeof m.hitFresh | null | undefined): string[] => [
    name,
    mem ? fmtNs(mem.nsPerOp) : '-',
    mem ? fmtInt(mem.opsPerSec) : '-',
    ...(r && red ? [fmtNs(red.nsPerOp), fmtInt(red.opsPerSec), fmtNs(Math.max(0, red.nsPerOp - r.ping.nsPerOp))] : []),
  ]
  p.push(
    table(
      ['', 'in-process', 'calls/s', ...(r ? ['Redis', 'calls/s', 'Redis minus PING'] : [])],
      [
        row('hit, fresh subject (admits)', m.hitFresh, r?.hitFresh),
        row('hit, subject at its limit (denies)', m.hitHeld, r?.hitHeld),
        row('Limiter.requestBudget(principal)', m.requestBudget, r?.requestBudget),
        ...(r ? [['PING (loopback round trip)', '-', '-', fmtNs(r.ping.nsPerOp), fmtInt(r.ping.opsPerSec), '-']] : []),
      ],
    ),
  )
  p.push(
    r
      ? `(Redis: openRedisCoordination, keys under ${r.keyPrefix}, deleted at the end; "minus PING" = script + ioredis cost beyond one round trip)`
      : `Redis: not available, skipped (${redisSkipped})`,
  )
}
if (webhooks) {
  p.push('')
  p.push(...formatWebhooks(webhooks, table, pinning !== null))
} else if (webhooksFailed) {
  p.push('')
  p.push(`Webhooks -- FAILED: ${webhooksFailed}`)
}
if (books) {
  p.push('')
  p.push(...formatBooks(books))
  if (reconcileEngine) {
    p.push(
      `  reconcile engine: ${reconcileEngine.bankLines.toLocaleString('en')} bank x ${reconcileEngine.ledgerLines.toLocaleString('en')} ledger lines, p50 ${reconcileEngine.p50Ms.toFixed(0)} ms ` +
        `(target <= ${RECONCILE_TARGET_MS} ms), precision ${reconcileEngine.precision.toFixed(4)}, recall ${reconcileEngine.recall.toFixed(4)}; its own process's peak RSS ${reconcileEngine.peakRssMb} MB`,
    )
  }
  if (anomaliesEngine) {
    p.push(
      `  anomalies engine: ${anomaliesEngine.n.toLocaleString('en')} transactions, every test, p50 ${anomaliesEngine.p50Ms.toFixed(0)} ms (max ${anomaliesEngine.maxMs.toFixed(0)}; target <= 1000 ms); ` +
        `its own process's peak RSS ${anomaliesEngine.peakRssMb} MB (target <= 300 MB)`,
    )
  }
  if (reconcilePlanted) p.push(...formatPlanted(reconcilePlanted))
  if (engineCommand)
    p.push(
      `  (each engine row in a child process of its own: \`${engineCommand.replace('books-engines.ts', '<row>.ts')} --json\`)`,
    )
}
if (workstreams) {
  p.push('')
  p.push(...formatWorkstreamsEngine(workstreams.file))
  p.push(...formatWorkstreamsEngine(workstreams.memory, 'For comparison, '))
}
p.push('')
p.push(`total ${((Date.now() - started) / 1000).toFixed(0)} s; JSON: ${path.relative(process.cwd(), OUT)}`)
process.stdout.write(`${p.join('\n')}\n`)
// Non-zero only when part of the bench could not run (here: the webhook part or one of its series failed; the
// other parts throw earlier).
process.exit(webhooksFailed || webhooks?.failed.length ? 1 : 0)
