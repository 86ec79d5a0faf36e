// Group commit (group-commit.ts) on a real SQLite file: transitions arriving together are written in one transaction,
// each caller is answered only once that transaction is committed (a second connection already sees its write), all
// of them are on disk after the file is reopened, and one that fails (an illegal command, a lost compare-and-set, a
// write that throws) neither fails nor loses the others of its batch. A failed COMMIT fails the whole batch.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../lib/clock.ts'
import { randomIds } from '../../lib/ids.ts'
import { createLogger } from '../../lib/logger.ts'
import { isAppError } from '../../errors/index.ts'
import { newCycle } from '../../workstreams/new-cycle.ts'
import { transition } from '../../workstreams/engine.ts'
import type { WorkstreamsDeps } from '../../workstreams/deps.ts'
import { OWNER_ACTOR, task } from '../../workstreams/testing/cycles.ts'
import type { Cycle } from '../ports/index.ts'
import { openDatabase } from './db.ts'
import { GroupCommit } from './group-commit.ts'
import { embeddedCycles } from './cycles.ts'
import { openEmbeddedStores } from './index.ts'

const dirs: string[] = []
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'))
  dirs.push(d)
  return d
}
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
})

const ORG = 'org_gc'
const DEFINITION = { tasks: [task('a'), task('b', { dependsOn: ['a'] })] }

function cycleFor(clock: ManualClock, i: number): { cycle: Cycle; events: ReturnType<typeof newCycle>['events'] } {
  return newCycle({
    id: randomIds.id('cyc'),
    organizationId: ORG,
    workspaceId: null,
    workplanId: `wpl_gc_${i}`,
    templateId: 'wst_gc',
    templateVersion: 1,
    definition: DEFINITION,
    clientId: '00000000-0000-4000-8000-000000000001',
    period: '2026-02',
    ownerUserId: 'usr_owner',
    ownerPermissions: ['service:full'],
    inputs: {},
    writesEnabled: true,
    createdBy: OWNER_ACTOR,
    now: clock.now(),
  })
}

