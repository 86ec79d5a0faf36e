// Every port suite, run by each engine's test file (store/<engine>/<engine>.test.ts).
import type { OpenStores } from './helpers.ts'
import { keysSuite } from './keys.suite.ts'
import { tenancySuite } from './tenancy.suite.ts'
import { webhooksSuite } from './webhooks.suite.ts'

export { coordinationSuite } from './coordination.suite.ts'
export { rateLimitsSuite, type RateLimitHandle } from './rate-limits.suite.ts'
export { idempotencySuite, type IdempotencyHandle } from './idempotency.suite.ts'
export type { OpenStores } from './helpers.ts'

export function storeSuites(open: OpenStores): void {
  tenancySuite(open)
  keysSuite(open)
  webhooksSuite(open)
}
