// What follows from a cycle's state at a given time, applied after every command: expired leases reclaimed, retry
// timers fired, dependencies promoted, the write gate applied, then the cycle's status derived and its next wake
// time set. Idempotent: settling a settled cycle changes nothing.
import type { CycleTask, TaskDefinition } from '../store/ports/index.ts'
import { SYSTEM, type Draft } from './draft.ts'
import { isTerminal } from './states.ts'

/** By default, a task whose worker vanished this many times in one series fails with worker_lost (a crash loop). */
export const MAX_LOST_ATTEMPTS = 5

const def = (d: Draft, key: string): TaskDefinition => d.cycle.definition.tasks.find((t) => t.key === key)!

/** A failed task whose policy lets the cycle go on without it. */
const tolerated = (d: Draft, t: CycleTask): boolean => t.status === 'failed' && def(d, t.key).onFailure === 'continue'
const done = (d: Draft, t: CycleTask): boolean =>
  t.status === 'succeeded' || t.status === 'skipped' || t.status === 'cancelled' || tolerated(d, t)

/** Ready; waiting on writes when the task writes and the workplan's writes are disabled; waiting on input for an input task. */
function makeReady(d: Draft, t: CycleTask, extra: Record<string, unknown> = {}): void {
  if (def(d, t.key).kind === 'input') {
    // An input task runs nothing: it waits for a person to supply its value (the supply_input command).
    if (!(t.status === 'waiting' && t.waitingOn === 'input')) d.moveTask(t, 'waiting', 'input', extra, SYSTEM)
  } else if (def(d, t.key).writes && !d.cycle.writesEnabled) {
    if (!(t.status === 'waiting' && t.waitingOn === 'writes')) d.moveTask(t, 'waiting', 'writes', extra, SYSTEM)
  } else if (t.status !== 'ready') {
    d.moveTask(t, 'ready', null, extra, SYSTEM)
  }
}

/** Fails a task for good and applies its failure policy. */
export function failTask(d: Draft, t: CycleTask, error: { code: string; message: string }): void {
  t.error = error
  d.moveTask(t, 'failed', null, { error }, SYSTEM)
  if (def(d, t.key).onFailure === 'fail_cycle' && d.cycle.cancelRequest === null) {
    d.cycle.error = { ...error, taskKey: t.key }
    for (const other of d.cycle.tasks) {
      if (
        other.status === 'pending' ||
        other.status === 'ready' ||
        other.status === 'waiting' ||
        other.status === 'running'
      ) {
        d.moveTask(other, 'cancelled', null, { reason: 'cycle_failed' }, SYSTEM)
      }
    }
  }
}

function progressTasks(d: Draft): void {
  const c = d.cycle
  for (const t of c.tasks) {
    if (t.status === 'running' && t.lease && Date.parse(t.lease.expiresAt) <= d.now.getTime()) {
      // The worker vanished: the attempt is given back (it did not fail) and the task is claimed again.
      t.lostAttempts += 1
      t.attempt = Math.max(0, t.attempt - 1)
      if (c.cancelRequest) d.moveTask(t, 'cancelled', null, { reason: 'lease_expired' }, SYSTEM)
      else if (t.lostAttempts >= d.maxLostAttempts)
        failTask(d, t, {
          code: 'worker_lost',
          message: `The worker running this task vanished ${t.lostAttempts} times.`,
        })
      else d.moveTask(t, 'ready', null, { reason: 'lease_expired' }, SYSTEM)
    }
  }
  if (c.cancelRequest) return
  // Dependencies resolve in definition order; a definition lists a task after its dependencies, so one pass is enough.
  for (const t of c.tasks) {
    if (
      t.status === 'waiting' &&
      t.waitingOn === 'timer' &&
      t.notBefore !== null &&
      Date.parse(t.notBefore) <= d.now.getTime()
    ) {
      t.notBefore = null
      makeReady(d, t, { reason: 'retry_due' })
    } else if (
      (t.status === 'ready' && def(d, t.key).writes && !c.writesEnabled) ||
      (t.status === 'waiting' && t.waitingOn === 'writes' && c.writesEnabled)
    ) {
      makeReady(d, t)
    } else if (t.status === 'pending') {
      const deps = def(d, t.key).dependsOn.map((k) => c.tasks.find((x) => x.key === k)!)
      if (deps.some((x) => tolerated(d, x) || (x.status === 'skipped' && x.justification === null))) {
        d.moveTask(t, 'skipped', null, { reason: 'upstream_failed' }, SYSTEM)
      } else if (deps.every((x) => x.status === 'succeeded' || x.status === 'skipped')) {
        makeReady(d, t)
      }
    }
  }
}

