// Webhook endpoints, deliveries and the event outbox in SQLite. Events are written in the same transaction as
// the change that causes them (see key-mirror.ts), so the outbox table is read as it is: no relay step.
// A claim is one UPDATE … WHERE id IN (SELECT due …) RETURNING under BEGIN IMMEDIATE, and an attempt record one
// conditional UPDATE; node:sqlite is synchronous, so concurrent async callers in this process (and any other
// connection to the file) never lease one delivery twice. Claims and redeliveries add to webhook_lease_events
// in the same transaction (deleted with their delivery by ON DELETE CASCADE).
import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import {
  DuplicateError,
  type DeliveryStatus,
  type OutboxEvent,
  type WebhookDelivery,
  type WebhookDeliveryStore,
  type WebhookEndpoint,
  type WebhookEndpointStore,
  type WebhookEventStore,
} from '../ports/index.ts'
import { ATTEMPT_LOG_KEEP, LEASE_HISTORY_KEEP_MS, type AttemptRecord, type LeaseEvent } from '../ports/webhooks.ts'
import { date, isUniqueViolation, ms, req, transaction } from './db.ts'

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

const endpointRow = (r: Record<string, unknown>): WebhookEndpoint => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  url: String(r.url),
  description: str(r.description),
  eventTypes: JSON.parse(String(r.event_types)) as string[],
  enabled: Number(r.enabled) === 1,
  secretSealed: String(r.secret_sealed),
  previousSecretSealed: str(r.previous_secret_sealed),
  previousSecretExpiresAt: date(r.previous_secret_expires_at),
  createdAt: req(r.created_at),
  updatedAt: req(r.updated_at),
})

const deliveryRow = (r: Record<string, unknown>): WebhookDelivery => ({
  id: String(r.id),
  endpointId: String(r.endpoint_id),
  organizationId: String(r.organization_id),
  eventId: String(r.event_id),
  eventType: String(r.event_type),
  payload: String(r.payload),
  status: String(r.status) as DeliveryStatus,
  attempts: Number(r.attempts),
  nextAttemptAt: req(r.next_attempt_at),
  leaseOwner: str(r.lease_owner),
  leaseUntil: date(r.lease_until),
  lastResponseCode: r.last_response_code === null ? null : Number(r.last_response_code),
  lastError: str(r.last_error),
  lastAttemptAt: date(r.last_attempt_at),
  deliveredAt: date(r.delivered_at),
  createdAt: req(r.created_at),
  updatedAt: req(r.updated_at),
})

const eventRow = (r: Record<string, unknown>): OutboxEvent => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  type: String(r.type),
  data: JSON.parse(String(r.data)) as Record<string, unknown>,
  createdAt: req(r.created_at),
})

/**
 * Records outbox events; one whose id is already recorded is left as it is (idempotent by id). Call inside the
 * transaction of the change that causes them.
 */
export function outboxWriter(db: DatabaseSync): (events: readonly OutboxEvent[]) => void {
  const ins = db.prepare(`INSERT INTO webhook_events (id, organization_id, type, data, created_at, dispatched_at)
    VALUES (?, ?, ?, ?, ?, NULL) ON CONFLICT (id) DO NOTHING`)
  return (events) => {
    for (const e of events) ins.run(e.id, e.organizationId, e.type, JSON.stringify(e.data), e.createdAt.getTime())
  }
}

const ENDPOINT_COLUMNS: Record<string, string> = {
  url: 'url',
  description: 'description',
  eventTypes: 'event_types',
  enabled: 'enabled',
  secretSealed: 'secret_sealed',
  previousSecretSealed: 'previous_secret_sealed',
  previousSecretExpiresAt: 'previous_secret_expires_at',
}

const sqlValue = (field: string, value: unknown): SQLInputValue => {
  if (value instanceof Date) return value.getTime()
  if (field === 'eventTypes') return JSON.stringify(value)
  if (typeof value === 'boolean') return value ? 1 : 0
  return value as SQLInputValue
}

