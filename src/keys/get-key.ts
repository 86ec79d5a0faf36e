// GET /api/v1/connect-keys/{key_id}: 404 when the identity store does not know the key, even if a mirror
// record exists.
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import type { KeysDeps } from './deps.ts'
import { findOwnKey, mergedView, type ConnectKey } from './merged-view.ts'

export async function getKey(d: KeysDeps, p: Principal, keyId: string): Promise<ConnectKey> {
  requireAllPermissions(p)
  const k = await findOwnKey(d, p, keyId)
  return mergedView(k, await d.stores.keyMirror.get(k.id))
}
