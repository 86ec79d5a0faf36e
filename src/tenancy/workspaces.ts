// The workspaces REST operations (openapi.yaml tag `workspaces`) and the admin command line's: list, get, create,
// rename or re-slug, archive, restore. Reading needs clients:read; changing needs the key-management credential and
// an unpinned one (a key pinned to a workspace manages nothing beyond it). The slug is unique per organization.
import { AppError } from '../errors/index.ts'
import { requireAllPermissions, requirePermission, type Principal } from '../auth/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import { page, type PageRequest } from '../lib/pagination.ts'
import { DuplicateError, type Stores, type Workspace, type WorkspacePatch } from '../store/ports/index.ts'
import type { WorkspaceCreate, WorkspaceRecord, WorkspaceRecordList, WorkspaceUpdate } from '../generated/api-types.ts'
import { slugify } from './bootstrap.ts'
import { reaches } from './scope.ts'

export interface WorkspacesDeps {
  stores: Pick<Stores, 'workspaces'>
  clock: Clock
  ids: IdSource
}

export const workspaceView = (w: Workspace): WorkspaceRecord => ({
  id: w.id,
  name: w.name,
  slug: w.slug,
  created_at: w.createdAt.toISOString(),
  archived_at: w.archivedAt?.toISOString() ?? null,
})

const missing = (id: string) =>
  new AppError('workspace_missing', `No workspace ${id.slice(0, 64)} in your organization.`, { param: 'workspace_id' })
const slugTaken = (slug: string, param: string) =>
  new AppError('workspace_slug_taken', `Another workspace of your organization has the slug ${JSON.stringify(slug)}.`, {
    param,
  })

/** The name trimmed; 422 naming `name` when nothing is left. */
function nameOf(raw: string): string {
  const name = raw.trim()
  if (!name)
    throw new AppError('validation_error', 'Invalid request: name is blank.', {
      param: 'name',
      details: [{ loc: ['body', 'name'], msg: 'is blank', type: 'blank' }],
    })
  return name
}

function requireManager(p: Principal): void {
  requireAllPermissions(p)
  if (p.workspaceId !== null) {
    throw new AppError(
      'workspace_pinned',
      'This key is pinned to one workspace: creating, renaming or archiving workspaces needs an unpinned credential.',
    )
  }
}

async function own(d: WorkspacesDeps, p: Principal, id: string): Promise<Workspace> {
  const w = await d.stores.workspaces.get(id)
  if (!w || w.organizationId !== p.organizationId || !reaches(p, w.id)) throw missing(id)
  return w
}

export async function listWorkspaces(
  d: WorkspacesDeps,
  p: Principal,
  q: PageRequest & { include_archived?: boolean },
): Promise<WorkspaceRecordList> {
  requirePermission(p, 'clients:read')
  const all = (await d.stores.workspaces.listByOrganization(p.organizationId)).filter(
    (w) => reaches(p, w.id) && (q.include_archived === true || w.archivedAt === null),
  )
  const { data, has_more } = page(all, q)
  return { data: data.map(workspaceView), has_more }
}

export async function getWorkspace(d: WorkspacesDeps, p: Principal, id: string): Promise<WorkspaceRecord> {
  requirePermission(p, 'clients:read')
  return workspaceView(await own(d, p, id))
}

export async function createWorkspace(
  d: WorkspacesDeps,
  p: Principal,
  body: WorkspaceCreate,
): Promise<WorkspaceRecord> {
  requireManager(p)
  const name = nameOf(body.name)
  const slug = body.slug ?? slugify(name)
  const w: Workspace = {
    id: d.ids.uuid(),
    organizationId: p.organizationId,
    name,
    slug,
    createdAt: d.clock.now(),
    archivedAt: null,
  }
  try {
    await d.stores.workspaces.insert(w)
  } catch (e) {
    if (e instanceof DuplicateError && e.message.endsWith('slug'))
      throw slugTaken(slug, body.slug === undefined ? 'name' : 'slug')
    throw e
  }
  return workspaceView(w)
}

async function change(d: WorkspacesDeps, p: Principal, id: string, patch: WorkspacePatch): Promise<Workspace> {
  try {
    const w = await d.stores.workspaces.update(p.organizationId, id, patch)
    if (!w) throw missing(id)
    return w
  } catch (e) {
    if (e instanceof DuplicateError) throw slugTaken(patch.slug ?? '', 'slug')
    throw e
  }
}

export async function updateWorkspace(
  d: WorkspacesDeps,
  p: Principal,
  id: string,
  body: WorkspaceUpdate,
): Promise<WorkspaceRecord> {
  requireManager(p)
  await own(d, p, id)
  const patch: WorkspacePatch = {}
  if (body.name !== undefined) patch.name = nameOf(body.name)
  if (body.slug !== undefined) patch.slug = body.slug
  return workspaceView(await change(d, p, id, patch))
}

export async function archiveWorkspace(d: WorkspacesDeps, p: Principal, id: string): Promise<WorkspaceRecord> {
  requireManager(p)
  const w = await own(d, p, id)
  if (w.archivedAt !== null) return workspaceView(w)
  const live = (await d.stores.workspaces.listByOrganization(p.organizationId)).filter((x) => x.archivedAt === null)
  if (live.length === 1 && live[0]!.id === id) {
    throw new AppError(
      'invalid_state_transition',
      `Workspace ${w.slug} is the organization's last live workspace: create another before archiving it.`,
      {
        extra: { current_state: 'live' },
      },
    )
  }
  return workspaceView(await change(d, p, id, { archivedAt: d.clock.now() }))
}

export async function restoreWorkspace(d: WorkspacesDeps, p: Principal, id: string): Promise<WorkspaceRecord> {
  requireManager(p)
  const w = await own(d, p, id)
  if (w.archivedAt === null) return workspaceView(w)
  return workspaceView(await change(d, p, id, { archivedAt: null }))
}
