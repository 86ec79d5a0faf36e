// Data access for skills (skill SDK `ctx.data`), bound to one organization when the call starts: no method takes
// an organization id, and a row of another organization reads as absent, exactly like a missing one. A client's
// books are reached through books(clientId), which answers 404 client_not_found for anyone else's client.
import { hash } from 'node:crypto'
import { AppError } from '../errors/index.ts'
import {
  clientInScope,
  clientNotFound,
  derivedUuid,
  isCalendarDate,
  lineKeys,
  squash,
  statementLineIds,
  validateJournalEntry,
} from '../books/index.ts'
import { formatAmount } from '../money/index.ts'
import { SNIFF_BYTES, sanitizeFilename, sniffContentType } from '../files/index.ts'
import { Readable } from 'node:stream'
import { landingWorkspace, listFilter, reaches, type Scope } from '../tenancy/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type {
  EntriesRecorded,
  NewJournalEntry,
  NewStatementLine,
  RecordedEntry,
  SkillAccount,
  SkillBankAccount,
  SkillBooks,
  SkillClient,
  SkillContact,
  SkillData,
  SkillLedgerLine,
  SkillStatementLine,
  SkillWorkspace,
  StatementAdded,
} from '../skill-runtime/index.ts'
import {
  DuplicateError,
  type BankAccount,
  type Client,
  type Contact,
  type StatementLine,
  type StoredFile,
  type StoredJournalEntry,
  type Stores,
  type Workspace,
} from '../store/ports/index.ts'

const view = (w: Workspace): SkillWorkspace => ({ id: w.id, name: w.name, slug: w.slug })
const clientView = (c: Client): SkillClient => ({
  id: c.id,
  name: c.name,
  currency: c.currency,
  workspaceId: c.workspaceId,
  lockedThrough: c.lockedThrough,
})

export interface SkillDataDeps {
  stores: Pick<
    Stores,
    'workspaces' | 'clients' | 'charts' | 'journal' | 'files' | 'bankAccounts' | 'statements' | 'contacts'
  >
  clock: Clock
  ids: IdSource
}

function recorded(e: StoredJournalEntry, currency: string, created: boolean): RecordedEntry {
  return {
    id: e.id,
    client_id: e.clientId,
    date: e.date,
    narration: e.narration,
    reference: e.reference,
    contact_id: e.contactId,
    total: formatAmount(e.totalMinor, currency),
    created,
    lines: e.lines.map((l) => ({
      account_code: l.accountCode,
      debit: l.amountMinor > 0 ? formatAmount(l.amountMinor, currency) : null,
      credit: l.amountMinor < 0 ? formatAmount(-l.amountMinor, currency) : null,
      description: l.description,
    })),
  }
}

const bankView = (a: BankAccount): SkillBankAccount => ({
  id: a.id,
  name: a.name,
  account_code: a.accountCode,
  currency: a.currency,
  institution: a.institution,
  account_number: a.accountNumber,
})
const lineView = (l: StatementLine): SkillStatementLine => ({
  id: l.id,
  bank_account_id: l.bankAccountId,
  date: l.date,
  amount_minor: l.amountMinor,
  description: l.description,
  reference: l.reference,
  counterparty: l.counterparty,
  fitid: l.fitid,
})
const contactView = (c: Contact): SkillContact => ({
  id: c.id,
  name: c.name,
  kind: c.kind,
  identifiers: c.identifiers.map((i) => ({ scheme: i.scheme, value: i.value })),
  bank_account: c.bankAccount,
  address: c.address,
  email: c.email,
})
const DATE = /^\d{4}-\d{2}-\d{2}$/
/** Journal entries stored in one write (recordEntries): one transaction of a few MB on the embedded store. */
const ENTRY_BATCH = 5_000
/** Problems listed by recordEntries (the rest are counted). */
const ENTRY_PROBLEMS = 20

/** Statement lines stored in one write (addLines): few enough commits (each is an fsync), and a SIGKILL part way leaves whole batches. */
const STATEMENT_BATCH = 25_000

const problem = (param: string, msg: string, type: string) =>
  new AppError('validation_error', `Invalid request: ${param} ${msg}.`, {
    param,
    details: [{ loc: ['body', ...param.split('.')], msg, type }],
  })

