// The decider: (cycle, command, time, actor) → the next cycle and the history events of every transition, or a
// refusal naming the state the command met. Pure (no I/O, no clock of its own), so every transition and every
// refusal is tested directly (decider.test.ts); the engine stores the result with a compare-and-set on `rev`.
// The command table it implements is in README.md.
import type { Actor, Cycle, CycleEvent, CycleTask } from '../store/ports/index.ts'
import { CommandRefused, Draft, SYSTEM } from './draft.ts'
import { MAX_LOST_ATTEMPTS, failTask, settle } from './settle.ts'
import { isTerminal } from './states.ts'

export type Command =
  /** A worker's look at the cycle: admit it, reclaim expired leases, fire retry timers, promote dependencies. */
  | { type: 'tick' }
  | { type: 'claim'; taskKey: string; owner: string; leaseMs: number }
  | { type: 'heartbeat'; taskKey: string; epoch: number; leaseMs: number }
  | { type: 'complete'; taskKey: string; epoch: number; output: Record<string, unknown>; preparedBy: string }
  | {
      type: 'fail'
      taskKey: string
      epoch: number
      error: { code: string; message: string }
      retryable: boolean
      /** Not the task's fault (a limit, or its key still held by a vanished attempt): wait this long, no attempt used. */
      waitMs?: number
    }
  | { type: 'pause'; mode: 'drain' | 'immediate'; reason: string | null }
  | { type: 'resume' }
  | { type: 'cancel'; reason: string | null }
  | { type: 'decide'; taskKey: string; decision: 'approve' | 'reject'; comment: string }
  | { type: 'retry_task'; taskKey: string }
  | { type: 'skip_task'; taskKey: string; justification: string }
  /** The value an input task waits on (already checked against its schema); it becomes the task's output. */
  | { type: 'supply_input'; taskKey: string; value: Record<string, unknown> }
  | { type: 'set_writes'; enabled: boolean }

export interface Decision {
  cycle: Cycle
  events: CycleEvent[]
  /** Anything to store (a tick with nothing to do, or a repeated write-status, changes nothing). */
  changed: boolean
  /** The cycle reached completed, failed or cancelled with this decision (its webhook goes in the same write). */
  terminal: boolean
}

const refuse = (c: Cycle, what: string): never => {
  throw new CommandRefused('invalid_state_transition', `Cannot ${what} a cycle that is ${c.status}.`, c.status)
}
const refuseTask = (t: CycleTask, what: string): never => {
  throw new CommandRefused(
    'invalid_state_transition',
    `Cannot ${what} task ${t.key}: it is ${t.status}${t.waitingOn ? ` (waiting on ${t.waitingOn})` : ''}.`,
    t.status,
    'task_key',
  )
}

function leased(d: Draft, key: string, epoch: number): CycleTask {
  const t = d.task(key)
  if (t.status !== 'running' || t.lease?.epoch !== epoch) {
    throw new CommandRefused(
      'lease_lost',
      `The claim ${epoch} on task ${key} is no longer current.`,
      t.status,
      'task_key',
    )
  }
  return t
}

/** Operator commands act on open cycles; a cycle being cancelled takes no other command. */
function open(d: Draft, what: string): void {
  if (isTerminal(d.cycle.status) || d.cycle.status === 'cancelling') refuse(d.cycle, what)
}

