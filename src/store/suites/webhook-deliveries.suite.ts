// Shared suite: webhook deliveries (ports/webhooks.ts WebhookDeliveryStore): leases and their history, attempts,
// redelivery, listing and retention. Tests may share a database (the on-disk embedded run does): deliveries are
// drained before each test.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AttemptOutcome, Stores } from '../ports/index.ts'
import { ATTEMPT_LOG_KEEP } from '../ports/webhooks.ts'
import { at, byId, plus, uid, webhookDelivery, type OpenStores } from './helpers.ts'

export function webhookDeliveriesSuite(open: OpenStores): void {
  describe('webhook delivery store', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })
    // Lease whatever earlier tests left claimable far into the future, so each test sees only its own deliveries.
    beforeEach(async () => {
      await s.webhookDeliveries.claimDue(at('2999-01-01T00:00:00Z'), 1000 * 365 * 86_400_000, 'suite-drain', 100_000)
    })

    const failed = (attempts: number, lastAttemptAt: Date, nextAttemptAt: Date): AttemptOutcome => ({
      status: 'pending',
      attempts,
      nextAttemptAt,
      lastResponseCode: 503,
      lastError: 'http_503',
      lastAttemptAt,
      deliveredAt: null,
    })
    const succeeded = (attempts: number, lastAttemptAt: Date): AttemptOutcome => ({
      status: 'succeeded',
      attempts,
      nextAttemptAt: lastAttemptAt,
      lastResponseCode: 204,
      lastError: null,
      lastAttemptAt,
      deliveredAt: lastAttemptAt,
    })

    it('round-trips deliveries and skips one for an (endpoint, event) already present', async () => {
      const org = uid('org')
      const ep = uid('we')
      const d1 = webhookDelivery(ep, org)
      const d2 = webhookDelivery(ep, org, {
        status: 'dead',
        attempts: 8,
        nextAttemptAt: at('2026-01-02T00:00:00Z'),
        leaseOwner: 'worker-1',
        leaseUntil: at('2026-01-02T00:01:00Z'),
        lastResponseCode: 500,
        lastError: 'http_500',
        lastAttemptAt: at('2026-01-02T00:00:30Z'),
        deliveredAt: at('2026-01-01T00:00:05Z'),
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

    it('keeps each recorded attempt (newest first, the newest ATTEMPT_LOG_KEEP), not one recorded under a lost lease', async () => {
      const org = uid('org')
      const ep = uid('we')
      let now = at('2027-02-01T00:00:00Z')
      const d = webhookDelivery(ep, org, { nextAttemptAt: now })
      await s.webhookDeliveries.insertMany([d])
      expect(await s.webhookDeliveries.listAttempts(d.id)).toEqual([])
      const attempt = (n: number) => ({
        at: plus(now, n),
        responseCode: n % 2 ? 500 : null,
        error: n % 2 ? 'http_500' : 'timeout',
        durationMs: n,
        responseExcerpt: n % 2 ? `oops ${n} é` : null,
      })
      const made = []
      for (let n = 1; n <= ATTEMPT_LOG_KEEP + 2; n++) {
        expect(byId(await s.webhookDeliveries.claimDue(now, 30_000, 'W', 1))).toEqual([d.id])
        made.push(attempt(n))
        expect(
          await s.webhookDeliveries.recordAttempt(d.id, 'W', { ...failed(n, now, now), attempt: made.at(-1)! }, now),
        ).toBe(true)
        now = plus(now, 1000)
      }
      const log = await s.webhookDeliveries.listAttempts(d.id)
      expect(log).toEqual(made.slice(-ATTEMPT_LOG_KEEP).reverse())
      expect(log.at(-1)!.durationMs).toBe(3)
      // A late result under a lease that is not the caller's records no attempt.
      expect(
        await s.webhookDeliveries.recordAttempt(d.id, 'gone', { ...succeeded(99, now), attempt: attempt(99) }, now),
      ).toBe(false)
      expect((await s.webhookDeliveries.listAttempts(d.id))[0]!.durationMs).toBe(ATTEMPT_LOG_KEEP + 2)
      expect(await s.webhookDeliveries.listAttempts(uid('whd'))).toEqual([])
    })

    it('claims due deliveries oldest first up to the limit, skipping future, settled and leased ones', async () => {
      const org = uid('org')
      const ep = uid('we')
      const now = at('2027-03-01T12:00:00Z')
      const a = webhookDelivery(ep, org, { nextAttemptAt: plus(now, -180_000) })
      const b = webhookDelivery(ep, org, { nextAttemptAt: plus(now, -120_000) })
      const c = webhookDelivery(ep, org, { nextAttemptAt: now })
      const future = webhookDelivery(ep, org, { nextAttemptAt: plus(now, 1) })
      const done = webhookDelivery(ep, org, {
        status: 'succeeded',
        nextAttemptAt: plus(now, -600_000),
        deliveredAt: plus(now, -600_000),
      })
      const dead = webhookDelivery(ep, org, { status: 'dead', nextAttemptAt: plus(now, -600_000) })
      const leased = webhookDelivery(ep, org, {
        nextAttemptAt: plus(now, -300_000),
        leaseOwner: 'other',
        leaseUntil: plus(now, 60_000),
      })
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

    it("lets an expired lease be taken over; the first owner's late result then changes nothing", async () => {
      const org = uid('org')
      const ep = uid('we')
      const now = at('2027-04-01T00:00:00Z')
      const d = webhookDelivery(ep, org, { nextAttemptAt: now })
      await s.webhookDeliveries.insertMany([d])
      expect(byId(await s.webhookDeliveries.claimDue(now, 30_000, 'A', 5))).toEqual([d.id])
      expect(await s.webhookDeliveries.claimDue(plus(now, 29_999), 30_000, 'B', 5)).toEqual([])
      const [taken] = await s.webhookDeliveries.claimDue(plus(now, 30_000), 30_000, 'B', 5)
      expect(taken).toEqual({ ...d, leaseOwner: 'B', leaseUntil: plus(now, 60_000) })

      expect(
        await s.webhookDeliveries.recordAttempt(d.id, 'A', succeeded(1, plus(now, 31_000)), plus(now, 31_000)),
      ).toBe(false)
      expect(await s.webhookDeliveries.get(d.id)).toEqual(taken)

      const t = plus(now, 32_000)
      expect(await s.webhookDeliveries.recordAttempt(d.id, 'B', failed(1, t, plus(now, 300_000)), t)).toBe(true)
      const afterFail = {
        ...d,
        attempts: 1,
        nextAttemptAt: plus(now, 300_000),
        lastResponseCode: 503,
        lastError: 'http_503',
        lastAttemptAt: t,
        updatedAt: t,
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
        ...afterFail,
        status: 'succeeded',
        attempts: 2,
        nextAttemptAt: t2,
        lastResponseCode: 204,
        lastError: null,
        lastAttemptAt: t2,
        deliveredAt: t2,
        updatedAt: t2,
      })
      expect(await s.webhookDeliveries.claimDue(plus(now, 86_400_000), 30_000, 'D', 5)).toEqual([])
      expect(await s.webhookDeliveries.recordAttempt(uid('whd'), 'C', succeeded(1, t2), t2)).toBe(false)
    })

    it('never leases one delivery to two concurrent claimers', async () => {
      const org = uid('org')
      const ep = uid('we')
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
      const org = uid('org')
      const ep = uid('we')
      const dead = webhookDelivery(ep, org, {
        status: 'dead',
        attempts: 8,
        nextAttemptAt: at('2026-01-03T00:00:00Z'),
        lastResponseCode: 500,
        lastError: 'http_500',
        lastAttemptAt: at('2026-01-03T00:00:00Z'),
      })
      const done = webhookDelivery(ep, org, {
        status: 'succeeded',
        attempts: 1,
        lastResponseCode: 200,
        lastAttemptAt: at('2026-01-01T00:00:01Z'),
        deliveredAt: at('2026-01-01T00:00:01Z'),
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
      expect(r3).toEqual({
        ...done,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: t2,
        deliveredAt: null,
        updatedAt: t2,
      })
      expect(byId(await s.webhookDeliveries.claimDue(t2, 60_000, 'v', 10)).sort()).toEqual([dead.id, done.id].sort())
      expect(await s.webhookDeliveries.redeliver(uid('whd'), t2)).toBeNull()
    })

    it("keeps each delivery's lease history: every claim and redelivery, in order, so a lost owner can tell what took its lease", async () => {
      const org = uid('org')
      const ep = uid('we')
      const now = at('2027-07-01T00:00:00Z')
      const d = webhookDelivery(ep, org, { nextAttemptAt: now })
      await s.webhookDeliveries.insertMany([d])
      expect(await s.webhookDeliveries.leaseHistory(d.id)).toEqual([])
      const t1 = plus(now, 1000)
      const t2 = plus(now, 2000)
      const t3 = plus(now, 32_000)
      expect(byId(await s.webhookDeliveries.claimDue(now, 30_000, 'A', 5))).toEqual([d.id])
      await s.webhookDeliveries.redeliver(d.id, t1) // by hand, while A's attempt is in flight
      expect(byId(await s.webhookDeliveries.claimDue(t2, 30_000, 'B', 5))).toEqual([d.id])
      expect(byId(await s.webhookDeliveries.claimDue(t3, 30_000, 'C', 5))).toEqual([d.id]) // B's lease expired
      const history = [
        { kind: 'claimed', owner: 'A', at: now },
        { kind: 'redelivered', at: t1 },
        { kind: 'claimed', owner: 'B', at: t2 },
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
      const t4 = plus(t3, 1000)
      const t5 = plus(now, 3_610_000)
      const t6 = plus(now, 3_620_000)
      expect(await s.webhookDeliveries.recordAttempt(d.id, 'C', failed(1, t4, t5), t4)).toBe(true)
      expect(await s.webhookDeliveries.leaseHistory(d.id)).toEqual(history)
      expect(byId(await s.webhookDeliveries.claimDue(t5, 30_000, 'D', 5))).toEqual([d.id])
      expect(await s.webhookDeliveries.recordAttempt(d.id, 'D', succeeded(2, t6), t6)).toBe(true)
      expect(await s.webhookDeliveries.leaseHistory(d.id)).toEqual([
        { kind: 'claimed', owner: 'C', at: t3 },
        { kind: 'claimed', owner: 'D', at: t5 },
      ])

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

    it("lists an endpoint's deliveries newest first, with offset and hasMore", async () => {
      const org = uid('org')
      const ep = uid('we')
      const ds = [1, 2, 3, 4, 5].map((day) => webhookDelivery(ep, org, { createdAt: at(`2026-02-0${day}T00:00:00Z`) }))
      await s.webhookDeliveries.insertMany([ds[2]!, ds[0]!, ds[4]!, ds[1]!, ds[3]!, webhookDelivery(uid('we'), org)])
      const [d1, d2, d3, d4, d5] = ds
      expect(await s.webhookDeliveries.listByEndpoint(ep, 2, 0)).toEqual({ deliveries: [d5, d4], hasMore: true })
      expect(await s.webhookDeliveries.listByEndpoint(ep, 2, 2)).toEqual({ deliveries: [d3, d2], hasMore: true })
      expect(await s.webhookDeliveries.listByEndpoint(ep, 2, 4)).toEqual({ deliveries: [d1], hasMore: false })
      expect(await s.webhookDeliveries.listByEndpoint(ep, 5, 0)).toEqual({
        deliveries: [d5, d4, d3, d2, d1],
        hasMore: false,
      })
      expect(await s.webhookDeliveries.listByEndpoint(ep, 10, 10)).toEqual({ deliveries: [], hasMore: false })
      expect(await s.webhookDeliveries.listByEndpoint(uid('we'), 10, 0)).toEqual({ deliveries: [], hasMore: false })
    })

    it('purges finished deliveries last updated before a time, and nothing pending', async () => {
      const org = uid('org')
      const ep = uid('we')
      const old = webhookDelivery(ep, org, { status: 'succeeded', updatedAt: at('2020-01-01T00:00:00Z') })
      const oldDead = webhookDelivery(ep, org, { status: 'dead', updatedAt: at('2020-01-02T00:00:00Z') })
      const oldPending = webhookDelivery(ep, org, {
        status: 'pending',
        updatedAt: at('2020-01-01T00:00:00Z'),
        nextAttemptAt: at('2999-01-01T00:00:00Z'),
      })
      const recent = webhookDelivery(ep, org, { status: 'succeeded', updatedAt: at('2020-03-01T00:00:00Z') })
      await s.webhookDeliveries.insertMany([old, oldDead, oldPending, recent])
      expect(await s.webhookDeliveries.purgeFinished(at('2020-02-01T00:00:00Z'))).toBeGreaterThanOrEqual(2)
      expect(await s.webhookDeliveries.get(old.id)).toBeNull()
      expect(await s.webhookDeliveries.get(oldDead.id)).toBeNull()
      expect(await s.webhookDeliveries.get(oldPending.id)).not.toBeNull()
      expect(await s.webhookDeliveries.get(recent.id)).not.toBeNull()
    })

    it('counts pending deliveries (the backlog), not finished ones', async () => {
      const org = uid('org')
      const ep = uid('we')
      const before = await s.webhookDeliveries.countPending()
      await s.webhookDeliveries.insertMany([
        webhookDelivery(ep, org, { status: 'pending' }),
        webhookDelivery(ep, org, { status: 'pending' }),
        webhookDelivery(ep, org, { status: 'succeeded' }),
        webhookDelivery(ep, org, { status: 'dead' }),
      ])
      expect(await s.webhookDeliveries.countPending()).toBe(before + 2)
    })

    it("drops a deleted endpoint's deliveries and no one else's", async () => {
      const org = uid('org')
      const ep = uid('we')
      const other = uid('we')
      const a = webhookDelivery(ep, org)
      const b = webhookDelivery(ep, org)
      const c = webhookDelivery(other, org, { eventId: a.eventId })
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
}
