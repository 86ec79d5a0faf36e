import type { Db } from 'mongodb'
import type { Workspace, WorkspaceStore } from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate } from './db.ts'

interface WorkspaceDoc { _id: string; organizationId: string; name: string; slug: string; createdAt: Date }

const fromDoc = (d: WorkspaceDoc): Workspace => ({
  id: d._id, organizationId: d.organizationId, name: d.name, slug: d.slug, createdAt: d.createdAt,
})

export function mongoWorkspaces(db: Db): WorkspaceStore {
  const col = db.collection<WorkspaceDoc>(COLLECTIONS.workspaces)
  return {
    async insert(w) {
      await insertOrDuplicate('workspace id', () =>
        col.insertOne({ _id: w.id, organizationId: w.organizationId, name: w.name, slug: w.slug, createdAt: w.createdAt }))
    },
    async get(id) { const d = await col.findOne({ _id: id }); return d ? fromDoc(d) : null },
    async listByOrganization(organizationId) {
      const docs = await col.find({ organizationId }).sort({ createdAt: 1, _id: 1 }).toArray()
      return docs.map(fromDoc)
    },
  }
}
