// `node contract-tests/bench/ab.ts --a <checkout> [--b <checkout>]`: before/after of a change, the way this
// folder's README reports each cut. Runs the service as `npm start` runs it (npm-start.ts) from two checkouts (b
// defaults to this one; a checkout is a directory with src/ and a node_modules, e.g. `git archive <commit> | tar -x
// -C /tmp/a && ln -s $PWD/node_modules /tmp/a/`) and the bench's baseline (bare express 5 + express.json()), all
// pinned to CPU 0, and loads them in turn from CPU 1 with the bench's requests (10 connections, the 200 keys in
// turn), rounds in ABBA order. Prints per target: median req/s, ratio to the baseline of the same round, server CPU
// µs per request (/proc), p50/p99 of all rounds; and b/a per round.
// Options: --rounds N (default 6), --seconds N (default 5), --connections N (default 10), --log-level L (default: unset, i.e. info), --b-env K=V,K=V
// (diagnostics: b runs with these variables as well, e.g. the same checkout with one setting changed).
import { execFileSync, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startNpmStart, type NpmStartServer } from './npm-start.ts'
import { SKILL_BODY, SKILL_PATH } from './shared.ts'

const argv = process.argv.slice(2)
const opt = (name: string, dflt?: string): string | undefined => {
  const i = argv.indexOf(`--${name}`)
  return i === -1 ? dflt : argv[i + 1]
}
const A = opt('a')
const B = opt('b', path.join(import.meta.dirname, '..', '..'))!
if (!A) {
  console.error('usage: ab.ts --a <checkout> [--b <checkout>] [--rounds N] [--seconds N] [--log-level L]')
  process.exit(2)
}
const ROUNDS = Number(opt('rounds', '6'))
const SECONDS = Number(opt('seconds', '5'))
const LOG_LEVEL = opt('log-level')
const CONNECTIONS = Number(opt('connections', '10'))
const B_ENV = Object.fromEntries(
  (opt('b-env') ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
)
const log = (s: string) => process.stderr.write(`${s}\n`)
const cpu = os.availableParallelism() >= 2 ? '0' : null
if (cpu) {
  try {
    execFileSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' })
  } catch {
    /* best effort */
  }
}
const cpuSeconds = (pid: number): number => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(f[11]) + Number(f[12])) / 100
}
const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!

