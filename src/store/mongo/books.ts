// Clients, charts of accounts and journal entries in MongoDB (ports/books.ts), within the portable subset (db.ts):
// a chart is one document replaced under a version check; an entry is one document with its lines, so each write
// is a single-document write (all or nothing without transactions); balances are an $unwind/$group aggregation.
import type { Db } from 'mongodb'
import type {
  ChartAccount,
  ChartStore,
  Client,
  ClientStore,
  JournalStore,
  StoredJournalEntry,
  StoredJournalLine,
} from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate, isOnlyDuplicateKeys } from './db.ts'

interface ClientDoc {
  _id: string
  organizationId: string
  workspaceId: string | null
  name: string
  currency: string
  lockedThrough: string | null
  createdAt: Date
  updatedAt: Date
}
const fromClient = (d: ClientDoc): Client => ({
  id: d._id,
  organizationId: d.organizationId,
  workspaceId: d.workspaceId,
  name: d.name,
  currency: d.currency,
  lockedThrough: d.lockedThrough,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
})

export function mongoClients(db: Db): ClientStore {
  const col = db.collection<ClientDoc>(COLLECTIONS.clients)
  return {
    async insert(c) {
      await insertOrDuplicate('client id', () =>
        col.insertOne({
          _id: c.id,
          organizationId: c.organizationId,
          workspaceId: c.workspaceId,
          name: c.name,
          currency: c.currency,
          lockedThrough: c.lockedThrough,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
        }),
      )
    },
    async get(organizationId, id) {
      const d = await col.findOne({ _id: id, organizationId })
      return d ? fromClient(d) : null
    },
    async list(organizationId, o) {
      const filter = o.workspaceId === undefined ? { organizationId } : { organizationId, workspaceId: o.workspaceId }
      const docs = await col
        .find(filter)
        .sort({ createdAt: 1, _id: 1 })
        .skip(o.offset)
        .limit(o.limit + 1)
        .toArray()
      return { items: docs.slice(0, o.limit).map(fromClient), hasMore: docs.length > o.limit }
    },
    async update(organizationId, id, patch, now) {
      const set: Partial<ClientDoc> = { updatedAt: now }
      if (patch.name !== undefined) set.name = patch.name
      if (patch.lockedThrough !== undefined) set.lockedThrough = patch.lockedThrough
      const d = await col.findOneAndUpdate({ _id: id, organizationId }, { $set: set }, { returnDocument: 'after' })
      return d ? fromClient(d) : null
    },
  }
}

interface ChartDoc {
  _id: string
  organizationId: string
  clientId: string
  accounts: ChartAccount[]
  version: number
  updatedAt: Date
}

export function mongoCharts(db: Db): ChartStore {
  const col = db.collection<ChartDoc>(COLLECTIONS.charts)
  const idOf = (organizationId: string, clientId: string) => `${organizationId}:${clientId}`
  return {
    async get(organizationId, clientId) {
      const d = await col.findOne({ _id: idOf(organizationId, clientId) })
      return d
        ? {
            accounts: d.accounts.map((a) => ({ code: a.code, name: a.name, type: a.type, archived: a.archived })),
            version: d.version,
          }
        : { accounts: [], version: 0 }
    },
    async replace(organizationId, clientId, accounts, expectedVersion, now) {
      const sorted = [...accounts]
        .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
        .map((a) => ({ code: a.code, name: a.name, type: a.type, archived: a.archived }))
      if (expectedVersion === 0) {
        try {
          await col.insertOne({
            _id: idOf(organizationId, clientId),
            organizationId,
            clientId,
            accounts: sorted,
            version: 1,
            updatedAt: now,
          })
          return true
        } catch (e) {
          if ((e as { code?: number }).code === 11000) return false // another writer made the first version
          throw e
        }
      }
      const r = await col.updateOne(
        { _id: idOf(organizationId, clientId), version: expectedVersion },
        { $set: { accounts: sorted, updatedAt: now }, $inc: { version: 1 } },
      )
      return r.modifiedCount === 1
    },
  }
}

