// Webhook endpoints, deliveries and the event outbox in MongoDB, without transactions:
// - events ride inside the document whose change causes them (`_outbox`, see db.ts OUTBOX_SOURCES) and pending()
//   relays them into webhook_events: an idempotent upsert by event id, then a $pull of exactly the relayed ids. A
//   crash between the two only repeats the upsert, which changes nothing.
// - claimDue leases one delivery per findOneAndUpdate (atomic per document), so racing instances never lease the
//   same delivery; recordAttempt writes only under the caller's lease.
// - the lease history (leaseHistory) is an array in the delivery document, $push-ed by the same single-document
//   write that claims or redelivers, so it is exact without transactions; recordAttempt $pull-s old entries.
import type { Db } from 'mongodb'
import type {
  DeliveryStatus, OutboxEvent, WebhookDelivery, WebhookDeliveryStore, WebhookEndpoint, WebhookEndpointPatch, WebhookEndpointStore,
  WebhookEventStore,
} from '../ports/index.ts'
import { LEASE_HISTORY_KEEP_MS, type LeaseEvent } from '../ports/webhooks.ts'
import {
  COLLECTIONS, OUTBOX_FIELD, OUTBOX_SOURCES, insertOrDuplicate, isDuplicateKey, isOnlyDuplicateKeys, orNull, type CarriedEvent,
} from './db.ts'

interface EndpointDoc {
  _id: string
  organizationId: string
  url: string
  description: string | null
  eventTypes: string[]
  enabled: boolean
  secretSealed: string
  previousSecretSealed: string | null
  previousSecretExpiresAt: Date | null
  createdAt: Date
  updatedAt: Date
}

const endpointFromDoc = (d: EndpointDoc): WebhookEndpoint => ({
  id: d._id, organizationId: d.organizationId, url: d.url, description: orNull(d.description), eventTypes: [...d.eventTypes],
  enabled: d.enabled, secretSealed: d.secretSealed, previousSecretSealed: orNull(d.previousSecretSealed),
  previousSecretExpiresAt: orNull(d.previousSecretExpiresAt), createdAt: d.createdAt, updatedAt: d.updatedAt,
})

// The only fields a patch may touch; anything else on the object is ignored, as in the embedded store.
const ENDPOINT_PATCHABLE = ['url', 'description', 'eventTypes', 'enabled', 'secretSealed', 'previousSecretSealed', 'previousSecretExpiresAt'] as const

export function mongoWebhookEndpoints(db: Db): WebhookEndpointStore {
  const col = db.collection<EndpointDoc>(COLLECTIONS.webhookEndpoints)
  return {
    async insert(e) {
      await insertOrDuplicate('webhook endpoint', () => col.insertOne({
        _id: e.id, organizationId: e.organizationId, url: e.url, description: e.description, eventTypes: [...e.eventTypes],
        enabled: e.enabled, secretSealed: e.secretSealed, previousSecretSealed: e.previousSecretSealed,
        previousSecretExpiresAt: e.previousSecretExpiresAt, createdAt: e.createdAt, updatedAt: e.updatedAt,
      }))
    },
    async get(id) { const d = await col.findOne({ _id: id }); return d ? endpointFromDoc(d) : null },
    async listByOrganization(organizationId) {
      const docs = await col.find({ organizationId }).sort({ createdAt: 1, _id: 1 }).toArray()
      return docs.map(endpointFromDoc)
    },
    async update(id, patch: WebhookEndpointPatch, at) {
      const set: Partial<EndpointDoc> = { updatedAt: at }
      for (const field of ENDPOINT_PATCHABLE) {
        const value = patch[field]
        if (value !== undefined) Object.assign(set, { [field]: Array.isArray(value) ? [...value] : value })
      }
      const d = await col.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' })
      return d ? endpointFromDoc(d) : null
    },
    async delete(id) { await col.deleteOne({ _id: id }) },
  }
}

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
}

interface LeaseLogEntry { kind: LeaseEvent['kind']; owner: string | null; at: Date }

const NO_LEASE_LOG = { leaseLog: 0 } as const

const deliveryFromDoc = (d: DeliveryDoc): WebhookDelivery => ({
  id: d._id, endpointId: d.endpointId, organizationId: d.organizationId, eventId: d.eventId, eventType: d.eventType,
  payload: d.payload, status: d.status, attempts: d.attempts, nextAttemptAt: d.nextAttemptAt, leaseOwner: orNull(d.leaseOwner),
  leaseUntil: orNull(d.leaseUntil), lastResponseCode: orNull(d.lastResponseCode), lastError: orNull(d.lastError),
  lastAttemptAt: orNull(d.lastAttemptAt), deliveredAt: orNull(d.deliveredAt), createdAt: d.createdAt, updatedAt: d.updatedAt,
})

