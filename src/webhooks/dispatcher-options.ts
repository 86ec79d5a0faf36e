// What a WebhookDispatcher is given (services.ts builds it from config): the stores, clock, ids, logger, the secret
// sealer, the delivery client (delivery-client.ts implements DeliveryClient) and the tuning. The parts of the
// dispatcher (fan-out.ts, attempt-delivery.ts, lost-lease.ts) each take the fields they use.
import type { Clock } from '../lib/clock.ts'
import type { Logger } from '../lib/logger.ts'
import type { Sealer } from '../lib/seal.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Stores } from '../store/ports/index.ts'

export interface DeliveryResult {
  ok: boolean
  status: number | null
  error: null | string
  durationMs: number
  /** The start of the receiver's answer (kept in the attempt's record), when the client read one. */
  excerpt?: string | null
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
