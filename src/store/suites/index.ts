// Every port suite, run by each engine's test file (store/<engine>/<engine>.test.ts).
import type { Coordination } from '../ports/index.ts'
import type { OpenStores } from './helpers.ts'
import { identityKeysSuite } from './identity-keys.suite.ts'
import { invalidationMarksSuite } from './invalidation-marks.suite.ts'
import { keyMirrorSuite } from './key-mirror.suite.ts'
import { tenancySuite } from './tenancy.suite.ts'
import { webhookEndpointsSuite } from './webhook-endpoints.suite.ts'
import { webhookDeliveriesSuite } from './webhook-deliveries.suite.ts'
import { webhookEventsSuite } from './webhook-events.suite.ts'
import { slidingWindowsSuite } from './sliding-windows.suite.ts'
import { concurrencyLeasesSuite } from './concurrency-leases.suite.ts'
import { booksSuite } from './books.suite.ts'
import { bankSuite } from './bank.suite.ts'
import { booksListingSuite } from './books-listing.suite.ts'
import { filesSuite } from './files.suite.ts'
import { recordsSuite } from './records.suite.ts'
import { workstreamsSuite } from './workstreams.suite.ts'
import { modelUsageSuite } from './model-usage.suite.ts'
import { knowledgeSuite } from './knowledge.suite.ts'
import { topicsSuite } from './topics.suite.ts'

export { coordinationSuite } from './coordination.suite.ts'
export { idempotencySuite, type IdempotencyHandle } from './idempotency.suite.ts'
export type { OpenStores } from './helpers.ts'

export function storeSuites(open: OpenStores): void {
  tenancySuite(open)
  identityKeysSuite(open)
  invalidationMarksSuite(open)
  keyMirrorSuite(open)
  webhookEndpointsSuite(open)
  webhookDeliveriesSuite(open)
  webhookEventsSuite(open)
  booksSuite(open)
  bankSuite(open)
  booksListingSuite(open)
  filesSuite(open)
  recordsSuite(open)
  workstreamsSuite(open)
  modelUsageSuite(open)
  knowledgeSuite(open)
  topicsSuite(open)
}

/** The stores the rate-limit suites exercise, plus close(); a Coordination fits. */
export type RateLimitHandle = Pick<Coordination, 'windows' | 'concurrency' | 'close'>

/** Sliding windows and concurrency leases (ports/rate-limits.ts), through two handles on one backing service. */
export function rateLimitsSuite(open: () => Promise<[RateLimitHandle, RateLimitHandle]>): void {
  slidingWindowsSuite(open)
  concurrencyLeasesSuite(open)
}
