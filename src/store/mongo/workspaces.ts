import type { Db } from 'mongodb'
import { DuplicateError, type Workspace, type WorkspaceStore } from '../ports/index.ts'
import { COLLECTIONS, isDuplicateKey } from './db.ts'

interface WorkspaceDoc {
  _id: string
  organizationId: string
  name: string
  slug: string
  createdAt: Date
  archivedAt?: Date | null
}

const fromDoc = (d: WorkspaceDoc): Workspace => ({
  id: d._id,
  organizationId: d.organizationId,
  name: d.name,
  slug: d.slug,
  createdAt: d.createdAt,
  archivedAt: d.archivedAt ?? null,
})

export function mongoWorkspaces(db: Db): WorkspaceStore {
  const col = db.collection<WorkspaceDoc>(COLLECTIONS.workspaces)
  return {
    async insert(w) {
      try {
        await col.insertOne({
          _id: w.id,
          organizationId: w.organizationId,
          name: w.name,
          slug: w.slug,
          createdAt: w.createdAt,
          archivedAt: w.archivedAt,
        })
      } catch (e) {
        // Which unique key: the id's (the document exists) or the organization's slug (index org_slug_unique).
        if (isDuplicateKey(e))
          throw new DuplicateError((await col.findOne({ _id: w.id })) ? 'workspace id' : 'workspace slug')
        throw e
      }
    },
    async get(id) {
      const d = await col.findOne({ _id: id })
      return d ? fromDoc(d) : null
    },
    async listByOrganization(organizationId) {
      const docs = await col.find({ organizationId }).sort({ createdAt: 1, _id: 1 }).toArray()
      return docs.map(fromDoc)
    },
    async update(organizationId, id, p) {
      const set: Partial<WorkspaceDoc> = {}
      if (p.name !== undefined) set.name = p.name
      if (p.slug !== undefined) set.slug = p.slug
      if (p.archivedAt !== undefined) set.archivedAt = p.archivedAt
      try {
        const d = Object.keys(set).length
          ? await col.findOneAndUpdate({ _id: id, organizationId }, { $set: set }, { returnDocument: 'after' })
          : await col.findOne({ _id: id, organizationId })
        return d ? fromDoc(d) : null
      } catch (e) {
        if (isDuplicateKey(e)) throw new DuplicateError('workspace slug')
        throw e
      }
    },
  }
}
