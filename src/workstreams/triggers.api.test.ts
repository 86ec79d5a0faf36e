// The triggers view of a workplan over real HTTP (GET …/workplans/{id}/triggers, and the deprecated /blueprints path):
// manual and cron, each with the last cycle it started; cron with its next unfired occurrence and the ones after it,
// moving on as occurrences fire; disabled once archived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestServer } from '../testing/test-server.ts'
import type { ManualClock } from '../lib/clock.ts'
import { drive, org, start, startServer, workplanOf, type Org } from './testing/api.ts'

interface Firing {
  occurrence: string
  period: string
  cycle_id: string | null
  cycle_status: string | null
}
interface Trigger {
  kind: string
  enabled: boolean
  schedule: unknown
  next_occurrence: Firing | null
  upcoming: Firing[]
  last_fired: Firing | null
}

describe('workplan triggers over HTTP', () => {
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

  const triggers = async (workplanId: string, token = o.adminKey, base = 'workplans', q = '') =>
    call<{ data: Trigger[]; has_more: boolean }>(srv.url, `/api/v1/workstreams/${base}/${workplanId}/triggers${q}`, {
      token,
    })

  it('lists manual and cron triggers with their next and last occurrences, follows firings, and disables them when archived', async () => {
    const { workplanId } = await workplanOf(srv, o, [
      { key: 'only', skill: 'echo.fixture', input: { text: { $bind: 'period.key' } } },
    ])
    const plain = await triggers(workplanId)
    expect(plain.status).toBe(200)
    expect(plain.body).toEqual({
      data: [{ kind: 'manual', enabled: true, schedule: null, next_occurrence: null, upcoming: [], last_fired: null }],
      has_more: false,
    })

    // 06:00 on the 1st in Sydney: 1 April is 2026-03-31T19:00Z (AEDT), 1 May is 2026-04-30T20:00Z (AEST).
    const schedule = { cron: '0 6 1 * *', timezone: 'Australia/Sydney' }
    expect(
      (
        await call(srv.url, `/api/v1/workstreams/workplans/${workplanId}`, {
          token: o.adminKey,
          method: 'PATCH',
          body: { schedule },
        })
      ).status,
    ).toBe(200)
    const manualCycle = await start(srv, o, workplanId, '2026-01')
    const before = await triggers(workplanId)
    expect(before.body.data).toHaveLength(2)
    expect(before.body.data[0]).toMatchObject({
      kind: 'manual',
      last_fired: { cycle_id: manualCycle.id, period: '2026-01', cycle_status: 'queued' },
    })
    const cron = before.body.data[1]!
    expect(cron).toMatchObject({
      kind: 'cron',
      enabled: true,
      schedule: { ...schedule, period: 'month', period_offset: -1 },
      last_fired: null,
      next_occurrence: {
        occurrence: '2026-03-31T19:00:00.000Z',
        period: '2026-03',
        cycle_id: null,
        cycle_status: null,
      },
    })
    expect(cron.upcoming.map((f) => [f.occurrence, f.period])).toEqual([
      ['2026-04-30T20:00:00.000Z', '2026-04'],
      ['2026-05-31T20:00:00.000Z', '2026-05'],
      ['2026-06-30T20:00:00.000Z', '2026-06'],
      ['2026-07-31T20:00:00.000Z', '2026-07'],
      ['2026-08-31T20:00:00.000Z', '2026-08'],
    ])
    expect((await triggers(workplanId, o.adminKey, 'workplans', '?limit=1')).body).toMatchObject({
      data: [{ kind: 'manual' }],
      has_more: true,
    })

    // The occurrence comes and fires: it is the last fired, and the next one moves on.
    clock.set(new Date('2026-03-31T19:00:30.000Z'))
    await drive(srv, 2)
    const after = (await triggers(workplanId)).body.data[1]!
    expect(after.last_fired).toMatchObject({ occurrence: '2026-03-31T19:00:00.000Z', period: '2026-03' })
    expect(after.last_fired!.cycle_id).toMatch(/^cyc_t/)
    expect(after.next_occurrence).toMatchObject({ occurrence: '2026-04-30T20:00:00.000Z', period: '2026-04' })

    // The deprecated path answers the same, marked deprecated.
    const old = await triggers(workplanId, o.adminKey, 'blueprints')
    expect(old.status).toBe(200)
    expect(old.headers.get('deprecation')).toMatch(/^@\d+$/)
    expect(old.body.data[1]).toEqual(after)

    expect((await triggers(workplanId, other.adminKey)).status).toBe(404)
    expect(
      (await call(srv.url, `/api/v1/workstreams/workplans/${workplanId}/archive`, { token: o.adminKey, body: {} }))
        .status,
    ).toBe(200)
    const archived = (await triggers(workplanId)).body.data
    expect(archived.map((t) => [t.kind, t.enabled, t.next_occurrence, t.upcoming.length])).toEqual([
      ['manual', false, null, 0],
      ['cron', false, null, 0],
    ])
  }, 20_000) // several HTTP round trips and worker passes: more than vitest's 5 s default on a loaded machine
})
