// The approvals inbox over real HTTP, on the store the environment names: what waits on the caller (eligible, not the
// preparer when the gate needs another person, not decided yet), paged with limit/offset/has_more; never another
// organization's, never for a reader or a key without a person behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestServer } from '../testing/test-server.ts'
import { drive, org, start, startServer, workplanOf, type Org } from './testing/api.ts'
import { listPendingApprovals } from './approvals.ts'

interface Item {
  cycle_id: string
  cycle_version: number
  task_key: string
  revision: number
  approvals: number
  required: number
  prepared_by: string | null
  output: Record<string, unknown> | null
}
interface Inbox {
  data: Item[]
  has_more: boolean
}

describe('the approvals inbox', () => {
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

  const inbox = async (token: string, q = '') => {
    const r = await call<Inbox>(srv.url, `/api/v1/workstreams/approvals${q}`, { token })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body
  }
  const decide = (token: string, cycleId: string, taskKey: string, decision: 'approve' | 'reject' = 'approve') =>
    call(srv.url, `/api/v1/workstreams/cycles/${cycleId}/approve`, {
      token,
      body: { task_key: taskKey, decision, comment: 'seen' },
    })

  it('lists what waits on the caller, as the decider would allow it, and drops it once decided', async () => {
    // One gate any other member may decide; one naming both people, 2 approvals, the preparer allowed.
    const tasks = [
      { key: 'prepare', skill: 'echo.fixture', input: { text: { $bind: 'period.key' } }, approval: { required: 1 } },
      {
        key: 'review',
        skill: 'echo.fixture',
        input: { text: 'r' },
        approval: { required: 2, approvers: [o.userId, o.approverId], distinct_from_preparer: false },
      },
    ]
    const { workplanId } = await workplanOf(srv, o, tasks)
    const c = await start(srv, o, workplanId)
    await drive(srv)
    // The owner prepared both: only the gate allowing the preparer waits on them.
    expect((await inbox(o.adminKey)).data.map((i) => i.task_key)).toEqual(['review'])
    const mine = await inbox(o.approverKey)
    expect(mine.data.map((i) => [i.task_key, i.approvals, i.required])).toEqual([
      ['prepare', 0, 1],
      ['review', 0, 2],
    ])
    expect(mine.data[0]).toMatchObject({
      cycle_id: c.id,
      revision: 1,
      prepared_by: o.userId,
      output: { echo: '2026-02' },
    })
    const page = await inbox(o.approverKey, '?limit=1&offset=0')
    expect(page).toMatchObject({ data: [{ task_key: 'prepare' }], has_more: true })
    expect(await inbox(o.approverKey, '?limit=1&offset=1')).toMatchObject({
      data: [{ task_key: 'review' }],
      has_more: false,
    })

    // The version given is the one to decide on.
    const approved = await call(srv.url, `/api/v1/workstreams/cycles/${c.id}/approve`, {
      token: o.approverKey,
      body: { task_key: 'review', comment: 'ok' },
      headers: { 'If-Match': `"${mine.data[1]!.cycle_version}"` },
    })
    expect(approved.status).toBe(200)
    expect((await inbox(o.approverKey)).data.map((i) => i.task_key)).toEqual(['prepare'])
    expect((await inbox(o.adminKey)).data).toMatchObject([{ task_key: 'review', approvals: 1 }])
    // A reject sends the work back: it waits on nobody until it is prepared again.
    expect((await decide(o.approverKey, c.id, 'prepare', 'reject')).status).toBe(200)
    expect((await inbox(o.approverKey)).data).toEqual([])
    await drive(srv)
    expect((await inbox(o.approverKey)).data).toMatchObject([{ task_key: 'prepare', revision: 2 }])
  }, 20_000) // a cycle over HTTP with worker passes: it passed 5 s (vitest's default) once on a loaded machine

  it('shows nothing to another organization, to a reader, or to a key acting as a service actor', async () => {
    expect((await inbox(other.adminKey)).data).toEqual([])
    const reader = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: o.adminKey,
      body: { name: 'reader', permissions: ['workstreams:read'] },
    })
    expect((await inbox(reader.body.value)).data).toEqual([])
    const none = await call<{ error: { code: string } }>(srv.url, '/api/v1/workstreams/approvals', {
      token: (
        await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
          token: o.adminKey,
          body: { name: 'search', permissions: ['search:read'] },
        })
      ).body.value,
    })
    expect(none.status).toBe(403)
    expect(none.body.error.code).toBe('insufficient_scope')
    // A key without a creator acts as a service actor (svc_<key id>): a decision needs a person, so nothing waits on it.
    const { workplanId } = await workplanOf(srv, o, [
      {
        key: 'solo',
        skill: 'echo.fixture',
        input: { text: 'x' },
        approval: { required: 1, distinct_from_preparer: false },
      },
    ])
    await start(srv, o, workplanId, '2026-05')
    await drive(srv)
    const person = await listPendingApprovals(srv.services.workstreamsDeps, o.owner, {})
    expect(person.data.map((i) => i.task_key)).toContain('solo')
    const service = await listPendingApprovals(
      srv.services.workstreamsDeps,
      { ...o.owner, userId: 'svc_key_x', keyId: 'key_x' },
      {},
    )
    expect(service.data).toEqual([])
  })
})
