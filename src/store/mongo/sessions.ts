import type { Db } from 'mongodb'
import type { Session, SessionStore } from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate, orNull } from './db.ts'

interface SessionDoc {
  _id: string
  userId: string
  organizationId: string
  createdAt: Date
  expiresAt: Date
  revokedAt: Date | null
}

const fromDoc = (d: SessionDoc): Session => ({
  id: d._id,
  userId: d.userId,
  organizationId: d.organizationId,
  createdAt: d.createdAt,
  expiresAt: d.expiresAt,
  revokedAt: orNull(d.revokedAt),
})

export function mongoSessions(db: Db): SessionStore {
  const col = db.collection<SessionDoc>(COLLECTIONS.sessions)
  return {
    async insert(s) {
      await insertOrDuplicate('session', () =>
        col.insertOne({
          _id: s.id,
          userId: s.userId,
          organizationId: s.organizationId,
          createdAt: s.createdAt,
          expiresAt: s.expiresAt,
          revokedAt: s.revokedAt,
        }),
      )
    },
    async get(id) {
      const d = await col.findOne({ _id: id })
      return d ? fromDoc(d) : null
    },
    async revoke(id, at) {
      // Matching only unrevoked sessions keeps the first revocation time.
      const r = await col.updateOne({ _id: id, revokedAt: null }, { $set: { revokedAt: at } })
      if (r.matchedCount > 0) return true
      return (await col.countDocuments({ _id: id }, { limit: 1 })) > 0
    },
    async listLive(userId, now, limit) {
      const docs = await col
        .find({ userId, revokedAt: null, expiresAt: { $gt: now } })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .toArray()
      return docs.map(fromDoc)
    },
    async revokeAllOfUser(userId, at) {
      const r = await col.updateMany({ userId, revokedAt: null, expiresAt: { $gt: at } }, { $set: { revokedAt: at } })
      return r.modifiedCount
    },
  }
}
