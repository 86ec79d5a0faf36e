// Bank accounts, statement lines and contacts in MongoDB (ports/bank.ts), within the portable subset (db.ts). A
// statement line's `_id` is its derived id, so an unordered insertMany adds the new lines and the duplicate-key
// errors are the lines already there; a crash part way leaves a prefix the same call completes.
import type { Db } from 'mongodb'
import {
  DuplicateError,
  type BankAccount,
  type BankAccountStore,
  type Contact,
  type ContactStore,
  type StatementImport,
  type StatementLine,
  type StatementStore,
} from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate, isDuplicateKey, isOnlyDuplicateKeys } from './db.ts'

type Doc<T> = Omit<T, 'id'> & { _id: string }
const toDoc = <T extends { id: string }>(v: T): Doc<T> => {
  const { id, ...rest } = v
  return { _id: id, ...rest }
}
const fromDoc = <T extends { id: string }>(d: Doc<T>): T => {
  const { _id, ...rest } = d
  // cast: the document this store wrote from T, with its id under _id
  return { id: _id, ...rest } as unknown as T
}

export function mongoBankAccounts(db: Db): BankAccountStore {
  const col = db.collection<Doc<BankAccount>>(COLLECTIONS.bankAccounts)
  const bank = (d: Doc<BankAccount>): BankAccount => ({
    id: d._id,
    organizationId: d.organizationId,
    clientId: d.clientId,
    accountCode: d.accountCode,
    name: d.name,
    currency: d.currency,
    institution: d.institution ?? null,
    accountNumber: d.accountNumber ?? null,
    createdAt: d.createdAt,
  })
  return {
    async insert(a) {
      await insertOrDuplicate('bank account id', () => col.insertOne(toDoc(bank(toDoc(a)))))
    },
    async get(organizationId, clientId, id) {
      const d = await col.findOne({ _id: id, organizationId, clientId })
      return d ? bank(d) : null
    },
    async list(organizationId, clientId) {
      return (await col.find({ organizationId, clientId }).sort({ accountCode: 1, _id: 1 }).toArray()).map(bank)
    },
  }
}

const BATCH = 1000

export function mongoStatements(db: Db): StatementStore {
  const lines = db.collection<Doc<StatementLine>>(COLLECTIONS.statementLines)
  const imports = db.collection<Doc<StatementImport>>(COLLECTIONS.statementImports)
  const line = (d: Doc<StatementLine>): StatementLine => ({
    id: d._id,
    organizationId: d.organizationId,
    clientId: d.clientId,
    bankAccountId: d.bankAccountId,
    date: d.date,
    amountMinor: d.amountMinor,
    description: d.description,
    reference: d.reference ?? null,
    counterparty: d.counterparty ?? null,
    fitid: d.fitid ?? null,
    identity: d.identity,
    importId: d.importId,
    createdAt: d.createdAt,
  })
  return {
    async addLines(all) {
      let added = 0
      let count = 0
      let batch: Doc<StatementLine>[] = []
      const write = async () => {
        try {
          added += (await lines.insertMany(batch, { ordered: false })).insertedCount
        } catch (e) {
          if (!isOnlyDuplicateKeys(e)) throw e
          const errors = (e as { writeErrors?: unknown }).writeErrors
          added += batch.length - (Array.isArray(errors) ? errors.length : 1)
        }
        batch = []
      }
      for (const l of all) {
        count += 1
        // Through line(): only the port's fields reach the document.
        batch.push(toDoc(line(toDoc(l))))
        if (batch.length === BATCH) await write()
      }
      if (batch.length > 0) await write()
      return { added, skipped: count - added }
    },
    async list(organizationId, clientId, o) {
      const filter: Record<string, unknown> = {
        organizationId,
        clientId,
        date: { $gte: o.from ?? '', $lte: o.to ?? '9999-99-99' },
      }
      if (o.bankAccountId !== undefined) filter.bankAccountId = o.bankAccountId
      return (await lines.find(filter).sort({ date: 1, _id: 1 }).toArray()).map(line)
    },
    async page(organizationId, clientId, o) {
      const filter: Record<string, unknown> = {
        organizationId,
        clientId,
        date: { $gte: o.from ?? '', $lte: o.to ?? '9999-99-99' },
      }
      if (o.bankAccountId !== undefined) filter.bankAccountId = o.bankAccountId
      const dir = o.order === 'newest' ? -1 : 1
      const docs = await lines
        .find(filter)
        .sort({ date: dir, _id: dir })
        .skip(o.offset)
        .limit(o.limit + 1)
        .toArray()
      return { items: docs.slice(0, o.limit).map(line), hasMore: docs.length > o.limit }
    },
    async recordImport(i) {
      try {
        await imports.insertOne(toDoc(i))
        return true
      } catch (e) {
        if (isDuplicateKey(e)) return false
        throw e
      }
    },
    async findImport(organizationId, bankAccountId, sha256) {
      const d = await imports.findOne({ organizationId, bankAccountId, sha256 })
      return d ? fromDoc<StatementImport>(d) : null
    },
  }
}

export function mongoContacts(db: Db): ContactStore {
  const col = db.collection<Doc<Contact>>(COLLECTIONS.contacts)
  const contact = (d: Doc<Contact>): Contact => ({
    id: d._id,
    organizationId: d.organizationId,
    clientId: d.clientId,
    name: d.name,
    kind: d.kind,
    identifiers: d.identifiers.map((x) => ({ scheme: x.scheme, value: x.value })),
    bankAccount: d.bankAccount ?? null,
    address: d.address ?? null,
    email: d.email ?? null,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  })
  return {
    async upsert(contacts) {
      if (!contacts.length) return
      try {
        // The filter names the organization and client: a contact id of anyone else's cannot be matched, and the
        // upsert's insert then collides on _id (a duplicate), never overwriting it.
        await col.bulkWrite(
          contacts.map((c) => ({
            updateOne: {
              filter: { _id: c.id, organizationId: c.organizationId, clientId: c.clientId },
              update: {
                $set: {
                  name: c.name,
                  kind: c.kind,
                  identifiers: c.identifiers.map((x) => ({ scheme: x.scheme, value: x.value })),
                  bankAccount: c.bankAccount,
                  address: c.address,
                  email: c.email,
                  updatedAt: c.updatedAt,
                },
                $setOnInsert: { organizationId: c.organizationId, clientId: c.clientId, createdAt: c.createdAt },
              },
              upsert: true,
            },
          })),
          { ordered: true },
        )
      } catch (e) {
        if (isDuplicateKey(e) || isOnlyDuplicateKeys(e)) throw new DuplicateError('contact id')
        throw e
      }
    },
    async get(organizationId, clientId, id) {
      const d = await col.findOne({ _id: id, organizationId, clientId })
      return d ? contact(d) : null
    },
    async list(organizationId, clientId) {
      return (await col.find({ organizationId, clientId }).sort({ name: 1, _id: 1 }).toArray()).map(contact)
    },
  }
}
