// Insert is an upsert with $setOnInsert on the unique (organizationId, userId) pair: an existing membership is
// left untouched, and a concurrent insert that loses the race surfaces as 11000, which means "already there".
import type { Db } from 'mongodb'
import type { Membership, MembershipStore, Role } from '../ports/index.ts'
import { COLLECTIONS, isDuplicateKey } from './db.ts'

interface MembershipDoc {
  organizationId: string
  userId: string
  role: Role
  createdAt: Date
}

const fromDoc = (d: MembershipDoc): Membership => ({
  organizationId: d.organizationId,
  userId: d.userId,
  role: d.role,
  createdAt: d.createdAt,
})

export function mongoMemberships(db: Db): MembershipStore {
  const col = db.collection<MembershipDoc>(COLLECTIONS.memberships)
  return {
    async insert(m) {
      try {
        await col.updateOne(
          { organizationId: m.organizationId, userId: m.userId },
          { $setOnInsert: { role: m.role, createdAt: m.createdAt } },
          { upsert: true },
        )
      } catch (e) {
        if (!isDuplicateKey(e)) throw e
      }
    },
    async get(organizationId, userId) {
      const d = await col.findOne({ organizationId, userId })
      return d ? fromDoc(d) : null
    },
    async listByUser(userId) {
      const docs = await col.find({ userId }).sort({ createdAt: 1, organizationId: 1 }).toArray()
      return docs.map(fromDoc)
    },
  }
}
