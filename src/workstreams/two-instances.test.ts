// Two service instances on one store (MongoDB and Redis when MONGODB_URL/REDIS_URL are set, as in CI's second run;
// else one embedded store shared in process), both running their workers, 50 cycles started through both: every
// cycle completes, every task succeeds exactly once in its history, and both instances did work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, usesMongo, type TestServer } from '../testing/test-server.ts'
import { FIXTURE_SKILLS } from './testing/api.ts'

const CYCLES = 50
const TASKS = [
  { key: 'a', skill: 'echo.fixture', input: { text: { $bind: 'period.key' } } },
  { key: 'b', skill: 'echo.fixture', input: { text: { $bind: 'tasks.a.output.echo' } }, depends_on: ['a'] },
  { key: 'c', skill: 'echo.fixture', input: { text: 'c' }, depends_on: ['a'] },
  { key: 'd', skill: 'echo.fixture', input: { text: 'd' }, depends_on: ['b', 'c'] },
]

describe(`two instances on one ${usesMongo() ? 'MongoDB and Redis' : 'embedded store'}`, () => {
  let a: TestServer
  let b: TestServer
  beforeAll(async () => {
    const env = { SKILLS_DIR: FIXTURE_SKILLS, WORKSTREAM_POLL_MS: '20', WORKSTREAM_LEASE_MS: '5000' }
    a = await startTestServer({ env })
    b = await startTestServer({ env, shareWith: a })
    a.services.workstreamWorker.start()
    b.services.workstreamWorker.start()
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it(`run ${CYCLES} cycles to completion, each task once, with work on both`, { timeout: 120_000 }, async () => {
    const t = await createTenant(a.services)
    const token = t.adminKey
    const client = await call<{ id: string }>(a.url, '/api/v1/clients', {
      token,
      body: { name: 'Two instances', currency: 'AUD' },
    })
    const template = await call<{ id: string }>(a.url, '/api/v1/workstreams/templates', {
      token,
      body: { name: 'Fan', tasks: TASKS },
    })
    expect(template.status).toBe(201)
    const ids: string[] = []
    // A key starts at most 20 cycles a minute (ratelimit/policies.ts START_LIMITS.cycle): one key per 20 cycles.
    const starters: string[] = []
    for (let k = 0; k < Math.ceil(CYCLES / 20); k++) {
      const key = await call<{ value: string }>(a.url, '/api/v1/connect-keys', {
        token,
        body: { name: `starter ${k}`, permissions: ['workstreams:read', 'workstreams:write'] },
      })
      expect(key.status).toBe(201)
      starters.push(key.body.value)
    }
    for (let i = 0; i < CYCLES; i++) {
      const srv = i % 2 === 0 ? a : b
      const w = await call<{ id: string }>(srv.url, '/api/v1/workstreams/workplans', {
        token,
        body: { name: `wp ${i}`, client_id: client.body.id, template_id: template.body.id },
      })
      const c = await call<{ id: string }>(srv.url, '/api/v1/workstreams/cycles', {
        token: starters[Math.floor(i / 20)]!,
        body: { workplan_id: w.body.id, period: '2026-01' },
      })
      expect(c.status).toBe(201)
      ids.push(c.body.id)
    }
    const open = async () => {
      const r = await call<{ data: { status: string }[]; has_more: boolean }>(
        a.url,
        '/api/v1/workstreams/cycles?limit=100&status=completed',
        { token },
      )
      return CYCLES - r.body.data.length
    }
    for (let i = 0; i < 1000 && (await open()) > 0; i++) await new Promise((r) => setTimeout(r, 50))
    expect(await open()).toBe(0)

    const workers = new Set<string>()
    for (const id of ids) {
      const h = await call<{ data: { seq: number; type: string; data: Record<string, unknown> }[] }>(
        b.url,
        `/api/v1/workstreams/cycles/${id}/events?limit=100`,
        { token },
      )
      expect(h.body.data.map((e) => e.seq)).toEqual(h.body.data.map((_, i) => i + 1))
      for (const task of TASKS) {
        expect(
          h.body.data.filter(
            (e) => e.type === 'task.status' && e.data.task_key === task.key && e.data.to === 'succeeded',
          ),
          `${id} ${task.key}`,
        ).toHaveLength(1)
        expect(
          h.body.data.filter(
            (e) => e.type === 'task.status' && e.data.task_key === task.key && e.data.to === 'running',
          ),
          `${id} ${task.key}`,
        ).toHaveLength(1)
      }
      for (const e of h.body.data) if (typeof e.data.worker === 'string') workers.add(e.data.worker)
    }
    expect(workers.size).toBe(2)
  })
})
