// Mirror rows in SQLite (ports/key-mirror.ts); `invalidation` holds a change the validator caches may not know of yet.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import { DuplicateError, type Environment, type KeyMirrorRow, type KeyMirrorStore } from '../ports/index.ts'
import { date, isUniqueViolation, ms, req, transaction } from './db.ts'
import { outboxWriter } from './webhooks.ts'

const row = (r: Record<string, unknown>): KeyMirrorRow => ({
  keyId: String(r.key_id),
  organizationId: String(r.organization_id),
  name: r.name === null ? null : String(r.name),
  workspaceId: r.workspace_id === null ? null : String(r.workspace_id),
  rateLimitPerMinute: r.rate_limit_per_minute === null ? null : Number(r.rate_limit_per_minute),
  description: r.description === null ? null : String(r.description),
  environment: String(r.environment) as Environment,
  createdByUserId: r.created_by_user_id === null ? null : String(r.created_by_user_id),
  rotatedFromKeyId: r.rotated_from_key_id === null ? null : String(r.rotated_from_key_id),
  expiresAt: date(r.expires_at),
  revokedAt: date(r.revoked_at),
  createdAt: req(r.created_at),
  updatedAt: req(r.updated_at),
})

const COLUMNS: Record<string, string> = {
  name: 'name',
  workspaceId: 'workspace_id',
  rateLimitPerMinute: 'rate_limit_per_minute',
  description: 'description',
  environment: 'environment',
  expiresAt: 'expires_at',
}

export function embeddedKeyMirror(db: DatabaseSync): KeyMirrorStore {
  const ins =
    db.prepare(`INSERT INTO key_mirror (key_id, organization_id, name, workspace_id, rate_limit_per_minute, description,
    environment, created_by_user_id, rotated_from_key_id, expires_at, revoked_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const get = db.prepare('SELECT * FROM key_mirror WHERE key_id = ?')
  const list = db.prepare('SELECT * FROM key_mirror WHERE organization_id = ?')
  // Only an unrevoked row matches, so the first revocation time is kept and only the revoking call sees a change.
  const revoke = db.prepare(
    'UPDATE key_mirror SET revoked_at = ?, updated_at = ? WHERE key_id = ? AND revoked_at IS NULL',
  )
  const expired = db.prepare(`SELECT * FROM key_mirror WHERE revoked_at IS NULL AND expires_at IS NOT NULL
    AND expires_at <= ? ORDER BY expires_at LIMIT ?`)
  const listMarks = db.prepare('SELECT key_id, invalidation FROM key_mirror WHERE invalidation IS NOT NULL LIMIT ?')
  const clearMark = db.prepare('UPDATE key_mirror SET invalidation = NULL WHERE key_id = ? AND invalidation = ?')
  const recordEvents = outboxWriter(db)
  return {
    async insert(m, events = []) {
      try {
        // The row and its events in one transaction (transactional outbox): both are stored, or neither.
        transaction(db, () => {
          ins.run(
            m.keyId,
            m.organizationId,
            m.name,
            m.workspaceId,
            m.rateLimitPerMinute,
            m.description,
            m.environment,
            m.createdByUserId,
            m.rotatedFromKeyId,
            ms(m.expiresAt),
            ms(m.revokedAt),
            m.createdAt.getTime(),
            m.updatedAt.getTime(),
          )
          recordEvents(events)
        })
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('key mirror row')
        throw e
      }
    },
    async get(keyId) {
      const r = get.get(keyId)
      return r ? row(r) : null
    },
    async listByOrganization(orgId) {
      return list.all(orgId).map(row)
    },
    async update(keyId, patch, at, invalidation) {
      const sets: string[] = ['updated_at = ?']
      const values: SQLInputValue[] = [at.getTime()]
      if (invalidation !== undefined) {
        sets.push('invalidation = ?')
        values.push(invalidation)
      }
      for (const [field, value] of Object.entries(patch)) {
        const col = COLUMNS[field]
        if (!col || value === undefined) continue
        sets.push(`${col} = ?`)
        values.push(value instanceof Date ? value.getTime() : (value as SQLInputValue))
      }
      db.prepare(`UPDATE key_mirror SET ${sets.join(', ')} WHERE key_id = ?`).run(...values, keyId)
      const r = get.get(keyId)
      return r ? row(r) : null
    },
    async markRevoked(keyId, at, events = []) {
      return transaction(db, () => {
        if (Number(revoke.run(at.getTime(), at.getTime(), keyId).changes) !== 1) return false
        recordEvents(events)
        return true
      })
    },
    async listExpired(now, limit) {
      return expired.all(now.getTime(), limit).map(row)
    },
    async listInvalidations(limit) {
      return listMarks.all(limit).map((r) => ({ keyId: String(r.key_id), mark: String(r.invalidation) }))
    },
    async clearInvalidation(keyId, invalidation) {
      clearMark.run(keyId, invalidation)
    },
  }
}
