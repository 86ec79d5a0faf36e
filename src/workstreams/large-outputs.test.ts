// Large task outputs kept out of the cycle's record (outputs.ts), on the embedded store (a SQLite file) and on MongoDB
// when TEST_MONGODB_URL is set: a 5 MB output round-trips through the task list, the approvals inbox and a later task
// binding to it, while the stored record stays small (measured on the raw row or document); a cycle whose six tasks
// each return 3 MB completes (18 MB: more than one MongoDB document holds); a stored output that no longer matches its
// digest is refused rather than served; outputs written by a transition that was not stored are removed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { MongoClient, BSON } from 'mongodb'
import { afterAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { randomIds } from '../lib/ids.ts'
import { createLogger } from '../lib/logger.ts'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import type { Principal } from '../auth/index.ts'
import type { CycleStore, Stores, TemplateDefinition } from '../store/ports/index.ts'
import { newCycle } from './new-cycle.ts'
import { transition } from './engine.ts'
import { WorkstreamWorker, type SkillRunner } from './worker.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { listTasks } from './cycles.ts'
import { listPendingApprovals } from './approvals.ts'
import { OUTPUT_INLINE_MAX_BYTES, OutputUnavailableError } from './outputs.ts'
import { CommandRefused } from './draft.ts'
import { decide } from './decider.ts'
import { OWNER_ACTOR, task } from './testing/cycles.ts'

const MB = 1024 * 1024
const ORG = 'org_big'
/** A string of about `bytes` UTF-8 bytes, with multi-byte characters in it (sizes are bytes, not characters). */
const text = (bytes: number, seed: string): string =>
  `${seed}:${'ab€'.repeat(Math.ceil(bytes / 5))}`.slice(0, Math.floor(bytes * 0.6))

interface Engine {
  name: string
  open: () => Promise<Stores>
  /** The size of the stored cycle record as the engine holds it (the SQLite row's body, the MongoDB document's BSON). */
  recordBytes: (id: string) => Promise<number>
  /** Makes the stored output of a cycle read back as something else. */
  corrupt: (cycleId: string) => Promise<void>
  /** Stored output rows or chunks of a cycle. */
  storedOutputs: (cycleId: string) => Promise<number>
  close: () => Promise<void>
}

function embeddedEngine(): Engine {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ws-outputs-'))
  let raw: DatabaseSync | null = null
  const db = () => (raw ??= new DatabaseSync(path.join(dir, 'service.sqlite')))
  return {
    name: 'embedded',
    open: async () => openEmbeddedStores(dir),
    recordBytes: async (id) =>
      Number(
        (db().prepare('SELECT length(CAST(body AS BLOB)) AS n FROM cycles WHERE id = ?').get(id) as { n: number }).n,
      ),
    corrupt: async (id) => {
      db().prepare('UPDATE cycle_outputs SET body = \'{"tampered":true}\' WHERE cycle_id = ?').run(id)
    },
    storedOutputs: async (id) =>
      Number((db().prepare('SELECT count(*) AS n FROM cycle_outputs WHERE cycle_id = ?').get(id) as { n: number }).n),
    close: async () => {
      raw?.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

function mongoEngine(url: string): Engine {
  const name = `test_${randomIds.id('ws').slice(3, 19).toLowerCase()}`
  const client = new MongoClient(url)
  const db = client.db(name)
  return {
    name: 'mongodb',
    open: async () => (await import('../store/mongo/index.ts')).openMongoStores(url, name),
    recordBytes: async (id) => BSON.calculateObjectSize((await db.collection('cycles').findOne({ _id: id as never }))!),
    corrupt: async (id) => {
      await db
        .collection('cycle_outputs')
        .updateOne({ cycleId: id, n: 0 }, { $set: { data: new BSON.Binary(Buffer.from('{"tampered":true}')) } })
    },
    storedOutputs: async (id) => db.collection('cycle_outputs').countDocuments({ cycleId: id }),
    close: async () => {
      await db.dropDatabase().catch(() => undefined)
      await client.close()
    },
  }
}

const engines: Engine[] = [embeddedEngine()]
if (process.env.TEST_MONGODB_URL) engines.push(mongoEngine(process.env.TEST_MONGODB_URL))

/** Answers each task's output from `outputs` (by task key: skills are skill.<key>) and records what each got. */
class Runner implements SkillRunner {
  readonly inputs = new Map<string, unknown>()
  private readonly outputs: (key: string, input: unknown) => Record<string, unknown>
  constructor(outputs: (key: string, input: unknown) => Record<string, unknown>) {
    this.outputs = outputs
  }
  async invokeSkill(skill: string, input: unknown) {
    const key = skill.slice('skill.'.length)
    this.inputs.set(key, input)
    return { output: this.outputs(key, input) }
  }
}

const principal: Principal = {
  method: 'session_jwt',
  userId: 'usr_approver',
  organizationId: ORG,
  workspaceId: null,
  permissions: ['service:full'],
  keyId: null,
  sessionId: null,
  keyRateLimitPerMinute: null,
}

for (const engine of engines) {
  describe(`large task outputs (${engine.name})`, () => {
    const opened: Stores[] = []
    afterAll(async () => {
      for (const s of opened) await s.close()
      await engine.close()
    })

    async function setup() {
      const s = await engine.open()
      opened.push(s)
      const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'))
      const deps: WorkstreamsDeps = {
        stores: s,
        clock,
        ids: randomIds,
        logger: createLogger('silent'),
        registry: { resolve: () => undefined },
      }
      await s.memberships
        .insert({ organizationId: ORG, userId: 'usr_owner', role: 'owner', createdAt: clock.now() })
        .catch(() => undefined)
      const start = async (definition: TemplateDefinition) => {
        const { cycle, events } = newCycle({
          id: randomIds.id('cyc'),
          organizationId: ORG,
          workspaceId: null,
          workplanId: randomIds.id('wpl'),
          templateId: 'wst',
          templateVersion: 1,
          definition,
          clientId: '00000000-0000-4000-8000-000000000001',
          period: '2026-02',
          ownerUserId: 'usr_owner',
          ownerPermissions: ['service:full'],
          inputs: {},
          writesEnabled: true,
          createdBy: OWNER_ACTOR,
          now: clock.now(),
        })
        await s.cycles.insert(cycle, events)
        return cycle.id
      }
      const worker = (runner: SkillRunner) =>
        new WorkstreamWorker(deps, { owner: 'w', runner, leaseMs: 60_000, pollMs: 10, concurrency: 8, catchupDays: 35 })
      return { s, deps, start, worker }
    }

    it('round-trips a 5 MB output (task list, approvals inbox, a later task binding to it) and keeps the record small', {
      timeout: 60_000,
    }, async () => {
      const { s, deps, start, worker } = await setup()
      const blob = text(5 * MB, 'five')
      expect(Buffer.byteLength(blob)).toBeGreaterThan(2.5 * MB)
      const id = await start({
        tasks: [
          task('big', { approval: { required: 1, approvers: null, distinctFromPreparer: true } }),
          task('use', {
            dependsOn: ['big'],
            input: { text: { $bind: 'tasks.big.output.blob' }, small: { $bind: 'tasks.big.output.n' } },
          }),
        ],
      })
      const runner = new Runner((key) => (key === 'big' ? { blob, n: 7 } : { ok: true }))
      const w = worker(runner)
      for (let i = 0; i < 3; i++) await w.runOnce()
      const waiting = (await s.cycles.load(id))!
      expect(waiting.tasks[0]).toMatchObject({ status: 'waiting', waitingOn: 'approval', output: null })
      const ref = waiting.tasks[0]!.outputRef!
      expect(ref.sizeBytes).toBe(Buffer.byteLength(JSON.stringify({ blob, n: 7 })))
      expect(ref.sha256).toMatch(/^[0-9a-f]{64}$/)
      expect(await engine.recordBytes(id)).toBeLessThan(OUTPUT_INLINE_MAX_BYTES)

      // The approvals inbox shows the approver the whole output.
      const inbox = await listPendingApprovals(deps, principal, {})
      expect(inbox.data).toHaveLength(1)
      expect(inbox.data[0]!.output).toEqual({ blob, n: 7 })

      await transition(
        deps,
        id,
        { type: 'decide', taskKey: 'big', decision: 'approve', comment: 'ok' },
        { kind: 'user', id: 'usr_approver', keyId: null },
        { organizationId: ORG },
      )
      for (let i = 0; i < 3; i++) await w.runOnce()
      const done = (await s.cycles.load(id))!
      expect(done.status).toBe('completed')
      // The later task bound to the output's fields and got them whole.
      expect(runner.inputs.get('use')).toEqual({ text: blob, small: 7 })
      const tasks = await listTasks(deps, principal, id, {})
      expect(tasks.data.map((t) => t.output)).toEqual([{ blob, n: 7 }, { ok: true }])
      // Paging reads only the page's outputs back.
      expect((await listTasks(deps, principal, id, { limit: 1, offset: 1 })).data.map((t) => t.output)).toEqual([
        { ok: true },
      ])
      expect(await engine.recordBytes(id)).toBeLessThan(OUTPUT_INLINE_MAX_BYTES)
    })

    it('completes a cycle whose six tasks each return 3 MB (more than one MongoDB document holds)', {
      timeout: 120_000,
    }, async () => {
      const { s, deps, start, worker } = await setup()
      const keys = ['t1', 't2', 't3', 't4', 't5', 't6']
      const id = await start({ tasks: keys.map((k, i) => task(k, i === 0 ? {} : { dependsOn: [keys[i - 1]!] })) })
      const outputOf = (k: string) => ({ key: k, data: 'x'.repeat(3 * MB) })
      const w = worker(new Runner((k) => outputOf(k)))
      for (let i = 0; i < 8 && (await s.cycles.load(id))!.status !== 'completed'; i++) await w.runOnce()
      const done = (await s.cycles.load(id))!
      expect(done.status).toBe('completed')
      expect(
        done.tasks.every((t) => t.output === null && t.outputRef !== null && t.outputRef!.sizeBytes > 3 * MB),
      ).toBe(true)
      expect(await engine.recordBytes(id)).toBeLessThan(OUTPUT_INLINE_MAX_BYTES)
      const tasks = await listTasks(deps, principal, id, {})
      expect(tasks.data.map((t) => (t.output as { key: string; data: string }).key)).toEqual(keys)
      expect(tasks.data.every((t) => (t.output as { data: string }).data.length === 3 * MB)).toBe(true)
    })

    it('keeps small outputs in the record', async () => {
      const { s, start, worker } = await setup()
      const id = await start({ tasks: [task('a')] })
      const small = { data: 'y'.repeat(OUTPUT_INLINE_MAX_BYTES - 100) }
      await worker(new Runner(() => small)).runOnce()
      const done = (await s.cycles.load(id))!
      expect(done.tasks[0]).toMatchObject({ status: 'succeeded', output: small, outputRef: null })
      expect(await engine.storedOutputs(id)).toBe(0)
    })

    it('refuses to serve a stored output that no longer matches its digest', async () => {
      const { start, deps, worker } = await setup()
      const id = await start({ tasks: [task('a')] })
      await worker(new Runner(() => ({ data: 'z'.repeat(200_000) }))).runOnce()
      expect((await listTasks(deps, principal, id, {})).data[0]!.output).toEqual({ data: 'z'.repeat(200_000) })
      await engine.corrupt(id)
      await expect(listTasks(deps, principal, id, {})).rejects.toBeInstanceOf(OutputUnavailableError)
    })

    it('removes the outputs of a completion that lost its lease while it was being stored', async () => {
      const { s, deps, start } = await setup()
      const id = await start({ tasks: [task('a')] })
      await transition(deps, id, { type: 'tick' })
      const claimed = await transition(deps, id, { type: 'claim', taskKey: 'a', owner: 'w', leaseMs: 60_000 })
      // The store sees the completion's write race a pause (immediate) that gives the attempt back: the compare-and-set
      // fails, the engine decides again and the lease is gone.
      let raced = false
      const racing: CycleStore = {
        ...s.cycles,
        update: async (next, rev, es, outbox, outs) => {
          if (!raced && outs && outs.length > 0) {
            raced = true
            const current = (await s.cycles.load(id))!
            const paused = decide(
              current,
              { type: 'pause', mode: 'immediate', reason: 'race' },
              deps.clock.now(),
              OWNER_ACTOR,
            )
            expect(await s.cycles.update(paused.cycle, current.rev, paused.events, [])).toBe(true)
          }
          return s.cycles.update(next, rev, es, outbox, outs)
        },
      }
      const racingDeps: WorkstreamsDeps = { ...deps, stores: { ...s, cycles: racing } }
      const epoch = claimed.tasks[0]!.epoch
      await expect(
        transition(racingDeps, id, {
          type: 'complete',
          taskKey: 'a',
          epoch,
          output: { data: 'q'.repeat(100_000) },
          preparedBy: 'usr_owner',
        }),
      ).rejects.toBeInstanceOf(CommandRefused)
      expect(raced).toBe(true)
      for (let i = 0; i < 50 && (await engine.storedOutputs(id)) > 0; i++) await new Promise((r) => setTimeout(r, 10))
      expect(await engine.storedOutputs(id)).toBe(0)
      expect((await s.cycles.load(id))!).toMatchObject({ status: 'paused', tasks: [{ status: 'ready', output: null }] })
    })
  })
}
