// Identity-store key records in SQLite (ports/identity-keys.ts). `pending = 1` while a key is being issued: every
// read below filters it out; `invalidation` holds a change the validator caches may not know of yet.
import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type IdentityKey, type IdentityKeyStore } from '../ports/index.ts'
import { date, isUniqueViolation, req } from './db.ts'

const row = (r: Record<string, unknown>): IdentityKey => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  name: String(r.name),
  digest: String(r.digest),
  obfuscatedValue: String(r.obfuscated_value),
  permissions: JSON.parse(String(r.permissions)) as string[],
  createdAt: req(r.created_at),
  updatedAt: req(r.updated_at),
  lastUsedAt: date(r.last_used_at),
  revokedAt: date(r.revoked_at),
})

const COLUMNS =
  'id, organization_id, name, digest, obfuscated_value, permissions, created_at, updated_at, last_used_at, revoked_at'

export function embeddedIdentityKeys(db: DatabaseSync): IdentityKeyStore {
  const ins = db.prepare(`INSERT INTO identity_keys (${COLUMNS}, pending) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const get = db.prepare(`SELECT ${COLUMNS} FROM identity_keys WHERE id = ? AND pending = 0`)
  const byDigest = db.prepare(`SELECT ${COLUMNS} FROM identity_keys WHERE digest = ? AND pending = 0`)
  const list = db.prepare(
    `SELECT ${COLUMNS} FROM identity_keys WHERE organization_id = ? AND pending = 0 ORDER BY created_at DESC, id DESC`,
  )
  const activate = db.prepare('UPDATE identity_keys SET pending = 0 WHERE id = ?')
  const delPending = db.prepare('DELETE FROM identity_keys WHERE id = ? AND pending = 1')
  const listPending = db.prepare(
    `SELECT ${COLUMNS} FROM identity_keys WHERE pending = 1 AND created_at < ? ORDER BY created_at LIMIT ?`,
  )
  // One statement (one atomic write): the first revocation time (and its updatedAt) is kept, the mark always set
  // when given. SET expressions read the row as it was before the update.
  const revoke = db.prepare(`UPDATE identity_keys SET revoked_at = COALESCE(revoked_at, ?),
    updated_at = CASE WHEN revoked_at IS NULL THEN ? ELSE updated_at END, invalidation = COALESCE(?, invalidation)
    WHERE id = ? AND pending = 0`)
  const mark = db.prepare('UPDATE identity_keys SET invalidation = ? WHERE id = ? AND pending = 0')
  const listMarks = db.prepare('SELECT id, invalidation FROM identity_keys WHERE invalidation IS NOT NULL LIMIT ?')
  const clearMark = db.prepare('UPDATE identity_keys SET invalidation = NULL WHERE id = ? AND invalidation = ?')
  const del = db.prepare('DELETE FROM identity_keys WHERE id = ?')
  const touch = db.prepare(
    'UPDATE identity_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)',
  )
  return {
    async insert(k, opts = {}) {
      try {
        ins.run(
          k.id,
          k.organizationId,
          k.name,
          k.digest,
          k.obfuscatedValue,
          JSON.stringify(k.permissions),
          k.createdAt.getTime(),
          k.updatedAt.getTime(),
          k.lastUsedAt?.getTime() ?? null,
          k.revokedAt?.getTime() ?? null,
          opts.pending ? 1 : 0,
        )
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('identity key')
        throw e
      }
    },
    async activate(id) {
      return Number(activate.run(id).changes) === 1
    },
    async deletePending(id) {
      return Number(delPending.run(id).changes) === 1
    },
    async listPending(createdBefore, limit) {
      return listPending.all(createdBefore.getTime(), limit).map(row)
    },
    async get(id) {
      const r = get.get(id)
      return r ? row(r) : null
    },
    async findByDigest(d) {
      const r = byDigest.get(d)
      return r ? row(r) : null
    },
    async listByOrganization(orgId) {
      return list.all(orgId).map(row)
    },
    async revoke(id, at, invalidation) {
      return Number(revoke.run(at.getTime(), at.getTime(), invalidation ?? null, id).changes) === 1
    },
    async markForInvalidation(id, invalidation) {
      return Number(mark.run(invalidation, id).changes) === 1
    },
    async listInvalidations(limit) {
      return listMarks.all(limit).map((r) => ({ keyId: String(r.id), mark: String(r.invalidation) }))
    },
    async clearInvalidation(id, invalidation) {
      clearMark.run(id, invalidation)
    },
    async delete(id) {
      del.run(id)
    },
    async touchLastUsed(id, at) {
      touch.run(at.getTime(), id, at.getTime())
    },
  }
}
