import type { DatabaseSync } from 'node:sqlite'
import type { Membership, MembershipStore, Role } from '../ports/index.ts'
import { req } from './db.ts'

const row = (r: Record<string, unknown>): Membership => ({
  organizationId: String(r.organization_id),
  userId: String(r.user_id),
  role: String(r.role) as Role,
  createdAt: req(r.created_at),
})

export function embeddedMemberships(db: DatabaseSync): MembershipStore {
  const ins = db.prepare(
    'INSERT OR IGNORE INTO memberships (organization_id, user_id, role, created_at) VALUES (?, ?, ?, ?)',
  )
  const get = db.prepare('SELECT * FROM memberships WHERE organization_id = ? AND user_id = ?')
  const byUser = db.prepare('SELECT * FROM memberships WHERE user_id = ? ORDER BY created_at, organization_id')
  return {
    async insert(m) {
      ins.run(m.organizationId, m.userId, m.role, m.createdAt.getTime())
    },
    async get(org, user) {
      const r = get.get(org, user)
      return r ? row(r) : null
    },
    async listByUser(userId) {
      return byUser.all(userId).map(row)
    },
  }
}
