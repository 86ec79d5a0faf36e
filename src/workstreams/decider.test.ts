// The command table (README.md) cell by cell, every worker event, and a check that the decider makes exactly the
// transitions states.ts lists: each listed transition is reached by some test here, and none other is made.
import { afterAll, describe, expect, it } from 'vitest'
import type { Cycle } from '../store/ports/index.ts'
import { decide, type Command } from './decider.ts'
import { CommandRefused } from './draft.ts'
import { CYCLE_TRANSITIONS, TASK_TRANSITIONS } from './states.ts'
import {
  ALICE,
  BOB,
  DEFINITION,
  OWNER_ACTOR,
  T0,
  TICK,
  claim,
  complete,
  fail,
  finish,
  fresh,
  run,
  seen,
  states,
  task,
} from './testing/cycles.ts'

const PAUSE: Command = { type: 'pause', mode: 'drain', reason: null }
const PAUSE_NOW: Command = { type: 'pause', mode: 'immediate', reason: null }
const RESUME: Command = { type: 'resume' }
const CANCEL: Command = { type: 'cancel', reason: null }
const APPROVE: Command = { type: 'decide', taskKey: 'B', decision: 'approve', comment: 'ties to the TB' }
const REJECT: Command = { type: 'decide', taskKey: 'B', decision: 'reject', comment: 'accruals missing' }
const RETRY: Command = { type: 'retry_task', taskKey: 'A' }
const SKIP: Command = { type: 'skip_task', taskKey: 'A', justification: 'done by hand' }

const COMMANDS: Record<string, Command> = {
  pause: PAUSE,
  pause_immediate: PAUSE_NOW,
  resume: RESUME,
  cancel: CANCEL,
  approve: APPROVE,
  reject: REJECT,
  retry: RETRY,
  skip: SKIP,
}

/** Expected outcome: the cycle's next status, or `409:<current_state>` (with `:task_key` when a task was at fault). */
const TABLE: Record<string, Record<keyof typeof COMMANDS, string>> = {
  queued: {
    pause: 'paused',
    pause_immediate: 'paused',
    resume: '409:queued',
    cancel: 'cancelled',
    approve: '409:pending:task_key',
    reject: '409:pending:task_key',
    retry: '409:pending:task_key',
    skip: '409:pending:task_key',
  },
  runningIdle: {
    pause: 'paused',
    pause_immediate: 'paused',
    resume: '409:running',
    cancel: 'cancelled',
    approve: '409:pending:task_key',
    reject: '409:pending:task_key',
    retry: '409:ready:task_key',
    skip: '409:ready:task_key',
  },
  runningBusy: {
    pause: 'pausing',
    pause_immediate: 'paused',
    resume: '409:running',
    cancel: 'cancelling',
    approve: '409:pending:task_key',
    reject: '409:pending:task_key',
    retry: '409:running:task_key',
    skip: '409:running:task_key',
  },
  waiting: {
    pause: 'paused',
    pause_immediate: 'paused',
    resume: '409:waiting',
    cancel: 'cancelled',
    approve: 'running',
    reject: 'running',
    retry: '409:succeeded:task_key',
    skip: '409:succeeded:task_key',
  },
  blocked: {
    pause: 'paused',
    pause_immediate: 'paused',
    resume: '409:blocked',
    cancel: 'cancelled',
    approve: '409:pending:task_key',
    reject: '409:pending:task_key',
    retry: 'running',
    skip: 'running',
  },
  pausing: {
    pause: '409:pausing',
    pause_immediate: 'paused',
    resume: 'running',
    cancel: 'cancelling',
    approve: '409:pending:task_key',
    reject: '409:pending:task_key',
    retry: '409:running:task_key',
    skip: '409:running:task_key',
  },
  paused: {
    pause: '409:paused',
    pause_immediate: '409:paused',
    resume: 'running',
    cancel: 'cancelled',
    approve: '409:pending:task_key',
    reject: '409:pending:task_key',
    retry: '409:ready:task_key',
    skip: '409:ready:task_key',
  },
  pausedQueued: {
    pause: '409:paused',
    pause_immediate: '409:paused',
    resume: 'queued',
    cancel: 'cancelled',
    approve: '409:pending:task_key',
    reject: '409:pending:task_key',
    retry: '409:pending:task_key',
    skip: '409:pending:task_key',
  },
  cancelling: {
    pause: '409:cancelling',
    pause_immediate: '409:cancelling',
    resume: '409:cancelling',
    cancel: '409:cancelling',
    approve: '409:cancelling',
    reject: '409:cancelling',
    retry: '409:cancelling',
    skip: '409:cancelling',
  },
  completed: {
    pause: '409:completed',
    pause_immediate: '409:completed',
    resume: '409:completed',
    cancel: '409:completed',
    approve: '409:completed',
    reject: '409:completed',
    retry: '409:completed',
    skip: '409:completed',
  },
  failed: {
    pause: '409:failed',
    pause_immediate: '409:failed',
    resume: '409:failed',
    cancel: '409:failed',
    approve: '409:failed',
    reject: '409:failed',
    retry: '409:failed',
    skip: '409:failed',
  },
  cancelled: {
    pause: '409:cancelled',
    pause_immediate: '409:cancelled',
    resume: '409:cancelled',
    cancel: '409:cancelled',
    approve: '409:cancelled',
    reject: '409:cancelled',
    retry: '409:cancelled',
    skip: '409:cancelled',
  },
}

