// Identity-store key records. Revocation and last-used updates are single conditional updates, so concurrent
// callers on several instances cannot move revoked_at or last_used_at the wrong way.
import type { Db } from 'mongodb'
import type { IdentityKey, IdentityKeyStore } from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate, orNull } from './db.ts'

interface IdentityKeyDoc {
  _id: string
  organizationId: string
  name: string
  digest: string
  obfuscatedValue: string
  permissions: string[]
  createdAt: Date
  updatedAt: Date
  lastUsedAt: Date | null
  revokedAt: Date | null
}

const fromDoc = (d: IdentityKeyDoc): IdentityKey => ({
  id: d._id, organizationId: d.organizationId, name: d.name, digest: d.digest, obfuscatedValue: d.obfuscatedValue,
  permissions: [...d.permissions], createdAt: d.createdAt, updatedAt: d.updatedAt,
  lastUsedAt: orNull(d.lastUsedAt), revokedAt: orNull(d.revokedAt),
})

export function mongoIdentityKeys(db: Db): IdentityKeyStore {
  const col = db.collection<IdentityKeyDoc>(COLLECTIONS.identityKeys)
  return {
    async insert(k) {
      await insertOrDuplicate('identity key', () => col.insertOne({
        _id: k.id, organizationId: k.organizationId, name: k.name, digest: k.digest, obfuscatedValue: k.obfuscatedValue,
        permissions: [...k.permissions], createdAt: k.createdAt, updatedAt: k.updatedAt, lastUsedAt: k.lastUsedAt,
        revokedAt: k.revokedAt,
      }))
    },
    async get(id) { const d = await col.findOne({ _id: id }); return d ? fromDoc(d) : null },
    async findByDigest(digest) { const d = await col.findOne({ digest }); return d ? fromDoc(d) : null },
    async listByOrganization(organizationId) {
      const docs = await col.find({ organizationId }).sort({ createdAt: -1, _id: -1 }).toArray()
      return docs.map(fromDoc)
    },
    async revoke(id, at) {
      // Only an unrevoked key matches, so the first revocation time (and its updatedAt) is kept.
      const r = await col.updateOne({ _id: id, revokedAt: null }, { $set: { revokedAt: at, updatedAt: at } })
      if (r.matchedCount > 0) return true
      return (await col.countDocuments({ _id: id }, { limit: 1 })) > 0
    },
    async delete(id) { await col.deleteOne({ _id: id }) },
    async touchLastUsed(id, at) {
      await col.updateOne({ _id: id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: at } }] }, { $set: { lastUsedAt: at } })
    },
  }
}