interface EntryDoc {
  _id: string
  organizationId: string
  clientId: string
  date: string
  narration: string
  reference: string | null
  lines: StoredJournalLine[]
  contactId?: string | null
  totalMinor: number
  createdAt: Date
}
const fromEntry = (d: EntryDoc): StoredJournalEntry => ({
  id: d._id,
  organizationId: d.organizationId,
  clientId: d.clientId,
  date: d.date,
  narration: d.narration,
  reference: d.reference,
  lines: d.lines.map((l) => ({ accountCode: l.accountCode, amountMinor: l.amountMinor, description: l.description })),
  contactId: d.contactId ?? null,
  totalMinor: d.totalMinor,
  createdAt: d.createdAt,
})

export function mongoJournal(db: Db): JournalStore {
  const col = db.collection<EntryDoc>(COLLECTIONS.journalEntries)
  const range = (from: string | undefined, to: string | undefined) => ({ $gte: from ?? '', $lte: to ?? '9999-99-99' })
  return {
    async insert(e) {
      await insertOrDuplicate('journal entry id', () =>
        col.insertOne({
          _id: e.id,
          organizationId: e.organizationId,
          clientId: e.clientId,
          date: e.date,
          narration: e.narration,
          reference: e.reference,
          lines: e.lines.map((l) => ({
            accountCode: l.accountCode,
            amountMinor: l.amountMinor,
            description: l.description,
          })),
          contactId: e.contactId,
          totalMinor: e.totalMinor,
          createdAt: e.createdAt,
        }),
      )
    },
    async insertMany(entries) {
      if (entries.length === 0) return { added: 0, skipped: 0 }
      // Unordered: every new entry is written whatever the others do; an id already stored is a duplicate key, skipped.
      const docs: EntryDoc[] = entries.map((e) => ({
        _id: e.id,
        organizationId: e.organizationId,
        clientId: e.clientId,
        date: e.date,
        narration: e.narration,
        reference: e.reference,
        lines: e.lines.map((l) => ({
          accountCode: l.accountCode,
          amountMinor: l.amountMinor,
          description: l.description,
        })),
        contactId: e.contactId,
        totalMinor: e.totalMinor,
        createdAt: e.createdAt,
      }))
      try {
        const added = (await col.insertMany(docs, { ordered: false })).insertedCount
        return { added, skipped: entries.length - added }
      } catch (e) {
        if (!isOnlyDuplicateKeys(e)) throw e
        const errors = (e as { writeErrors?: unknown }).writeErrors
        const skipped = Array.isArray(errors) ? errors.length : 1
        return { added: entries.length - skipped, skipped }
      }
    },
    async get(organizationId, clientId, id) {
      const d = await col.findOne({ _id: id, organizationId, clientId })
      return d ? fromEntry(d) : null
    },
    async list(organizationId, clientId, o) {
      const dir = o.order === 'newest' ? -1 : 1
      const docs = await col
        .find({ organizationId, clientId, date: range(o.from, o.to) })
        .sort({ date: dir, createdAt: dir, _id: dir })
        .skip(o.offset)
        .limit(o.limit + 1)
        .toArray()
      return { items: docs.slice(0, o.limit).map(fromEntry), hasMore: docs.length > o.limit }
    },
    async balances(organizationId, clientId, o) {
      const rows = await col
        .aggregate<{ _id: string; total: number }>([
          { $match: { organizationId, clientId, date: range(o.from, o.to) } },
          { $unwind: '$lines' },
          { $group: { _id: '$lines.accountCode', total: { $sum: '$lines.amountMinor' } } },
        ])
        .toArray()
      return new Map(rows.map((r) => [r._id, Number(r.total)]))
    },
    async entries(organizationId, clientId, o) {
      const filter =
        o.accountCode === undefined
          ? { organizationId, clientId, date: range(o.from, o.to) }
          : { organizationId, clientId, date: range(o.from, o.to), 'lines.accountCode': o.accountCode }
      return (await col.find(filter).sort({ date: 1, createdAt: 1, _id: 1 }).toArray()).map(fromEntry)
    },
  }
}
