// Shared suite: bank accounts, statement lines, statement imports, contacts (ports/bank.ts) and journal entries by
// account, on every engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DuplicateError, type BankAccount, type Contact, type StatementLine, type Stores } from '../ports/index.ts'
import { at, uid, type OpenStores } from './helpers.ts'

const bankOf = (organizationId: string, clientId: string, accountCode: string): BankAccount => ({
  id: crypto.randomUUID(),
  organizationId,
  clientId,
  accountCode,
  name: `Cheque ${accountCode}`,
  currency: 'AUD',
  institution: 'Westpac',
  accountNumber: null,
  createdAt: at('2026-03-01T00:00:00Z'),
})
const lineOf = (
  b: BankAccount,
  date: string,
  amountMinor: number,
  identity: string,
  over: Partial<StatementLine> = {},
): StatementLine => ({
  id: `${b.id}:${identity}`,
  organizationId: b.organizationId,
  clientId: b.clientId,
  bankAccountId: b.id,
  date,
  amountMinor,
  description: `line ${identity}`,
  reference: null,
  counterparty: null,
  fitid: null,
  identity,
  importId: 'imp-1',
  createdAt: at('2026-04-01T00:00:00Z'),
  ...over,
})
const contactOf = (organizationId: string, clientId: string, name: string, over: Partial<Contact> = {}): Contact => ({
  id: crypto.randomUUID(),
  organizationId,
  clientId,
  name,
  kind: 'supplier',
  identifiers: [{ scheme: 'ABN', value: '51 824 753 556' }],
  bankAccount: '062000123456',
  address: '1 Harbour St, Sydney',
  email: null,
  createdAt: at('2026-03-01T00:00:00Z'),
  updatedAt: at('2026-03-01T00:00:00Z'),
  ...over,
})

