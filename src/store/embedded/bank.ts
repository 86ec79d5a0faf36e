// Bank accounts, statement lines and contacts in SQLite (ports/bank.ts). A batch of statement lines is one
// transaction: INSERT OR IGNORE by (account, date, identity) skips the lines an earlier import already added (the
// layout: db.ts, statement_lines_v2).
import type { DatabaseSync } from 'node:sqlite'
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
import { isUniqueViolation, req, transaction } from './db.ts'

const orNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

const bankAccount = (r: Record<string, unknown>): BankAccount => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  clientId: String(r.client_id),
  accountCode: String(r.account_code),
  name: String(r.name),
  currency: String(r.currency),
  institution: orNull(r.institution),
  accountNumber: orNull(r.account_number),
  createdAt: req(r.created_at),
})

export function embeddedBankAccounts(db: DatabaseSync): BankAccountStore {
  const ins =
    db.prepare(`INSERT INTO bank_accounts (id, organization_id, client_id, account_code, name, currency, institution, account_number, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const get = db.prepare('SELECT * FROM bank_accounts WHERE organization_id = ? AND client_id = ? AND id = ?')
  const list = db.prepare(
    'SELECT * FROM bank_accounts WHERE organization_id = ? AND client_id = ? ORDER BY account_code, id',
  )
  return {
    async insert(a) {
      try {
        ins.run(
          a.id,
          a.organizationId,
          a.clientId,
          a.accountCode,
          a.name,
          a.currency,
          a.institution,
          a.accountNumber,
          a.createdAt.getTime(),
        )
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('bank account id')
        throw e
      }
    },
    async get(organizationId, clientId, id) {
      const r = get.get(organizationId, clientId, id)
      return r ? bankAccount(r) : null
    },
    async list(organizationId, clientId) {
      return list.all(organizationId, clientId).map(bankAccount)
    },
  }
}

const line = (r: Record<string, unknown>): StatementLine => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  clientId: String(r.client_id),
  bankAccountId: String(r.bank_account_id),
  date: String(r.date),
  amountMinor: Number(r.amount_minor),
  description: String(r.description),
  reference: orNull(r.reference),
  counterparty: orNull(r.counterparty),
  fitid: orNull(r.fitid),
  identity: String(r.identity),
  importId: String(r.import_id),
  createdAt: req(r.created_at),
})

const statementImport = (r: Record<string, unknown>): StatementImport => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  clientId: String(r.client_id),
  bankAccountId: String(r.bank_account_id),
  sha256: String(r.sha256),
  format: String(r.format) as StatementImport['format'],
  lineCount: Number(r.line_count),
  addedCount: Number(r.added_count),
  createdAt: req(r.created_at),
})

// How statement_lines_v2 stores a line (db.ts): an identity `line:<the line's date>:<32 lower-case hex>` (books/identity.ts)
// as its 16 bytes, a lower-case UUID (the id, the import id) as its 16 bytes, anything else as it is. The reads turn
// them back into the same texts.
const PACKABLE_IDENTITY = /^line:.{10}:[0-9a-f]{32}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const IDENTITY_PACKED = 1
const ID_PACKED = 2
const packing = (l: { date: string; identity: string; id: string }): number =>
  (PACKABLE_IDENTITY.test(l.identity) && l.identity.startsWith(l.date, 5) ? IDENTITY_PACKED : 0) |
  (UUID.test(l.id) ? ID_PACKED : 0)
const unpackedIdentity = (identity: string, date: string): string =>
  `CASE WHEN typeof(${identity}) = 'blob' THEN 'line:' || ${date} || ':' || lower(hex(${identity})) ELSE ${identity} END`
const unpackedUuid = (v: string): string =>
  `CASE WHEN typeof(${v}) = 'blob' THEN lower(substr(hex(${v}), 1, 8) || '-' || substr(hex(${v}), 9, 4) || '-' || substr(hex(${v}), 13, 4) || '-' ||
    substr(hex(${v}), 17, 4) || '-' || substr(hex(${v}), 21)) ELSE ${v} END`

const SELECT_LINES = `SELECT a.organization_id, a.client_id, a.bank_account_id, ${unpackedUuid('l.id')} AS id, l.date, l.amount_minor, l.description,
  l.reference, l.counterparty, l.fitid, ${unpackedIdentity('l.identity', 'l.date')} AS identity, ${unpackedUuid('l.import_id')} AS import_id, l.created_at
  FROM statement_accounts a JOIN statement_lines_v2 l ON l.account = a.no
  WHERE a.organization_id = ? AND a.client_id = ? AND l.date >= ? AND l.date <= ?`

/**
 * Writes statement lines into statement_lines_v2 within the caller's transaction: each run of lines sharing their
 * account (organization, client, bank account), import and time is staged in a temporary table (an append, and 8
 * values bound per line) and then inserted in the table's key order by one INSERT … SELECT … ORDER BY. In file order
 * the lines land all over the B-tree (a statement's dates need not be in order: the bench file's cycle through the
 * year every 336 lines), and each insert then splits pages in the middle of the tree; in key order they are
 * appended, or merged into an account's existing lines in one pass (contract-tests/bench/README.md, "Books"). The
 * stage lives where SQLite keeps temporary tables by default (its page cache, spilling to a temporary file it removes
 * itself): `temp_store = MEMORY` cost about 8 MB more resident memory per import for no measurable CPU.
 */
export function statementLineWriter(db: DatabaseSync) {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS statement_stage (
    date, identity, id, amount_minor, description, reference, counterparty, fitid, packing INTEGER NOT NULL)`)
  const stage = db.prepare('INSERT INTO temp.statement_stage VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
  const move =
    db.prepare(`INSERT OR IGNORE INTO statement_lines_v2 (account, date, identity, id, amount_minor, description, reference, counterparty,
      fitid, import_id, created_at)
    SELECT ?1, date, CASE WHEN packing & ${IDENTITY_PACKED} THEN unhex(substr(identity, 17)) ELSE identity END AS packed_identity,
      CASE WHEN packing & ${ID_PACKED} THEN unhex(id, '-') ELSE id END, amount_minor, description, reference, counterparty, fitid,
      CASE WHEN ?3 THEN unhex(?2, '-') ELSE ?2 END, ?4
    FROM temp.statement_stage ORDER BY date, packed_identity`)
  const clear = db.prepare('DELETE FROM temp.statement_stage')
  const addAccount = db.prepare(
    'INSERT OR IGNORE INTO statement_accounts (organization_id, client_id, bank_account_id) VALUES (?, ?, ?)',
  )
  const accountNo = db.prepare(
    'SELECT no FROM statement_accounts WHERE organization_id = ? AND client_id = ? AND bank_account_id = ?',
  )
  /** Writes the lines (in the caller's transaction); returns how many were new. */
  return (lines: Iterable<StatementLine>): { added: number; count: number } => {
    let added = 0
    let count = 0
    let run: { organizationId: string; clientId: string; bankAccountId: string; importId: string; at: number } | null =
      null
    let staged = 0
    const flush = () => {
      if (!run || staged === 0) return
      addAccount.run(run.organizationId, run.clientId, run.bankAccountId)
      const account = (accountNo.get(run.organizationId, run.clientId, run.bankAccountId) as { no: number }).no
      added += Number(move.run(account, run.importId, UUID.test(run.importId) ? 1 : 0, run.at).changes)
      clear.run()
      staged = 0
    }
    try {
      for (const l of lines) {
        count += 1
        const at = l.createdAt.getTime()
        if (
          !run ||
          l.organizationId !== run.organizationId ||
          l.clientId !== run.clientId ||
          l.bankAccountId !== run.bankAccountId ||
          l.importId !== run.importId ||
          at !== run.at
        ) {
          flush()
          run = {
            organizationId: l.organizationId,
            clientId: l.clientId,
            bankAccountId: l.bankAccountId,
            importId: l.importId,
            at,
          }
        }
        stage.run(
          l.date,
          l.identity,
          l.id,
          l.amountMinor,
          l.description,
          l.reference,
          l.counterparty,
          l.fitid,
          packing(l),
        )
        staged += 1
      }
      flush()
    } finally {
      // A throw part way (the caller's transaction rolls back) leaves nothing staged for the next call.
      if (staged > 0) clear.run()
    }
    return { added, count }
  }
}

export function embeddedStatements(db: DatabaseSync): StatementStore {
  const write = statementLineWriter(db)
  const list = db.prepare(`${SELECT_LINES} ORDER BY l.date, id`)
  const listAccount = db.prepare(`${SELECT_LINES} AND a.bank_account_id = ? ORDER BY l.date, id`)
  const pages = {
    date: db.prepare(`${SELECT_LINES} ORDER BY l.date, id LIMIT ? OFFSET ?`),
    newest: db.prepare(`${SELECT_LINES} ORDER BY l.date DESC, id DESC LIMIT ? OFFSET ?`),
    dateAccount: db.prepare(`${SELECT_LINES} AND a.bank_account_id = ? ORDER BY l.date, id LIMIT ? OFFSET ?`),
    newestAccount: db.prepare(
      `${SELECT_LINES} AND a.bank_account_id = ? ORDER BY l.date DESC, id DESC LIMIT ? OFFSET ?`,
    ),
  }
  const insImport =
    db.prepare(`INSERT OR IGNORE INTO statement_imports (id, organization_id, client_id, bank_account_id, sha256, format,
    line_count, added_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const findImport = db.prepare(
    'SELECT * FROM statement_imports WHERE organization_id = ? AND bank_account_id = ? AND sha256 = ?',
  )
  return {
    async addLines(lines) {
      return transaction(db, () => {
        const { added, count } = write(lines)
        return { added, skipped: count - added }
      })
    },
    async list(organizationId, clientId, o) {
      const from = o.from ?? ''
      const to = o.to ?? '9999-99-99'
      const rows =
        o.bankAccountId === undefined
          ? list.all(organizationId, clientId, from, to)
          : listAccount.all(organizationId, clientId, from, to, o.bankAccountId)
      return rows.map(line)
    },
    async page(organizationId, clientId, o) {
      const from = o.from ?? ''
      const to = o.to ?? '9999-99-99'
      const newest = o.order === 'newest'
      const rows =
        o.bankAccountId === undefined
          ? (newest ? pages.newest : pages.date).all(organizationId, clientId, from, to, o.limit + 1, o.offset)
          : (newest ? pages.newestAccount : pages.dateAccount).all(
              organizationId,
              clientId,
              from,
              to,
              o.bankAccountId,
              o.limit + 1,
              o.offset,
            )
      return { items: rows.slice(0, o.limit).map(line), hasMore: rows.length > o.limit }
    },
    async recordImport(i) {
      return (
        Number(
          insImport.run(
            i.id,
            i.organizationId,
            i.clientId,
            i.bankAccountId,
            i.sha256,
            i.format,
            i.lineCount,
            i.addedCount,
            i.createdAt.getTime(),
          ).changes,
        ) === 1
      )
    },
    async findImport(organizationId, bankAccountId, sha256) {
      const r = findImport.get(organizationId, bankAccountId, sha256)
      return r ? statementImport(r) : null
    },
  }
}

/**
 * A file from before statement_lines_v2 (one rowid table `statement_lines` with two indexes) gets its lines moved over
 * when opened, in one transaction, through the same writer as new lines (so packed the same way), and the old table
 * dropped. Lines unique by (bank account, identity) there are unique here too: a line not added is a defect to stop
 * on (the transaction rolls back and the file stays as it was), not a line to drop.
 */
export function migrateStatementLines(db: DatabaseSync): void {
  const exists = () =>
    db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'statement_lines'`).get() !== undefined
  if (!exists()) return
  transaction(db, () => {
    if (!exists()) return
    const write = statementLineWriter(db)
    function* old(): Generator<StatementLine> {
      for (const r of db
        .prepare(
          'SELECT * FROM statement_lines ORDER BY organization_id, client_id, bank_account_id, import_id, created_at',
        )
        .iterate()) {
        yield line(r as Record<string, unknown>)
      }
    }
    const { added, count } = write(old())
    if (added !== count) throw new Error(`statement lines migration: ${count - added} of ${count} lines were not moved`)
    db.exec('DROP TABLE statement_lines')
  })
}

const contact = (r: Record<string, unknown>): Contact => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  clientId: String(r.client_id),
  name: String(r.name),
  kind: String(r.kind) as Contact['kind'],
  identifiers: JSON.parse(String(r.identifiers)) as Contact['identifiers'],
  bankAccount: orNull(r.bank_account),
  address: orNull(r.address),
  email: orNull(r.email),
  createdAt: req(r.created_at),
  updatedAt: req(r.updated_at),
})

export function embeddedContacts(db: DatabaseSync): ContactStore {
  // The id is the row's; a row of another organization or client with the same id is never overwritten.
  const upsert =
    db.prepare(`INSERT INTO contacts (id, organization_id, client_id, name, kind, identifiers, bank_account, address, email, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, kind = excluded.kind,
    identifiers = excluded.identifiers, bank_account = excluded.bank_account, address = excluded.address, email = excluded.email,
    updated_at = excluded.updated_at WHERE contacts.organization_id = excluded.organization_id AND contacts.client_id = excluded.client_id`)
  const get = db.prepare('SELECT * FROM contacts WHERE organization_id = ? AND client_id = ? AND id = ?')
  const list = db.prepare('SELECT * FROM contacts WHERE organization_id = ? AND client_id = ? ORDER BY name, id')
  return {
    async upsert(contacts) {
      transaction(db, () => {
        for (const c of contacts) {
          const r = upsert.run(
            c.id,
            c.organizationId,
            c.clientId,
            c.name,
            c.kind,
            JSON.stringify(c.identifiers.map((i) => ({ scheme: i.scheme, value: i.value }))),
            c.bankAccount,
            c.address,
            c.email,
            c.createdAt.getTime(),
            c.updatedAt.getTime(),
          )
          // The conflict's WHERE refused: the id is another organization's or client's (the batch rolls back).
          if (Number(r.changes) === 0) throw new DuplicateError('contact id')
        }
      })
    },
    async get(organizationId, clientId, id) {
      const r = get.get(organizationId, clientId, id)
      return r ? contact(r) : null
    },
    async list(organizationId, clientId) {
      return list.all(organizationId, clientId).map(contact)
    },
  }
}
