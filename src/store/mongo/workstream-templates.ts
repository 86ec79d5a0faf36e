// WorkStream templates in MongoDB (ports/workstreams.ts). The versions live in their template's document, so
// publishing is one update: push the next version while latestVersion is still the one before (a compare-and-set).
import type { Db } from 'mongodb'
import type {
  TemplateDefinition,
  TemplateVersion,
  WorkstreamTemplate,
  WorkstreamTemplateStore,
} from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate, orNull } from './db.ts'

interface VersionDoc {
  version: number
  definition: TemplateDefinition
  publishedAt: Date
  publishedBy: string
}
interface TemplateDoc {
  _id: string
  organizationId: string
  name: string
  description: string | null
  latestVersion: number
  createdAt: Date
  updatedAt: Date
  versions: VersionDoc[]
}

const template = (d: Omit<TemplateDoc, 'versions'>): WorkstreamTemplate => ({
  id: d._id,
  organizationId: d.organizationId,
  name: d.name,
  description: orNull(d.description),
  latestVersion: d.latestVersion,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
})
const versionDoc = (v: TemplateVersion): VersionDoc => ({
  version: v.version,
  definition: v.definition,
  publishedAt: v.publishedAt,
  publishedBy: v.publishedBy,
})

export function mongoWorkstreamTemplates(db: Db): WorkstreamTemplateStore {
  const col = db.collection<TemplateDoc>(COLLECTIONS.workstreamTemplates)
  const noVersions = { projection: { versions: 0 } }
  return {
    async insert(t, first) {
      await insertOrDuplicate('workstream template id', () =>
        col.insertOne({
          _id: t.id,
          organizationId: t.organizationId,
          name: t.name,
          description: t.description,
          latestVersion: t.latestVersion,
          createdAt: t.createdAt,
          updatedAt: t.updatedAt,
          versions: [versionDoc(first)],
        }),
      )
    },
    async publish(v, at) {
      const r = await col.updateOne(
        { _id: v.templateId, organizationId: v.organizationId, latestVersion: v.version - 1 },
        {
          $push: { versions: versionDoc(v) },
          $set: { latestVersion: v.version, updatedAt: at },
        },
      )
      if (r.matchedCount === 1) return 'ok'
      return (await col.countDocuments({ _id: v.templateId, organizationId: v.organizationId }, { limit: 1 })) === 1
        ? 'conflict'
        : 'not_found'
    },
    async get(organizationId, id) {
      const d = await col.findOne({ _id: id, organizationId }, noVersions)
      return d ? template(d) : null
    },
    async getVersion(organizationId, id, n) {
      const d = await col.findOne({ _id: id, organizationId })
      const v = d?.versions.find((x) => x.version === n)
      return v
        ? {
            templateId: id,
            organizationId,
            version: v.version,
            definition: v.definition,
            publishedAt: v.publishedAt,
            publishedBy: v.publishedBy,
          }
        : null
    },
    async list(organizationId, o) {
      const docs = await col
        .find({ organizationId }, noVersions)
        .sort({ createdAt: 1, _id: 1 })
        .skip(o.offset)
        .limit(o.limit + 1)
        .toArray()
      return { items: docs.slice(0, o.limit).map(template), hasMore: docs.length > o.limit }
    },
  }
}
