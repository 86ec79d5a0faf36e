// The webhook event outbox in MongoDB (ports/webhooks.ts WebhookEventStore), without transactions: events ride
// inside the document whose change causes them (`_outbox`, see db.ts OUTBOX_SOURCES) and pending() relays them
// into webhook_events: an idempotent upsert by event id, then a $pull of exactly the relayed ids. A crash between
// the two only repeats the upsert, which changes nothing.
import type { Db } from 'mongodb'
import type { OutboxEvent, WebhookEventStore } from '../ports/index.ts'
import { COLLECTIONS, OUTBOX_FIELD, OUTBOX_SOURCES, isDuplicateKey, type CarriedEvent } from './db.ts'

interface EventDoc {
  _id: string
  organizationId: string
  type: string
  data: Record<string, unknown>
  createdAt: Date
  dispatchedAt: Date | null
}

interface CarrierDoc {
  _id: string
  _outbox?: CarriedEvent[]
}

const eventFromDoc = (d: EventDoc): OutboxEvent => ({
  id: d._id,
  organizationId: d.organizationId,
  type: d.type,
  data: d.data,
  createdAt: d.createdAt,
})

/** Carrier documents relayed per source per pending() call; the rest follow on the next calls. */
const RELAY_BATCH = 200

export function mongoWebhookEvents(db: Db): WebhookEventStore {
  const col = db.collection<EventDoc>(COLLECTIONS.webhookEvents)

  /** Records events unless already recorded (idempotent by id; the first recording wins). */
  async function upsert(events: readonly CarriedEvent[]): Promise<void> {
    for (const e of events) {
      try {
        await col.updateOne(
          { _id: e.id },
          {
            $setOnInsert: {
              organizationId: e.organizationId,
              type: e.type,
              data: e.data,
              createdAt: e.createdAt,
              dispatchedAt: null,
            },
          },
          { upsert: true },
        )
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
      const docs = await carriers
        .find({ [`${OUTBOX_FIELD}.id`]: { $gt: '' } }, { projection: { [OUTBOX_FIELD]: 1 } })
        .limit(batch)
        .toArray()
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
    async append(events) {
      await upsert(events)
    },
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
    async get(id) {
      const d = await col.findOne({ _id: id })
      return d ? eventFromDoc(d) : null
    },
    async purgeDispatched(before) {
      return (await col.deleteMany({ dispatchedAt: { $ne: null, $lt: before } })).deletedCount
    },
  }
}
