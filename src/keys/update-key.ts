// PATCH /api/v1/connect-keys/{key_id}. Nothing here writes to the identity store: a name change is kept in
// the mirror (so a name-only change leaves the identity store alone), and a permissions change is refused
// with 501. A new rate_limit_per_minute or workspace_id applies from the next request on every instance: such a
// change needs Redis to answer first (else 503, nothing changed) and is propagated like any key change
// (key-changes.ts); other fields need no Redis.
import { AppError } from '../errors/index.ts'
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import type { Environment, KeyMirrorPatch } from '../store/ports/index.ts'
import type { KeysDeps } from './deps.ts'
import { checkPermissions } from './create-key.ts'
import { newMark, propagate, requireCoordination } from './key-changes.ts'
import { checkWorkspace, ensureMirrorRow, findOwnKey, mergedView, type ConnectKey } from './merged-view.ts'

export interface UpdateKeyInput {
  name?: string
  permissions?: string[]
  workspace_id?: string | null
  rate_limit_per_minute?: number | null
  description?: string | null
  environment?: Environment
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const x = new Set(a)
  const y = new Set(b)
  return x.size === y.size && [...x].every((v) => y.has(v))
}

export async function updateKey(d: KeysDeps, p: Principal, keyId: string, input: UpdateKeyInput): Promise<ConnectKey> {
  requireAllPermissions(p)
  const k = await findOwnKey(d, p, keyId)
  if (input.permissions !== undefined) checkPermissions(input.permissions)
  if (input.permissions !== undefined && !sameSet(input.permissions, k.permissions)) {
    throw new AppError('permissions_immutable', undefined, { param: 'permissions' })
  }
  const workspaceId = input.workspace_id === undefined ? undefined : await checkWorkspace(d, p, input.workspace_id)
  const patch: KeyMirrorPatch = {}
  if (input.name !== undefined) patch.name = input.name
  if (workspaceId !== undefined) patch.workspaceId = workspaceId
  if (input.rate_limit_per_minute !== undefined) patch.rateLimitPerMinute = input.rate_limit_per_minute
  if (input.description !== undefined) patch.description = input.description
  if (input.environment !== undefined) patch.environment = input.environment
  const now = d.clock.now()
  let mirror = await d.stores.keyMirror.get(k.id)
  if (Object.keys(patch).length === 0) return mergedView(k, mirror)
  const affectsValidation = patch.rateLimitPerMinute !== undefined || patch.workspaceId !== undefined
  if (affectsValidation) await requireCoordination(d)
  if (!mirror) await ensureMirrorRow(d, k, now) // a key issued elsewhere: its mirror record starts now
  const mark = affectsValidation ? newMark(d) : undefined
  mirror = await d.stores.keyMirror.update(k.id, patch, now, mark)
  if (mark) await propagate(d, k.id, mark, d.stores.keyMirror)
  return mergedView(k, mirror)
}
