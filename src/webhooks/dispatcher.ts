// The delivery engine, run by every instance (spec: Webhook delivery states; SPEC-DECISIONS "Webhooks").
//   fan-out: outbox events → one delivery per subscribed endpoint per event (the store refuses duplicates), the
//            payload serialized once and sent byte for byte on every attempt. Only endpoints that existed when
//            the event happened (created at or before its time): however late fan-out runs (a loaded store, a
//            backlog, a restart), an endpoint never receives events from before it was registered. (Both times
//            come from the clocks of the instances that made them; skew between instances blurs only that edge.)
//   deliver: lease due deliveries (one instance per attempt; a killed worker's lease expires and the delivery is
//            retried: at least once, never lost), sign with a fresh timestamp, POST, record the outcome. Attempts
//            run independently under a concurrency cap, so a receiver that hangs holds one slot, not the loop.
// Retry policy: at most MAX_ATTEMPTS attempts, waiting RETRY_DELAYS_S[n-1] after the n-th failure; then dead,
// visible with its last response code, until redelivered by hand. 3xx, 4xx, 5xx, timeouts, TLS and connection
// errors and blocked (SSRF) targets are all failures; redirects are never followed.
import type { Clock } from '../lib/clock.ts'
import type { Logger } from '../lib/logger.ts'
import type { Sealer } from '../lib/seal.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Stores, WebhookDelivery, AttemptOutcome, LeaseEvent } from '../store/ports/index.ts'
import { deliveryName } from './event-types.ts'
import { signatureHeader } from './signing.ts'

export const RETRY_DELAYS_S = [1, 2, 4, 8, 16] // spec: Webhook delivery states; the 5th is used only if the cap is raised
export const MAX_ATTEMPTS = 5 // spec: "5 failed attempts then dead"
export const USER_AGENT = 'Service-Connect-Webhooks/1.0'
const DISABLED_RECHECK_MS = 60_000

export interface DeliveryResult {
  ok: boolean
  status: number | null
  error: null | string
  durationMs: number
}

export interface DeliveryClient {
  deliver(url: string, body: string, headers: Record<string, string>): Promise<DeliveryResult>
  close(): Promise<void>
}

export interface DispatcherOptions {
  stores: Stores
  clock: Clock
  ids: IdSource
  logger: Logger
  sealer: Sealer
  client: DeliveryClient
  pollMs: number
  leaseMs: number
  retryDelaysS: readonly number[]
  maxAttempts: number
  /** Finished deliveries and dispatched events older than this are deleted (checked hourly). */
  retentionDays: number
  /** Attempts in flight at once on this instance; a slow receiver holds one slot, never the others. */
  concurrency?: number
  batch?: number
  /**
   * Told of every attempt whose result was recorded (metrics): delivered, retry or dead, and for a delivered one the
   * seconds since its delivery was queued (the fan-out of its event).
   */
  onAttempt?: (outcome: 'delivered' | 'retry' | 'dead', queuedSeconds: number | null) => void
}

const PURGE_EVERY_MS = 3_600_000

export class WebhookDispatcher {
  private readonly o: DispatcherOptions
  readonly instanceId: string
  private running = false
  private loop: Promise<void> | null = null
  private wakeUp: (() => void) | null = null
  private woken = false
  private claims = 0
  private lastPurgeMs = -Infinity
  private readonly inFlight = new Set<Promise<void>>()

  constructor(o: DispatcherOptions) {
    this.o = o
    this.instanceId = o.ids.id('inst')
  }

  /** Moves outbox events into deliveries. Returns how many events were fanned out. */
  async fanOutOnce(): Promise<number> {
    const { stores, clock, ids } = this.o
    const events = await stores.webhookEvents.pending(this.o.batch ?? 50)
    for (const ev of events) {
      const endpoints = (await stores.webhookEndpoints.listByOrganization(ev.organizationId))
        .filter((e) => e.enabled && e.createdAt.getTime() <= ev.createdAt.getTime())
      const now = clock.now()
      const deliveries: WebhookDelivery[] = []
      for (const ep of endpoints) {
        const name = deliveryName(ev.type, ep.eventTypes)
        if (!name) continue
        deliveries.push({
          id: ids.id('whd'), endpointId: ep.id, organizationId: ev.organizationId, eventId: ev.id, eventType: name,
          payload: JSON.stringify({ event: name, data: ev.data }), status: 'pending', attempts: 0, nextAttemptAt: now,
          leaseOwner: null, leaseUntil: null, lastResponseCode: null, lastError: null, lastAttemptAt: null, deliveredAt: null,
          createdAt: now, updatedAt: now,
        })
      }
      if (deliveries.length) await stores.webhookDeliveries.insertMany(deliveries)
      await stores.webhookEvents.markDispatched([ev.id], now)
    }
    return events.length
  }

