// `npm run bench`: prints throughput/latency numbers; it is not a test and exits 0 whatever the numbers are
// (non-zero only when the bench itself could not run, e.g. the skill call does not answer 200).
//   1. baseline: bare express 5 + express.json() answering the same JSON POST (child process)
//   2. our server: authenticated POST /api/v1/skills/identifiers.validate/invoke (child process)
//   3. our server: a write skill with a fresh Idempotency-Key per request, in-process coordination and, when
//      Redis is reachable (TEST_REDIS_URL, else REDIS_URL), Redis coordination (child processes)
//   4. sk_ key verification, cache hit and miss (in process)
//   5. routing cost versus operation count: ApiRouter vs openapi-backend's matchOperation (in process)
//   6. limiter cost per call: windows.hit and Limiter.requestBudget, in-process store and Redis (in process)
//   7. webhooks: sustained deliveries/s and event-to-receipt latency, the dispatcher in a child server process, an
//      HTTPS receiver in this process, stepping the offered rate until the backlog grows (webhooks.ts)
// Servers run in a child process pinned to CPU 0 (`taskset -c 0`); this process (autocannon, the receiver and the
// in-process benches) pins itself to CPU 1. Results: a table on stdout and contract-tests/bench/last-run.json.
// Options: --quick (1 s warm-up, 3 s measured, N = 10,100), --http-only, --micro-only, --webhooks-only, --no-webhooks,
// --no-pin, --no-redis, --no-mongo.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Options, type Result } from 'autocannon'
import { BENCH_RATE_LIMIT, SKILL_BODY, SKILL_PATH, WRITE_SKILL_BODY, WRITE_SKILL_PATH, makeWriteSkillsDir } from './shared.ts'
import { benchKeyVerify, benchRouting, type KeyVerifyResults, type RoutingRow } from './micro.ts'
import { benchLimiter, deleteRedisKeys, probeRedis, runRedisPrefix, type LimiterResults } from './limits.ts'
import { benchWebhooks, formatWebhooks, probeMongo, type WebhookResults } from './webhooks.ts'

const args = new Set(process.argv.slice(2))
const QUICK = args.has('--quick')
const ONLY = ['--http-only', '--micro-only', '--webhooks-only'].find((a) => args.has(a)) ?? null
const RUN_HTTP = ONLY === null || ONLY === '--http-only'
const RUN_MICRO = ONLY === null || ONLY === '--micro-only'
const RUN_WEBHOOKS = (ONLY === null || ONLY === '--webhooks-only') && !args.has('--no-webhooks')
const CONNECTIONS = 10
const PIPELINING = 1
const WARMUP_S = QUICK ? 1 : 2
/** Measured rounds per target, alternating baseline and skill (ABBA order) so background load hits both alike. */
const ROUNDS = QUICK ? 1 : 3
const ROUND_S = QUICK ? 3 : 5
const ROUTING_NS = QUICK ? [10, 100] : [10, 100, 300]
const TARGET_RATIO = 0.5
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
const mongoSkipped = !RUN_WEBHOOKS ? 'webhooks not run' : args.has('--no-mongo') ? '--no-mongo' : await probeMongo(mongoCandidate)
const mongoUrl = mongoSkipped === null ? mongoCandidate! : null

// ---------------------------------------------------------------------------------------------- pinning
const cpus = os.availableParallelism()
function hasTaskset(): boolean {
  try { execFileSync('taskset', ['-V'], { stdio: 'ignore' }); return true } catch { return false }
}
const pinning = !args.has('--no-pin') && process.platform === 'linux' && cpus >= 2 && hasTaskset()
  ? { server: '0', loadGenerator: '1' } : null
if (pinning) {
  // -a: every thread of this process (V8 and libuv threads included).
  try { execFileSync('taskset', ['-a', '-cp', pinning.loadGenerator, String(process.pid)], { stdio: 'ignore' }) } catch { /* best effort */ }
}

// ------------------------------------------------------------------------------------------ child servers
interface Ready { ready: true; kind: string; url: string; key?: string; logLevel?: string; pid: number }
interface Child { proc: ChildProcess; ready: Ready }
const children = new Set<ChildProcess>()
process.on('exit', () => { for (const c of children) c.kill('SIGKILL') })

