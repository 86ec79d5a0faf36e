// Exact sliding-window counters and concurrency leases (spec: Limits; SPEC-DECISIONS "Rate limits").
// Times are milliseconds on the service's clock (injected), passed in by the caller, so every instance and
// every test agrees on "now"; an engine's own clock is used only to expire storage.

export interface WindowDecision {
  admitted: boolean
  /** Admissions inside the window after this decision. */
  count: number
  /** When the oldest counted admission leaves the window (ms); null when none is counted. */
  resetAtMs: number | null
  /**
   * Denied only: when one more request would be admitted, i.e. when enough of the oldest admissions have left
   * that fewer than `limit` remain (ms). Null when admitted, or when limit is 0 (never).
   */
  retryAtMs: number | null
}

export interface SlidingWindowStore {
  /**
   * Admits iff fewer than `limit` admissions of `subject` lie in the window (nowMs - windowMs, nowMs]; an
   * admission at t leaves the window at t + windowMs. Records nowMs only when admitting (denials consume
   * nothing). Atomic across instances. `limit` is per call, so changing a cap keeps the history.
   */
  hit(subject: string, limit: number, windowMs: number, nowMs: number): Promise<WindowDecision>
  /** The same decision without recording anything (`admitted` says whether a hit now would be admitted). */
  peek(subject: string, limit: number, windowMs: number, nowMs: number): Promise<WindowDecision>
  /**
   * hit, answered synchronously: present only on stores that decide without I/O (in-process). Callers use it when
   * present to spare the request a promise; it is the same decision on the same state as hit.
   */
  hitNow?(subject: string, limit: number, windowMs: number, nowMs: number): WindowDecision
  /** peek, synchronously; present with hitNow. */
  peekNow?(subject: string, limit: number, windowMs: number, nowMs: number): WindowDecision
}

export interface ConcurrencyStore {
  /**
   * Takes a slot for `leaseId` if fewer than `max` unexpired leases of `subject` are held. A lease expires at
   * nowMs + leaseMs unless renewed, so a crashed holder frees its slot. Returns false when full. Atomic.
   */
  acquire(subject: string, leaseId: string, max: number, leaseMs: number, nowMs: number): Promise<boolean>
  /** Extends a held lease; false when it had already expired or was released. */
  renew(subject: string, leaseId: string, leaseMs: number, nowMs: number): Promise<boolean>
  /** Idempotent. */
  release(subject: string, leaseId: string): Promise<void>
  /** Unexpired leases held now. */
  count(subject: string, nowMs: number): Promise<number>
}
