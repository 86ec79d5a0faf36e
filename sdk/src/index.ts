// skills-connect: the typed TypeScript client for the Skills Connect API (issue 12 §1).
export { SkillsConnect } from './client.ts'
export {
  APIPromise,
  SDK_VERSION,
  type ClientOptions,
  type Fetch,
  type RateLimitInfo,
  type RequestOptions,
} from './core.ts'
export * from './errors.ts'
export { Page, PagePromise, nextOffset, nextAfterSeq, type PageParams } from './pagination.ts'
export { SSEDecoder, StreamError, type ServerSentEvent, type SkillStreamEvent } from './sse.ts'
export {
  decideRetry,
  backoffRange,
  retryAfterSeconds,
  isRateLimited,
  REPLAY_WINDOW_MS,
  REPLAY_MARGIN_MS,
  type FailedAttempt,
  type RetryDecision,
  type RetryPolicy,
  type RetryReason,
} from './retry.ts'
export {
  verifyWebhook,
  signWebhookPayload,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookEvent,
  type WebhookHeaders,
} from './webhooks.ts'
export type { SkillInput, SkillName, SkillOutput, SkillResult, Schemas } from './skill-types.ts'
export type { BodyOf, ItemOf, QueryOf, ResultOf } from './api.ts'
export type { Uploadable, UploadParams } from './resources.ts'
export type { TopicDelta, TopicStreamEvent } from './topics.ts'
export type { paths, components, operations } from './generated/schema.ts'
export { SERVICE_VERSION, SKILLS } from './generated/meta.ts'
