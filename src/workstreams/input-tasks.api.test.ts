// Input tasks over real HTTP, on the store the environment names: a task that waits on input until a person supplies
// a value matching its schema (422 naming each field otherwise), then continues; the refusals of the illegal commands;
// the template checks of an input task.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestServer } from '../testing/test-server.ts'
import { drive, getCycle, org, start, startServer, workplanOf, type Org } from './testing/api.ts'

interface ErrorBody {
  error: {
    code: string
    param?: string
    current_state?: string
    details?: { loc: (string | number)[]; type: string }[]
  }
}
interface TaskBody {
  key: string
  status: string
  waiting_on: string | null
  output: Record<string, unknown> | null
  prepared_by: string | null
}

const STATEMENT = {
  type: 'object',
  additionalProperties: false,
  required: ['closing_balance', 'currency'],
  properties: {
    closing_balance: { type: 'string', pattern: '^-?[0-9]+\\.[0-9]{2}$' },
    currency: { type: 'string', enum: ['AUD', 'NZD'] },
  },
}
const TASKS = [
  { key: 'prepare', skill: 'echo.fixture', input: { text: { $bind: 'period.key' } } },
  { key: 'statement', kind: 'input', input_schema: STATEMENT, depends_on: ['prepare'] },
  {
    key: 'reconcile',
    skill: 'echo.fixture',
    input: { text: { $bind: 'tasks.statement.output.closing_balance' } },
    depends_on: ['statement'],
  },
]

describe('input tasks over HTTP', () => {
  let srv: TestServer
  let o: Org
  beforeAll(async () => {
    ;({ srv } = await startServer())
    o = await org(srv)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const supply = <T = { status: string; version: number }>(
    cycleId: string,
    key: string,
    value: unknown,
    headers: Record<string, string> = {},
  ) =>
    call<T>(srv.url, `/api/v1/workstreams/cycles/${cycleId}/tasks/${key}/input`, {
      token: o.approverKey,
      body: { value },
      headers,
    })
  const tasksOf = async (id: string) =>
    (await call<{ data: TaskBody[] }>(srv.url, `/api/v1/workstreams/cycles/${id}/tasks`, { token: o.adminKey })).body
      .data

  it('waits on input, refuses a value that breaks the schema field by field, accepts a good one, and the cycle completes with it', async () => {
    const { workplanId } = await workplanOf(srv, o, TASKS)
    const c = await start(srv, o, workplanId)
    const early = await supply<ErrorBody>(c.id, 'statement', { closing_balance: '1.00', currency: 'AUD' })
    expect(early.status).toBe(409)
    expect(early.body.error).toMatchObject({
      code: 'invalid_state_transition',
      param: 'task_key',
      current_state: 'pending',
    })
    await drive(srv)
    const waiting = await getCycle(srv, o, c.id)
    expect(waiting).toMatchObject({ status: 'waiting', waiting_on: [{ task_key: 'statement', waiting_on: 'input' }] })
    const bad = await supply<ErrorBody>(c.id, 'statement', { closing_balance: '12', currency: 'USD', extra: 1 })
    expect(bad.status).toBe(422)
    expect(bad.body.error.code).toBe('validation_error')
    expect(bad.body.error.details!.map((d) => [d.loc.join('.'), d.type]).sort()).toEqual([
      ['body.value.closing_balance', 'pattern'],
      ['body.value.currency', 'invalid_value'],
      ['body.value.extra', 'unknown_field'],
    ])
    expect((await getCycle(srv, o, c.id)).version).toBe(waiting.version)
    const notInput = await supply<ErrorBody>(c.id, 'prepare', { closing_balance: '1.00', currency: 'AUD' })
    expect(notInput.status).toBe(409)
    expect(notInput.body.error).toMatchObject({
      code: 'invalid_state_transition',
      param: 'task_key',
      current_state: 'succeeded',
    })
    const stale = await supply<ErrorBody>(
      c.id,
      'statement',
      { closing_balance: '1.00', currency: 'AUD' },
      { 'If-Match': '"1"' },
    )
    expect(stale.status).toBe(412)
    const ok = await supply(
      c.id,
      'statement',
      { closing_balance: '1234.50', currency: 'AUD' },
      { 'If-Match': `"${waiting.version}"` },
    )
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.status).toBe('running')
    const again = await supply<ErrorBody>(c.id, 'statement', { closing_balance: '1.00', currency: 'AUD' })
    expect(again.body.error).toMatchObject({ code: 'invalid_state_transition', current_state: 'succeeded' })
    await drive(srv)
    expect(await getCycle(srv, o, c.id)).toMatchObject({ status: 'completed', outcome: 'clean' })
    const tasks = await tasksOf(c.id)
    expect(tasks[1]).toMatchObject({
      key: 'statement',
      status: 'succeeded',
      output: { closing_balance: '1234.50', currency: 'AUD' },
      prepared_by: o.approverId,
    })
    expect(tasks[2]!.output).toMatchObject({ echo: '1234.50' })
    const history = await call<{ data: { type: string; actor: { id: string } }[] }>(
      srv.url,
      `/api/v1/workstreams/cycles/${c.id}/events?limit=100`,
      { token: o.adminKey },
    )
    expect(history.body.data.find((e) => e.type === 'input.received')).toMatchObject({ actor: { id: o.approverId } })
  })

  it('checks an input task in a template: no skill, a usable object schema, bindings to fields it declares', async () => {
    const bad = async (tasks: unknown[]) =>
      (
        await call<ErrorBody>(srv.url, '/api/v1/workstreams/templates', {
          token: o.adminKey,
          body: { name: 'Bad', tasks },
        })
      ).body.error
    expect(
      await bad([{ key: 'x', kind: 'input', skill: 'echo.fixture', input_schema: { type: 'object' } }]),
    ).toMatchObject({ code: 'validation_error', param: 'tasks.0.skill' })
    expect(await bad([{ key: 'x', kind: 'input' }])).toMatchObject({
      param: 'tasks.0.input_schema',
      details: [{ type: 'invalid_schema' }],
    })
    expect(await bad([{ key: 'x', kind: 'input', input_schema: { type: 'string' } }])).toMatchObject({
      param: 'tasks.0.input_schema',
    })
    expect(
      await bad([
        { key: 'x', kind: 'input', input_schema: { type: 'object', properties: { a: { type: 'nonsense' } } } },
      ]),
    ).toMatchObject({ param: 'tasks.0.input_schema' })
    expect(
      await bad([{ key: 'x', skill: 'echo.fixture', input: { text: 'a' }, input_schema: { type: 'object' } }]),
    ).toMatchObject({ param: 'tasks.0.input_schema' })
    expect(
      await bad([
        TASKS[0],
        TASKS[1],
        { ...TASKS[2], input: { text: { $bind: 'tasks.statement.output.opening_balance' } } },
      ]),
    ).toMatchObject({ param: 'tasks.2.input.text.$bind', details: [{ type: 'unknown_output_field' }] })
    expect(await bad([{ key: 'y', skill: 'echo.fixture' }])).toMatchObject({ param: 'tasks.0.input.text' })
    expect(await bad([{ key: 'y' }])).toMatchObject({ param: 'tasks.0.skill', details: [{ type: 'missing_skill' }] })
  })
})
