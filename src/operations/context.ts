// What the stages share: the ports the operations layer uses (built once in services.ts) and the per-call
// context the stages read and fill in order.
import type { Principal } from '../auth/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { Logger } from '../lib/logger.ts'
import type { Sealer } from '../lib/seal.ts'
import type { Limiter } from '../ratelimit/index.ts'
import type {
  SkillData,
  SkillIntents,
  SkillKnowledge,
  SkillModel,
  SkillTopics,
  SkillWorkstreams,
} from '../skill-runtime/index.ts'
import type { IdempotencyStore } from '../store/ports/index.ts'
import type { Scope } from '../tenancy/index.ts'
import type { Versioning } from '../versioning/index.ts'
import type { OperationCatalog, OperationDef } from './catalog.ts'
import type { RestHandlers } from './handlers.ts'
import type { ApiRouter } from './router.ts'
import type { OperationCall } from './types.ts'

export interface OperationsDeps {
  catalog: OperationCatalog
  /** Request and response validation against the bundled description. */
  router: ApiRouter
  limiter: Limiter
  idempotency: IdempotencyStore
  /** Seals stored results (a replayed key creation holds a one-time key value). */
  sealer: Sealer
  clock: Clock
  versioning: Versioning
  /** REST operations by operation id; skills run through the registry. */
  handlers: RestHandlers
  /** Data access for a skill, bound to one organization. */
  /** ctx.data for a call: bound to the organization; the idempotency key lets a write find what a lost attempt wrote. */
  /** Bound to the caller's organization and, for a pinned key, its workspace. */
  skillData(scope: Scope | string, idempotencyKey?: string | null): SkillData
  /** ctx.workstreams for a call: WorkStreams acting as the caller (absent in set-ups without them). */
  skillWorkstreams?(principal: Principal): SkillWorkstreams
  /** ctx.topics for a call: topics acting as the caller (absent in set-ups without them). */
  skillTopics?(principal: Principal): SkillTopics
  /** ctx.knowledge: the knowledge base (absent in set-ups without one). */
  knowledge?: SkillKnowledge
  /** ctx.model for a call: the provider metered for the organization (purpose: the skill), or null when none is configured. */
  skillModel?(organizationId: string, skill: string, signal: AbortSignal): SkillModel | null
  /** ctx.intents for a call: routing as the caller (its permissions), with the call's model. */
  skillIntents?(principal: Principal, model: SkillModel | null): SkillIntents
  /** Response check of REST operations against openapi.yaml (skill outputs are always checked). */
  responseValidation: 'off' | 'log' | 'enforce'
  /** Told what happened (metrics). */
  observer?: OperationObserver
  /**
   * The process's root logger, for level checks only: a skill's logger asks it whether a level is written before it
   * builds anything for the call (lines themselves go through the call's logger). Absent: every level is tried.
   */
  logger?: Pick<Logger, 'isLevelEnabled'>
}

export interface OperationObserver {
  /** executed, replayed, key_reused, in_progress or unavailable. */
  idempotency(outcome: string): void
  /** ok, error, timeout or cancelled. */
  skillRun(skill: string, outcome: string, seconds: number): void
}

export interface OpContext {
  readonly call: OperationCall
  /** The operation being run; the generic skill operation becomes the named skill's own in the resolve stage. */
  op: OperationDef
  readonly deps: OperationsDeps
  readonly principal: Principal | null
  /** Query values after validation and coercion. */
  query: Record<string, unknown>
  /** The request body after the version upgrade and validation (defaults applied; idempotency_key removed). */
  body: unknown
  /** The idempotency key the call carries (header or the write skill's `idempotency_key` field), or null. */
  idempotencyKey: string | null
}