function outcome(c: Cycle, cmd: Command): string {
  try {
    const d = decide(c, cmd, new Date(T0.getTime() + 1000), cmd.type === 'decide' ? ALICE : OWNER_ACTOR)
    seen.push(...d.events)
    return d.cycle.status
  } catch (e) {
    if (!(e instanceof CommandRefused)) throw e
    expect(e.code).toBe('invalid_state_transition')
    return `409:${e.currentState}${e.param ? `:${e.param}` : ''}`
  }
}

describe('the command table', () => {
  const s = states()
  for (const [state, row] of Object.entries(TABLE)) {
    for (const [name, expected] of Object.entries(row)) {
      it(`${name} on a ${state} cycle → ${expected}`, () => {
        expect(s[state]!.status).toBe(
          state === 'runningIdle' || state === 'runningBusy' ? 'running' : state === 'pausedQueued' ? 'paused' : state,
        )
        expect(outcome(s[state]!, COMMANDS[name]!)).toBe(expected)
      })
    }
  }

  it('a refused command changes nothing', () => {
    const before = structuredClone(s.completed!)
    expect(() => decide(s.completed!, CANCEL, T0, OWNER_ACTOR)).toThrow(CommandRefused)
    expect(s.completed).toEqual(before)
  })
})

const statusOf = (c: Cycle, key: string) => {
  const t = c.tasks.find((x) => x.key === key)!
  return t.status === 'waiting' ? `waiting:${t.waitingOn}` : t.status
}
const refusal = (c: Cycle, cmd: Command, actor = OWNER_ACTOR): CommandRefused => {
  try {
    decide(c, cmd, new Date(T0.getTime() + 1000), actor)
  } catch (e) {
    if (e instanceof CommandRefused) return e
    throw e
  }
  throw new Error('not refused')
}

