// How a key change that affects validation (revoke, flush-cache, rotate, rate limit, workspace) reaches every
// instance's validator cache, whatever Redis does (README, "Key changes and Redis"):
// 1. requireCoordination: Redis must answer before anything is written; otherwise 503 and nothing changed.
// 2. The change is written with a fresh invalidation mark in the same single-record write (store ports,
//    PendingInvalidation), so the store itself remembers that the caches have not been told yet.
// 3. propagate: bump the key's generation, then clear the mark. If the bump fails now, the change still stands
//    and is answered as done: the mark stays, and propagatePending (every instance, every few seconds, see
//    reaper.ts) bumps and clears it once Redis takes it. Meanwhile no instance that cannot reach Redis trusts
//    its cache, and every instance that reconnects starts a new epoch (store/ports/coordination.ts).
import { AppError } from '../errors/index.ts'
import type { InvalidationMarks } from '../store/ports/index.ts'
import type { KeysDeps } from './deps.ts'

/** 503 before any write when coordination cannot be reached: the caller retries and nothing was half-done. */
export async function requireCoordination(d: KeysDeps): Promise<void> {
  const h = await d.coordination.health()
  if (h.status === 'ok') return
  d.logger.warn({ detail: h.detail }, 'key change refused: coordination unreachable')
  throw new AppError(
    'service_unavailable',
    'Nothing was changed: the change could not be propagated to every instance right now. Retry the request.',
    { retryAfterSeconds: 1 },
  )
}

/** A mark unique to one change. */
export const newMark = (d: KeysDeps): string => d.ids.id('chg')

/**
 * Tells every instance, after the change and its mark were written: drops our own entry, bumps, clears the mark.
 * Never throws: a failure leaves the mark for propagatePending. Returns true when the bump went through.
 */
export async function propagate(d: KeysDeps, keyId: string, mark: string, marks: InvalidationMarks): Promise<boolean> {
  d.verifier.invalidateLocal(keyId)
  try {
    await d.coordination.keyGenerations.bump(keyId)
  } catch (err) {
    d.logger.warn(
      { err: (err as Error).message, key_id: keyId },
      'key change saved; propagation to other instances deferred until Redis answers',
    )
    return false
  }
  try {
    await marks.clearInvalidation(keyId, mark)
  } catch (err) {
    // Harmless: the next pass bumps once more and clears it.
    d.logger.warn({ err: (err as Error).message, key_id: keyId }, 'could not clear a propagated key change')
  }
  return true
}

const BATCH = 200

/**
 * Bumps every key whose change is still marked in the store, then clears those marks. Reading the mark first is
 * what makes this safe: the mark was written together with its change, so the bump that follows comes after it.
 * Throws when coordination is unreachable (nothing cleared); returns how many changes it propagated.
 */
export async function propagatePending(d: KeysDeps): Promise<number> {
  let done = 0
  for (const marks of [d.stores.identityKeys, d.stores.keyMirror]) {
    for (;;) {
      const pending = await marks.listInvalidations(BATCH)
      for (const { keyId, mark } of pending) {
        d.verifier.invalidateLocal(keyId)
        await d.coordination.keyGenerations.bump(keyId)
        await marks.clearInvalidation(keyId, mark)
        done++
      }
      if (pending.length < BATCH) break
    }
  }
  if (done) d.logger.info({ propagated: done }, 'propagated key changes recorded while Redis could not take them')
  return done
}
