// Cross-instance coordination: Redis when configured, in-process otherwise. One Redis client serves every
// store here (key generations, rate-limit windows, concurrency leases, idempotency records).
import type { ConcurrencyStore, SlidingWindowStore } from './rate-limits.ts'
import type { IdempotencyStore } from './idempotency.ts'
// keyGenerations: a counter per key that revoke and flush-cache bump; every validator-cache hit compares its
// generation with the current one, so a revocation takes effect on the next call on every instance.
export interface KeyGenerations {
  current(keyId: string): Promise<number>
  bump(keyId: string): Promise<number>
}

export interface Coordination {
  readonly kind: 'redis' | 'in-process'
  readonly keyGenerations: KeyGenerations
  readonly windows: SlidingWindowStore
  readonly concurrency: ConcurrencyStore
  readonly idempotency: IdempotencyStore
  /** 'ok' or a short reason; never throws. */
  health(): Promise<{ status: 'ok' | 'down'; detail?: string }>
  close(): Promise<void>
}
