// Event tails across instances: two app instances share the store (MongoDB when configured, else one embedded store)
// and Redis; a tail held by instance B wakes on a transition stored by instance A through Redis pub/sub. Both poll only
// once a minute here (the longest WORKSTREAM_POLL_MS allows), past the test's 30 s limit, so the tail can only see A's
// events in time through the wake-up: without it this test times out. Needs Redis (REDIS_URL or TEST_REDIS_URL); skipped without it (the polling fallback is what the other tail
// tests exercise).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type TestServer } from '../testing/test-server.ts'
import { FIXTURE_SKILLS } from './testing/api.ts'
import { openTail } from './testing/sse.ts'

const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL
const mongoUrl = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL

describe.skipIf(!redisUrl)(
  `event tails across two instances (Redis wake-ups, ${mongoUrl ? 'MongoDB' : 'embedded store'})`,
  () => {
    let a: TestServer
    let b: TestServer
    beforeAll(async () => {
      const env = {
        SKILLS_DIR: FIXTURE_SKILLS,
        WORKSTREAM_POLL_MS: '60000',
        REDIS_URL: redisUrl!,
        ...(mongoUrl ? { MONGODB_URL: mongoUrl } : {}),
      }
      a = await startTestServer({ env })
      b = await startTestServer({ env, shareWith: a })
    }, 60_000)
    afterAll(async () => {
      await b?.close()
      await a?.close()
    })

    it('a tail on one instance receives the events another instance stores, promptly, and ends with the cycle', {
      timeout: 30_000,
    }, async () => {
      const t = await createTenant(a.services)
      const token = t.adminKey
      const client = await call<{ id: string }>(a.url, '/api/v1/clients', {
        token,
        body: { name: 'Tail Bakery', currency: 'AUD' },
      })
      const tasks = [
        {
          key: 'prepare',
          skill: 'echo.fixture',
          input: { text: { $bind: 'period.key' } },
          approval: { required: 1, distinct_from_preparer: false },
        },
      ]
      const template = await call<{ id: string }>(a.url, '/api/v1/workstreams/templates', {
        token,
        body: { name: 'Tail', tasks },
      })
      const w = await call<{ id: string }>(a.url, '/api/v1/workstreams/workplans', {
        token,
        body: { name: 'Tail wp', client_id: client.body.id, template_id: template.body.id },
      })
      const c = await call<{ id: string }>(a.url, '/api/v1/workstreams/cycles', {
        token,
        body: { workplan_id: w.body.id, period: '2026-02' },
      })
      expect(c.status).toBe(201)

      const tail = await openTail(`${b.url}/api/v1/workstreams/cycles/${c.body.id}/events`, token)
      expect(tail.status).toBe(200)
      await tail.until(1) // the history so far: queued
      const history = async () =>
        (
          await call<{ data: { seq: number; type: string }[] }>(
            a.url,
            `/api/v1/workstreams/cycles/${c.body.id}/events?limit=100`,
            { token },
          )
        ).body.data
      const seen = () => tail.events.map((e) => [Number(e.id), e.event])
      // A's worker runs the task up to its approval: B's tail receives every transition A stores.
      for (let i = 0; i < 4; i++) await a.services.workstreamWorker.runOnce()
      const upToApproval = await history()
      expect(upToApproval.at(-1)).toMatchObject({ type: 'cycle.status', data: { to: 'waiting' } })
      await tail.until(upToApproval.length)
      expect(seen()).toEqual(upToApproval.map((e) => [e.seq, e.type]))
      // The approval, stored by A, ends the cycle: B's tail receives it and closes.
      const approved = await call<{ status: string }>(a.url, `/api/v1/workstreams/cycles/${c.body.id}/approve`, {
        token,
        body: { task_key: 'prepare', comment: 'fine' },
      })
      expect(approved.body.status).toBe('completed')
      await tail.ended
      expect(seen()).toEqual((await history()).map((e) => [e.seq, e.type]))
      expect(tail.events.at(-1)).toMatchObject({ event: 'cycle.status', data: { data: { to: 'completed' } } })
    })
  },
)