const deliveryToDoc = (d: WebhookDelivery): DeliveryDoc => ({
  _id: d.id, endpointId: d.endpointId, organizationId: d.organizationId, eventId: d.eventId, eventType: d.eventType,
  payload: d.payload, status: d.status, attempts: d.attempts, nextAttemptAt: d.nextAttemptAt, leaseOwner: d.leaseOwner,
  leaseUntil: d.leaseUntil, lastResponseCode: d.lastResponseCode, lastError: d.lastError, lastAttemptAt: d.lastAttemptAt,
  deliveredAt: d.deliveredAt, createdAt: d.createdAt, updatedAt: d.updatedAt,
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
    async get(id) { const d = await col.findOne({ _id: id }, { projection: NO_LEASE_LOG }); return d ? deliveryFromDoc(d) : null },
    async listByEndpoint(endpointId, limit, offset) {
      const docs = await col.find({ endpointId }, { projection: NO_LEASE_LOG }).sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit + 1).toArray()
      return { deliveries: docs.slice(0, limit).map(deliveryFromDoc), hasMore: docs.length > limit }
    },
    async claimDue(now, leaseMs, owner, limit) {
      const leaseUntil = new Date(now.getTime() + leaseMs)
      const claimed: WebhookDelivery[] = []
      while (claimed.length < limit) {
        const d = await col.findOneAndUpdate(
          { status: 'pending', nextAttemptAt: { $lte: now }, $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] },
          { $set: { leaseOwner: owner, leaseUntil }, $push: { leaseLog: { kind: 'claimed', owner, at: now } } },
          { sort: { nextAttemptAt: 1, _id: 1 }, returnDocument: 'after', projection: NO_LEASE_LOG },
        )
        if (!d) break
        claimed.push(deliveryFromDoc(d))
      }
      return claimed
    },
    async recordAttempt(id, owner, o, at) {
      const r = await col.updateOne({ _id: id, leaseOwner: owner }, {
        $set: {
          status: o.status, attempts: o.attempts, nextAttemptAt: o.nextAttemptAt, lastResponseCode: o.lastResponseCode,
          lastError: o.lastError, lastAttemptAt: o.lastAttemptAt, deliveredAt: o.deliveredAt, leaseOwner: null, leaseUntil: null,
          updatedAt: at,
        },
        $pull: { leaseLog: { at: { $lt: new Date(at.getTime() - LEASE_HISTORY_KEEP_MS) } } },
      })
      return r.matchedCount === 1
    },
    async redeliver(id, at) {
      const d = await col.findOneAndUpdate({ _id: id }, {
        $set: { status: 'pending', attempts: 0, nextAttemptAt: at, leaseOwner: null, leaseUntil: null, deliveredAt: null, updatedAt: at },
        $push: { leaseLog: { kind: 'redelivered', owner: null, at } },
      }, { returnDocument: 'after' })
      return d ? deliveryFromDoc(d) : null
    },
    async leaseHistory(id) {
      const d = await col.findOne({ _id: id }, { projection: { leaseLog: 1 } })
      if (!d) return null
      return (d.leaseLog ?? []).map((e): LeaseEvent => (e.kind === 'claimed'
        ? { kind: 'claimed', owner: String(e.owner), at: e.at }
        : { kind: 'redelivered', at: e.at }))
    },
    async deleteByEndpoint(endpointId) { await col.deleteMany({ endpointId }) },
    async purgeFinished(before) {
      return (await col.deleteMany({ status: { $in: ['succeeded', 'dead'] }, updatedAt: { $lt: before } })).deletedCount
    },
    async countPending() { return col.countDocuments({ status: 'pending' }) },
  }
}

interface EventDoc {
  _id: string
  organizationId: string
  type: string
  data: Record<string, unknown>
  createdAt: Date
  dispatchedAt: Date | null
}

interface CarrierDoc { _id: string; _outbox?: CarriedEvent[] }

const eventFromDoc = (d: EventDoc): OutboxEvent => ({
  id: d._id, organizationId: d.organizationId, type: d.type, data: d.data, createdAt: d.createdAt,
})

/** Carrier documents relayed per source per pending() call; the rest follow on the next calls. */
const RELAY_BATCH = 200

export function mongoWebhookEvents(db: Db): WebhookEventStore {
  const col = db.collection<EventDoc>(COLLECTIONS.webhookEvents)

  /** Records events unless already recorded (idempotent by id; the first recording wins). */
  async function upsert(events: readonly CarriedEvent[]): Promise<void> {
    for (const e of events) {
      try {
        await col.updateOne({ _id: e.id }, {
          $setOnInsert: { organizationId: e.organizationId, type: e.type, data: e.data, createdAt: e.createdAt, dispatchedAt: null },
        }, { upsert: true })
      } catch (err) {
        // Two relays upserting the same new id: one inserts, the other loses the race on _id. Either way it is there.
        if (!isDuplicateKey(err)) throw err
      }
    }
  }

  /** Moves events carried in source documents into webhook_events. */
  async function relay(batch: number): Promise<void> {
    for (const source of OUTBOX_SOURCES) {
      const carriers = db.collection<CarrierDoc>(source)
      // '_outbox.id' > '' matches documents carrying at least one event (ids are non-empty strings) and, unlike
      // $exists, reads only those keys of the 'outbox' index.
      const docs = await carriers.find({ [`${OUTBOX_FIELD}.id`]: { $gt: '' } }, { projection: { [OUTBOX_FIELD]: 1 } })
        .limit(batch).toArray()
      for (const doc of docs) {
        const events = doc._outbox ?? []
        if (events.length === 0) continue
        await upsert(events)
        // Exactly the relayed ids: events pushed meanwhile stay for the next relay.
        await carriers.updateOne({ _id: doc._id }, { $pull: { _outbox: { id: { $in: events.map((e) => e.id) } } } })
      }
    }
  }

  return {
    async append(events) { await upsert(events) },
    async pending(limit) {
      await relay(Math.max(limit, RELAY_BATCH))
      if (limit <= 0) return []
      const docs = await col.find({ dispatchedAt: null }).sort({ createdAt: 1, _id: 1 }).limit(limit).toArray()
      return docs.map(eventFromDoc)
    },
    async markDispatched(ids, at) {
      if (ids.length === 0) return
      await col.updateMany({ _id: { $in: [...ids] }, dispatchedAt: null }, { $set: { dispatchedAt: at } })
    },
    async get(id) { const d = await col.findOne({ _id: id }); return d ? eventFromDoc(d) : null },
    async purgeDispatched(before) {
      return (await col.deleteMany({ dispatchedAt: { $ne: null, $lt: before } })).deletedCount
    },
  }
}
