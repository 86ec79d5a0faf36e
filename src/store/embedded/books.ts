// Clients, charts of accounts and journal entries in SQLite (ports/books.ts). A chart is one row (its accounts as
// JSON, replaced whole under a version check); an entry is one row with its lines as JSON, so an entry is written
// all or nothing, and balances sum the lines with json_each.
import type { DatabaseSync } from 'node:sqlite'
import {
  DuplicateError,
  type ChartAccount,
  type ChartStore,
  type Client,
  type ClientStore,
  type JournalStore,
  type StoredJournalEntry,
} from '../ports/index.ts'
import { isUniqueViolation, transaction, req } from './db.ts'

const client = (r: Record<string, unknown>): Client => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  workspaceId: r.workspace_id === null ? null : String(r.workspace_id),
  name: String(r.name),
  currency: String(r.currency),
  lockedThrough: r.locked_through === null ? null : String(r.locked_through),
  createdAt: req(r.created_at),
  updatedAt: req(r.updated_at),
})

export function embeddedClients(db: DatabaseSync): ClientStore {
  const ins =
    db.prepare(`INSERT INTO clients (id, organization_id, workspace_id, name, currency, locked_through, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  const get = db.prepare('SELECT * FROM clients WHERE organization_id = ? AND id = ?')
  const list = db.prepare('SELECT * FROM clients WHERE organization_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?')
  const listWs = db.prepare(
    'SELECT * FROM clients WHERE organization_id = ? AND workspace_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?',
  )
  const upd =
    db.prepare(`UPDATE clients SET name = COALESCE(?, name), locked_through = CASE WHEN ? THEN ? ELSE locked_through END,
    updated_at = ? WHERE organization_id = ? AND id = ?`)
  return {
    async insert(c) {
      try {
        ins.run(
          c.id,
          c.organizationId,
          c.workspaceId,
          c.name,
          c.currency,
          c.lockedThrough,
          c.createdAt.getTime(),
          c.updatedAt.getTime(),
        )
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('client id')
        throw e
      }
    },
    async get(organizationId, id) {
      const r = get.get(organizationId, id)
      return r ? client(r) : null
    },
    async list(organizationId, o) {
      const rows =
        o.workspaceId === undefined
          ? list.all(organizationId, o.limit + 1, o.offset)
          : listWs.all(organizationId, o.workspaceId, o.limit + 1, o.offset)
      return { items: rows.slice(0, o.limit).map(client), hasMore: rows.length > o.limit }
    },
    async update(organizationId, id, patch, now) {
      const setLock = patch.lockedThrough !== undefined
      upd.run(
        patch.name ?? null,
        setLock ? 1 : 0,
        setLock ? patch.lockedThrough! : null,
        now.getTime(),
        organizationId,
        id,
      )
      const r = get.get(organizationId, id)
      return r ? client(r) : null
    },
  }
}

export function embeddedCharts(db: DatabaseSync): ChartStore {
  const get = db.prepare('SELECT accounts, version FROM charts WHERE organization_id = ? AND client_id = ?')
  const first = db.prepare(
    'INSERT OR IGNORE INTO charts (organization_id, client_id, accounts, version, updated_at) VALUES (?, ?, ?, 1, ?)',
  )
  const next = db.prepare(
    'UPDATE charts SET accounts = ?, version = version + 1, updated_at = ? WHERE organization_id = ? AND client_id = ? AND version = ?',
  )
  return {
    async get(organizationId, clientId) {
      const r = get.get(organizationId, clientId)
      return r
        ? { accounts: JSON.parse(String(r.accounts)) as ChartAccount[], version: Number(r.version) }
        : { accounts: [], version: 0 }
    },
    async replace(organizationId, clientId, accounts, expectedVersion, now) {
      const sorted = JSON.stringify([...accounts].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)))
      const r =
        expectedVersion === 0
          ? first.run(organizationId, clientId, sorted, now.getTime())
          : next.run(sorted, now.getTime(), organizationId, clientId, expectedVersion)
      return Number(r.changes) === 1
    },
  }
}

const entry = (r: Record<string, unknown>): StoredJournalEntry => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  clientId: String(r.client_id),
  date: String(r.date),
  narration: String(r.narration),
  reference: r.reference === null ? null : String(r.reference),
  lines: JSON.parse(String(r.lines)) as StoredJournalEntry['lines'],
  contactId: r.contact_id === null || r.contact_id === undefined ? null : String(r.contact_id),
  totalMinor: Number(r.total_minor),
  createdAt: req(r.created_at),
})

export function embeddedJournal(db: DatabaseSync): JournalStore {
  const ins =
    db.prepare(`INSERT INTO journal_entries (id, organization_id, client_id, date, narration, reference, lines, contact_id, total_minor, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const get = db.prepare('SELECT * FROM journal_entries WHERE organization_id = ? AND client_id = ? AND id = ?')
  const list =
    db.prepare(`SELECT * FROM journal_entries WHERE organization_id = ? AND client_id = ? AND date >= ? AND date <= ?
    ORDER BY date, created_at, id LIMIT ? OFFSET ?`)
  const listNewest =
    db.prepare(`SELECT * FROM journal_entries WHERE organization_id = ? AND client_id = ? AND date >= ? AND date <= ?
    ORDER BY date DESC, created_at DESC, id DESC LIMIT ? OFFSET ?`)
  const insIgnore =
    db.prepare(`INSERT OR IGNORE INTO journal_entries (id, organization_id, client_id, date, narration, reference, lines, contact_id, total_minor, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const balances =
    db.prepare(`SELECT json_extract(l.value, '$.accountCode') AS code, SUM(json_extract(l.value, '$.amountMinor')) AS total
    FROM journal_entries e, json_each(e.lines) l WHERE e.organization_id = ? AND e.client_id = ? AND e.date >= ? AND e.date <= ?
    GROUP BY code`)
  const all =
    db.prepare(`SELECT * FROM journal_entries WHERE organization_id = ? AND client_id = ? AND date >= ? AND date <= ?
    ORDER BY date, created_at, id`)
  const onAccount =
    db.prepare(`SELECT * FROM journal_entries e WHERE organization_id = ? AND client_id = ? AND date >= ? AND date <= ?
    AND EXISTS (SELECT 1 FROM json_each(e.lines) l WHERE json_extract(l.value, '$.accountCode') = ?) ORDER BY date, created_at, id`)
  return {
    async insert(e) {
      try {
        ins.run(
          e.id,
          e.organizationId,
          e.clientId,
          e.date,
          e.narration,
          e.reference,
          JSON.stringify(e.lines),
          e.contactId,
          e.totalMinor,
          e.createdAt.getTime(),
        )
      } catch (err) {
        if (isUniqueViolation(err)) throw new DuplicateError('journal entry id')
        throw err
      }
    },
    async insertMany(entries) {
      // One transaction: the whole batch or none of it; an id already stored is skipped (INSERT OR IGNORE).
      const added = transaction(db, () => {
        let n = 0
        for (const e of entries) {
          n += Number(
            insIgnore.run(
              e.id,
              e.organizationId,
              e.clientId,
              e.date,
              e.narration,
              e.reference,
              JSON.stringify(e.lines),
              e.contactId,
              e.totalMinor,
              e.createdAt.getTime(),
            ).changes,
          )
        }
        return n
      })
      return { added, skipped: entries.length - added }
    },
    async get(organizationId, clientId, id) {
      const r = get.get(organizationId, clientId, id)
      return r ? entry(r) : null
    },
    async list(organizationId, clientId, o) {
      const rows = (o.order === 'newest' ? listNewest : list).all(
        organizationId,
        clientId,
        o.from ?? '',
        o.to ?? '9999-99-99',
        o.limit + 1,
        o.offset,
      )
      return { items: rows.slice(0, o.limit).map(entry), hasMore: rows.length > o.limit }
    },
    async balances(organizationId, clientId, o) {
      const out = new Map<string, number>()
      for (const r of balances.all(organizationId, clientId, o.from ?? '', o.to))
        out.set(String(r.code), Number(r.total))
      return out
    },
    async entries(organizationId, clientId, o) {
      const from = o.from ?? ''
      const to = o.to ?? '9999-99-99'
      const rows =
        o.accountCode === undefined
          ? all.all(organizationId, clientId, from, to)
          : onAccount.all(organizationId, clientId, from, to, o.accountCode)
      return rows.map(entry)
    },
  }
}
