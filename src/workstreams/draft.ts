// A decision in the making: a copy of the cycle that commands change, and the history events each change appends
// (one per transition, with its actor and a per-cycle seq). Pure: the clock reading and the actor come in.
import type { Actor, Cycle, CycleEvent, CycleStatus, CycleTask, TaskStatus, WaitingOn } from '../store/ports/index.ts'

/** A command refused in the state the cycle is in; the REST layer turns `code` into the error envelope. */
export class CommandRefused extends Error {
  readonly code:
    | 'invalid_state_transition'
    | 'lease_lost'
    | 'task_not_found'
    | 'self_approval_forbidden'
    | 'approver_not_eligible'
    | 'approval_already_decided'
  /** The status of what the command addressed (the cycle, or the task for task commands). */
  readonly currentState: string | null
  /** The request field at fault (task_key for task commands). */
  readonly param: string | null
  constructor(
    code: CommandRefused['code'],
    message: string,
    currentState: string | null = null,
    param: string | null = null,
  ) {
    super(message)
    this.name = 'CommandRefused'
    this.code = code
    this.currentState = currentState
    this.param = param
  }
}

export const SYSTEM: Actor = { kind: 'system', id: 'engine', keyId: null }

export class Draft {
  readonly cycle: Cycle
  readonly now: Date
  readonly nowIso: string
  readonly actor: Actor
  readonly events: CycleEvent[] = []
  /** Lost workers a task may have in one series before it fails worker_lost. */
  readonly maxLostAttempts: number

  constructor(cycle: Cycle, now: Date, actor: Actor, maxLostAttempts: number) {
    this.maxLostAttempts = maxLostAttempts
    this.cycle = structuredClone(cycle)
    this.now = now
    this.nowIso = now.toISOString()
    this.actor = actor
  }

  task(key: string): CycleTask {
    const t = this.cycle.tasks.find((x) => x.key === key)
    if (!t)
      throw new CommandRefused(
        'task_not_found',
        `No task ${key.slice(0, 64)} in cycle ${this.cycle.id}.`,
        null,
        'task_key',
      )
    return t
  }

  emit(type: string, data: Record<string, unknown>, actor: Actor = this.actor): void {
    const c = this.cycle
    c.eventSeq += 1
    this.events.push({
      cycleId: c.id,
      organizationId: c.organizationId,
      seq: c.eventSeq,
      type,
      actor,
      at: this.now,
      data,
    })
  }

  /** Moves a task, recording the transition (and why) in the history. */
  moveTask(
    t: CycleTask,
    to: TaskStatus,
    waitingOn: WaitingOn | null,
    extra: Record<string, unknown> = {},
    actor: Actor = this.actor,
  ): void {
    const from = t.status
    const fromWaiting = t.waitingOn
    t.status = to
    t.waitingOn = to === 'waiting' ? waitingOn : null
    if (to === 'succeeded' || to === 'failed' || to === 'skipped' || to === 'cancelled') t.finishedAt = this.nowIso
    if (to !== 'running') t.lease = null
    this.emit(
      'task.status',
      {
        task_key: t.key,
        from,
        to,
        ...(from === 'waiting' ? { from_waiting_on: fromWaiting } : {}),
        ...(to === 'waiting' ? { waiting_on: waitingOn } : {}),
        revision: t.revision,
        attempt: t.attempt,
        ...extra,
      },
      actor,
    )
  }

  moveCycle(to: CycleStatus, extra: Record<string, unknown> = {}, actor: Actor = this.actor): void {
    const from = this.cycle.status
    if (from === to) return
    this.cycle.status = to
    this.emit('cycle.status', { from, to, ...extra }, actor)
  }
}
