// Data access for skills (skill SDK `ctx.data`), bound to one organization when the call starts: no method takes
// an organization id, and a row of another organization reads as absent, exactly like a missing one. A client's
// books are reached through books(clientId), which answers 404 client_not_found for anyone else's client.
import { hash } from 'node:crypto'
import { AppError } from '../errors/index.ts'
import { clientNotFound, validateJournalEntry } from '../books/index.ts'
import { formatAmount } from '../money/index.ts'
import { SNIFF_BYTES, sanitizeFilename, sniffContentType } from '../files/index.ts'
import { Readable } from 'node:stream'
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { RecordedEntry, SkillAccount, SkillBooks, SkillClient, SkillData, SkillWorkspace } from '../skill-runtime/index.ts'
import { DuplicateError, type Client, type StoredFile, type StoredJournalEntry, type Stores, type Workspace } from '../store/ports/index.ts'

const view = (w: Workspace): SkillWorkspace => ({ id: w.id, name: w.name, slug: w.slug })
const clientView = (c: Client): SkillClient => ({ id: c.id, name: c.name, currency: c.currency, workspaceId: c.workspaceId, lockedThrough: c.lockedThrough })

export interface SkillDataDeps {
  stores: Pick<Stores, 'workspaces' | 'clients' | 'charts' | 'journal' | 'files'>
  clock: Clock
  ids: IdSource
}

