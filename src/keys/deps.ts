// What the key operations need; built once in services.ts.
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Logger } from '../lib/logger.ts'
import type { Coordination, Stores } from '../store/ports/index.ts'
import type { KeyVerifier } from '../auth/index.ts'

export interface KeysDeps {
  /** Only the stores key operations touch. */
  stores: Pick<Stores, 'identityKeys' | 'keyMirror' | 'webhookEvents' | 'workspaces'>
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
