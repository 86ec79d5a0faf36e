// WorkStream templates and their immutable versions in SQLite (ports/workstreams.ts). Publishing inserts the next
// version and moves latest_version in one transaction, only while latest_version is still the one before.
import type { DatabaseSync } from 'node:sqlite'
import {
  DuplicateError,
  type TemplateDefinition,
  type TemplateVersion,
  type WorkstreamTemplate,
  type WorkstreamTemplateStore,
} from '../ports/index.ts'
import { isUniqueViolation, req, transaction } from './db.ts'

const template = (r: Record<string, unknown>): WorkstreamTemplate => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  name: String(r.name),
  description: r.description === null ? null : String(r.description),
  latestVersion: Number(r.latest_version),
  createdAt: req(r.created_at),
  updatedAt: req(r.updated_at),
})

const version = (r: Record<string, unknown>): TemplateVersion => ({
  templateId: String(r.template_id),
  organizationId: String(r.organization_id),
  version: Number(r.version),
  definition: JSON.parse(String(r.definition)) as TemplateDefinition,
  publishedAt: req(r.published_at),
  publishedBy: String(r.published_by),
})

export function embeddedWorkstreamTemplates(db: DatabaseSync): WorkstreamTemplateStore {
  const ins =
    db.prepare(`INSERT INTO workstream_templates (id, organization_id, name, description, latest_version, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`)
  const insVersion =
    db.prepare(`INSERT INTO workstream_template_versions (template_id, organization_id, version, definition, published_at, published_by)
    VALUES (?, ?, ?, ?, ?, ?)`)
  const bump = db.prepare(
    'UPDATE workstream_templates SET latest_version = ?, updated_at = ? WHERE id = ? AND organization_id = ? AND latest_version = ?',
  )
  const get = db.prepare('SELECT * FROM workstream_templates WHERE organization_id = ? AND id = ?')
  const getVersion = db.prepare(
    'SELECT * FROM workstream_template_versions WHERE organization_id = ? AND template_id = ? AND version = ?',
  )
  const list = db.prepare(
    'SELECT * FROM workstream_templates WHERE organization_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?',
  )
  const addVersion = (v: TemplateVersion) =>
    insVersion.run(
      v.templateId,
      v.organizationId,
      v.version,
      JSON.stringify(v.definition),
      v.publishedAt.getTime(),
      v.publishedBy,
    )
  return {
    async insert(t, first) {
      try {
        transaction(db, () => {
          ins.run(
            t.id,
            t.organizationId,
            t.name,
            t.description,
            t.latestVersion,
            t.createdAt.getTime(),
            t.updatedAt.getTime(),
          )
          addVersion(first)
        })
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('workstream template id')
        throw e
      }
    },
    async publish(v, at) {
      return transaction(db, () => {
        if (Number(bump.run(v.version, at.getTime(), v.templateId, v.organizationId, v.version - 1).changes) !== 1) {
          return get.get(v.organizationId, v.templateId) ? ('conflict' as const) : ('not_found' as const)
        }
        addVersion(v)
        return 'ok' as const
      })
    },
    async get(organizationId, id) {
      const r = get.get(organizationId, id)
      return r ? template(r) : null
    },
    async getVersion(organizationId, id, n) {
      const r = getVersion.get(organizationId, id, n)
      return r ? version(r) : null
    },
    async list(organizationId, o) {
      const rows = list.all(organizationId, o.limit + 1, o.offset)
      return { items: rows.slice(0, o.limit).map(template), hasMore: rows.length > o.limit }
    },
  }
}
