// `npm run bench:workstreams`: WorkStream engine throughput and command latency; it is not a test and exits 0
// whatever the numbers are (non-zero only when the bench itself could not run).
//   1. throughput: N cycles of a 4-task template (a fan-out and a join, the fixture skill echo.fixture) started through
//      HTTP at once, run by the workers of TWO service instances on one store; cycles/s and tasks/s to the last one
//      completed, and the time from start to completion per cycle (p50, p99)
//   2. command latency: pause then resume on idle cycles through HTTP (p50, p99 of each command)
// On the embedded store (in memory, then on a SQLite file as `npm start` runs it), and on MongoDB + Redis when TEST_MONGODB_URL/TEST_REDIS_URL (or MONGODB_URL/REDIS_URL) are
// set. Results: a table on stdout and contract-tests/bench/last-run-workstreams.json.
// Options: --quick (fewer cycles), --no-mongo.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openEmbeddedStores } from '../../src/store/embedded/index.ts'
import type { Stores } from '../../src/store/ports/index.ts'
import { call, createTenant, startTestServer, type TestServer } from '../../src/testing/test-server.ts'
import { FIXTURE_SKILLS } from '../../src/testing/server-process.ts'

const args = new Set(process.argv.slice(2))
const CYCLES = args.has('--quick') ? 50 : 300
const COMMANDS = args.has('--quick') ? 50 : 200
const TASKS = [
  { key: 'a', skill: 'echo.fixture', input: { text: { $bind: 'period.key' } } },
  { key: 'b', skill: 'echo.fixture', input: { text: { $bind: 'tasks.a.output.echo' } }, depends_on: ['a'] },
  { key: 'c', skill: 'echo.fixture', input: { text: 'c' }, depends_on: ['a'] },
  { key: 'd', skill: 'echo.fixture', input: { text: 'd' }, depends_on: ['b', 'c'] },
]

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN
}

interface Row {
  store: string
  cycles: number
  seconds: number
  cyclesPerS: number
  tasksPerS: number
  cycleP50Ms: number
  cycleP99Ms: number
  pauseP50Ms: number
  pauseP99Ms: number
  resumeP50Ms: number
  resumeP99Ms: number
}

async function bench(store: string, env: Record<string, string>, stores?: Stores): Promise<Row> {
  const common = {
    ...env,
    SKILLS_DIR: FIXTURE_SKILLS,
    LOG_LEVEL: 'warn',
    WORKSTREAM_POLL_MS: '20',
    WORKSTREAM_CONCURRENCY: '16',
  }
  const a: TestServer = await startTestServer({ env: common, ...(stores ? { stores } : {}) })
  const b: TestServer = await startTestServer({ env: common, shareWith: a })
  try {
    const t = await createTenant(a.services)
    const token = t.adminKey
    const client = await call<{ id: string }>(a.url, '/api/v1/clients', {
      token,
      body: { name: 'Bench', currency: 'AUD' },
    })
    const template = await call<{ id: string }>(a.url, '/api/v1/workstreams/templates', {
      token,
      body: { name: 'Bench', tasks: TASKS },
    })
    if (template.status !== 201) throw new Error(`template: ${template.text}`)
    const workplans: string[] = []
    for (let i = 0; i < CYCLES; i++) {
      const w = await call<{ id: string }>(a.url, '/api/v1/workstreams/workplans', {
        token,
        body: { name: `bench ${i}`, client_id: client.body.id, template_id: template.body.id },
      })
      workplans.push(w.body.id)
    }
    a.services.workstreamWorker.start()
    b.services.workstreamWorker.start()
    const t0 = performance.now()
    const started = new Map<string, number>()
    await Promise.all(
      workplans.map(async (w, i) => {
        const c = await call<{ id: string }>((i % 2 ? b : a).url, '/api/v1/workstreams/cycles', {
          token,
          body: { workplan_id: w, period: '2026-01' },
        })
        if (c.status !== 201) throw new Error(`start: ${c.text}`)
        started.set(c.body.id, performance.now())
      }),
    )
    const finished = new Map<string, number>()
    while (finished.size < CYCLES && performance.now() - t0 < 600_000) {
      for (let offset = 0; offset < CYCLES; offset += 100) {
        const r = await call<{ data: { id: string; status: string }[] }>(
          a.url,
          `/api/v1/workstreams/cycles?status=completed&limit=100&offset=${offset}`,
          { token },
        )
        for (const c of r.body.data) if (!finished.has(c.id)) finished.set(c.id, performance.now())
      }
      await new Promise((r) => setTimeout(r, 20))
    }
    const seconds = (performance.now() - t0) / 1000
    if (finished.size < CYCLES) throw new Error(`only ${finished.size} of ${CYCLES} cycles completed`)
    const perCycle = [...finished].map(([id, at]) => at - started.get(id)!)
    await a.services.workstreamWorker.stop()
    await b.services.workstreamWorker.stop()

    // Command latency on cycles that stay queued (no worker runs now).
    const pause: number[] = []
    const resume: number[] = []
    for (let i = 0; i < COMMANDS; i++) {
      const c = await call<{ id: string }>(a.url, '/api/v1/workstreams/cycles', {
        token,
        body: { workplan_id: workplans[i % workplans.length], period: `2025-${String((i % 12) + 1).padStart(2, '0')}` },
      })
      if (c.status !== 201) continue
      let s = performance.now()
      await call(a.url, `/api/v1/workstreams/cycles/${c.body.id}/pause`, { token, body: {} })
      pause.push(performance.now() - s)
      s = performance.now()
      await call(a.url, `/api/v1/workstreams/cycles/${c.body.id}/resume`, { token, body: {} })
      resume.push(performance.now() - s)
      await call(a.url, `/api/v1/workstreams/cycles/${c.body.id}/cancel`, { token, body: {} })
    }
    return {
      store,
      cycles: CYCLES,
      seconds: Number(seconds.toFixed(2)),
      cyclesPerS: Number((CYCLES / seconds).toFixed(1)),
      tasksPerS: Number(((CYCLES * TASKS.length) / seconds).toFixed(1)),
      cycleP50Ms: Math.round(pct(perCycle, 50)),
      cycleP99Ms: Math.round(pct(perCycle, 99)),
      pauseP50Ms: Number(pct(pause, 50).toFixed(1)),
      pauseP99Ms: Number(pct(pause, 99).toFixed(1)),
      resumeP50Ms: Number(pct(resume, 50).toFixed(1)),
      resumeP99Ms: Number(pct(resume, 99).toFixed(1)),
    }
  } finally {
    await b.close()
    await a.close()
  }
}

const rows: Row[] = [await bench('embedded', { MONGODB_URL: '', REDIS_URL: '' })]
// The embedded store as `npm start` runs it: a SQLite file (WAL, synchronous=FULL: every commit waits for an fsync).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ws-http-'))
try {
  rows.push(await bench('embedded, SQLite file', { MONGODB_URL: '', REDIS_URL: '' }, openEmbeddedStores(dataDir)))
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
const mongo = process.env.TEST_MONGODB_URL || process.env.MONGODB_URL
const redis = process.env.TEST_REDIS_URL || process.env.REDIS_URL
if (mongo && redis && !args.has('--no-mongo'))
  rows.push(await bench('MongoDB + Redis', { MONGODB_URL: mongo, REDIS_URL: redis }))
console.table(rows)
fs.writeFileSync(
  path.join(import.meta.dirname, 'last-run-workstreams.json'),
  `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`,
)
process.exit(0)