describe('worker events', () => {
  it('a tick admits a queued cycle and readies the tasks without dependencies; a second tick changes nothing', () => {
    const c = run(fresh(), [TICK])
    expect(c.status).toBe('running')
    expect(c.startedAt).toBe(T0.toISOString())
    expect([statusOf(c, 'A'), statusOf(c, 'B'), statusOf(c, 'C')]).toEqual(['ready', 'pending', 'pending'])
    expect(c.wakeAt).toEqual(T0)
    const again = decide(c, TICK, T0)
    expect(again.changed).toBe(false)
    expect(again.events).toEqual([])
  })

  it('only a tick admits: other commands leave a queued cycle queued', () => {
    const d = decide(fresh(), { type: 'set_writes', enabled: false }, T0, OWNER_ACTOR)
    expect(d.cycle.status).toBe('queued')
  })

  it('claims a ready task with a lease and a new epoch; refuses a second claim and a claim in a cycle that is not running', () => {
    const c = run(fresh(), [TICK, claim('A')])
    const a = c.tasks[0]!
    expect(a).toMatchObject({
      status: 'running',
      attempt: 1,
      epoch: 1,
      lease: { owner: 'worker-1', epoch: 1, expiresAt: '2026-03-01T00:00:30.000Z' },
    })
    expect(c.wakeAt).toEqual(new Date('2026-03-01T00:00:30.000Z'))
    expect(refusal(c, claim('A'))).toMatchObject({
      code: 'invalid_state_transition',
      currentState: 'running',
      param: 'task_key',
    })
    expect(refusal(fresh(), claim('A'))).toMatchObject({ code: 'invalid_state_transition', currentState: 'queued' })
    expect(refusal(c, claim('Z'))).toMatchObject({ code: 'task_not_found', param: 'task_key' })
  })

  it('a heartbeat extends the lease without a transition (rev moves, version does not)', () => {
    const c = run(fresh(), [TICK, claim('A')])
    const d = decide(c, { type: 'heartbeat', taskKey: 'A', epoch: 1, leaseMs: 30_000 }, new Date(T0.getTime() + 20_000))
    expect(d.events).toEqual([])
    expect(d.cycle.rev).toBe(c.rev + 1)
    expect(d.cycle.version).toBe(c.version)
    expect(d.cycle.tasks[0]!.lease!.expiresAt).toBe('2026-03-01T00:00:50.000Z')
    expect(refusal(c, { type: 'heartbeat', taskKey: 'A', epoch: 0, leaseMs: 1 })).toMatchObject({ code: 'lease_lost' })
  })

  it('completes a task and readies its dependants; a write task waits for approval with its preparer recorded', () => {
    const c = finish(run(fresh(), [TICK]), 'A')
    expect([statusOf(c, 'A'), statusOf(c, 'B')]).toEqual(['succeeded', 'ready'])
    const b = finish(c, 'B')
    expect(b.status).toBe('waiting')
    expect(b.tasks[1]).toMatchObject({
      status: 'waiting',
      waitingOn: 'approval',
      preparedBy: 'usr_owner',
      output: { ok: 'B' },
    })
    expect(b.wakeAt).toBeNull()
  })

  it('retries a retryable failure after its backoff, then blocks the cycle when attempts run out; a lost epoch is refused', () => {
    const c = run(fresh(), [TICK, claim('A')])
    const r = run(c, [fail(c, 'A', true)])
    expect(statusOf(r, 'A')).toBe('waiting:timer')
    expect(r.status).toBe('waiting')
    expect(r.tasks[0]!.notBefore).toBe('2026-03-01T00:00:02.000Z')
    expect(r.wakeAt).toEqual(new Date('2026-03-01T00:00:02.000Z'))
    expect(run(r, [TICK], 1999).tasks[0]!.status).toBe('waiting')
    const again = run(r, [TICK, claim('A')], 2000)
    expect(again.tasks[0]).toMatchObject({ status: 'running', attempt: 2, epoch: 2 })
    expect(refusal(again, { ...fail(again, 'A'), epoch: 1 } as Command)).toMatchObject({ code: 'lease_lost' })
    const blocked = run(again, [fail(again, 'A', true)], 2000)
    expect(blocked.status).toBe('blocked')
    expect(blocked.tasks[0]).toMatchObject({ status: 'failed', error: { code: 'boom' } })
  })

  it("a refusal that is not the task's fault (a limit, its key still held) waits without using an attempt", () => {
    const c = run(fresh(), [TICK, claim('A')])
    const r = run(c, [{ ...fail(c, 'A', true), waitMs: 5000 } as Command])
    expect(r.tasks[0]).toMatchObject({
      status: 'waiting',
      waitingOn: 'timer',
      attempt: 0,
      notBefore: '2026-03-01T00:00:05.000Z',
    })
    for (let i = 0; i < 5; i++) {
      const again = run(r, [TICK, claim('A')], 5000)
      expect(run(again, [{ ...fail(again, 'A', true), waitMs: 1000 } as Command], 5000).tasks[0]).toMatchObject({
        status: 'waiting',
        attempt: 0,
      })
    }
  })

  it('reclaims a task whose lease expired without using an attempt, and fails it after five lost workers', () => {
    let c = run(fresh(), [TICK, claim('A')])
    for (let i = 1; i <= 5; i++) {
      const at = i * 60_000
      c = run(c, [TICK], at)
      if (i < 5) {
        expect(c.tasks[0]).toMatchObject({ status: 'ready', attempt: 0, lostAttempts: i })
        c = run(c, [claim('A')], at)
      }
    }
    expect(c.tasks[0]).toMatchObject({ status: 'failed', error: { code: 'worker_lost' } })
    expect(c.status).toBe('blocked')
  })

  it('drains a pause: pausing until the in-flight task finishes, then paused; its result is kept', () => {
    const s = states()
    const done = run(s.pausing!, [complete(s.pausing!, 'A')])
    expect(done.status).toBe('paused')
    expect(statusOf(done, 'A')).toBe('succeeded')
    expect(done.wakeAt).toBeNull()
    expect(run(done, [RESUME]).status).toBe('running')
  })

  it("an immediate pause gives the attempt back and refuses the stopped worker's late result", () => {
    const s = states()
    const p = run(s.runningBusy!, [PAUSE_NOW])
    expect(p.tasks[0]).toMatchObject({ status: 'ready', attempt: 0, lease: null })
    expect(refusal(p, complete(s.runningBusy!, 'A'))).toMatchObject({ code: 'lease_lost' })
  })

  it('cancelling waits for the in-flight task, records its result, then cancels the rest', () => {
    const s = states()
    const c = run(s.cancelling!, [complete(s.cancelling!, 'A')])
    expect(c.status).toBe('cancelled')
    expect([statusOf(c, 'A'), statusOf(c, 'B'), statusOf(c, 'C')]).toEqual(['succeeded', 'cancelled', 'cancelled'])
    expect(c.completedAt).not.toBeNull()
  })

  it('a failure in flight while cancelling is recorded and not retried', () => {
    const s = states()
    const c = run(s.cancelling!, [fail(s.cancelling!, 'A', true)])
    expect(c.status).toBe('cancelled')
    expect(statusOf(c, 'A')).toBe('failed')
  })

  it('an expired lease while cancelling cancels the task', () => {
    const s = states()
    expect(run(s.cancelling!, [TICK], 60_000).status).toBe('cancelled')
  })

  it('fail_cycle ends the cycle and cancels work in flight; continue lets it complete with exceptions, skipping dependants', () => {
    const def = {
      tasks: [task('A', { onFailure: 'fail_cycle', retry: { maxAttempts: 1, backoffSeconds: 1 } }), task('B')],
    }
    const c = run(fresh(def), [TICK, claim('A'), claim('B')])
    const f = run(c, [fail(c, 'A')])
    expect(f.status).toBe('failed')
    expect(f.error).toEqual({ code: 'boom', message: 'it broke', taskKey: 'A' })
    expect(statusOf(f, 'B')).toBe('cancelled')
    expect(refusal(f, complete(c, 'B'))).toMatchObject({ code: 'lease_lost' })

    const cont = {
      tasks: [
        task('A', { onFailure: 'continue', retry: { maxAttempts: 1, backoffSeconds: 1 } }),
        task('B', { dependsOn: ['A'] }),
        task('D'),
      ],
    }
    const k = run(fresh(cont), [TICK, claim('A')])
    const k2 = run(k, [fail(k, 'A')])
    expect(statusOf(k2, 'B')).toBe('skipped')
    const end = finish(k2, 'D')
    expect(end).toMatchObject({ status: 'completed', outcome: 'with_exceptions' })
  })

  it('a skip with a justification lets dependants run and marks the outcome with exceptions', () => {
    const s = states()
    const c = run(s.blocked!, [SKIP])
    expect(c.tasks[0]).toMatchObject({ status: 'skipped', justification: 'done by hand' })
    const b = finish(c, 'B')
    const end = finish(run(b, [[APPROVE, ALICE]]), 'C')
    expect(end).toMatchObject({ status: 'completed', outcome: 'with_exceptions' })
  })
})

