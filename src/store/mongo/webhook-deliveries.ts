// Webhook deliveries in MongoDB (ports/webhooks.ts WebhookDeliveryStore), without transactions:
// - claimDue leases one delivery per findOneAndUpdate (atomic per document), so racing instances never lease the
//   same delivery; recordAttempt writes only under the caller's lease.
// - the lease history (leaseHistory) is an array in the delivery document, $push-ed by the same single-document
//   write that claims or redelivers, so it is exact without transactions; recordAttempt $pull-s old entries.
import type { Db } from 'mongodb'
import type { DeliveryStatus, WebhookDelivery, WebhookDeliveryStore } from '../ports/index.ts'
import { ATTEMPT_LOG_KEEP, LEASE_HISTORY_KEEP_MS, type AttemptRecord, type LeaseEvent } from '../ports/webhooks.ts'
import { COLLECTIONS, isOnlyDuplicateKeys, orNull } from './db.ts'

interface DeliveryDoc {
  _id: string
  endpointId: string
  organizationId: string
  eventId: string
  eventType: string
  payload: string
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: Date
  leaseOwner: string | null
  leaseUntil: Date | null
  lastResponseCode: number | null
  lastError: string | null
  lastAttemptAt: Date | null
  deliveredAt: Date | null
  createdAt: Date
  updatedAt: Date
  /** The lease history, oldest first (LeaseEvent; owner null for a redelivery); never part of a WebhookDelivery. */
  leaseLog?: LeaseLogEntry[]
  /** The newest ATTEMPT_LOG_KEEP attempts, oldest first ($push with $slice in the write that records one). */
  attemptLog?: AttemptRecord[]
}

interface LeaseLogEntry {
  kind: LeaseEvent['kind']
  owner: string | null
  at: Date
}

const NO_LEASE_LOG = { leaseLog: 0, attemptLog: 0 } as const

const deliveryFromDoc = (d: DeliveryDoc): WebhookDelivery => ({
  id: d._id,
  endpointId: d.endpointId,
  organizationId: d.organizationId,
  eventId: d.eventId,
  eventType: d.eventType,
  payload: d.payload,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt,
  leaseOwner: orNull(d.leaseOwner),
  leaseUntil: orNull(d.leaseUntil),
  lastResponseCode: orNull(d.lastResponseCode),
  lastError: orNull(d.lastError),
  lastAttemptAt: orNull(d.lastAttemptAt),
  deliveredAt: orNull(d.deliveredAt),
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
})

const deliveryToDoc = (d: WebhookDelivery): DeliveryDoc => ({
  _id: d.id,
  endpointId: d.endpointId,
  organizationId: d.organizationId,
  eventId: d.eventId,
  eventType: d.eventType,
  payload: d.payload,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt,
  leaseOwner: d.leaseOwner,
  leaseUntil: d.leaseUntil,
  lastResponseCode: d.lastResponseCode,
  lastError: d.lastError,
  lastAttemptAt: d.lastAttemptAt,
  deliveredAt: d.deliveredAt,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
})

export function mongoWebhookDeliveries(db: Db): WebhookDeliveryStore {
  const col = db.collection<DeliveryDoc>(COLLECTIONS.webhookDeliveries)
  return {
    async insertMany(deliveries) {
      if (deliveries.length === 0) return
      try {
        // Unordered: a duplicate (same id, or same endpointId + eventId) is skipped and the rest still go in.
        await col.insertMany(deliveries.map(deliveryToDoc), { ordered: false })
      } catch (e) {
        if (!isOnlyDuplicateKeys(e)) throw e
      }
    },
    async get(id) {
      const d = await col.findOne({ _id: id }, { projection: NO_LEASE_LOG })
      return d ? deliveryFromDoc(d) : null
    },
    async listByEndpoint(endpointId, limit, offset) {
      const docs = await col
        .find({ endpointId }, { projection: NO_LEASE_LOG })
        .sort({ createdAt: -1, _id: -1 })
        .skip(offset)
        .limit(limit + 1)
        .toArray()
      return { deliveries: docs.slice(0, limit).map(deliveryFromDoc), hasMore: docs.length > limit }
    },
    async claimDue(now, leaseMs, owner, limit) {
      const leaseUntil = new Date(now.getTime() + leaseMs)
      const claimed: WebhookDelivery[] = []
      while (claimed.length < limit) {
        const d = await col.findOneAndUpdate(
          {
            status: 'pending',
            nextAttemptAt: { $lte: now },
            $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
          },
          { $set: { leaseOwner: owner, leaseUntil }, $push: { leaseLog: { kind: 'claimed', owner, at: now } } },
          { sort: { nextAttemptAt: 1, _id: 1 }, returnDocument: 'after', projection: NO_LEASE_LOG },
        )
        if (!d) break
        claimed.push(deliveryFromDoc(d))
      }
      return claimed
    },
    async recordAttempt(id, owner, o, at) {
      const r = await col.updateOne(
        { _id: id, leaseOwner: owner },
        {
          $set: {
            status: o.status,
            attempts: o.attempts,
            nextAttemptAt: o.nextAttemptAt,
            lastResponseCode: o.lastResponseCode,
            lastError: o.lastError,
            lastAttemptAt: o.lastAttemptAt,
            deliveredAt: o.deliveredAt,
            leaseOwner: null,
            leaseUntil: null,
            updatedAt: at,
          },
          $pull: { leaseLog: { at: { $lt: new Date(at.getTime() - LEASE_HISTORY_KEEP_MS) } } },
          ...(o.attempt ? { $push: { attemptLog: { $each: [o.attempt], $slice: -ATTEMPT_LOG_KEEP } } } : {}),
        },
      )
      return r.matchedCount === 1
    },
    async listAttempts(id) {
      const d = await col.findOne({ _id: id }, { projection: { attemptLog: 1 } })
      return [...(d?.attemptLog ?? [])].reverse().map((a) => ({
        at: a.at,
        responseCode: a.responseCode ?? null,
        error: a.error ?? null,
        durationMs: a.durationMs,
        responseExcerpt: a.responseExcerpt ?? null,
      }))
    },
    async redeliver(id, at) {
      const d = await col.findOneAndUpdate(
        { _id: id },
        {
          $set: {
            status: 'pending',
            attempts: 0,
            nextAttemptAt: at,
            leaseOwner: null,
            leaseUntil: null,
            deliveredAt: null,
            updatedAt: at,
          },
          $push: { leaseLog: { kind: 'redelivered', owner: null, at } },
        },
        { returnDocument: 'after' },
      )
      return d ? deliveryFromDoc(d) : null
    },
    async leaseHistory(id) {
      const d = await col.findOne({ _id: id }, { projection: { leaseLog: 1 } })
      if (!d) return null
      return (d.leaseLog ?? []).map(
        (e): LeaseEvent =>
          e.kind === 'claimed'
            ? { kind: 'claimed', owner: String(e.owner), at: e.at }
            : { kind: 'redelivered', at: e.at },
      )
    },
    async deleteByEndpoint(endpointId) {
      await col.deleteMany({ endpointId })
    },
    async purgeFinished(before) {
      return (await col.deleteMany({ status: { $in: ['succeeded', 'dead'] }, updatedAt: { $lt: before } })).deletedCount
    },
    async countPending() {
      return col.countDocuments({ status: 'pending' })
    },
  }
}
