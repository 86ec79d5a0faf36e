import type { DatabaseSync } from 'node:sqlite'
import type { KnowledgeDocument, KnowledgeStore } from '../ports/index.ts'
import { transaction } from './db.ts'

type Body = Omit<KnowledgeDocument, 'updatedAt'>

export function embeddedKnowledge(db: DatabaseSync): KnowledgeStore {
  const put = db.prepare(
    'INSERT INTO knowledge_documents (id, body, updated_at) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at',
  )
  const all = db.prepare('SELECT body, updated_at FROM knowledge_documents ORDER BY id')
  const del = db.prepare('DELETE FROM knowledge_documents WHERE id = ?')
  const stamp = db.prepare('SELECT COUNT(*) AS n, COALESCE(MAX(updated_at), 0) AS latest FROM knowledge_documents')
  return {
    async upsert(docs) {
      transaction(db, () => {
        for (const { updatedAt, ...body } of docs)
          put.run(body.id, JSON.stringify(body satisfies Body), updatedAt.getTime())
      })
    },
    async list() {
      return (all.all() as Array<{ body: string; updated_at: number }>).map((r) => ({
        ...(JSON.parse(r.body) as Body),
        updatedAt: new Date(Number(r.updated_at)),
      }))
    },
    async remove(ids) {
      return transaction(db, () => ids.reduce((n, id) => n + Number(del.run(id).changes), 0))
    },
    async stamp() {
      const r = stamp.get() as { n: number; latest: number }
      return { count: Number(r.n), latestMs: Number(r.latest) }
    },
  }
}