describe('approvals', () => {
  const gated = (required: number, approvers: string[] | null, distinct: boolean) => {
    const def = { tasks: [task('A', { approval: { required, approvers, distinctFromPreparer: distinct } })] }
    return finish(run(fresh(def), [TICK]), 'A')
  }
  const approve = (comment = 'ok'): Command => ({ type: 'decide', taskKey: 'A', decision: 'approve', comment })

  it('N of M: the task succeeds on the Nth approval, each recorded with its actor and comment', () => {
    const c = gated(2, ['usr_alice', 'usr_bob', 'usr_carol'], true)
    const one = run(c, [[approve('first'), ALICE]])
    expect(one.status).toBe('waiting')
    expect(one.tasks[0]!.decisions).toHaveLength(1)
    const two = run(one, [[approve('second'), BOB]])
    expect(two.status).toBe('completed')
    const decided = seen.filter((e) => e.type === 'approval.decided' && e.data.comment === 'second')
    expect(decided[0]).toMatchObject({
      actor: BOB,
      data: { decision: 'approve', approvals: 2, required: 2, revision: 1 },
    })
  })

  it('refuses the preparer when the gate says so, a non-approver, a key without a creator, and a second decision', () => {
    const c = gated(2, null, true)
    expect(refusal(c, approve(), OWNER_ACTOR)).toMatchObject({ code: 'self_approval_forbidden' })
    expect(refusal(gated(1, ['usr_bob'], false), approve(), ALICE)).toMatchObject({ code: 'approver_not_eligible' })
    expect(refusal(c, approve(), { kind: 'user', id: 'svc_key_1', keyId: 'key_1' })).toMatchObject({
      code: 'approver_not_eligible',
    })
    const once = run(c, [[approve(), ALICE]])
    expect(refusal(once, approve(), ALICE)).toMatchObject({ code: 'approval_already_decided', param: 'task_key' })
    expect(run(gated(1, null, false), [[approve(), OWNER_ACTOR]]).status).toBe('completed')
  })

  it('a reject sends the work back to the preparing task as a new revision; decisions start over', () => {
    const c = gated(2, null, false)
    const partly = run(c, [[approve(), ALICE]])
    const back = run(partly, [
      [{ type: 'decide', taskKey: 'A', decision: 'reject', comment: 'redo the accruals' }, BOB],
    ])
    expect(back.status).toBe('running')
    expect(back.tasks[0]).toMatchObject({ status: 'ready', revision: 2, attempt: 0, output: null, decisions: [] })
    const redone = finish(back, 'A')
    expect(redone.tasks[0]).toMatchObject({ status: 'waiting', waitingOn: 'approval', revision: 2 })
    expect(run(run(redone, [[approve(), ALICE]]), [[approve(), BOB]]).status).toBe('completed')
  })

  it('a decision while paused is recorded; what it releases waits for the resume', () => {
    const p = run(states().waiting!, [PAUSE])
    const d = run(p, [[APPROVE, ALICE]])
    expect(d.status).toBe('paused')
    expect([statusOf(d, 'B'), statusOf(d, 'C')]).toEqual(['succeeded', 'ready'])
    expect(d.wakeAt).toBeNull()
    expect(refusal(d, claim('C'))).toMatchObject({ currentState: 'paused' })
    expect(run(d, [RESUME]).status).toBe('running')
  })
})