async function startChild(kind: 'baseline' | 'skills' | 'write', env: Record<string, string> = {}, label: string = kind): Promise<Child> {
  const script = path.join(HERE, 'server.ts')
  const [cmd, argv] = pinning
    ? ['taskset', ['-c', pinning.server, process.execPath, script, kind]]
    : [process.execPath, [script, kind]]
  const proc = spawn(cmd, argv, { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production', ...env } })
  children.add(proc)
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} server did not start within 60 s`)), 60_000)
    proc.once('exit', (code) => { clearTimeout(timer); reject(new Error(`${label} server exited early (code ${code})`)) })
    const lines = createInterface({ input: proc.stdout! })
    lines.on('line', (line) => {
      try {
        const msg = JSON.parse(line) as Partial<Ready>
        if (msg.ready) { clearTimeout(timer); resolve(msg as Ready); return }
      } catch { /* not ours */ }
      log(`[${label}] ${line}`)
    })
  })
  return { proc, ready }
}

async function stopChild(c: Child): Promise<void> {
  await new Promise<void>((resolve) => {
    if (c.proc.exitCode !== null) return resolve()
    const t = setTimeout(() => { c.proc.kill('SIGKILL') }, 5000)
    c.proc.once('exit', () => { clearTimeout(t); resolve() })
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

const CLK_TCK = (() => { try { return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100 } catch { return 100 } })()
/** CPU seconds (user + system) used so far by a process, or null. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(f[11]) + Number(f[12])) / CLK_TCK
  } catch { return null }
}

interface TargetRequest {
  path: string
  body: string
  headers: Record<string, string>
  /** Send a fresh Idempotency-Key (this prefix + a sequence number) with every request. */
  idempotencyKeyPrefix?: string
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

  constructor(name: string, child: Child, req: TargetRequest) {
    this.name = name
    this.child = child
    this.req = req
    this.headers = req.headers
    this.url = child.ready.url + req.path
  }

  private nextKey(): string { return `${this.req.idempotencyKeyPrefix}-${(this.seq++).toString(36)}` }

  private opts(duration: number): Options {
    const o: Options = { url: this.url, method: 'POST', headers: this.headers, body: this.req.body, connections: CONNECTIONS, pipelining: PIPELINING, timeout: 10, duration }
    if (this.req.idempotencyKeyPrefix) {
      // Rebuilt per request by autocannon: every request claims (and completes) its own idempotency record.
      o.requests = [{ setupRequest: (r) => { r.headers['Idempotency-Key'] = this.nextKey(); return r } }]
    }
    return o
  }

  /**
   * Checks the call answers 200 (records the response size), then loads it unmeasured. With idempotency keys,
   * also checks the key is echoed, the request budget ran, and the same key again is a replay.
   */
  async warm(): Promise<void> {
    const key = this.req.idempotencyKeyPrefix ? this.nextKey() : null
    const send = () => fetch(this.url, { method: 'POST', headers: key ? { ...this.headers, 'Idempotency-Key': key } : this.headers, body: this.req.body })
    const probe = await send()
    const text = await probe.text()
    if (probe.status !== 200) throw new Error(`${this.name}: POST ${this.url} answered ${probe.status}: ${text.slice(0, 300)}`)
    this.responseBytes = Buffer.byteLength(text)
    if (key) {
      const policy = probe.headers.get('ratelimit-policy')
      if (probe.headers.get('idempotency-key') !== key || probe.headers.get('x-idempotent-replayed') !== null) throw new Error(`${this.name}: the first request with an Idempotency-Key was not run as a fresh idempotent write`)
      if (policy !== `"default";q=${BENCH_RATE_LIMIT};w=60`) throw new Error(`${this.name}: request budget not in force (RateLimit-Policy ${policy})`)
      const again = await send()
      const text2 = await again.text()
      if (again.status !== 200 || again.headers.get('x-idempotent-replayed') !== 'true' || text2 !== text) throw new Error(`${this.name}: the same Idempotency-Key again was not replayed (${again.status})`)
    }
    await autocannon(this.opts(WARMUP_S))
  }

  async round(): Promise<number> {
    const cpu0 = cpuSeconds(this.child.ready.pid)
    const inst = autocannon(this.opts(ROUND_S))
    inst.on('response', (_c: unknown, status: number, _bytes: number, ms: number) => {
      if (status < 200 || status >= 300) return
      if (this.n === this.lat.length) { const next = new Float64Array(this.lat.length * 2); next.set(this.lat); this.lat = next }
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
      latencyMs: { p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: sorted[this.n - 1] ?? NaN, mean: this.n ? sum / this.n : NaN },
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
const fmtNs = (ns: number) => ns >= 100_000 ? `${(ns / 1000).toFixed(0)} µs` : ns >= 1000 ? `${(ns / 1000).toFixed(2)} µs` : `${ns.toFixed(0)} ns`
const pad = (s: string, w: number, right = false) => right ? s.padStart(w) : s.padEnd(w)

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
  pinning: pinning ? { server: `taskset -c ${pinning.server}`, loadGeneratorAndMicro: `taskset -a -cp ${pinning.loadGenerator}` } : 'none',
  settings: { connections: CONNECTIONS, pipelining: PIPELINING, warmupSeconds: WARMUP_S, rounds: ROUNDS, roundSeconds: ROUND_S, quick: QUICK },
}

// Every target of one run, in ABBA order within each round; ratios are taken against the baseline of the same
// round. The write rows are skipped (not failed) without Redis: `writeRedisSkipped` says why.
const medianOf = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2 }
interface Compared { result: HttpResult; ratio: number; ratioAllRounds: number; roundRatios: number[]; cpuRatio: number | null }
let baseline: HttpResult | null = null
let skill: HttpResult | null = null
let write: Compared | null = null
let writeRedis: Compared | null = null
let skillLogLevel: string | undefined
let roundRatios: number[] = []
let writeSkillsDir: string | null = null
const redisHttpPrefix = `${runRedisPrefix()}http:`
process.on('exit', () => { if (writeSkillsDir) fs.rmSync(writeSkillsDir, { recursive: true, force: true }) })
if (RUN_HTTP) {
  log(`HTTP: ${CONNECTIONS} connections, pipelining ${PIPELINING}; ${WARMUP_S} s warm-up, then ${ROUNDS} x ${ROUND_S} s per target, alternating` +
    (pinning ? `; servers on CPU ${pinning.server}, autocannon on CPU ${pinning.loadGenerator}` : '; no CPU pinning'))
  writeSkillsDir = makeWriteSkillsDir()
  const running: Child[] = []
  try {
    const b = await startChild('baseline'); running.push(b)
    const s = await startChild('skills'); running.push(s)
    const w = await startChild('write', { SKILLS_DIR: writeSkillsDir, BENCH_REDIS_URL: '' }); running.push(w)
    const wr = redisUrl ? await startChild('write', { SKILLS_DIR: writeSkillsDir, BENCH_REDIS_URL: redisUrl, BENCH_REDIS_PREFIX: redisHttpPrefix }, 'write-redis') : null
    if (wr) running.push(wr)
    skillLogLevel = s.ready.logLevel
    const json = { 'content-type': 'application/json' }
    const tb = new Target('baseline', b, { path: SKILL_PATH, body: SKILL_BODY, headers: { ...json, authorization: 'Bearer sk_unused' } })
    const tsk = new Target('skill', s, { path: SKILL_PATH, body: SKILL_BODY, headers: { ...json, authorization: `Bearer ${s.ready.key}` } })
    const writeReq = (c: Child, name: string): TargetRequest => ({
      path: WRITE_SKILL_PATH, body: WRITE_SKILL_BODY, headers: { ...json, authorization: `Bearer ${c.ready.key}` }, idempotencyKeyPrefix: `bench-${name}-${process.pid}`,
    })
    const tw = new Target('write', w, writeReq(w, 'write'))
    const twr = wr ? new Target('write-redis', wr, writeReq(wr, 'write-redis')) : null
    const targets = [tb, tsk, tw, ...(twr ? [twr] : [])]
    log(`  warm-up (skill server logger level: ${skillLogLevel}${redisUrl ? '' : `; Redis: not available, skipped (${redisSkipped})`}) ...`)
    for (const t of targets) await t.warm()
    const ratios = new Map<Target, number[]>(targets.map((t) => [t, []]))
    for (let i = 0; i < ROUNDS; i++) {
      // ABBA: baseline first on even rounds, last on odd ones.
      const order = i % 2 === 0 ? targets : [...targets].reverse()
      const got = new Map<Target, number>()
      for (const t of order) got.set(t, await t.round())
      for (const t of targets) ratios.get(t)!.push(got.get(t)! / got.get(tb)!)
      log(`  round ${i + 1}/${ROUNDS}: ${targets.map((t) => `${t.name} ${fmtInt(got.get(t)!)} req/s${t === tb ? '' : ` (${(got.get(t)! / got.get(tb)!).toFixed(2)})`}`).join(', ')}`)
    }
    baseline = tb.result()
    skill = tsk.result()
    roundRatios = ratios.get(tsk)!
    const compare = (t: Target): Compared => {
      const r = t.result()
      return {
        result: r, ratio: medianOf(ratios.get(t)!), ratioAllRounds: r.reqPerSec / baseline!.reqPerSec, roundRatios: ratios.get(t)!,
        cpuRatio: baseline!.serverCpuUsPerReq && r.serverCpuUsPerReq ? baseline!.serverCpuUsPerReq / r.serverCpuUsPerReq : null,
      }
    }
    write = compare(tw)
    writeRedis = twr ? compare(twr) : null
  } finally {
    for (const c of running.reverse()) await stopChild(c)
  }
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
  log(`Webhooks: dispatcher in a child server process${pinning ? ` on CPU ${pinning.server}` : ''}, HTTPS receiver in this process` +
    `${mongoUrl ? '' : `; MongoDB: not available, skipped (${mongoSkipped})`} ...`)
  try {
    webhooks = await benchWebhooks({ quick: QUICK, pinServerCpu: pinning?.server ?? null, mongoUrl, mongoSkipped, log })
  } catch (err) {
    // E.g. no openssl for the receiver's certificate: print everything else, then exit non-zero.
    webhooksFailed = err instanceof Error ? err.message : String(err)
    log(`Webhooks: FAILED: ${webhooksFailed}`)
  }
}
const redisKeysDeleted = redisUrl ? await deleteRedisKeys(redisUrl, runRedisPrefix()).catch(() => null) : null

// Headline ratio: the median of the per-round ratios (each round pairs the two targets back to back, so a
// burst of outside load in one round does not decide the verdict). The all-rounds ratio is kept as well.
const ratio = baseline && skill && roundRatios.length ? medianOf(roundRatios) : null
const ratioAllRounds = baseline && skill ? skill.reqPerSec / baseline.reqPerSec : null
const verdict = ratio === null ? null : ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET'
const comparedJson = (what: string, c: Compared) => ({
  what, ...c.result, throughputRatio: c.ratio, throughputRatioAllRounds: c.ratioAllRounds, roundRatios: c.roundRatios, cpuRatio: c.cpuRatio,
})
const writeWhat = (coordination: string) => `POST ${WRITE_SKILL_PATH} ${WRITE_SKILL_BODY}, Bearer sk_ key, fresh Idempotency-Key per request, ` +
  `IP gate + request budget at ${BENCH_RATE_LIMIT}/min, embedded store, ${coordination}, RESPONSE_VALIDATION=off, logger ${skillLogLevel}`
Object.assign(out, {
  redis: redisUrl ? { url: redisUrl, keyPrefix: runRedisPrefix(), keysDeletedAtEnd: redisKeysDeleted } : { skipped: redisSkipped },
  http: baseline && skill ? {
    baseline: { what: 'bare express 5 + express.json(), POST same body', ...baseline },
    skill: { what: `POST ${SKILL_PATH}, Bearer sk_ key, embedded store, RESPONSE_VALIDATION=off, logger ${skillLogLevel}`, ...skill },
    throughputRatio: ratio, throughputRatioAllRounds: ratioAllRounds, roundRatios, target: TARGET_RATIO, verdict,
    /** Comparable with throughputRatio: baseline CPU per request / skill CPU per request. */
    cpuRatio: baseline.serverCpuUsPerReq && skill.serverCpuUsPerReq ? baseline.serverCpuUsPerReq / skill.serverCpuUsPerReq : null,
    write: write ? comparedJson(writeWhat('in-process coordination'), write) : null,
    writeRedis: writeRedis ? comparedJson(writeWhat(`Redis coordination (keys under ${redisHttpPrefix})`), writeRedis) : { skipped: `Redis: not available (${redisSkipped})` },
  } : null,
  keyVerify: keys,
  routing,
  limiter,
  mongo: mongoUrl ? { url: mongoUrl } : { skipped: mongoSkipped },
  webhooks: webhooksFailed ? { failed: webhooksFailed } : webhooks,
  loadAverage1mAtEnd: os.loadavg()[0],
  totalSeconds: (Date.now() - started) / 1000,
})
fs.writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`)

// ------------------------------------------------------------------------------------------------ print
const p: string[] = []
p.push('')
p.push(`skills-connect bench  ${out.date as string}  node ${process.version}  ${cpus} CPUs (${out.cpu as string})`)
const loads = [out.loadAverage1mAtStart as number, out.loadAverage1mAtEnd as number]
p.push(`load average (1 min) at start ${loads[0]!.toFixed(2)}, at end ${loads[1]!.toFixed(2)} (the end value includes the bench itself)` +
  (loads[0]! > 0.5 ? '  -- other processes were busy before the bench started: expect noisy HTTP numbers' : ''))
p.push(redisUrl ? `Redis: ${redisUrl} (not pinned: it shares the machine's CPUs with the server and the load generator)` : `Redis: not available, skipped (${redisSkipped})`)
if (baseline && skill) {
  p.push('')
  p.push(`HTTP  POST, c=${CONNECTIONS} p=${PIPELINING}, ${WARMUP_S} s warm-up, ${ROUNDS} x ${ROUND_S} s measured each (alternating), request body ${baseline.requestBodyBytes} B (write: ${Buffer.byteLength(WRITE_SKILL_BODY)} B)` +
    (pinning ? `, server CPU ${pinning.server} / autocannon CPU ${pinning.loadGenerator}` : ''))
  const cpuCell = (r: HttpResult) => r.serverCpuUsPerReq === null ? 'n/a' : r.serverCpuUsPerReq.toFixed(0)
  const httpRow = (name: string, r: HttpResult, vs: string) => [name, fmtInt(r.reqPerSec), vs, fmtMs(r.latencyMs.p50), fmtMs(r.latencyMs.p90), fmtMs(r.latencyMs.p99),
    cpuCell(r), String(r.responseBodyBytes), r.non2xx + r.errors + r.timeouts === 0 ? '0' : `${r.non2xx}/${r.errors}/${r.timeouts}`]
  const rows = [
    httpRow('baseline: express 5 + express.json()', baseline, '1.00'),
    httpRow('skill invoke, sk_ key (our server)', skill, ratio!.toFixed(2)),
  ]
  if (write) rows.push(httpRow('write + Idempotency-Key, in-process', write.result, write.ratio.toFixed(2)))
  if (writeRedis) rows.push(httpRow('write + Idempotency-Key, Redis', writeRedis.result, writeRedis.ratio.toFixed(2)))
  p.push(table(['', 'req/s', 'vs baseline', 'p50 ms', 'p90 ms', 'p99 ms', 'server CPU µs/req', 'resp B', 'non2xx/err/timeout'], rows))
  if (!writeRedis) p.push(`write + Idempotency-Key, Redis -- Redis: not available, skipped (${redisSkipped})`)
  const spread = roundRatios.length > 1 ? `median of rounds ${roundRatios.map((x) => x.toFixed(2)).join(', ')}; all rounds together ${ratioAllRounds!.toFixed(2)}` : 'one round'
  p.push(`ratio skill/baseline throughput: ${ratio!.toFixed(2)} (${spread}); target >= ${TARGET_RATIO}: ${verdict}`)
  if (baseline.serverCpuUsPerReq && skill.serverCpuUsPerReq) {
    p.push(`cross-check, server CPU per request baseline/skill: ${(baseline.serverCpuUsPerReq / skill.serverCpuUsPerReq).toFixed(2)} (moves less with other load on the machine)`)
  }
  for (const [name, c] of [['write in-process', write], ['write Redis', writeRedis]] as const) {
    if (!c) continue
    p.push(`ratio ${name}/baseline throughput: ${c.ratio.toFixed(2)} (rounds ${c.roundRatios.map((x) => x.toFixed(2)).join(', ')}; all rounds ${c.ratioAllRounds.toFixed(2)})` +
      (c.cpuRatio ? `; CPU ratio ${c.cpuRatio.toFixed(2)}` : ''))
  }
  p.push(`(write = POST ${WRITE_SKILL_PATH}, a fresh Idempotency-Key per request: IP gate, request budget, idempotency claim + complete on every request)`)
}
if (keys) {
  p.push('')
  p.push('Key verification, in process (services.keyVerifier.verify, awaited one at a time)')
  p.push(table(['', 'per call', 'calls/s'], [
    ['cache hit', fmtNs(keys.hit.nsPerOp), fmtInt(keys.hit.opsPerSec)],
    ['miss (after invalidateLocal)', fmtNs(keys.miss.nsPerOp), fmtInt(keys.miss.opsPerSec)],
    ['  of which shape+CRC32+SHA-256', fmtNs(keys.formatAndDigest.nsPerOp), fmtInt(keys.formatAndDigest.opsPerSec)],
  ]))
}
if (routing.length) {
  p.push('')
  p.push('Routing per call, in process: literal = POST /api/v1/skills/identifiers.validate/invoke, templated = GET /api/v1/connect-keys/{key_id}')
  p.push(table(['N', 'ops', 'ApiRouter lit', 'ApiRouter tpl', 'openapi-backend lit', 'openapi-backend tpl', 'ApiRouter.create'],
    routing.map((r) => [String(r.n), String(r.operations), fmtNs(r.apiRouter.literal.nsPerOp), fmtNs(r.apiRouter.templated.nsPerOp),
      fmtNs(r.openapiBackend.literal.nsPerOp), fmtNs(r.openapiBackend.templated.nsPerOp), `${fmtInt(r.apiRouterBuildMs)} ms`])))
  p.push('(N synthetic literal skill paths + N templated paths added to the served spec; openapi-backend = its unpatched matchOperation)')
}
if (limiter) {
  p.push('')
  p.push(`Limiter per call, in process (awaited one at a time): coordination.windows.hit(subject, 60, 60_000, now); requestBudget for an sk_ key principal, budget ${fmtInt(BENCH_RATE_LIMIT)}/min (admits)`)
  const m = limiter.inProcess
  const r = 'skipped' in limiter.redis ? null : limiter.redis
  const row = (name: string, mem: typeof m.hitFresh | null, red: typeof m.hitFresh | null | undefined): string[] => [
    name, mem ? fmtNs(mem.nsPerOp) : '-', mem ? fmtInt(mem.opsPerSec) : '-',
    ...(r && red ? [fmtNs(red.nsPerOp), fmtInt(red.opsPerSec), fmtNs(Math.max(0, red.nsPerOp - r.ping.nsPerOp))] : []),
  ]
  p.push(table(['', 'in-process', 'calls/s', ...(r ? ['Redis', 'calls/s', 'Redis minus PING'] : [])], [
    row('hit, fresh subject (admits)', m.hitFresh, r?.hitFresh),
    row('hit, subject at its limit (denies)', m.hitHeld, r?.hitHeld),
    row('Limiter.requestBudget(principal)', m.requestBudget, r?.requestBudget),
    ...(r ? [['PING (loopback round trip)', '-', '-', fmtNs(r.ping.nsPerOp), fmtInt(r.ping.opsPerSec), '-']] : []),
  ]))
  p.push(r ? `(Redis: openRedisCoordination, keys under ${r.keyPrefix}, deleted at the end; "minus PING" = script + ioredis cost beyond one round trip)`
    : `Redis: not available, skipped (${redisSkipped})`)
}
if (webhooks) {
  p.push('')
  p.push(...formatWebhooks(webhooks, table, pinning !== null))
} else if (webhooksFailed) {
  p.push('')
  p.push(`Webhooks -- FAILED: ${webhooksFailed}`)
}
p.push('')
p.push(`total ${((Date.now() - started) / 1000).toFixed(0)} s; JSON: ${path.relative(process.cwd(), OUT)}`)
process.stdout.write(`${p.join('\n')}\n`)
// Non-zero only when part of the bench could not run (here: the webhook part or one of its series failed; the
// other parts throw earlier).
process.exit(webhooksFailed || webhooks?.failed.length ? 1 : 0)
