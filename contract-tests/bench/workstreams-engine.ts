// The WorkStreams engine rows of `npm run bench` (issue 9, "Proof"), in process, no HTTP, on the embedded store as
// production runs it (a SQLite file in a temporary DATA_DIR: WAL, synchronous=FULL, so every stored transition is
// fsynced):
//   1. task transitions per second: cycles of TASKS independent no-op tasks driven through the engine's own
//      commands (engine.ts `transition`: load, decide, compare-and-set with the history events), tick then claim and
//      complete each task; counted are the task.status events stored, per second of wall time. Twice: DRIVERS cycles
//      driven at once (as one instance's worker runs WORKSTREAM_CONCURRENCY attempts at once; the verdict), then one
//      command at a time (each waits for its own commit: the latency of one transition, bound by one fsync).
//   2. engine overhead of a 10-task cycle: a chain of 10 tasks (each depends on the one before, the longest path)
//      whose skill does nothing (a runner answering {} at once), run by the real WorkstreamWorker pass after pass
//      from the cycle's start to `completed`; p50 and worst of CYCLES cycles, one after another. What it measures is
//      the engine alone (store writes, decider, worker passes); the in-process door a real task goes through is not
//      in it (its cost per call is the skill-call rows above).
// Targets (issue 9): ≥ 1,000 task transitions/s; ≤ 100 ms start to completed. Runnable alone:
// `node contract-tests/bench/workstreams-engine.ts`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { systemClock } from '../../src/lib/clock.ts'
import { randomIds } from '../../src/lib/ids.ts'
import { createLogger } from '../../src/lib/logger.ts'
import { openEmbeddedStores } from '../../src/store/embedded/index.ts'
import type { Stores, TaskDefinition, TemplateDefinition } from '../../src/store/ports/index.ts'
import { WorkstreamWorker, newCycle, transition, type WorkstreamsDeps } from '../../src/workstreams/index.ts'

export const TRANSITIONS_TARGET = 1000
export const OVERHEAD_TARGET_MS = 100
const TASKS = 10
/** Cycles driven at once in the throughput row: the worker's default WORKSTREAM_CONCURRENCY (config.ts). */
export const DRIVERS = 8

export interface WorkstreamsEngineResult {
  store: string
  /** DRIVERS cycles at once (the verdict). */
  transitions: Transitions & { drivers: number; verdict: string }
  /** One command at a time. */
  sequential: Transitions
  overhead: { cycles: number; tasks: number; runsMs: number[]; p50Ms: number; maxMs: number; verdict: string }
}

interface Transitions {
  cycles: number
  taskTransitions: number
  writes: number
  seconds: number
  perSecond: number
  writesPerSecond: number
  /** This process's CPU time (user + system) per task transition: steadier than the rate on a shared machine. */
  cpuUsPerTransition: number
}

const task = (key: string, dependsOn: string[]): TaskDefinition => ({
  key,
  name: key,
  skill: 'noop',
  writes: false,
  input: {},
  dependsOn,
  approval: null,
  retry: { maxAttempts: 1, backoffSeconds: 1 },
  onFailure: 'block',
})
const parallel: TemplateDefinition = { tasks: Array.from({ length: TASKS }, (_, i) => task(`t${i}`, [])) }
const chain: TemplateDefinition = {
  tasks: Array.from({ length: TASKS }, (_, i) => task(`t${i}`, i === 0 ? [] : [`t${i - 1}`])),
}

function deps(stores: Stores): WorkstreamsDeps {
  return {
    stores,
    clock: systemClock,
    ids: randomIds,
    logger: createLogger('silent'),
    registry: { resolve: () => undefined },
  }
}

async function insertCycle(d: WorkstreamsDeps, definition: TemplateDefinition): Promise<string> {
  const { cycle, events } = newCycle({
    id: d.ids.id('cyc'),
    organizationId: 'org_bench',
    workspaceId: null,
    workplanId: d.ids.id('wpl'),
    templateId: 'wst_bench',
    templateVersion: 1,
    definition,
    clientId: '00000000-0000-4000-8000-000000000001',
    period: '2026-01',
    ownerUserId: 'usr_bench',
    ownerPermissions: ['service:full'],
    inputs: {},
    writesEnabled: true,
    createdBy: { kind: 'user', id: 'usr_bench', keyId: null },
    now: d.clock.now(),
  })
  await d.stores.cycles.insert(cycle, events)
  return cycle.id
}