function apply(d: Draft, cmd: Command): void {
  const c = d.cycle
  switch (cmd.type) {
    case 'tick':
      return
    case 'claim': {
      const t = d.task(cmd.taskKey)
      if (c.status !== 'running') refuse(c, 'claim work in')
      if (t.status !== 'ready') refuseTask(t, 'claim')
      t.epoch += 1
      t.attempt += 1
      t.startedAt ??= d.nowIso
      t.lease = { owner: cmd.owner, epoch: t.epoch, expiresAt: new Date(d.now.getTime() + cmd.leaseMs).toISOString() }
      d.moveTask(t, 'running', null, { worker: cmd.owner })
      return
    }
    case 'heartbeat': {
      const t = leased(d, cmd.taskKey, cmd.epoch)
      t.lease = { ...t.lease!, expiresAt: new Date(d.now.getTime() + cmd.leaseMs).toISOString() }
      return
    }
    case 'complete': {
      const t = leased(d, cmd.taskKey, cmd.epoch)
      t.output = cmd.output
      t.outputRef = null // a large one is moved out of the record when stored (outputs.ts)
      t.error = null
      t.preparedBy = cmd.preparedBy
      const gate = c.definition.tasks.find((x) => x.key === t.key)!.approval
      if (gate && !c.cancelRequest) d.moveTask(t, 'waiting', 'approval', { required: gate.required })
      else d.moveTask(t, 'succeeded', null)
      return
    }
    case 'fail': {
      const t = leased(d, cmd.taskKey, cmd.epoch)
      const policy = c.definition.tasks.find((x) => x.key === t.key)!.retry
      if (cmd.waitMs !== undefined && !c.cancelRequest) {
        t.attempt = Math.max(0, t.attempt - 1)
        t.error = cmd.error
        t.notBefore = new Date(d.now.getTime() + cmd.waitMs).toISOString()
        d.moveTask(t, 'waiting', 'timer', { error: cmd.error, not_before: t.notBefore, attempt_used: false })
      } else if (cmd.retryable && t.attempt < policy.maxAttempts && !c.cancelRequest) {
        t.error = cmd.error
        t.notBefore = new Date(d.now.getTime() + policy.backoffSeconds * 1000 * 2 ** (t.attempt - 1)).toISOString()
        d.moveTask(t, 'waiting', 'timer', { error: cmd.error, not_before: t.notBefore })
      } else {
        failTask(d, t, cmd.error)
      }
      return
    }
    case 'pause': {
      if (c.status === 'paused' || (c.status === 'pausing' && cmd.mode === 'drain')) refuse(c, 'pause')
      open(d, 'pause')
      c.pause = { mode: cmd.mode, by: d.actor, at: d.nowIso, reason: cmd.reason }
      if (cmd.mode === 'immediate') {
        // In-flight attempts are given back: their workers are told to stop, and their results will be refused.
        for (const t of c.tasks) {
          if (t.status === 'running') {
            t.attempt = Math.max(0, t.attempt - 1)
            d.moveTask(t, 'ready', null, { reason: 'paused_immediately' })
          }
        }
      }
      return
    }
    case 'resume': {
      if (c.status !== 'paused' && c.status !== 'pausing') refuse(c, 'resume')
      c.pause = null
      // A cycle never admitted goes back to the queue; any other takes the status its tasks call for (settle).
      if (c.startedAt === null) d.moveCycle('queued', { reason: 'resumed' })
      return
    }
    case 'cancel': {
      open(d, 'cancel')
      c.cancelRequest = { by: d.actor, at: d.nowIso, reason: cmd.reason }
      c.pause = null
      return
    }
    case 'decide': {
      open(d, cmd.decision)
      const t = d.task(cmd.taskKey)
      if (t.status !== 'waiting' || t.waitingOn !== 'approval') refuseTask(t, cmd.decision)
      const gate = c.definition.tasks.find((x) => x.key === t.key)!.approval!
      if (d.actor.id.startsWith('svc_'))
        throw new CommandRefused(
          'approver_not_eligible',
          'A decision needs a person: this key has no creator (it acts as a service actor).',
          null,
          null,
        )
      if (gate.approvers && !gate.approvers.includes(d.actor.id))
        throw new CommandRefused('approver_not_eligible', `You are not an approver of task ${t.key}.`, null, null)
      if (gate.distinctFromPreparer && t.preparedBy === d.actor.id) {
        throw new CommandRefused(
          'self_approval_forbidden',
          `Task ${t.key} was prepared as you; another approver must decide.`,
          null,
          null,
        )
      }
      if (t.decisions.some((x) => x.actor.id === d.actor.id && x.revision === t.revision)) {
        throw new CommandRefused(
          'approval_already_decided',
          `You already decided on revision ${t.revision} of task ${t.key}.`,
          t.status,
          'task_key',
        )
      }
      t.decisions.push({
        actor: d.actor,
        decision: cmd.decision,
        comment: cmd.comment,
        revision: t.revision,
        at: d.nowIso,
      })
      const approvals = t.decisions.filter((x) => x.decision === 'approve').length
      d.emit('approval.decided', {
        task_key: t.key,
        decision: cmd.decision,
        comment: cmd.comment,
        revision: t.revision,
        approvals,
        required: gate.required,
      })
      if (cmd.decision === 'reject') {
        // The work goes back to the preparing task as a new revision (new work, so a new idempotency key).
        t.revision += 1
        t.attempt = 0
        t.lostAttempts = 0
        t.output = null
        t.outputRef = null
        t.preparedBy = null
        t.decisions = []
        // An input task's value is asked for again; a skill task runs again.
        if (c.definition.tasks.find((x) => x.key === t.key)!.kind === 'input')
          d.moveTask(t, 'waiting', 'input', { reason: 'rejected', comment: cmd.comment })
        else d.moveTask(t, 'ready', null, { reason: 'rejected', comment: cmd.comment })
      } else if (approvals >= gate.required) {
        d.moveTask(t, 'succeeded', null, { reason: 'approved' })
      }
      return
    }
    case 'retry_task': {
      open(d, 'retry a task in')
      const t = d.task(cmd.taskKey)
      if (t.status !== 'failed') refuseTask(t, 'retry')
      t.attempt = 0
      t.lostAttempts = 0
      t.error = null
      d.moveTask(t, 'ready', null, { reason: 'operator_retry' })
      return
    }
    case 'skip_task': {
      open(d, 'skip a task in')
      const t = d.task(cmd.taskKey)
      if (t.status !== 'failed') refuseTask(t, 'skip')
      t.justification = cmd.justification
      d.moveTask(t, 'skipped', null, { justification: cmd.justification })
      return
    }
    case 'supply_input': {
      open(d, 'supply input in')
      const t = d.task(cmd.taskKey)
      if (t.status !== 'waiting' || t.waitingOn !== 'input') refuseTask(t, 'supply input to')
      t.output = cmd.value
      t.outputRef = null
      t.preparedBy = d.actor.id
      t.startedAt ??= d.nowIso
      d.emit('input.received', { task_key: t.key, revision: t.revision })
      const gate = c.definition.tasks.find((x) => x.key === t.key)!.approval
      if (gate) d.moveTask(t, 'waiting', 'approval', { required: gate.required, reason: 'input_received' })
      else d.moveTask(t, 'succeeded', null, { reason: 'input_received' })
      return
    }
    case 'set_writes': {
      if (isTerminal(c.status) || c.writesEnabled === cmd.enabled) return
      c.writesEnabled = cmd.enabled
      d.emit('cycle.writes', { writes_enabled: cmd.enabled })
      return
    }
  }
}

