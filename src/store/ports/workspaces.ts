// Workspaces belong to one organization; a key may be pinned to one (spec: Connect key workspace_id). Client-facing
// data (clients and their books, files, workplans and cycles, topics) belongs to one workspace: src/tenancy/scope.ts.
export interface Workspace {
  id: string // uuid
  organizationId: string
  name: string
  /** Unique within the organization (DuplicateError('workspace slug') otherwise). */
  slug: string
  createdAt: Date
  /** Archived: kept and readable, but nothing new lands in it and no key can be pinned to it. */
  archivedAt: Date | null
}

export interface WorkspacePatch {
  name?: string
  slug?: string
  archivedAt?: Date | null
}

export interface WorkspaceStore {
  /** DuplicateError('workspace id') or DuplicateError('workspace slug') (another of the organization has it). */
  insert(ws: Workspace): Promise<void>
  get(id: string): Promise<Workspace | null>
  /** Oldest first, archived ones included. */
  listByOrganization(organizationId: string): Promise<Workspace[]>
  /** The workspace after the change, or null when it is not the organization's. DuplicateError('workspace slug'). */
  update(organizationId: string, id: string, patch: WorkspacePatch): Promise<Workspace | null>
}
