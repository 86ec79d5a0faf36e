import type { Db } from 'mongodb'
import type { Organization, OrganizationStore } from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate, orNull } from './db.ts'

interface OrganizationDoc {
  _id: string
  name: string
  rateLimitPerMinute: number | null
  createdAt: Date
}

const fromDoc = (d: OrganizationDoc): Organization => ({
  id: d._id,
  name: d.name,
  rateLimitPerMinute: orNull(d.rateLimitPerMinute),
  createdAt: d.createdAt,
})

export function mongoOrganizations(db: Db): OrganizationStore {
  const col = db.collection<OrganizationDoc>(COLLECTIONS.organizations)
  return {
    async insert(o) {
      await insertOrDuplicate('organization id', () =>
        col.insertOne({ _id: o.id, name: o.name, rateLimitPerMinute: o.rateLimitPerMinute, createdAt: o.createdAt }),
      )
    },
    async get(id) {
      const d = await col.findOne({ _id: id })
      return d ? fromDoc(d) : null
    },
    async setRateLimit(id, perMinute) {
      const r = await col.updateOne({ _id: id }, { $set: { rateLimitPerMinute: perMinute } })
      return r.matchedCount > 0
    },
  }
}
