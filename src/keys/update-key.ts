// PATCH /api/v1/connect-keys/{key_id}. Nothing here writes to the identity store: a name change is kept in
// the mirror (so a name-only change leaves the identity store alone), and a permissions change is refused
// with 501. A new rate_limit_per_minute applies from the next request (the key's generation is bumped).
import { AppError } from '../errors/index.ts'
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import type { Environment, KeyMirrorPatch, KeyMirrorRow } from '../store/ports/index.ts'
import { invalidateKey, type KeysDeps } from './deps.ts'
import { checkPermissions } from './create-key.ts'
import { checkWorkspace, findOwnKey, mergedView, type ConnectKey } from './merged-view.ts'

export interface UpdateKeyInput {
  name?: string
  permissions?: string[]
  workspace_id?: string | null
  rate_limit_per_minute?: number | null
  description?: string | null
  environment?: Environment
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const x = new Set(a); const y = new Set(b)
  return x.size === y.size && [...x].every((v) => y.has(v))
}

export async function updateKey(d: KeysDeps, p: Principal, keyId: string, input: UpdateKeyInput): Promise<ConnectKey> {
  requireAllPermissions(p)
  const k = await findOwnKey(d, p, keyId)
  if (input.permissions !== undefined) checkPermissions(input.permissions)
  if (input.permissions !== undefined && !sameSet(input.permissions, k.permissions)) {
    throw new AppError('permissions_immutable', undefined, { param: 'permissions' })
  }
  await checkWorkspace(d, p, input.workspace_id)
  const patch: KeyMirrorPatch = {}
  if (input.name !== undefined) patch.name = input.name
  if (input.workspace_id !== undefined) patch.workspaceId = input.workspace_id
  if (input.rate_limit_per_minute !== undefined) patch.rateLimitPerMinute = input.rate_limit_per_minute
  if (input.description !== undefined) patch.description = input.description
  if (input.environment !== undefined) patch.environment = input.environment
  const now = d.clock.now()
  let mirror = await d.stores.keyMirror.get(k.id)
  if (Object.keys(patch).length === 0) return mergedView(k, mirror)
  if (!mirror) {
    // No mirror yet (a key issued elsewhere): the mirror record starts now, with the defaults.
    const row: KeyMirrorRow = {
      keyId: k.id, organizationId: k.organizationId, name: null, workspaceId: null, rateLimitPerMinute: null,
      description: null, environment: 'sandbox', createdByUserId: null, rotatedFromKeyId: null, expiresAt: null,
      revokedAt: null, createdAt: now, updatedAt: now,
    }
    await d.stores.keyMirror.insert(row)
  }
  mirror = await d.stores.keyMirror.update(k.id, patch, now)
  if (patch.rateLimitPerMinute !== undefined || patch.workspaceId !== undefined) await invalidateKey(d, k.id)
  return mergedView(k, mirror)
}
