// WorkStream drafts in MongoDB (ports/workstreams.ts), one document each; an edit is one replaceOne filtered on the
// version it read (a compare-and-set).
import type { Db } from 'mongodb'
import type { WorkstreamDraft, WorkstreamDraftStore } from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate } from './db.ts'

type DraftDoc = Omit<WorkstreamDraft, 'id'> & { _id: string }

const draft = ({ _id, ...rest }: DraftDoc): WorkstreamDraft => ({ id: _id, ...rest })
const doc = ({ id, ...rest }: WorkstreamDraft): DraftDoc => ({ _id: id, ...rest })

export function mongoWorkstreamDrafts(db: Db): WorkstreamDraftStore {
  const col = db.collection<DraftDoc>(COLLECTIONS.workstreamDrafts)
  return {
    async insert(d) {
      await insertOrDuplicate('workstream draft id', () => col.insertOne(doc(d)))
    },
    async get(organizationId, id) {
      const d = await col.findOne({ _id: id, organizationId })
      return d ? draft(d) : null
    },
    async list(organizationId, o) {
      const docs = await col
        .find({ organizationId })
        .sort({ createdAt: 1, _id: 1 })
        .skip(o.offset)
        .limit(o.limit + 1)
        .toArray()
      return { items: docs.slice(0, o.limit).map(draft), hasMore: docs.length > o.limit }
    },
    async replace(next, expectedVersion) {
      const r = await col.replaceOne(
        { _id: next.id, organizationId: next.organizationId, version: expectedVersion },
        doc(next),
      )
      if (r.matchedCount === 1) return 'ok'
      return (await col.countDocuments({ _id: next.id, organizationId: next.organizationId }, { limit: 1 })) === 1
        ? 'conflict'
        : 'not_found'
    },
    async delete(organizationId, id) {
      return (await col.deleteOne({ _id: id, organizationId })).deletedCount === 1
    },
  }
}
