import type { DatabaseSync } from 'node:sqlite'
import type { ModelUsageRow, ModelUsageStore } from '../ports/index.ts'
import { req } from './db.ts'

interface Row {
  id: string
  organization_id: string
  provider: string
  model: string
  purpose: string
  input_tokens: number | null
  output_tokens: number | null
  attempts: number
  outcome: string
  at: number
  topic_id: string | null
}

const fromRow = (r: Row): ModelUsageRow => ({
  id: r.id,
  organizationId: r.organization_id,
  provider: r.provider,
  model: r.model,
  purpose: r.purpose,
  inputTokens: r.input_tokens === null ? null : Number(r.input_tokens),
  outputTokens: r.output_tokens === null ? null : Number(r.output_tokens),
  attempts: Number(r.attempts),
  outcome: r.outcome,
  at: req(r.at),
  topicId: r.topic_id ?? null,
})

export function embeddedModelUsage(db: DatabaseSync): ModelUsageStore {
  const ins =
    db.prepare(`INSERT OR IGNORE INTO model_usage (id, organization_id, provider, model, purpose, input_tokens, output_tokens,
    attempts, outcome, at, topic_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const sum =
    db.prepare(`SELECT COUNT(*) AS calls, COALESCE(SUM(input_tokens), 0) AS i, COALESCE(SUM(output_tokens), 0) AS o
    FROM model_usage WHERE organization_id = ? AND at >= ?`)
  const sumTopic =
    db.prepare(`SELECT COUNT(*) AS calls, COALESCE(SUM(input_tokens), 0) AS i, COALESCE(SUM(output_tokens), 0) AS o
    FROM model_usage WHERE organization_id = ? AND topic_id = ? AND at >= ?`)
  const list = db.prepare(
    'SELECT * FROM model_usage WHERE organization_id = ? ORDER BY at DESC, id DESC LIMIT ? OFFSET ?',
  )
  return {
    async record(r) {
      ins.run(
        r.id,
        r.organizationId,
        r.provider,
        r.model,
        r.purpose,
        r.inputTokens,
        r.outputTokens,
        r.attempts,
        r.outcome,
        r.at.getTime(),
        r.topicId ?? null,
      )
    },
    async totals(organizationId, o = {}) {
      const since = o.since ? o.since.getTime() : Number.MIN_SAFE_INTEGER
      const r = (
        o.topicId === undefined ? sum.get(organizationId, since) : sumTopic.get(organizationId, o.topicId, since)
      ) as { calls: number; i: number; o: number }
      return { calls: Number(r.calls), inputTokens: Number(r.i), outputTokens: Number(r.o) }
    },
    async list(organizationId, o) {
      // cast: node:sqlite types rows as records; the query selects exactly Row's columns
      return (list.all(organizationId, o.limit, o.offset) as unknown as Row[]).map(fromRow)
    },
  }
}
