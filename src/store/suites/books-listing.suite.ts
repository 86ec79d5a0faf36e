// Shared suite: what the list routes and the general-ledger import need of the books ports (issue 25 §2) — journal
// entries written in bulk (insertMany: one write, ids already stored skipped), paged both ways with a date filter, and
// statement lines paged the same way; always within one organization and client. On every engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BankAccount, StatementLine, StoredJournalEntry, Stores } from '../ports/index.ts'
import { at, uid, type OpenStores } from './helpers.ts'

const entryOf = (organizationId: string, clientId: string, n: number, date: string): StoredJournalEntry => ({
  id: crypto.randomUUID(),
  organizationId,
  clientId,
  date,
  narration: `entry ${n}`,
  reference: `R${n}`,
  contactId: null,
  lines: [
    { accountCode: '1000', amountMinor: 100 + n, description: `line ${n}` },
    { accountCode: '4000', amountMinor: -(100 + n), description: null },
  ],
  totalMinor: 100 + n,
  createdAt: at('2026-05-01T00:00:00Z'),
})

export function booksListingSuite(open: OpenStores): void {
  describe('books stores: bulk entries and paged lists', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    it('writes entries in bulk, skips ids already stored, and pages them by date or newest first with a date filter', async () => {
      const org = uid('org')
      const client = crypto.randomUUID()
      const dates = ['2026-03-05', '2026-01-10', '2026-02-20', '2026-01-10', '2026-04-01']
      const entries = dates.map((d, i) => entryOf(org, client, i, d))
      expect(await s.journal.insertMany(entries.slice(0, 3))).toEqual({ added: 3, skipped: 0 })
      expect(await s.journal.insertMany(entries)).toEqual({ added: 2, skipped: 3 })
      expect(await s.journal.insertMany([])).toEqual({ added: 0, skipped: 0 })
      const byDate = [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1))
      const p1 = await s.journal.list(org, client, { limit: 2, offset: 0 })
      const p2 = await s.journal.list(org, client, { limit: 2, offset: 2 })
      const p3 = await s.journal.list(org, client, { limit: 2, offset: 4 })
      expect([p1.hasMore, p2.hasMore, p3.hasMore]).toEqual([true, true, false])
      expect([...p1.items, ...p2.items, ...p3.items]).toEqual(byDate)
      const newest = await s.journal.list(org, client, { limit: 10, offset: 0, order: 'newest' })
      expect(newest.items.map((e) => e.id)).toEqual([...byDate].reverse().map((e) => e.id))
      const feb = await s.journal.list(org, client, {
        from: '2026-02-01',
        to: '2026-03-31',
        limit: 10,
        offset: 0,
        order: 'newest',
      })
      expect(feb.items.map((e) => e.date)).toEqual(['2026-03-05', '2026-02-20'])
      expect(await s.journal.get(org, client, entries[4]!.id)).toEqual(entries[4])
      expect((await s.journal.list(uid('org'), client, { limit: 10, offset: 0 })).items).toEqual([])
      expect((await s.journal.list(org, crypto.randomUUID(), { limit: 10, offset: 0 })).items).toEqual([])
    })

    it('pages statement lines by date or newest first, per bank account or all, with a date filter', async () => {
      const org = uid('org')
      const client = crypto.randomUUID()
      const account = (code: string): BankAccount => ({
        id: crypto.randomUUID(),
        organizationId: org,
        clientId: client,
        accountCode: code,
        name: code,
        currency: 'AUD',
        institution: null,
        accountNumber: null,
        createdAt: at('2026-03-01T00:00:00Z'),
      })
      const a = account('1000')
      const b = account('1010')
      const lineOf = (acct: BankAccount, date: string, amountMinor: number, identity: string): StatementLine => ({
        id: crypto.randomUUID(),
        organizationId: org,
        clientId: client,
        bankAccountId: acct.id,
        date,
        amountMinor,
        description: `line ${identity}`,
        reference: null,
        counterparty: null,
        fitid: null,
        identity,
        importId: 'imp-1',
        createdAt: at('2026-04-01T00:00:00Z'),
      })
      const lines = [
        lineOf(a, '2026-04-03', -1250, 'a1'),
        lineOf(a, '2026-04-01', 500, 'a2'),
        lineOf(b, '2026-04-02', 7, 'b1'),
        lineOf(a, '2026-04-05', -99, 'a3'),
      ]
      expect(await s.statements.addLines(lines)).toEqual({ added: 4, skipped: 0 })
      const all = await s.statements.list(org, client, {})
      const p1 = await s.statements.page(org, client, { limit: 3, offset: 0 })
      const p2 = await s.statements.page(org, client, { limit: 3, offset: 3 })
      expect([p1.hasMore, p2.hasMore]).toEqual([true, false])
      expect([...p1.items, ...p2.items]).toEqual(all)
      expect((await s.statements.page(org, client, { limit: 10, offset: 0, order: 'newest' })).items).toEqual(
        [...all].reverse(),
      )
      const onA = await s.statements.page(org, client, {
        bankAccountId: a.id,
        from: '2026-04-02',
        limit: 10,
        offset: 0,
      })
      expect(onA.items.map((l) => l.identity)).toEqual(['a1', 'a3'])
      expect(
        (
          await s.statements.page(org, client, {
            bankAccountId: a.id,
            to: '2026-04-04',
            limit: 1,
            offset: 0,
            order: 'newest',
          })
        ).items.map((l) => l.identity),
      ).toEqual(['a1'])
      expect((await s.statements.page(uid('org'), client, { limit: 10, offset: 0 })).items).toEqual([])
    })
  })
}
