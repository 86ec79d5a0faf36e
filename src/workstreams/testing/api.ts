// Test support for the WorkStream routes over real HTTP: a server on the fixture skills, a tenant with a second
// person (an approver who is not the preparer), a client, and a template → workplan → cycle in a few calls.
import path from 'node:path'
import { expect } from 'vitest'
import { ManualClock } from '../../lib/clock.ts'
import { createKey } from '../../keys/index.ts'
import { PERMISSION_SLUGS } from '../../permissions/index.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../../testing/test-server.ts'

export const FIXTURE_SKILLS = path.join(import.meta.dirname, '..', '..', 'testing', 'fixtures', 'skills')

export interface Org extends Tenant {
  /** A key of a second member: the approver who is not the preparer. */
  approverKey: string
  approverId: string
  clientId: string
}

export async function startServer(
  clock = new ManualClock(new Date('2026-03-01T00:00:00.000Z')),
): Promise<{ srv: TestServer; clock: ManualClock }> {
  const srv = await startTestServer({ clock, env: { SKILLS_DIR: FIXTURE_SKILLS, WORKSTREAM_LEASE_MS: '30000' } })
  return { srv, clock }
}

export async function org(srv: TestServer): Promise<Org> {
  const t = await createTenant(srv.services)
  const s = srv.services
  const approverId = s.ids.id('usr')
  await s.stores.users.insert({
    id: approverId,
    email: `${approverId.toLowerCase()}@example.com`,
    name: 'Approver',
    createdAt: s.clock.now(),
  })
  await s.stores.memberships.insert({
    organizationId: t.organizationId,
    userId: approverId,
    role: 'member',
    createdAt: s.clock.now(),
  })
  const key = await createKey(
    s.keysDeps,
    { ...t.owner, userId: approverId },
    { name: 'approver', permissions: [...PERMISSION_SLUGS] },
  )
  const client = await call<{ id: string }>(srv.url, '/api/v1/clients', {
    token: t.adminKey,
    body: { name: 'Harbour Bakery', currency: 'AUD' },
  })
  expect(client.status).toBe(201)
  return { ...t, approverKey: key.value, approverId, clientId: client.body.id }
}

/** prepare (reads the period) → post (writes, behind a 1-of-M approval by someone else) → report. */
export const CLOSE_TASKS = [
  { key: 'prepare', skill: 'echo.fixture', input: { text: { $bind: 'period.key' } } },
  {
    key: 'post',
    skill: 'counter_fixture',
    input: { name: { $bind: 'tasks.prepare.output.echo' } },
    depends_on: ['prepare'],
    approval: { required: 1 },
  },
  { key: 'report', skill: 'echo.fixture', input: { text: { $bind: 'period.end' } }, depends_on: ['post'] },
]

export async function workplanOf(
  srv: TestServer,
  o: Org,
  tasks: unknown[] = CLOSE_TASKS,
): Promise<{ templateId: string; workplanId: string }> {
  const t = await call<{ id: string }>(srv.url, '/api/v1/workstreams/templates', {
    token: o.adminKey,
    body: { name: 'Month-end close', tasks },
  })
  expect(t.status, JSON.stringify(t.body)).toBe(201)
  const w = await call<{ id: string }>(srv.url, '/api/v1/workstreams/workplans', {
    token: o.adminKey,
    body: { name: 'Harbour close', client_id: o.clientId, template_id: t.body.id },
  })
  expect(w.status, JSON.stringify(w.body)).toBe(201)
  return { templateId: t.body.id, workplanId: w.body.id }
}

export interface CycleBody {
  id: string
  status: string
  version: number
  waiting_on: { task_key: string; waiting_on: string }[]
  outcome: string | null
  counts: Record<string, number>
  period: string
  template_version: number
}

export async function start(srv: TestServer, o: Org, workplanId: string, period = '2026-02'): Promise<CycleBody> {
  const r = await call<CycleBody>(srv.url, '/api/v1/workstreams/cycles', {
    token: o.adminKey,
    body: { workplan_id: workplanId, period },
  })
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body
}

/** Runs worker passes until nothing more happens on its own. */
export async function drive(srv: TestServer, passes = 6): Promise<void> {
  for (let i = 0; i < passes; i++) await srv.services.workstreamWorker.runOnce()
}

export const getCycle = async (srv: TestServer, o: Org, id: string) =>
  (await call<CycleBody>(srv.url, `/api/v1/workstreams/cycles/${id}`, { token: o.adminKey })).body
