// Cron triggers on real stores (embedded; MongoDB too when TEST_MONGODB_URL is set), time from a ManualClock:
// each occurrence starts one cycle for its period even with two schedulers at once; after downtime, missed
// occurrences within the catch-up window fire oldest first and older ones are skipped.
import { afterAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { randomIds } from '../lib/ids.ts'
import { createLogger } from '../lib/logger.ts'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import type { Stores, Workplan, WorkplanSchedule } from '../store/ports/index.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { fireDueTriggers, nextOccurrence, periodOf, scheduleProblem } from './triggers.ts'
import { DEFINITION } from './testing/cycles.ts'

const SYD: WorkplanSchedule = { cron: '0 6 1 * *', timezone: 'Australia/Sydney', period: 'month', periodOffset: -1 }

describe('schedules', () => {
  it('reads cron in the time zone, across a daylight-saving change', () => {
    // 06:00 in Sydney: 19:00Z the day before in summer (AEDT, UTC+11), 20:00Z in winter (AEST, UTC+10).
    expect(nextOccurrence(SYD, new Date('2026-03-01T00:00:00Z'))!.toISOString()).toBe('2026-03-31T19:00:00.000Z')
    expect(nextOccurrence(SYD, new Date('2026-04-01T00:00:00Z'))!.toISOString()).toBe('2026-04-30T20:00:00.000Z')
  })

  it('names the period of an occurrence by its local date and the offset', () => {
    const at = new Date('2026-03-31T19:00:00Z') // 1 April, 06:00 in Sydney
    expect(periodOf(SYD, at)).toBe('2026-03')
    expect(periodOf({ ...SYD, periodOffset: 0 }, at)).toBe('2026-04')
    expect(periodOf({ ...SYD, period: 'quarter' }, at)).toBe('2026-Q1')
    expect(periodOf({ ...SYD, period: 'year' }, at)).toBe('2025')
    expect(periodOf({ ...SYD, periodOffset: -4 }, at)).toBe('2025-12')
    expect(periodOf({ ...SYD, timezone: 'UTC' }, at)).toBe('2026-02')
  })

  it('refuses an expression croner cannot read, one that never occurs, and an unknown time zone', () => {
    expect(scheduleProblem({ cron: 'every day', timezone: 'UTC' })).toMatchObject({ param: 'cron' })
    expect(scheduleProblem({ cron: '0 0 31 2 *', timezone: 'UTC' })).toMatchObject({
      param: 'cron',
      msg: 'never occurs',
    })
    expect(scheduleProblem({ cron: '0 6 1 * *', timezone: 'Mars/Olympus' })).toMatchObject({ param: 'timezone' })
    expect(scheduleProblem(SYD)).toBeNull()
  })
})

const engines: { name: string; open: () => Promise<Stores> }[] = [
  { name: 'embedded', open: async () => openEmbeddedStores(':memory:') },
]
if (process.env.TEST_MONGODB_URL) {
  engines.push({
    name: 'mongodb',
    open: async () =>
      (await import('../store/mongo/index.ts')).openMongoStores(
        process.env.TEST_MONGODB_URL!,
        `test_${randomIds.id('tr').slice(3, 19).toLowerCase()}`,
      ),
  })
}

for (const engine of engines) {
  describe(`triggers (${engine.name})`, () => {
    const opened: Stores[] = []
    afterAll(async () => {
      for (const s of opened) await s.close()
    })

    async function setup(start: string, schedule: WorkplanSchedule = SYD) {
      const clock = new ManualClock(new Date(start))
      const s = await engine.open()
      opened.push(s)
      const deps: WorkstreamsDeps = {
        stores: s,
        clock,
        ids: randomIds,
        logger: createLogger('silent'),
        registry: { resolve: () => undefined },
      }
      const org = randomIds.id('org')
      const now = clock.now()
      await s.workstreamTemplates.insert(
        {
          id: 'wst_t',
          organizationId: org,
          name: 'Close',
          description: null,
          latestVersion: 1,
          createdAt: now,
          updatedAt: now,
        },
        {
          templateId: 'wst_t',
          organizationId: org,
          version: 1,
          definition: DEFINITION,
          publishedAt: now,
          publishedBy: 'usr_1',
        },
      )
      const w: Workplan = {
        id: randomIds.id('wpl'),
        organizationId: org,
        workspaceId: null,
        name: 'Close',
        clientId: '00000000-0000-4000-8000-000000000001',
        templateId: 'wst_t',
        templateVersion: null,
        ownerUserId: 'usr_1',
        ownerPermissions: ['service:full'],
        inputs: {},
        schedule,
        nextFireAt: nextOccurrence(schedule, now),
        writesEnabled: true,
        writesChangedAt: null,
        writesChangedBy: null,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      }
      await s.workplans.insert(w)
      const periods = async () =>
        (await s.cycles.list(org, { limit: 100, offset: 0, workplanId: w.id })).items.map((c) => c.period).sort()
      return { clock, s, deps, w, org, periods }
    }

    it('fires each occurrence once, for its period, even with two schedulers at the same moment', async () => {
      const { clock, deps, s, w, org, periods } = await setup('2026-03-15T00:00:00Z')
      const other: WorkstreamsDeps = { ...deps }
      expect(await fireDueTriggers(deps, 35)).toBe(0)
      clock.set(new Date('2026-03-31T19:00:00Z'))
      const fired = await Promise.all([
        fireDueTriggers(deps, 35),
        fireDueTriggers(other, 35),
        fireDueTriggers(deps, 35),
      ])
      expect(fired.reduce((a, b) => a + b, 0)).toBe(1)
      expect(await periods()).toEqual(['2026-03'])
      const [c] = (await s.cycles.list(org, { limit: 10, offset: 0 })).items
      expect(c).toMatchObject({ status: 'queued', createdBy: { kind: 'system', id: 'trigger' } })
      expect((await s.workplans.get(org, w.id))!.nextFireAt!.toISOString()).toBe('2026-04-30T20:00:00.000Z')
      expect(await fireDueTriggers(deps, 35)).toBe(0)
    })

    it('after downtime fires the missed occurrences within the catch-up window, oldest first, and skips older ones', async () => {
      const { clock, deps, periods } = await setup('2026-01-15T00:00:00Z')
      // Down from mid-January to mid-April: the 1 Feb, 1 Mar and 1 Apr occurrences were missed.
      clock.set(new Date('2026-04-15T00:00:00Z'))
      expect(await fireDueTriggers(deps, 35)).toBe(3)
      expect(await periods()).toEqual(['2026-03'])
      const again = await setup('2026-01-15T00:00:00Z')
      again.clock.set(new Date('2026-04-15T00:00:00Z'))
      expect(await fireDueTriggers(again.deps, 90)).toBe(3)
      expect(await again.periods()).toEqual(['2026-01', '2026-02', '2026-03'])
    })

    it('an occurrence fired before a crash (its cycle stored, the schedule not yet moved) is not fired twice', async () => {
      const { clock, deps, s, w, org, periods } = await setup('2026-03-15T00:00:00Z')
      clock.set(new Date('2026-03-31T19:00:00Z'))
      expect(await fireDueTriggers(deps, 35)).toBe(1)
      // As if the instance had died before advancing: put the occurrence back, and let the cycle finish meanwhile.
      await s.workplans.update(org, w.id, { nextFireAt: new Date('2026-03-31T19:00:00Z') }, clock.now())
      const [c] = (await s.cycles.list(org, { limit: 10, offset: 0 })).items
      const { decide } = await import('./decider.ts')
      const d = decide(c!, { type: 'cancel', reason: null }, clock.now())
      expect(await s.cycles.update(d.cycle, c!.rev, d.events, [])).toBe(true)
      expect(await fireDueTriggers(deps, 35)).toBe(1)
      expect(await periods()).toEqual(['2026-03'])
    })
  })
}
