import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type Workspace, type WorkspaceStore } from '../ports/index.ts'
import { date, isUniqueViolation, ms, req } from './db.ts'

const row = (r: Record<string, unknown>): Workspace => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  name: String(r.name),
  slug: String(r.slug),
  createdAt: req(r.created_at),
  archivedAt: date(r.archived_at),
})

export function embeddedWorkspaces(db: DatabaseSync): WorkspaceStore {
  const ins = db.prepare(
    'INSERT INTO workspaces (id, organization_id, name, slug, created_at, archived_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const get = db.prepare('SELECT * FROM workspaces WHERE id = ?')
  const list = db.prepare('SELECT * FROM workspaces WHERE organization_id = ? ORDER BY created_at, id')
  const upd = db.prepare(`UPDATE workspaces SET name = coalesce(?, name), slug = coalesce(?, slug),
    archived_at = CASE WHEN ? THEN ? ELSE archived_at END WHERE id = ? AND organization_id = ? RETURNING *`)
  // Which unique key a violation hit: the id's (the row exists) or the organization's slug.
  const duplicate = (id: string) => new DuplicateError(get.get(id) ? 'workspace id' : 'workspace slug')
  return {
    async insert(w) {
      try {
        ins.run(w.id, w.organizationId, w.name, w.slug, w.createdAt.getTime(), ms(w.archivedAt))
      } catch (e) {
        if (isUniqueViolation(e)) throw duplicate(w.id)
        throw e
      }
    },
    async get(id) {
      const r = get.get(id)
      return r ? row(r) : null
    },
    async listByOrganization(orgId) {
      return list.all(orgId).map(row)
    },
    async update(orgId, id, p) {
      try {
        const r = upd.get(
          p.name ?? null,
          p.slug ?? null,
          p.archivedAt !== undefined ? 1 : 0,
          ms(p.archivedAt),
          id,
          orgId,
        )
        return r ? row(r) : null
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('workspace slug')
        throw e
      }
    },
  }
}
