// One delivery attempt (spec: Webhook delivery states; SPEC-DECISIONS "Webhooks"): the dispatcher leases due
// deliveries (one instance per attempt; a killed worker's lease expires and the delivery is retried: at least once,
// never lost); each attempt signs with a fresh timestamp, POSTs, and records the outcome.
// Retry policy: at most MAX_ATTEMPTS attempts, waiting RETRY_DELAYS_S[n-1] after the n-th failure; then dead,
// visible with its last response code, until redelivered by hand. 3xx, 4xx, 5xx, timeouts, TLS and connection
// errors and blocked (SSRF) targets are all failures; redirects are never followed.
import type { WebhookDelivery, AttemptOutcome } from '../store/ports/index.ts'
import type { DispatcherOptions } from './dispatcher-options.ts'
import { explainLostLease } from './lost-lease.ts'
import { signatureHeader } from './signing.ts'

export const RETRY_DELAYS_S = [1, 2, 4, 8, 16] // spec: Webhook delivery states; the 5th is used only if the cap is raised
export const MAX_ATTEMPTS = 5 // spec: "5 failed attempts then dead"
export const USER_AGENT = 'Service-Connect-Webhooks/1.0'
const DISABLED_RECHECK_MS = 60_000

/**
 * One attempt at a leased delivery: sign with a fresh timestamp, POST, record the outcome under `owner`'s lease, and
 * say why when the lease was lost meanwhile. A deleted endpoint kills the delivery; a disabled one defers it.
 */
export async function attemptDelivery(
  o: Pick<
    DispatcherOptions,
    'stores' | 'clock' | 'sealer' | 'client' | 'logger' | 'maxAttempts' | 'retryDelaysS' | 'onAttempt'
  >,
  d: WebhookDelivery,
  owner: string,
): Promise<void> {
  const { stores, clock, sealer, client, logger } = o
  const endpoint = await stores.webhookEndpoints.get(d.endpointId)
  const now = clock.now()
  if (!endpoint) {
    await stores.webhookDeliveries.recordAttempt(
      d.id,
      owner,
      {
        status: 'dead',
        attempts: d.attempts,
        nextAttemptAt: now,
        lastResponseCode: d.lastResponseCode,
        lastError: 'endpoint_deleted',
        lastAttemptAt: now,
        deliveredAt: null,
      },
      now,
    )
    return
  }
  if (!endpoint.enabled) {
    await stores.webhookDeliveries.recordAttempt(
      d.id,
      owner,
      {
        status: 'pending',
        attempts: d.attempts,
        nextAttemptAt: new Date(now.getTime() + DISABLED_RECHECK_MS),
        lastResponseCode: d.lastResponseCode,
        lastError: 'endpoint_disabled',
        lastAttemptAt: d.lastAttemptAt ?? now,
        deliveredAt: null,
      },
      now,
    )
    return
  }
  const secrets = [sealer.open(endpoint.secretSealed)]
  if (endpoint.previousSecretSealed && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(sealer.open(endpoint.previousSecretSealed))
  }
  const timestamp = Math.floor(now.getTime() / 1000) // a fresh timestamp and signature on every attempt
  const result = await client.deliver(endpoint.url, d.payload, {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-webhook-signature': signatureHeader(secrets, timestamp, d.payload),
    'x-webhook-timestamp': String(timestamp),
    'x-webhook-id': d.id,
    'x-webhook-event': d.eventType,
  })
  const done = clock.now()
  const attempts = d.attempts + 1
  const error = result.ok ? null : result.error === 'http' ? `http_${result.status}` : result.error
  const attempt = {
    at: now,
    responseCode: result.status,
    error,
    durationMs: result.durationMs,
    responseExcerpt: result.excerpt ?? null,
  }
  const outcome: AttemptOutcome = result.ok
    ? {
        status: 'succeeded',
        attempts,
        nextAttemptAt: done,
        lastResponseCode: result.status,
        lastError: null,
        lastAttemptAt: done,
        deliveredAt: done,
        attempt,
      }
    : {
        status: attempts >= o.maxAttempts ? 'dead' : 'pending',
        attempts,
        nextAttemptAt: new Date(done.getTime() + (o.retryDelaysS[attempts - 1] ?? o.retryDelaysS.at(-1) ?? 1) * 1000),
        lastResponseCode: result.status,
        lastError: error,
        lastAttemptAt: done,
        deliveredAt: null,
        attempt,
      }
  const recorded = await stores.webhookDeliveries.recordAttempt(d.id, owner, outcome, done)
  if (recorded) {
    const kind = outcome.status === 'succeeded' ? 'delivered' : outcome.status === 'dead' ? 'dead' : 'retry'
    o.onAttempt?.(kind, kind === 'delivered' ? (done.getTime() - d.createdAt.getTime()) / 1000 : null)
  }
  if (!recorded) await explainLostLease(o, d, owner, outcome)
  else if (outcome.status === 'dead')
    logger.warn(
      {
        delivery_id: d.id,
        endpoint_id: d.endpointId,
        last_response_code: result.status,
        last_error: outcome.lastError,
      },
      'webhook delivery dead',
    )
}
