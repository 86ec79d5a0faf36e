// Bank accounts, statement lines and contacts in SQLite (ports/bank.ts). A batch of statement lines is one
// transaction: INSERT OR IGNORE by id skips the lines an earlier import already added.
import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type BankAccount, type BankAccountStore, type Contact, type ContactStore, type StatementImport, type StatementLine, type StatementStore } from '../ports/index.ts'
import { isUniqueViolation, req, transaction } from './db.ts'

const orNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

const bankAccount = (r: Record<string, unknown>): BankAccount => ({
  id: String(r.id), organizationId: String(r.organization_id), clientId: String(r.client_id), accountCode: String(r.account_code),
  name: String(r.name), currency: String(r.currency), institution: orNull(r.institution), accountNumber: orNull(r.account_number),
  createdAt: req(r.created_at),
})

export function embeddedBankAccounts(db: DatabaseSync): BankAccountStore {
  const ins = db.prepare(`INSERT INTO bank_accounts (id, organization_id, client_id, account_code, name, currency, institution, account_number, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const get = db.prepare('SELECT * FROM bank_accounts WHERE organization_id = ? AND client_id = ? AND id = ?')
  const list = db.prepare('SELECT * FROM bank_accounts WHERE organization_id = ? AND client_id = ? ORDER BY account_code, id')
  return {
    async insert(a) {
      try {
        ins.run(a.id, a.organizationId, a.clientId, a.accountCode, a.name, a.currency, a.institution, a.accountNumber, a.createdAt.getTime())
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('bank account id')
        throw e
      }
    },
    async get(organizationId, clientId, id) { const r = get.get(organizationId, clientId, id); return r ? bankAccount(r) : null },
    async list(organizationId, clientId) { return list.all(organizationId, clientId).map(bankAccount) },
  }
}

const line = (r: Record<string, unknown>): StatementLine => ({
  id: String(r.id), organizationId: String(r.organization_id), clientId: String(r.client_id), bankAccountId: String(r.bank_account_id),
  date: String(r.date), amountMinor: Number(r.amount_minor), description: String(r.description), reference: orNull(r.reference),
  counterparty: orNull(r.counterparty), fitid: orNull(r.fitid), identity: String(r.identity), importId: String(r.import_id),
  createdAt: req(r.created_at),
})

const statementImport = (r: Record<string, unknown>): StatementImport => ({
  id: String(r.id), organizationId: String(r.organization_id), clientId: String(r.client_id), bankAccountId: String(r.bank_account_id),
  sha256: String(r.sha256), format: String(r.format) as StatementImport['format'], lineCount: Number(r.line_count),
  addedCount: Number(r.added_count), createdAt: req(r.created_at),
})

/** A text as an SQL string literal (quotes doubled); null for text a literal cannot carry (NUL). */
const literal = (v: string): string | null => (v.includes('\u0000') ? null : `'${v.replaceAll("'", "''")}'`)

const LINE_COLUMNS = `(id, organization_id, client_id, bank_account_id, date, amount_minor, description, reference, counterparty, fitid,
    identity, import_id, created_at)`

export function embeddedStatements(db: DatabaseSync): StatementStore {
  const ins = db.prepare(`INSERT OR IGNORE INTO statement_lines ${LINE_COLUMNS} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const list = db.prepare(`SELECT * FROM statement_lines WHERE organization_id = ? AND client_id = ? AND date >= ? AND date <= ? ORDER BY date, id`)
  const listAccount = db.prepare(`SELECT * FROM statement_lines WHERE organization_id = ? AND client_id = ? AND date >= ? AND date <= ?
    AND bank_account_id = ? ORDER BY date, id`)
  const insImport = db.prepare(`INSERT OR IGNORE INTO statement_imports (id, organization_id, client_id, bank_account_id, sha256, format,
    line_count, added_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const findImport = db.prepare('SELECT * FROM statement_imports WHERE organization_id = ? AND bank_account_id = ? AND sha256 = ?')

  /**
   * The lines of one import share their organization, client, bank account, import and time: an INSERT with those five
   * as literals binds 8 values per line instead of 13 (binding is about a seventh of an insert's cost; measured with
   * cachegrind, contract-tests/bench/README.md "Books"). `st` is null when a value cannot be a literal: the general INSERT.
   */
  const fixedInsert = (l: StatementLine) => {
    const at = l.createdAt.getTime()
    const values = [l.organizationId, l.clientId, l.bankAccountId, l.importId].map(literal)
    const st = values.includes(null) || !Number.isSafeInteger(at) ? null
      : db.prepare(`INSERT OR IGNORE INTO statement_lines ${LINE_COLUMNS} VALUES (?, ${values.slice(0, 3).join(', ')}, ?, ?, ?, ?, ?, ?, ?, ${values[3]}, ${at})`)
    return { organizationId: l.organizationId, clientId: l.clientId, bankAccountId: l.bankAccountId, importId: l.importId, at, st }
  }
  return {
    async addLines(lines) {
      return transaction(db, () => {
        let added = 0
        let count = 0
        let fixed: ReturnType<typeof fixedInsert> | null = null
        for (const l of lines) {
          count += 1
          if (!fixed || l.organizationId !== fixed.organizationId || l.clientId !== fixed.clientId || l.bankAccountId !== fixed.bankAccountId ||
            l.importId !== fixed.importId || l.createdAt.getTime() !== fixed.at) fixed = fixedInsert(l)
          const r = fixed.st
            ? fixed.st.run(l.id, l.date, l.amountMinor, l.description, l.reference, l.counterparty, l.fitid, l.identity)
            : ins.run(l.id, l.organizationId, l.clientId, l.bankAccountId, l.date, l.amountMinor, l.description, l.reference,
              l.counterparty, l.fitid, l.identity, l.importId, l.createdAt.getTime())
          added += Number(r.changes)
        }
        return { added, skipped: count - added }
      })
    },
    async list(organizationId, clientId, o) {
      const from = o.from ?? ''; const to = o.to ?? '9999-99-99'
      const rows = o.bankAccountId === undefined ? list.all(organizationId, clientId, from, to) : listAccount.all(organizationId, clientId, from, to, o.bankAccountId)
      return rows.map(line)
    },
    async recordImport(i) {
      return Number(insImport.run(i.id, i.organizationId, i.clientId, i.bankAccountId, i.sha256, i.format, i.lineCount, i.addedCount, i.createdAt.getTime()).changes) === 1
    },
    async findImport(organizationId, bankAccountId, sha256) { const r = findImport.get(organizationId, bankAccountId, sha256); return r ? statementImport(r) : null },
  }
}

const contact = (r: Record<string, unknown>): Contact => ({
  id: String(r.id), organizationId: String(r.organization_id), clientId: String(r.client_id), name: String(r.name),
  kind: String(r.kind) as Contact['kind'], identifiers: JSON.parse(String(r.identifiers)) as Contact['identifiers'],
  bankAccount: orNull(r.bank_account), address: orNull(r.address), email: orNull(r.email), createdAt: req(r.created_at), updatedAt: req(r.updated_at),
})

export function embeddedContacts(db: DatabaseSync): ContactStore {
  // The id is the row's; a row of another organization or client with the same id is never overwritten.
  const upsert = db.prepare(`INSERT INTO contacts (id, organization_id, client_id, name, kind, identifiers, bank_account, address, email, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, kind = excluded.kind,
    identifiers = excluded.identifiers, bank_account = excluded.bank_account, address = excluded.address, email = excluded.email,
    updated_at = excluded.updated_at WHERE contacts.organization_id = excluded.organization_id AND contacts.client_id = excluded.client_id`)
  const get = db.prepare('SELECT * FROM contacts WHERE organization_id = ? AND client_id = ? AND id = ?')
  const list = db.prepare('SELECT * FROM contacts WHERE organization_id = ? AND client_id = ? ORDER BY name, id')
  return {
    async upsert(contacts) {
      transaction(db, () => {
        for (const c of contacts) {
          const r = upsert.run(c.id, c.organizationId, c.clientId, c.name, c.kind, JSON.stringify(c.identifiers.map((i) => ({ scheme: i.scheme, value: i.value }))),
            c.bankAccount, c.address, c.email, c.createdAt.getTime(), c.updatedAt.getTime())
          // The conflict's WHERE refused: the id is another organization's or client's (the batch rolls back).
          if (Number(r.changes) === 0) throw new DuplicateError('contact id')
        }
      })
    },
    async get(organizationId, clientId, id) { const r = get.get(organizationId, clientId, id); return r ? contact(r) : null },
    async list(organizationId, clientId) { return list.all(organizationId, clientId).map(contact) },
  }
}
