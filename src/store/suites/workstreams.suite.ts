// Shared suite: WorkStream templates, workplans and cycles (ports/workstreams.ts). Cycles are built and moved by the
// real decider, so what is stored is what the engine stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DuplicateError,
  type Cycle,
  type CycleEvent,
  type Stores,
  type TemplateVersion,
  type Workplan,
  type WorkstreamDraft,
  type WorkstreamTemplate,
} from '../ports/index.ts'
import { decide, newCycle, type Command } from '../../workstreams/index.ts'
import { DEFINITION, OWNER_ACTOR } from '../../workstreams/testing/cycles.ts'
import { at, outboxEvent, plus, uid, type OpenStores } from './helpers.ts'

const T = at('2026-03-01T00:00:00Z')

function template(org: string, over: Partial<WorkstreamTemplate> = {}): [WorkstreamTemplate, TemplateVersion] {
  const id = uid('wst')
  return [
    {
      id,
      organizationId: org,
      name: 'Month-end close',
      description: null,
      latestVersion: 1,
      createdAt: T,
      updatedAt: T,
      ...over,
    },
    { templateId: id, organizationId: org, version: 1, definition: DEFINITION, publishedAt: T, publishedBy: 'usr_1' },
  ]
}

function workplan(org: string, over: Partial<Workplan> = {}): Workplan {
  return {
    id: uid('wpl'),
    organizationId: org,
    workspaceId: null,
    name: 'Harbour Bakery close',
    clientId: '00000000-0000-4000-8000-000000000001',
    templateId: uid('wst'),
    templateVersion: null,
    ownerUserId: 'usr_1',
    ownerPermissions: ['workstreams:write'],
    inputs: { account_code: '1000' },
    schedule: { cron: '0 6 1 * *', timezone: 'Australia/Sydney', period: 'month', periodOffset: -1 },
    nextFireAt: null,
    writesEnabled: true,
    writesChangedAt: null,
    writesChangedBy: null,
    status: 'active',
    createdAt: T,
    updatedAt: T,
    ...over,
  }
}

function cycle(
  org: string,
  workplanId = uid('wpl'),
  period = '2026-02',
  createdAt = T,
): { cycle: Cycle; events: CycleEvent[] } {
  return newCycle({
    id: uid('cyc'),
    organizationId: org,
    workspaceId: null,
    workplanId,
    templateId: 'wst_x',
    templateVersion: 1,
    definition: DEFINITION,
    clientId: '00000000-0000-4000-8000-000000000001',
    period,
    ownerUserId: 'usr_1',
    ownerPermissions: ['service:full'],
    inputs: {},
    writesEnabled: true,
    createdBy: OWNER_ACTOR,
    now: createdAt,
  })
}

