// POST /api/v1/connect-keys (spec: API key states, "none → active"; Connect keys endpoints).
// Issued in two phases (issue-key.ts): pending at the identity store, mirror row, then activation; if anything
// fails before the activation, the just-created key is discarded, so the caller never holds a key the service
// cannot describe and no key exists that nobody was shown. Needs no Redis: a new key is in no cache.
import { AppError } from '../errors/index.ts'
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import { PERMISSION_SLUGS, isPermission } from '../permissions/index.ts'
import type { Environment } from '../store/ports/index.ts'
import type { KeysDeps } from './deps.ts'
import { issueKey } from './issue-key.ts'
import { checkWorkspace, type ConnectKey } from './merged-view.ts'

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
    throw new AppError(
      'unknown_permissions',
      `Unknown permissions: ${unknown.join(', ')}. Valid permissions: ${PERMISSION_SLUGS.join(', ')}.`,
      { param: 'permissions', extra: { invalid_permissions: unknown, valid_permissions: [...PERMISSION_SLUGS] } },
    )
  }
  return [...new Set(perms)]
}

export async function createKey(
  d: KeysDeps,
  p: Principal,
  input: CreateKeyInput,
): Promise<ConnectKey & { value: string }> {
  requireAllPermissions(p)
  const permissions = checkPermissions(input.permissions ?? [])
  const workspaceId = await checkWorkspace(d, p, input.workspace_id)
  const days = input.expires_in_days ?? 0
  const expiresAt = days > 0 ? new Date(d.clock.nowMs() + days * 86_400_000) : null
  return issueKey(d, {
    name: input.name,
    permissions,
    organizationId: p.organizationId,
    mirror: {
      workspaceId: workspaceId ?? null,
      rateLimitPerMinute: input.rate_limit_per_minute ?? null,
      description: input.description ?? null,
      environment: input.environment ?? 'sandbox',
      createdByUserId: p.userId,
      rotatedFromKeyId: null,
      expiresAt,
    },
  })
}
