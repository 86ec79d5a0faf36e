// Cycles in SQLite (ports/workstreams.ts): the aggregate as JSON plus the columns that are queried; history events
// in cycle_events. A transition is all or nothing: the compare-and-set on rev, its events, its outbox events, in one
// savepoint of a group commit (group-commit.ts: the transitions of one event-loop turn share one transaction and one
// fsync; each caller hears back only once that transaction is committed).
import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type Cycle, type CycleEvent, type CycleStore } from '../ports/index.ts'
import { TERMINAL_CYCLE_STATUSES } from '../ports/workstreams.ts'
import { isUniqueViolation, ms, req } from './db.ts'
import { GroupCommit } from './group-commit.ts'
import { outboxWriter } from './webhooks.ts'

/** workplan|period while open; the cycle id appended once terminal, which frees the period for a new cycle. */
export const openKey = (c: Cycle): string =>
  TERMINAL_CYCLE_STATUSES.includes(c.status) ? `${c.workplanId}|${c.period}|${c.id}` : `${c.workplanId}|${c.period}`

const toBody = (c: Cycle): string => JSON.stringify({ ...c, wakeAt: null, createdAt: null, updatedAt: null })
const cycle = (r: Record<string, unknown>): Cycle => {
  const body = JSON.parse(String(r.body)) as Cycle
  return {
    ...body,
    workspaceId: body.workspaceId ?? null,
    wakeAt: r.wake_at === null ? null : req(r.wake_at),
    createdAt: req(r.created_at),
    updatedAt: req(r.updated_at),
  }
}

const event = (r: Record<string, unknown>): CycleEvent => ({
  cycleId: String(r.cycle_id),
  organizationId: String(r.organization_id),
  seq: Number(r.seq),
  type: String(r.type),
  actor: JSON.parse(String(r.actor)) as CycleEvent['actor'],
  at: req(r.at),
  data: JSON.parse(String(r.data)) as Record<string, unknown>,
})

