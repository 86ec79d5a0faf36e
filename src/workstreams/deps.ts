// What the WorkStream operations and the worker need (wired in services.ts).
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Logger } from '../lib/logger.ts'
import type { SkillRegistry } from '../skill-runtime/index.ts'
import type { ConcurrencyStore, Stores } from '../store/ports/index.ts'
import type { CycleSignals } from './signals.ts'

export interface WorkstreamsDeps {
  stores: Pick<
    Stores,
    | 'workstreamTemplates'
    | 'workstreamDrafts'
    | 'workplans'
    | 'cycles'
    | 'clients'
    | 'memberships'
    | 'identityKeys'
    | 'workspaces'
  >
  clock: Clock
  ids: IdSource
  logger: Logger
  registry: Pick<SkillRegistry, 'resolve'>
  /** Told when a cycle has work for a worker (a start, a resume, an approval, writes enabled). */
  onWork?: () => void
  /** Told when a transition recorded webhook events (the dispatcher fans them out at once). */
  onEvents?: () => void
  /** Lost workers a task may have in one series before it fails worker_lost (WORKSTREAM_MAX_LOST_ATTEMPTS). */
  maxLostAttempts?: number
  /** Event tails: wake-ups on this instance, the per-key slots (shared through Redis), the poll for other instances' writes. */
  tails?: { signals: CycleSignals; concurrency: ConcurrencyStore; pollMs: number }
}
