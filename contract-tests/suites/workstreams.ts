// WorkStreams (openapi.yaml tags "WorkStreams" and "WorkStreams Cycles"; issue 9) through the proxy: every template,
// workplan (and deprecated blueprint), cycle and command operation with its success and its documented refusals:
// 409 invalid_state_transition (with current_state), 409 cycle_already_open (with cycle_id), 409 workplan_archived,
// 412 version_mismatch (with current_version), 403 self_approval_forbidden, 404s for another organization, 422 with a
// precise param. Tasks run on the real skills (identifiers.validate), driven by the worker's runOnce.
import { describe, expect, it } from 'vitest'
import type { Harness } from '../support/harness.ts'
import type { Response } from '../support/client.ts'
import { expectError, expectOk, expectValidationError } from '../support/assertions.ts'
import { transition } from '../../src/workstreams/index.ts'

const WS = '/api/v1/workstreams'
const IDS = { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] }
const TASKS = [
  { key: 'check', skill: 'identifiers.validate', input: IDS },
  {
    key: 'review',
    skill: 'validate_business_identifiers',
    input: IDS,
    depends_on: ['check'],
    approval: { required: 1, distinct_from_preparer: false },
  },
]

export function workstreamsContract(h: () => Harness): void {
  const token = () => h().tenant.adminKey
  const post = (path: string, body?: unknown, o: { token?: string; headers?: Record<string, string> } = {}) =>
    h().proxy(path, { method: 'POST', token: o.token ?? token(), body: body ?? {}, headers: o.headers ?? {} })
  const get = (path: string, t = token()) => h().proxy(path, { token: t })
  const id = (r: Response) => r.body.id as string
  let clientId = ''
  let templateId = ''
  let workplanId = ''

  describe('templates, workplans and blueprints', () => {
    it('creates, lists and reads a template; publishes and reads a version', async () => {
      const client = await post('/api/v1/clients', { name: 'Contract Bakery', currency: 'AUD' })
      expectOk(client, 201)
      clientId = id(client)
      const t = await post(`${WS}/templates`, { name: 'Close', description: 'Monthly close', tasks: TASKS })
      expectOk(t, 201)
      templateId = id(t)
      expect(t.body).toMatchObject({
        latest_version: 1,
        tasks: [{ key: 'check', skill: 'identifiers.validate', writes: false, on_failure: 'block' }, { key: 'review' }],
      })
      expectOk(await get(`${WS}/templates?limit=1`))
      expectOk(await get(`${WS}/templates/${templateId}`))
      const v2 = await post(`${WS}/templates/${templateId}/versions`, { tasks: TASKS })
      expectOk(v2, 201)
      expect(v2.body.version).toBe(2)
      expectOk(await get(`${WS}/templates/${templateId}/versions/1`))
      expectError(await get(`${WS}/templates/${templateId}/versions/9`), 404, 'workstream_template_not_found', {
        param: 'version',
      })
      expectError(
        await get(`${WS}/templates/${templateId}`, h().other.adminKey),
        404,
        'workstream_template_not_found',
        { param: 'template_id' },
      )
      expectValidationError(
        await post(`${WS}/templates`, { name: 'Bad', tasks: [{ key: 'a', skill: 'no.such.skill' }] }),
        'tasks.0.skill',
      )
      expectError(
        await post(`${WS}/templates/wst_missing/versions`, { tasks: TASKS }),
        404,
        'workstream_template_not_found',
        { param: 'template_id' },
      )
    })

    it('creates, reads, lists, changes and archives workplans, also through the deprecated /blueprints paths', async () => {
      const w = await post(`${WS}/workplans`, {
        name: 'Bakery close',
        client_id: clientId,
        template_id: templateId,
        inputs: { year: 2026 },
        schedule: { cron: '0 6 1 * *', timezone: 'Australia/Sydney' },
      })
      expectOk(w, 201)
      workplanId = id(w)
      expect(w.body).toMatchObject({
        template_id: templateId,
        blueprint_id: templateId,
        writes_enabled: true,
        status: 'active',
      })
      expectOk(await get(`${WS}/workplans?client_id=${clientId}`))
      expectOk(await get(`${WS}/workplans/${workplanId}`))
      const patched = await h().proxy(`${WS}/workplans/${workplanId}`, {
        method: 'PATCH',
        token: token(),
        body: { name: 'Bakery month-end', template_version: 1 },
      })
      expectOk(patched)
      expect(patched.body.template_version).toBe(1)
      expectValidationError(
        await h().proxy(`${WS}/workplans/${workplanId}`, {
          method: 'PATCH',
          token: token(),
          body: { schedule: { cron: 'every day', timezone: 'UTC' } },
        }),
        'schedule.cron',
      )
      expectError(await get(`${WS}/workplans/${workplanId}`, h().other.adminKey), 404, 'workplan_not_found', {
        param: 'workplan_id',
      })
      for (const verb of ['disable', 'enable']) {
        const r = await post(`${WS}/workplans/${workplanId}/${verb}-writes`)
        expectOk(r)
        expect(r.body.writes_enabled).toBe(verb === 'enable')
      }
      expectOk(await get(`${WS}/workplans/${workplanId}/write-status`))

      // The deprecated paths: the same operations, with Deprecation and Link.
      const b = await post(`${WS}/blueprints`, { name: 'Old client', client_id: clientId, blueprint_id: templateId })
      expectOk(b, 201)
      expect(b.headers.get('deprecation')).toMatch(/^@\d+$/)
      // The old route links its successor; the old field (blueprint_id) links the description naming its successor.
      expect(b.headers.get('link')).toBe(
        `<${WS}/workplans>; rel="successor-version", </openapi.json>; rel="deprecation"; type="application/json"`,
      )
      const bid = id(b)
      for (const r of [
        await get(`${WS}/blueprints`),
        await get(`${WS}/blueprints/${bid}`),
        await get(`${WS}/blueprints/${bid}/write-status`),
        await h().proxy(`${WS}/blueprints/${bid}`, { method: 'PATCH', token: token(), body: { inputs: { a: 1 } } }),
        await post(`${WS}/blueprints/${bid}/disable-writes`),
        await post(`${WS}/blueprints/${bid}/enable-writes`),
        await post(`${WS}/blueprints/${bid}/archive`),
      ]) {
        expectOk(r)
        expect(r.headers.get('deprecation'), r.describe()).toMatch(/^@\d+$/)
        expect(r.headers.get('link'), r.describe()).toMatch(
          new RegExp(`^<${WS}/workplans(/${bid}(/[a-z-]+)?)?>; rel="successor-version"$`),
        )
      }
      expectError(await post(`${WS}/workplans/${bid}/archive`), 409, 'workplan_archived', { param: 'workplan_id' })
      expectError(await post(`${WS}/cycles`, { workplan_id: bid, period: '2026-01' }), 409, 'workplan_archived', {
        param: 'workplan_id',
      })
      expectValidationError(
        await post(`${WS}/workplans`, {
          name: 'x',
          client_id: clientId,
          template_id: templateId,
          blueprint_id: 'wst_other',
        }),
        'blueprint_id',
      )
    })
  })

  describe('cycles', () => {
    it('starts, lists, reads, runs to an approval, and completes on approve; history and tasks read back', async () => {
      const c = await post(`${WS}/cycles`, { workplan_id: workplanId, period: '2026-02' })
      expectOk(c, 201)
      expect(c.headers.get('etag')).toBe('"1"')
      const cid = id(c)
      const dup = expectError(
        await post(`${WS}/cycles`, { workplan_id: workplanId, period: '2026-02' }),
        409,
        'cycle_already_open',
        { param: 'period' },
      )
      expect(dup.cycle_id).toBe(cid)
      expectValidationError(await post(`${WS}/cycles`, { workplan_id: workplanId, period: '2026-13' }), 'period')
      expectOk(await get(`${WS}/cycles?workplan_id=${workplanId}&status=queued&period=2026-02`))
      expectError(await get(`${WS}/cycles/${cid}`, h().other.adminKey), 404, 'cycle_not_found', { param: 'cycle_id' })
      for (let i = 0; i < 4; i++) await h().server.services.workstreamWorker.runOnce()
      const waiting = await get(`${WS}/cycles/${cid}`)
      expectOk(waiting)
      expect(waiting.body).toMatchObject({
        status: 'waiting',
        waiting_on: [{ task_key: 'review', waiting_on: 'approval' }],
        template_version: 1,
      })
      const version = waiting.body.version as number
      const stale = expectError(
        await post(
          `${WS}/cycles/${cid}/approve`,
          { task_key: 'review', comment: 'ok' },
          { headers: { 'If-Match': '"1"' } },
        ),
        412,
        'version_mismatch',
        { param: 'If-Match' },
      )
      expect(stale.current_version).toBe(version)
      const approved = await post(
        `${WS}/cycles/${cid}/approve`,
        { task_key: 'review', comment: 'ABN checks out' },
        { headers: { 'If-Match': `"${version}"` } },
      )
      expectOk(approved)
      expect(approved.body.status).toBe('completed')
      const tasks = await get(`${WS}/cycles/${cid}/tasks`)
      expectOk(tasks)
      expect((tasks.body.data as { status: string }[]).map((t) => t.status)).toEqual(['succeeded', 'succeeded'])
      const history = await get(`${WS}/cycles/${cid}/events?after_seq=1&limit=50`)
      expectOk(history)
      expect((history.body.data as { seq: number }[])[0]!.seq).toBe(2)
      const late = expectError(await post(`${WS}/cycles/${cid}/cancel`), 409, 'invalid_state_transition')
      expect(late.current_state).toBe('completed')
    })

    it("pauses, resumes, cancels; retry and skip are refused with the task's state", async () => {
      const c = await post(`${WS}/cycles`, { workplan_id: workplanId, period: '2026-03' })
      expectOk(c, 201)
      const cid = id(c)
      const paused = await post(`${WS}/cycles/${cid}/pause`, { mode: 'immediate', reason: 'waiting for the bank feed' })
      expectOk(paused)
      expect(paused.body).toMatchObject({
        status: 'paused',
        pause: { mode: 'immediate', reason: 'waiting for the bank feed' },
      })
      expect(expectError(await post(`${WS}/cycles/${cid}/pause`), 409, 'invalid_state_transition').current_state).toBe(
        'paused',
      )
      const resumed = await post(`${WS}/cycles/${cid}/resume`)
      expectOk(resumed)
      expect(resumed.body.status).toBe('queued')
      const retry = expectError(await post(`${WS}/cycles/${cid}/tasks/check/retry`), 409, 'invalid_state_transition', {
        param: 'task_key',
      })
      expect(retry.current_state).toBe('pending')
      expect(
        expectError(
          await post(`${WS}/cycles/${cid}/tasks/check/skip`, { justification: 'done by hand' }),
          409,
          'invalid_state_transition',
          { param: 'task_key' },
        ).current_state,
      ).toBe('pending')
      expectError(await post(`${WS}/cycles/${cid}/tasks/nope/skip`, { justification: 'x' }), 404, 'task_not_found', {
        param: 'task_key',
      })
      expectValidationError(await post(`${WS}/cycles/${cid}/tasks/check/skip`, {}), 'justification')
      expectError(
        await post(`${WS}/cycles/${cid}/approve`, { task_key: 'review', comment: 'x' }),
        409,
        'invalid_state_transition',
        { param: 'task_key' },
      )
      const cancelled = await post(`${WS}/cycles/${cid}/cancel`, { reason: 'wrong period' })
      expectOk(cancelled)
      expect(cancelled.body.status).toBe('cancelled')
    })

    // A task in flight, and a failed one, made by driving the engine as a worker would (claim, then fail), so the
    // answers that depend on them are deterministic: the real skills finish too fast to be caught running.
    const worker = {
      claim: async (cid: string, key: string): Promise<number> => {
        const d = h().server.services.workstreamsDeps
        await transition(d, cid, { type: 'tick' })
        const c = await transition(d, cid, {
          type: 'claim',
          taskKey: key,
          owner: 'contract-test-worker',
          leaseMs: 600_000,
        })
        return c.tasks.find((t) => t.key === key)!.epoch
      },
      fail: async (cid: string, key: string) => {
        const epoch = await worker.claim(cid, key)
        await transition(h().server.services.workstreamsDeps, cid, {
          type: 'fail',
          taskKey: key,
          epoch,
          error: { code: 'store_unavailable', message: 'The ledger did not answer.' },
          retryable: false,
        })
      },
    }

    it('202 pausing (drain) and 202 cancelling while a task is in flight', async () => {
      const c = await post(`${WS}/cycles`, { workplan_id: workplanId, period: '2026-04' })
      expectOk(c, 201)
      const cid = id(c)
      await worker.claim(cid, 'check')
      const pausing = await post(`${WS}/cycles/${cid}/pause`, { mode: 'drain', reason: 'month-end freeze' })
      expectOk(pausing, 202)
      expect(pausing.body).toMatchObject({ status: 'pausing', pause: { mode: 'drain', reason: 'month-end freeze' } })
      const cancelling = await post(`${WS}/cycles/${cid}/cancel`, { reason: 'client left' })
      expectOk(cancelling, 202)
      expect(cancelling.body.status).toBe('cancelling')
    })

    it('a failed task blocks the cycle: retry 200 starts it again; skip 200 with a justification lets the cycle go on', async () => {
      const c = await post(`${WS}/cycles`, { workplan_id: workplanId, period: '2026-05' })
      expectOk(c, 201)
      const cid = id(c)
      await worker.fail(cid, 'check')
      const blocked = await get(`${WS}/cycles/${cid}`)
      expect(blocked.body.status, blocked.describe()).toBe('blocked')
      const retried = await post(`${WS}/cycles/${cid}/tasks/check/retry`)
      expectOk(retried)
      expect(retried.body.status).toBe('running')
      await worker.fail(cid, 'check')
      const skipped = await post(`${WS}/cycles/${cid}/tasks/check/skip`, {
        justification: 'ABN checked by hand on the ABR site',
      })
      expectOk(skipped)
      expect(skipped.body.status).toBe('running')
      const tasks = await get(`${WS}/cycles/${cid}/tasks`)
      expect(
        (tasks.body.data as { key: string; status: string }[]).find((t) => t.key === 'check')?.status,
        tasks.describe(),
      ).toBe('skipped')
      expectOk(await post(`${WS}/cycles/${cid}/cancel`))
    })

    it('archiveWorkplan 200: no new cycle starts', async () => {
      const w = await post(`${WS}/workplans`, { name: 'Bakery one-off', client_id: clientId, template_id: templateId })
      expectOk(w, 201)
      const archived = await post(`${WS}/workplans/${id(w)}/archive`)
      expectOk(archived)
      expect(archived.body).toMatchObject({ id: id(w), status: 'archived' })
      expectError(await post(`${WS}/cycles`, { workplan_id: id(w), period: '2026-01' }), 409, 'workplan_archived', {
        param: 'workplan_id',
      })
    })
  })

  describe('drafts, the studio, the approvals inbox, input tasks and triggers', () => {
    it('creates, lists, reads, edits (If-Match), validates, previews, publishes and deletes a draft', async () => {
      const d = await post(`${WS}/drafts`, { name: 'Draft close', tasks: [{ key: 'check' }] })
      expectOk(d, 201)
      const did = id(d)
      expect(d.headers.get('etag')).toBe('"1"')
      expectOk(await get(`${WS}/drafts?limit=5`))
      expectOk(await get(`${WS}/drafts/${did}`))
      expectError(await get(`${WS}/drafts/${did}`, h().other.adminKey), 404, 'workstream_draft_not_found', {
        param: 'draft_id',
      })
      const invalid = await post(`${WS}/drafts/${did}/validate`)
      expectOk(invalid)
      expect(invalid.body).toMatchObject({
        valid: false,
        errors: [{ task_key: 'check', loc: ['body', 'tasks', 0, 'skill'], type: 'missing_skill' }],
      })
      expectValidationError(await post(`${WS}/drafts/${did}/publish`), 'tasks.0.skill')
      expectValidationError(
        await post(`${WS}/drafts/${did}/preview`, { workplan_id: workplanId, period: '2026-02' }),
        'tasks.0.skill',
      )
      const stale = expectError(
        await h().proxy(`${WS}/drafts/${did}`, {
          method: 'PATCH',
          token: token(),
          body: { tasks: TASKS },
          headers: { 'If-Match': '"9"' },
        }),
        412,
        'version_mismatch',
        { param: 'If-Match' },
      )
      expect(stale.current_version).toBe(1)
      const edited = await h().proxy(`${WS}/drafts/${did}`, {
        method: 'PATCH',
        token: token(),
        body: { tasks: TASKS },
        headers: { 'If-Match': '"1"' },
      })
      expectOk(edited)
      expect(edited.body.version).toBe(2)
      const preview = await post(`${WS}/drafts/${did}/preview`, { workplan_id: workplanId, period: '2026-02' })
      expectOk(preview)
      expect(preview.body).toMatchObject({
        tasks: [
          { key: 'check', depth: 0 },
          { key: 'review', depth: 1 },
        ],
      })
      const published = await post(`${WS}/drafts/${did}/publish`, {}, { headers: { 'If-Match': '"2"' } })
      expectOk(published, 201)
      expect(published.body).toMatchObject({ draft: { status: 'published' }, template: { version: 1 } })
      expect(
        expectError(await post(`${WS}/drafts/${did}/publish`), 409, 'invalid_state_transition').current_state,
      ).toBe('published')
      expect(
        expectError(
          await h().proxy(`${WS}/drafts/${did}`, { method: 'PATCH', token: token(), body: { name: 'x' } }),
          409,
          'invalid_state_transition',
        ).current_state,
      ).toBe('published')
      const deleted = await h().proxy(`${WS}/drafts/${did}`, { method: 'DELETE', token: token() })
      expect(deleted.status, deleted.describe()).toBe(204)
    })

    it("lists the approvals waiting on the caller; supplies an input task's value; lists a workplan's triggers", async () => {
      const inbox = await get(`${WS}/approvals?limit=10`)
      expectOk(inbox)
      expect(inbox.body).toMatchObject({ has_more: false })
      const tasks = [
        {
          key: 'statement',
          kind: 'input',
          input_schema: { type: 'object', required: ['total'], properties: { total: { type: 'string' } } },
        },
      ]
      const t = await post(`${WS}/templates`, { name: 'Input', tasks })
      expectOk(t, 201)
      const w = await post(`${WS}/workplans`, { name: 'Input wp', client_id: clientId, template_id: id(t) })
      expectOk(w, 201)
      const c = await post(`${WS}/cycles`, { workplan_id: id(w), period: '2026-02' })
      const cid = id(c)
      expect(
        expectError(
          await post(`${WS}/cycles/${cid}/tasks/statement/input`, { value: { total: '1.00' } }),
          409,
          'invalid_state_transition',
          { param: 'task_key' },
        ).current_state,
      ).toBe('pending')
      await h().server.services.workstreamWorker.runOnce()
      expectValidationError(
        await post(`${WS}/cycles/${cid}/tasks/statement/input`, { value: { total: 1 } }),
        'value.total',
      )
      const supplied = await post(`${WS}/cycles/${cid}/tasks/statement/input`, { value: { total: '1.00' } })
      expectOk(supplied)
      expect(supplied.body.status).toBe('completed')
      expectError(
        await post(`${WS}/cycles/${cid}/tasks/statement/input`, { value: {} }, { token: h().other.adminKey }),
        404,
        'cycle_not_found',
      )
      const triggers = await get(`${WS}/workplans/${workplanId}/triggers`)
      expectOk(triggers)
      expect(triggers.body.data).toMatchObject([{ kind: 'manual' }, { kind: 'cron', schedule: { cron: '0 6 1 * *' } }])
      const old = await get(`${WS}/blueprints/${workplanId}/triggers`)
      expectOk(old)
      expect(old.headers.get('deprecation')).toMatch(/^@\d+$/)
      expectError(await get(`${WS}/workplans/${workplanId}/triggers`, h().other.adminKey), 404, 'workplan_not_found')
    })
  })
}
