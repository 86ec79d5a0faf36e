// GET /api/v1/connect-keys: the caller organization's keys (a pinned caller: its workspace's), newest first, merged view.
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import { page, type PageRequest } from '../lib/pagination.ts'
import type { KeysDeps } from './deps.ts'
import { mergedView, type ConnectKey } from './merged-view.ts'

export async function listKeys(
  d: KeysDeps,
  p: Principal,
  q: PageRequest,
): Promise<{ data: ConnectKey[]; has_more: boolean }> {
  requireAllPermissions(p)
  const [keys, mirrors] = await Promise.all([
    d.stores.identityKeys.listByOrganization(p.organizationId),
    d.stores.keyMirror.listByOrganization(p.organizationId),
  ])
  const byKey = new Map(mirrors.map((m) => [m.keyId, m]))
  // A caller pinned to a workspace sees only the keys pinned to it.
  const seen = p.workspaceId === null ? keys : keys.filter((k) => byKey.get(k.id)?.workspaceId === p.workspaceId)
  const { data, has_more } = page(seen, q)
  return { data: data.map((k) => mergedView(k, byKey.get(k.id) ?? null)), has_more }
}
