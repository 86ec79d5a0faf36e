import type { Db } from 'mongodb'
import type { RecordStore, StoredRecord } from '../ports/index.ts'
import { COLLECTIONS, orNull } from './db.ts'

interface RecordDoc {
  _id: string // `${kind}:${id}`
  kind: string
  id: string
  payload: Record<string, unknown>
  grantId: string | null
  uid: string | null
  userCode: string | null
  accountId: string | null
  expiresAt: Date | null
  consumedAt: Date | null
  createdAt: Date
}

const fromDoc = (d: RecordDoc): StoredRecord => ({
  kind: d.kind,
  id: d.id,
  payload: d.payload,
  grantId: orNull(d.grantId),
  uid: orNull(d.uid),
  userCode: orNull(d.userCode),
  accountId: orNull(d.accountId),
  expiresAt: orNull(d.expiresAt),
  consumedAt: orNull(d.consumedAt),
  createdAt: d.createdAt,
})

/** Not expired at `now` (expiry is enforced in code; no TTL index is relied on). */
const live = (now: Date) => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] })

export function mongoRecords(db: Db): RecordStore {
  const col = db.collection<RecordDoc>(COLLECTIONS.records)
  const one = async (filter: Record<string, unknown>): Promise<StoredRecord | null> => {
    const d = await col.findOne(filter)
    return d ? fromDoc(d) : null
  }
  return {
    async upsert(r, now) {
      const doc: RecordDoc = {
        _id: `${r.kind}:${r.id}`,
        kind: r.kind,
        id: r.id,
        payload: r.payload,
        grantId: r.grantId,
        uid: r.uid,
        userCode: r.userCode,
        accountId: r.accountId,
        expiresAt: r.expiresAt,
        consumedAt: null,
        createdAt: now,
      }
      await col.replaceOne({ _id: doc._id }, doc, { upsert: true })
    },
    get: (kind, id, now) => one({ _id: `${kind}:${id}`, ...live(now) }),
    getByUid: (kind, uid, now) => one({ kind, uid, ...live(now) }),
    getByUserCode: (kind, userCode, now) => one({ kind, userCode, ...live(now) }),
    async consume(kind, id, at) {
      const r = await col.updateOne(
        { _id: `${kind}:${id}`, consumedAt: null, ...live(at) },
        { $set: { consumedAt: at } },
      )
      return r.modifiedCount === 1
    },
    async destroy(kind, id) {
      await col.deleteOne({ _id: `${kind}:${id}` })
    },
    async destroyByGrant(grantId) {
      await col.deleteMany({ grantId })
    },
    async listByAccount(kind, accountId, now, limit) {
      const docs = await col
        .find({ kind, accountId, ...live(now) })
        .sort({ createdAt: -1, _id: 1 })
        .limit(limit)
        .toArray()
      return docs.map(fromDoc)
    },
    async deleteExpired(before) {
      return (await col.deleteMany({ expiresAt: { $ne: null, $lte: before } })).deletedCount
    },
  }
}
