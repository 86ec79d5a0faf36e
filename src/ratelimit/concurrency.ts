// Concurrency slots for long-lived responses (SSE cycle tails: 4 per key). A slot is a lease in the shared
// store, renewed while the caller holds it and released when `closed` aborts (a door aborts it when its response
// closes, also when the client vanishes); if this instance dies, the lease expires by itself.
import { randomUUID } from 'node:crypto'
import { AppError } from '../errors/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { ConcurrencyStore } from '../store/ports/index.ts'
import { CONCURRENCY_LEASE_MS } from './policies.ts'

/**
 * Takes a slot for `subject` until `closed` aborts, or throws 429 rate_limited when `max` are held.
 * Returns a release function (also called automatically when `closed` aborts).
 */
export async function holdSlot(
  store: ConcurrencyStore,
  clock: Clock,
  closed: AbortSignal,
  subject: string,
  max: number,
  leaseMs: number = CONCURRENCY_LEASE_MS,
): Promise<() => Promise<void>> {
  const leaseId = randomUUID()
  if (!(await store.acquire(subject, leaseId, max, leaseMs, clock.nowMs()))) {
    throw new AppError('rate_limited', `At most ${max} concurrent streams per key; close one and retry.`, {
      retryAfterSeconds: 1,
      headers: { 'x-should-retry': 'true' },
    })
  }
  let released = false
  const renew = setInterval(
    () => {
      void store.renew(subject, leaseId, leaseMs, clock.nowMs()).catch(() => undefined)
    },
    Math.floor(leaseMs / 3),
  )
  renew.unref()
  const release = async () => {
    if (released) return
    released = true
    clearInterval(renew)
    await store.release(subject, leaseId).catch(() => undefined)
  }
  if (closed.aborted) void release()
  else
    closed.addEventListener(
      'abort',
      () => {
        void release()
      },
      { once: true },
    )
  return release
}