  /** Makes the attempts that are due. Returns how many were attempted. */
  async deliverOnce(): Promise<number> {
    // A fresh lease owner per claim, so a result that outlived its lease can never be recorded under a later claim.
    const owner = `${this.instanceId}:${++this.claims}`
    const due = await this.o.stores.webhookDeliveries.claimDue(this.o.clock.now(), this.o.leaseMs, owner, this.o.batch ?? 20)
    await Promise.all(due.map((d) => this.attempt(d, owner).catch((err: unknown) => {
      this.o.logger.error({ err: (err as Error).message, delivery_id: d.id }, 'webhook attempt could not be recorded; its lease will expire and it will be retried')
    })))
    return due.length
  }

  /**
   * One step of the background loop: fan out, then lease as many due deliveries as there are free slots and start
   * their attempts without waiting for them, so one receiver that hangs until the timeout delays no one else.
   */
  private async pump(): Promise<number> {
    const fanned = await this.fanOutOnce()
    const free = (this.o.concurrency ?? 32) - this.inFlight.size
    if (free <= 0) return fanned
    const owner = `${this.instanceId}:${++this.claims}`
    const due = await this.o.stores.webhookDeliveries.claimDue(this.o.clock.now(), this.o.leaseMs, owner, Math.min(free, this.o.batch ?? 20))
    for (const d of due) {
      const p: Promise<void> = this.attempt(d, owner)
        .catch((err: unknown) => {
          this.o.logger.error({ err: (err as Error).message, delivery_id: d.id }, 'webhook attempt could not be recorded; its lease will expire and it will be retried')
        })
        .finally(() => { this.inFlight.delete(p); this.wake() })
      this.inFlight.add(p)
    }
    await this.purgeIfDue()
    return fanned + due.length
  }

  /** One full pass that waits for its attempts (tests and tools; the background loop uses pump()). */
  async runOnce(): Promise<number> {
    const n = (await this.fanOutOnce()) + (await this.deliverOnce())
    await this.purgeIfDue()
    return n
  }

  /** Retention, at most hourly per instance (idempotent, so several instances purging is harmless). */
  async purgeIfDue(): Promise<void> {
    const now = this.o.clock.nowMs()
    if (now - this.lastPurgeMs < PURGE_EVERY_MS) return
    this.lastPurgeMs = now
    const before = new Date(now - this.o.retentionDays * 86_400_000)
    const deliveries = await this.o.stores.webhookDeliveries.purgeFinished(before)
    const events = await this.o.stores.webhookEvents.purgeDispatched(before)
    if (deliveries || events) this.o.logger.info({ deliveries, events, retention_days: this.o.retentionDays }, 'webhook retention purge')
  }

