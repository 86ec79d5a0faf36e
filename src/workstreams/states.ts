// The cycle and task state machines as data (README.md draws them). The decider never produces a transition that
// is not listed here (decider.test.ts checks every one it produces against these tables), and the tests reach every
// listed transition.
import type { CycleStatus, TaskStatus } from '../store/ports/index.ts'

export const CYCLE_STATUSES: readonly CycleStatus[] = [
  'queued',
  'running',
  'waiting',
  'blocked',
  'pausing',
  'paused',
  'cancelling',
  'completed',
  'failed',
  'cancelled',
]
export const TASK_STATUSES: readonly TaskStatus[] = [
  'pending',
  'ready',
  'running',
  'waiting',
  'succeeded',
  'failed',
  'skipped',
  'cancelled',
]

export const TERMINAL: ReadonlySet<CycleStatus> = new Set(['completed', 'failed', 'cancelled'])
/** Task states no event of the engine leaves (an operator's retry or skip leaves `failed`). */
export const TASK_FINAL: ReadonlySet<TaskStatus> = new Set(['succeeded', 'skipped', 'cancelled'])

export const isTerminal = (s: CycleStatus): boolean => TERMINAL.has(s)

/** Every cycle transition the engine may make, from → to. */
export const CYCLE_TRANSITIONS: Readonly<Record<CycleStatus, readonly CycleStatus[]>> = {
  queued: ['running', 'waiting', 'paused', 'cancelled'],
  running: ['waiting', 'blocked', 'pausing', 'paused', 'cancelling', 'cancelled', 'completed', 'failed'],
  // Failures happen to running tasks, so a waiting or blocked cycle is `running` again before one can fail it.
  waiting: ['running', 'paused', 'cancelled', 'completed'],
  blocked: ['running', 'waiting', 'paused', 'cancelled', 'completed'],
  // A pausing cycle has work in flight, so a resume finds it running.
  pausing: ['paused', 'running', 'cancelling', 'completed', 'failed'],
  paused: ['queued', 'running', 'waiting', 'blocked', 'cancelled', 'completed'],
  cancelling: ['cancelled'],
  completed: [],
  failed: [],
  cancelled: [],
}

/** Every task transition the engine may make, from → to. */
export const TASK_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  pending: ['ready', 'waiting', 'skipped', 'cancelled'],
  ready: ['running', 'waiting', 'cancelled'],
  running: ['succeeded', 'waiting', 'failed', 'ready', 'cancelled'],
  // waiting → waiting: an input task's value, supplied, waits on approval (or, rejected, on input again).
  waiting: ['ready', 'waiting', 'succeeded', 'cancelled'],
  succeeded: [],
  failed: ['ready', 'skipped'],
  skipped: [],
  cancelled: [],
}