interface T {
  name: string
  url: string
  pid: number
  rps: number[]
  cpu: number[]
  lat: number[]
  gen: number[]
}
log(
  `ab: ${CONNECTIONS} connections; a = ${A}, b = ${B}${Object.keys(B_ENV).length ? ` with ${JSON.stringify(B_ENV)}` : ''}; LOG_LEVEL ${LOG_LEVEL ?? 'info (default)'}; ${ROUNDS} x ${SECONDS} s, load average ${os.loadavg()[0]!.toFixed(2)}`,
)
const servers: NpmStartServer[] = []
const baseProc = spawn(
  cpu ? 'taskset' : process.execPath,
  [...(cpu ? ['-c', cpu, process.execPath] : []), path.join(import.meta.dirname, 'server.ts'), 'baseline'],
  { stdio: ['pipe', 'pipe', 'inherit'] },
)
try {
  const base = await new Promise<{ url: string; pid: number }>((resolve, reject) => {
    baseProc.once('exit', (c) => reject(new Error(`baseline exited (${c})`)))
    createInterface({ input: baseProc.stdout! }).on('line', (l) => {
      try {
        const m = JSON.parse(l) as { ready?: boolean; url: string; pid: number }
        if (m.ready) resolve(m)
      } catch {
        /* not ours */
      }
    })
  })
  for (const [label, root] of [
    ['a', A],
    ['b', B],
  ] as const) {
    servers.push(
      await startNpmStart({
        label,
        root,
        cpu,
        log,
        ...(LOG_LEVEL ? { logLevel: LOG_LEVEL } : {}),
        ...(label === 'b' ? { env: B_ENV } : {}),
      }),
    )
  }
  const keys = servers[0]!.keys
  const targets: T[] = [
    { name: 'baseline', url: base.url, pid: base.pid, rps: [], cpu: [], lat: [], gen: [] },
    ...servers.map((s, i) => ({
      name: i === 0 ? 'a' : 'b',
      url: s.ready.url,
      pid: s.ready.pid,
      rps: [],
      cpu: [],
      lat: [],
      gen: [],
    })),
  ]
  const load = (t: T, duration: number, ks: string[]) =>
    autocannon({
      url: t.url + SKILL_PATH,
      method: 'POST',
      body: SKILL_BODY,
      headers: { 'content-type': 'application/json' },
      requests: ks.map((k) => ({ headers: { 'content-type': 'application/json', authorization: `Bearer ${k}` } })),
      connections: CONNECTIONS,
      pipelining: 1,
      duration,
      timeout: 10,
    })
  const keysOf = (t: T) => (t.name === 'b' ? servers[1]!.keys : keys)
  for (const t of targets) {
    const r = await load(t, 2, keysOf(t))
    if (r.non2xx || r.errors) throw new Error(`${t.name}: warm-up had ${r.non2xx} non-2xx, ${r.errors} errors`)
  }
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? targets : [...targets].reverse()
    for (const t of order) {
      const c0 = cpuSeconds(t.pid)
      const others0 = targets.filter((o) => o !== t).map((o) => cpuSeconds(o.pid))
      const g0 = process.cpuUsage()
      const inst = load(t, SECONDS, keysOf(t))
      inst.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
        if (status < 300) t.lat.push(ms)
      })
      const r = await inst
      if (r.non2xx || r.errors) throw new Error(`${t.name}: ${r.non2xx} non-2xx, ${r.errors} errors`)
      t.rps.push(r.requests.total / SECONDS)
      t.cpu.push(((cpuSeconds(t.pid) - c0) * 1e6) / r.requests.total)
      const g = process.cpuUsage(g0)
      const othersCpu =
        targets
          .filter((o) => o !== t)
          .map((o, j) => cpuSeconds(o.pid) - others0[j]!)
          .reduce((x, y) => x + y, 0) / SECONDS
      if (othersCpu > 0.02)
        log(`  (while ${t.name} ran, the other servers used ${(othersCpu * 100).toFixed(0)} % of a CPU)`)
      t.gen.push((g.user + g.system) / (SECONDS * 1e6))
    }
    log(
      `  round ${i + 1}: ${targets.map((t) => `${t.name} ${Math.round(t.rps.at(-1)!)} req/s ${t.cpu.at(-1)!.toFixed(0)} µs (server ${((t.cpu.at(-1)! * t.rps.at(-1)!) / 1e4).toFixed(0)} % CPU, load generator ${(t.gen.at(-1)! * 100).toFixed(0)} % CPU)`).join(', ')}`,
    )
  }
  const [b0] = targets
  const lines = [
    `| | req/s (median) | vs baseline (median of rounds) | CPU µs/req (median) | p50 ms | p99 ms |`,
    '|---|---:|---:|---:|---:|---:|',
  ]
  for (const t of targets) {
    const sorted = t.lat.sort((x, y) => x - y)
    const ratios = t.rps.map((x, i) => x / b0!.rps[i]!)
    lines.push(
      `| ${t.name} | ${Math.round(median(t.rps))} | ${median(ratios).toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(' ')}) | ${median(t.cpu).toFixed(0)} | ${pct(sorted, 50).toFixed(2)} | ${pct(sorted, 99).toFixed(2)} |`,
    )
  }
  const [, ta, tb] = targets
  const ba = tb!.rps.map((x, i) => x / ta!.rps[i]!)
  const cpuBa = tb!.cpu.map((x, i) => x / ta!.cpu[i]!)
  lines.push(
    '',
    `b/a throughput per round: ${ba.map((x) => x.toFixed(2)).join(' ')} (median ${median(ba).toFixed(2)}); b/a CPU per request: median ${median(cpuBa).toFixed(2)}; load average at end ${os.loadavg()[0]!.toFixed(2)}`,
  )
  process.stdout.write(`${lines.join('\n')}\n`)
} finally {
  for (const s of servers) await s.stop()
  baseProc.kill('SIGTERM')
}
