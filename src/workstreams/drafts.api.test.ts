// WorkStreams Drafts and Studio over real HTTP (RESPONSE_VALIDATION=enforce), on the store the environment names: a
// draft created, listed, read, edited under If-Match, validated with precise problems (task key and binding path),
// previewed for a workplan and period (nothing run, nothing stored), refused at publication while invalid, published
// as an immutable template version (new template, or the next version of one), deleted; another organization's is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestServer } from '../testing/test-server.ts'
import { executions } from '../testing/fixtures/skills/counter.fixture/handler.ts'
import { CLOSE_TASKS, org, startServer, workplanOf, type Org } from './testing/api.ts'

interface Draft {
  id: string
  name: string
  version: number
  status: string
  template_id: string | null
  tasks: unknown[]
  published: { template_id: string; version: number } | null
}
interface Problem {
  task_key: string | null
  loc: (string | number)[]
  msg: string
  type: string
}
interface ErrorBody {
  error: {
    code: string
    param?: string
    current_state?: string
    current_version?: number
    details?: { loc: (string | number)[]; msg: string; type: string }[]
  }
}
interface Preview {
  tasks: {
    key: string
    depth: number
    input: Record<string, unknown>
    pending_bindings: { path: string[]; source: string }[]
    skill: string
    writes: boolean
  }[]
  client_id: string
}

