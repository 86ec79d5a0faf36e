// Shared suite: webhook endpoints, deliveries (leases) and the event outbox, including the events the key mirror
// records with its own writes. Tests may share a database (the on-disk embedded run does): deliveries are
// drained before each test, and event assertions only look at the test's own organization.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DuplicateError, type AttemptOutcome, type OutboxEvent, type Stores } from '../ports/index.ts'
import { at, mirrorRow, outboxEvent, uid, webhookDelivery, webhookEndpoint, type OpenStores } from './helpers.ts'

const plus = (d: Date, ms: number): Date => new Date(d.getTime() + ms)
const byId = <T extends { id: string }>(xs: T[]): string[] => xs.map((x) => x.id)

export function webhooksSuite(open: OpenStores): void {
  describe('webhook endpoint store', () => {
    let s: Stores
    beforeAll(async () => { s = await open() })
    afterAll(async () => { await s.close() })

    it('round-trips endpoints, lists an organization\'s oldest first, and refuses a duplicate id', async () => {
      const org = uid('org')
      const a = webhookEndpoint(org, {
        createdAt: at('2026-01-02T00:00:00Z'), updatedAt: at('2026-01-03T00:00:00Z'), description: 'billing sync',
        eventTypes: ['api_key.created', 'key.revoked'], previousSecretSealed: 'sealed:v1:old',
        previousSecretExpiresAt: at('2026-01-04T00:00:00Z'),
      })
      const b = webhookEndpoint(org, { createdAt: at('2026-01-01T00:00:00Z'), enabled: false, eventTypes: ['*'] })
      const c = webhookEndpoint(uid('org'))
      await s.webhookEndpoints.insert(a); await s.webhookEndpoints.insert(b); await s.webhookEndpoints.insert(c)
      expect(await s.webhookEndpoints.get(a.id)).toEqual(a)
      expect(await s.webhookEndpoints.get(b.id)).toEqual(b)
      expect(await s.webhookEndpoints.listByOrganization(org)).toEqual([b, a])
      expect(await s.webhookEndpoints.listByOrganization(uid('org'))).toEqual([])
      await expect(s.webhookEndpoints.insert({ ...a, url: 'https://other.example.com' })).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.webhookEndpoints.get(a.id)).toEqual(a)
      expect(await s.webhookEndpoints.get(uid('we'))).toBeNull()
    })

    it('updates each field, including setting them to null, and only the given ones', async () => {
      const e = webhookEndpoint(uid('org'), {
        description: 'd', previousSecretSealed: 'sealed:v1:old', previousSecretExpiresAt: at('2026-01-05T00:00:00Z'),
      })
      await s.webhookEndpoints.insert(e)
      const t1 = at('2026-01-10T00:00:00Z')
      const u1 = await s.webhookEndpoints.update(e.id, {
        url: 'https://new.example.com/hook', description: null, eventTypes: ['api_key.revoked', '*'], enabled: false,
      }, t1)
      expect(u1).toEqual({
        ...e, url: 'https://new.example.com/hook', description: null, eventTypes: ['api_key.revoked', '*'], enabled: false, updatedAt: t1,
      })
      expect(await s.webhookEndpoints.get(e.id)).toEqual(u1)

      const t2 = at('2026-01-11T00:00:00Z')
      const u2 = await s.webhookEndpoints.update(e.id, { secretSealed: 'sealed:v1:new', previousSecretSealed: null, previousSecretExpiresAt: null }, t2)
      expect(u2).toEqual({ ...u1, secretSealed: 'sealed:v1:new', previousSecretSealed: null, previousSecretExpiresAt: null, updatedAt: t2 })

      const t3 = at('2026-01-12T00:00:00Z')
      const u3 = await s.webhookEndpoints.update(e.id, {
        previousSecretSealed: 'sealed:v1:new', previousSecretExpiresAt: at('2026-01-13T00:00:00Z'), secretSealed: 'sealed:v1:newer',
        enabled: true, description: 'back', eventTypes: [],
      }, t3)
      expect(u3).toEqual({
        ...u2, previousSecretSealed: 'sealed:v1:new', previousSecretExpiresAt: at('2026-01-13T00:00:00Z'), secretSealed: 'sealed:v1:newer',
        enabled: true, description: 'back', eventTypes: [], updatedAt: t3,
      })

      const t4 = at('2026-01-14T00:00:00Z')
      expect(await s.webhookEndpoints.update(e.id, {}, t4)).toEqual({ ...u3, updatedAt: t4 })
      expect(await s.webhookEndpoints.get(e.id)).toEqual({ ...u3, updatedAt: t4 })
      expect(await s.webhookEndpoints.update(uid('we'), { enabled: false }, t4)).toBeNull()
    })

    it('deletes idempotently', async () => {
      const org = uid('org')
      const a = webhookEndpoint(org); const b = webhookEndpoint(org, { createdAt: at('2026-01-02T00:00:00Z') })
      await s.webhookEndpoints.insert(a); await s.webhookEndpoints.insert(b)
      await s.webhookEndpoints.delete(a.id)
      await s.webhookEndpoints.delete(a.id)
      await s.webhookEndpoints.delete(uid('we'))
      expect(await s.webhookEndpoints.get(a.id)).toBeNull()
      expect(await s.webhookEndpoints.listByOrganization(org)).toEqual([b])
    })
  })

  describe('webhook delivery store', () => {
    let s: Stores
    beforeAll(async () => { s = await open() })
    afterAll(async () => { await s.close() })
    // Lease whatever earlier tests left claimable far into the future, so each test sees only its own deliveries.
    beforeEach(async () => {
      await s.webhookDeliveries.claimDue(at('2999-01-01T00:00:00Z'), 1000 * 365 * 86_400_000, 'suite-drain', 100_000)
    })

    const failed = (attempts: number, lastAttemptAt: Date, nextAttemptAt: Date): AttemptOutcome => ({
      status: 'pending', attempts, nextAttemptAt, lastResponseCode: 503, lastError: 'http_503', lastAttemptAt, deliveredAt: null,
    })
    const succeeded = (attempts: number, lastAttemptAt: Date): AttemptOutcome => ({
      status: 'succeeded', attempts, nextAttemptAt: lastAttemptAt, lastResponseCode: 204, lastError: null, lastAttemptAt,
      deliveredAt: lastAttemptAt,
    })

    it('round-trips deliveries and skips one for an (endpoint, event) already present', async () => {
      const org = uid('org'); const ep = uid('we')
      const d1 = webhookDelivery(ep, org)
      const d2 = webhookDelivery(ep, org, {
        status: 'dead', attempts: 8, nextAttemptAt: at('2026-01-02T00:00:00Z'), leaseOwner: 'worker-1', leaseUntil: at('2026-01-02T00:01:00Z'),
        lastResponseCode: 500, lastError: 'http_500', lastAttemptAt: at('2026-01-02T00:00:30Z'), deliveredAt: at('2026-01-01T00:00:05Z'),
        updatedAt: at('2026-01-02T00:00:30Z'),
      })
      await s.webhookDeliveries.insertMany([d1, d2])
      expect(await s.webhookDeliveries.get(d1.id)).toEqual(d1)
      expect(await s.webhookDeliveries.get(d2.id)).toEqual(d2)

      const sameEvent = webhookDelivery(ep, org, { eventId: d1.eventId, payload: '{"other":true}' })
      const d3 = webhookDelivery(ep, org)
      const otherEndpoint = webhookDelivery(uid('we'), org, { eventId: d1.eventId })
      await s.webhookDeliveries.insertMany([sameEvent, d3, { ...d2, payload: 'changed' }, otherEndpoint])
      await s.webhookDeliveries.insertMany([])
      expect(await s.webhookDeliveries.get(sameEvent.id)).toBeNull()
      expect(await s.webhookDeliveries.get(d1.id)).toEqual(d1)
      expect(await s.webhookDeliveries.get(d2.id)).toEqual(d2)
      expect(await s.webhookDeliveries.get(d3.id)).toEqual(d3)
      expect(await s.webhookDeliveries.get(otherEndpoint.id)).toEqual(otherEndpoint)
      expect(await s.webhookDeliveries.get(uid('whd'))).toBeNull()
    })

    it('claims due deliveries oldest first up to the limit, skipping future, settled and leased ones', async () => {
      const org = uid('org'); const ep = uid('we')
      const now = at('2027-03-01T12:00:00Z')
      const a = webhookDelivery(ep, org, { nextAttemptAt: plus(now, -180_000) })
      const b = webhookDelivery(ep, org, { nextAttemptAt: plus(now, -120_000) })
      const c = webhookDelivery(ep, org, { nextAttemptAt: now })
      const future = webhookDelivery(ep, org, { nextAttemptAt: plus(now, 1) })
      const done = webhookDelivery(ep, org, { status: 'succeeded', nextAttemptAt: plus(now, -600_000), deliveredAt: plus(now, -600_000) })
      const dead = webhookDelivery(ep, org, { status: 'dead', nextAttemptAt: plus(now, -600_000) })
      const leased = webhookDelivery(ep, org, { nextAttemptAt: plus(now, -300_000), leaseOwner: 'other', leaseUntil: plus(now, 60_000) })
      await s.webhookDeliveries.insertMany([future, c, done, leased, b, dead, a])

      const first = await s.webhookDeliveries.claimDue(now, 30_000, 'w1', 2)
      expect(first).toEqual([a, b].map((d) => ({ ...d, leaseOwner: 'w1', leaseUntil: plus(now, 30_000) })))
      expect(await s.webhookDeliveries.get(a.id)).toEqual(first[0])
      expect(byId(await s.webhookDeliveries.claimDue(now, 30_000, 'w2', 10))).toEqual([c.id])
      expect(await s.webhookDeliveries.claimDue(now, 30_000, 'w3', 10)).toEqual([])
      expect(await s.webhookDeliveries.claimDue(now, 30_000, 'w3', 0)).toEqual([])
      expect(await s.webhookDeliveries.get(leased.id)).toEqual(leased)
      expect(await s.webhookDeliveries.get(future.id)).toEqual(future)
      expect(byId(await s.webhookDeliveries.claimDue(plus(now, 1), 30_000, 'w4', 10))).toEqual([future.id])
    })

    it('lets an expired lease be taken over; the first owner\'s late result then changes nothing', async () => {
      const org = uid('org'); const ep = uid('we')
      const now = at('2027-04-01T00:00:00Z')
      const d = webhookDelivery(ep, org, { nextAttemptAt: now })
      await s.webhookDeliveries.insertMany([d])
      expect(byId(await s.webhookDeliveries.claimDue(now, 30_000, 'A', 5))).toEqual([d.id])
      expect(await s.webhookDeliveries.claimDue(plus(now, 29_999), 30_000, 'B', 5)).toEqual([])
      const [taken] = await s.webhookDeliveries.claimDue(plus(now, 30_000), 30_000, 'B', 5)
      expect(taken).toEqual({ ...d, leaseOwner: 'B', leaseUntil: plus(now, 60_000) })

      expect(await s.webhookDeliveries.recordAttempt(d.id, 'A', succeeded(1, plus(now, 31_000)), plus(now, 31_000))).toBe(false)
      expect(await s.webhookDeliveries.get(d.id)).toEqual(taken)

      const t = plus(now, 32_000)
      expect(await s.webhookDeliveries.recordAttempt(d.id, 'B', failed(1, t, plus(now, 300_000)), t)).toBe(true)
      const afterFail = {
        ...d, attempts: 1, nextAttemptAt: plus(now, 300_000), lastResponseCode: 503, lastError: 'http_503', lastAttemptAt: t, updatedAt: t,
      }
      expect(await s.webhookDeliveries.get(d.id)).toEqual(afterFail)
      // The lease was freed by the record: the same owner cannot record again.
      expect(await s.webhookDeliveries.recordAttempt(d.id, 'B', succeeded(2, t), t)).toBe(false)
      expect(await s.webhookDeliveries.get(d.id)).toEqual(afterFail)

      expect(await s.webhookDeliveries.claimDue(plus(now, 299_999), 30_000, 'C', 5)).toEqual([])
      expect(byId(await s.webhookDeliveries.claimDue(plus(now, 300_000), 30_000, 'C', 5))).toEqual([d.id])
      const t2 = plus(now, 301_000)
      expect(await s.webhookDeliveries.recordAttempt(d.id, 'C', succeeded(2, t2), t2)).toBe(true)
      expect(await s.webhookDeliveries.get(d.id)).toEqual({
        ...afterFail, status: 'succeeded', attempts: 2, nextAttemptAt: t2, lastResponseCode: 204, lastError: null, lastAttemptAt: t2,
        deliveredAt: t2, updatedAt: t2,
      })
      expect(await s.webhookDeliveries.claimDue(plus(now, 86_400_000), 30_000, 'D', 5)).toEqual([])
      expect(await s.webhookDeliveries.recordAttempt(uid('whd'), 'C', succeeded(1, t2), t2)).toBe(false)
    })

    it('never leases one delivery to two concurrent claimers', async () => {
      const org = uid('org'); const ep = uid('we')
      const now = at('2027-05-01T00:00:00Z')
      const ds = Array.from({ length: 12 }, (_, i) => webhookDelivery(ep, org, { nextAttemptAt: plus(now, -i * 1000) }))
      await s.webhookDeliveries.insertMany(ds)
      const owners = Array.from({ length: 6 }, (_, i) => `worker-${i}`)
      const results = await Promise.all(owners.map((o) => s.webhookDeliveries.claimDue(now, 60_000, o, 3)))
      const ids = results.flat().map((d) => d.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect([...ids].sort()).toEqual(byId(ds).sort())
      for (const [i, claimed] of results.entries()) {
        expect(claimed.length).toBeLessThanOrEqual(3)
        for (const d of claimed) {
          expect(d.leaseOwner).toBe(owners[i])
          expect((await s.webhookDeliveries.get(d.id))?.leaseOwner).toBe(owners[i])
        }
      }
      expect(await s.webhookDeliveries.claimDue(now, 60_000, 'late', 10)).toEqual([])
    })

    it('redelivers: pending again from the given time, attempts reset, lease and delivery time dropped', async () => {
      const org = uid('org'); const ep = uid('we')
      const dead = webhookDelivery(ep, org, {
        status: 'dead', attempts: 8, nextAttemptAt: at('2026-01-03T00:00:00Z'), lastResponseCode: 500, lastError: 'http_500',
        lastAttemptAt: at('2026-01-03T00:00:00Z'),
      })
      const done = webhookDelivery(ep, org, {
        status: 'succeeded', attempts: 1, lastResponseCode: 200, lastAttemptAt: at('2026-01-01T00:00:01Z'), deliveredAt: at('2026-01-01T00:00:01Z'),
      })
      await s.webhookDeliveries.insertMany([dead, done])

      const t = at('2027-06-01T00:00:00Z')
      const r = await s.webhookDeliveries.redeliver(dead.id, t)
      expect(r).toEqual({ ...dead, status: 'pending', attempts: 0, nextAttemptAt: t, updatedAt: t })
      expect(await s.webhookDeliveries.get(dead.id)).toEqual(r)
      expect(byId(await s.webhookDeliveries.claimDue(t, 60_000, 'w', 10))).toEqual([dead.id])

      // Redelivered while leased: the lease is dropped, so the old owner's result is refused.
      const t2 = plus(t, 1000)
      const r2 = await s.webhookDeliveries.redeliver(dead.id, t2)
      expect(r2).toEqual({ ...dead, status: 'pending', attempts: 0, nextAttemptAt: t2, updatedAt: t2 })
      expect(await s.webhookDeliveries.recordAttempt(dead.id, 'w', succeeded(1, t2), t2)).toBe(false)
      expect(await s.webhookDeliveries.get(dead.id)).toEqual(r2)

      const r3 = await s.webhookDeliveries.redeliver(done.id, t2)
      expect(r3).toEqual({ ...done, status: 'pending', attempts: 0, nextAttemptAt: t2, deliveredAt: null, updatedAt: t2 })
      expect(byId(await s.webhookDeliveries.claimDue(t2, 60_000, 'v', 10)).sort()).toEqual([dead.id, done.id].sort())
      expect(await s.webhookDeliveries.redeliver(uid('whd'), t2)).toBeNull()
    })

    it('keeps each delivery\'s lease history: every claim and redelivery, in order, so a lost owner can tell what took its lease', async () => {
      const org = uid('org'); const ep = uid('we')
      const now = at('2027-07-01T00:00:00Z')
      const d = webhookDelivery(ep, org, { nextAttemptAt: now })
      await s.webhookDeliveries.insertMany([d])
      expect(await s.webhookDeliveries.leaseHistory(d.id)).toEqual([])
      const t1 = plus(now, 1000); const t2 = plus(now, 2000); const t3 = plus(now, 32_000)
      expect(byId(await s.webhookDeliveries.claimDue(now, 30_000, 'A', 5))).toEqual([d.id])
      await s.webhookDeliveries.redeliver(d.id, t1) // by hand, while A's attempt is in flight
      expect(byId(await s.webhookDeliveries.claimDue(t2, 30_000, 'B', 5))).toEqual([d.id])
      expect(byId(await s.webhookDeliveries.claimDue(t3, 30_000, 'C', 5))).toEqual([d.id]) // B's lease expired
      const history = [
        { kind: 'claimed', owner: 'A', at: now }, { kind: 'redelivered', at: t1 }, { kind: 'claimed', owner: 'B', at: t2 },
        { kind: 'claimed', owner: 'C', at: t3 },
      ]
      expect(await s.webhookDeliveries.leaseHistory(d.id)).toEqual(history)
      // Refused records and reads change nothing; the history never shows on the delivery itself.
      expect(await s.webhookDeliveries.recordAttempt(d.id, 'A', succeeded(1, t3), t3)).toBe(false)
      expect(await s.webhookDeliveries.recordAttempt(d.id, 'B', succeeded(1, t3), t3)).toBe(false)
      expect(await s.webhookDeliveries.leaseHistory(d.id)).toEqual(history)
      const leasedByC = { ...d, nextAttemptAt: t1, leaseOwner: 'C', leaseUntil: plus(t3, 30_000), updatedAt: t1 }
      expect(await s.webhookDeliveries.get(d.id)).toEqual(leasedByC)
      expect((await s.webhookDeliveries.listByEndpoint(ep, 10, 0)).deliveries).toEqual([leasedByC])

      // A record keeps what is recent and drops what is older than LEASE_HISTORY_KEEP_MS before it.
      const t4 = plus(t3, 1000); const t5 = plus(now, 3_610_000); const t6 = plus(now, 3_620_000)
      expect(await s.webhookDeliveries.recordAttempt(d.id, 'C', failed(1, t4, t5), t4)).toBe(true)
      expect(await s.webhookDeliveries.leaseHistory(d.id)).toEqual(history)
      expect(byId(await s.webhookDeliveries.claimDue(t5, 30_000, 'D', 5))).toEqual([d.id])
      expect(await s.webhookDeliveries.recordAttempt(d.id, 'D', succeeded(2, t6), t6)).toBe(true)
      expect(await s.webhookDeliveries.leaseHistory(d.id)).toEqual([{ kind: 'claimed', owner: 'C', at: t3 }, { kind: 'claimed', owner: 'D', at: t5 }])

      // Deleted with its endpoint: no history at all, as for a delivery that never was.
      const other = webhookDelivery(uid('we'), org, { nextAttemptAt: now })
      await s.webhookDeliveries.insertMany([other])
      expect(byId(await s.webhookDeliveries.claimDue(now, 30_000, 'E', 5))).toEqual([other.id])
      await s.webhookDeliveries.deleteByEndpoint(ep)
      expect(await s.webhookDeliveries.leaseHistory(d.id)).toBeNull()
      expect(await s.webhookDeliveries.leaseHistory(other.id)).toEqual([{ kind: 'claimed', owner: 'E', at: now }])
      expect(await s.webhookDeliveries.leaseHistory(uid('whd'))).toBeNull()
      // A new delivery under the same id starts with an empty history (nothing of the deleted one's is left).
      await s.webhookDeliveries.insertMany([{ ...d, nextAttemptAt: at('2999-12-31T00:00:00Z') }])
      expect(await s.webhookDeliveries.leaseHistory(d.id)).toEqual([])
    })

    it('lists an endpoint\'s deliveries newest first, with offset and hasMore', async () => {
      const org = uid('org'); const ep = uid('we')
      const ds = [1, 2, 3, 4, 5].map((day) => webhookDelivery(ep, org, { createdAt: at(`2026-02-0${day}T00:00:00Z`) }))
      await s.webhookDeliveries.insertMany([ds[2]!, ds[0]!, ds[4]!, ds[1]!, ds[3]!, webhookDelivery(uid('we'), org)])
      const [d1, d2, d3, d4, d5] = ds
      expect(await s.webhookDeliveries.listByEndpoint(ep, 2, 0)).toEqual({ deliveries: [d5, d4], hasMore: true })
      expect(await s.webhookDeliveries.listByEndpoint(ep, 2, 2)).toEqual({ deliveries: [d3, d2], hasMore: true })
      expect(await s.webhookDeliveries.listByEndpoint(ep, 2, 4)).toEqual({ deliveries: [d1], hasMore: false })
      expect(await s.webhookDeliveries.listByEndpoint(ep, 5, 0)).toEqual({ deliveries: [d5, d4, d3, d2, d1], hasMore: false })
      expect(await s.webhookDeliveries.listByEndpoint(ep, 10, 10)).toEqual({ deliveries: [], hasMore: false })
      expect(await s.webhookDeliveries.listByEndpoint(uid('we'), 10, 0)).toEqual({ deliveries: [], hasMore: false })
    })

    it('purges finished deliveries last updated before a time, and nothing pending', async () => {
      const org = uid('org'); const ep = uid('we')
      const old = webhookDelivery(ep, org, { status: 'succeeded', updatedAt: at('2020-01-01T00:00:00Z') })
      const oldDead = webhookDelivery(ep, org, { status: 'dead', updatedAt: at('2020-01-02T00:00:00Z') })
      const oldPending = webhookDelivery(ep, org, { status: 'pending', updatedAt: at('2020-01-01T00:00:00Z'), nextAttemptAt: at('2999-01-01T00:00:00Z') })
      const recent = webhookDelivery(ep, org, { status: 'succeeded', updatedAt: at('2020-03-01T00:00:00Z') })
      await s.webhookDeliveries.insertMany([old, oldDead, oldPending, recent])
      expect(await s.webhookDeliveries.purgeFinished(at('2020-02-01T00:00:00Z'))).toBeGreaterThanOrEqual(2)
      expect(await s.webhookDeliveries.get(old.id)).toBeNull()
      expect(await s.webhookDeliveries.get(oldDead.id)).toBeNull()
      expect(await s.webhookDeliveries.get(oldPending.id)).not.toBeNull()
      expect(await s.webhookDeliveries.get(recent.id)).not.toBeNull()
    })

    it('counts pending deliveries (the backlog), not finished ones', async () => {
      const org = uid('org'); const ep = uid('we')
      const before = await s.webhookDeliveries.countPending()
      await s.webhookDeliveries.insertMany([
        webhookDelivery(ep, org, { status: 'pending' }), webhookDelivery(ep, org, { status: 'pending' }),
        webhookDelivery(ep, org, { status: 'succeeded' }), webhookDelivery(ep, org, { status: 'dead' }),
      ])
      expect(await s.webhookDeliveries.countPending()).toBe(before + 2)
    })

    it('drops a deleted endpoint\'s deliveries and no one else\'s', async () => {
      const org = uid('org'); const ep = uid('we'); const other = uid('we')
      const a = webhookDelivery(ep, org); const b = webhookDelivery(ep, org); const c = webhookDelivery(other, org, { eventId: a.eventId })
      await s.webhookDeliveries.insertMany([a, b, c])
      await s.webhookDeliveries.deleteByEndpoint(ep)
      await s.webhookDeliveries.deleteByEndpoint(ep)
      expect(await s.webhookDeliveries.get(a.id)).toBeNull()
      expect(await s.webhookDeliveries.get(b.id)).toBeNull()
      expect(await s.webhookDeliveries.get(c.id)).toEqual(c)
      expect(await s.webhookDeliveries.listByEndpoint(ep, 10, 0)).toEqual({ deliveries: [], hasMore: false })
      // The (endpoint, event) pair is free again.
      const again = webhookDelivery(ep, org, { eventId: a.eventId })
      await s.webhookDeliveries.insertMany([again])
      expect(await s.webhookDeliveries.get(again.id)).toEqual(again)
    })
  })

  describe('webhook event outbox', () => {
    let s: Stores
    beforeAll(async () => { s = await open() })
    afterAll(async () => { await s.close() })

    const ALL = 10_000
    const pendingOf = async (org: string): Promise<OutboxEvent[]> =>
      (await s.webhookEvents.pending(ALL)).filter((e) => e.organizationId === org)

    it('records a key\'s events with its row, hands them out until dispatched, and never shows them on the row', async () => {
      const org = uid('org'); const keyId = uid('key')
      const row = mirrorRow(keyId, org, { expiresAt: at('2026-01-02T00:00:00Z') })
      const e1 = outboxEvent(org, { createdAt: at('2026-02-01T00:00:00Z') })
      const e2 = outboxEvent(org, { type: 'api_key.updated', createdAt: at('2026-02-01T00:00:01Z'), data: { nested: { list: [1, 'two'] } } })
      await s.keyMirror.insert(row, [e1, e2])

      // Read while the events may still travel with the row.
      expect(await s.keyMirror.get(keyId)).toEqual(row)
      expect(await s.keyMirror.listByOrganization(org)).toEqual([row])
      expect((await s.keyMirror.listExpired(at('2026-01-03T00:00:00Z'), 100_000)).filter((r) => r.keyId === keyId)).toEqual([row])
      const t = at('2026-02-02T00:00:00Z')
      expect(await s.keyMirror.update(keyId, { description: 'x' }, t)).toEqual({ ...row, description: 'x', updatedAt: t })

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
      const org = uid('org'); const keyId = uid('key')
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
      const org = uid('org'); const keyId = uid('key')
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
      const events = rows.flatMap((_, i) => [0, 1].map((j) => outboxEvent(org, { createdAt: at(`2026-08-01T00:00:0${i}.${j}00Z`) })))
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
