// WorkStream drafts in SQLite (ports/workstreams.ts): the record as JSON, with the columns the list and the
// compare-and-set need. An edit is one UPDATE … WHERE version = expected.
import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type WorkstreamDraft, type WorkstreamDraftStore } from '../ports/index.ts'
import { isUniqueViolation } from './db.ts'

const toJson = (d: WorkstreamDraft): string => JSON.stringify(d)
const fromJson = (text: unknown): WorkstreamDraft => {
  const d = JSON.parse(String(text)) as WorkstreamDraft & { createdAt: string; updatedAt: string }
  // cast: the JSON this store wrote: published's date is a string until revived below
  const p = d.published as unknown as { templateId: string; version: number; publishedAt: string } | null
  return {
    ...d,
    createdAt: new Date(d.createdAt),
    updatedAt: new Date(d.updatedAt),
    published: p ? { templateId: p.templateId, version: p.version, publishedAt: new Date(p.publishedAt) } : null,
  }
}

export function embeddedWorkstreamDrafts(db: DatabaseSync): WorkstreamDraftStore {
  const ins = db.prepare(
    'INSERT INTO workstream_drafts (id, organization_id, version, body, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const get = db.prepare('SELECT body FROM workstream_drafts WHERE organization_id = ? AND id = ?')
  const list = db.prepare(
    'SELECT body FROM workstream_drafts WHERE organization_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?',
  )
  const upd = db.prepare(
    'UPDATE workstream_drafts SET version = ?, body = ? WHERE organization_id = ? AND id = ? AND version = ?',
  )
  const exists = db.prepare('SELECT 1 AS x FROM workstream_drafts WHERE organization_id = ? AND id = ?')
  const del = db.prepare('DELETE FROM workstream_drafts WHERE organization_id = ? AND id = ?')
  return {
    async insert(d) {
      try {
        ins.run(d.id, d.organizationId, d.version, toJson(d), d.createdAt.getTime())
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('workstream draft id')
        throw e
      }
    },
    async get(organizationId, id) {
      const r = get.get(organizationId, id)
      return r ? fromJson(r.body) : null
    },
    async list(organizationId, o) {
      const rows = list.all(organizationId, o.limit + 1, o.offset)
      return { items: rows.slice(0, o.limit).map((r) => fromJson(r.body)), hasMore: rows.length > o.limit }
    },
    async replace(next, expectedVersion) {
      if (Number(upd.run(next.version, toJson(next), next.organizationId, next.id, expectedVersion).changes) === 1)
        return 'ok'
      return exists.get(next.organizationId, next.id) ? 'conflict' : 'not_found'
    },
    async delete(organizationId, id) {
      return Number(del.run(organizationId, id).changes) === 1
    },
  }
}
