// POST /api/v1/connect-keys/{key_id}/flush-cache: the next bearer call with the key re-validates, on every
// instance (otherwise validator results are cached five minutes per key value).
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import { invalidateKey, type KeysDeps } from './deps.ts'
import { findOwnKey } from './merged-view.ts'

export async function flushKeyCache(d: KeysDeps, p: Principal, keyId: string): Promise<void> {
  requireAllPermissions(p)
  const k = await findOwnKey(d, p, keyId)
  await invalidateKey(d, k.id)
}