describe('WorkStreams drafts and studio over HTTP', () => {
  let srv: TestServer
  let o: Org
  let other: Org
  beforeAll(async () => {
    ;({ srv } = await startServer())
    o = await org(srv)
    other = await org(srv)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const req = <T>(
    method: string,
    path: string,
    body?: unknown,
    token = o.adminKey,
    headers: Record<string, string> = {},
  ) =>
    call<T>(srv.url, `/api/v1/workstreams${path}`, { token, method, ...(body !== undefined ? { body } : {}), headers })

  it('creates, lists, reads and edits a draft under If-Match; a stale version is 412 and changes nothing', async () => {
    const created = await req<Draft>('POST', '/drafts', { name: 'Close draft', tasks: [{ key: 'prepare' }] })
    expect(created.status).toBe(201)
    expect(created.headers.get('etag')).toBe('"1"')
    expect(created.body).toMatchObject({
      name: 'Close draft',
      version: 1,
      status: 'draft',
      template_id: null,
      published: null,
      tasks: [{ key: 'prepare' }],
    })
    const id = created.body.id
    const list = await req<{ data: Draft[]; has_more: boolean }>('GET', '/drafts?limit=100')
    expect(list.body.data.map((d) => d.id)).toContain(id)
    const edited = await req<Draft>(
      'PATCH',
      `/drafts/${id}`,
      { tasks: [{ key: 'prepare', skill: 'echo.fixture', input: { text: 'x' } }] },
      o.adminKey,
      { 'If-Match': '"1"' },
    )
    expect(edited.status).toBe(200)
    expect(edited.headers.get('etag')).toBe('"2"')
    expect(edited.body).toMatchObject({
      version: 2,
      name: 'Close draft',
      tasks: [{ key: 'prepare', skill: 'echo.fixture' }],
    })
    const stale = await req<ErrorBody>('PATCH', `/drafts/${id}`, { name: 'Lost edit' }, o.adminKey, {
      'If-Match': '"1"',
    })
    expect(stale.status).toBe(412)
    expect(stale.body.error).toMatchObject({ code: 'version_mismatch', param: 'If-Match', current_version: 2 })
    const got = await req<Draft>('GET', `/drafts/${id}`)
    expect(got.headers.get('etag')).toBe('"2"')
    expect(got.body.name).toBe('Close draft')
    // Unchecked while a draft: an unknown skill is stored, and reported by validate.
    expect((await req<Draft>('PATCH', `/drafts/${id}`, { tasks: [{ key: 'a', skill: 'nope.skill' }] })).status).toBe(
      200,
    )
    const bad = await req<ErrorBody>('PATCH', `/drafts/${id}`, { tasks: [{ key: 'Not A Key' }] })
    expect(bad.status).toBe(422)
    expect(bad.body.error).toMatchObject({ code: 'validation_error', param: 'tasks.0.key' })
  })

  it('another organization cannot see, edit, check, preview, publish or delete a draft', async () => {
    const id = (await req<Draft>('POST', '/drafts', { name: 'Mine', tasks: CLOSE_TASKS })).body.id
    const { workplanId } = await workplanOf(srv, other)
    for (const [method, path, body] of [
      ['GET', `/drafts/${id}`, undefined],
      ['PATCH', `/drafts/${id}`, { name: 'x' }],
      ['POST', `/drafts/${id}/validate`, undefined],
      ['POST', `/drafts/${id}/preview`, { workplan_id: workplanId, period: '2026-02' }],
      ['POST', `/drafts/${id}/publish`, undefined],
    ] as const) {
      const r = await req<ErrorBody>(method, path, body, other.adminKey)
      expect(r.status, `${method} ${path}`).toBe(404)
      expect(r.body.error).toMatchObject({ code: 'workstream_draft_not_found', param: 'draft_id' })
    }
    expect((await req('DELETE', `/drafts/${id}`, undefined, other.adminKey)).status).toBe(204)
    expect((await req('GET', `/drafts/${id}`)).status).toBe(200)
    expect(
      (await req<{ data: Draft[] }>('GET', '/drafts?limit=100', undefined, other.adminKey)).body.data.map((d) => d.id),
    ).not.toContain(id)
  })

  it("validates every task against the registry and the skills' schemas, naming the task and the binding path of each problem", async () => {
    const tasks = [
      { key: 'count', skill: 'counter_fixture', input: { name: 'n' } },
      { key: 'nameless' },
      { key: 'ghost', skill: 'nope.skill' },
      {
        key: 'echo',
        skill: 'echo.fixture',
        input: { text: { $bind: 'tasks.count.output.executions' } },
        depends_on: ['count'],
      },
      {
        key: 'missing_out',
        skill: 'echo.fixture',
        input: { text: { $bind: 'tasks.count.output.nothing_here' } },
        depends_on: ['count'],
      },
      { key: 'not_dep', skill: 'echo.fixture', input: { text: { $bind: 'tasks.echo.output.echo' } } },
      { key: 'bad_literal', skill: 'echo.fixture', input: { text: 'ok', mode: 'loud', colour: 'red' } },
      { key: 'no_text', skill: 'echo.fixture', input: { mode: { $bind: 'period.key' } } }, // a string to a string enum: fine until it runs
      { key: 'bad_source', skill: 'echo.fixture', input: { text: { $bind: 'period.middle' } } },
      { key: 'later', skill: 'echo.fixture', input: { text: 'x' }, depends_on: ['after'] },
      { key: 'echo', skill: 'echo.fixture', input: { text: 'dup' } },
      { key: 'gate', skill: 'echo.fixture', input: { text: 'x' }, approval: { required: 3, approvers: ['usr_a'] } },
    ]
    const id = (await req<Draft>('POST', '/drafts', { name: 'Broken', tasks })).body.id
    const r = await req<{ valid: boolean; version: number; errors: Problem[] }>('POST', `/drafts/${id}/validate`)
    expect(r.status).toBe(200)
    expect(r.body.valid).toBe(false)
    const got = r.body.errors.map((e) => [e.task_key, e.loc.join('.'), e.type])
    expect(got).toEqual([
      ['nameless', 'body.tasks.1.skill', 'missing_skill'],
      ['ghost', 'body.tasks.2.skill', 'unknown_skill'],
      ['echo', 'body.tasks.3.input.text.$bind', 'type_mismatch'],
      ['missing_out', 'body.tasks.4.input.text.$bind', 'unknown_output_field'],
      ['not_dep', 'body.tasks.5.input.text.$bind', 'invalid_binding'],
      ['bad_literal', 'body.tasks.6.input.colour', 'unknown_field'],
      ['bad_literal', 'body.tasks.6.input.mode', 'invalid_value'],
      ['no_text', 'body.tasks.7.input.text', 'missing_field'],
      ['bad_source', 'body.tasks.8.input.text.$bind', 'invalid_binding'],
      ['later', 'body.tasks.9.depends_on.0', 'unknown_task'],
      ['echo', 'body.tasks.10.key', 'duplicate_key'],
      ['gate', 'body.tasks.11.approval.required', 'unsatisfiable'],
    ])
    expect(r.body.errors[2]!.msg).toMatch(/integer.*tasks\.count\.output\.executions.*string/)
    // Publishing refuses with the same problems as details; nothing is published.
    const pub = await req<ErrorBody>('POST', `/drafts/${id}/publish`)
    expect(pub.status).toBe(422)
    expect(pub.body.error).toMatchObject({ code: 'validation_error', param: 'tasks.1.skill' })
    expect(pub.body.error.details!.map((d) => d.loc.join('.'))).toEqual(r.body.errors.map((e) => e.loc.join('.')))
    expect(pub.body.error.details![0]!.msg).toMatch(/^task nameless: /)
    expect((await req<Draft>('GET', `/drafts/${id}`)).body).toMatchObject({ status: 'draft', published: null })
  })

  it('previews the task graph for a workplan and period in dependency order: nothing runs, nothing is stored', async () => {
    const { workplanId } = await workplanOf(srv, o)
    await call(srv.url, `/api/v1/workstreams/workplans/${workplanId}`, {
      token: o.adminKey,
      method: 'PATCH',
      body: { inputs: { bank: 'ANZ 1234' } },
    })
    const tasks = [
      { key: 'prepare', skill: 'echo.fixture', input: { text: { $bind: 'period.key' } } },
      { key: 'bank', skill: 'echo.fixture', input: { text: { $bind: 'workplan.inputs.bank' } } },
      {
        key: 'post',
        skill: 'counter_fixture',
        input: { name: { $bind: 'tasks.prepare.output.echo' } },
        depends_on: ['prepare'],
        approval: { required: 1 },
      },
      { key: 'report', skill: 'echo.fixture', input: { text: { $bind: 'period.end' } }, depends_on: ['post', 'bank'] },
    ]
    const id = (await req<Draft>('POST', '/drafts', { name: 'Preview me', tasks })).body.id
    const before = executions.size
    const cyclesBefore = (
      await call<{ data: unknown[] }>(srv.url, '/api/v1/workstreams/cycles?limit=100', { token: o.adminKey })
    ).body.data.length
    const r = await req<Preview>('POST', `/drafts/${id}/preview`, { workplan_id: workplanId, period: '2026-02' })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.client_id).toBe(o.clientId)
    expect(r.body.tasks.map((t) => [t.key, t.depth])).toEqual([
      ['prepare', 0],
      ['bank', 0],
      ['post', 1],
      ['report', 2],
    ])
    expect(r.body.tasks[0]!.input).toEqual({ text: '2026-02' })
    expect(r.body.tasks[1]!.input).toEqual({ text: 'ANZ 1234' })
    expect(r.body.tasks[2]).toMatchObject({
      skill: 'counter.fixture',
      writes: true,
      input: { name: { $bind: 'tasks.prepare.output.echo' } },
      pending_bindings: [{ path: ['name'], source: 'tasks.prepare.output.echo' }],
    })
    expect(r.body.tasks[3]!.input).toEqual({ text: '2026-02-28' })
    expect(executions.size).toBe(before)
    expect(
      (await call<{ data: unknown[] }>(srv.url, '/api/v1/workstreams/cycles?limit=100', { token: o.adminKey })).body
        .data,
    ).toHaveLength(cyclesBefore)
    // A workplan input the draft binds to and the workplan lacks, or of a kind the skill refuses, is a problem.
    const { workplanId: bare } = await workplanOf(srv, o)
    const missing = await req<ErrorBody>('POST', `/drafts/${id}/preview`, { workplan_id: bare, period: '2026-02' })
    expect(missing.status).toBe(422)
    expect(missing.body.error).toMatchObject({ code: 'validation_error', param: 'tasks.1.input.text.$bind' })
    expect(missing.body.error.details![0]).toMatchObject({ type: 'missing_workplan_input' })
    await call(srv.url, `/api/v1/workstreams/workplans/${bare}`, {
      token: o.adminKey,
      method: 'PATCH',
      body: { inputs: { bank: 42 } },
    })
    const wrong = await req<ErrorBody>('POST', `/drafts/${id}/preview`, { workplan_id: bare, period: '2026-02' })
    expect(wrong.body.error).toMatchObject({ code: 'validation_error', param: 'tasks.1.input.text' })
    expect(
      (await req<ErrorBody>('POST', `/drafts/${id}/preview`, { workplan_id: 'wpl_nope', period: '2026-02' })).body
        .error,
    ).toMatchObject({ code: 'workplan_not_found' })
  })

  it('publishes a valid draft as version 1 of a new template, once; then as the next version of a named template', async () => {
    const id = (
      await req<Draft>('POST', '/drafts', { name: 'Quarter close', description: 'Q close', tasks: CLOSE_TASKS })
    ).body.id
    expect((await req<{ valid: boolean }>('POST', `/drafts/${id}/validate`)).body).toMatchObject({
      valid: true,
      errors: [],
    })
    const stale = await req<ErrorBody>('POST', `/drafts/${id}/publish`, undefined, o.adminKey, { 'If-Match': '"7"' })
    expect(stale.status).toBe(412)
    const pub = await req<{
      draft: Draft
      template: { template_id: string; version: number; tasks: { key: string; skill: string }[] }
    }>('POST', `/drafts/${id}/publish`, undefined, o.adminKey, { 'If-Match': '"1"' })
    expect(pub.status, JSON.stringify(pub.body)).toBe(201)
    expect(pub.headers.get('etag')).toBe('"2"')
    expect(pub.body.template).toMatchObject({
      version: 1,
      tasks: [{ key: 'prepare', skill: 'echo.fixture' }, { key: 'post', skill: 'counter.fixture' }, { key: 'report' }],
    })
    const templateId = pub.body.template.template_id
    expect(pub.body.draft).toMatchObject({
      status: 'published',
      version: 2,
      published: { template_id: templateId, version: 1 },
    })
    const t = await call<{ name: string; description: string; latest_version: number }>(
      srv.url,
      `/api/v1/workstreams/templates/${templateId}`,
      { token: o.adminKey },
    )
    expect(t.body).toMatchObject({ name: 'Quarter close', description: 'Q close', latest_version: 1 })
    // A published draft no longer changes, and is not published twice.
    const again = await req<ErrorBody>('POST', `/drafts/${id}/publish`)
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({ code: 'invalid_state_transition', current_state: 'published' })
    expect((await req<ErrorBody>('PATCH', `/drafts/${id}`, { name: 'later' })).body.error).toMatchObject({
      code: 'invalid_state_transition',
      current_state: 'published',
    })

    // A draft naming the template publishes its next version; version 1 stays as it was.
    const next = await req<Draft>('POST', '/drafts', {
      name: 'Quarter close v2',
      template_id: templateId,
      tasks: [{ key: 'only', skill: 'echo.fixture', input: { text: 'v2' } }],
    })
    expect(next.body.template_id).toBe(templateId)
    const v2 = await req<{ template: { version: number } }>('POST', `/drafts/${next.body.id}/publish`)
    expect(v2.status).toBe(201)
    expect(v2.body.template.version).toBe(2)
    const v1 = await call<{ tasks: unknown[] }>(srv.url, `/api/v1/workstreams/templates/${templateId}/versions/1`, {
      token: o.adminKey,
    })
    expect(v1.body.tasks).toHaveLength(3)
    expect((await req<ErrorBody>('POST', '/drafts', { name: 'x', template_id: 'wst_nope' })).body.error).toMatchObject({
      code: 'workstream_template_not_found',
      param: 'template_id',
    })
    // Deleting a published draft keeps its template.
    expect((await req('DELETE', `/drafts/${id}`)).status).toBe(204)
    expect((await req<ErrorBody>('GET', `/drafts/${id}`)).status).toBe(404)
    expect((await call(srv.url, `/api/v1/workstreams/templates/${templateId}`, { token: o.adminKey })).status).toBe(200)
  })

  it('of two concurrent publications of one draft, exactly one publishes', async () => {
    const id = (await req<Draft>('POST', '/drafts', { name: 'Race', tasks: CLOSE_TASKS })).body.id
    const rs = await Promise.all([1, 2, 3].map(() => req<ErrorBody>('POST', `/drafts/${id}/publish`)))
    expect(rs.map((r) => r.status).sort()).toEqual([201, 409, 409])
  })

  it('needs workstreams:read to read and check, workstreams:write to change', async () => {
    const id = (await req<Draft>('POST', '/drafts', { name: 'Scoped', tasks: CLOSE_TASKS })).body.id
    const key = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: o.adminKey,
      body: { name: 'reader', permissions: ['workstreams:read'] },
    })
    expect(key.status, JSON.stringify(key.body)).toBe(201)
    const reader = key.body.value
    expect((await req('GET', `/drafts/${id}`, undefined, reader)).status).toBe(200)
    expect((await req('POST', `/drafts/${id}/validate`, undefined, reader)).status).toBe(200)
    for (const [method, path, body] of [
      ['POST', '/drafts', { name: 'x' }],
      ['PATCH', `/drafts/${id}`, { name: 'x' }],
      ['POST', `/drafts/${id}/publish`, undefined],
      ['DELETE', `/drafts/${id}`, undefined],
    ] as const) {
      const r = await req<ErrorBody>(method, path, body, reader)
      expect(r.status, `${method} ${path}`).toBe(403)
      expect(r.body.error.code).toBe('insufficient_scope')
    }
  })
})
