import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type IdentityKey, type IdentityKeyStore } from '../ports/index.ts'
import { date, isUniqueViolation, req } from './db.ts'

const row = (r: Record<string, unknown>): IdentityKey => ({
  id: String(r.id), organizationId: String(r.organization_id), name: String(r.name), digest: String(r.digest),
  obfuscatedValue: String(r.obfuscated_value), permissions: JSON.parse(String(r.permissions)) as string[],
  createdAt: req(r.created_at), updatedAt: req(r.updated_at), lastUsedAt: date(r.last_used_at), revokedAt: date(r.revoked_at),
})

export function embeddedIdentityKeys(db: DatabaseSync): IdentityKeyStore {
  const ins = db.prepare(`INSERT INTO identity_keys (id, organization_id, name, digest, obfuscated_value, permissions,
    created_at, updated_at, last_used_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const get = db.prepare('SELECT * FROM identity_keys WHERE id = ?')
  const byDigest = db.prepare('SELECT * FROM identity_keys WHERE digest = ?')
  const list = db.prepare('SELECT * FROM identity_keys WHERE organization_id = ? ORDER BY created_at DESC, id DESC')
  const revoke = db.prepare('UPDATE identity_keys SET revoked_at = ?, updated_at = ? WHERE id = ? AND revoked_at IS NULL')
  const exists = db.prepare('SELECT 1 FROM identity_keys WHERE id = ?')
  const del = db.prepare('DELETE FROM identity_keys WHERE id = ?')
  const touch = db.prepare('UPDATE identity_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)')
  return {
    async insert(k) {
      try {
        ins.run(k.id, k.organizationId, k.name, k.digest, k.obfuscatedValue, JSON.stringify(k.permissions),
          k.createdAt.getTime(), k.updatedAt.getTime(), k.lastUsedAt?.getTime() ?? null, k.revokedAt?.getTime() ?? null)
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('identity key')
        throw e
      }
    },
    async get(id) { const r = get.get(id); return r ? row(r) : null },
    async findByDigest(d) { const r = byDigest.get(d); return r ? row(r) : null },
    async listByOrganization(orgId) { return list.all(orgId).map(row) },
    async revoke(id, at) {
      revoke.run(at.getTime(), at.getTime(), id)
      return exists.get(id) !== undefined
    },
    async delete(id) { del.run(id) },
    async touchLastUsed(id, at) { touch.run(at.getTime(), id, at.getTime()) },
  }
}
