// What the key operations need; built once in services.ts.
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Logger } from '../lib/logger.ts'
import type { Coordination, Stores } from '../store/ports/index.ts'
import type { KeyVerifier } from '../auth/index.ts'
import { AppError } from '../errors/index.ts'

export interface KeysDeps {
  stores: Stores
  coordination: Coordination
  verifier: KeyVerifier
  clock: Clock
  ids: IdSource
  logger: Logger
  /** Called after a write that recorded outbox events (wakes the webhook dispatcher on this instance). */
  onEvents?: () => void
  /** Makes new key values (default: generateKeyValue). A seam for fault tests that must learn a value never shown. */
  generateValue?: () => string
}

/**
 * Makes every instance re-validate the key on its next call (generation bump) and drops our own entry.
 * Called after the store write. If the bump cannot reach Redis, the change is saved but other instances may
 * trust their caches, so the caller gets 503 and retries (every operation calling this is idempotent).
 */
export async function invalidateKey(d: KeysDeps, keyId: string): Promise<void> {
  d.verifier.invalidateLocal(keyId)
  try {
    await d.coordination.keyGenerations.bump(keyId)
  } catch (err) {
    d.logger.error({ err: (err as Error).message, key_id: keyId }, 'could not propagate a key change to other instances')
    throw new AppError('service_unavailable', 'The change is saved but could not reach every instance yet; retry the request.', { retryAfterSeconds: 1, cause: err })
  }
}
