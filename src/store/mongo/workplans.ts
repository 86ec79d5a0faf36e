// Workplans in MongoDB (ports/workstreams.ts), one document each.
import type { Db } from 'mongodb'
import type { Workplan, WorkplanStore } from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate } from './db.ts'

type WorkplanDoc = Omit<Workplan, 'id'> & { _id: string }

const workplan = ({ _id, ...rest }: WorkplanDoc): Workplan => ({
  id: _id,
  ...rest,
  workspaceId: rest.workspaceId ?? null,
})

export function mongoWorkplans(db: Db): WorkplanStore {
  const col = db.collection<WorkplanDoc>(COLLECTIONS.workplans)
  return {
    async insert(w) {
      const { id, ...rest } = w
      await insertOrDuplicate('workplan id', () => col.insertOne({ _id: id, ...rest }))
    },
    async get(organizationId, id) {
      const d = await col.findOne({ _id: id, organizationId })
      return d ? workplan(d) : null
    },
    async list(organizationId, o) {
      const q: Record<string, unknown> = { organizationId }
      if (o.clientId !== undefined) q.clientId = o.clientId
      if (o.workspaceId !== undefined) q.workspaceId = o.workspaceId
      if (o.status !== undefined) q.status = o.status
      const docs = await col
        .find(q)
        .sort({ createdAt: 1, _id: 1 })
        .skip(o.offset)
        .limit(o.limit + 1)
        .toArray()
      return { items: docs.slice(0, o.limit).map(workplan), hasMore: docs.length > o.limit }
    },
    async update(organizationId, id, patch, at) {
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
      const d = await col.findOneAndUpdate(
        { _id: id, organizationId },
        { $set: { ...set, updatedAt: at } },
        { returnDocument: 'after' },
      )
      return d ? workplan(d) : null
    },
    async dueSchedules(now, limit) {
      const docs = await col
        .find({ status: 'active', nextFireAt: { $ne: null, $lte: now } })
        .sort({ nextFireAt: 1 })
        .limit(limit)
        .toArray()
      return docs.map(workplan)
    },
    async advanceSchedule(organizationId, id, expected, next, at) {
      const r = await col.updateOne(
        { _id: id, organizationId, nextFireAt: expected },
        { $set: { nextFireAt: next, updatedAt: at } },
      )
      return r.matchedCount === 1
    },
  }
}
