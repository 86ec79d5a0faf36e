// The WorkStream routes over real HTTP (RESPONSE_VALIDATION=enforce), on the store the environment names (embedded,
// or MongoDB and Redis in CI's second run): a template, a workplan, a cycle run by the worker through the
// in-process door, an approval by another person, the completion webhook in the outbox; every command's refusals.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call, type TestServer } from '../testing/test-server.ts'
import type { ManualClock } from '../lib/clock.ts'
import { executions } from '../testing/fixtures/skills/counter.fixture/handler.ts'
import { drive, getCycle, org, start, startServer, workplanOf, type CycleBody, type Org } from './testing/api.ts'
import { openTail } from './testing/sse.ts'

interface ErrorBody {
  error: {
    code: string
    param?: string
    current_state?: string
    current_version?: number
    cycle_id?: string
    details?: unknown[]
  }
}
interface TaskBody {
  key: string
  status: string
  waiting_on: string | null
  revision: number
  output: Record<string, unknown> | null
  decisions: { actor: { id: string }; comment: string }[]
}

describe('WorkStreams over HTTP', () => {
  let srv: TestServer
  let clock: ManualClock
  let o: Org
  let other: Org
  beforeAll(async () => {
    ;({ srv, clock } = await startServer())
    o = await org(srv)
    other = await org(srv)
  })
  afterAll(async () => {
    await srv?.close()
  })
  // counter.fixture allows 2 starts a minute: each test starts in a minute of its own.
  beforeEach(() => {
    clock.advance(61_000)
  })

  const post = <T = CycleBody>(path: string, body: unknown, token = o.adminKey, headers: Record<string, string> = {}) =>
    call<T>(srv.url, path, { token, body: body ?? {}, headers })
  const tasksOf = async (id: string) =>
    (await call<{ data: TaskBody[] }>(srv.url, `/api/v1/workstreams/cycles/${id}/tasks`, { token: o.adminKey })).body
      .data

  it('runs a cycle end to end: queued, run by the worker, waiting on approval, approved by another person, completed with its webhook', async () => {
    const { templateId, workplanId } = await workplanOf(srv, o)
    const wp = await call<{ blueprint_id: string; template_id: string }>(
      srv.url,
      `/api/v1/workstreams/workplans/${workplanId}`,
      { token: o.adminKey },
    )
    expect(wp.body.blueprint_id).toBe(templateId)
    const c = await start(srv, o, workplanId)
    expect(c).toMatchObject({ status: 'queued', version: 1, period: '2026-02', template_version: 1 })
    const again = await post<ErrorBody>('/api/v1/workstreams/cycles', { workplan_id: workplanId, period: '2026-02' })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({ code: 'cycle_already_open', param: 'period', cycle_id: c.id })

    await drive(srv)
    const waiting = await getCycle(srv, o, c.id)
    expect(waiting).toMatchObject({ status: 'waiting', waiting_on: [{ task_key: 'post', waiting_on: 'approval' }] })
    const tasks = await tasksOf(c.id)
    expect(tasks.map((t) => t.status)).toEqual(['succeeded', 'waiting', 'pending'])
    expect(tasks[0]!.output).toMatchObject({ echo: '2026-02' })
    expect(tasks[1]!.output).toMatchObject({ name: '2026-02', idempotency_key: `ws:${c.id}:post:r1` })

    const self = await post<ErrorBody>(`/api/v1/workstreams/cycles/${c.id}/approve`, {
      task_key: 'post',
      comment: 'mine',
    })
    expect(self.status).toBe(403)
    expect(self.body.error.code).toBe('self_approval_forbidden')
    const stale = await post<ErrorBody>(
      `/api/v1/workstreams/cycles/${c.id}/approve`,
      { task_key: 'post', comment: 'ok' },
      o.approverKey,
      { 'If-Match': '"1"' },
    )
    expect(stale.status).toBe(412)
    expect(stale.body.error).toMatchObject({ code: 'version_mismatch', current_version: waiting.version })
    const approved = await post(
      `/api/v1/workstreams/cycles/${c.id}/approve`,
      { task_key: 'post', comment: 'ties to the TB' },
      o.approverKey,
      { 'If-Match': `"${waiting.version}"` },
    )
    expect(approved.status).toBe(200)
    expect(approved.headers.get('etag')).toBe(`"${approved.body.version}"`)
    expect(approved.body.status).toBe('running')
    await drive(srv)
    const done = await getCycle(srv, o, c.id)
    expect(done).toMatchObject({ status: 'completed', outcome: 'clean', counts: { succeeded: 3 } })
    expect((await tasksOf(c.id))[2]!.output).toMatchObject({ echo: '2026-02-28' })

    const history = await call<{
      data: { seq: number; type: string; actor: { id: string }; data: Record<string, unknown> }[]
    }>(srv.url, `/api/v1/workstreams/cycles/${c.id}/events?limit=100`, { token: o.adminKey })
    expect(history.body.data.map((e) => e.seq)).toEqual(history.body.data.map((_, i) => i + 1))
    expect(history.body.data.find((e) => e.type === 'approval.decided')).toMatchObject({
      actor: { id: o.approverId },
      data: { comment: 'ties to the TB', decision: 'approve' },
    })
    const events = (await srv.services.stores.webhookEvents.pending(10_000)).filter(
      (e) => e.organizationId === o.organizationId && e.type.startsWith('workstream.'),
    )
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ type: 'workstream.run.completed', data: { run_id: c.id, status: 'completed' } })
    expect(Object.keys(events[0]!.data).sort()).toEqual(['completed_at', 'duration_ms', 'run_id', 'status'])
    // A new cycle for the same period may start once the first is finished.
    const next = await start(srv, o, workplanId)
    expect(next.status).toBe('queued')
    expect((await post(`/api/v1/workstreams/cycles/${next.id}/cancel`, {})).body.status).toBe('cancelled')
  }, 20_000) // a whole cycle over HTTP: past vitest's 5 s default when the machine is loaded (it failed so once, at 5.6 s)

  it('a reject sends the work back as a new revision with a new idempotency key', async () => {
    const { workplanId } = await workplanOf(srv, o)
    const c = await start(srv, o, workplanId, '2026-04')
    await drive(srv)
    const before = executions.get('2026-04') ?? 0
    const r = await post(
      `/api/v1/workstreams/cycles/${c.id}/approve`,
      { task_key: 'post', decision: 'reject', comment: 'accruals missing' },
      o.approverKey,
    )
    expect(r.status).toBe(200)
    await drive(srv)
    const post2 = (await tasksOf(c.id))[1]!
    expect(post2).toMatchObject({
      status: 'waiting',
      waiting_on: 'approval',
      revision: 2,
      output: { idempotency_key: `ws:${c.id}:post:r2` },
    })
    expect(executions.get('2026-04')).toBe(before + 1)
  })

  it('pauses, refuses what the state does not allow with its current state, resumes and cancels', async () => {
    const { workplanId } = await workplanOf(srv, o)
    const c = await start(srv, o, workplanId, '2026-05')
    const paused = await post(`/api/v1/workstreams/cycles/${c.id}/pause`, {
      mode: 'drain',
      reason: 'client on holiday',
    })
    expect(paused.status).toBe(200)
    expect(paused.body.status).toBe('paused')
    const twice = await post<ErrorBody>(`/api/v1/workstreams/cycles/${c.id}/pause`, {})
    expect(twice.status).toBe(409)
    expect(twice.body.error).toMatchObject({ code: 'invalid_state_transition', current_state: 'paused' })
    await drive(srv)
    expect((await getCycle(srv, o, c.id)).status).toBe('paused')
    const resumed = await post(`/api/v1/workstreams/cycles/${c.id}/resume`, undefined)
    expect(resumed.body.status).toBe('queued')
    const retry = await post<ErrorBody>(`/api/v1/workstreams/cycles/${c.id}/tasks/prepare/retry`, undefined)
    expect(retry.body.error).toMatchObject({
      code: 'invalid_state_transition',
      current_state: 'pending',
      param: 'task_key',
    })
    const unknown = await post<ErrorBody>(`/api/v1/workstreams/cycles/${c.id}/tasks/nope/skip`, { justification: 'x' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatchObject({ code: 'task_not_found', param: 'task_key' })
    const cancelled = await post(`/api/v1/workstreams/cycles/${c.id}/cancel`, { reason: 'wrong period' })
    expect(cancelled.body.status).toBe('cancelled')
    const late = await post<ErrorBody>(`/api/v1/workstreams/cycles/${c.id}/resume`, undefined)
    expect(late.body.error).toMatchObject({ code: 'invalid_state_transition', current_state: 'cancelled' })
    const events = (await srv.services.stores.webhookEvents.pending(10_000)).filter(
      (e) => e.organizationId === o.organizationId && e.data.run_id === c.id,
    )
    expect(events.map((e) => e.type)).toEqual(['workstream.run.cancelled'])
  })

  it('holds write tasks while writes are disabled, shows it, and continues when enabled (also through /blueprints)', async () => {
    const { workplanId } = await workplanOf(srv, o)
    const off = await post<{ writes_enabled: boolean }>(
      `/api/v1/workstreams/workplans/${workplanId}/disable-writes`,
      undefined,
    )
    expect(off.body.writes_enabled).toBe(false)
    const c = await start(srv, o, workplanId, '2026-06')
    await drive(srv)
    expect(await getCycle(srv, o, c.id)).toMatchObject({
      status: 'waiting',
      waiting_on: [{ task_key: 'post', waiting_on: 'writes' }],
    })
    const status = await call<{ waiting_tasks: number; writes_enabled: boolean }>(
      srv.url,
      `/api/v1/workstreams/blueprints/${workplanId}/write-status`,
      { token: o.adminKey },
    )
    expect(status.body).toMatchObject({ writes_enabled: false, waiting_tasks: 1 })
    expect(status.headers.get('deprecation')).toMatch(/^@\d+$/)
    expect(status.headers.get('link')).toBe(
      `</api/v1/workstreams/workplans/${workplanId}/write-status>; rel="successor-version"`,
    )
    const on = await post<{ writes_enabled: boolean; waiting_tasks: number }>(
      `/api/v1/workstreams/workplans/${workplanId}/enable-writes`,
      undefined,
    )
    expect(on.body).toMatchObject({ writes_enabled: true, waiting_tasks: 0 })
    await drive(srv)
    expect((await getCycle(srv, o, c.id)).waiting_on).toEqual([{ task_key: 'post', waiting_on: 'approval' }])
  })

  it('blocks on a failed task, and a skip with a justification lets the cycle complete with exceptions', async () => {
    const tasks = [
      { key: 'flaky', skill: 'echo.fixture', input: { text: 'x', mode: 'input_error' }, retry: { max_attempts: 1 } },
      { key: 'after', skill: 'echo.fixture', input: { text: 'y' }, depends_on: ['flaky'] },
    ]
    const { workplanId } = await workplanOf(srv, o, tasks)
    const c = await start(srv, o, workplanId, '2026-07')
    await drive(srv)
    expect(await getCycle(srv, o, c.id)).toMatchObject({ status: 'blocked' })
    expect((await tasksOf(c.id))[0]).toMatchObject({ status: 'failed' })
    const skipped = await post(`/api/v1/workstreams/cycles/${c.id}/tasks/flaky/skip`, {
      justification: 'checked by hand',
    })
    expect(skipped.body.status).toBe('running')
    await drive(srv)
    expect(await getCycle(srv, o, c.id)).toMatchObject({ status: 'completed', outcome: 'with_exceptions' })
  })

  it('refuses a template precisely: unknown skill, unknown dependency, a binding to a task it does not depend on, a missing input', async () => {
    const bad = async (tasks: unknown[]) =>
      (await post<ErrorBody>('/api/v1/workstreams/templates', { name: 'Bad', tasks })).body.error
    expect(await bad([{ key: 'a', skill: 'nope.skill', input: {} }])).toMatchObject({
      code: 'validation_error',
      param: 'tasks.0.skill',
    })
    expect(await bad([{ key: 'a', skill: 'echo.fixture', input: { text: 'x' }, depends_on: ['b'] }])).toMatchObject({
      param: 'tasks.0.depends_on.0',
    })
    expect(
      await bad([
        { key: 'a', skill: 'echo.fixture', input: { text: 'x' } },
        { key: 'b', skill: 'echo.fixture', input: { text: { $bind: 'tasks.a.output.echo' } } },
      ]),
    ).toMatchObject({ param: 'tasks.1.input.text.$bind' })
    expect(await bad([{ key: 'a', skill: 'echo.fixture', input: {} }])).toMatchObject({ param: 'tasks.0.input.text' })
    expect(await bad([{ key: 'a', skill: 'echo.fixture', input: { text: 'x', colour: 'red' } }])).toMatchObject({
      param: 'tasks.0.input.colour',
    })
    expect(await bad([{ key: 'a', skill: 'echo.fixture', input: { text: { $bind: 'period.middle' } } }])).toMatchObject(
      { param: 'tasks.0.input.text.$bind' },
    )
  })

  it('publishes versions; a cycle pins the version it started with', async () => {
    const { templateId, workplanId } = await workplanOf(srv, o)
    const v2 = await post<{ version: number }>(`/api/v1/workstreams/templates/${templateId}/versions`, {
      tasks: [{ key: 'only', skill: 'echo.fixture', input: { text: 'v2' } }],
    })
    expect(v2.status).toBe(201)
    expect(v2.body.version).toBe(2)
    const v1 = await call<{ tasks: unknown[] }>(srv.url, `/api/v1/workstreams/templates/${templateId}/versions/1`, {
      token: o.adminKey,
    })
    expect(v1.body.tasks).toHaveLength(3)
    const c = await start(srv, o, workplanId, '2026-08')
    expect(c.template_version).toBe(2)
    const t = await call<{ latest_version: number }>(srv.url, `/api/v1/workstreams/templates/${templateId}`, {
      token: o.adminKey,
    })
    expect(t.body.latest_version).toBe(2)
    expect(
      (await call<ErrorBody>(srv.url, `/api/v1/workstreams/templates/${templateId}/versions/3`, { token: o.adminKey }))
        .body.error,
    ).toMatchObject({ code: 'workstream_template_not_found', param: 'version' })
  })

  it("answers another organization's ids with 404, and needs workstreams:read / workstreams:write", async () => {
    const { templateId, workplanId } = await workplanOf(srv, o)
    const c = await start(srv, o, workplanId, '2026-09')
    for (const [path, code] of [
      [`/api/v1/workstreams/templates/${templateId}`, 'workstream_template_not_found'],
      [`/api/v1/workstreams/workplans/${workplanId}`, 'workplan_not_found'],
      [`/api/v1/workstreams/cycles/${c.id}`, 'cycle_not_found'],
    ] as const) {
      const r = await call<ErrorBody>(srv.url, path, { token: other.adminKey })
      expect(r.status, path).toBe(404)
      expect(r.body.error.code).toBe(code)
    }
    expect((await post<ErrorBody>(`/api/v1/workstreams/cycles/${c.id}/cancel`, {}, other.adminKey)).status).toBe(404)
    const key = await post<{ value: string }>('/api/v1/connect-keys', {
      name: 'reader',
      permissions: ['workstreams:read'],
    })
    expect((await call(srv.url, `/api/v1/workstreams/cycles/${c.id}`, { token: key.body.value })).status).toBe(200)
    const denied = await post<ErrorBody>(`/api/v1/workstreams/cycles/${c.id}/pause`, {}, key.body.value)
    expect(denied.status).toBe(403)
    expect(denied.body.error.code).toBe('insufficient_scope')
  })
})