describe('writes disabled', () => {
  it('a write task waits on writes; the cycle shows waiting and continues when writes are enabled', () => {
    const c = finish(run(fresh(DEFINITION, false), [TICK]), 'A')
    expect(statusOf(c, 'B')).toBe('waiting:writes')
    expect(c.status).toBe('waiting')
    expect(c.wakeAt).toBeNull()
    const on = run(c, [{ type: 'set_writes', enabled: true }])
    expect(statusOf(on, 'B')).toBe('ready')
    expect(on.status).toBe('running')
    const off = run(on, [{ type: 'set_writes', enabled: false }])
    expect(statusOf(off, 'B')).toBe('waiting:writes')
    expect(decide(off, { type: 'set_writes', enabled: false }, T0).changed).toBe(false)
  })

  it('a write task already running finishes', () => {
    const c = run(finish(run(fresh(), [TICK]), 'A'), [claim('B')])
    const off = run(c, [{ type: 'set_writes', enabled: false }])
    expect(statusOf(off, 'B')).toBe('running')
  })
})

describe('the remaining transitions', () => {
  const one = (over: Parameters<typeof task>[1] = {}) => ({ tasks: [task('A', over)] })
  const APPROVE_A: Command = { type: 'decide', taskKey: 'A', decision: 'approve', comment: 'ok' }

  it('queued → waiting: admitted with only write tasks while writes are disabled', () => {
    expect(run(fresh(one({ writes: true }), false), [TICK]).status).toBe('waiting')
  })

  it('blocked → waiting and blocked → completed: a skip leaves only an approval, or nothing', () => {
    const def = {
      tasks: [
        task('A', { retry: { maxAttempts: 1, backoffSeconds: 1 } }),
        task('B', { approval: { required: 1, approvers: null, distinctFromPreparer: false } }),
      ],
    }
    const c = finish(run(fresh(def), [TICK, claim('A')]), 'B')
    const blocked = run(c, [fail(c, 'A')])
    expect(blocked.status).toBe('blocked')
    expect(run(blocked, [SKIP]).status).toBe('waiting')
    const single = run(fresh(one({ retry: { maxAttempts: 1, backoffSeconds: 1 } })), [TICK, claim('A')])
    expect(run(run(single, [fail(single, 'A')]), [SKIP]).status).toBe('completed')
  })

  it('pausing → completed and pausing → failed: the drained task was the last, or failed the cycle', () => {
    const c = run(fresh(one({ onFailure: 'fail_cycle', retry: { maxAttempts: 1, backoffSeconds: 1 } })), [
      TICK,
      claim('A'),
      PAUSE,
    ])
    expect(c.status).toBe('pausing')
    expect(run(c, [complete(c, 'A')]).status).toBe('completed')
    expect(run(c, [fail(c, 'A')]).status).toBe('failed')
  })

  it('paused → waiting, paused → blocked on resume; paused → completed by the last approval', () => {
    const s = states()
    expect(run(run(s.waiting!, [PAUSE]), [RESUME]).status).toBe('waiting')
    expect(run(run(s.blocked!, [PAUSE]), [RESUME]).status).toBe('blocked')
    const gated = finish(
      run(fresh(one({ approval: { required: 1, approvers: null, distinctFromPreparer: false } })), [TICK]),
      'A',
    )
    expect(run(run(gated, [PAUSE]), [[APPROVE_A, ALICE]]).status).toBe('completed')
  })
})

