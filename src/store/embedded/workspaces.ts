import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type Workspace, type WorkspaceStore } from '../ports/index.ts'
import { isUniqueViolation, req } from './db.ts'

const row = (r: Record<string, unknown>): Workspace => ({
  id: String(r.id), organizationId: String(r.organization_id), name: String(r.name), slug: String(r.slug),
  createdAt: req(r.created_at),
})

export function embeddedWorkspaces(db: DatabaseSync): WorkspaceStore {
  const ins = db.prepare('INSERT INTO workspaces (id, organization_id, name, slug, created_at) VALUES (?, ?, ?, ?, ?)')
  const get = db.prepare('SELECT * FROM workspaces WHERE id = ?')
  const list = db.prepare('SELECT * FROM workspaces WHERE organization_id = ? ORDER BY created_at, id')
  return {
    async insert(w) {
      try { ins.run(w.id, w.organizationId, w.name, w.slug, w.createdAt.getTime()) } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('workspace id')
        throw e
      }
    },
    async get(id) { const r = get.get(id); return r ? row(r) : null },
    async listByOrganization(orgId) { return list.all(orgId).map(row) },
  }
}
