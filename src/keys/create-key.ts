// POST /api/v1/connect-keys (spec: API key states, "none → active"; Connect keys endpoints).
// Issue at the identity store, then insert the mirror record; if the mirror insert fails, the just-created
// key is deleted at the identity store so the caller never holds a key the service cannot describe.
import { AppError } from '../errors/index.ts'
import { generateKeyValue, keyDigest, obfuscateKey, requireAllPermissions, type Principal } from '../auth/index.ts'
import { PERMISSION_SLUGS, isPermission } from '../skill-runtime/index.ts'
import type { Environment, KeyMirrorRow } from '../store/ports/index.ts'
import type { KeysDeps } from './deps.ts'
import { outboxEvent } from '../webhooks/index.ts'
import { checkWorkspace, mergedView, type ConnectKey } from './merged-view.ts'

export interface CreateKeyInput {
  name: string
  permissions?: string[]
  workspace_id?: string | null
  rate_limit_per_minute?: number | null
  description?: string | null
  environment?: Environment
  expires_in_days?: number | null
}

/** 400 unknown_permissions naming the offenders and listing the valid slugs (retired slugs are offenders). */
export function checkPermissions(perms: readonly string[]): string[] {
  const unknown = perms.filter((p) => !isPermission(p))
  if (unknown.length) {
    throw new AppError('unknown_permissions',
      `Unknown permissions: ${unknown.join(', ')}. Valid permissions: ${PERMISSION_SLUGS.join(', ')}.`,
      { param: 'permissions', extra: { invalid_permissions: unknown, valid_permissions: [...PERMISSION_SLUGS] } })
  }
  return [...new Set(perms)]
}

export interface IssueOptions {
  name: string
  permissions: string[]
  organizationId: string
  mirror: Omit<KeyMirrorRow, 'keyId' | 'organizationId' | 'name' | 'createdAt' | 'updatedAt' | 'revokedAt'>
}

/** Issues a key (identity store + mirror, compensating on failure). Shared by create and rotate. */
export async function issueKey(d: KeysDeps, o: IssueOptions): Promise<ConnectKey & { value: string }> {
  const now = d.clock.now()
  const value = (d.generateValue ?? generateKeyValue)()
  const id = d.ids.id('key')
  const identity = {
    id, organizationId: o.organizationId, name: o.name, digest: keyDigest(value), obfuscatedValue: obfuscateKey(value),
    permissions: o.permissions, createdAt: now, updatedAt: now, lastUsedAt: null, revokedAt: null,
  }
  await d.stores.identityKeys.insert(identity)
  const row: KeyMirrorRow = { ...o.mirror, keyId: id, organizationId: o.organizationId, name: null, revokedAt: null, createdAt: now, updatedAt: now }
  // api_key.created is recorded in the same write as the mirror row (transactional outbox).
  const created = outboxEvent(d.ids, d.clock, o.organizationId, 'api_key.created', { id, name: o.name, created_at: now.toISOString() })
  try {
    await d.stores.keyMirror.insert(row, [created])
  } catch (err) {
    d.logger.error({ err: (err as Error).message, key_id: id }, 'mirror insert failed; deleting the just-created key at the identity store')
    await d.stores.identityKeys.delete(id)
    throw new AppError('internal_error', undefined, { cause: err })
  }
  d.onEvents?.()
  return { ...mergedView(identity, row), value }
}

export async function createKey(d: KeysDeps, p: Principal, input: CreateKeyInput): Promise<ConnectKey & { value: string }> {
  requireAllPermissions(p)
  const permissions = checkPermissions(input.permissions ?? [])
  await checkWorkspace(d, p, input.workspace_id)
  const days = input.expires_in_days ?? 0
  const expiresAt = days > 0 ? new Date(d.clock.nowMs() + days * 86_400_000) : null
  return issueKey(d, {
    name: input.name,
    permissions,
    organizationId: p.organizationId,
    mirror: {
      workspaceId: input.workspace_id ?? null,
      rateLimitPerMinute: input.rate_limit_per_minute ?? null,
      description: input.description ?? null,
      environment: input.environment ?? 'sandbox',
      createdByUserId: p.userId,
      rotatedFromKeyId: null,
      expiresAt,
    },
  })
}