describe('embedded store: group commit', () => {
  it('writes concurrent transitions in one commit, answers each after it, keeps them all, and isolates the ones that fail', async () => {
    const dir = tempDir()
    const db = openDatabase(dir)
    const group = new GroupCommit(db)
    const cycles = embeddedCycles(db, group)
    const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'))
    const d: WorkstreamsDeps = {
      stores: { cycles } as unknown as WorkstreamsDeps['stores'],
      clock,
      ids: randomIds,
      logger: createLogger('silent'),
      registry: { resolve: () => undefined },
    }
    const made = Array.from({ length: 23 }, (_, i) => cycleFor(clock, i))
    await Promise.all(made.map((m) => cycles.insert(m.cycle, m.events)))
    const ids = made.map((m) => m.cycle.id)
    const [ticked, cancelled, conflicted, broken, illegal] = [ids.slice(0, 19), ids[19]!, ids[20]!, ids[21]!, ids[22]!]

    // A second connection to the file: what it sees is committed.
    const reader = new DatabaseSync(path.join(dir, 'service.sqlite'), { readOnly: true })
    const committedRev = (id: string) =>
      Number((reader.prepare('SELECT rev FROM cycles WHERE id = ?').get(id) as { rev: number }).rev)

    const before = { commits: group.commits, writes: group.writes }
    const seenOnAnswer = new Map<string, number>()
    // 19 ticks (admission) and a cancel through the engine; two compare-and-sets from the same revision of one cycle;
    // a write that throws after its row update (an event whose seq is taken); a command the state refuses.
    const answered = (id: string) => (c: Cycle) => {
      seenOnAnswer.set(id, committedRev(id))
      return c
    }
    const ticks = ticked.map((id) => transition(d, id, { type: 'tick' }).then(answered(id)))
    const cancel = transition(d, cancelled, { type: 'cancel', reason: 'batched' }, OWNER_ACTOR, {
      organizationId: ORG,
    }).then(answered(cancelled))
    const base = (await cycles.load(conflicted))!
    const next = (status: Cycle['status']) => ({
      ...structuredClone(base),
      status,
      rev: base.rev + 1,
      updatedAt: clock.now(),
    })
    const casA = cycles.update(next('paused'), base.rev, [], [])
    const casB = cycles.update(next('cancelled'), base.rev, [], [])
    const brokenBase = (await cycles.load(broken))!
    const duplicateSeq = {
      cycleId: broken,
      organizationId: ORG,
      seq: 1,
      type: 'cycle.status',
      actor: OWNER_ACTOR,
      at: clock.now(),
      data: {},
    }
    const throws = cycles.update(
      { ...structuredClone(brokenBase), status: 'paused', rev: brokenBase.rev + 1 },
      brokenBase.rev,
      [duplicateSeq],
      [],
    )
    const refused = transition(d, illegal, { type: 'resume' }, OWNER_ACTOR, { organizationId: ORG })

    const results = await Promise.allSettled([...ticks, cancel, casA, casB, throws, refused])
    // One transaction carried every write that reached the store (the refused command never did).
    expect(group.commits - before.commits).toBe(1)
    expect(group.writes - before.writes).toBe(ticked.length + 1 + 2 + 1)
    // Each engine caller was answered after the commit: the other connection already saw its write.
    for (const id of [...ticked, cancelled]) expect(seenOnAnswer.get(id), id).toBe(2)

    expect(results.slice(0, ticked.length + 1).every((r) => r.status === 'fulfilled')).toBe(true)
    const [a, b] = results
      .slice(ticked.length + 1, ticked.length + 3)
      .map((r) => (r as PromiseFulfilledResult<boolean>).value)
    expect([a, b]).toEqual([true, false]) // the first compare-and-set of the batch won; the second saw its rev moved
    const thrown = results[ticked.length + 3]!
    expect(thrown.status).toBe('rejected')
    const refusal = results[ticked.length + 4]!
    expect(refusal.status === 'rejected' && isAppError(refusal.reason) && refusal.reason.code).toBe(
      'invalid_state_transition',
    )
    reader.close()
    db.close()

    // Reopened from the file: every acknowledged write is there, the failed one left nothing.
    const s = openEmbeddedStores(dir)
    try {
      for (const id of ticked) {
        const c = (await s.cycles.load(id))!
        expect(c.status, id).toBe('running')
        expect(
          (await s.cycles.events(ORG, id, 0, 100)).some(
            (e) => e.type === 'cycle.status' && e.data.reason === 'admitted',
          ),
        ).toBe(true)
      }
      const gone = (await s.cycles.load(cancelled))!
      expect(gone.status).toBe('cancelled')
      // The terminal transition's webhook was written in the same transaction.
      const hooks = await s.webhookEvents.pending(100)
      expect(hooks.filter((e) => e.type === 'workstream.run.cancelled' && e.data.run_id === cancelled)).toHaveLength(1)
      expect((await s.cycles.load(conflicted))!.status).toBe('paused')
      const kept = (await s.cycles.load(broken))!
      expect([kept.status, kept.rev]).toEqual([brokenBase.status, brokenBase.rev])
      expect((await s.cycles.load(illegal))!.status).toBe('queued')
    } finally {
      await s.close()
    }
  })

  it('fails every write of a batch whose COMMIT fails, and stores none of them', async () => {
    const db = openDatabase(tempDir())
    db.exec(`CREATE TABLE gc_parent (id TEXT PRIMARY KEY);
      CREATE TABLE gc_child (id TEXT PRIMARY KEY, parent TEXT REFERENCES gc_parent(id) DEFERRABLE INITIALLY DEFERRED);
      CREATE TABLE gc_note (id TEXT PRIMARY KEY)`)
    const group = new GroupCommit(db)
    // The deferred foreign key is checked only at COMMIT: the second write makes the whole transaction fail there.
    const note = group.run(() => db.prepare('INSERT INTO gc_note (id) VALUES (?)').run('n1'))
    const orphan = group.run(() => db.prepare('INSERT INTO gc_child (id, parent) VALUES (?, ?)').run('c1', 'missing'))
    const [n, o] = await Promise.allSettled([note, orphan])
    expect(n.status).toBe('rejected')
    expect(o.status).toBe('rejected')
    expect(db.prepare('SELECT count(*) AS n FROM gc_note').get()).toEqual({ n: 0 })
    expect(db.isTransaction).toBe(false)
    // The next batch commits normally.
    await group.run(() => db.prepare('INSERT INTO gc_note (id) VALUES (?)').run('n2'))
    expect(db.prepare('SELECT id FROM gc_note').all()).toEqual([{ id: 'n2' }])
    db.close()
  })

  it('writes what is queued when the store closes', async () => {
    const dir = tempDir()
    const s = openEmbeddedStores(dir)
    const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'))
    const m = cycleFor(clock, 0)
    const inserted = s.cycles.insert(m.cycle, m.events) // queued, not yet committed
    await s.close()
    await inserted
    const again = openEmbeddedStores(dir)
    try {
      expect((await again.cycles.load(m.cycle.id))?.status).toBe('queued')
    } finally {
      await again.close()
    }
  })
})
