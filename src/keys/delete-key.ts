// DELETE /api/v1/connect-keys/{key_id}: active → revoked (spec: API key states). Idempotent: 204 also when
// already revoked or already gone at the identity store. Redis must answer first (else 503, nothing changed);
// the revocation is written with its invalidation mark, then propagated (key-changes.ts): from the 204 on, no
// instance accepts the key, even if Redis fails right after the write or later loses its data.
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import type { KeysDeps } from './deps.ts'
import { newMark, propagate, requireCoordination } from './key-changes.ts'
import { outboxEvent } from '../webhooks/index.ts'

/** Returns true when this call revoked an active key (for the api_key.deleted event). */
export async function deleteKey(d: KeysDeps, p: Principal, keyId: string): Promise<boolean> {
  requireAllPermissions(p)
  const [identity, mirror] = await Promise.all([d.stores.identityKeys.get(keyId), d.stores.keyMirror.get(keyId)])
  const org = identity?.organizationId ?? mirror?.organizationId
  // Unknown here (another organization's, or for a pinned caller another workspace's): nothing to do, nothing revealed.
  if (org !== p.organizationId || (p.workspaceId !== null && mirror?.workspaceId !== p.workspaceId)) return false
  await requireCoordination(d)
  const now = d.clock.now()
  const wasActive = Boolean(identity && !identity.revokedAt && !mirror?.revokedAt)
  const name = mirror?.name ?? identity?.name ?? ''
  const deleted = outboxEvent(d.ids, d.clock, p.organizationId, 'api_key.deleted', { id: keyId, name })
  const mark = newMark(d)
  if (identity) await d.stores.identityKeys.revoke(keyId, now, mark)
  let emitted = false
  // api_key.deleted is recorded in the same write that revokes the mirror row, and only by the call that revoked
  // it, so a repeated DELETE sends nothing. A key without a mirror row records it on its own.
  if (mirror) emitted = await d.stores.keyMirror.markRevoked(keyId, now, wasActive ? [deleted] : [])
  else if (wasActive) {
    await d.stores.webhookEvents.append([deleted])
    emitted = true
  }
  await propagate(d, keyId, mark, d.stores.identityKeys)
  if (emitted) d.onEvents?.()
  return wasActive
}
