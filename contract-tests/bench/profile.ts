// `node contract-tests/bench/profile.ts`: where the time of one authenticated skill call goes in the service as
// `npm start` runs it (npm-start.ts), from V8 CPU profiles. Starts `node --cpu-prof src/main.ts` (pinned to CPU 0),
// loads it from this process (CPU 1) with autocannon exactly as `npm run bench` does (10 connections, the 200 keys in
// turn), stops it with SIGTERM (the profile is written on exit), and attributes every sample taken during the
// measured window to a stage by its stack (`classify`). The bench's baseline (bare express 5 + express.json(),
// server.ts) is profiled the same way first, under the same requests. Prints a Markdown table: µs per request
// per stage for both, and % of the service's busy samples. Not part of `npm run bench`: profiling slows a server
// (about 10-20 %), so its numbers are shares and costs, not throughput.
// Options: --seconds N (measured, default 15), --warmup N (default 3), --interval µs (sampling, default 200),
// --log-level L (default: unset, i.e. info), --keep (keep the .cpuprofile and print its path), --top N (self-time list),
// --root <checkout> (profile another checkout's service, e.g. the commit before a change; see ab.ts),
// --mcp (load the service with the /mcp tools/call of the same skill; the baseline stays the REST call).
import { execFileSync, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startNpmStart } from './npm-start.ts'
import { MCP_BODY, MCP_HEADERS, MCP_PATH, SKILL_BODY, SKILL_PATH } from './shared.ts'

const argv = process.argv.slice(2)
const opt = (name: string, dflt: string | undefined): string | undefined => {
  const i = argv.indexOf(`--${name}`)
  return i === -1 ? dflt : argv[i + 1]
}
const SECONDS = Number(opt('seconds', '15'))
const WARMUP = Number(opt('warmup', '3'))
const INTERVAL_US = Number(opt('interval', '200'))
const LOG_LEVEL = opt('log-level', undefined)
const TOP = Number(opt('top', '40'))
const KEEP = argv.includes('--keep')
const ROOT = opt('root', undefined)
/** --mcp: the service is loaded with the bench's /mcp tools/call instead of the REST call (the baseline stays REST). */
const MCP = argv.includes('--mcp')
const log = (s: string) => process.stderr.write(`${s}\n`)

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  parent?: number
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

// ------------------------------------------------------------------------------------------- classification
const LOGGING =
  /\/node_modules\/(pino|sonic-boom|fast-redact|quick-format-unescaped|safe-stable-stringify|pino-std-serializers|thread-stream|on-exit-leak-free|atomic-sleep|@pinojs)\/|\/src\/lib\/(logger|line-destination)\.ts/
const BODY =
  /\/src\/http\/body\.ts|\/node_modules\/(body-parser|raw-body|type-is|content-type|media-typer|iconv-lite|bytes|unpipe|destroy|mime-types|mime-db)\//
const EXPRESS =
  /\/node_modules\/(express|router|finalhandler|on-finished|ee-first|parseurl|encodeurl|escape-html|statuses|http-errors|depd|setprototypeof|qs|send|vary|accepts|negotiator|fresh|range-parser|proxy-addr|forwarded|path-to-regexp|cookie|cookie-signature|merge-descriptors|content-disposition|etag|debug|ms|is-promise|[^/]*call-bound|get-intrinsic|[^/]*side-channel[^/]*|object-inspect|es-[^/]*|function-bind|hasown|math-intrinsics|dunder-proto|gopd|has-symbols)\//
