// The workstream_* skills over HTTP, on the real skills folder and the store the environment names: list, describe,
// status, run (idempotent: the period's open cycle again; 20 starts a minute per key), approve_or_reject (a repeated
// decision is not recorded twice), cancel (a cancelled cycle answers as it is); refusals as the REST operations'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

interface Invocation {
  skill: string
  output: Record<string, any>
}
interface ErrorBody {
  error: { code: string; param?: string; current_state?: string }
}
const IDS = { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] }

describe('workstream skills', () => {
  let srv: TestServer
  let clock: ManualClock
  let t: Tenant
  let workplanId: string
  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-03-01T00:00:00.000Z'))
    srv = await startTestServer({ clock })
    t = await createTenant(srv.services)
    const client = await call<{ id: string }>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      body: { name: 'Skill Bakery', currency: 'AUD' },
    })
    const tasks = [
      { key: 'check', skill: 'identifiers.validate', input: IDS },
      {
        key: 'review',
        skill: 'identifiers.validate',
        input: IDS,
        depends_on: ['check'],
        approval: { required: 1, distinct_from_preparer: false },
      },
    ]
    const template = await call<{ id: string }>(srv.url, '/api/v1/workstreams/templates', {
      token: t.adminKey,
      body: { name: 'Close', tasks },
    })
    const w = await call<{ id: string }>(srv.url, '/api/v1/workstreams/workplans', {
      token: t.adminKey,
      body: { name: 'Skill close', client_id: client.body.id, template_id: template.body.id },
    })
    workplanId = w.body.id
  })
  afterAll(async () => {
    await srv?.close()
  })

  const skill = <T = Invocation>(name: string, body: unknown) =>
    call<T>(srv.url, `/api/v1/skills/${name}/invoke`, { token: t.adminKey, body })

  it('lists and describes workplans, runs a cycle idempotently, reports its status, approves it, and cancels another', async () => {
    const list = await skill('workstream_list', { limit: 10 })
    expect(list.status).toBe(200)
    expect(list.body.output).toMatchObject({ workplans: [{ id: workplanId, status: 'active' }], has_more: false })
    const run = await skill('workstream_run', { workplan_id: workplanId, period: '2026-02' })
    expect(run.body.output).toMatchObject({ created: true, cycle: { status: 'queued', period: '2026-02' } })
    const cycleId = run.body.output.cycle.id as string
    const again = await skill('workstream.run', { workplan_id: workplanId, period: '2026-02' })
    expect(again.body.output).toMatchObject({ created: false, cycle: { id: cycleId } })
    const described = await skill('workstream_describe', { workplan_id: workplanId })
    expect(described.body.output).toMatchObject({
      workplan: { id: workplanId },
      template: { tasks: [{ key: 'check' }, { key: 'review' }] },
      open_cycles: [{ id: cycleId }],
    })

    for (let i = 0; i < 4; i++) await srv.services.workstreamWorker.runOnce()
    const status = await skill('workstream_status', { cycle_id: cycleId })
    expect(status.body.output).toMatchObject({
      cycle: { status: 'waiting', waiting_on: [{ task_key: 'review', waiting_on: 'approval' }] },
      tasks: [
        { key: 'check', status: 'succeeded' },
        { key: 'review', status: 'waiting' },
      ],
    })

    const approved = await skill('approve_or_reject', { cycle_id: cycleId, task_key: 'review', comment: 'Checked.' })
    expect(approved.body.output).toMatchObject({ recorded: true, cycle: { status: 'completed' } })
    const late = await skill<ErrorBody>('approve_or_reject', {
      cycle_id: cycleId,
      task_key: 'review',
      comment: 'Again.',
    })
    expect(late.status).toBe(409)
    expect(late.body.error).toMatchObject({ code: 'invalid_state_transition', current_state: 'completed' })

    const other = await skill('workstream_run', { workplan_id: workplanId, period: '2026-03' })
    const otherId = other.body.output.cycle.id as string
    expect((await skill('workstream_cancel', { cycle_id: otherId, reason: 'not needed' })).body.output).toMatchObject({
      changed: true,
      cycle: { status: 'cancelled' },
    })
    expect((await skill('workstream_cancel', { cycle_id: otherId })).body.output).toMatchObject({
      changed: false,
      cycle: { status: 'cancelled' },
    })
    const done = await skill<ErrorBody>('workstream_cancel', { cycle_id: cycleId })
    expect(done.body.error).toMatchObject({ code: 'invalid_state_transition', current_state: 'completed' })
  })

  it("answers unknown and other organizations' ids with 404, and needs workstreams:read / write", async () => {
    expect((await skill<ErrorBody>('workstream_describe', { workplan_id: 'wpl_nope' })).body.error).toMatchObject({
      code: 'workplan_not_found',
    })
    expect((await skill<ErrorBody>('workstream_status', { cycle_id: 'cyc_nope' })).body.error).toMatchObject({
      code: 'cycle_not_found',
    })
    const stranger = await createTenant(srv.services)
    const r = await call<ErrorBody>(srv.url, '/api/v1/skills/workstream_describe/invoke', {
      token: stranger.adminKey,
      body: { workplan_id: workplanId },
    })
    expect(r.status).toBe(404)
    const reader = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: 'reader', permissions: ['workstreams:read'] },
    })
    expect(
      (await call(srv.url, '/api/v1/skills/workstream_list/invoke', { token: reader.body.value, body: {} })).status,
    ).toBe(200)
    const denied = await call<ErrorBody>(srv.url, '/api/v1/skills/workstream_run/invoke', {
      token: reader.body.value,
      body: { workplan_id: workplanId, period: '2026-05' },
    })
    expect(denied.body.error.code).toBe('insufficient_scope')
  })

  it('starts at most 20 cycles a minute per key', async () => {
    clock.advance(61_000)
    for (let i = 1; i <= 20; i++) {
      const r = await skill('workstream_run', {
        workplan_id: workplanId,
        period: `2024-${String((i % 12) + 1).padStart(2, '0')}`.replace(/^2024/, i > 12 ? '2023' : '2024'),
      })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
    }
    const r = await skill<ErrorBody>('workstream_run', { workplan_id: workplanId, period: '2022-01' })
    expect(r.status).toBe(429)
    expect(r.body.error.code).toBe('rate_limited')
    clock.advance(61_000)
    expect((await skill('workstream_run', { workplan_id: workplanId, period: '2022-01' })).status).toBe(200)
  })

  it('cycle starts meet one limit of 20 a minute per key whichever door starts them: POST /api/v1/workstreams/cycles and workstream_run', async () => {
    const rest = (period: string) =>
      call<ErrorBody & { id: string }>(srv.url, '/api/v1/workstreams/cycles', {
        token: t.adminKey,
        body: { workplan_id: workplanId, period },
      })
    const run = (period: string) => skill<ErrorBody & Invocation>('workstream_run', { workplan_id: workplanId, period })
    const refused = (r: { status: number; body: ErrorBody; headers: Headers }) => {
      expect(r.status).toBe(429)
      expect(r.body.error.code).toBe('rate_limited')
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // Through the REST route alone: the 21st start is refused, on the route and through the skill.
    clock.advance(61_000)
    for (let m = 1; m <= 12; m++) expect((await rest(`2010-${String(m).padStart(2, '0')}`)).status).toBe(201)
    for (let m = 1; m <= 8; m++) expect((await rest(`2011-${String(m).padStart(2, '0')}`)).status).toBe(201)
    refused(await rest('2011-09'))
    refused(await run('2011-10'))
    // Half through each door: the same window.
    clock.advance(61_000)
    for (let m = 1; m <= 10; m++) expect((await rest(`2012-${String(m).padStart(2, '0')}`)).status).toBe(201)
    for (let m = 1; m <= 10; m++) expect((await run(`2013-${String(m).padStart(2, '0')}`)).status).toBe(200)
    refused(await rest('2014-01'))
    refused(await run('2014-02'))
    clock.advance(61_000)
    expect((await rest('2014-01')).status).toBe(201)
    expect((await run('2014-02')).status).toBe(200)
    // The in-process door (the portal's forms, WorkStream tasks, the admin command line) meets it too, per user.
    const door = srv.services.inProcess
    const inProcess = (operationId: string, period: string) =>
      door.call(operationId, { principal: t.owner, body: { workplan_id: workplanId, period } }).then(
        (r) => r.status,
        (e: { status?: number; code?: string }) => `${e.status} ${e.code}`,
      )
    for (let m = 1; m <= 10; m++) expect(await inProcess('startCycle', `2015-${String(m).padStart(2, '0')}`)).toBe(201)
    for (let m = 1; m <= 10; m++)
      expect(await inProcess('invoke_workstream_run', `2016-${String(m).padStart(2, '0')}`)).toBe(200)
    expect(await inProcess('startCycle', '2017-01')).toBe('429 rate_limited')
    expect(await inProcess('invoke_workstream_run', '2017-02')).toBe('429 rate_limited')
  })

  it('workstream_draft makes a draft from a structured description, inventing nothing: what needs a model is in stub_fields', async () => {
    const description = {
      name: 'Month-end close',
      tasks: [
        { name: 'Validate identifiers', skill: 'identifiers.validate', input: IDS },
        {
          name: 'Review',
          skill: 'validate_business_identifiers',
          input: IDS,
          depends_on: ['Validate identifiers'],
          approval: { required: 1 },
        },
        {
          name: 'Chase the client',
          instructions: 'Email the client for missing bank statements.',
          depends_on: ['review', 'Nobody'],
        },
        { name: 'Review', key: 'review_again', skill: 'identifiers.validate', input: IDS, depends_on: ['review'] },
      ],
    }
    const r = await skill('workstream_draft', description)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const out = r.body.output
    expect(out.draft).toMatchObject({
      name: 'Month-end close',
      status: 'draft',
      version: 1,
      template_id: null,
      tasks: [
        { key: 'validate_identifiers', name: 'Validate identifiers', skill: 'identifiers.validate', input: IDS },
        {
          key: 'review',
          skill: 'validate_business_identifiers',
          depends_on: ['validate_identifiers'],
          approval: { required: 1 },
        },
        { key: 'chase_the_client', depends_on: ['review'] },
        { key: 'review_again', depends_on: ['review'] },
      ],
    })
    // Nothing invented: no skill and no input for the task described in words.
    expect(out.draft.tasks[2].skill).toBeUndefined()
    expect(out.draft.tasks[2].input).toBeUndefined()
    expect(out.stub_fields).toEqual(['tasks.2.skill', 'tasks.2.input'])
    expect(out.warnings.join(' ')).toMatch(/chase_the_client.*language model/)
    expect(out.warnings.join(' ')).toMatch(/"Nobody"/)
    expect(out.validation.valid).toBe(false)
    expect(out.validation.errors.map((e: { task_key: string; type: string }) => [e.task_key, e.type])).toEqual([
      ['chase_the_client', 'missing_skill'],
    ])
    // The draft is stored: once its stubs are filled in, it publishes.
    const id = out.draft.id as string
    const got = await call<{ version: number }>(srv.url, `/api/v1/workstreams/drafts/${id}`, { token: t.adminKey })
    expect(got.status).toBe(200)
    const tasks = out.draft.tasks.slice()
    tasks[2] = { key: 'chase_the_client', skill: 'identifiers.validate', input: IDS, depends_on: ['review'] }
    expect(
      (await call(srv.url, `/api/v1/workstreams/drafts/${id}`, { token: t.adminKey, method: 'PATCH', body: { tasks } }))
        .status,
    ).toBe(200)
    expect(
      (await call(srv.url, `/api/v1/workstreams/drafts/${id}/publish`, { token: t.adminKey, body: {} })).status,
    ).toBe(201)
  })

  it('playbook_creator is workstream_draft under a deprecated name: same result, with Deprecation and Link', async () => {
    const r = await skill('playbook_creator', {
      name: 'Old name',
      tasks: [{ name: 'Only', skill: 'identifiers.validate', input: IDS }],
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.skill).toBe('playbook.creator')
    expect(r.body.output).toMatchObject({
      draft: { name: 'Old name', tasks: [{ key: 'only' }] },
      validation: { valid: true, errors: [] },
      stub_fields: [],
      warnings: [],
    })
    expect(r.headers.get('deprecation')).toMatch(/^@\d+$/)
    expect(r.headers.get('link')).toBe('</api/v1/skills/workstream.draft/invoke>; rel="successor-version"')
    expect(
      (
        await skill('workstream_draft', {
          name: 'New name',
          tasks: [{ name: 'Only', skill: 'identifiers.validate', input: IDS }],
        })
      ).headers.get('deprecation'),
    ).toBeNull()
    const reader = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: 'reader', permissions: ['workstreams:read'] },
    })
    for (const name of ['workstream_draft', 'playbook_creator']) {
      const denied = await call<ErrorBody>(srv.url, `/api/v1/skills/${name}/invoke`, {
        token: reader.body.value,
        body: { name: 'x', tasks: [{ name: 'a' }] },
      })
      expect(denied.status).toBe(403)
      expect(denied.body.error.code).toBe('insufficient_scope')
    }
  })
})
