// Test support: cycles of a small template (A reads; B writes after A, behind a 1-of-M approval; C reads after B),
// driven into every state through the decider alone.
import type { Actor, Cycle, CycleEvent, TaskDefinition, TemplateDefinition } from '../../store/ports/index.ts'
import { decide, type Command } from '../decider.ts'
import { newCycle } from '../new-cycle.ts'

export const T0 = new Date('2026-03-01T00:00:00.000Z')
export const OWNER = 'usr_owner'
export const ALICE: Actor = { kind: 'user', id: 'usr_alice', keyId: null }
export const BOB: Actor = { kind: 'user', id: 'usr_bob', keyId: null }
export const OWNER_ACTOR: Actor = { kind: 'user', id: OWNER, keyId: null }
export const LEASE_MS = 30_000

export function task(key: string, over: Partial<TaskDefinition> = {}): TaskDefinition {
  return {
    key,
    name: key,
    skill: `skill.${key.toLowerCase()}`,
    writes: false,
    input: {},
    dependsOn: [],
    approval: null,
    retry: { maxAttempts: 2, backoffSeconds: 2 },
    onFailure: 'block',
    ...over,
  }
}

export const DEFINITION: TemplateDefinition = {
  tasks: [
    task('A'),
    task('B', {
      writes: true,
      dependsOn: ['A'],
      approval: { required: 1, approvers: null, distinctFromPreparer: true },
    }),
    task('C', { dependsOn: ['B'] }),
  ],
}

export function fresh(definition: TemplateDefinition = DEFINITION, writesEnabled = true): Cycle {
  return newCycle({
    id: 'cyc_test',
    organizationId: 'org_test',
    workspaceId: null,
    workplanId: 'wpl_test',
    templateId: 'wst_test',
    templateVersion: 1,
    definition,
    clientId: '00000000-0000-4000-8000-000000000001',
    period: '2026-02',
    ownerUserId: OWNER,
    ownerPermissions: ['service:full'],
    inputs: {},
    writesEnabled,
    createdBy: OWNER_ACTOR,
    now: T0,
  }).cycle
}

/** Every history event the helpers below produced, for the transition-coverage check. */
export const seen: CycleEvent[] = []

/** Applies commands in order, `ms` after T0 (each may give its own time and actor). */
export function run(c: Cycle, steps: (Command | [Command, Actor] | [Command, Actor, number])[], ms = 0): Cycle {
  let cur = c
  for (const s of steps) {
    const [cmd, actor, at] = Array.isArray(s) ? s : [s, undefined, undefined]
    const d = decide(cur, cmd, new Date(T0.getTime() + (at ?? ms)), actor)
    seen.push(...d.events)
    cur = d.cycle
  }
  return cur
}

export const claim = (key: string): Command => ({ type: 'claim', taskKey: key, owner: 'worker-1', leaseMs: LEASE_MS })
export const complete = (c: Cycle, key: string): Command => ({
  type: 'complete',
  taskKey: key,
  epoch: c.tasks.find((t) => t.key === key)!.epoch,
  output: { ok: key },
  preparedBy: OWNER,
})
export const fail = (c: Cycle, key: string, retryable = false): Command => ({
  type: 'fail',
  taskKey: key,
  epoch: c.tasks.find((t) => t.key === key)!.epoch,
  error: { code: 'boom', message: 'it broke' },
  retryable,
})
export const TICK: Command = { type: 'tick' }

/** Claims a task and completes it. */
export function finish(c: Cycle, key: string): Cycle {
  const claimed = run(c, [claim(key)])
  return run(claimed, [complete(claimed, key)])
}

/** The cycle in each state the command table covers. */
export function states(): Record<string, Cycle> {
  const queued = fresh()
  const runningIdle = run(queued, [TICK])
  const runningBusy = run(runningIdle, [claim('A')])
  const bReady = finish(runningIdle, 'A')
  const waiting = finish(bReady, 'B')
  const blocked = run(runningBusy, [fail(runningBusy, 'A')])
  const pausing = run(runningBusy, [{ type: 'pause', mode: 'drain', reason: null }])
  const paused = run(runningIdle, [{ type: 'pause', mode: 'drain', reason: 'month-end hold' }])
  const pausedQueued = run(queued, [{ type: 'pause', mode: 'drain', reason: null }])
  const cancelling = run(runningBusy, [{ type: 'cancel', reason: null }])
  const completed = run(
    finish(run(waiting, [[{ type: 'decide', taskKey: 'B', decision: 'approve', comment: 'ok' }, ALICE]]), 'C'),
    [],
  )
  const failedCycle = fresh({
    tasks: [task('A', { onFailure: 'fail_cycle', retry: { maxAttempts: 1, backoffSeconds: 1 } })],
  })
  const failing = run(failedCycle, [TICK, claim('A')])
  const failed = run(failing, [fail(failing, 'A')])
  const cancelled = run(queued, [{ type: 'cancel', reason: 'wrong period' }])
  return {
    queued,
    runningIdle,
    runningBusy,
    waiting,
    blocked,
    pausing,
    paused,
    pausedQueued,
    cancelling,
    completed,
    failed,
    cancelled,
  }
}