/** Ordered: the first rule matching a frame, walking from the leaf towards the root, decides. */
const FILE_RULES: [RegExp, string][] = [
  [/\/node_modules\/@modelcontextprotocol\/|\/node_modules\/zod\//, 'MCP SDK (server, transport, zod)'],
  [/\/src\/mcp\//, 'MCP door (src/mcp)'],
  [
    /node:internal\/deps\/undici|node:internal\/webstreams|node:internal\/url/,
    'web Request/Response and streams (undici, WHATWG)',
  ],
  [LOGGING, "logging (pino: access line, the skill's line; writing them)"],
  [
    /\/src\/auth\/|\/src\/store\/memory\/coordination\.ts/,
    'authentication (key shape, CRC32, SHA-256, cache, generation check)',
  ],
  [
    /\/src\/ratelimit\/|\/src\/store\/memory\/rate-limits\.ts|\/node_modules\/ipaddr\.js\//,
    'IP gate + request budget (client address, sliding windows, headers)',
  ],
  [/\/src\/store\//, 'store (SQLite: last_used_at, webhook poll)'],
  [/\/src\/webhooks\//, 'webhook dispatcher (poll)'],
  [/\/src\/operations\/router\.ts/, 'routing (ApiRouter.match)'],
  [BODY, 'body parsing (express.json)'],
  [/\/src\/operations\/validate\.ts|\/src\/validation\//, 'request validation (Ajv, well-formed strings)'],
  [/\/src\/operations\/output-check\.ts/, 'output check (Ajv)'],
  [/\/skills\//, 'the skill (identifiers.validate handler)'],
  [/\/src\/skill-runtime\//, 'skill runtime (runHandler)'],
  [/\/src\/operations\/run\.ts/, 'run stage (time limit timer, abort signal, context)'],
  [/\/src\/operations\/|\/src\/versioning\//, 'stage table (operations, versioning)'],
  [/\/src\/errors\//, 'errors'],
  [/\/src\/http\/server\.ts/, 'transport (server.ts connection bookkeeping)'],
  [EXPRESS, 'express (router, req/res helpers)'],
  [/\/contract-tests\/bench\/server\.ts/, 'baseline handler (server.ts)'],
]
const RESPONSE_WRITE = 'response writing (writeHead, res.end, the socket write)'
const JSON_OUT = 'JSON serialisation of the answer'
const DOOR = 'door (pipeline.ts, answer.ts own code: correlation id, Locals, call, JSON of the answer)'
/** Node frames that mean the answer is being written, whoever called them (our door, express's res.json). */
const WRITING = /_http_outgoing|_http_server|node:net|stream_base_commons|internal\/streams\/writable/
/** Files whose calls into WRITING are the answer being written (not logging, not body reading). */
const ANSWERS =
  /\/src\/http\/(pipeline|answer)\.ts|\/node_modules\/express\/lib\/response\.js|\/contract-tests\/bench\/server\.ts/

function classify(stack: CallFrame[]): string {
  const leaf = stack[0]!
  if (leaf.functionName === '(garbage collector)') return 'GC'
  if (leaf.functionName === '(idle)') return '(idle)'
  if (leaf.functionName === '(program)') return 'V8/native without a JS stack ((program))'
  let nodeSeen: string | null = null
  let builtinLeaf: string | null = null
  for (const f of stack) {
    const url = f.url
    if (url.startsWith('node:')) {
      nodeSeen ??= url
      continue
    }
    if (url === '') {
      if (nodeSeen === null) builtinLeaf ??= f.functionName
      continue
    }
    if (nodeSeen && WRITING.test(nodeSeen) && ANSWERS.test(url)) return RESPONSE_WRITE
    if (
      builtinLeaf === 'stringify' &&
      nodeSeen === null &&
      (f.functionName === 'sendResult' || (url.includes('/express/lib/response.js') && f.functionName === 'stringify'))
    )
      return JSON_OUT
    for (const [re, cat] of FILE_RULES) if (re.test(url)) return cat
    if (url.includes('/src/http/pipeline.ts') || url.includes('/src/http/answer.ts')) return DOOR
    return `other: ${url.replace(/^file:\/\/.*?\/(node_modules|src|skills)\//, '$1/')}`
  }
  if (nodeSeen) {
    if (/_http_common|_http_server|_http_incoming/.test(nodeSeen))
      return 'node HTTP (parser, IncomingMessage, ServerResponse)'
    if (/_http_outgoing/.test(nodeSeen)) return RESPONSE_WRITE
    if (/net|stream|buffer/.test(nodeSeen)) return 'node sockets and streams'
    if (/task_queues|promise|async_hooks/.test(nodeSeen)) return 'promises, microtasks, nextTick'
    if (/timers/.test(nodeSeen)) return 'timers'
    return `node internals (${nodeSeen})`
  }
  return `native without a JS caller (${leaf.functionName || 'anonymous'})`
}

// --------------------------------------------------------------------------------------------------- run
const cpu = os.availableParallelism() >= 2 ? '0' : null
if (cpu) {
  try {
    execFileSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' })
  } catch {
    /* best effort */
  }
}
const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skc-bench-prof-'))
const nodeFlags = (name: string) => [
  '--cpu-prof',
  '--cpu-prof-dir',
  profDir,
  '--cpu-prof-name',
  `${name}.cpuprofile`,
  '--cpu-prof-interval',
  String(INTERVAL_US),
]
const command = `node ${nodeFlags('x').join(' ').replace(profDir, '<dir>').replace('x.cpuprofile', '<name>')} src/main.ts`
const cpuSeconds = (pid: number): number => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(f[11]) + Number(f[12])) / 100
}

interface Measured {
  name: string
  profile: CpuProfile
  t0: number
  t1: number
  answered: number
  non2xx: number
  cpuUsPerReq: number
}

/** Loads `url` (warm-up, then the measured window), stops the server with `stop`, reads its profile. */
async function measure(
  name: string,
  url: string,
  pid: number,
  keys: string[],
  stop: () => Promise<number | null>,
): Promise<Measured> {
  const mcp = MCP && name !== 'baseline'
  const extra = mcp ? MCP_HEADERS : {}
  const requests = keys.map((k) => ({
    headers: { 'content-type': 'application/json', ...extra, authorization: `Bearer ${k}` },
  }))
  const load = (duration: number) =>
    autocannon({
      url: url + (mcp ? MCP_PATH : SKILL_PATH),
      method: 'POST',
      body: mcp ? MCP_BODY : SKILL_BODY,
      headers: { 'content-type': 'application/json', ...extra },
      requests,
      connections: 10,
      pipelining: 1,
      duration,
      timeout: 10,
    })
  await load(WARMUP)
  // V8's profile timestamps are CLOCK_MONOTONIC microseconds, the clock process.hrtime reads.
  const t0 = Number(process.hrtime.bigint() / 1000n)
  const cpu0 = cpuSeconds(pid)
  const r = await load(SECONDS)
  const t1 = Number(process.hrtime.bigint() / 1000n)
  const cpu1 = cpuSeconds(pid)
  const exitCode = await stop()
  const file = path.join(profDir, `${name}.cpuprofile`)
  if (!fs.existsSync(file) || exitCode !== 0) throw new Error(`${name}: no profile written (exit code ${exitCode})`)
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile
  log(
    `${name}: ${r.requests.total} requests in ${SECONDS} s (${(r.requests.total / SECONDS).toFixed(0)} req/s under the profiler), ${r.non2xx} non-2xx; ` +
      `server CPU ${(((cpu1 - cpu0) * 1e6) / r.requests.total).toFixed(0)} µs/req (/proc)`,
  )
  return {
    name,
    profile,
    t0,
    t1,
    answered: r.requests.total,
    non2xx: r.non2xx,
    cpuUsPerReq: ((cpu1 - cpu0) * 1e6) / r.requests.total,
  }
}

log(
  `profile: ${command}, LOG_LEVEL=${LOG_LEVEL ?? 'info (default)'}; baseline first; ${WARMUP} s warm-up, ${SECONDS} s measured each`,
)
const server = await startNpmStart({
  label: 'profile',
  cpu,
  nodeFlags: nodeFlags('service'),
  ...(LOG_LEVEL ? { logLevel: LOG_LEVEL } : {}),
  ...(ROOT ? { root: ROOT } : {}),
  log,
})
let base: Measured
{
  const script = path.join(import.meta.dirname, 'server.ts')
  const argv = [...nodeFlags('baseline'), script, 'baseline']
  const proc = cpu
    ? spawn('taskset', ['-c', cpu, process.execPath, ...argv], { stdio: ['pipe', 'pipe', 'inherit'] })
    : spawn(process.execPath, argv, { stdio: ['pipe', 'pipe', 'inherit'] })
  const ready = await new Promise<{ url: string; pid: number }>((resolve, reject) => {
    proc.once('exit', (c) => reject(new Error(`baseline exited (${c})`)))
    createInterface({ input: proc.stdout! }).on('line', (l) => {
      try {
        const m = JSON.parse(l) as { ready?: boolean; url: string; pid: number }
        if (m.ready) resolve(m)
      } catch {
        /* not ours */
      }
    })
  })
  base = await measure(
    'baseline',
    ready.url,
    ready.pid,
    server.keys,
    () =>
      new Promise((resolve) => {
        proc.once('exit', (c) => resolve(c))
        proc.kill('SIGTERM')
      }),
  )
}
const svc = await measure(
  'service',
  server.ready.url,
  server.ready.pid,
  server.keys,
  async () => (await server.stop()).exitCode,
)
if (!KEEP) fs.rmSync(profDir, { recursive: true, force: true })

// ---------------------------------------------------------------------------------------------- analyse
interface Analysis {
  cats: Map<string, number>
  self: Map<string, number>
  busy: number
  windowUs: number
}
function analyse(m: Measured): Analysis {
  const prof = m.profile
  const byId = new Map(prof.nodes.map((n) => [n.id, n]))
  for (const n of prof.nodes) for (const c of n.children ?? []) byId.get(c)!.parent = n.id
  const stackCache = new Map<number, CallFrame[]>()
  const stackOf = (id: number): CallFrame[] => {
    let s = stackCache.get(id)
    if (!s) {
      s = []
      for (
        let n: ProfileNode | undefined = byId.get(id);
        n && n.callFrame.functionName !== '(root)';
        n = n.parent === undefined ? undefined : byId.get(n.parent)
      )
        s.push(n.callFrame)
      stackCache.set(id, s)
    }
    return s
  }
  const cats = new Map<string, number>()
  const self = new Map<string, number>()
  let t = prof.startTime
  let inWindow = 0
  for (let i = 0; i < prof.samples.length; i++) {
    t += prof.timeDeltas[i]!
    if (t < m.t0 || t > m.t1) continue
    const w = prof.timeDeltas[i + 1] ?? prof.timeDeltas[i]!
    const stack = stackOf(prof.samples[i]!)
    if (!stack.length) continue
    const cat = classify(stack)
    cats.set(cat, (cats.get(cat) ?? 0) + w)
    inWindow += w
    const leaf = stack[0]!
    const key = `${leaf.functionName || '(anonymous)'} ${leaf.url.replace(/^file:\/\/.*?\/(node_modules|src|skills|contract-tests)\//, '$1/')}${leaf.url ? `:${leaf.lineNumber + 1}` : ''}  [${cat.split(' (')[0]}]`
    self.set(key, (self.get(key) ?? 0) + w)
  }
  if (inWindow === 0)
    throw new Error(
      `${m.name}: no samples in the measured window (profile ${prof.startTime}..${prof.endTime}, window ${m.t0}..${m.t1})`,
    )
  return { cats, self, busy: inWindow - (cats.get('(idle)') ?? 0), windowUs: m.t1 - m.t0 }
}
const a = analyse(svc)
const b = analyse(base)
const perReq = (us: number | undefined, m: Measured) => (us === undefined ? '-' : (us / m.answered).toFixed(1))
const rows = [...new Set([...a.cats.keys(), ...b.cats.keys()])]
  .filter((c) => c !== '(idle)')
  .sort((x, y) => (a.cats.get(y) ?? 0) - (a.cats.get(x) ?? 0) || (b.cats.get(y) ?? 0) - (b.cats.get(x) ?? 0))
const out: string[] = []
const describe = (m: Measured, x: Analysis) =>
  `${m.answered.toLocaleString('en-US')} requests in ${SECONDS} s under the profiler ` +
  `(${Math.round(m.answered / SECONDS).toLocaleString('en-US')} req/s), ${m.non2xx} non-2xx, ${((x.busy / x.windowUs) * 100).toFixed(0)} % of the window on CPU, ` +
  `${m.cpuUsPerReq.toFixed(0)} µs CPU per request (/proc, user+system)`
out.push(
  `Command: \`node contract-tests/bench/profile.ts${argv.length ? ` ${argv.join(' ')}` : ''}\` (service: \`${command}\`` +
    `${LOG_LEVEL ? `, LOG_LEVEL=${LOG_LEVEL}` : ''}). Service: ${describe(svc, a)}. Baseline: ${describe(base, b)}.`,
)
out.push('')
out.push('| Stage | service µs / request | % of service busy samples | bare express µs / request |')
out.push('|---|---:|---:|---:|')
for (const c of rows)
  out.push(
    `| ${c} | ${perReq(a.cats.get(c), svc)} | ${a.cats.has(c) ? ((a.cats.get(c)! / a.busy) * 100).toFixed(1) : '-'} | ${perReq(b.cats.get(c), base)} |`,
  )
out.push(
  `| **total on CPU (samples)** | **${(a.busy / svc.answered).toFixed(1)}** | 100 | **${(b.busy / base.answered).toFixed(1)}** |`,
)
process.stdout.write(`${out.join('\n')}\n`)
if (TOP > 0) {
  for (const [m, x] of [
    [svc, a],
    [base, b],
  ] as const) {
    process.stdout.write(`\nTop ${TOP} self-time leaves, ${m.name} (µs/request):\n`)
    for (const [k, us] of [...x.self].sort((p, q) => q[1] - p[1]).slice(0, TOP))
      process.stdout.write(`${(us / m.answered).toFixed(2).padStart(7)}  ${k}\n`)
  }
}
if (KEEP) log(`profiles kept in ${profDir}`)
