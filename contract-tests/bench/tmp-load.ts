import { execFileSync } from 'node:child_process'
import autocannon from 'autocannon'
import { startNpmStart } from './npm-start.ts'
import { SKILL_BODY, SKILL_PATH } from './shared.ts'
execFileSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' })
const s = await startNpmStart({ label: 'x', cpu: '0', log: (m) => process.stderr.write(m + '\n'), ...(process.env.LL ? { logLevel: process.env.LL } : {}) })
console.log('PID', s.ready.pid)
const r = await autocannon({ url: s.ready.url + SKILL_PATH, method: 'POST', body: SKILL_BODY, headers: { 'content-type': 'application/json' },
  requests: s.keys.map((k) => ({ headers: { 'content-type': 'application/json', authorization: `Bearer ${k}` } })), connections: 10, duration: Number(process.env.DUR ?? 12) })
console.log('rps', r.requests.average, 'total', r.requests.total)
process.exit(0)
