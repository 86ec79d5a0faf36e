// Workplans in SQLite (ports/workstreams.ts): the record as JSON, with the columns lists filter on.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import { DuplicateError, type Workplan, type WorkplanStore } from '../ports/index.ts'
import { isUniqueViolation } from './db.ts'

const DATES = ['writesChangedAt', 'nextFireAt', 'createdAt', 'updatedAt'] as const

const toJson = (w: Workplan): string => JSON.stringify(w)
const fromJson = (text: unknown): Workplan => {
  const w = JSON.parse(String(text)) as Record<string, unknown>
  for (const f of DATES) w[f] = w[f] === null ? null : new Date(String(w[f]))
  w.workspaceId ??= null
  // cast: the JSON this store wrote from a Workplan, its dates revived just above
  return w as unknown as Workplan
}

export function embeddedWorkplans(db: DatabaseSync): WorkplanStore {
  const ins = db.prepare(
    'INSERT INTO workplans (id, organization_id, client_id, status, body, created_at, next_fire_at, workspace_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const get = db.prepare('SELECT body FROM workplans WHERE organization_id = ? AND id = ?')
  const upd = db.prepare(
    'UPDATE workplans SET status = ?, body = ?, next_fire_at = ? WHERE organization_id = ? AND id = ?',
  )
  const due = db.prepare(
    `SELECT body FROM workplans WHERE next_fire_at IS NOT NULL AND status = 'active' AND next_fire_at <= ? ORDER BY next_fire_at LIMIT ?`,
  )
  const advance = db.prepare(
    'UPDATE workplans SET body = ?, next_fire_at = ? WHERE organization_id = ? AND id = ? AND next_fire_at = ?',
  )
  return {
    async insert(w) {
      try {
        ins.run(
          w.id,
          w.organizationId,
          w.clientId,
          w.status,
          toJson(w),
          w.createdAt.getTime(),
          w.nextFireAt?.getTime() ?? null,
          w.workspaceId,
        )
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('workplan id')
        throw e
      }
    },
    async get(organizationId, id) {
      const r = get.get(organizationId, id)
      return r ? fromJson(r.body) : null
    },
    async list(organizationId, o) {
      const where = ['organization_id = ?']
      const values: SQLInputValue[] = [organizationId]
      if (o.clientId !== undefined) {
        where.push('client_id = ?')
        values.push(o.clientId)
      }
      if (o.workspaceId !== undefined) {
        where.push('workspace_id = ?')
        values.push(o.workspaceId)
      }
      if (o.status !== undefined) {
        where.push('status = ?')
        values.push(o.status)
      }
      const rows = db
        .prepare(`SELECT body FROM workplans WHERE ${where.join(' AND ')} ORDER BY created_at, id LIMIT ? OFFSET ?`)
        .all(...values, o.limit + 1, o.offset)
      return { items: rows.slice(0, o.limit).map((r) => fromJson(r.body)), hasMore: rows.length > o.limit }
    },
    async update(organizationId, id, patch, at) {
      const r = get.get(organizationId, id)
      if (!r) return null
      const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
      const next: Workplan = { ...fromJson(r.body), ...given, updatedAt: at }
      upd.run(next.status, toJson(next), next.nextFireAt?.getTime() ?? null, organizationId, id)
      return next
    },
    async dueSchedules(now, limit) {
      return due.all(now.getTime(), limit).map((r) => fromJson(r.body))
    },
    async advanceSchedule(organizationId, id, expected, next, at) {
      // Read and written with no await between them: one transaction in effect (node:sqlite is synchronous).
      const r = get.get(organizationId, id)
      if (!r) return false
      const w: Workplan = { ...fromJson(r.body), nextFireAt: next, updatedAt: at }
      return (
        Number(advance.run(toJson(w), next?.getTime() ?? null, organizationId, id, expected.getTime()).changes) === 1
      )
    },
  }
}
