// DELETE /api/v1/connect-keys/{key_id}: active → revoked (spec: API key states). Idempotent: 204 also when
// already revoked or already gone at the identity store. The store is written before the generation bump,
// so no instance can re-cache the key as valid after this returns.
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import { invalidateKey, type KeysDeps } from './deps.ts'
import { outboxEvent } from '../webhooks/index.ts'

/** Returns true when this call revoked an active key (for the api_key.deleted event). */
export async function deleteKey(d: KeysDeps, p: Principal, keyId: string): Promise<boolean> {
  requireAllPermissions(p)
  const [identity, mirror] = await Promise.all([d.stores.identityKeys.get(keyId), d.stores.keyMirror.get(keyId)])
  const org = identity?.organizationId ?? mirror?.organizationId
  if (org !== p.organizationId) return false // unknown here: nothing to do, and nothing revealed
  const now = d.clock.now()
  const wasActive = Boolean(identity && !identity.revokedAt && !mirror?.revokedAt)
  const name = mirror?.name ?? identity?.name ?? ''
  const deleted = outboxEvent(d.ids, d.clock, p.organizationId, 'api_key.deleted', { id: keyId, name })
  if (identity) await d.stores.identityKeys.revoke(keyId, now)
  let emitted = false
  // api_key.deleted is recorded in the same write that revokes the mirror row, and only by the call that revoked
  // it, so a repeated DELETE sends nothing. A key without a mirror row records it on its own.
  if (mirror) emitted = await d.stores.keyMirror.markRevoked(keyId, now, wasActive ? [deleted] : [])
  else if (wasActive) { await d.stores.webhookEvents.append([deleted]); emitted = true }
  await invalidateKey(d, keyId)
  if (emitted) d.onEvents?.()
  return wasActive
}
