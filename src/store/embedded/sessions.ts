import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type Session, type SessionStore } from '../ports/index.ts'
import { date, isUniqueViolation, req } from './db.ts'

const row = (r: Record<string, unknown>): Session => ({
  id: String(r.id),
  userId: String(r.user_id),
  organizationId: String(r.organization_id),
  createdAt: req(r.created_at),
  expiresAt: req(r.expires_at),
  revokedAt: date(r.revoked_at),
})

export function embeddedSessions(db: DatabaseSync): SessionStore {
  const ins = db.prepare(
    'INSERT INTO sessions (id, user_id, organization_id, created_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const get = db.prepare('SELECT * FROM sessions WHERE id = ?')
  const revoke = db.prepare('UPDATE sessions SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?')
  const live = db.prepare(
    'SELECT * FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC LIMIT ?',
  )
  const revokeAll = db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?',
  )
  return {
    async insert(s) {
      try {
        ins.run(
          s.id,
          s.userId,
          s.organizationId,
          s.createdAt.getTime(),
          s.expiresAt.getTime(),
          s.revokedAt?.getTime() ?? null,
        )
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('session')
        throw e
      }
    },
    async get(id) {
      const r = get.get(id)
      return r ? row(r) : null
    },
    async revoke(id, at) {
      return Number(revoke.run(at.getTime(), id).changes) > 0
    },
    async listLive(userId, now, limit) {
      return live.all(userId, now.getTime(), limit).map(row)
    },
    async revokeAllOfUser(userId, at) {
      return Number(revokeAll.run(at.getTime(), userId, at.getTime()).changes)
    },
  }
}
