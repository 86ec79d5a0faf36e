// Webhook endpoints in MongoDB (ports/webhooks.ts WebhookEndpointStore): one document per endpoint.
import type { Db } from 'mongodb'
import type { WebhookEndpoint, WebhookEndpointPatch, WebhookEndpointStore } from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate, orNull } from './db.ts'

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
  id: d._id,
  organizationId: d.organizationId,
  url: d.url,
  description: orNull(d.description),
  eventTypes: [...d.eventTypes],
  enabled: d.enabled,
  secretSealed: d.secretSealed,
  previousSecretSealed: orNull(d.previousSecretSealed),
  previousSecretExpiresAt: orNull(d.previousSecretExpiresAt),
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
})

// The only fields a patch may touch; anything else on the object is ignored, as in the embedded store.
const ENDPOINT_PATCHABLE = [
  'url',
  'description',
  'eventTypes',
  'enabled',
  'secretSealed',
  'previousSecretSealed',
  'previousSecretExpiresAt',
] as const

export function mongoWebhookEndpoints(db: Db): WebhookEndpointStore {
  const col = db.collection<EndpointDoc>(COLLECTIONS.webhookEndpoints)
  return {
    async insert(e) {
      await insertOrDuplicate('webhook endpoint', () =>
        col.insertOne({
          _id: e.id,
          organizationId: e.organizationId,
          url: e.url,
          description: e.description,
          eventTypes: [...e.eventTypes],
          enabled: e.enabled,
          secretSealed: e.secretSealed,
          previousSecretSealed: e.previousSecretSealed,
          previousSecretExpiresAt: e.previousSecretExpiresAt,
          createdAt: e.createdAt,
          updatedAt: e.updatedAt,
        }),
      )
    },
    async get(id) {
      const d = await col.findOne({ _id: id })
      return d ? endpointFromDoc(d) : null
    },
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
    async delete(id) {
      await col.deleteOne({ _id: id })
    },
  }
}
