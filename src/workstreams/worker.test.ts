// The worker against real stores (embedded; MongoDB too when TEST_MONGODB_URL is set), with a skill runner that
// records every run: two workers on one store never run a task twice at once and finish every cycle; a worker
// that vanishes mid-task leaves it to be reclaimed and finished once in effect (same idempotency key), and its late
// result is refused; an immediate pause stops the running attempt. Time is a ManualClock; no timed assertions.
import { afterAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { randomIds } from '../lib/ids.ts'
import { createLogger } from '../lib/logger.ts'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import type { Principal } from '../auth/index.ts'
import type { Cycle, Stores } from '../store/ports/index.ts'
import { newCycle } from './new-cycle.ts'
import { transition } from './engine.ts'
import { WorkstreamWorker, type SkillRunner } from './worker.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { DEFINITION, OWNER_ACTOR, task } from './testing/cycles.ts'

interface Run {
  skill: string
  key: string
  owner: string
  input: unknown
}

/** Records runs; `hold` keeps a run pending until released (a worker stuck or killed mid-task). */
class Runner implements SkillRunner {
  readonly runs: Run[] = []
  readonly inFlight = new Map<string, number>()
  maxParallelPerKey = 0
  hold: ((r: Run) => boolean) | null = null
  private readonly held: { resolve: () => void; signal?: AbortSignal }[] = []
  readonly owner: string
  constructor(owner: string) {
    this.owner = owner
  }
  async invokeSkill(
    skill: string,
    input: unknown,
    c: { principal: Principal; idempotencyKey?: string; signal?: AbortSignal },
  ) {
    const run = { skill, key: c.idempotencyKey!, owner: this.owner, input }
    this.runs.push(run)
    const n = (this.inFlight.get(run.key) ?? 0) + 1
    this.inFlight.set(run.key, n)
    this.maxParallelPerKey = Math.max(this.maxParallelPerKey, n)
    try {
      if (this.hold?.(run))
        await new Promise<void>((resolve) => this.held.push({ resolve, ...(c.signal ? { signal: c.signal } : {}) }))
      await new Promise((r) => setImmediate(r))
      return { output: { ran: skill, key: run.key } }
    } finally {
      this.inFlight.set(run.key, (this.inFlight.get(run.key) ?? 1) - 1)
    }
  }
  release(): void {
    for (const h of this.held.splice(0)) h.resolve()
  }
  aborted(): boolean[] {
    return this.held.map((h) => h.signal?.aborted ?? false)
  }
}

const stores: { name: string; open: () => Promise<Stores> }[] = [
  { name: 'embedded', open: async () => openEmbeddedStores(':memory:') },
]
if (process.env.TEST_MONGODB_URL) {
  stores.push({
    name: 'mongodb',
    open: async () =>
      (await import('../store/mongo/index.ts')).openMongoStores(
        process.env.TEST_MONGODB_URL!,
        `test_${randomIds.id('ws').slice(3, 19).toLowerCase()}`,
      ),
  })
}

const NO_APPROVAL = {
  tasks: [
    task('a'),
    task('b', { writes: true, dependsOn: ['a'] }),
    task('c', { dependsOn: ['a'] }),
    task('d', { dependsOn: ['b', 'c'] }),
  ],
}

for (const engine of stores) {
  describe(`the worker (${engine.name})`, () => {
    const opened: Stores[] = []
    afterAll(async () => {
      for (const s of opened) await s.close()
    })

    async function setup(clock: ManualClock) {
      const s = await engine.open()
      opened.push(s)
      const deps: WorkstreamsDeps = {
        stores: s,
        clock,
        ids: randomIds,
        logger: createLogger('silent'),
        registry: { resolve: () => undefined },
      }
      const worker = (owner: string, runner: Runner, leaseMs = 30_000) =>
        new WorkstreamWorker(deps, { owner, runner, leaseMs, pollMs: 10, concurrency: 16, catchupDays: 35 })
      const start = async (definition = NO_APPROVAL, period = '2026-02'): Promise<Cycle> => {
        const { cycle, events } = newCycle({
          id: randomIds.id('cyc'),
          organizationId: 'org_w',
          workspaceId: null,
          workplanId: randomIds.id('wpl'),
          templateId: 'wst',
          templateVersion: 1,
          definition,
          clientId: '00000000-0000-4000-8000-000000000001',
          period,
          ownerUserId: 'usr_owner',
          ownerPermissions: ['service:full'],
          inputs: {},
          writesEnabled: true,
          createdBy: OWNER_ACTOR,
          now: clock.now(),
        })
        await s.cycles.insert(cycle, events)
        return cycle
      }
      await s.memberships.insert({
        organizationId: 'org_w',
        userId: 'usr_owner',
        role: 'owner',
        createdAt: clock.now(),
      })
      return { s, deps, worker, start }
    }

    it('two workers on one store finish 20 cycles, each task run once and never twice at once', {
      timeout: 60_000,
    }, async () => {
      const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'))
      const { s, worker, start } = await setup(clock)
      const ra = new Runner('a')
      const rb = new Runner('b')
      const [wa, wb] = [worker('a', ra), worker('b', rb)]
      const cycles = await Promise.all(Array.from({ length: 20 }, () => start()))
      // Started together, in turns: in one process the transitions of a cycle queue in order (engine.ts lanes), so the
      // worker that starts its pass first is ahead on every cycle.
      for (let i = 0; i < 8; i++)
        await Promise.all(i % 2 === 0 ? [wa.runOnce(), wb.runOnce()] : [wb.runOnce(), wa.runOnce()])
      for (const c of cycles) expect((await s.cycles.load(c.id))!.status, c.id).toBe('completed')
      const keys = [...ra.runs, ...rb.runs].map((r) => r.key)
      expect(keys).toHaveLength(20 * 4)
      expect(new Set(keys).size).toBe(keys.length)
      expect(Math.max(ra.maxParallelPerKey, rb.maxParallelPerKey)).toBe(1)
      expect(ra.runs.length).toBeGreaterThan(0)
      expect(rb.runs.length).toBeGreaterThan(0)
    })

    it('a worker that vanishes mid-task: the lease expires, another finishes it with the same key, the late result is refused', async () => {
      const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'))
      const { s, worker, start } = await setup(clock)
      const dead = new Runner('dead')
      dead.hold = () => true
      const alive = new Runner('alive')
      const c = await start({ tasks: [task('a')] })
      const wd = worker('dead', dead)
      const stuck = wd.runOnce()
      while (dead.runs.length === 0) await new Promise((r) => setImmediate(r))
      const claimed = (await s.cycles.load(c.id))!
      expect(claimed.tasks[0]).toMatchObject({ status: 'running', lease: { owner: 'dead' } })
      await worker('alive', alive).runOnce()
      expect(alive.runs).toHaveLength(0) // the lease still holds
      clock.advance(30_001)
      await worker('alive', alive).runOnce()
      const done = (await s.cycles.load(c.id))!
      expect(done.status).toBe('completed')
      expect(done.tasks[0]).toMatchObject({
        status: 'succeeded',
        lostAttempts: 1,
        attempt: 1,
        epoch: 2,
        output: { key: dead.runs[0]!.key },
      })
      expect(alive.runs.map((r) => r.key)).toEqual(dead.runs.map((r) => r.key))
      dead.release()
      await stuck
      expect((await s.cycles.load(c.id))!).toEqual(done)
      const history = await s.cycles.events('org_w', c.id, 0, 100)
      expect(
        history.filter((e) => e.type === 'task.status').map((e) => `${String(e.data.from)}>${String(e.data.to)}`),
      ).toEqual(['pending>ready', 'ready>running', 'running>ready', 'ready>running', 'running>succeeded'])
    })

    it('an immediate pause stops the running attempt (its signal aborts) and refuses its result; resume runs it again', async () => {
      const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'))
      const { s, deps, worker, start } = await setup(clock)
      const r = new Runner('w')
      r.hold = (run) => r.runs.indexOf(run) === 0
      const c = await start({ tasks: [task('a')] })
      const w = worker('w', r, 300)
      const first = w.runOnce()
      while (r.runs.length === 0) await new Promise((res) => setImmediate(res))
      await transition(deps, c.id, { type: 'pause', mode: 'immediate', reason: null }, OWNER_ACTOR, {
        organizationId: 'org_w',
      })
      while (!r.aborted()[0]) await new Promise((res) => setTimeout(res, 20))
      r.release()
      await first
      expect((await s.cycles.load(c.id))!).toMatchObject({ status: 'paused', tasks: [{ status: 'ready', attempt: 0 }] })
      await transition(deps, c.id, { type: 'resume' }, OWNER_ACTOR, { organizationId: 'org_w' })
      await w.runOnce()
      expect((await s.cycles.load(c.id))!).toMatchObject({
        status: 'completed',
        tasks: [{ status: 'succeeded', attempt: 1 }],
      })
      expect(r.runs).toHaveLength(2)
    })

    it('fails the tasks of a workplan whose owner left the organization (forbidden, not retried)', async () => {
      const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'))
      const { s, worker, start } = await setup(clock)
      const c = await start({ tasks: [task('a')] })
      const r = new Runner('w')
      await s.cycles.update({ ...c, ownerUserId: 'usr_gone', rev: c.rev + 1 }, c.rev, [], [])
      await worker('w', r).runOnce()
      expect(r.runs).toHaveLength(0)
      expect((await s.cycles.load(c.id))!).toMatchObject({
        status: 'blocked',
        tasks: [{ status: 'failed', error: { code: 'insufficient_scope' } }],
      })
    })

    it('keeps a gated task waiting for a person, with its output prepared', async () => {
      const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'))
      const { s, worker, start } = await setup(clock)
      const c = await start(DEFINITION)
      const w = worker('w', new Runner('w'))
      for (let i = 0; i < 3; i++) await w.runOnce()
      expect((await s.cycles.load(c.id))!).toMatchObject({
        status: 'waiting',
        tasks: [
          { status: 'succeeded' },
          { status: 'waiting', waitingOn: 'approval', preparedBy: 'usr_owner' },
          { status: 'pending' },
        ],
      })
    })
  })
}
