// Shared suite: clients, charts of accounts, journal entries (ports/books.ts), on every engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DuplicateError, type ChartAccount, type Client, type Stores, type StoredJournalEntry } from '../ports/index.ts'
import { at, uid, type OpenStores } from './helpers.ts'

const clientOf = (organizationId: string, over: Partial<Client> = {}): Client => ({
  id: crypto.randomUUID(),
  organizationId,
  workspaceId: null,
  name: 'Harbour Bakery Pty Ltd',
  currency: 'AUD',
  lockedThrough: null,
  createdAt: at('2026-03-01T00:00:00Z'),
  updatedAt: at('2026-03-01T00:00:00Z'),
  ...over,
})
const acct = (code: string, type: ChartAccount['type'] = 'asset', archived = false): ChartAccount => ({
  code,
  name: `Account ${code}`,
  type,
  archived,
})
const entryOf = (
  c: Client,
  date: string,
  lines: Array<[string, number]>,
  over: Partial<StoredJournalEntry> = {},
): StoredJournalEntry => ({
  id: crypto.randomUUID(),
  organizationId: c.organizationId,
  clientId: c.id,
  date,
  narration: `entry ${date}`,
  reference: null,
  contactId: null,
  lines: lines.map(([accountCode, amountMinor]) => ({ accountCode, amountMinor, description: null })),
  totalMinor: lines.filter(([, m]) => m > 0).reduce((s, [, m]) => s + m, 0),
  createdAt: at(`${date}T09:00:00Z`),
  ...over,
})

export function booksSuite(open: OpenStores): void {
  describe('books stores', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    it('stores clients per organization: another organization reads nothing, lists page oldest first', async () => {
      const org = uid('org')
      const other = uid('org')
      const ws = crypto.randomUUID()
      const c1 = clientOf(org, { createdAt: at('2026-03-01T00:00:00Z') })
      const c2 = clientOf(org, {
        workspaceId: ws,
        name: 'Kauri Dental',
        currency: 'NZD',
        createdAt: at('2026-03-02T00:00:00Z'),
        updatedAt: at('2026-03-02T00:00:00Z'),
      })
      const c3 = clientOf(org, { createdAt: at('2026-03-03T00:00:00Z'), updatedAt: at('2026-03-03T00:00:00Z') })
      for (const c of [c3, c1, c2]) await s.clients.insert(c)
      await expect(s.clients.insert(c1)).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.clients.get(org, c2.id)).toEqual(c2)
      expect(await s.clients.get(other, c2.id)).toBeNull()
      expect(await s.clients.list(org, { limit: 2, offset: 0 })).toEqual({ items: [c1, c2], hasMore: true })
      expect(await s.clients.list(org, { limit: 2, offset: 2 })).toEqual({ items: [c3], hasMore: false })
      expect(await s.clients.list(org, { limit: 10, offset: 0, workspaceId: ws })).toEqual({
        items: [c2],
        hasMore: false,
      })
      expect(await s.clients.list(other, { limit: 10, offset: 0 })).toEqual({ items: [], hasMore: false })
    })

    it("updates a client's name and lock date, and only within its organization", async () => {
      const org = uid('org')
      const c = clientOf(org)
      await s.clients.insert(c)
      const now = at('2026-04-01T00:00:00Z')
      expect(await s.clients.update(org, c.id, { lockedThrough: '2026-03-31' }, now)).toEqual({
        ...c,
        lockedThrough: '2026-03-31',
        updatedAt: now,
      })
      expect(await s.clients.update(org, c.id, { name: 'Renamed' }, now)).toMatchObject({
        name: 'Renamed',
        lockedThrough: '2026-03-31',
      })
      expect(await s.clients.update(org, c.id, { lockedThrough: null }, now)).toMatchObject({
        name: 'Renamed',
        lockedThrough: null,
      })
      expect(await s.clients.update(uid('org'), c.id, { name: 'Hijack' }, now)).toBeNull()
      expect((await s.clients.get(org, c.id))?.name).toBe('Renamed')
    })

    it('replaces a chart whole under its version: of two writers from one version, one wins', async () => {
      const org = uid('org')
      const clientId = crypto.randomUUID()
      expect(await s.charts.get(org, clientId)).toEqual({ accounts: [], version: 0 })
      const now = at('2026-04-01T00:00:00Z')
      expect(await s.charts.replace(org, clientId, [acct('4000', 'revenue'), acct('1000')], 0, now)).toBe(true)
      expect(await s.charts.replace(org, clientId, [acct('9999')], 0, now)).toBe(false)
      expect(await s.charts.get(org, clientId)).toEqual({
        accounts: [acct('1000'), acct('4000', 'revenue')],
        version: 1,
      })
      const [a, b] = await Promise.all([
        s.charts.replace(org, clientId, [acct('1000'), acct('1100')], 1, now),
        s.charts.replace(org, clientId, [acct('1000'), acct('1200')], 1, now),
      ])
      expect([a, b].filter(Boolean)).toHaveLength(1)
      const after = await s.charts.get(org, clientId)
      expect(after.version).toBe(2)
      expect(after.accounts.map((x) => x.code)).toEqual(a ? ['1000', '1100'] : ['1000', '1200'])
      expect(await s.charts.get(uid('org'), clientId)).toEqual({ accounts: [], version: 0 })
    })

    it('stores entries with their lines, lists them by date, and sums balances per account over a date range', async () => {
      const c = clientOf(uid('org'))
      await s.clients.insert(c)
      const e1 = entryOf(c, '2026-07-01', [
        ['1000', 110000],
        ['4000', -100000],
        ['2200', -10000],
      ])
      const e2 = entryOf(
        c,
        '2026-07-15',
        [
          ['6000', 5000],
          ['1000', -5000],
        ],
        { reference: 'INV-7', narration: 'Stationery' },
      )
      const e3 = entryOf(c, '2026-08-02', [
        ['1000', 2_000_000_000_000],
        ['3000', -2_000_000_000_000],
      ]) // beyond 32-bit
      for (const e of [e3, e1, e2]) await s.journal.insert(e)
      await expect(s.journal.insert(e1)).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.journal.get(c.organizationId, c.id, e2.id)).toEqual(e2)
      expect(await s.journal.get(uid('org'), c.id, e2.id)).toBeNull()
      expect(await s.journal.list(c.organizationId, c.id, { limit: 2, offset: 0 })).toEqual({
        items: [e1, e2],
        hasMore: true,
      })
      expect(
        await s.journal.list(c.organizationId, c.id, { from: '2026-07-02', to: '2026-07-31', limit: 10, offset: 0 }),
      ).toEqual({ items: [e2], hasMore: false })
      expect(Object.fromEntries(await s.journal.balances(c.organizationId, c.id, { to: '2026-07-31' }))).toEqual({
        1000: 105000,
        4000: -100000,
        2200: -10000,
        6000: 5000,
      })
      expect(
        Object.fromEntries(await s.journal.balances(c.organizationId, c.id, { from: '2026-07-02', to: '2026-12-31' })),
      ).toEqual({ 1000: 2_000_000_000_000 - 5000, 6000: 5000, 3000: -2_000_000_000_000 })
      expect((await s.journal.balances(uid('org'), c.id, { to: '2026-12-31' })).size).toBe(0)
    })
  })
}
