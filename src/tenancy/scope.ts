// The workspace rule, in one place (issue 25 §1). Client-facing data (clients and their books, files, workplans and
// cycles, topics and their conversations) belongs to one workspace of the organization. A principal pinned to a
// workspace (a key's workspace_id) reaches only that workspace: a row of another reads as absent (the 404 of a
// missing one), lists hold only its own, and what it creates lands in it. An unpinned principal reaches every
// workspace of its organization; what it creates lands in the workspace it names, or the organization's default
// (its oldest workspace that is not archived). Webhook endpoints, templates and drafts stay organization-wide.
// Rows written before workspaces were enforced may have none (null): only unpinned principals reach them.
import { AppError } from '../errors/index.ts'
import type { Stores, Workspace } from '../store/ports/index.ts'

/** Who asks: the organization and, when pinned, the one workspace. */
export interface Scope {
  organizationId: string
  workspaceId: string | null
}

/** True when a row of workspace `rowWorkspaceId` is visible in `s`. */
export const reaches = (s: Scope, rowWorkspaceId: string | null): boolean =>
  s.workspaceId === null || rowWorkspaceId === s.workspaceId

/**
 * The workspace filter of a list: undefined for every workspace, a workspace id, or false when nothing can match
 * (a pinned principal asking for another workspace gets an empty list, as for one it cannot see).
 */
export function listFilter(s: Scope, requested?: string | null): string | undefined | false {
  if (s.workspaceId === null) return requested ?? undefined
  if (requested !== undefined && requested !== null && requested !== s.workspaceId) return false
  return s.workspaceId
}

const notFound = (id: string, param: string) =>
  new AppError('workspace_not_found', `No workspace ${id.slice(0, 64)} in your organization.`, { param })

/**
 * The workspace `id` when `s` may use it: it is the organization's and, when `s` is pinned, its own. 422
 * workspace_not_found otherwise (another workspace reads as absent); 409 workspace_archived when `live` and archived.
 */
export async function usableWorkspace(
  stores: Pick<Stores, 'workspaces'>,
  s: Scope,
  id: string,
  o: { param?: string; live?: boolean } = {},
): Promise<Workspace> {
  const param = o.param ?? 'workspace_id'
  const ws = await stores.workspaces.get(id)
  if (!ws || ws.organizationId !== s.organizationId || !reaches(s, ws.id)) throw notFound(id, param)
  if (o.live !== false && ws.archivedAt !== null) {
    throw new AppError('workspace_archived', `Workspace ${ws.slug} is archived: nothing new can be added to it.`, {
      param,
    })
  }
  return ws
}

/**
 * Where a new row lands: the workspace asked for (checked), else the pinned one, else the organization's default.
 * Null only for an organization without any live workspace (then nothing pinned can exist either).
 */
export async function landingWorkspace(
  stores: Pick<Stores, 'workspaces'>,
  s: Scope,
  requested?: string | null,
  param = 'workspace_id',
): Promise<string | null> {
  if (requested !== undefined && requested !== null) return (await usableWorkspace(stores, s, requested, { param })).id
  if (s.workspaceId !== null) return (await usableWorkspace(stores, s, s.workspaceId, { param })).id
  const live = (await stores.workspaces.listByOrganization(s.organizationId)).find((w) => w.archivedAt === null)
  return live?.id ?? null
}
