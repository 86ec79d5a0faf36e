import type { Db } from 'mongodb'
import type { KnowledgeDocument, KnowledgeStore } from '../ports/index.ts'
import { COLLECTIONS } from './db.ts'

interface Doc extends Omit<KnowledgeDocument, 'id'> {
  _id: string
}

export function mongoKnowledge(db: Db): KnowledgeStore {
  const col = db.collection<Doc>(COLLECTIONS.knowledgeDocuments)
  return {
    async upsert(docs) {
      if (!docs.length) return
      await col.bulkWrite(
        docs.map(({ id, ...d }) => ({ replaceOne: { filter: { _id: id }, replacement: d, upsert: true } })),
        { ordered: false },
      )
    },
    async list() {
      return (await col.find({}).sort({ _id: 1 }).toArray()).map(({ _id, ...d }) => ({ id: _id, ...d }))
    },
    async remove(ids) {
      if (!ids.length) return 0
      return (await col.deleteMany({ _id: { $in: ids } })).deletedCount
    },
    async stamp() {
      const count = await col.countDocuments({})
      const [latest] = await col
        .find({}, { projection: { updatedAt: 1 } })
        .sort({ updatedAt: -1 })
        .limit(1)
        .toArray()
      return { count, latestMs: latest ? latest.updatedAt.getTime() : 0 }
    },
  }
}
