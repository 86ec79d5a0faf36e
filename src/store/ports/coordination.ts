// Cross-instance coordination: Redis when configured, in-process otherwise. One Redis client serves every
// store here (key generations, rate-limit windows, concurrency leases, idempotency records).
import type { ConcurrencyStore, SlidingWindowStore } from './rate-limits.ts'
import type { IdempotencyStore } from './idempotency.ts'

/**
 * Where a key's validation state stood when read: compared whole, never ordered. A validator-cache entry is
 * trusted only while the key's current stamp equals the one read before its store lookup.
 */
export interface KeyStamp {
  /**
   * The coordination state the generation was read from. It changes whenever that state may have been lost or
   * rolled back without every generation being rewritten (Redis: every new connection, so a restart, even one
   * that reloads an older snapshot, ends every entry checked before it).
   */
  readonly epoch: string
  readonly generation: string
}

/**
 * keyGenerations: a generation per key that every change affecting validation replaces (revoke, flush-cache,
 * rotate, rate limit, workspace). Generations are random, never reused: a missing one (never set, evicted,
 * flushed, lost in a restart) is created fresh by the next read, so it cannot equal anything handed out before,
 * and a lost change can only make an instance re-validate, never trust a stale entry.
 */
export interface KeyGenerations {
  /** The key's stamp, in one round trip (creating a fresh generation when none exists). Throws when unreachable. */
  current(keyId: string): Promise<KeyStamp>
  /** current, synchronously: present only where the stamp is read without I/O (in-process). Same state as current. */
  currentNow?(keyId: string): KeyStamp
  /** Gives the key a new generation. Throws when unreachable. */
  bump(keyId: string): Promise<void>
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

/**
 * Wake-ups between instances: a topic published on one instance reaches every instance's handler (Redis pub/sub), or
 * only this one's (in-process). Best effort: a lost wake-up only delays whoever polls as well (event tails do).
 */
export interface Wakeups {
  /** Never throws, never waits: a failure is logged and dropped. */
  publish(topic: string): void
  /** Called for every topic published, by any instance (this one included). */
  onWake(handler: (topic: string) => void): void
  close(): Promise<void>
}