export function workstreamsSuite(open: OpenStores): void {
  describe('workstream stores', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    /** Decides and stores; returns the stored result of the compare-and-set. */
    async function apply(
      c: Cycle,
      cmd: Command,
      when = T,
      outbox = false,
    ): Promise<{ ok: boolean; next: Cycle; events: CycleEvent[] }> {
      const d = decide(c, cmd, when, OWNER_ACTOR)
      const ob = outbox ? [outboxEvent(c.organizationId, { type: 'workstream.run.cancelled', createdAt: when })] : []
      return { ok: await s.cycles.update(d.cycle, c.rev, d.events, ob), next: d.cycle, events: d.events }
    }

    it('stores a template with version 1, publishes versions only in order, and never changes a published one', async () => {
      const org = uid('org')
      const [t, v1] = template(org)
      await s.workstreamTemplates.insert(t, v1)
      await expect(s.workstreamTemplates.insert(t, v1)).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.workstreamTemplates.get(org, t.id)).toEqual(t)
      expect(await s.workstreamTemplates.get(uid('org'), t.id)).toBeNull()
      const v2: TemplateVersion = {
        ...v1,
        version: 2,
        definition: { tasks: [DEFINITION.tasks[0]!] },
        publishedAt: plus(T, 1000),
      }
      expect(await s.workstreamTemplates.publish(v2, plus(T, 1000))).toBe('ok')
      expect(await s.workstreamTemplates.publish({ ...v2, definition: DEFINITION }, plus(T, 2000))).toBe('conflict')
      expect(await s.workstreamTemplates.publish({ ...v2, version: 4 }, plus(T, 2000))).toBe('conflict')
      expect(
        await s.workstreamTemplates.publish({ ...v2, organizationId: uid('org'), version: 3 }, plus(T, 2000)),
      ).toBe('not_found')
      expect(await s.workstreamTemplates.get(org, t.id)).toEqual({ ...t, latestVersion: 2, updatedAt: plus(T, 1000) })
      expect(await s.workstreamTemplates.getVersion(org, t.id, 1)).toEqual(v1)
      expect(await s.workstreamTemplates.getVersion(org, t.id, 2)).toEqual(v2)
      expect(await s.workstreamTemplates.getVersion(org, t.id, 3)).toBeNull()
      expect(await s.workstreamTemplates.getVersion(uid('org'), t.id, 1)).toBeNull()
    })

    it('publishes exactly one of two concurrent versions with the same number', async () => {
      const org = uid('org')
      const [t, v1] = template(org)
      await s.workstreamTemplates.insert(t, v1)
      const results = await Promise.all(
        [1, 2, 3].map((i) => s.workstreamTemplates.publish({ ...v1, version: 2, publishedBy: `usr_${i}` }, T)),
      )
      expect(results.filter((r) => r === 'ok')).toHaveLength(1)
    })

    it('lists templates and workplans oldest first, a page at a time, per organization', async () => {
      const org = uid('org')
      const ts = [0, 1, 2].map((i) => template(org, { createdAt: plus(T, i), updatedAt: plus(T, i) }))
      for (const [t, v] of ts) await s.workstreamTemplates.insert(t, v)
      const p1 = await s.workstreamTemplates.list(org, { limit: 2, offset: 0 })
      expect(p1).toEqual({ items: [ts[0]![0], ts[1]![0]], hasMore: true })
      expect(await s.workstreamTemplates.list(org, { limit: 2, offset: 2 })).toEqual({
        items: [ts[2]![0]],
        hasMore: false,
      })
      const ws = [0, 1, 2].map((i) =>
        workplan(org, {
          createdAt: plus(T, i),
          clientId: i === 1 ? '00000000-0000-4000-8000-000000000002' : '00000000-0000-4000-8000-000000000001',
        }),
      )
      for (const w of ws) await s.workplans.insert(w)
      expect(await s.workplans.list(org, { limit: 10, offset: 0 })).toEqual({ items: ws, hasMore: false })
      expect(await s.workplans.list(org, { limit: 1, offset: 1 })).toEqual({ items: [ws[1]], hasMore: true })
      expect(
        (await s.workplans.list(org, { limit: 10, offset: 0, clientId: '00000000-0000-4000-8000-000000000002' })).items,
      ).toEqual([ws[1]])
      expect((await s.workplans.list(uid('org'), { limit: 10, offset: 0 })).items).toEqual([])
    })

    it("updates a workplan field by field and archives it; another organization's is null", async () => {
      const org = uid('org')
      const w = workplan(org)
      await s.workplans.insert(w)
      await expect(s.workplans.insert(w)).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.workplans.get(org, w.id)).toEqual(w)
      const t1 = plus(T, 5000)
      const off = await s.workplans.update(
        org,
        w.id,
        { writesEnabled: false, writesChangedAt: t1, writesChangedBy: 'usr_2', name: undefined },
        t1,
      )
      expect(off).toEqual({ ...w, writesEnabled: false, writesChangedAt: t1, writesChangedBy: 'usr_2', updatedAt: t1 })
      expect(await s.workplans.get(org, w.id)).toEqual(off)
      const archived = await s.workplans.update(org, w.id, { status: 'archived', schedule: null }, t1)
      expect(archived).toMatchObject({ status: 'archived', schedule: null, writesEnabled: false })
      expect((await s.workplans.list(org, { limit: 10, offset: 0, status: 'active' })).items).toEqual([])
      expect(await s.workplans.update(uid('org'), w.id, { name: 'x' }, t1)).toBeNull()
      expect(await s.workplans.get(uid('org'), w.id)).toBeNull()
    })

    it('hands out active workplans whose schedule is due, and advances each occurrence once (compare-and-set)', async () => {
      const org = uid('org')
      const old = at('1980-01-01T00:00:00Z')
      const a = workplan(org, { nextFireAt: plus(old, 2) })
      const b = workplan(org, { nextFireAt: plus(old, 1) })
      const later = workplan(org, { nextFireAt: plus(old, 100) })
      const archived = workplan(org, { nextFireAt: plus(old, 1), status: 'archived' })
      for (const w of [a, b, later, archived]) await s.workplans.insert(w)
      const mine = async (now: Date) =>
        (await s.workplans.dueSchedules(now, 1000)).filter((w) => w.organizationId === org).map((w) => w.id)
      expect(await mine(plus(old, 10))).toEqual([b.id, a.id])
      const moves = await Promise.all(
        [1, 2, 3].map(() => s.workplans.advanceSchedule(org, b.id, plus(old, 1), plus(old, 50), plus(old, 10))),
      )
      expect(moves.filter(Boolean)).toHaveLength(1)
      expect(await s.workplans.get(org, b.id)).toEqual({ ...b, nextFireAt: plus(old, 50), updatedAt: plus(old, 10) })
      expect(await s.workplans.advanceSchedule(org, b.id, plus(old, 1), plus(old, 60), plus(old, 10))).toBe(false)
      expect(await s.workplans.advanceSchedule(uid('org'), a.id, plus(old, 2), null, plus(old, 10))).toBe(false)
      expect(await s.workplans.advanceSchedule(org, a.id, plus(old, 2), null, plus(old, 10))).toBe(true)
      expect(await mine(plus(old, 60))).toEqual([b.id])
      await s.workplans.update(org, b.id, { nextFireAt: null }, plus(old, 11))
      expect(await mine(plus(old, 1000))).toEqual([later.id])
    })

    it('keeps one open cycle per workplan and period; a terminal cycle frees the period', async () => {
      const org = uid('org')
      const wp = uid('wpl')
      const first = cycle(org, wp)
      await s.cycles.insert(first.cycle, first.events)
      await expect(s.cycles.insert(cycle(org, wp).cycle, [])).rejects.toBeInstanceOf(DuplicateError)
      const other = cycle(org, wp, '2026-03')
      await s.cycles.insert(other.cycle, other.events)
      expect((await s.cycles.listOpen(org, wp)).map((c) => c.id)).toEqual([first.cycle.id, other.cycle.id])
      const cancelled = await apply(first.cycle, { type: 'cancel', reason: null })
      expect(cancelled.ok).toBe(true)
      const again = cycle(org, wp)
      await s.cycles.insert(again.cycle, again.events)
      const finished = await apply(again.cycle, { type: 'cancel', reason: null })
      expect(finished.ok).toBe(true)
      expect((await s.cycles.listOpen(org, wp)).map((c) => c.id)).toEqual([other.cycle.id])
    })

    it('stores a transition only while the rev is the one read: with its events and outbox events, or nothing', async () => {
      const org = uid('org')
      const { cycle: c, events } = cycle(org)
      await s.cycles.insert(c, events)
      expect(await s.cycles.get(org, c.id)).toEqual(c)
      expect(await s.cycles.load(c.id)).toEqual(c)
      expect(await s.cycles.get(uid('org'), c.id)).toBeNull()
      const tick = await apply(c, { type: 'tick' }, plus(T, 1000))
      expect(tick.ok).toBe(true)
      expect(await s.cycles.get(org, c.id)).toEqual(tick.next)
      // A stale writer (it read rev 1) loses, and nothing of its write is kept.
      const stale = await apply(c, { type: 'cancel', reason: 'stale' }, plus(T, 2000), true)
      expect(stale.ok).toBe(false)
      expect(await s.cycles.get(org, c.id)).toEqual(tick.next)
      expect((await s.webhookEvents.pending(10_000)).filter((e) => e.organizationId === org)).toEqual([])
      const cancel = await apply(tick.next, { type: 'cancel', reason: 'wrong period' }, plus(T, 3000), true)
      expect(cancel.ok).toBe(true)
      const pending = (await s.webhookEvents.pending(10_000)).filter((e) => e.organizationId === org)
      expect(pending.map((e) => e.type)).toEqual(['workstream.run.cancelled'])
      await s.webhookEvents.markDispatched(
        pending.map((e) => e.id),
        T,
      )
      const all = await s.cycles.events(org, c.id, 0, 100)
      expect(all).toEqual([...events, ...tick.events, ...cancel.events])
      expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1))
      expect(await s.cycles.events(org, c.id, 2, 2)).toEqual(all.slice(2, 4))
      expect(await s.cycles.events(uid('org'), c.id, 0, 100)).toEqual([])
      expect(await s.cycles.events(org, uid('cyc'), 0, 100)).toEqual([])
    })

    it('lets exactly one of several concurrent writers of the same rev win', async () => {
      const org = uid('org')
      const { cycle: c, events } = cycle(org)
      await s.cycles.insert(c, events)
      const results = await Promise.all(['a', 'b', 'c', 'd'].map((r) => apply(c, { type: 'cancel', reason: r })))
      expect(results.filter((r) => r.ok)).toHaveLength(1)
      const winner = results.find((r) => r.ok)!
      expect(await s.cycles.get(org, c.id)).toEqual(winner.next)
      expect((await s.cycles.events(org, c.id, 0, 100)).slice(1)).toEqual(winner.events)
    })

    it('stores a large output with the transition that names it, reads it per organization and cycle, and drops it', async () => {
      const org = uid('org')
      const { cycle: c, events } = cycle(org)
      await s.cycles.insert(c, events)
      const tick = await apply(c, { type: 'tick' }, plus(T, 1000))
      // 9 MB with multi-byte characters: more than one MongoDB chunk (4 MiB), sized in bytes.
      const json = JSON.stringify({ text: 'ab€'.repeat(1_900_000) })
      const output = {
        id: uid('out'),
        sizeBytes: Buffer.byteLength(json),
        sha256: 'f'.repeat(64),
        organizationId: org,
        cycleId: c.id,
        taskKey: 'A',
        json,
        createdAt: T,
      }
      const next = { ...structuredClone(tick.next), rev: tick.next.rev + 1 }
      next.tasks[0]!.outputRef = { id: output.id, sizeBytes: output.sizeBytes, sha256: output.sha256 }
      // A write that loses its compare-and-set does not make its output part of the record.
      expect(await s.cycles.update({ ...next, rev: c.rev + 1 }, c.rev, [], [], [output])).toBe(false)
      expect(await s.cycles.update(next, tick.next.rev, [], [], [output])).toBe(true)
      expect((await s.cycles.get(org, c.id))!.tasks[0]!.outputRef).toEqual({
        id: output.id,
        sizeBytes: output.sizeBytes,
        sha256: output.sha256,
      })
      expect(await s.cycles.outputs(org, c.id, [output.id, uid('out')])).toEqual(new Map([[output.id, json]]))
      expect((await s.cycles.outputs(uid('org'), c.id, [output.id])).size).toBe(0)
      expect((await s.cycles.outputs(org, uid('cyc'), [output.id])).size).toBe(0)
      expect((await s.cycles.outputs(org, c.id, [])).size).toBe(0)
      await s.cycles.dropOutputs(uid('org'), c.id, [output.id])
      expect((await s.cycles.outputs(org, c.id, [output.id])).size).toBe(1)
      await s.cycles.dropOutputs(org, c.id, [output.id])
      expect((await s.cycles.outputs(org, c.id, [output.id])).size).toBe(0)
    })

    it('hands out due cycles earliest first, never terminal ones or ones with nothing to do', async () => {
      const org = uid('org')
      const old = at('1990-01-01T00:00:00Z')
      const a = cycle(org, uid('wpl'), '2026-02', plus(old, 2))
      const b = cycle(org, uid('wpl'), '2026-02', plus(old, 1))
      const idle = cycle(org, uid('wpl'), '2026-02', old)
      for (const x of [a, b, idle]) await s.cycles.insert(x.cycle, x.events)
      const paused = await apply(idle.cycle, { type: 'pause', mode: 'drain', reason: null }, old)
      expect(paused.next.wakeAt).toBeNull()
      expect(paused.ok).toBe(true)
      const due = (await s.cycles.due(plus(old, 5), 1000)).filter((c) => c.organizationId === org)
      expect(due.map((c) => c.id)).toEqual([b.cycle.id, a.cycle.id])
      expect((await s.cycles.due(plus(old, 1), 1000)).filter((c) => c.organizationId === org).map((c) => c.id)).toEqual(
        [b.cycle.id],
      )
      const done = await apply(b.cycle, { type: 'cancel', reason: null }, plus(old, 3))
      expect(done.ok).toBe(true)
      expect((await s.cycles.due(plus(old, 5), 1000)).filter((c) => c.organizationId === org).map((c) => c.id)).toEqual(
        [a.cycle.id],
      )
    })

    it('lists cycles newest first, filtered by workplan, status and period', async () => {
      const org = uid('org')
      const wp = uid('wpl')
      const xs = ['2026-01', '2026-02', '2026-03'].map((p, i) => cycle(org, wp, p, plus(T, i)))
      for (const x of xs) await s.cycles.insert(x.cycle, x.events)
      const ids = xs.map((x) => x.cycle.id)
      expect((await s.cycles.list(org, { limit: 10, offset: 0 })).items.map((c) => c.id)).toEqual([...ids].reverse())
      expect(await s.cycles.list(org, { limit: 1, offset: 1 })).toMatchObject({
        items: [{ id: ids[1] }],
        hasMore: true,
      })
      expect((await s.cycles.list(org, { limit: 10, offset: 0, period: '2026-01' })).items.map((c) => c.id)).toEqual([
        ids[0],
      ])
      expect((await s.cycles.list(org, { limit: 10, offset: 0, workplanId: uid('wpl') })).items).toEqual([])
      await apply(xs[0]!.cycle, { type: 'cancel', reason: null })
      expect((await s.cycles.list(org, { limit: 10, offset: 0, status: 'cancelled' })).items.map((c) => c.id)).toEqual([
        ids[0],
      ])
      expect((await s.cycles.list(uid('org'), { limit: 10, offset: 0 })).items).toEqual([])
    })

    it("hands out an organization's open cycles with a task waiting on approval, oldest first", async () => {
      const org = uid('org')
      const steps = async (x: { cycle: Cycle }, cmds: ((c: Cycle) => Command)[]) => {
        let c = x.cycle
        for (const f of cmds) {
          const r = await apply(c, f(c))
          expect(r.ok).toBe(true)
          c = r.next
        }
        return c
      }
      const claim = (key: string) => (): Command => ({ type: 'claim', taskKey: key, owner: 'w', leaseMs: 30_000 })
      const complete =
        (key: string) =>
        (c: Cycle): Command => ({
          type: 'complete',
          taskKey: key,
          epoch: c.tasks.find((t) => t.key === key)!.epoch,
          output: { ok: 1 },
          preparedBy: 'usr_1',
        })
      const toApproval = [() => ({ type: 'tick' }) as Command, claim('A'), complete('A'), claim('B'), complete('B')]
      const older = cycle(org, uid('wpl'), '2026-01', plus(T, 1))
      const newer = cycle(org, uid('wpl'), '2026-02', plus(T, 2))
      const idle = cycle(org, uid('wpl'), '2026-03', plus(T, 0))
      const elsewhere = cycle(uid('org'), uid('wpl'), '2026-01', plus(T, 0))
      for (const x of [older, newer, idle, elsewhere]) await s.cycles.insert(x.cycle, x.events)
      const n = await steps(newer, toApproval)
      await steps(older, toApproval)
      await steps(elsewhere, toApproval)
      expect(n.tasks.find((t) => t.key === 'B')).toMatchObject({ status: 'waiting', waitingOn: 'approval' })
      expect((await s.cycles.awaitingApproval(org, 10)).map((c) => c.id)).toEqual([older.cycle.id, newer.cycle.id])
      expect((await s.cycles.awaitingApproval(org, 1)).map((c) => c.id)).toEqual([older.cycle.id])
      // Decided, or cancelled: no longer waiting.
      await apply(n, { type: 'cancel', reason: null })
      expect((await s.cycles.awaitingApproval(org, 10)).map((c) => c.id)).toEqual([older.cycle.id])
    })

    function draft(org: string, over: Partial<WorkstreamDraft> = {}): WorkstreamDraft {
      return {
        id: uid('wsd'),
        organizationId: org,
        name: 'Close draft',
        description: null,
        templateId: null,
        tasks: [{ key: 'prepare', skill: 'echo.fixture', input: { text: { $bind: 'period.key' } } }, { key: 'post' }],
        status: 'draft',
        version: 1,
        published: null,
        createdBy: 'usr_1',
        createdAt: T,
        updatedAt: T,
        ...over,
      }
    }

    it('stores drafts per organization: insert, get, list oldest first a page at a time, delete', async () => {
      const org = uid('org')
      const xs = [0, 1, 2].map((i) => draft(org, { createdAt: plus(T, i), updatedAt: plus(T, i) }))
      for (const x of xs) await s.workstreamDrafts.insert(x)
      await expect(s.workstreamDrafts.insert(xs[0]!)).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.workstreamDrafts.get(org, xs[0]!.id)).toEqual(xs[0])
      expect(await s.workstreamDrafts.get(uid('org'), xs[0]!.id)).toBeNull()
      expect(await s.workstreamDrafts.list(org, { limit: 2, offset: 0 })).toEqual({
        items: [xs[0], xs[1]],
        hasMore: true,
      })
      expect(await s.workstreamDrafts.list(org, { limit: 2, offset: 2 })).toEqual({ items: [xs[2]], hasMore: false })
      expect((await s.workstreamDrafts.list(uid('org'), { limit: 10, offset: 0 })).items).toEqual([])
      expect(await s.workstreamDrafts.delete(uid('org'), xs[1]!.id)).toBe(false)
      expect(await s.workstreamDrafts.delete(org, xs[1]!.id)).toBe(true)
      expect(await s.workstreamDrafts.delete(org, xs[1]!.id)).toBe(false)
      expect(await s.workstreamDrafts.get(org, xs[1]!.id)).toBeNull()
      expect((await s.workstreamDrafts.list(org, { limit: 10, offset: 0 })).items.map((x) => x.id)).toEqual([
        xs[0]!.id,
        xs[2]!.id,
      ])
    })

    it('replaces a draft only at the version read (one of several concurrent editors wins); keeps what publishing recorded', async () => {
      const org = uid('org')
      const x = draft(org)
      await s.workstreamDrafts.insert(x)
      const edits = await Promise.all(
        [1, 2, 3].map((i) =>
          s.workstreamDrafts.replace({ ...x, name: `edit ${i}`, version: 2, updatedAt: plus(T, i) }, 1),
        ),
      )
      expect(edits.filter((r) => r === 'ok')).toHaveLength(1)
      expect(edits.filter((r) => r === 'conflict')).toHaveLength(2)
      const now = await s.workstreamDrafts.get(org, x.id)
      expect(now).toMatchObject({ version: 2, name: `edit ${edits.indexOf('ok') + 1}` })
      const published: WorkstreamDraft = {
        ...now!,
        status: 'published',
        version: 3,
        published: { templateId: 'wst_x', version: 4, publishedAt: plus(T, 9) },
        updatedAt: plus(T, 9),
      }
      expect(await s.workstreamDrafts.replace(published, 2)).toBe('ok')
      expect(await s.workstreamDrafts.get(org, x.id)).toEqual(published)
      expect(await s.workstreamDrafts.replace({ ...published, version: 4 }, 2)).toBe('conflict')
      expect(await s.workstreamDrafts.replace({ ...published, organizationId: uid('org'), version: 4 }, 3)).toBe(
        'not_found',
      )
      expect(await s.workstreamDrafts.replace({ ...published, id: uid('wsd'), version: 4 }, 3)).toBe('not_found')
      expect(await s.workstreamDrafts.get(org, x.id)).toEqual(published)
    })
  })
}