/** `file`: the embedded store as production runs it (the verdicts); `memory`: the same code on ':memory:' (no fsync). */
export async function benchWorkstreamsEngine(
  o: { quick?: boolean; location?: 'file' | 'memory' } = {},
): Promise<WorkstreamsEngineResult> {
  const memory = o.location === 'memory'
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ws-'))
  const stores = openEmbeddedStores(memory ? ':memory:' : dir)
  try {
    const d = deps(stores)
    // Tasks run as the workplan's owner only while the owner belongs to the organization (checked before every attempt).
    const now = d.clock.now()
    await stores.organizations.insert({ id: 'org_bench', name: 'Bench', rateLimitPerMinute: null, createdAt: now })
    await stores.users.insert({ id: 'usr_bench', email: 'bench@example.com', name: 'Bench', createdAt: now })
    await stores.memberships.insert({ organizationId: 'org_bench', userId: 'usr_bench', role: 'owner', createdAt: now })
    // 1. Transitions per second: DRIVERS cycles at once, then one command at a time.
    const cycles = o.quick ? 20 : 100
    const drive = async (drivers: number): Promise<Transitions> => {
      const ids: string[] = []
      for (let i = 0; i < cycles; i++) ids.push(await insertCycle(d, parallel))
      let writes = 0
      let next = 0
      const cpu0 = process.cpuUsage()
      const t0 = performance.now()
      await Promise.all(
        Array.from({ length: drivers }, async () => {
          while (next < ids.length) {
            const id = ids[next++]!
            await transition(d, id, { type: 'tick' })
            writes += 1
            for (let k = 0; k < TASKS; k++) {
              const c = await transition(d, id, { type: 'claim', taskKey: `t${k}`, owner: 'bench', leaseMs: 60_000 })
              const epoch = c.tasks.find((t) => t.key === `t${k}`)!.epoch
              await transition(d, id, {
                type: 'complete',
                taskKey: `t${k}`,
                epoch,
                output: {},
                preparedBy: 'usr_bench',
              })
              writes += 2
            }
          }
        }),
      )
      const seconds = (performance.now() - t0) / 1000
      const cpu = process.cpuUsage(cpu0)
      // Counted afterwards from the stored history: every task.status event is one task transition.
      let taskTransitions = 0
      for (const id of ids) {
        taskTransitions += (await stores.cycles.events('org_bench', id, 0, 10_000)).filter(
          (e) => e.type === 'task.status',
        ).length
        if ((await stores.cycles.load(id))!.status !== 'completed')
          throw new Error(`bench cycle ${id} did not complete`)
      }
      return {
        cycles,
        taskTransitions,
        writes,
        seconds,
        perSecond: taskTransitions / seconds,
        writesPerSecond: writes / seconds,
        cpuUsPerTransition: (cpu.user + cpu.system) / taskTransitions,
      }
    }
    const concurrent = await drive(DRIVERS)
    const sequential = await drive(1)

    // 2. Overhead of a 10-task chain, start to completed, through the worker.
    const worker = new WorkstreamWorker(d, {
      owner: 'bench',
      runner: { invokeSkill: async () => ({ output: {} }) },
      leaseMs: 60_000,
      pollMs: 1000,
      concurrency: 16,
      catchupDays: 35,
    })
    const runsMs: number[] = []
    const overheadCycles = o.quick ? 5 : 20
    for (let i = 0; i < overheadCycles + 1; i++) {
      const t = performance.now()
      const id = await insertCycle(d, chain)
      for (let pass = 0; pass < 100; pass++) {
        await worker.runOnce()
        if ((await stores.cycles.load(id))!.status === 'completed') break
      }
      const ms = performance.now() - t
      if ((await stores.cycles.load(id))!.status !== 'completed') throw new Error(`bench chain ${id} did not complete`)
      if (i > 0) runsMs.push(ms) // the first warms up
    }
    const sorted = [...runsMs].sort((a, b) => a - b)
    const p50Ms = sorted[Math.floor(sorted.length / 2)]!
    return {
      store: memory
        ? 'embedded on :memory: (the same code, no fsync)'
        : 'embedded (SQLite file, WAL, synchronous=FULL)',
      transitions: {
        ...concurrent,
        drivers: DRIVERS,
        verdict: concurrent.perSecond >= TRANSITIONS_TARGET ? 'PASS' : 'BELOW TARGET',
      },
      sequential,
      overhead: {
        cycles: runsMs.length,
        tasks: TASKS,
        runsMs,
        p50Ms,
        maxMs: sorted.at(-1)!,
        verdict: p50Ms <= OVERHEAD_TARGET_MS ? 'PASS' : 'BELOW TARGET',
      },
    }
  } finally {
    await stores.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export function formatWorkstreamsEngine(
  r: WorkstreamsEngineResult,
  title = 'WorkStreams engine, in process, ',
): string[] {
  const t = r.transitions
  const q = r.sequential
  const v = r.overhead
  const detail = (x: Transitions) =>
    `${Math.round(x.cpuUsPerTransition)} µs CPU each; ${x.taskTransitions.toLocaleString('en')} task transitions in ${x.writes.toLocaleString('en')} stored writes (${Math.round(x.writesPerSecond).toLocaleString('en')} writes/s), ${x.cycles} cycles of ${TASKS} tasks, ${x.seconds.toFixed(2)} s`
  return [
    `${title}${r.store}`,
    `  task transitions, ${t.drivers} cycles at once: ${Math.round(t.perSecond).toLocaleString('en')}/s (target >= ${TRANSITIONS_TARGET.toLocaleString('en')}/s): ${t.verdict} -- ${detail(t)}`,
    `  task transitions, one command at a time: ${Math.round(q.perSecond).toLocaleString('en')}/s (each waits for its own commit) -- ${detail(q)}`,
    `  engine overhead, ${v.tasks}-task chain of no-op skills, start to completed: p50 ${v.p50Ms.toFixed(1)} ms, worst ${v.maxMs.toFixed(1)} ms` +
      ` (target <= ${OVERHEAD_TARGET_MS} ms): ${v.verdict} -- ${v.cycles} cycles, one after another, run by WorkstreamWorker passes`,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick')
  console.log(formatWorkstreamsEngine(await benchWorkstreamsEngine({ quick })).join('\n'))
  console.log(
    formatWorkstreamsEngine(await benchWorkstreamsEngine({ quick, location: 'memory' }), 'For comparison, ').join('\n'),
  )
}
