// Shared suite: the webhook event outbox (ports/webhooks.ts WebhookEventStore), including the events the key mirror
// records with its own writes. Tests may share a database (the on-disk embedded run does): event assertions only
// look at the test's own organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DuplicateError, type OutboxEvent, type Stores } from '../ports/index.ts'
import { at, byId, mirrorRow, outboxEvent, uid, type OpenStores } from './helpers.ts'

export function webhookEventsSuite(open: OpenStores): void {
  describe('webhook event outbox', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    const ALL = 10_000
    const pendingOf = async (org: string): Promise<OutboxEvent[]> =>
      (await s.webhookEvents.pending(ALL)).filter((e) => e.organizationId === org)

    it("records a key's events with its row, hands them out until dispatched, and never shows them on the row", async () => {
      const org = uid('org')
      const keyId = uid('key')
      const row = mirrorRow(keyId, org, { expiresAt: at('2026-01-02T00:00:00Z') })
      const e1 = outboxEvent(org, { createdAt: at('2026-02-01T00:00:00Z') })
      const e2 = outboxEvent(org, {
        type: 'api_key.updated',
        createdAt: at('2026-02-01T00:00:01Z'),
        data: { nested: { list: [1, 'two'] } },
      })
      await s.keyMirror.insert(row, [e1, e2])

      // Read while the events may still travel with the row.
      expect(await s.keyMirror.get(keyId)).toEqual(row)
      expect(await s.keyMirror.listByOrganization(org)).toEqual([row])
      expect(
        (await s.keyMirror.listExpired(at('2026-01-03T00:00:00Z'), 100_000)).filter((r) => r.keyId === keyId),
      ).toEqual([row])
      const t = at('2026-02-02T00:00:00Z')
      expect(await s.keyMirror.update(keyId, { description: 'x' }, t)).toEqual({
        ...row,
        description: 'x',
        updatedAt: t,
      })

      expect(await pendingOf(org)).toEqual([e1, e2])
      expect(await pendingOf(org)).toEqual([e1, e2])
      expect(await s.webhookEvents.get(e1.id)).toEqual(e1)
      expect(await s.keyMirror.get(keyId)).toEqual({ ...row, description: 'x', updatedAt: t })

      await s.webhookEvents.markDispatched([e1.id], at('2026-02-03T00:00:00Z'))
      expect(await pendingOf(org)).toEqual([e2])
      await s.webhookEvents.markDispatched([e1.id, e2.id, uid('evt')], at('2026-02-04T00:00:00Z'))
      await s.webhookEvents.markDispatched([], at('2026-02-04T00:00:00Z'))
      expect(await pendingOf(org)).toEqual([])
      expect(await s.webhookEvents.get(e2.id)).toEqual(e2)
      expect(await s.webhookEvents.get(uid('evt'))).toBeNull()
    })

    it('records revocation events only from the call that revokes', async () => {
      const org = uid('org')
      const keyId = uid('key')
      const row = mirrorRow(keyId, org)
      await s.keyMirror.insert(row)
      const e1 = outboxEvent(org, { type: 'api_key.revoked', createdAt: at('2026-03-01T00:00:00Z') })
      const e2 = outboxEvent(org, { type: 'api_key.revoked', createdAt: at('2026-03-02T00:00:00Z') })
      const e3 = outboxEvent(org, { type: 'api_key.revoked', createdAt: at('2026-03-03T00:00:00Z') })
      const t1 = at('2026-03-01T00:00:00Z')
      expect(await s.keyMirror.markRevoked(keyId, t1, [e1])).toBe(true)
      expect(await s.keyMirror.get(keyId)).toEqual({ ...row, revokedAt: t1, updatedAt: t1 })
      expect(await s.keyMirror.markRevoked(keyId, at('2026-03-02T00:00:00Z'), [e2])).toBe(false)
      expect(await s.keyMirror.markRevoked(keyId, at('2026-03-02T00:00:00Z'))).toBe(false)
      expect(await s.keyMirror.markRevoked(uid('key'), at('2026-03-03T00:00:00Z'), [e3])).toBe(false)
      expect(await s.keyMirror.get(keyId)).toEqual({ ...row, revokedAt: t1, updatedAt: t1 })

      expect(await pendingOf(org)).toEqual([e1])
      expect(await s.webhookEvents.get(e2.id)).toBeNull()
      expect(await s.webhookEvents.get(e3.id)).toBeNull()
      expect(await s.keyMirror.get(keyId)).toEqual({ ...row, revokedAt: t1, updatedAt: t1 })

      // Revocation without events still reports whether it revoked.
      const other = mirrorRow(uid('key'), org)
      await s.keyMirror.insert(other)
      expect(await s.keyMirror.markRevoked(other.keyId, t1)).toBe(true)
      expect(await pendingOf(org)).toEqual([e1])
      await s.webhookEvents.markDispatched([e1.id], t1)
    })

    it('records no events for an insert that fails', async () => {
      const org = uid('org')
      const keyId = uid('key')
      const row = mirrorRow(keyId, org)
      const e1 = outboxEvent(org, { createdAt: at('2026-04-01T00:00:00Z') })
      const e2 = outboxEvent(org, { createdAt: at('2026-04-01T00:00:01Z') })
      await s.keyMirror.insert(row, [e1])
      await expect(s.keyMirror.insert({ ...row, name: 'again' }, [e2])).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.keyMirror.get(keyId)).toEqual(row)
      expect(await pendingOf(org)).toEqual([e1])
      expect(await s.webhookEvents.get(e2.id)).toBeNull()
      await s.webhookEvents.markDispatched([e1.id], at('2026-04-02T00:00:00Z'))
    })

    it('appends events without a document, idempotently, and hands out all pending events oldest first', async () => {
      const org = uid('org')
      const a = outboxEvent(org, { type: 'webhook.test', createdAt: at('2026-05-01T00:00:02Z') })
      const b = outboxEvent(org, { createdAt: at('2026-05-01T00:00:00Z') })
      const c = outboxEvent(org, { type: 'workstream.completed', createdAt: at('2026-05-01T00:00:01Z') })
      await s.webhookEvents.append([a])
      await s.keyMirror.insert(mirrorRow(uid('key'), org), [b])
      await s.webhookEvents.append([c])
      await s.webhookEvents.append([a, { ...c, type: 'changed', data: {} }])
      await s.webhookEvents.append([])
      expect(await pendingOf(org)).toEqual([b, c, a])
      expect(await s.webhookEvents.get(c.id)).toEqual(c)
      await s.webhookEvents.markDispatched([a.id, b.id, c.id], at('2026-05-02T00:00:00Z'))
      expect(await pendingOf(org)).toEqual([])
    })

    it('treats an event recorded twice (a relay repeated after a crash) as one, and never revives a dispatched one', async () => {
      const org = uid('org')
      const d = outboxEvent(org, { createdAt: at('2026-06-01T00:00:00Z') })
      const e = outboxEvent(org, { createdAt: at('2026-06-01T00:00:01Z') })
      await s.keyMirror.insert(mirrorRow(uid('key'), org), [d])
      await s.keyMirror.insert(mirrorRow(uid('key'), org), [e])
      // As if a relay had recorded them and stopped before removing them from their documents.
      await s.webhookEvents.append([d, e])
      await s.webhookEvents.markDispatched([d.id], at('2026-06-02T00:00:00Z'))
      expect(await pendingOf(org)).toEqual([e])
      expect(await pendingOf(org)).toEqual([e])
      await s.webhookEvents.markDispatched([e.id], at('2026-06-02T00:00:00Z'))
      expect(await pendingOf(org)).toEqual([])
    })

    it('purges events dispatched before a time, never undispatched ones', async () => {
      const org = uid('org')
      const done = outboxEvent(org, { createdAt: at('2020-01-01T00:00:00Z') })
      const waiting = outboxEvent(org, { createdAt: at('2020-01-01T00:00:00Z') })
      await s.webhookEvents.append([done, waiting])
      await s.webhookEvents.markDispatched([done.id], at('2020-01-02T00:00:00Z'))
      await s.webhookEvents.purgeDispatched(at('2020-02-01T00:00:00Z'))
      expect(await s.webhookEvents.get(done.id)).toBeNull()
      expect(await s.webhookEvents.get(waiting.id)).not.toBeNull()
      await s.webhookEvents.markDispatched([waiting.id], at('2020-03-01T00:00:00Z'))
    })

    it('hands out at most `limit` events, oldest first', async () => {
      const org = uid('org')
      // Older than anything else the suites record, so they head the whole outbox.
      const es = [3, 1, 2].map((n) => outboxEvent(org, { createdAt: at(`1971-01-01T00:00:0${n}Z`) }))
      await s.webhookEvents.append(es)
      const [e3, e1, e2] = es
      expect(await s.webhookEvents.pending(2)).toEqual([e1, e2])
      expect(await s.webhookEvents.pending(0)).toEqual([])
      await s.webhookEvents.markDispatched([e1!.id], at('2026-07-01T00:00:00Z'))
      expect(await s.webhookEvents.pending(2)).toEqual([e2, e3])
      await s.webhookEvents.markDispatched([e2!.id, e3!.id], at('2026-07-01T00:00:00Z'))
    })

    it('hands out events relayed by concurrent callers exactly once each', async () => {
      const org = uid('org')
      const rows = Array.from({ length: 5 }, () => mirrorRow(uid('key'), org))
      const events = rows.flatMap((_, i) =>
        [0, 1].map((j) => outboxEvent(org, { createdAt: at(`2026-08-01T00:00:0${i}.${j}00Z`) })),
      )
      await Promise.all(rows.map((r, i) => s.keyMirror.insert(r, events.slice(2 * i, 2 * i + 2))))
      const seen = await Promise.all(Array.from({ length: 4 }, () => pendingOf(org)))
      for (const list of seen) expect(new Set(byId(list)).size).toBe(list.length)
      expect(await pendingOf(org)).toEqual(events)
      for (const r of rows) expect(await s.keyMirror.get(r.keyId)).toEqual(r)
      await s.webhookEvents.markDispatched(byId(events), at('2026-08-02T00:00:00Z'))
      expect(await pendingOf(org)).toEqual([])
    })
  })
}
