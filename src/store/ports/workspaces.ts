// Workspaces belong to one organization; a key may be pinned to one (spec: Connect key workspace_id).
export interface Workspace {
  id: string // uuid
  organizationId: string
  name: string
  slug: string
  createdAt: Date
}

export interface WorkspaceStore {
  insert(ws: Workspace): Promise<void>
  get(id: string): Promise<Workspace | null>
  /** Oldest first. */
  listByOrganization(organizationId: string): Promise<Workspace[]>
}
