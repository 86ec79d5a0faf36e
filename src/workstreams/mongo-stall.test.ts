// A cycle command against a stalled MongoDB (the process SIGSTOPped), on a private mongo-java-server started here:
// pause answers 503 store_unavailable within seconds and changes nothing (the cycle, its version and its history are as
// they were); after SIGCONT the same command with the same Idempotency-Key applies once, and the cycle goes on to
// completion. Needs the built .ci/mongo-server and java; skipped with the reason otherwise, failed with
// REQUIRE_SERVERS=1.
import { MongoClient } from 'mongodb'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type TestServer } from '../testing/test-server.ts'
import { startPrivateMongo, type PrivateMongo } from '../testing/private-mongo.ts'
import { describeWithPrivateMongo } from '../testing/describe-private-mongo.ts'
import { FIXTURE_SKILLS } from './testing/api.ts'

// The stall lasts until the refusal is in; the timer only bounds it if the test fails part way (books-stall.test.ts).
const STALL_MS = 60_000
const ANSWER_BOUND_MS = 7_000 // generous: the default deadline is MONGODB_TIMEOUT_MS=3000

describeWithPrivateMongo('cycle commands on a stalled MongoDB', () => {
  let mongo: PrivateMongo
  let server: TestServer
  let raw: MongoClient
  beforeAll(async () => {
    mongo = await startPrivateMongo()
    server = await startTestServer({ env: { MONGODB_URL: mongo.url, SKILLS_DIR: FIXTURE_SKILLS } })
    raw = new MongoClient(mongo.url, { serverSelectionTimeoutMS: 5000 })
  }, 60_000)
  afterAll(async () => {
    mongo?.resume()
    await server?.close()
    await raw?.close()
    await mongo?.close()
  }, 30_000)

  it('answers 503 while stalled and changes nothing; the retry after SIGCONT applies once and the cycle completes', async () => {
    const t = await createTenant(server.services)
    const token = t.adminKey
    const client = await call<{ id: string }>(server.url, '/api/v1/clients', {
      token,
      body: { name: 'Stall Bakery', currency: 'AUD' },
    })
    const tasks = [
      {
        key: 'prepare',
        skill: 'echo.fixture',
        input: { text: { $bind: 'period.key' } },
        approval: { required: 1, distinct_from_preparer: false },
      },
      { key: 'report', skill: 'echo.fixture', input: { text: 'r' }, depends_on: ['prepare'] },
    ]
    const template = await call<{ id: string }>(server.url, '/api/v1/workstreams/templates', {
      token,
      body: { name: 'Stall', tasks },
    })
    const w = await call<{ id: string }>(server.url, '/api/v1/workstreams/workplans', {
      token,
      body: { name: 'Stall wp', client_id: client.body.id, template_id: template.body.id },
    })
    const started = await call<{ id: string }>(server.url, '/api/v1/workstreams/cycles', {
      token,
      body: { workplan_id: w.body.id, period: '2026-02' },
    })
    expect(started.status, started.text).toBe(201)
    const id = started.body.id
    for (let i = 0; i < 4; i++) await server.services.workstreamWorker.runOnce()
    const db = raw.db(server.config.mongodbDb)
    const snapshot = async () => {
      const c = await db.collection('cycles').findOne({ _id: id as never })
      const history = await call<{ data: unknown[] }>(server.url, `/api/v1/workstreams/cycles/${id}/events?limit=100`, {
        token,
      })
      return { status: c?.status, version: c?.version, rev: c?.rev, eventSeq: c?.eventSeq, events: history.body.data }
    }
    const before = await snapshot()
    expect(before.status).toBe('waiting')

    const key = `pause-${Date.now()}`
    mongo.stall()
    const resumeTimer = setTimeout(() => mongo.resume(), STALL_MS)
    try {
      const t0 = performance.now()
      const r = await call<{ error: { code: string } }>(server.url, `/api/v1/workstreams/cycles/${id}/pause`, {
        token,
        body: { reason: 'stall' },
        headers: { 'Idempotency-Key': key },
      })
      const ms = performance.now() - t0
      expect({ status: r.status, code: r.body.error?.code, fast: ms < ANSWER_BOUND_MS }, r.text.slice(0, 300)).toEqual({
        status: 503,
        code: 'store_unavailable',
        fast: true,
      })
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/)
    } finally {
      clearTimeout(resumeTimer)
      mongo.resume()
    }
    // Nothing changed: the same record, version and history.
    expect(await snapshot()).toEqual(before)

    // The same command again, with the same key, until the store answers: applied once.
    let paused
    for (let i = 0; i < 100; i++) {
      paused = await call<{ status: string; version: number }>(server.url, `/api/v1/workstreams/cycles/${id}/pause`, {
        token,
        body: { reason: 'stall' },
        headers: { 'Idempotency-Key': key },
      })
      if (paused.status !== 503) break
      await new Promise((res) => setTimeout(res, 200))
    }
    expect(paused!.status, paused!.text).toBe(200)
    expect(paused!.body).toMatchObject({ status: 'paused', version: before.version + 1 })
    const replay = await call<{ status: string }>(server.url, `/api/v1/workstreams/cycles/${id}/pause`, {
      token,
      body: { reason: 'stall' },
      headers: { 'Idempotency-Key': key },
    })
    expect(replay.status).toBe(200)
    expect(replay.headers.get('x-idempotent-replayed')).toBe('true')
    const after = await snapshot()
    expect(after.events).toHaveLength(before.events.length + 1)
    expect(after.events.at(-1)).toMatchObject({ type: 'cycle.status', data: { from: 'waiting', to: 'paused' } })

    // And the cycle goes on: resume, approve, the last task, completed.
    expect((await call(server.url, `/api/v1/workstreams/cycles/${id}/resume`, { token, body: {} })).status).toBe(200)
    expect(
      (
        await call(server.url, `/api/v1/workstreams/cycles/${id}/approve`, {
          token,
          body: { task_key: 'prepare', comment: 'ok' },
        })
      ).status,
    ).toBe(200)
    for (let i = 0; i < 4; i++) await server.services.workstreamWorker.runOnce()
    expect(
      (await call<{ status: string }>(server.url, `/api/v1/workstreams/cycles/${id}`, { token })).body.status,
    ).toBe('completed')
  }, 90_000)
})
