import type { Db } from 'mongodb'
import type { ModelUsageRow, ModelUsageStore } from '../ports/index.ts'
import { COLLECTIONS, isDuplicateKey } from './db.ts'

interface UsageDoc extends Omit<ModelUsageRow, 'id'> {
  _id: string
}

const fromDoc = ({ _id, ...d }: UsageDoc): ModelUsageRow => ({ id: _id, ...d, topicId: d.topicId ?? null })

export function mongoModelUsage(db: Db): ModelUsageStore {
  const col = db.collection<UsageDoc>(COLLECTIONS.modelUsage)
  return {
    async record({ id, ...r }) {
      try {
        await col.insertOne({ _id: id, ...r })
      } catch (e) {
        if (!isDuplicateKey(e)) throw e
      }
    },
    async totals(organizationId, o = {}) {
      const match: Record<string, unknown> = { organizationId }
      if (o.since) match.at = { $gte: o.since }
      if (o.topicId !== undefined) match.topicId = o.topicId
      const [r] = await col
        .aggregate<{ calls: number; i: number; o: number }>([
          { $match: match },
          {
            $group: {
              _id: null,
              calls: { $sum: 1 },
              i: { $sum: { $ifNull: ['$inputTokens', 0] } },
              o: { $sum: { $ifNull: ['$outputTokens', 0] } },
            },
          },
        ])
        .toArray()
      return r ? { calls: r.calls, inputTokens: r.i, outputTokens: r.o } : { calls: 0, inputTokens: 0, outputTokens: 0 }
    },
    async list(organizationId, o) {
      const docs = await col.find({ organizationId }).sort({ at: -1, _id: -1 }).skip(o.offset).limit(o.limit).toArray()
      return docs.map(fromDoc)
    },
  }
}