export function bankSuite(open: OpenStores): void {
  describe('bank and contact stores', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    it('keeps bank accounts per client: another organization or client reads nothing', async () => {
      const org = uid('org')
      const client = crypto.randomUUID()
      const b2 = bankOf(org, client, '1010')
      const b1 = bankOf(org, client, '1000')
      await s.bankAccounts.insert(b2)
      await s.bankAccounts.insert(b1)
      await expect(s.bankAccounts.insert(b1)).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.bankAccounts.get(org, client, b1.id)).toEqual(b1)
      expect(await s.bankAccounts.get(uid('org'), client, b1.id)).toBeNull()
      expect(await s.bankAccounts.get(org, crypto.randomUUID(), b1.id)).toBeNull()
      expect(await s.bankAccounts.list(org, client)).toEqual([b1, b2])
      expect(await s.bankAccounts.list(uid('org'), client)).toEqual([])
    })

    it('adds statement lines once: lines already there are skipped and counted; lists by date then id', async () => {
      const org = uid('org')
      const client = crypto.randomUUID()
      const b = bankOf(org, client, '1000')
      const other = bankOf(org, client, '1010')
      const first = [
        lineOf(b, '2026-04-03', -1250, 'a'),
        lineOf(b, '2026-04-01', 50000, 'b', { fitid: 'F1', reference: 'INV-1', counterparty: 'Acme' }),
      ]
      expect(await s.statements.addLines(first)).toEqual({ added: 2, skipped: 0 })
      // An overlapping statement: one line again, one new; another account's line.
      expect(
        await s.statements.addLines([
          lineOf(b, '2026-04-03', -1250, 'a', { importId: 'imp-2' }),
          lineOf(b, '2026-04-05', -99, 'c', { importId: 'imp-2' }),
          lineOf(other, '2026-04-02', 7, 'z'),
        ]),
      ).toEqual({ added: 3 - 1, skipped: 1 })
      const all = await s.statements.list(org, client, {})
      expect(all.map((l) => l.identity)).toEqual(['b', 'z', 'a', 'c'])
      expect(all[0]).toEqual(first[1])
      expect(all.find((l) => l.identity === 'a')!.importId).toBe('imp-1')
      expect(
        (await s.statements.list(org, client, { bankAccountId: b.id, from: '2026-04-02', to: '2026-04-04' })).map(
          (l) => l.identity,
        ),
      ).toEqual(['a'])
      expect(await s.statements.list(uid('org'), client, {})).toEqual([])
    })

    it('adds large batches whole and counts what was skipped in each', async () => {
      const org = uid('org')
      const client = crypto.randomUUID()
      const b = bankOf(org, client, '1000')
      const lines = Array.from({ length: 2500 }, (_, i) =>
        lineOf(b, `2026-05-${String(1 + (i % 28)).padStart(2, '0')}`, i + 1, `n${i}`),
      )
      expect(await s.statements.addLines(lines.slice(0, 1200))).toEqual({ added: 1200, skipped: 0 })
      expect(await s.statements.addLines(lines)).toEqual({ added: 1300, skipped: 1200 })
      const stored = await s.statements.list(org, client, { bankAccountId: b.id })
      expect(stored).toHaveLength(2500)
      expect(stored.reduce((t, l) => t + l.amountMinor, 0)).toBe((2500 * 2501) / 2)
    })

    it('adds lines from a generator, taking each line once and in order (a large import builds them as they are written)', async () => {
      const org = uid('org')
      const client = crypto.randomUUID()
      const b = bankOf(org, client, '1000')
      const taken: string[] = []
      function* lines(from: number, to: number): Generator<StatementLine> {
        for (let i = from; i < to; i++) {
          taken.push(`n${i}`)
          yield lineOf(b, `2026-06-${String(1 + (i % 28)).padStart(2, '0')}`, i + 1, `n${i}`)
        }
      }
      expect(await s.statements.addLines(lines(0, 1500))).toEqual({ added: 1500, skipped: 0 })
      expect(await s.statements.addLines(lines(1000, 2600))).toEqual({ added: 1100, skipped: 500 })
      expect(await s.statements.addLines(lines(0, 0))).toEqual({ added: 0, skipped: 0 })
      expect(taken).toEqual([
        ...Array.from({ length: 1500 }, (_, i) => `n${i}`),
        ...Array.from({ length: 1600 }, (_, i) => `n${1000 + i}`),
      ])
      expect(await s.statements.list(org, client, { bankAccountId: b.id })).toHaveLength(2600)
    })

    it("stores each line's own organization, client, bank account, import and time, also when they change within one call", async () => {
      // The embedded store writes a run of lines sharing these five with one statement that holds them (bank.ts).
      const org = uid('org')
      const client = crypto.randomUUID()
      const b = bankOf(org, client, '1000')
      const other = bankOf(org, client, '1010')
      const lines = [
        lineOf(b, '2026-07-01', 1, 'q1', { importId: "imp-'quoted'" }),
        lineOf(b, '2026-07-02', 2, 'q2', { importId: "imp-'quoted'" }),
        lineOf(b, '2026-07-03', 3, 'q3', { importId: 'imp-\u0000nul' }),
        lineOf(other, '2026-07-04', 4, 'q4', { importId: 'imp-\u0000nul' }),
        lineOf(other, '2026-07-05', 5, 'q5', { importId: 'imp-\u0000nul', createdAt: at('2026-07-05T10:00:00.123Z') }),
        lineOf(b, '2026-07-06', 6, 'q6', { importId: "imp-'quoted'" }),
      ]
      expect(await s.statements.addLines(lines)).toEqual({ added: 6, skipped: 0 })
      expect(await s.statements.list(org, client, {})).toEqual(lines)
    })

    it('records an import once per bank account and file digest', async () => {
      const org = uid('org')
      const client = crypto.randomUUID()
      const b = bankOf(org, client, '1000')
      const imp = {
        id: crypto.randomUUID(),
        organizationId: org,
        clientId: client,
        bankAccountId: b.id,
        sha256: 'ab'.repeat(32),
        format: 'csv' as const,
        lineCount: 3,
        addedCount: 2,
        createdAt: at('2026-04-01T00:00:00Z'),
      }
      expect(await s.statements.findImport(org, b.id, imp.sha256)).toBeNull()
      expect(await s.statements.recordImport(imp)).toBe(true)
      expect(await s.statements.recordImport({ ...imp, id: crypto.randomUUID() })).toBe(false)
      expect(await s.statements.findImport(org, b.id, imp.sha256)).toEqual(imp)
      expect(await s.statements.findImport(uid('org'), b.id, imp.sha256)).toBeNull()
    })

    it("upserts contacts by id within their client, never over another organization's", async () => {
      const org = uid('org')
      const client = crypto.randomUUID()
      const zed = contactOf(org, client, 'Zed Holdings')
      const acme = contactOf(org, client, 'Acme Supplies', {
        identifiers: [],
        bankAccount: null,
        address: null,
        email: 'ap@acme.test',
      })
      await s.contacts.upsert([zed, acme])
      expect(await s.contacts.list(org, client)).toEqual([acme, zed])
      const later = at('2026-05-01T00:00:00Z')
      await s.contacts.upsert([{ ...zed, kind: 'related_party', address: null, createdAt: later, updatedAt: later }])
      expect(await s.contacts.get(org, client, zed.id)).toEqual({
        ...zed,
        kind: 'related_party',
        address: null,
        updatedAt: later,
      })
      await expect(s.contacts.upsert([contactOf(uid('org'), client, 'Hijack', { id: zed.id })])).rejects.toBeInstanceOf(
        DuplicateError,
      )
      expect((await s.contacts.get(org, client, zed.id))?.name).toBe('Zed Holdings')
      expect(await s.contacts.get(uid('org'), client, zed.id)).toBeNull()
    })

    it('lists journal entries touching one account, with their contact', async () => {
      const org = uid('org')
      const clientId = crypto.randomUUID()
      const contactId = crypto.randomUUID()
      const mk = (date: string, lines: Array<[string, number]>, contact: string | null) => ({
        id: crypto.randomUUID(),
        organizationId: org,
        clientId,
        date,
        narration: date,
        reference: null,
        contactId: contact,
        lines: lines.map(([accountCode, amountMinor]) => ({ accountCode, amountMinor, description: null })),
        totalMinor: lines.filter(([, m]) => m > 0).reduce((t, [, m]) => t + m, 0),
        createdAt: at(`${date}T00:00:00Z`),
      })
      const e1 = mk(
        '2026-04-01',
        [
          ['1000', 500],
          ['4000', -500],
        ],
        contactId,
      )
      const e2 = mk(
        '2026-04-02',
        [
          ['6000', 300],
          ['2100', -300],
        ],
        null,
      )
      const e3 = mk(
        '2026-04-09',
        [
          ['6000', 200],
          ['1000', -200],
        ],
        null,
      )
      for (const e of [e3, e1, e2]) await s.journal.insert(e)
      expect((await s.journal.entries(org, clientId, { accountCode: '1000' })).map((e) => e.id)).toEqual([e1.id, e3.id])
      expect((await s.journal.entries(org, clientId, { from: '2026-04-02' })).map((e) => e.id)).toEqual([e2.id, e3.id])
      expect((await s.journal.entries(org, clientId, {}))[0]).toEqual(e1)
      expect(await s.journal.entries(uid('org'), clientId, {})).toEqual([])
    })
  })
}