describe('history', () => {
  it('numbers events 1, 2, 3, … per cycle, bumps the version once per transition, and names the actor', () => {
    const c = fresh()
    const d1 = decide(c, TICK, T0)
    const d2 = decide(d1.cycle, PAUSE, T0, ALICE)
    expect([...d1.events, ...d2.events].map((e) => e.seq)).toEqual([2, 3, 4])
    expect(d2.events.at(-1)).toMatchObject({
      type: 'cycle.status',
      actor: ALICE,
      data: { from: 'running', to: 'paused', mode: 'drain' },
    })
    expect([d1.cycle.version, d2.cycle.version]).toEqual([2, 3])
    expect(d2.terminal).toBe(false)
    expect(decide(d2.cycle, CANCEL, T0, ALICE).terminal).toBe(true)
  })
})

describe('input tasks', () => {
  const SCHEMA = { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } } }
  const DEF = {
    tasks: [
      task('A'),
      task('IN', { kind: 'input', inputSchema: SCHEMA, dependsOn: ['A'] }),
      task('GATED', {
        kind: 'input',
        inputSchema: SCHEMA,
        dependsOn: ['IN'],
        approval: { required: 1, approvers: null, distinctFromPreparer: true },
      }),
      task('C', { dependsOn: ['GATED'] }),
    ],
  }
  const supply = (key: string, amount = 1): Command => ({ type: 'supply_input', taskKey: key, value: { amount } })
  const refused = (c: Cycle, cmd: Command, actor = ALICE): string => {
    try {
      decide(c, cmd, T0, actor)
      return 'accepted'
    } catch (e) {
      if (!(e instanceof CommandRefused)) throw e
      return `${e.code}:${e.currentState}${e.param ? `:${e.param}` : ''}`
    }
  }
  const t = (c: Cycle, key: string) => c.tasks.find((x) => x.key === key)!

  it('waits on input once its dependencies are met; the value supplied becomes its output and the cycle goes on', () => {
    let c = run(fresh(DEF), [TICK])
    expect(refused(c, supply('IN'))).toBe('invalid_state_transition:pending:task_key')
    c = finish(c, 'A')
    expect(t(c, 'IN')).toMatchObject({ status: 'waiting', waitingOn: 'input' })
    expect(c.status).toBe('waiting')
    expect(c.wakeAt).toBeNull() // nothing for a worker to do: only a person moves it
    expect(refused(c, claim('IN'))).toBe('invalid_state_transition:waiting') // the cycle is waiting: nothing to claim
    const d = decide(c, supply('IN', 42), T0, ALICE)
    seen.push(...d.events)
    c = d.cycle
    expect(d.events.map((e) => e.type)).toEqual(['input.received', 'task.status', 'task.status'])
    expect(d.events[0]).toMatchObject({ actor: ALICE, data: { task_key: 'IN', revision: 1 } })
    expect(t(c, 'IN')).toMatchObject({ status: 'succeeded', output: { amount: 42 }, preparedBy: ALICE.id })
    expect(t(c, 'GATED')).toMatchObject({ status: 'waiting', waitingOn: 'input' })
    // Illegal: a second value, a value for a skill task, for a task waiting on something else.
    expect(refused(c, supply('IN'))).toBe('invalid_state_transition:succeeded:task_key')
    expect(refused(c, supply('A'))).toBe('invalid_state_transition:succeeded:task_key')
    expect(refused(c, supply('NOPE'))).toBe('task_not_found:null:task_key')
    // A gated input waits on approval (by someone else); a reject asks for the value again as a new revision.
    c = run(c, [[supply('GATED', 7), ALICE]])
    expect(t(c, 'GATED')).toMatchObject({ status: 'waiting', waitingOn: 'approval', preparedBy: ALICE.id })
    expect(refused(c, supply('GATED'))).toBe('invalid_state_transition:waiting:task_key')
    expect(refused(c, { type: 'decide', taskKey: 'GATED', decision: 'approve', comment: 'mine' }, ALICE)).toBe(
      'self_approval_forbidden:null',
    )
    c = run(c, [[{ type: 'decide', taskKey: 'GATED', decision: 'reject', comment: 'wrong month' }, BOB]])
    expect(t(c, 'GATED')).toMatchObject({ status: 'waiting', waitingOn: 'input', revision: 2, output: null })
    c = run(c, [
      [supply('GATED', 8), ALICE],
      [{ type: 'decide', taskKey: 'GATED', decision: 'approve', comment: 'ok' }, BOB],
    ])
    expect(t(c, 'GATED')).toMatchObject({ status: 'succeeded', output: { amount: 8 }, revision: 2 })
    expect(t(c, 'C').status).toBe('ready')
    expect(c.status).toBe('running')
  })

  it('records input while paused (what it releases waits for resume); refuses it in a cancelling or finished cycle', () => {
    let c = finish(run(fresh(DEF), [TICK]), 'A')
    c = run(c, [PAUSE, [supply('IN'), ALICE]])
    expect(c.status).toBe('paused')
    expect(t(c, 'IN').status).toBe('succeeded')
    expect(t(c, 'GATED')).toMatchObject({ status: 'waiting', waitingOn: 'input' })
    c = run(c, [RESUME])
    expect(c.status).toBe('waiting')
    const cancelled = run(c, [CANCEL])
    expect(cancelled.status).toBe('cancelled')
    expect(t(cancelled, 'GATED').status).toBe('cancelled')
    expect(refused(cancelled, supply('GATED'))).toBe('invalid_state_transition:cancelled')
    const busy = run(fresh(DEF), [TICK, claim('A'), CANCEL])
    expect(busy.status).toBe('cancelling')
    expect(refused(busy, supply('IN'))).toBe('invalid_state_transition:cancelling')
  })
})

