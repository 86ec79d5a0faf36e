// Workplans in SQLite (ports/workstreams.ts): the record as JSON, with the columns lists filter on.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import { DuplicateError, type Workplan, type WorkplanStore } from '../ports/index.ts'
import { isUniqueViolation } from './db.ts'

const DATES = ['writesChangedAt', 'createdAt', 'updatedAt'] as const

const toJson = (w: Workplan): string => JSON.stringify(w)
const fromJson = (text: unknown): Workplan => {
  const w = JSON.parse(String(text)) as Record<string, unknown>
  for (const f of DATES) w[f] = w[f] === null ? null : new Date(String(w[f]))
  return w as unknown as Workplan
}

export function embeddedWorkplans(db: DatabaseSync): WorkplanStore {
  const ins = db.prepare('INSERT INTO workplans (id, organization_id, client_id, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)')
  const get = db.prepare('SELECT body FROM workplans WHERE organization_id = ? AND id = ?')
  const upd = db.prepare('UPDATE workplans SET status = ?, body = ? WHERE organization_id = ? AND id = ?')
  return {
    async insert(w) {
      try {
        ins.run(w.id, w.organizationId, w.clientId, w.status, toJson(w), w.createdAt.getTime())
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('workplan id')
        throw e
      }
    },
    async get(organizationId, id) { const r = get.get(organizationId, id); return r ? fromJson(r.body) : null },
    async list(organizationId, o) {
      const where = ['organization_id = ?']
      const values: SQLInputValue[] = [organizationId]
      if (o.clientId !== undefined) { where.push('client_id = ?'); values.push(o.clientId) }
      if (o.status !== undefined) { where.push('status = ?'); values.push(o.status) }
      const rows = db.prepare(`SELECT body FROM workplans WHERE ${where.join(' AND ')} ORDER BY created_at, id LIMIT ? OFFSET ?`)
        .all(...values, o.limit + 1, o.offset)
      return { items: rows.slice(0, o.limit).map((r) => fromJson(r.body)), hasMore: rows.length > o.limit }
    },
    async update(organizationId, id, patch, at) {
      const r = get.get(organizationId, id)
      if (!r) return null
      const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
      const next: Workplan = { ...fromJson(r.body), ...given, updatedAt: at }
      upd.run(next.status, toJson(next), organizationId, id)
      return next
    },
  }
}
