// POST /api/v1/connect-keys/{key_id}/rotate (spec: API key states, "active → active (old), active (new)").
// The new key inherits name, permissions (verbatim), workspace_id, rate_limit_per_minute, description and
// environment, and points back with rotated_from_key_id; the old key expires after the grace period
// (default 24 h). An earlier expiry on the old key is kept: rotating never extends a key's life.
// Order (issue-key.ts, key-changes.ts): Redis must answer first (else 503, nothing changed); the new key is
// staged (pending), the old key's expiry written with its invalidation mark, and only then is the new key
// activated, the commit point. A failure before it discards the new key and puts the old expiry back (500); a
// crash before it leaves a pending key for the reaper and, at worst, the old key's shortened expiry (no key
// nobody was shown is ever active). After it, the answer is 201 even if the propagation has to wait for Redis.
import { AppError } from '../errors/index.ts'
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import { activateKey, discardIssued, stageKey } from './issue-key.ts'
import type { KeysDeps } from './deps.ts'
import { newMark, propagate, requireCoordination } from './key-changes.ts'
import { ensureMirrorRow, findOwnKey, type ConnectKey } from './merged-view.ts'

export const DEFAULT_GRACE_HOURS = 24 // spec: Limits, "Rotation grace"

export async function rotateKey(
  d: KeysDeps,
  p: Principal,
  keyId: string,
  input: { grace_period_hours?: number },
): Promise<ConnectKey & { value: string }> {
  requireAllPermissions(p)
  const old = await findOwnKey(d, p, keyId)
  const now = d.clock.now()
  const mirror = await d.stores.keyMirror.get(old.id)
  if (old.revokedAt || mirror?.revokedAt || (mirror?.expiresAt && mirror.expiresAt <= now)) {
    throw new AppError('key_not_found', `Key ${old.id} is revoked or expired; create a new key instead.`, {
      param: 'key_id',
    })
  }
  await requireCoordination(d)
  const graceMs = Math.round((input.grace_period_hours ?? DEFAULT_GRACE_HOURS) * 3_600_000)
  const graceEnd = new Date(now.getTime() + graceMs)
  const staged = await stageKey(d, {
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
  // The old key's expiry, unless an earlier one stands. `previous` is what to put back if the rotation fails.
  const shorten = !mirror?.expiresAt || mirror.expiresAt > graceEnd
  const previous = mirror?.expiresAt ?? null
  const mark = newMark(d)
  try {
    if (shorten) {
      if (!mirror) await ensureMirrorRow(d, old, now)
      await d.stores.keyMirror.update(old.id, { expiresAt: graceEnd }, now, mark)
    }
  } catch (err) {
    d.logger.error(
      { err: (err as Error).message, key_id: old.id },
      "rotation could not set the old key's expiry; discarding the new key",
    )
    await discardAfterFailure(d, staged)
    if (shorten) await restoreExpiry(d, old.id, previous)
    throw new AppError('internal_error', undefined, { cause: err })
  }
  let fresh: ConnectKey & { value: string }
  try {
    fresh = await activateKey(d, staged) // discards the new key itself when it fails
  } catch (err) {
    if (shorten) await restoreExpiry(d, old.id, previous)
    throw err
  }
  if (shorten) await propagate(d, old.id, mark, d.stores.keyMirror)
  return fresh
}

async function discardAfterFailure(d: KeysDeps, staged: Parameters<typeof discardIssued>[1]): Promise<void> {
  try {
    await discardIssued(d, staged, 'request')
  } catch (err) {
    d.logger.error({ err: (err as Error).message, key_id: staged.id }, 'could not discard the new key; the reaper will')
  }
}

/** Puts the old key's expiry back after a failed rotation (best effort; a failure is logged, never masks the 500). */
async function restoreExpiry(d: KeysDeps, keyId: string, previous: Date | null): Promise<void> {
  try {
    const mark = newMark(d)
    await d.stores.keyMirror.update(keyId, { expiresAt: previous }, d.clock.now(), mark)
    await propagate(d, keyId, mark, d.stores.keyMirror)
  } catch (err) {
    d.logger.error(
      { err: (err as Error).message, key_id: keyId },
      "could not restore the old key's expiry after a failed rotation",
    )
  }
}
