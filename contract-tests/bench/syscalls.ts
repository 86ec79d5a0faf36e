// `node contract-tests/bench/syscalls.ts [--seconds N]`: system calls per request of the service as `npm start` runs
// it and of the bench's baseline, under the bench's requests (10 connections, the 200 keys in turn). Attaches
// `strace -c -f` to each server for the measured window and divides its counts by the requests served. A
// diagnostic, not part of `npm run bench`: strace slows a server several times, so read counts, not times.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { startNpmStart } from './npm-start.ts'
import { SKILL_BODY, SKILL_PATH } from './shared.ts'

const argv = process.argv.slice(2)
const SECONDS = Number(argv[argv.indexOf('--seconds') + 1] ?? 5) || 5
const baseProc = spawn(
  'taskset',
  ['-c', '0', process.execPath, path.join(import.meta.dirname, 'server.ts'), 'baseline'],
  { stdio: ['pipe', 'pipe', 'inherit'] },
)
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
const svc = await startNpmStart({ label: 'service', cpu: '0', log: () => {} })
try {
  for (const [name, url, pid, keys] of [
    ['baseline', base.url, base.pid, svc.keys],
    ['service', svc.ready.url, svc.ready.pid, svc.keys],
  ] as const) {
    const load = (duration: number) =>
      autocannon({
        url: url + SKILL_PATH,
        method: 'POST',
        body: SKILL_BODY,
        headers: { 'content-type': 'application/json' },
        requests: keys.map((k) => ({ headers: { 'content-type': 'application/json', authorization: `Bearer ${k}` } })),
        connections: 10,
        pipelining: 1,
        duration,
        timeout: 10,
      })
    await load(2)
    const st = spawn('strace', ['-c', '-f', '-p', String(pid)], { stdio: ['ignore', 'ignore', 'pipe'] })
    let out = ''
    st.stderr!.on('data', (d: Buffer) => {
      out += d.toString()
    })
    await new Promise((r) => setTimeout(r, 500))
    const r = await load(SECONDS)
    st.kill('SIGINT')
    await new Promise((r) => st.once('exit', r))
    const n = r.requests.total
    console.log(`\n${name}: ${n} requests, ${r.non2xx} non-2xx; calls per request:`)
    for (const line of out.split('\n')) {
      const m = /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?(\w+)\s*$/.exec(line)
      if (m && Number(m[1]) / n >= 0.01) console.log(`  ${(Number(m[1]) / n).toFixed(2)}  ${m[2]}`)
    }
  }
} finally {
  svc.proc.kill('SIGTERM')
  baseProc.kill('SIGTERM')
}