  private async attempt(d: WebhookDelivery, owner: string): Promise<void> {
    const { stores, clock, sealer, client, logger } = this.o
    const endpoint = await stores.webhookEndpoints.get(d.endpointId)
    const now = clock.now()
    if (!endpoint) {
      await stores.webhookDeliveries.recordAttempt(d.id, owner, {
        status: 'dead', attempts: d.attempts, nextAttemptAt: now, lastResponseCode: d.lastResponseCode, lastError: 'endpoint_deleted', lastAttemptAt: now, deliveredAt: null,
      }, now)
      return
    }
    if (!endpoint.enabled) {
      await stores.webhookDeliveries.recordAttempt(d.id, owner, {
        status: 'pending', attempts: d.attempts, nextAttemptAt: new Date(now.getTime() + DISABLED_RECHECK_MS), lastResponseCode: d.lastResponseCode,
        lastError: 'endpoint_disabled', lastAttemptAt: d.lastAttemptAt ?? now, deliveredAt: null,
      }, now)
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
    const outcome: AttemptOutcome = result.ok
      ? { status: 'succeeded', attempts, nextAttemptAt: done, lastResponseCode: result.status, lastError: null, lastAttemptAt: done, deliveredAt: done }
      : {
        status: attempts >= this.o.maxAttempts ? 'dead' : 'pending',
        attempts,
        nextAttemptAt: new Date(done.getTime() + (this.o.retryDelaysS[attempts - 1] ?? this.o.retryDelaysS.at(-1) ?? 1) * 1000),
        lastResponseCode: result.status,
        lastError: result.error === 'http' ? `http_${result.status}` : result.error,
        lastAttemptAt: done,
        deliveredAt: null,
      }
    const recorded = await stores.webhookDeliveries.recordAttempt(d.id, owner, outcome, done)
    if (recorded) {
      const kind = outcome.status === 'succeeded' ? 'delivered' : outcome.status === 'dead' ? 'dead' : 'retry'
      this.o.onAttempt?.(kind, kind === 'delivered' ? (done.getTime() - d.createdAt.getTime()) / 1000 : null)
    }
    if (!recorded) await this.explainLostLease(d, owner, outcome)
    else if (outcome.status === 'dead') logger.warn({ delivery_id: d.id, endpoint_id: d.endpointId, last_response_code: result.status, last_error: outcome.lastError }, 'webhook delivery dead')
  }

  /**
   * An attempt's result could not be recorded because `owner` no longer held the lease. Says why, from the
   * delivery's lease history: what came right after this owner's claim is what took the lease. A user deleting
   * the endpoint or redelivering by hand is routine (info); a lease that expired under a running attempt is not
   * (warn: the lease is shorter than an attempt can take, and the receiver may see the delivery twice).
   */
  private async explainLostLease(d: WebhookDelivery, owner: string, outcome: AttemptOutcome): Promise<void> {
    const { stores, logger } = this.o
    const fields = { delivery_id: d.id, endpoint_id: d.endpointId, attempt_status: outcome.status, response_code: outcome.lastResponseCode }
    const loss = lostLease(await stores.webhookDeliveries.leaseHistory(d.id), owner)
    switch (loss.reason) {
      case 'deleted':
        if (!(await stores.webhookEndpoints.get(d.endpointId))) {
          logger.info(fields, 'webhook delivery deleted with its endpoint while an attempt was in flight; the attempt\'s result is dropped')
        } else {
          logger.warn(fields, 'webhook delivery deleted while an attempt was in flight, though its endpoint still exists; the attempt\'s result is dropped')
        }
        return
      case 'redelivered':
        logger.info({ ...fields, redelivered_at: loss.at.toISOString() },
          'webhook delivery redelivered by hand while an attempt was in flight; the attempt\'s result is dropped and the delivery starts over')
        return
      case 'taken_over':
        logger.warn({ ...fields, lease_until: d.leaseUntil?.toISOString() ?? null, claimed_by: loss.owner, claimed_at: loss.at.toISOString() },
          'webhook lease expired before the attempt was recorded; another owner claimed the delivery and makes the attempt again')
        return
      case 'unknown':
        logger.warn(fields, 'webhook lease lost before the attempt was recorded, and the delivery\'s lease history no longer shows why; the attempt\'s result is dropped')
    }
  }

  /** Runs passes until stopped; sleeps pollMs when idle unless woken. */
  start(): void {
    if (this.running) return
    this.running = true
    this.loop = (async () => {
      while (this.running) {
        let n = 0
        try {
          n = await this.pump()
        } catch (err) {
          this.o.logger.error({ err: (err as Error).message }, 'webhook dispatcher pass failed')
        }
        if (!this.running) break
        if (n === 0 && !this.woken) {
          await new Promise<void>((resolve) => {
            const t = setTimeout(resolve, this.o.pollMs)
            t.unref()
            this.wakeUp = () => { clearTimeout(t); resolve() }
          })
          this.wakeUp = null
        }
        this.woken = false
      }
    })()
  }

  /** Something was written: run a pass now instead of at the next poll. */
  wake(): void {
    this.woken = true
    this.wakeUp?.()
  }

  /** Stops claiming; attempts in flight finish (each within the attempt timeout) before this resolves. */
  async stop(): Promise<void> {
    this.running = false
    this.wakeUp?.()
    await this.loop
    this.loop = null
    await Promise.all([...this.inFlight])
  }
}

export type LeaseLoss =
  | { reason: 'deleted' }
  | { reason: 'redelivered'; at: Date }
  | { reason: 'taken_over'; owner: string; at: Date }
  | { reason: 'unknown' }

/**
 * Why `owner` lost its lease, from the delivery's lease history (null: the delivery is gone). Only a manual
 * redelivery or another owner's claim (allowed once the lease expired) can take a lease, so the entry right after
 * `owner`'s claim says which; later entries (a claim after a redelivery, say) are what happened next.
 */
export function lostLease(history: LeaseEvent[] | null, owner: string): LeaseLoss {
  if (!history) return { reason: 'deleted' }
  const mine = history.findLastIndex((e) => e.kind === 'claimed' && e.owner === owner)
  const next = mine < 0 ? undefined : history[mine + 1]
  if (!next) return { reason: 'unknown' }
  return next.kind === 'redelivered' ? { reason: 'redelivered', at: next.at } : { reason: 'taken_over', owner: next.owner, at: next.at }
}
