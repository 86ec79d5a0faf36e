// GET /api/v1/connect-keys/_helpers/workspaces: workspaces a key can be pinned to.
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import { page, type PageRequest } from '../lib/pagination.ts'
import type { KeysDeps } from './deps.ts'
import { reaches } from '../tenancy/index.ts'

export async function listWorkspaces(d: KeysDeps, p: Principal, q: PageRequest) {
  requireAllPermissions(p)
  // The workspaces a key can be pinned to: live ones, and for a pinned caller only its own.
  const all = (await d.stores.workspaces.listByOrganization(p.organizationId)).filter(
    (w) => w.archivedAt === null && reaches(p, w.id),
  )
  const { data, has_more } = page(all, q)
  return {
    data: data.map((w) => ({ id: w.id, name: w.name, slug: w.slug, created_at: w.createdAt.toISOString() })),
    has_more,
  }
}
