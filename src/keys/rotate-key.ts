// POST /api/v1/connect-keys/{key_id}/rotate (spec: API key states, "active → active (old), active (new)").
// The new key inherits name, permissions (verbatim), workspace_id, rate_limit_per_minute, description and
// environment, and points back with rotated_from_key_id; the old key expires after the grace period
// (default 24 h). An earlier expiry on the old key is kept: rotating never extends a key's life.
import { AppError } from '../errors/index.ts'
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import type { KeyMirrorRow } from '../store/ports/index.ts'
import { issueKey } from './create-key.ts'
import { invalidateKey, type KeysDeps } from './deps.ts'
import { findOwnKey, type ConnectKey } from './merged-view.ts'

export const DEFAULT_GRACE_HOURS = 24 // spec: Limits, "Rotation grace"

export async function rotateKey(d: KeysDeps, p: Principal, keyId: string, input: { grace_period_hours?: number }): Promise<ConnectKey & { value: string }> {
  requireAllPermissions(p)
  const old = await findOwnKey(d, p, keyId)
  const now = d.clock.now()
  let mirror = await d.stores.keyMirror.get(old.id)
  if (old.revokedAt || mirror?.revokedAt || (mirror?.expiresAt && mirror.expiresAt <= now)) {
    throw new AppError('key_not_found', `Key ${old.id} is revoked or expired; create a new key instead.`, { param: 'key_id' })
  }
  const graceMs = Math.round((input.grace_period_hours ?? DEFAULT_GRACE_HOURS) * 3_600_000)
  const fresh = await issueKey(d, {
    name: mirror?.name ?? old.name,
    permissions: [...old.permissions],
    organizationId: old.organizationId,
    mirror: {
      workspaceId: mirror?.workspaceId ?? null,
      rateLimitPerMinute: mirror?.rateLimitPerMinute ?? null,
      description: mirror?.description ?? null,
      environment: mirror?.environment ?? 'sandbox',
      createdByUserId: p.userId,
      rotatedFromKeyId: old.id,
      expiresAt: null,
    },
  })
  const graceEnd = new Date(now.getTime() + graceMs)
  if (!mirror) {
    const row: KeyMirrorRow = {
      keyId: old.id, organizationId: old.organizationId, name: null, workspaceId: null, rateLimitPerMinute: null,
      description: null, environment: 'sandbox', createdByUserId: null, rotatedFromKeyId: null, expiresAt: graceEnd,
      revokedAt: null, createdAt: now, updatedAt: now,
    }
    await d.stores.keyMirror.insert(row)
    mirror = row
  } else if (!mirror.expiresAt || mirror.expiresAt > graceEnd) {
    await d.stores.keyMirror.update(old.id, { expiresAt: graceEnd }, now)
  }
  await invalidateKey(d, old.id)
  return fresh
}
