// The SDK's WorkStreams resources against a real server (real HTTP; the store the environment names): templates and
// versions, workplans with the write gate and triggers, a cycle driven through its approval with If-Match from the
// approvals inbox and tailed to its end, the commands (pause, resume, cancel, reject, task retry, skip and input), and
// the Studio's drafts (edit with If-Match, validate, preview, publish). Every call is the SDK's; the server and its
// worker passes come from the server's test support.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from '../../src/testing/test-server.ts'
import { CLOSE_TASKS, drive, org, startServer, type Org } from '../../src/workstreams/testing/api.ts'
import { ConflictError, NotFoundError, PreconditionFailedError, SkillsConnect, type Fetch } from '../src/index.ts'

describe('SDK WorkStreams resources against a live server', () => {
  let srv: TestServer
  let o: Org
  let admin: SkillsConnect
  let approver: SkillsConnect
  beforeAll(async () => {
    ;({ srv } = await startServer())
    o = await org(srv)
    admin = new SkillsConnect({ apiKey: o.adminKey, baseUrl: srv.url })
    approver = new SkillsConnect({ apiKey: o.approverKey, baseUrl: srv.url })
  })
  afterAll(async () => {
    await srv?.close()
  })

  const workplan = async (tasks: unknown = CLOSE_TASKS) => {
    const t = await admin.workstreams.templates.create({ name: 'Month-end close', tasks: tasks as never })
    const w = await admin.workstreams.workplans.create({
      name: 'Harbour close',
      client_id: o.clientId,
      template_id: t.id,
    })
    return { t, w }
  }

  it('templates and versions: create, list, retrieve, publish a version, read each version', async () => {
    const { t } = await workplan()
    expect(t.latest_version).toBe(1)
    const v2 = await admin.workstreams.templates.versions.create(t.id, {
      tasks: [{ key: 'only', skill: 'echo.fixture', input: { text: 'v2' } }],
    })
    expect(v2.version).toBe(2)
    expect((await admin.workstreams.templates.retrieve(t.id)).latest_version).toBe(2)
    expect((await admin.workstreams.templates.versions.retrieve(t.id, 1)).tasks).toHaveLength(3)
    const ids: string[] = []
    for await (const x of admin.workstreams.templates.list({ limit: 1 })) ids.push(x.id)
    expect(ids).toContain(t.id)
    const missing = await admin.workstreams.templates.versions.retrieve(t.id, 9).then(
      () => null,
      (e: unknown) => e,
    )
    expect(missing).toBeInstanceOf(NotFoundError)
    expect(missing).toMatchObject({ code: 'workstream_template_not_found', param: 'version' })
  })

  it('workplans: update, the write gate, triggers, archive', async () => {
    const { w } = await workplan()
    expect((await admin.workstreams.workplans.update(w.id, { name: 'Renamed' })).name).toBe('Renamed')
    expect((await admin.workstreams.workplans.retrieve(w.id)).name).toBe('Renamed')
    const off = await admin.workstreams.workplans.disableWrites(w.id)
    expect(off.writes_enabled).toBe(false)
    expect((await admin.workstreams.workplans.writeStatus(w.id)).writes_enabled).toBe(false)
    expect((await admin.workstreams.workplans.enableWrites(w.id)).writes_enabled).toBe(true)
    const triggers = await admin.workstreams.workplans.triggers(w.id)
    expect(triggers.data).toMatchObject([{ kind: 'manual', enabled: true, schedule: null }])
    expect(triggers.has_more).toBe(false)
    const archived = await admin.workstreams.workplans.archive(w.id)
    expect(archived.status).toBe('archived')
    const listed = []
    for await (const x of admin.workstreams.workplans.list({ client_id: o.clientId, limit: 2 })) listed.push(x.id)
    expect(listed).toContain(w.id)
  })

  it('a cycle through its approval: the inbox names the version, a stale If-Match is 412, the right one approves, the tail ends with completed', async () => {
    const { w } = await workplan()
    const c = await admin.workstreams.cycles.create({ workplan_id: w.id, period: '2026-02' })
    await drive(srv)
    const inbox = []
    for await (const item of approver.workstreams.approvals.list()) if (item.cycle_id === c.id) inbox.push(item)
    expect(inbox).toHaveLength(1)
    const pending = inbox[0]!
    expect(pending.task_key).toBe('post')
    const stale = await approver.workstreams.cycles
      .approve(c.id, { task_key: 'post', comment: 'ok' }, { ifMatch: pending.cycle_version - 1 })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(stale).toBeInstanceOf(PreconditionFailedError)
    expect(stale).toMatchObject({ status: 412, code: 'version_mismatch' })
    const approved = await approver.workstreams.cycles.approve(
      c.id,
      { task_key: 'post', comment: 'ok' },
      { ifMatch: pending.cycle_version },
    )
    expect(approved.version).toBeGreaterThan(pending.cycle_version)
    await drive(srv)
    expect((await admin.workstreams.cycles.retrieve(c.id)).status).toBe('completed')
    const tasks = []
    for await (const t of admin.workstreams.cycles.tasks.list(c.id)) tasks.push([t.key, t.status])
    expect(tasks).toEqual([
      ['prepare', 'succeeded'],
      ['post', 'succeeded'],
      ['report', 'succeeded'],
    ])
    const seen = []
    for await (const ev of admin.workstreams.cycles.tail(c.id)) seen.push(ev)
    expect(seen.map((e) => Number(e.id))).toEqual(seen.map((_, i) => i + 1))
    expect(seen.at(-1)).toMatchObject({ event: 'cycle.status', data: { data: { to: 'completed' } } })
    const page = await admin.workstreams.cycles.events(c.id, { after_seq: seen.length - 1 })
    expect(page.data.map((e) => e.seq)).toEqual([seen.length])
    const logged = []
    for await (const e of admin.workstreams.cycles.events(c.id, { limit: 2 })) logged.push(e.seq)
    expect(logged).toEqual(seen.map((e) => Number(e.id))) // the JSON log, page by page, is what the tail streamed
    const mine = []
    for await (const x of admin.workstreams.cycles.list({ workplan_id: w.id })) mine.push(x.id)
    expect(mine).toEqual([c.id])
  })

  it('the tail resumes a connection cut mid-stream with Last-Event-ID (no event lost or repeated), and starts after lastEventId', async () => {
    const { w } = await workplan([
      { key: 'a', skill: 'echo.fixture', input: { text: 'x' } },
      { key: 'b', skill: 'echo.fixture', input: { text: 'y' }, depends_on: ['a'] },
    ])
    const c = await admin.workstreams.cycles.create({ workplan_id: w.id, period: '2026-06' })
    await drive(srv)
    expect((await admin.workstreams.cycles.retrieve(c.id)).status).toBe('completed')
    const asked: Array<string | null> = []
    let cut = true
    // Passes the first connection's bytes up to the end of its first event, then breaks it as a reset would.
    const cutting: Fetch = async (url, init) => {
      const h = new Headers(init.headers)
      const res = await fetch(url, init)
      if (h.get('accept') !== 'text/event-stream') return res
      asked.push(h.get('last-event-id'))
      if (!cut) return res
      cut = false
      const reader = res.body!.getReader()
      const dec = new TextDecoder()
      let text = ''
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        async pull(ctl) {
          const { value, done } = await reader.read()
          if (done) {
            ctl.close()
            return
          }
          text += dec.decode(value, { stream: true })
          const m = /(^|\n)id: [^\n]*\n(?:[^\n]+\n)*\n/.exec(text)
          const upTo = m ? m.index + m[0].length : text.length
          ctl.enqueue(new TextEncoder().encode(text.slice(sent, upTo)))
          sent = upTo
          if (!m) return
          await reader.cancel()
          ctl.error(new TypeError('terminated'))
        },
      })
      return new Response(body, { status: res.status, headers: res.headers })
    }
    const flaky = new SkillsConnect({ apiKey: o.adminKey, baseUrl: srv.url, fetch: cutting })
    const ids: number[] = []
    for await (const ev of flaky.workstreams.cycles.tail(c.id)) ids.push(Number(ev.id))
    expect(asked).toEqual([null, '1'])
    expect(ids).toEqual(ids.map((_, i) => i + 1))
    expect(ids.length).toBeGreaterThan(3)
    const later: number[] = []
    for await (const ev of admin.workstreams.cycles.tail(c.id, { lastEventId: 2 })) later.push(Number(ev.id))
    expect(later).toEqual(ids.slice(2))
  })

  it('reject sends the work back as a new revision; pause, resume and cancel; a second cycle for the period is a ConflictError', async () => {
    const { w } = await workplan()
    const c = await admin.workstreams.cycles.create({ workplan_id: w.id, period: '2026-03' })
    const again = await admin.workstreams.cycles.create({ workplan_id: w.id, period: '2026-03' }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(again).toBeInstanceOf(ConflictError)
    expect(again).toMatchObject({ code: 'cycle_already_open' })
    await drive(srv)
    await approver.workstreams.cycles.reject(c.id, { task_key: 'post', comment: 'redo it' })
    const [, post] = (await admin.workstreams.cycles.tasks.list(c.id)).data
    expect(post).toMatchObject({ key: 'post', revision: 2 })
    const paused = await admin.workstreams.cycles.pause(c.id, { mode: 'immediate', reason: 'month-end freeze' })
    expect(paused.status).toBe('paused')
    expect((await admin.workstreams.cycles.resume(c.id)).status).not.toBe('paused')
    const cancelled = await admin.workstreams.cycles.cancel(c.id, { reason: 'not needed' })
    expect(['cancelled', 'cancelling']).toContain(cancelled.status)
  })

  it("task commands: skip a failed task, retry one, and supply an input task's value", async () => {
    const flaky = [
      { key: 'flaky', skill: 'echo.fixture', input: { text: 'x', mode: 'input_error' }, retry: { max_attempts: 1 } },
      { key: 'after', skill: 'echo.fixture', input: { text: 'y' }, depends_on: ['flaky'] },
    ]
    const { w } = await workplan(flaky)
    const c = await admin.workstreams.cycles.create({ workplan_id: w.id, period: '2026-04' })
    await drive(srv)
    expect((await admin.workstreams.cycles.retrieve(c.id)).status).toBe('blocked')
    const retried = await admin.workstreams.cycles.tasks.retry(c.id, 'flaky')
    expect(retried.status).toBe('running')
    await drive(srv)
    const skipped = await admin.workstreams.cycles.tasks.skip(c.id, 'flaky', { justification: 'checked by hand' })
    expect(skipped.status).toBe('running')
    await drive(srv)
    expect(await admin.workstreams.cycles.retrieve(c.id)).toMatchObject({
      status: 'completed',
      outcome: 'with_exceptions',
    })

    const schema = {
      type: 'object',
      required: ['closing_balance'],
      properties: { closing_balance: { type: 'string' } },
    }
    const { w: w2 } = await workplan([
      { key: 'statement', kind: 'input', input_schema: schema },
      {
        key: 'use',
        skill: 'echo.fixture',
        input: { text: { $bind: 'tasks.statement.output.closing_balance' } },
        depends_on: ['statement'],
      },
    ])
    const c2 = await admin.workstreams.cycles.create({ workplan_id: w2.id, period: '2026-04' })
    await drive(srv)
    const bad = await approver.workstreams.cycles.tasks.input(c2.id, 'statement', { value: {} }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(bad).toMatchObject({ status: 422 })
    await approver.workstreams.cycles.tasks.input(c2.id, 'statement', { value: { closing_balance: '12.00' } })
    await drive(srv)
    expect((await admin.workstreams.cycles.retrieve(c2.id)).status).toBe('completed')
  })

  it('drafts: create, update with If-Match (a stale one is 412), validate, preview, publish, list, delete', async () => {
    const d = await admin.workstreams.drafts.create({
      name: 'Studio close',
      tasks: [{ key: 'a', skill: 'echo.fixture' }],
    })
    expect(d.version).toBe(1)
    const v = await admin.workstreams.drafts.validate(d.id)
    expect(v.valid).toBe(false)
    expect(v.errors.length).toBeGreaterThan(0)
    const edited = await admin.workstreams.drafts.update(
      d.id,
      { tasks: [{ key: 'a', skill: 'echo.fixture', input: { text: { $bind: 'period.key' } } }] },
      { ifMatch: d.version },
    )
    expect(edited.version).toBe(2)
    const stale = await admin.workstreams.drafts.update(d.id, { name: 'x' }, { ifMatch: 1 }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(stale).toMatchObject({ status: 412, code: 'version_mismatch' })
    expect((await admin.workstreams.drafts.validate(d.id)).valid).toBe(true)
    const { w } = await workplan()
    const preview = await admin.workstreams.drafts.preview(d.id, { workplan_id: w.id, period: '2026-05' })
    expect(preview.tasks.map((t) => t.key)).toEqual(['a'])
    const published = await admin.workstreams.drafts.publish(d.id, { ifMatch: edited.version })
    expect(published.draft.status).toBe('published')
    expect((await admin.workstreams.templates.retrieve(published.template.template_id)).latest_version).toBe(1)
    expect((await admin.workstreams.drafts.retrieve(d.id)).status).toBe('published')
    const ids = []
    for await (const x of admin.workstreams.drafts.list()) ids.push(x.id)
    expect(ids).toContain(d.id)
    await admin.workstreams.drafts.delete(d.id)
    await admin.workstreams.drafts.delete(d.id) // idempotent
    expect(
      await admin.workstreams.drafts.retrieve(d.id).then(
        () => null,
        (e: unknown) => e,
      ),
    ).toBeInstanceOf(NotFoundError)
  })
})