/** The status the tasks call for, when no pause or cancel is in force. */
function derived(d: Draft): 'running' | 'waiting' | 'blocked' | 'completed' {
  const ts = d.cycle.tasks
  if (ts.every((t) => done(d, t))) return 'completed'
  if (ts.some((t) => t.status === 'ready' || t.status === 'running')) return 'running'
  if (ts.some((t) => t.status === 'failed' && !tolerated(d, t))) return 'blocked'
  return 'waiting'
}

// The cycle's status: a failure policy or a cancel first, then admission, completion, a pause, and else what the
// tasks call for. Transitions carry the actor of the command that caused them (the engine's for a worker's).
function deriveStatus(d: Draft, admit: boolean): void {
  const c = d.cycle
  if (isTerminal(c.status)) return
  const inFlight = c.tasks.some((t) => t.status === 'running')
  if (c.error) {
    // A failure policy ended the cycle; work in flight was cancelled and its results will be refused.
    d.moveCycle('failed', { reason: 'task_failed', task_key: c.error.taskKey })
  } else if (c.cancelRequest) {
    if (inFlight) {
      d.moveCycle('cancelling', { reason: c.cancelRequest.reason })
    } else {
      for (const t of c.tasks)
        if (t.status === 'pending' || t.status === 'ready' || t.status === 'waiting')
          d.moveTask(t, 'cancelled', null, { reason: 'cycle_cancelled' }, SYSTEM)
      d.moveCycle('cancelled', { reason: c.cancelRequest.reason })
    }
  } else if (c.status === 'queued' && !c.pause) {
    // Admission is a worker's first look at the cycle (the tick command), so `queued` shows until a worker has it.
    if (admit) {
      c.startedAt ??= d.nowIso
      d.moveCycle(derived(d), { reason: 'admitted' })
    }
  } else if (c.status !== 'queued' && derived(d) === 'completed') {
    c.pause = null
    d.moveCycle('completed')
  } else if (c.pause) {
    const requested = c.status !== 'pausing' && c.status !== 'paused'
    d.moveCycle(inFlight ? 'pausing' : 'paused', requested ? { mode: c.pause.mode, reason: c.pause.reason } : {})
  } else {
    d.moveCycle(derived(d))
  }
  if (isTerminal(c.status)) {
    c.completedAt = d.nowIso
    if (c.status === 'completed') {
      c.outcome = c.tasks.some((t) => t.status === 'failed' || (t.status === 'skipped' && t.justification !== null))
        ? 'with_exceptions'
        : 'clean'
    }
  }
}

/** When a worker should next look at the cycle; null when only a person (or a write-status change) can move it. */
function wakeAt(d: Draft): Date | null {
  const c = d.cycle
  if (isTerminal(c.status)) return null
  const times: number[] = []
  if (c.status === 'queued' && !c.pause) times.push(d.now.getTime())
  if (c.status === 'running' && c.tasks.some((t) => t.status === 'ready')) times.push(d.now.getTime())
  for (const t of c.tasks) {
    if (t.status === 'running' && t.lease) times.push(Date.parse(t.lease.expiresAt))
    if (t.status === 'waiting' && t.waitingOn === 'timer' && t.notBefore) times.push(Date.parse(t.notBefore))
  }
  return times.length === 0 ? null : new Date(Math.min(...times))
}

/** `admit`: a worker's tick, the only command that starts a queued cycle. */
export function settle(d: Draft, admit = false): void {
  if (!isTerminal(d.cycle.status)) {
    // Nothing moves in a cycle not yet admitted (a cancel or a pause still applies).
    const admitting = d.cycle.status === 'queued' && admit && !d.cycle.pause && !d.cycle.cancelRequest
    if (d.cycle.startedAt !== null || admitting) progressTasks(d)
    deriveStatus(d, admit)
    // A status change can release more work (a skipped upstream); one more pass settles it.
    if (d.cycle.startedAt !== null) progressTasks(d)
    deriveStatus(d, admit)
  }
  d.cycle.wakeAt = wakeAt(d)
}
