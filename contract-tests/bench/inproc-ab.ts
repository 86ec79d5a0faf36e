// `node contract-tests/bench/inproc-ab.ts --a <checkout> [--b <checkout>] [--rounds N] [--batch N]`: the in-process
// request loop of inproc.ts for two checkouts in ONE process, alternating batches of requests between them, so that
// whatever else runs on the machine (other VMs on the host, other processes) slows both alike. inproc.ts run for two
// checkouts in turn moves by ±15 % from run to run on a shared VM, more than the cuts it is meant to show; here each
// round's a and b are measured within a second of each other. Each app is built as `npm start` builds it (embedded
// store in its own temporary DATA_DIR, info logging to this process's stdout, the two caps raised, 200 keys in turn),
// and each is handed requests as Node's server hands them (request event with the headers, body pushed after).
// Prints CPU µs per request for each (median of rounds), and b/a (median of per-round ratios, with the range).
// Both apps share one V8 heap, so one's garbage can be collected during the other's batch; batches alternate and are
// many, so that evens out. Run with stdout sent to /dev/null (the log lines go there).
import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BENCH_RATE_LIMIT, SKILL_PERMISSION } from './shared.ts'
import { sendOne } from './inproc-request.ts'

const argv = process.argv.slice(2)
const opt = (name: string, dflt?: string): string | undefined => {
  const i = argv.indexOf(`--${name}`)
  return i === -1 ? dflt : argv[i + 1]
}
const A = opt('a')
if (!A) {
  process.stderr.write('usage: inproc-ab.ts --a <checkout> [--b <checkout>] [--rounds N] [--batch N]\n')
  process.exit(2)
}
const B = opt('b', path.join(import.meta.dirname, '..', '..'))!
const ROUNDS = Number(opt('rounds', '40'))
const BATCH = Number(opt('batch', '500'))
const WARMUP = 3000

interface Target {
  name: string
  root: string
  handler: RequestListener
  Req: typeof IncomingMessage
  Res: typeof ServerResponse
  keys: string[]
  dataDir: string
  us: number[]
}

async function build(name: string, rootArg: string): Promise<Target> {
  const root = path.resolve(rootArg)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `inproc-ab-${name}-`))
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT),
    IP_RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT),
    WEBHOOK_DISPATCHER: 'off',
  })
  const { loadConfig } = await import(path.join(root, 'src/config.ts'))
  const { buildServices } = await import(path.join(root, 'src/services.ts'))
  const { buildApp } = await import(path.join(root, 'src/app.ts'))
  const { createTenant } = await import(path.join(root, 'src/testing/test-server.ts'))
  const { createKey } = await import(path.join(root, 'src/keys/index.ts'))
  const http = await import(path.join(root, 'src/http/index.ts'))
  const services = await buildServices(loadConfig())
  const t = await createTenant(services)
  const keys: string[] = []
  for (let i = 0; i < 200; i++)
    keys.push((await createKey(services.keysDeps, t.owner, { name: `k${i}`, permissions: [SKILL_PERMISSION] })).value)
  const handler = buildApp(services) as RequestListener
  const classes = http.messageClasses?.(handler)
  return {
    name,
    root,
    handler,
    Req: classes?.IncomingMessage ?? IncomingMessage,
    Res: classes?.ServerResponse ?? ServerResponse,
    keys,
    dataDir,
    us: [],
  }
}

const one = (t: Target, i: number): Promise<number> => sendOne(t, t.keys[i % t.keys.length]!)

const targets = [await build('a', A), await build('b', B)]
for (const t of targets) {
  for (let i = 0; i < WARMUP; i++) {
    const status = await one(t, i)
    if (status !== 200) {
      process.stderr.write(`inproc-ab: ${t.name} answered ${status}, not 200\n`)
      process.exit(1)
    }
  }
}
let n = 0
for (let r = 0; r < ROUNDS; r++) {
  for (const t of r % 2 ? [...targets].reverse() : targets) {
    const c0 = process.cpuUsage()
    for (let i = 0; i < BATCH; i++) await one(t, n++)
    const c = process.cpuUsage(c0)
    t.us.push((c.user + c.system) / BATCH)
  }
}
const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const [a, b] = targets as [Target, Target]
const ratios = a.us.map((x, i) => b.us[i]! / x).sort((x, y) => x - y)
process.stderr.write(
  `inproc-ab: ${ROUNDS} rounds of ${BATCH} requests each, load average ${os.loadavg()[0]!.toFixed(2)}\n`,
)
process.stderr.write(`  a ${a.root}: ${median(a.us).toFixed(1)} µs CPU per request (median of rounds)\n`)
process.stderr.write(`  b ${b.root}: ${median(b.us).toFixed(1)} µs CPU per request\n`)
const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0)
process.stderr.write(
  `  b/a ${median(ratios).toFixed(3)} (all rounds' CPU ${(sum(b.us) / sum(a.us)).toFixed(3)}; per round, middle half ${ratios[Math.floor(ratios.length / 4)]!.toFixed(3)}-${ratios[Math.floor((3 * ratios.length) / 4)]!.toFixed(3)})\n`,
)
for (const t of targets) fs.rmSync(t.dataDir, { recursive: true, force: true })
process.exit(0)
