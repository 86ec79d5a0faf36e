import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type Organization, type OrganizationStore } from '../ports/index.ts'
import { isUniqueViolation, req } from './db.ts'

const row = (r: Record<string, unknown>): Organization => ({
  id: String(r.id),
  name: String(r.name),
  rateLimitPerMinute: r.rate_limit_per_minute === null ? null : Number(r.rate_limit_per_minute),
  createdAt: req(r.created_at),
})

export function embeddedOrganizations(db: DatabaseSync): OrganizationStore {
  const ins = db.prepare('INSERT INTO organizations (id, name, rate_limit_per_minute, created_at) VALUES (?, ?, ?, ?)')
  const get = db.prepare('SELECT * FROM organizations WHERE id = ?')
  const setRl = db.prepare('UPDATE organizations SET rate_limit_per_minute = ? WHERE id = ?')
  return {
    async insert(o) {
      try {
        ins.run(o.id, o.name, o.rateLimitPerMinute, o.createdAt.getTime())
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('organization id')
        throw e
      }
    },
    async get(id) {
      const r = get.get(id)
      return r ? row(r) : null
    },
    async setRateLimit(id, n) {
      return Number(setRl.run(n, id).changes) > 0
    },
  }
}
