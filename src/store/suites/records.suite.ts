// RecordStore (ports/records.ts): expiry on every read, one winner per consume, grant-wide destruction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stores } from '../ports/index.ts'
import { at, plus, uid, type OpenStores } from './helpers.ts'

export function recordsSuite(open: OpenStores): void {
  describe('records', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })
    const now = at('2026-03-01T10:00:00Z')
    const rec = (over: Partial<Parameters<Stores['records']['upsert']>[0]> = {}) => ({
      kind: 'Thing',
      id: uid('rec'),
      payload: { a: 1, nested: { b: [1, 2] } },
      grantId: null,
      uid: null,
      userCode: null,
      accountId: null,
      expiresAt: plus(now, 60_000),
      ...over,
    })

    it('stores, replaces and finds a record until it expires', async () => {
      const r = rec({ uid: uid('u'), userCode: uid('code') })
      await s.records.upsert(r, now)
      expect(await s.records.get('Thing', r.id, now)).toMatchObject({ ...r, consumedAt: null, createdAt: now })
      expect(await s.records.get('Other', r.id, now)).toBeNull()
      expect((await s.records.getByUid('Thing', r.uid!, now))?.id).toBe(r.id)
      expect((await s.records.getByUserCode('Thing', r.userCode!, now))?.id).toBe(r.id)
      await s.records.upsert({ ...r, payload: { a: 2 } }, now)
      expect((await s.records.get('Thing', r.id, now))?.payload).toEqual({ a: 2 })
      expect(await s.records.get('Thing', r.id, plus(now, 59_999))).not.toBeNull()
      expect(await s.records.get('Thing', r.id, plus(now, 60_000))).toBeNull()
      expect(await s.records.getByUid('Thing', r.uid!, plus(now, 60_000))).toBeNull()
      const forever = rec({ expiresAt: null })
      await s.records.upsert(forever, now)
      expect(await s.records.get('Thing', forever.id, plus(now, 1e12))).not.toBeNull()
    })

    it('lets exactly one of many concurrent consumers consume a record, and never an expired one', async () => {
      const r = rec()
      await s.records.upsert(r, now)
      const wins = await Promise.all(Array.from({ length: 8 }, () => s.records.consume('Thing', r.id, plus(now, 1000))))
      expect(wins.filter(Boolean)).toHaveLength(1)
      expect((await s.records.get('Thing', r.id, now))?.consumedAt).toEqual(plus(now, 1000))
      expect(await s.records.consume('Thing', uid('nope'), now)).toBe(false)
      const late = rec()
      await s.records.upsert(late, now)
      expect(await s.records.consume('Thing', late.id, plus(now, 60_000))).toBe(false)
    })

    it("lists one account's live records of a kind, newest first", async () => {
      const account = uid('acct')
      const older = rec({ kind: 'Grant', accountId: account })
      const newer = rec({ kind: 'Grant', accountId: account })
      const expired = rec({ kind: 'Grant', accountId: account, expiresAt: plus(now, 1000) })
      await s.records.upsert(older, now)
      await s.records.upsert(newer, plus(now, 10))
      await s.records.upsert(expired, plus(now, 20))
      await s.records.upsert(rec({ kind: 'Grant', accountId: uid('someone-else') }), now)
      await s.records.upsert(rec({ kind: 'Session', accountId: account }), now)
      const at = plus(now, 2000)
      expect((await s.records.listByAccount('Grant', account, at, 10)).map((r) => r.id)).toEqual([newer.id, older.id])
      expect((await s.records.listByAccount('Grant', account, at, 1)).map((r) => r.id)).toEqual([newer.id])
      expect((await s.records.listByAccount('Grant', account, now, 10))[0]).toMatchObject({
        id: expired.id,
        accountId: account,
      })
    })

    it('destroys one record, every record of a grant, and expired records', async () => {
      const grant = uid('grant')
      const a = rec({ kind: 'AccessToken', grantId: grant })
      const b = rec({ kind: 'RefreshToken', grantId: grant })
      const c = rec({ kind: 'RefreshToken', grantId: uid('grant') })
      for (const r of [a, b, c]) await s.records.upsert(r, now)
      await s.records.destroyByGrant(grant)
      expect(await s.records.get('AccessToken', a.id, now)).toBeNull()
      expect(await s.records.get('RefreshToken', b.id, now)).toBeNull()
      expect(await s.records.get('RefreshToken', c.id, now)).not.toBeNull()
      await s.records.destroy('RefreshToken', c.id)
      await s.records.destroy('RefreshToken', c.id)
      expect(await s.records.get('RefreshToken', c.id, now)).toBeNull()
      const old = rec({ kind: 'Expiring', expiresAt: at('2000-01-01T00:00:00Z') })
      await s.records.upsert(old, now)
      expect(await s.records.deleteExpired(at('2001-01-01T00:00:00Z'))).toBeGreaterThanOrEqual(1)
      expect(await s.records.deleteExpired(at('2001-01-01T00:00:00Z'))).toBe(0)
    })
  })
}
