// Identity-store key records (ports/identity-keys.ts). Revocation and last-used updates are single conditional
// updates, so concurrent callers on several instances cannot move revoked_at or last_used_at the wrong way.
// `pending: true` exists only while a key is being issued (every read below excludes it; activation unsets it);
// `invalidation` only while a change may not have reached the validator caches.
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
  pending?: true
  invalidation?: string
}

const ISSUED = { pending: { $ne: true as const } }

const fromDoc = (d: IdentityKeyDoc): IdentityKey => ({
  id: d._id,
  organizationId: d.organizationId,
  name: d.name,
  digest: d.digest,
  obfuscatedValue: d.obfuscatedValue,
  permissions: [...d.permissions],
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
  lastUsedAt: orNull(d.lastUsedAt),
  revokedAt: orNull(d.revokedAt),
})

export function mongoIdentityKeys(db: Db): IdentityKeyStore {
  const col = db.collection<IdentityKeyDoc>(COLLECTIONS.identityKeys)
  return {
    async insert(k, opts = {}) {
      await insertOrDuplicate('identity key', () =>
        col.insertOne({
          _id: k.id,
          organizationId: k.organizationId,
          name: k.name,
          digest: k.digest,
          obfuscatedValue: k.obfuscatedValue,
          permissions: [...k.permissions],
          createdAt: k.createdAt,
          updatedAt: k.updatedAt,
          lastUsedAt: k.lastUsedAt,
          revokedAt: k.revokedAt,
          ...(opts.pending ? { pending: true as const } : {}),
        }),
      )
    },
    async activate(id) {
      return (await col.updateOne({ _id: id }, { $unset: { pending: '' } })).matchedCount === 1
    },
    async deletePending(id) {
      return (await col.deleteOne({ _id: id, pending: true })).deletedCount === 1
    },
    async listPending(createdBefore, limit) {
      const docs = await col
        .find({ pending: true, createdAt: { $lt: createdBefore } })
        .sort({ createdAt: 1, _id: 1 })
        .limit(limit)
        .toArray()
      return docs.map(fromDoc)
    },
    async get(id) {
      const d = await col.findOne({ _id: id, ...ISSUED })
      return d ? fromDoc(d) : null
    },
    async findByDigest(digest) {
      const d = await col.findOne({ digest, ...ISSUED })
      return d ? fromDoc(d) : null
    },
    async listByOrganization(organizationId) {
      const docs = await col
        .find({ organizationId, ...ISSUED })
        .sort({ createdAt: -1, _id: -1 })
        .toArray()
      return docs.map(fromDoc)
    },
    async revoke(id, at, invalidation) {
      const mark = invalidation !== undefined ? { invalidation } : {}
      // Only an unrevoked key matches, so the first revocation time (and its updatedAt) is kept; the mark travels in
      // the same single-document write as the revocation.
      const r = await col.updateOne(
        { _id: id, revokedAt: null, ...ISSUED },
        { $set: { revokedAt: at, updatedAt: at, ...mark } },
      )
      if (r.matchedCount > 0) return true
      // Already revoked (by an earlier call, whose own write carried its mark): record this call's mark alone.
      if (invalidation !== undefined)
        return (await col.updateOne({ _id: id, ...ISSUED }, { $set: mark })).matchedCount > 0
      return (await col.countDocuments({ _id: id, ...ISSUED }, { limit: 1 })) > 0
    },
    async markForInvalidation(id, invalidation) {
      return (await col.updateOne({ _id: id, ...ISSUED }, { $set: { invalidation } })).matchedCount > 0
    },
    async listInvalidations(limit) {
      const docs = await col
        .find({ invalidation: { $gt: '' } }, { projection: { _id: 1, invalidation: 1 } })
        .limit(limit)
        .toArray()
      return docs.map((d) => ({ keyId: d._id, mark: String(d.invalidation) }))
    },
    async clearInvalidation(id, invalidation) {
      await col.updateOne({ _id: id, invalidation }, { $unset: { invalidation: '' } })
    },
    async delete(id) {
      await col.deleteOne({ _id: id })
    },
    async touchLastUsed(id, at) {
      await col.updateOne(
        { _id: id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: at } }] },
        { $set: { lastUsedAt: at } },
      )
    },
  }
}