export function embeddedWebhookEndpoints(db: DatabaseSync): WebhookEndpointStore {
  const ins =
    db.prepare(`INSERT INTO webhook_endpoints (id, organization_id, url, description, event_types, enabled, secret_sealed,
    previous_secret_sealed, previous_secret_expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const get = db.prepare('SELECT * FROM webhook_endpoints WHERE id = ?')
  const list = db.prepare('SELECT * FROM webhook_endpoints WHERE organization_id = ? ORDER BY created_at, id')
  const del = db.prepare('DELETE FROM webhook_endpoints WHERE id = ?')
  return {
    async insert(e) {
      try {
        ins.run(
          e.id,
          e.organizationId,
          e.url,
          e.description,
          JSON.stringify(e.eventTypes),
          e.enabled ? 1 : 0,
          e.secretSealed,
          e.previousSecretSealed,
          ms(e.previousSecretExpiresAt),
          e.createdAt.getTime(),
          e.updatedAt.getTime(),
        )
      } catch (err) {
        if (isUniqueViolation(err)) throw new DuplicateError('webhook endpoint')
        throw err
      }
    },
    async get(id) {
      const r = get.get(id)
      return r ? endpointRow(r) : null
    },
    async listByOrganization(orgId) {
      return list.all(orgId).map(endpointRow)
    },
    async update(id, patch, at) {
      const sets: string[] = ['updated_at = ?']
      const values: SQLInputValue[] = [at.getTime()]
      for (const [field, value] of Object.entries(patch)) {
        const col = ENDPOINT_COLUMNS[field]
        if (!col || value === undefined) continue
        sets.push(`${col} = ?`)
        values.push(sqlValue(field, value))
      }
      const r = db
        .prepare(`UPDATE webhook_endpoints SET ${sets.join(', ')} WHERE id = ? RETURNING *`)
        .get(...values, id)
      return r ? endpointRow(r) : null
    },
    async delete(id) {
      del.run(id)
    },
  }
}

export function embeddedWebhookDeliveries(db: DatabaseSync): WebhookDeliveryStore {
  // ON CONFLICT DO NOTHING: a row for the same (endpoint_id, event_id), or the same id, is already there.
  const ins =
    db.prepare(`INSERT INTO webhook_deliveries (id, endpoint_id, organization_id, event_id, event_type, payload, status,
    attempts, next_attempt_at, lease_owner, lease_until, last_response_code, last_error, last_attempt_at, delivered_at,
    created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
  const get = db.prepare('SELECT * FROM webhook_deliveries WHERE id = ?')
  const list = db.prepare(`SELECT * FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY created_at DESC, id DESC
    LIMIT ? OFFSET ?`)
  const claim = db.prepare(`UPDATE webhook_deliveries SET lease_owner = ?, lease_until = ? WHERE id IN (
      SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ?
        AND (lease_until IS NULL OR lease_until <= ?) ORDER BY next_attempt_at, id LIMIT ?)
    RETURNING *`)
  const record =
    db.prepare(`UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, last_response_code = ?,
    last_error = ?, last_attempt_at = ?, delivered_at = ?, lease_owner = NULL, lease_until = NULL, updated_at = ?
    WHERE id = ? AND lease_owner = ?`)
  const redeliver = db.prepare(`UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?,
    lease_owner = NULL, lease_until = NULL, delivered_at = NULL, updated_at = ? WHERE id = ? RETURNING *`)
  const leaseEvent = db.prepare('INSERT INTO webhook_lease_events (delivery_id, kind, owner, at) VALUES (?, ?, ?, ?)')
  const trimLeaseEvents = db.prepare('DELETE FROM webhook_lease_events WHERE delivery_id = ? AND at < ?')
  const exists = db.prepare('SELECT 1 AS one FROM webhook_deliveries WHERE id = ?')
  const attemptIns =
    db.prepare(`INSERT INTO webhook_attempts (delivery_id, at, response_code, error, duration_ms, response_excerpt)
    VALUES (?, ?, ?, ?, ?, ?)`)
  const attemptTrim = db.prepare(`DELETE FROM webhook_attempts WHERE delivery_id = ? AND seq NOT IN (
    SELECT seq FROM webhook_attempts WHERE delivery_id = ? ORDER BY seq DESC LIMIT ?)`)
  const attemptList = db.prepare('SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY seq DESC')
  const leaseEvents = db.prepare('SELECT kind, owner, at FROM webhook_lease_events WHERE delivery_id = ? ORDER BY seq')
  const delByEndpoint = db.prepare('DELETE FROM webhook_deliveries WHERE endpoint_id = ?')
  const purge = db.prepare(`DELETE FROM webhook_deliveries WHERE status IN ('succeeded', 'dead') AND updated_at < ?`)
  const countPending = db.prepare(`SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'pending'`)
  return {
    async insertMany(deliveries) {
      transaction(db, () => {
        for (const d of deliveries) {
          ins.run(
            d.id,
            d.endpointId,
            d.organizationId,
            d.eventId,
            d.eventType,
            d.payload,
            d.status,
            d.attempts,
            d.nextAttemptAt.getTime(),
            d.leaseOwner,
            ms(d.leaseUntil),
            d.lastResponseCode,
            d.lastError,
            ms(d.lastAttemptAt),
            ms(d.deliveredAt),
            d.createdAt.getTime(),
            d.updatedAt.getTime(),
          )
        }
      })
    },
    async get(id) {
      const r = get.get(id)
      return r ? deliveryRow(r) : null
    },
    async listByEndpoint(endpointId, limit, offset) {
      const rows = list.all(endpointId, limit + 1, offset).map(deliveryRow)
      return { deliveries: rows.slice(0, limit), hasMore: rows.length > limit }
    },
    async claimDue(now, leaseMs, owner, limit) {
      if (limit <= 0) return []
      const t = now.getTime()
      const rows = transaction(db, () => {
        const claimed = claim.all(owner, t + leaseMs, t, t, limit)
        for (const r of claimed) leaseEvent.run(String(r.id), 'claimed', owner, t)
        return claimed
      }).map(deliveryRow)
      // RETURNING gives no order; restore the claim order.
      return rows.sort(
        (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      )
    },
    async recordAttempt(id, owner, o, at) {
      return transaction(db, () => {
        const r = record.run(
          o.status,
          o.attempts,
          o.nextAttemptAt.getTime(),
          o.lastResponseCode,
          o.lastError,
          o.lastAttemptAt.getTime(),
          ms(o.deliveredAt),
          at.getTime(),
          id,
          owner,
        )
        if (Number(r.changes) !== 1) return false
        trimLeaseEvents.run(id, at.getTime() - LEASE_HISTORY_KEEP_MS)
        const a = o.attempt
        if (a) {
          attemptIns.run(id, a.at.getTime(), a.responseCode, a.error, a.durationMs, a.responseExcerpt)
          attemptTrim.run(id, id, ATTEMPT_LOG_KEEP)
        }
        return true
      })
    },
    async redeliver(id, at) {
      const r = transaction(db, () => {
        const row = redeliver.get(at.getTime(), at.getTime(), id)
        if (row) leaseEvent.run(id, 'redelivered', null, at.getTime())
        return row
      })
      return r ? deliveryRow(r) : null
    },
    async listAttempts(id) {
      return attemptList.all(id).map(
        (r): AttemptRecord => ({
          at: req(r.at),
          responseCode: r.response_code === null ? null : Number(r.response_code),
          error: r.error === null ? null : String(r.error),
          durationMs: Number(r.duration_ms),
          responseExcerpt: r.response_excerpt === null ? null : String(r.response_excerpt),
        }),
      )
    },
    async leaseHistory(id) {
      if (!exists.get(id)) return null
      return leaseEvents
        .all(id)
        .map(
          (r): LeaseEvent =>
            String(r.kind) === 'claimed'
              ? { kind: 'claimed', owner: String(r.owner), at: req(r.at) }
              : { kind: 'redelivered', at: req(r.at) },
        )
    },
    async deleteByEndpoint(endpointId) {
      delByEndpoint.run(endpointId)
    },
    async purgeFinished(before) {
      return Number(purge.run(before.getTime()).changes)
    },
    async countPending() {
      return Number((countPending.get() as { n: number }).n)
    },
  }
}

export function embeddedWebhookEvents(db: DatabaseSync): WebhookEventStore {
  const write = outboxWriter(db)
  const pending = db.prepare('SELECT * FROM webhook_events WHERE dispatched_at IS NULL ORDER BY created_at, id LIMIT ?')
  const dispatch = db.prepare(`UPDATE webhook_events SET dispatched_at = ?
    WHERE dispatched_at IS NULL AND id IN (SELECT value FROM json_each(?))`)
  const get = db.prepare('SELECT * FROM webhook_events WHERE id = ?')
  const purge = db.prepare('DELETE FROM webhook_events WHERE dispatched_at IS NOT NULL AND dispatched_at < ?')
  return {
    async append(events) {
      transaction(db, () => write(events))
    },
    async pending(limit) {
      return limit <= 0 ? [] : pending.all(limit).map(eventRow)
    },
    async markDispatched(ids, at) {
      if (ids.length > 0) dispatch.run(at.getTime(), JSON.stringify(ids))
    },
    async get(id) {
      const r = get.get(id)
      return r ? eventRow(r) : null
    },
    async purgeDispatched(before) {
      return Number(purge.run(before.getTime()).changes)
    },
  }
}
