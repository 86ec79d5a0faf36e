// Fallback ("insurance") stores for rate limiting: the primary (Redis) answers while it can; when a call to it
// rejects, the secondary (in-process) answers instead, so requests keep being limited (per instance) during a
// Redis outage rather than failing or going unlimited. Every call tries the primary first (the Redis client
// fails fast while disconnected), so the first call that succeeds again switches back by itself.
//
// One warn when switching to the fallback and one info when back, per outage, however many calls fail in
// between. A call that started before the latest switch does not switch again when it settles (a slow success
// from before the outage, or a slow failure from before the recovery, is old news), which keeps concurrent
// calls from logging the same outage twice.
//
// What the fallback does not do: admissions made in-process during the outage are not copied to Redis after
// it, and Redis' history is not visible in-process, so around an outage each instance limits on its own.
import type { Logger } from '../../lib/logger.ts'
import type { ConcurrencyStore, SlidingWindowStore } from '../ports/index.ts'

export type FallbackState = 'primary' | 'fallback'

export interface FallbackOptions {
  logger: Pick<Logger, 'warn' | 'info'>
  /** Called on every switch (for /health or metrics). Must not throw; errors are ignored. */
  onState?(state: FallbackState): void
  /** Names what is wrapped in the log lines (default 'rate limits'). */
  name?: string
}

/** The switching state, shareable by several wrapped stores so one outage is logged once for all of them. */
export interface FallbackSwitch {
  state(): FallbackState
  run<T>(primary: () => Promise<T>, secondary: () => Promise<T>): Promise<T>
}

export interface FallbackSlidingWindowStore extends SlidingWindowStore {
  state(): FallbackState
}

export interface FallbackConcurrencyStore extends ConcurrencyStore {
  state(): FallbackState
}

export function createFallbackSwitch(opts: FallbackOptions): FallbackSwitch {
  const { logger, onState } = opts
  const name = opts.name ?? 'rate limits'
  let current: FallbackState = 'primary'
  let epoch = 0 // bumped on every switch

  function switchTo(next: FallbackState, started: number, err?: unknown): void {
    if (current === next || epoch !== started) return
    current = next
    epoch++
    if (next === 'fallback') {
      logger.warn(
        { store: name, err: err instanceof Error ? err.message : String(err) },
        `${name}: primary store unavailable; answering from the in-process fallback`,
      )
    } else {
      logger.info({ store: name }, `${name}: primary store is back; fallback no longer used`)
    }
    try {
      onState?.(next)
    } catch {
      // A reporting hook must not break a request.
    }
  }

  return {
    state: () => current,
    async run(primary, secondary) {
      const started = epoch
      let value
      try {
        value = await primary()
      } catch (err) {
        switchTo('fallback', started, err)
        return secondary()
      }
      switchTo('primary', started)
      return value
    },
  }
}

/** A SlidingWindowStore answering from `secondary` whenever `primary` rejects. */
export function withFallback(
  primary: SlidingWindowStore,
  secondary: SlidingWindowStore,
  opts: FallbackOptions | FallbackSwitch,
): FallbackSlidingWindowStore {
  const sw = 'run' in opts ? opts : createFallbackSwitch(opts)
  return {
    state: () => sw.state(),
    hit: (subject, limit, windowMs, nowMs) =>
      sw.run(
        () => primary.hit(subject, limit, windowMs, nowMs),
        () => secondary.hit(subject, limit, windowMs, nowMs),
      ),
    peek: (subject, limit, windowMs, nowMs) =>
      sw.run(
        () => primary.peek(subject, limit, windowMs, nowMs),
        () => secondary.peek(subject, limit, windowMs, nowMs),
      ),
  }
}

/**
 * A ConcurrencyStore answering from `secondary` whenever `primary` rejects. A lease taken in-process during an
 * outage stays there: renew falls back to the secondary when the primary does not know the lease, and release
 * always releases in both, so such a lease is neither lost nor leaked once Redis is back.
 */
export function withConcurrencyFallback(
  primary: ConcurrencyStore,
  secondary: ConcurrencyStore,
  opts: FallbackOptions | FallbackSwitch,
): FallbackConcurrencyStore {
  const sw = 'run' in opts ? opts : createFallbackSwitch({ name: 'concurrency leases', ...opts })
  return {
    state: () => sw.state(),
    acquire: (subject, leaseId, max, leaseMs, nowMs) =>
      sw.run(
        () => primary.acquire(subject, leaseId, max, leaseMs, nowMs),
        () => secondary.acquire(subject, leaseId, max, leaseMs, nowMs),
      ),
    renew: (subject, leaseId, leaseMs, nowMs) =>
      sw.run(
        async () =>
          (await primary.renew(subject, leaseId, leaseMs, nowMs)) || secondary.renew(subject, leaseId, leaseMs, nowMs),
        () => secondary.renew(subject, leaseId, leaseMs, nowMs),
      ),
    async release(subject, leaseId) {
      await secondary.release(subject, leaseId)
      await sw.run(
        () => primary.release(subject, leaseId),
        async () => {},
      )
    },
    count: (subject, nowMs) =>
      sw.run(
        () => primary.count(subject, nowMs),
        () => secondary.count(subject, nowMs),
      ),
  }
}
