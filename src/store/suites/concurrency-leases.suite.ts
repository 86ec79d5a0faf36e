// Shared suite: concurrency leases (ports/rate-limits.ts ConcurrencyStore). `open` gives two handles on the same
// backing service, as two server instances would have. Times are explicit, so every expectation is exact.
// Run by rateLimitsSuite (index.ts) with sliding-windows.suite.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConcurrencyStore, Coordination } from '../ports/index.ts'
import { uid } from './helpers.ts'

/** The store this suite exercises, plus close(); a Coordination fits. */
export type ConcurrencyHandle = Pick<Coordination, 'concurrency' | 'close'>

export function concurrencyLeasesSuite(open: () => Promise<[ConcurrencyHandle, ConcurrencyHandle]>): void {
  describe('concurrency leases', () => {
    let a: ConcurrencyStore
    let b: ConcurrencyStore
    let handles: [ConcurrencyHandle, ConcurrencyHandle]
    beforeAll(async () => {
      handles = await open()
      a = handles[0].concurrency
      b = handles[1].concurrency
    })
    afterAll(async () => {
      await handles[0].close()
      if (handles[1] !== handles[0]) await handles[1].close()
    })

    it('holds at most `max` leases; release frees a slot', async () => {
      const s = uid('cc')
      for (const l of ['l1', 'l2', 'l3', 'l4']) expect(await a.acquire(s, l, 4, 30_000, 0)).toBe(true)
      expect(await b.acquire(s, 'l5', 4, 30_000, 10)).toBe(false)
      expect(await b.count(s, 10)).toBe(4)
      await b.release(s, 'l2')
      expect(await a.count(s, 20)).toBe(3)
      expect(await a.acquire(s, 'l5', 4, 30_000, 20)).toBe(true)
      expect(await b.acquire(s, 'l6', 4, 30_000, 20)).toBe(false)
      // Idempotent release, also of leases never held or of unknown subjects.
      await a.release(s, 'l2')
      await a.release(s, 'nope')
      await a.release(uid('cc'), 'nope')
      expect(await b.count(s, 30)).toBe(4)
      // Acquiring a lease already held takes no second slot.
      expect(await a.acquire(s, 'l1', 4, 30_000, 40)).toBe(true)
      expect(await a.count(s, 40)).toBe(4)
      expect(await a.count(uid('cc'), 40)).toBe(0)
    })

    it('an expired lease frees its slot without release', async () => {
      const s = uid('cc')
      expect(await a.acquire(s, 'crashed', 1, 1000, 0)).toBe(true)
      expect(await b.acquire(s, 'next', 1, 1000, 999)).toBe(false)
      expect(await b.count(s, 999)).toBe(1)
      expect(await b.count(s, 1000)).toBe(0)
      expect(await b.acquire(s, 'next', 1, 1000, 1000)).toBe(true)
      expect(await a.renew(s, 'crashed', 1000, 1001)).toBe(false)
      expect(await a.count(s, 1001)).toBe(1)
    })

    it('renew extends a held lease, and fails once expired or released', async () => {
      const s = uid('cc')
      expect(await a.acquire(s, 'x', 1, 1000, 0)).toBe(true)
      expect(await b.renew(s, 'x', 1000, 900)).toBe(true) // now expires at 1900
      expect(await b.acquire(s, 'y', 1, 1000, 1500)).toBe(false)
      expect(await a.count(s, 1899)).toBe(1)
      expect(await a.count(s, 1900)).toBe(0)
      expect(await a.renew(s, 'x', 1000, 1900)).toBe(false)
      expect(await a.acquire(s, 'y', 1, 1000, 2000)).toBe(true)
      await b.release(s, 'y')
      expect(await a.renew(s, 'y', 1000, 2100)).toBe(false)
      expect(await a.renew(s, 'never', 1000, 2100)).toBe(false)
      expect(await a.count(s, 2100)).toBe(0)
    })

    it('two instances share the slots', async () => {
      const s = uid('cc')
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).acquire(s, `lease-${i}`, 4, 30_000, 100)),
      )
      expect(results.filter(Boolean)).toHaveLength(4)
      expect(await a.count(s, 100)).toBe(4)
      expect(await b.count(s, 100)).toBe(4)
      const held = results.flatMap((ok, i) => (ok ? [`lease-${i}`] : []))
      await a.release(s, held[0]!)
      expect(await b.acquire(s, 'late', 4, 30_000, 200)).toBe(true)
      expect(await a.acquire(s, 'later', 4, 30_000, 200)).toBe(false)
    })
  })
}
