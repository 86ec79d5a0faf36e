// Mirror records (spec: Connect key, fields from workspace_id onward), keyed by the identity key's id.
// Events caused by an insert or a revocation travel in the document's `_outbox` (one single-document write, so
// row and events are stored together or not at all); webhookEvents.pending() relays them (see db.ts).
import type { Db } from 'mongodb'
import type { Environment, KeyMirrorPatch, KeyMirrorRow, KeyMirrorStore } from '../ports/index.ts'
import { COLLECTIONS, carried, insertOrDuplicate, orNull, type CarriedEvent } from './db.ts'

interface KeyMirrorDoc {
  _id: string
  organizationId: string
  name: string | null
  workspaceId: string | null
  rateLimitPerMinute: number | null
  description: string | null
  environment: Environment
  createdByUserId: string | null
  rotatedFromKeyId: string | null
  expiresAt: Date | null
  revokedAt: Date | null
  createdAt: Date
  updatedAt: Date
  /** Unrelayed events (db.ts OUTBOX_FIELD); never copied into a KeyMirrorRow. */
  _outbox?: CarriedEvent[]
  /** A change the validator caches may not know of yet (ports/identity-keys.ts, PendingInvalidation). */
  invalidation?: string
}

const fromDoc = (d: KeyMirrorDoc): KeyMirrorRow => ({
  keyId: d._id,
  organizationId: d.organizationId,
  name: orNull(d.name),
  workspaceId: orNull(d.workspaceId),
  rateLimitPerMinute: orNull(d.rateLimitPerMinute),
  description: orNull(d.description),
  environment: d.environment,
  createdByUserId: orNull(d.createdByUserId),
  rotatedFromKeyId: orNull(d.rotatedFromKeyId),
  expiresAt: orNull(d.expiresAt),
  revokedAt: orNull(d.revokedAt),
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
})

// The only fields a patch may touch; anything else on the object is ignored, as in the embedded store.
const PATCHABLE = ['name', 'workspaceId', 'rateLimitPerMinute', 'description', 'environment', 'expiresAt'] as const

export function mongoKeyMirror(db: Db): KeyMirrorStore {
  const col = db.collection<KeyMirrorDoc>(COLLECTIONS.keyMirror)
  return {
    async insert(m, events = []) {
      await insertOrDuplicate('key mirror row', () =>
        col.insertOne({
          _id: m.keyId,
          organizationId: m.organizationId,
          name: m.name,
          workspaceId: m.workspaceId,
          rateLimitPerMinute: m.rateLimitPerMinute,
          description: m.description,
          environment: m.environment,
          createdByUserId: m.createdByUserId,
          rotatedFromKeyId: m.rotatedFromKeyId,
          expiresAt: m.expiresAt,
          revokedAt: m.revokedAt,
          createdAt: m.createdAt,
          updatedAt: m.updatedAt,
          ...(events.length > 0 ? { _outbox: events.map(carried) } : {}),
        }),
      )
    },
    async get(keyId) {
      const d = await col.findOne({ _id: keyId })
      return d ? fromDoc(d) : null
    },
    async listByOrganization(organizationId) {
      const docs = await col.find({ organizationId }).sort({ createdAt: 1, _id: 1 }).toArray()
      return docs.map(fromDoc)
    },
    async update(keyId, patch: KeyMirrorPatch, at, invalidation) {
      const set: Partial<KeyMirrorDoc> = { updatedAt: at, ...(invalidation !== undefined ? { invalidation } : {}) }
      for (const field of PATCHABLE) {
        if (patch[field] !== undefined) Object.assign(set, { [field]: patch[field] })
      }
      const d = await col.findOneAndUpdate({ _id: keyId }, { $set: set }, { returnDocument: 'after' })
      return d ? fromDoc(d) : null
    },
    async markRevoked(keyId, at, events = []) {
      // Only an unrevoked row matches, so the first revocation time is kept and only the revoking call adds events.
      const r = await col.updateOne(
        { _id: keyId, revokedAt: null },
        {
          $set: { revokedAt: at, updatedAt: at },
          ...(events.length > 0 ? { $push: { _outbox: { $each: events.map(carried) } } } : {}),
        },
      )
      return r.matchedCount === 1
    },
    async listInvalidations(limit) {
      const docs = await col
        .find({ invalidation: { $gt: '' } }, { projection: { _id: 1, invalidation: 1 } })
        .limit(limit)
        .toArray()
      return docs.map((d) => ({ keyId: d._id, mark: String(d.invalidation) }))
    },
    async clearInvalidation(keyId, invalidation) {
      await col.updateOne({ _id: keyId, invalidation }, { $unset: { invalidation: '' } })
    },
    async listExpired(now, limit) {
      const docs = await col
        .find({ revokedAt: null, expiresAt: { $ne: null, $lte: now } })
        .sort({ expiresAt: 1, _id: 1 })
        .limit(limit)
        .toArray()
      return docs.map(fromDoc)
    },
  }
}
