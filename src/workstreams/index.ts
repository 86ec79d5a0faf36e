// WorkStreams' front door (README.md): the decider and the engine that stores its decisions, the REST operations,
// the worker that runs tasks.
export { decide, type Command, type Decision } from './decider.ts'
export { CommandRefused, SYSTEM } from './draft.ts'
export { newCycle, type NewCycle } from './new-cycle.ts'
export { CYCLE_STATUSES, TASK_STATUSES, CYCLE_TRANSITIONS, TASK_TRANSITIONS, isTerminal } from './states.ts'
export { WorkstreamWorker, attemptKey, type SkillRunner, type WorkerOptions } from './worker.ts'
export { transition, terminalWebhook } from './engine.ts'
export type { WorkstreamsDeps } from './deps.ts'
export * as templates from './templates.ts'
export * as workplans from './workplans.ts'
export * as cycles from './cycles.ts'
export { CycleSignals } from './signals.ts'
export { skillWorkstreams } from './skill-api.ts'