describe('the cycle event tail (SSE)', () => {
  let srv: TestServer
  let clock: ManualClock
  let o: Org
  let other: Org
  beforeAll(async () => {
    ;({ srv, clock } = await startServer())
    o = await org(srv)
    other = await org(srv)
  })
  afterAll(async () => {
    await srv?.close()
  })
  const tailUrl = (id: string, query = '') => `${srv.url}/api/v1/workstreams/cycles/${id}/events${query}`

  it('replays, follows the cycle live to its terminal event, closes; a reconnect with Last-Event-ID resumes after it', async () => {
    const { workplanId } = await workplanOf(srv, o)
    const c = await start(srv, o, workplanId, '2026-10')
    const tail = await openTail(tailUrl(c.id), o.adminKey)
    expect(tail.status).toBe(200)
    expect(tail.headers.get('content-type')).toMatch(/^text\/event-stream/)
    await tail.until(1)
    expect(tail.events[0]).toMatchObject({ id: '1', event: 'cycle.status', data: { seq: 1, data: { to: 'queued' } } })
    await drive(srv)
    const waitingAt = (
      await call<{ data: unknown[] }>(srv.url, `/api/v1/workstreams/cycles/${c.id}/events?limit=100`, {
        token: o.adminKey,
      })
    ).body.data.length
    await tail.until(waitingAt)
    await call(srv.url, `/api/v1/workstreams/cycles/${c.id}/approve`, {
      token: o.approverKey,
      body: { task_key: 'post', comment: 'fine' },
    })
    await drive(srv)
    await tail.ended
    const seqs = tail.events.map((e) => Number(e.id))
    expect(seqs).toEqual(seqs.map((_, i) => i + 1))
    expect(tail.events.at(-1)).toMatchObject({ event: 'cycle.status', data: { data: { to: 'completed' } } })
    expect(
      tail.events.some((e) => e.event === 'approval.decided' && (e.data.actor as { id: string }).id === o.approverId),
    ).toBe(true)

    const again = await openTail(tailUrl(c.id), o.adminKey, { 'Last-Event-ID': String(seqs.length - 2) })
    await again.ended
    expect(again.events.map((e) => Number(e.id))).toEqual([seqs.length - 1, seqs.length])
    const bad = await openTail(tailUrl(c.id), o.adminKey, { 'Last-Event-ID': 'yesterday' })
    expect(bad.status).toBe(422)
    expect(JSON.parse(bad.body).error).toMatchObject({ code: 'validation_error', param: 'Last-Event-ID' })
  })

  it("allows 4 tails per key at once: the fifth is 429 rate_limited until one closes; another organization's cycle is 404", async () => {
    const { workplanId } = await workplanOf(srv, o)
    const c = await start(srv, o, workplanId, '2026-11')
    const tails = await Promise.all([1, 2, 3, 4].map(() => openTail(tailUrl(c.id), o.adminKey)))
    for (const t of tails) {
      expect(t.status).toBe(200)
      await t.until(1)
    }
    const fifth = await openTail(tailUrl(c.id), o.adminKey)
    expect(fifth.status).toBe(429)
    expect(JSON.parse(fifth.body).error.code).toBe('rate_limited')
    const otherKey = await openTail(tailUrl(c.id), o.approverKey)
    expect(otherKey.status).toBe(200)
    otherKey.close()
    tails[0]!.close()
    let sixth = await openTail(tailUrl(c.id), o.adminKey)
    // The slot is freed when the server sees the connection close.
    while (sixth.status === 429) {
      await new Promise((r) => setTimeout(r, 20))
      sixth = await openTail(tailUrl(c.id), o.adminKey)
    }
    expect(sixth.status).toBe(200)
    for (const t of [...tails, sixth]) t.close()
    const foreign = await openTail(tailUrl(c.id), other.adminKey)
    expect(foreign.status).toBe(404)
    void clock
  })
})