/** A UUID (version 8, RFC 9562) derived from its parts: the same parts give the same id, so a retried write finds its row. */
export function derivedUuid(...parts: string[]): string {
  const h = hash('sha256', parts.join('\u0000'), 'hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

function recorded(e: StoredJournalEntry, currency: string, created: boolean): RecordedEntry {
  return {
    id: e.id, client_id: e.clientId, date: e.date, narration: e.narration, reference: e.reference,
    total: formatAmount(e.totalMinor, currency), created,
    lines: e.lines.map((l) => ({
      account_code: l.accountCode,
      debit: l.amountMinor > 0 ? formatAmount(l.amountMinor, currency) : null,
      credit: l.amountMinor < 0 ? formatAmount(-l.amountMinor, currency) : null,
      description: l.description,
    })),
  }
}

export function skillDataFactory(d: SkillDataDeps): (organizationId: string, idempotencyKey?: string | null) => SkillData {
  const { stores } = d
  return (organizationId, idempotencyKey = null) => {
    const books = async (clientId: string): Promise<SkillBooks> => {
      const c = await stores.clients.get(organizationId, clientId)
      if (!c) throw clientNotFound(clientId)
      return Object.freeze({
        client: clientView(c),
        async chart() {
          return (await stores.charts.get(organizationId, clientId)).accounts.map((a) => ({ code: a.code, name: a.name, type: a.type, archived: a.archived }))
        },
        balances: (o: { from?: string; to: string }) => stores.journal.balances(organizationId, clientId, o),
        async chartVersion() {
          const c = await stores.charts.get(organizationId, clientId)
          return { accounts: c.accounts.map((a) => ({ code: a.code, name: a.name, type: a.type, archived: a.archived })), version: c.version }
        },
        async setChart(accounts: SkillAccount[], expectedVersion: number) {
          // An account that has entries stays in the chart (archive it instead): its history must keep its name and type.
          const used = await stores.journal.balances(organizationId, clientId, { to: '9999-12-31' })
          const kept = new Set(accounts.map((a) => a.code))
          const dropped = [...used.keys()].filter((code) => !kept.has(code)).sort()
          if (dropped.length) {
            throw new AppError('validation_error', `The chart would drop accounts that have entries: ${dropped.slice(0, 20).join(', ')}; archive them instead.`, {
              param: 'accounts', details: dropped.slice(0, 20).map((code) => ({ loc: ['body', 'accounts'], msg: `account ${code} has entries`, type: 'account_in_use' })),
            })
          }
          return stores.charts.replace(organizationId, clientId, accounts.map((a) => ({ code: a.code, name: a.name, type: a.type, archived: a.archived })), expectedVersion, d.clock.now())
        },
        async recordEntry(input: Parameters<SkillBooks['recordEntry']>[0]) {
          // Read the client again: the lock date may have moved since books() was called.
          const now = await stores.clients.get(organizationId, clientId)
          if (!now) throw clientNotFound(clientId)
          const chart = await stores.charts.get(organizationId, clientId)
          const valid = validateJournalEntry(input, {
            currency: now.currency, lockedThrough: now.lockedThrough, accounts: new Map(chart.accounts.map((a) => [a.code, a])),
          })
          const entry: StoredJournalEntry = {
            id: idempotencyKey ? derivedUuid('journal-entry', organizationId, clientId, idempotencyKey) : d.ids.uuid(),
            organizationId, clientId, date: valid.date, narration: valid.narration, reference: valid.reference,
            lines: valid.lines, totalMinor: valid.totalMinor, createdAt: d.clock.now(),
          }
          try {
            await stores.journal.insert(entry)
          } catch (e) {
            if (!(e instanceof DuplicateError) || !idempotencyKey) throw e
            const existing = await stores.journal.get(organizationId, clientId, entry.id)
            if (!existing) throw e
            return recorded(existing, now.currency, false)
          }
          return recorded(entry, now.currency, true)
        },
      })
    }
    return Object.freeze({
      organizationId,
      workspaces: Object.freeze({
        list: async () => (await stores.workspaces.listByOrganization(organizationId)).map(view),
        get: async (id: string) => {
          const w = await stores.workspaces.get(id)
          return w && w.organizationId === organizationId ? view(w) : null
        },
      }),
      clients: Object.freeze({
        get: async (id: string) => { const c = await stores.clients.get(organizationId, id); return c ? clientView(c) : null },
        list: async (o: { limit?: number; offset?: number } = {}) => {
          const r = await stores.clients.list(organizationId, { limit: Math.min(Math.max(o.limit ?? 20, 1), 100), offset: Math.max(o.offset ?? 0, 0) })
          return { items: r.items.map(clientView), hasMore: r.hasMore }
        },
      }),
      files: Object.freeze({
        async read(id: string, o: { maxBytes?: number; param?: string } = {}) {
          const param = o.param ?? 'file_id'
          const maxBytes = o.maxBytes ?? 5 * 1024 * 1024
          const notFound = () => new AppError('file_not_found', `No file ${id.slice(0, 64)} in your organization.`, { param })
          const meta = await stores.files.get(organizationId, id)
          if (!meta) throw notFound()
          if (meta.sizeBytes > maxBytes) {
            throw new AppError('validation_error', `Invalid request: ${param} names a file of ${meta.sizeBytes} bytes; this skill reads at most ${maxBytes}.`, {
              param, details: [{ loc: ['body', ...param.split('.')], msg: `the file is larger than ${maxBytes} bytes`, type: 'file_too_large' }],
            })
          }
          const content = await stores.files.content(organizationId, id)
          if (!content) throw notFound()
          const chunks: Buffer[] = []
          for await (const chunk of content) chunks.push(chunk as Buffer)
          return { filename: meta.filename, contentType: meta.contentType, sha256: meta.sha256, bytes: Buffer.concat(chunks) }
        },
        async create(f: { filename: string; contentType: string; bytes: Buffer }) {
          // With the call's idempotency key the id is derived from it and the name: a retried call finds its file.
          const filename = sanitizeFilename(f.filename)
          const id = idempotencyKey ? derivedUuid('skill-file', organizationId, idempotencyKey, filename) : d.ids.uuid()
          const fileView = (s: StoredFile) => ({ id: s.id, filename: s.filename, content_type: s.contentType, size: s.sizeBytes, sha256: s.sha256 })
          try {
            return fileView(await stores.files.put({
              id, organizationId, filename, contentType: sniffContentType(f.bytes.subarray(0, SNIFF_BYTES), f.bytes.length <= SNIFF_BYTES),
              declaredContentType: f.contentType.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || null, createdAt: d.clock.now(),
            }, Readable.from([f.bytes])))
          } catch (e) {
            const existing = e instanceof DuplicateError && idempotencyKey ? await stores.files.get(organizationId, id) : null
            if (!existing) throw e
            return fileView(existing)
          }
        },
      }),
      books,
    })
  }
}
