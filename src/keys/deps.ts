// What the key operations need; built once in services.ts.
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Logger } from '../lib/logger.ts'
import type { Coordination, Stores } from '../store/ports/index.ts'
import type { KeyVerifier } from '../auth/index.ts'

export interface KeysDeps {
  stores: Stores
  coordination: Coordination
  verifier: KeyVerifier
  clock: Clock
  ids: IdSource
  logger: Logger
}

/** Makes every instance re-validate the key on its next call (generation bump) and drops our own entry. */
export async function invalidateKey(d: KeysDeps, keyId: string): Promise<void> {
  d.verifier.invalidateLocal(keyId)
  await d.coordination.keyGenerations.bump(keyId)
}