const VERBS: Partial<Record<Command['type'], string>> = {
  claim: 'claim work in',
  retry_task: 'retry a task in',
  skip_task: 'skip a task in',
  supply_input: 'supply input in',
}

/** The outcome of `cmd` on `cycle` at `now` by `actor`; throws CommandRefused when the state does not allow it. */
export function decide(
  cycle: Cycle,
  cmd: Command,
  now: Date,
  actor: Actor = SYSTEM,
  limits: { maxLostAttempts?: number } = {},
): Decision {
  const d = new Draft(cycle, now, actor, limits.maxLostAttempts ?? MAX_LOST_ATTEMPTS)
  const wasTerminal = isTerminal(cycle.status)
  if (wasTerminal && cmd.type !== 'tick' && cmd.type !== 'set_writes') {
    if (cmd.type === 'heartbeat' || cmd.type === 'complete' || cmd.type === 'fail') leased(d, cmd.taskKey, cmd.epoch)
    refuse(cycle, VERBS[cmd.type] ?? (cmd.type === 'decide' ? cmd.decision : cmd.type))
  }
  apply(d, cmd)
  settle(d, cmd.type === 'tick')
  const c = d.cycle
  const changed =
    d.events.length > 0 || JSON.stringify({ ...cycle, updatedAt: null }) !== JSON.stringify({ ...c, updatedAt: null })
  if (changed) {
    c.rev = cycle.rev + 1
    if (d.events.length > 0) c.version = cycle.version + 1
    c.updatedAt = now
  }
  return { cycle: c, events: d.events, changed, terminal: !wasTerminal && isTerminal(c.status) }
}
