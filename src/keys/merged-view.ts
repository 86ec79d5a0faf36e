// The merged key object returned by list, get, create, update and rotate (spec: "Connect key (merged view)").
// Identity-store fields always; fields from workspace_id onward are null when no mirror record exists.
import { usableWorkspace } from '../tenancy/index.ts'
import { DuplicateError, type IdentityKey, type KeyMirrorRow } from '../store/ports/index.ts'
import { AppError } from '../errors/index.ts'
import type { Principal } from '../auth/index.ts'
import type { ConnectKey as ApiConnectKey } from '../generated/api-types.ts'
import type { KeysDeps } from './deps.ts'

/** The merged key object, as openapi.yaml's ConnectKey schema defines it (generated type). */
export type ConnectKey = ApiConnectKey

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null)

export function mergedView(k: IdentityKey, m: KeyMirrorRow | null): ConnectKey {
  const updated = m && m.updatedAt > k.updatedAt ? m.updatedAt : k.updatedAt
  return {
    id: k.id,
    name: m?.name ?? k.name,
    obfuscated_value: k.obfuscatedValue,
    last_used_at: iso(k.lastUsedAt),
    permissions: [...k.permissions] as ConnectKey['permissions'], // slugs checked on write; a migrated key may hold retired ones
    created_at: k.createdAt.toISOString(),
    updated_at: updated.toISOString(),
    workspace_id: m?.workspaceId ?? null,
    rate_limit_per_minute: m?.rateLimitPerMinute ?? null,
    description: m?.description ?? null,
    environment: m?.environment ?? null,
    created_by_user_id: m?.createdByUserId ?? null,
    rotated_from_key_id: m?.rotatedFromKeyId ?? null,
    expires_at: iso(m?.expiresAt),
    revoked_at: iso(m?.revokedAt),
  }
}

/**
 * The identity record of a key in the caller's organization, or 404 key_not_found. A caller pinned to a workspace
 * reaches only the keys pinned to that workspace (src/tenancy/scope.ts).
 */
export async function findOwnKey(d: KeysDeps, p: Principal, keyId: string): Promise<IdentityKey> {
  const k = await d.stores.identityKeys.get(keyId)
  if (
    !k ||
    k.organizationId !== p.organizationId ||
    (p.workspaceId !== null && (await d.stores.keyMirror.get(keyId))?.workspaceId !== p.workspaceId)
  ) {
    throw new AppError('key_not_found', `No key ${JSON.stringify(keyId)} in your organization.`, { param: 'key_id' })
  }
  return k
}

/**
 * The workspace a key is pinned to after this request: 422 workspace_not_found unless it is a workspace of the
 * caller's organization, 409 workspace_archived for an archived one. A caller pinned to a workspace pins what it
 * makes there: it cannot make or change a key that reaches further (null, or another workspace, is refused as
 * workspace_not_found; without a workspace_id its new key is pinned to its own).
 */
export async function checkWorkspace(
  d: KeysDeps,
  p: Principal,
  workspaceId: string | null | undefined,
): Promise<string | null | undefined> {
  if (workspaceId === undefined) return p.workspaceId ?? undefined
  if (workspaceId === null) {
    if (p.workspaceId !== null) {
      throw new AppError(
        'workspace_not_found',
        'This key is pinned to a workspace: the keys it manages stay pinned to it.',
        { param: 'workspace_id' },
      )
    }
    return null
  }
  return (await usableWorkspace(d.stores, p, workspaceId)).id
}

/** Gives a key without a mirror record (issued elsewhere) one with the defaults, so a change can be stored there. */
export async function ensureMirrorRow(d: KeysDeps, k: IdentityKey, now: Date): Promise<void> {
  const row: KeyMirrorRow = {
    keyId: k.id,
    organizationId: k.organizationId,
    name: null,
    workspaceId: null,
    rateLimitPerMinute: null,
    description: null,
    environment: 'sandbox',
    createdByUserId: null,
    rotatedFromKeyId: null,
    expiresAt: null,
    revokedAt: null,
    createdAt: now,
    updatedAt: now,
  }
  try {
    await d.stores.keyMirror.insert(row)
  } catch (err) {
    if (!(err instanceof DuplicateError)) throw err // a concurrent change made it first: fine
  }
}
