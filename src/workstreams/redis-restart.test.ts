// Redis restarted empty mid-run (a private redis-server started here, SIGKILLed while a worker pass has attempts in
// flight, after a first pass ran every cycle's first task, and started again on the same port with nothing in it): the idempotency records of the attempts, the rate-limit windows and the event-tail slots
// vanish, but tasks are claimed under leases in the store, not in Redis, and a write task derives what it writes from
// its attempt key, so no task runs twice in effect: every cycle completes, each task succeeds once in its history, and
// each journal entry exists once. The store is MongoDB when TEST_MONGODB_URL (or MONGODB_URL) is set, else embedded.
// Needs redis-server on PATH (.ci/servers.sh ensure_redis); skipped with the reason otherwise, failed with REQUIRE_SERVERS=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type TestServer } from '../testing/test-server.ts'
import { haveRedisServer, startPrivateRedis, type PrivateRedis } from '../testing/private-redis.ts'

const CYCLES = 8
const missing = haveRedisServer ? null : 'redis-server is not on PATH'
const mongoUrl = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL

if (missing && process.env.REQUIRE_SERVERS === '1') {
  describe('cycles across a Redis restart', () => {
    it('has redis-server', () => {
      throw new Error(`REQUIRE_SERVERS=1 but ${missing}`)
    })
  })
} else {
  describe.skipIf(missing !== null)(
    `cycles across a Redis restart (${mongoUrl ? 'MongoDB' : 'embedded store'})`,
    () => {
      let redis: PrivateRedis
      let server: TestServer
      beforeAll(async () => {
        redis = await startPrivateRedis()
        server = await startTestServer({
          env: { REDIS_URL: redis.url, WORKSTREAM_POLL_MS: '20', ...(mongoUrl ? { MONGODB_URL: mongoUrl } : {}) },
        })
      }, 60_000)
      afterAll(async () => {
        await server?.close()
        await redis?.close()
      }, 30_000)

      it('runs no task twice in effect: every cycle completes, each task succeeds once, each journal entry exists once', async () => {
        const t = await createTenant(server.services)
        const token = t.adminKey
        const client = await call<{ id: string }>(server.url, '/api/v1/clients', {
          token,
          body: { name: 'Restart Pty Ltd', currency: 'AUD' },
        })
        const clientId = client.body.id
        const chart = await call(server.url, '/api/v1/skills/import_chart_of_accounts/invoke', {
          token,
          body: { client_id: clientId, csv: 'Code,Name,Type\n1000,Cheque,Bank\n4000,Sales,Revenue\n' },
        })
        expect(chart.status, chart.text).toBe(200)
        const post = (narration: string) => ({
          client_id: { $bind: 'workplan.client_id' },
          date: { $bind: 'period.end' },
          narration,
          lines: [
            { account_code: '1000', debit: '100.00' },
            { account_code: '4000', credit: '100.00' },
          ],
        })
        const tasks = [
          { key: 'first', skill: 'record_journal_entry', input: post('first') },
          { key: 'second', skill: 'record_journal_entry', input: post('second'), depends_on: ['first'] },
          { key: 'third', skill: 'record_journal_entry', input: post('third'), depends_on: ['second'] },
        ]
        const template = await call<{ id: string }>(server.url, '/api/v1/workstreams/templates', {
          token,
          body: { name: 'Posts', tasks },
        })
        expect(template.status, template.text).toBe(201)
        const w = await call<{ id: string }>(server.url, '/api/v1/workstreams/workplans', {
          token,
          body: { name: 'Posts', client_id: clientId, template_id: template.body.id },
        })
        const periods = Array.from({ length: CYCLES }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`)
        const ids: string[] = []
        for (const period of periods) {
          const c = await call<{ id: string }>(server.url, '/api/v1/workstreams/cycles', {
            token,
            body: { workplan_id: w.body.id, period },
          })
          expect(c.status, c.text).toBe(201)
          ids.push(c.body.id)
        }
        const worker = server.services.workstreamWorker
        // One worker pass: every cycle admitted, its first task run (idempotency records now in Redis).
        await worker.runOnce()
        // The next pass, and Redis killed while its attempts are in flight, then started again empty.
        const pass = worker.runOnce()
        await redis.kill()
        await redis.start()
        await pass
        const succeeded = (
          await server.services.stores.cycles.list(t.organizationId, { limit: 100, offset: 0 })
        ).items.reduce((n, c) => n + c.tasks.filter((x) => x.status === 'succeeded').length, 0)
        expect(succeeded).toBeGreaterThanOrEqual(CYCLES) // the first pass's work
        expect(succeeded).toBeLessThan(CYCLES * tasks.length) // mid-run
        worker.start()

        const open = async () =>
          (
            await Promise.all(
              ids.map(
                async (id) =>
                  (
                    await call<{ status: string }>(server.url, `/api/v1/workstreams/cycles/${id}`, { token })
                  ).body.status,
              ),
            )
          ).filter((s) => s !== 'completed').length
        for (let i = 0; i < 600 && (await open()) > 0; i++) await new Promise((r) => setTimeout(r, 100))
        expect(await open()).toBe(0)

        for (const id of ids) {
          const h = await call<{ data: { seq: number; type: string; data: Record<string, unknown> }[] }>(
            server.url,
            `/api/v1/workstreams/cycles/${id}/events?limit=100`,
            { token },
          )
          expect(h.body.data.map((e) => e.seq)).toEqual(h.body.data.map((_, i) => i + 1))
          for (const task of tasks) {
            expect(
              h.body.data.filter(
                (e) => e.type === 'task.status' && e.data.task_key === task.key && e.data.to === 'succeeded',
              ),
              `${id} ${task.key}`,
            ).toHaveLength(1)
          }
        }
        const entries = await server.services.stores.journal.entries(t.organizationId, clientId, {})
        const seen = entries.map((e) => `${e.date} ${e.narration}`).sort()
        expect(seen).toEqual(
          periods
            .flatMap((p) => {
              const end = new Date(Date.UTC(Number(p.slice(0, 4)), Number(p.slice(5)), 0)).toISOString().slice(0, 10)
              return ['first', 'second', 'third'].map((n) => `${end} ${n}`)
            })
            .sort(),
        )
      }, 120_000)
    },
  )
}