export function embeddedCycles(db: DatabaseSync, group: GroupCommit = new GroupCommit(db)): CycleStore {
  const cols = 'id, organization_id, workplan_id, period, status, open_key, rev, wake_at, created_at, updated_at, body'
  const ins = db.prepare(`INSERT INTO cycles (${cols}, workspace_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const upd = db.prepare(
    `UPDATE cycles SET status = ?, open_key = ?, rev = ?, wake_at = ?, updated_at = ?, body = ? WHERE id = ? AND rev = ?`,
  )
  const insEvent = db.prepare(
    'INSERT INTO cycle_events (cycle_id, seq, organization_id, type, actor, at, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const get = db.prepare(`SELECT ${cols} FROM cycles WHERE organization_id = ? AND id = ?`)
  const load = db.prepare(`SELECT ${cols} FROM cycles WHERE id = ?`)
  const open = db.prepare(
    `SELECT ${cols} FROM cycles WHERE organization_id = ? AND workplan_id = ? AND status NOT IN ('completed', 'failed', 'cancelled') ORDER BY created_at`,
  )
  const approvals =
    db.prepare(`SELECT ${cols} FROM cycles WHERE organization_id = ? AND status NOT IN ('completed', 'failed', 'cancelled')
    AND EXISTS (SELECT 1 FROM json_each(body, '$.tasks') WHERE json_extract(value, '$.status') = 'waiting' AND json_extract(value, '$.waitingOn') = 'approval')
    ORDER BY created_at, id LIMIT ?`)
  const due = db.prepare(
    `SELECT ${cols} FROM cycles WHERE wake_at IS NOT NULL AND wake_at <= ? ORDER BY wake_at LIMIT ?`,
  )
  const events = db.prepare(
    'SELECT * FROM cycle_events WHERE organization_id = ? AND cycle_id = ? AND seq > ? ORDER BY seq LIMIT ?',
  )
  const insOutput =
    db.prepare(`INSERT INTO cycle_outputs (id, organization_id, cycle_id, task_key, size_bytes, sha256, body, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`)
  const outputs = db.prepare(
    'SELECT id, body FROM cycle_outputs WHERE organization_id = ? AND cycle_id = ? AND id IN (SELECT value FROM json_each(?))',
  )
  const dropOutputs = db.prepare(
    'DELETE FROM cycle_outputs WHERE organization_id = ? AND cycle_id = ? AND id IN (SELECT value FROM json_each(?))',
  )
  const recordOutbox = outboxWriter(db)
  const addEvents = (es: readonly CycleEvent[]) => {
    for (const e of es)
      insEvent.run(
        e.cycleId,
        e.seq,
        e.organizationId,
        e.type,
        JSON.stringify(e.actor),
        e.at.getTime(),
        JSON.stringify(e.data),
      )
  }
  return {
    async insert(c, es) {
      await group.run(() => {
        try {
          ins.run(
            c.id,
            c.organizationId,
            c.workplanId,
            c.period,
            c.status,
            openKey(c),
            c.rev,
            ms(c.wakeAt),
            c.createdAt.getTime(),
            c.updatedAt.getTime(),
            toBody(c),
            c.workspaceId,
          )
        } catch (e) {
          if (isUniqueViolation(e)) throw new DuplicateError('open cycle')
          throw e
        }
        addEvents(es)
      })
    },
    async get(organizationId, id) {
      const r = get.get(organizationId, id)
      return r ? cycle(r) : null
    },
    async load(id) {
      const r = load.get(id)
      return r ? cycle(r) : null
    },
    async list(organizationId, o) {
      const where = ['organization_id = ?']
      const values: (string | number)[] = [organizationId]
      if (o.workplanId !== undefined) {
        where.push('workplan_id = ?')
        values.push(o.workplanId)
      }
      if (o.workspaceId !== undefined) {
        where.push('workspace_id = ?')
        values.push(o.workspaceId)
      }
      if (o.status !== undefined) {
        where.push('status = ?')
        values.push(o.status)
      }
      if (o.period !== undefined) {
        where.push('period = ?')
        values.push(o.period)
      }
      const rows = db
        .prepare(
          `SELECT ${cols} FROM cycles WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(...values, o.limit + 1, o.offset)
      return { items: rows.slice(0, o.limit).map(cycle), hasMore: rows.length > o.limit }
    },
    async listOpen(organizationId, workplanId) {
      return open.all(organizationId, workplanId).map(cycle)
    },
    async awaitingApproval(organizationId, limit) {
      return approvals.all(organizationId, limit).map(cycle)
    },
    async update(next, expectedRev, es, outbox, outs = []) {
      return group.run(() => {
        const r = upd.run(
          next.status,
          openKey(next),
          next.rev,
          ms(next.wakeAt),
          next.updatedAt.getTime(),
          toBody(next),
          next.id,
          expectedRev,
        )
        if (Number(r.changes) !== 1) return false
        addEvents(es)
        recordOutbox(outbox)
        for (const o of outs)
          insOutput.run(
            o.id,
            o.organizationId,
            o.cycleId,
            o.taskKey,
            o.sizeBytes,
            o.sha256,
            o.json,
            o.createdAt.getTime(),
          )
        return true
      })
    },
    async outputs(organizationId, cycleId, ids) {
      if (ids.length === 0) return new Map()
      return new Map(
        outputs.all(organizationId, cycleId, JSON.stringify(ids)).map((r) => [String(r.id), String(r.body)]),
      )
    },
    async dropOutputs(organizationId, cycleId, ids) {
      if (ids.length > 0) await group.run(() => dropOutputs.run(organizationId, cycleId, JSON.stringify(ids)))
    },
    async due(now, limit) {
      return due.all(now.getTime(), limit).map(cycle)
    },
    async events(organizationId, cycleId, afterSeq, limit) {
      return events.all(organizationId, cycleId, afterSeq, limit).map(event)
    },
  }
}