/** A scope, or an organization id alone for an unpinned caller (the seeding and test tools). */
export function skillDataFactory(
  d: SkillDataDeps,
): (scope: Scope | string, idempotencyKey?: string | null) => SkillData {
  const { stores } = d
  return (asked, idempotencyKey = null) => {
    const scope: Scope =
      typeof asked === 'string'
        ? { organizationId: asked, workspaceId: null }
        : { organizationId: asked.organizationId, workspaceId: asked.workspaceId }
    const { organizationId } = scope
    const books = async (clientId: string): Promise<SkillBooks> => {
      const c = await clientInScope(stores, scope, clientId)
      if (!c) throw clientNotFound(clientId)
      return Object.freeze({
        client: clientView(c),
        async chart() {
          return (await stores.charts.get(organizationId, clientId)).accounts.map((a) => ({
            code: a.code,
            name: a.name,
            type: a.type,
            archived: a.archived,
          }))
        },
        balances: (o: { from?: string; to: string }) => stores.journal.balances(organizationId, clientId, o),
        async chartVersion() {
          const c = await stores.charts.get(organizationId, clientId)
          return {
            accounts: c.accounts.map((a) => ({ code: a.code, name: a.name, type: a.type, archived: a.archived })),
            version: c.version,
          }
        },
        async setChart(accounts: SkillAccount[], expectedVersion: number) {
          // An account that has entries stays in the chart (archive it instead): its history must keep its name and type.
          const used = await stores.journal.balances(organizationId, clientId, { to: '9999-12-31' })
          const kept = new Set(accounts.map((a) => a.code))
          const dropped = [...used.keys()].filter((code) => !kept.has(code)).sort()
          if (dropped.length) {
            throw new AppError(
              'validation_error',
              `The chart would drop accounts that have entries: ${dropped.slice(0, 20).join(', ')}; archive them instead.`,
              {
                param: 'accounts',
                details: dropped.slice(0, 20).map((code) => ({
                  loc: ['body', 'accounts'],
                  msg: `account ${code} has entries`,
                  type: 'account_in_use',
                })),
              },
            )
          }
          return stores.charts.replace(
            organizationId,
            clientId,
            accounts.map((a) => ({ code: a.code, name: a.name, type: a.type, archived: a.archived })),
            expectedVersion,
            d.clock.now(),
          )
        },
        async recordEntry(input: Parameters<SkillBooks['recordEntry']>[0], o: { identity?: string } = {}) {
          // Read the client again: the lock date may have moved since books() was called.
          const now = await clientInScope(stores, scope, clientId)
          if (!now) throw clientNotFound(clientId)
          const chart = await stores.charts.get(organizationId, clientId)
          const valid = validateJournalEntry(input, {
            currency: now.currency,
            lockedThrough: now.lockedThrough,
            accounts: new Map(chart.accounts.map((a) => [a.code, a])),
          })
          const contactId = input.contact_id ?? null
          if (contactId !== null && !(await stores.contacts.get(organizationId, clientId, contactId))) {
            throw problem('contact_id', `names no contact of client ${clientId}`, 'unknown_contact')
          }
          const entry: StoredJournalEntry = {
            id: o.identity
              ? derivedUuid('journal-entry-identity', organizationId, clientId, o.identity)
              : idempotencyKey
                ? derivedUuid('journal-entry', organizationId, clientId, idempotencyKey)
                : d.ids.uuid(),
            organizationId,
            clientId,
            date: valid.date,
            narration: valid.narration,
            reference: valid.reference,
            lines: valid.lines,
            contactId,
            totalMinor: valid.totalMinor,
            createdAt: d.clock.now(),
          }
          try {
            await stores.journal.insert(entry)
          } catch (e) {
            if (!(e instanceof DuplicateError) || !(idempotencyKey || o.identity)) throw e
            const existing = await stores.journal.get(organizationId, clientId, entry.id)
            if (!existing) throw e
            return recorded(existing, now.currency, false)
          }
          return recorded(entry, now.currency, true)
        },
        async recordEntries(list: readonly NewJournalEntry[]): Promise<EntriesRecorded> {
          const now = await clientInScope(stores, scope, clientId)
          if (!now) throw clientNotFound(clientId)
          const accounts = new Map((await stores.charts.get(organizationId, clientId)).accounts.map((a) => [a.code, a]))
          // Everything is checked before the first write: a bad entry anywhere writes nothing.
          const problems: Array<{ loc: (string | number)[]; msg: string; type: string }> = []
          const at = d.clock.now()
          const seen = new Set<string>()
          const rows: StoredJournalEntry[] = list.map((e, i) => {
            const p = (loc: (string | number)[], msg: string, type: string) => {
              problems.push({ loc: ['body', 'entries', i, ...loc], msg, type })
            }
            if (!isCalendarDate(e.date)) p(['date'], 'is not a calendar date (YYYY-MM-DD)', 'invalid_date')
            else if (now.lockedThrough !== null && e.date <= now.lockedThrough)
              p(['date'], `is in a closed period: the books are locked through ${now.lockedThrough}`, 'closed_period')
            if (e.lines.length < 2) p(['lines'], 'needs at least two lines (double entry)', 'too_few_lines')
            let total = 0
            let debits = 0
            e.lines.forEach((l, j) => {
              const a = accounts.get(l.account_code)
              if (!a)
                p(
                  ['lines', j, 'account_code'],
                  "names no account in this client's chart of accounts",
                  'unknown_account',
                )
              else if (a.archived)
                p(['lines', j, 'account_code'], `names an archived account (${a.code} ${a.name})`, 'archived_account')
              if (!Number.isSafeInteger(l.amount_minor) || l.amount_minor === 0)
                p(['lines', j, 'amount_minor'], 'must be a non-zero integer of minor units', 'invalid_amount')
              else {
                total += l.amount_minor
                if (l.amount_minor > 0) debits += l.amount_minor
              }
            })
            if (total !== 0 || !Number.isSafeInteger(debits))
              p(['lines'], `debits and credits differ by ${formatAmount(Math.abs(total), now.currency)}`, 'unbalanced')
            const id = derivedUuid('journal-entry-identity', organizationId, clientId, e.identity)
            if (seen.has(id)) p(['identity'], 'is the identity of an earlier entry of the list', 'duplicate_identity')
            seen.add(id)
            return {
              id,
              organizationId,
              clientId,
              date: e.date,
              narration: squash(e.narration).slice(0, 500) || '(no narration)',
              reference: e.reference ? squash(e.reference).slice(0, 200) : null,
              lines: e.lines.map((l) => ({
                accountCode: l.account_code,
                amountMinor: l.amount_minor,
                description: l.description ? squash(l.description).slice(0, 500) : null,
              })),
              contactId: null,
              totalMinor: debits,
              createdAt: at,
            }
          })
          if (problems.length) {
            const first = problems[0]!
            const param = first.loc.slice(1).join('.')
            throw new AppError(
              'validation_error',
              `Invalid journal entries: ${param} ${first.msg}${problems.length > 1 ? ` (and ${problems.length - 1} more problems)` : ''}.`,
              {
                param,
                details: problems.slice(0, ENTRY_PROBLEMS),
                ...(problems.length > ENTRY_PROBLEMS ? { extra: { details_truncated: true } } : {}),
              },
            )
          }
          let added = 0
          for (let i = 0; i < rows.length; i += ENTRY_BATCH)
            added += (await stores.journal.insertMany(rows.slice(i, i + ENTRY_BATCH))).added
          return { ids: rows.map((r) => r.id), added, skipped: rows.length - added }
        },
        bankAccounts: async () => (await stores.bankAccounts.list(organizationId, clientId)).map(bankView),
        async bankAccount(
          accountCode: string,
          o: { name?: string; institution?: string | null; account_number?: string | null; param?: string } = {},
        ) {
          const param = o.param ?? 'account_code'
          const id = derivedUuid('bank-account', organizationId, clientId, accountCode)
          const existing = await stores.bankAccounts.get(organizationId, clientId, id)
          if (existing) return bankView(existing)
          const account = (await stores.charts.get(organizationId, clientId)).accounts.find(
            (a) => a.code === accountCode,
          )
          if (!account)
            throw problem(
              param,
              `names no account of the client's chart (${accountCode.slice(0, 40)})`,
              'unknown_account',
            )
          if (account.archived)
            throw problem(param, `names an archived account (${accountCode.slice(0, 40)})`, 'archived_account')
          if (account.type !== 'asset' && account.type !== 'liability')
            throw problem(
              param,
              `must be an asset or liability account to hold a bank account (${accountCode.slice(0, 40)} is ${account.type})`,
              'not_a_bank_account',
            )
          const row: BankAccount = {
            id,
            organizationId,
            clientId,
            accountCode,
            name: o.name ? squash(o.name).slice(0, 200) : account.name,
            currency: c.currency,
            institution: o.institution ? squash(o.institution).slice(0, 200) : null,
            accountNumber: o.account_number ? squash(o.account_number).slice(0, 64) : null,
            createdAt: d.clock.now(),
          }
          try {
            await stores.bankAccounts.insert(row)
          } catch (e) {
            if (!(e instanceof DuplicateError)) throw e
            const raced = await stores.bankAccounts.get(organizationId, clientId, id)
            if (!raced) throw e
            return bankView(raced)
          }
          return bankView(row)
        },
        statementLines: async (o: { bankAccountId?: string; from?: string; to?: string } = {}) =>
          (await stores.statements.list(organizationId, clientId, o)).map(lineView),
        async addStatement(st: {
          bankAccountId: string
          content: Buffer | string
          format: 'csv' | 'ofx'
          lines: Iterable<NewStatementLine>
        }): Promise<StatementAdded> {
          const sha256 = hash('sha256', st.content, 'hex')
          const account = await stores.bankAccounts.get(organizationId, clientId, st.bankAccountId)
          if (!account)
            throw problem('bank_account_id', `names no bank account of client ${clientId}`, 'unknown_bank_account')
          const before = await stores.statements.findImport(organizationId, account.id, sha256)
          if (before)
            return {
              import_id: before.id,
              bank_account_id: account.id,
              lines: before.lineCount,
              added: 0,
              skipped: before.lineCount,
              already_imported: true,
            }
          const importId = derivedUuid('statement-import', organizationId, account.id, sha256)
          const keyOf = lineKeys()
          const idsOf = statementLineIds(organizationId, account.id)
          const at = d.clock.now()
          // The importers hand over checked lines; anything else is a defect of the caller, not bad input.
          const check = (l: NewStatementLine, i: number): void => {
            if (!DATE.test(l.date) || !Number.isSafeInteger(l.amount_minor))
              throw new Error(`addStatement: line ${i} has date ${l.date} and amount ${l.amount_minor}`)
          }
          // A list is checked whole before anything is written; a generator's lines are checked as they come.
          if (Array.isArray(st.lines)) (st.lines as NewStatementLine[]).forEach(check)
          let count = 0
          const row = (l: NewStatementLine): StatementLine => {
            check(l, count)
            count += 1
            const { id, identity } = idsOf(keyOf(l))
            return {
              id,
              organizationId,
              clientId,
              bankAccountId: account.id,
              date: l.date,
              amountMinor: l.amount_minor,
              description: squash(l.description).slice(0, 500),
              reference: l.reference ? squash(l.reference).slice(0, 200) : null,
              counterparty: l.counterparty ? squash(l.counterparty).slice(0, 200) : null,
              fitid: l.fitid ?? null,
              identity,
              importId,
              createdAt: at,
            }
          }
          // In batches of STATEMENT_BATCH lines, each built as the store takes it: one line at a time is in memory, not
          // the file's 100,000 (a batch is one write: one transaction on the embedded store).
          const source = st.lines[Symbol.iterator]()
          let next = source.next()
          let added = 0
          while (!next.done) {
            const batch = function* (): Generator<StatementLine> {
              for (let n = 0; n < STATEMENT_BATCH && !next.done; n++) {
                yield row(next.value)
                next = source.next()
              }
            }
            added += (await stores.statements.addLines(batch())).added
          }
          const skipped = count - added
          await stores.statements.recordImport({
            id: importId,
            organizationId,
            clientId,
            bankAccountId: account.id,
            sha256,
            format: st.format,
            lineCount: count,
            addedCount: added,
            createdAt: at,
          })
          return {
            import_id: importId,
            bank_account_id: account.id,
            lines: count,
            added,
            skipped,
            already_imported: false,
          }
        },
        async ledgerLines(o: { accountCode?: string; from?: string; to?: string } = {}): Promise<SkillLedgerLine[]> {
          const out: SkillLedgerLine[] = []
          for (const e of await stores.journal.entries(organizationId, clientId, o)) {
            e.lines.forEach((l, i) => {
              if (o.accountCode !== undefined && l.accountCode !== o.accountCode) return
              out.push({
                entry_id: e.id,
                line: i,
                date: e.date,
                narration: e.narration,
                reference: e.reference,
                account_code: l.accountCode,
                amount_minor: l.amountMinor,
                description: l.description,
                contact_id: e.contactId,
              })
            })
          }
          return out
        },
        contacts: async () => (await stores.contacts.list(organizationId, clientId)).map(contactView),
        async saveContacts(list: Array<Omit<SkillContact, 'id'> & { id?: string }>) {
          const at = d.clock.now()
          const rows: Contact[] = list.map((x) => ({
            id: x.id ?? derivedUuid('contact', organizationId, clientId, squash(x.name).toLowerCase()),
            organizationId,
            clientId,
            name: squash(x.name).slice(0, 200),
            kind: x.kind,
            identifiers: x.identifiers.map((i) => ({
              scheme: i.scheme.trim().toUpperCase(),
              value: squash(i.value).slice(0, 64),
            })),
            bankAccount: x.bank_account
              ? x.bank_account
                  .replace(/[^0-9A-Za-z]/g, '')
                  .toUpperCase()
                  .slice(0, 64) || null
              : null,
            address: x.address ? squash(x.address).slice(0, 500) : null,
            email: x.email ? x.email.trim().slice(0, 254) : null,
            createdAt: at,
            updatedAt: at,
          }))
          const ids = new Set<string>()
          rows.forEach((r, i) => {
            if (ids.has(r.id))
              throw problem(
                `contacts.${i}`,
                'is the same contact as an earlier one of the list (same id, or same name without an id)',
                'duplicate_contact',
              )
            ids.add(r.id)
          })
          try {
            await stores.contacts.upsert(rows)
          } catch (e) {
            if (e instanceof DuplicateError)
              throw problem('contacts', "names a contact id that is not this client's", 'foreign_contact')
            throw e
          }
          return rows.map(contactView)
        },
      })
    }
    return Object.freeze({
      organizationId,
      workspaces: Object.freeze({
        list: async () =>
          (await stores.workspaces.listByOrganization(organizationId))
            .filter((w) => reaches(scope, w.id) && w.archivedAt === null)
            .map(view),
        get: async (id: string) => {
          const w = await stores.workspaces.get(id)
          return w && w.organizationId === organizationId && reaches(scope, w.id) ? view(w) : null
        },
      }),
      clients: Object.freeze({
        get: async (id: string) => {
          const c = await clientInScope(stores, scope, id)
          return c ? clientView(c) : null
        },
        list: async (o: { limit?: number; offset?: number; workspaceId?: string } = {}) => {
          const ws = listFilter(scope, o.workspaceId)
          if (ws === false) return { items: [], hasMore: false }
          const r = await stores.clients.list(organizationId, {
            limit: Math.min(Math.max(o.limit ?? 20, 1), 100),
            offset: Math.max(o.offset ?? 0, 0),
            ...(ws ? { workspaceId: ws } : {}),
          })
          return { items: r.items.map(clientView), hasMore: r.hasMore }
        },
      }),
      files: Object.freeze({
        async read(id: string, o: { maxBytes?: number; param?: string } = {}) {
          const param = o.param ?? 'file_id'
          const maxBytes = o.maxBytes ?? 5 * 1024 * 1024
          const notFound = () =>
            new AppError('file_not_found', `No file ${id.slice(0, 64)} in your organization.`, { param })
          const meta = await stores.files.get(organizationId, id)
          if (!meta || !reaches(scope, meta.workspaceId)) throw notFound()
          if (meta.sizeBytes > maxBytes) {
            throw new AppError(
              'validation_error',
              `Invalid request: ${param} names a file of ${meta.sizeBytes} bytes; this skill reads at most ${maxBytes}.`,
              {
                param,
                details: [
                  {
                    loc: ['body', ...param.split('.')],
                    msg: `the file is larger than ${maxBytes} bytes`,
                    type: 'file_too_large',
                  },
                ],
              },
            )
          }
          const content = await stores.files.content(organizationId, id)
          if (!content) throw notFound()
          const chunks: Buffer[] = []
          for await (const chunk of content) chunks.push(chunk as Buffer)
          return {
            filename: meta.filename,
            contentType: meta.contentType,
            sha256: meta.sha256,
            bytes: Buffer.concat(chunks),
          }
        },
        async create(f: { filename: string; contentType: string; bytes: Buffer; workspaceId?: string | null }) {
          // With the call's idempotency key the id is derived from it and the name: a retried call finds its file.
          const filename = sanitizeFilename(f.filename)
          const id = idempotencyKey ? derivedUuid('skill-file', organizationId, idempotencyKey, filename) : d.ids.uuid()
          const fileView = (s: StoredFile) => ({
            id: s.id,
            filename: s.filename,
            content_type: s.contentType,
            size: s.sizeBytes,
            sha256: s.sha256,
          })
          // A report about a client lands in the client's workspace (the skill passes it); otherwise where the caller's writes land.
          const workspaceId =
            f.workspaceId !== undefined && f.workspaceId !== null && reaches(scope, f.workspaceId)
              ? f.workspaceId
              : await landingWorkspace(stores, scope)
          try {
            return fileView(
              await stores.files.put(
                {
                  id,
                  organizationId,
                  workspaceId,
                  filename,
                  contentType: sniffContentType(f.bytes.subarray(0, SNIFF_BYTES), f.bytes.length <= SNIFF_BYTES),
                  declaredContentType: f.contentType.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || null,
                  createdAt: d.clock.now(),
                },
                Readable.from([f.bytes]),
              ),
            )
          } catch (e) {
            const existing =
              e instanceof DuplicateError && idempotencyKey ? await stores.files.get(organizationId, id) : null
            if (!existing) throw e
            return fileView(existing)
          }
        },
      }),
      books,
    })
  }
}