afterAll(() => {
  // Every transition made is listed, and every listed transition was made.
  const cycleMoves = new Set<string>()
  const taskMoves = new Set<string>()
  for (const e of seen) {
    const { from, to } = e.data as { from: string | null; to: string }
    if (from === null) continue
    if (e.type === 'cycle.status') cycleMoves.add(`${from}>${to}`)
    if (e.type === 'task.status') taskMoves.add(`${from}>${to}`)
  }
  const listed = (t: Readonly<Record<string, readonly string[]>>) =>
    new Set(Object.entries(t).flatMap(([f, tos]) => tos.map((x) => `${f}>${x}`)))
  expect(
    [...cycleMoves].filter((m) => !listed(CYCLE_TRANSITIONS).has(m)),
    'cycle transitions made but not listed',
  ).toEqual([])
  expect(
    [...taskMoves].filter((m) => !listed(TASK_TRANSITIONS).has(m)),
    'task transitions made but not listed',
  ).toEqual([])
  expect(
    {
      cycle: [...listed(CYCLE_TRANSITIONS)].filter((m) => !cycleMoves.has(m)),
      task: [...listed(TASK_TRANSITIONS)].filter((m) => !taskMoves.has(m)),
    },
    'transitions listed but never made',
  ).toEqual({ cycle: [], task: [] })
})
