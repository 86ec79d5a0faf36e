// Shared suite: sliding windows (ports/rate-limits.ts SlidingWindowStore). `open` gives two handles on the same
// backing service, as two server instances would have. Times are explicit (the service's clock is injected), so
// every expectation is exact. Run by rateLimitsSuite (index.ts) with concurrency-leases.suite.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Coordination, SlidingWindowStore } from '../ports/index.ts'
import { uid } from './helpers.ts'

/** The store this suite exercises, plus close(); a Coordination fits. */
export type SlidingWindowHandle = Pick<Coordination, 'windows' | 'close'>

const MIN = 60_000

export function slidingWindowsSuite(open: () => Promise<[SlidingWindowHandle, SlidingWindowHandle]>): void {
  describe('sliding windows', () => {
    let a: SlidingWindowStore
    let b: SlidingWindowStore
    let handles: [SlidingWindowHandle, SlidingWindowHandle]
    beforeAll(async () => {
      handles = await open()
      a = handles[0].windows
      b = handles[1].windows
    })
    afterAll(async () => {
      await handles[0].close()
      if (handles[1] !== handles[0]) await handles[1].close()
    })

    it('admits exactly `limit` in the window and readmits when the oldest admission leaves', async () => {
      const s = uid('rl')
      expect(await a.hit(s, 3, MIN, 0)).toEqual({ admitted: true, count: 1, resetAtMs: 60_000, retryAtMs: null })
      expect(await a.hit(s, 3, MIN, 1000)).toEqual({ admitted: true, count: 2, resetAtMs: 60_000, retryAtMs: null })
      expect(await a.hit(s, 3, MIN, 2000)).toEqual({ admitted: true, count: 3, resetAtMs: 60_000, retryAtMs: null })
      expect(await a.hit(s, 3, MIN, 3000)).toEqual({ admitted: false, count: 3, resetAtMs: 60_000, retryAtMs: 60_000 })
      // The t=0 admission counts while now - 0 < 60000.
      expect(await a.hit(s, 3, MIN, 59_999)).toEqual({
        admitted: false,
        count: 3,
        resetAtMs: 60_000,
        retryAtMs: 60_000,
      })
      expect(await a.hit(s, 3, MIN, 60_000)).toEqual({ admitted: true, count: 3, resetAtMs: 61_000, retryAtMs: null })
      expect(await a.hit(s, 3, MIN, 60_001)).toEqual({
        admitted: false,
        count: 3,
        resetAtMs: 61_000,
        retryAtMs: 61_000,
      })
      // Once everything has left, the window is empty again.
      expect(await a.peek(s, 3, MIN, 200_000)).toEqual({ admitted: true, count: 0, resetAtMs: null, retryAtMs: null })
    })

    it('denials record nothing', async () => {
      const s = uid('rl')
      for (const t of [0, 1000, 2000]) expect((await a.hit(s, 3, MIN, t)).admitted).toBe(true)
      let denied = 0
      for (let t = 3000; t < 60_000; t += 97) {
        const d = await (t % 2 ? a : b).hit(s, 3, MIN, t)
        expect(d).toEqual({ admitted: false, count: 3, resetAtMs: 60_000, retryAtMs: 60_000 })
        denied++
      }
      expect(await a.hit(s, 3, MIN, 59_999)).toMatchObject({ admitted: false, count: 3 })
      expect(denied).toBeGreaterThan(500)
      expect(await b.hit(s, 3, MIN, 60_000)).toEqual({ admitted: true, count: 3, resetAtMs: 61_000, retryAtMs: null })
      expect(await a.peek(s, 3, MIN, 60_000)).toEqual({
        admitted: false,
        count: 3,
        resetAtMs: 61_000,
        retryAtMs: 61_000,
      })
      expect(await a.hit(s, 3, MIN, 61_000)).toEqual({ admitted: true, count: 3, resetAtMs: 62_000, retryAtMs: null })
    })

    it('keeps the history when the limit changes between calls', async () => {
      const s = uid('rl')
      for (const t of [0, 1000, 2000]) expect((await a.hit(s, 3, MIN, t)).admitted).toBe(true)
      // Limit 2 with 3 counted: two must leave; the 2nd-oldest (1000) leaves at 61000.
      expect(await b.hit(s, 2, MIN, 3000)).toEqual({ admitted: false, count: 3, resetAtMs: 60_000, retryAtMs: 61_000 })
      expect(await b.hit(s, 1, MIN, 3000)).toEqual({ admitted: false, count: 3, resetAtMs: 60_000, retryAtMs: 62_000 })
      expect(await b.hit(s, 2, MIN, 60_000)).toMatchObject({ admitted: false, count: 2, retryAtMs: 61_000 })
      expect(await b.hit(s, 2, MIN, 61_000)).toEqual({ admitted: true, count: 2, resetAtMs: 62_000, retryAtMs: null })
      // A larger limit later counts the same history.
      expect(await a.hit(s, 5, MIN, 61_500)).toEqual({ admitted: true, count: 3, resetAtMs: 62_000, retryAtMs: null })
    })

    it('limit 0 denies with no retry time, and records nothing', async () => {
      const s = uid('rl')
      expect(await a.hit(s, 0, MIN, 0)).toEqual({ admitted: false, count: 0, resetAtMs: null, retryAtMs: null })
      expect(await a.peek(s, 0, MIN, 0)).toEqual({ admitted: false, count: 0, resetAtMs: null, retryAtMs: null })
      expect(await a.hit(s, 3, MIN, 500)).toMatchObject({ admitted: true, count: 1 })
      expect(await b.hit(s, 0, MIN, 1000)).toEqual({ admitted: false, count: 1, resetAtMs: 60_500, retryAtMs: null })
      expect(await a.peek(s, 3, MIN, 1000)).toMatchObject({ admitted: true, count: 1 })
    })

    it('peek never records', async () => {
      const s = uid('rl')
      for (let i = 0; i < 5; i++) {
        expect(await a.peek(s, 1, MIN, 10 * i)).toEqual({ admitted: true, count: 0, resetAtMs: null, retryAtMs: null })
      }
      expect(await a.hit(s, 1, MIN, 100)).toEqual({ admitted: true, count: 1, resetAtMs: 60_100, retryAtMs: null })
      for (let i = 0; i < 5; i++) {
        expect(await b.peek(s, 1, MIN, 200 + i)).toEqual({
          admitted: false,
          count: 1,
          resetAtMs: 60_100,
          retryAtMs: 60_100,
        })
        expect(await b.peek(s, 2, MIN, 200 + i)).toEqual({
          admitted: true,
          count: 1,
          resetAtMs: 60_100,
          retryAtMs: null,
        })
      }
      expect(await a.hit(s, 2, MIN, 300)).toEqual({ admitted: true, count: 2, resetAtMs: 60_100, retryAtMs: null })
      expect(await a.peek(s, 2, MIN, 60_100)).toEqual({ admitted: true, count: 1, resetAtMs: 60_300, retryAtMs: null })
      expect(await a.peek(s, 2, MIN, 60_100)).toEqual({ admitted: true, count: 1, resetAtMs: 60_300, retryAtMs: null })
    })

    it('counts several admissions in the same millisecond', async () => {
      const s = uid('rl')
      const seq: boolean[] = []
      for (let i = 0; i < 4; i++) seq.push((await a.hit(s, 5, MIN, 500)).admitted)
      const burst = await Promise.all([a, b, a, b, a, b].map((h) => h.hit(s, 5, MIN, 500)))
      expect([...seq, ...burst.map((d) => d.admitted)].filter(Boolean)).toHaveLength(5)
      expect(await b.hit(s, 5, MIN, 500)).toEqual({ admitted: false, count: 5, resetAtMs: 60_500, retryAtMs: 60_500 })
      expect(await a.hit(s, 5, MIN, 60_499)).toMatchObject({ admitted: false, count: 5 })
      // All five leave together.
      expect(await a.hit(s, 5, MIN, 60_500)).toEqual({ admitted: true, count: 1, resetAtMs: 120_500, retryAtMs: null })

      // Ties mixed with distinct times: the k-th oldest is found across tied entries.
      const m = uid('rl')
      for (const t of [0, 0, 1000]) expect((await a.hit(m, 3, MIN, t)).admitted).toBe(true)
      expect(await b.hit(m, 3, MIN, 2000)).toEqual({ admitted: false, count: 3, resetAtMs: 60_000, retryAtMs: 60_000 })
      expect(await b.hit(m, 2, MIN, 2000)).toEqual({ admitted: false, count: 3, resetAtMs: 60_000, retryAtMs: 60_000 })
      expect(await b.hit(m, 1, MIN, 2000)).toEqual({ admitted: false, count: 3, resetAtMs: 60_000, retryAtMs: 61_000 })
      expect(await b.hit(m, 3, MIN, 60_000)).toEqual({ admitted: true, count: 2, resetAtMs: 61_000, retryAtMs: null })
    })

    it('keeps subjects apart and handles epoch-sized times and other windows', async () => {
      const s1 = uid('rl')
      const s2 = uid('rl')
      const T = 1_767_225_600_123 // 2026-01-01T00:00:00.123Z
      expect(await a.hit(s1, 1, 1000, T)).toEqual({ admitted: true, count: 1, resetAtMs: T + 1000, retryAtMs: null })
      expect(await a.hit(s2, 1, 1000, T)).toEqual({ admitted: true, count: 1, resetAtMs: T + 1000, retryAtMs: null })
      expect(await b.hit(s1, 1, 1000, T + 999)).toEqual({
        admitted: false,
        count: 1,
        resetAtMs: T + 1000,
        retryAtMs: T + 1000,
      })
      expect(await b.hit(s1, 1, 1000, T + 1000)).toEqual({
        admitted: true,
        count: 1,
        resetAtMs: T + 2000,
        retryAtMs: null,
      })
      // Per day, as portal key creation uses (5/day).
      const d = uid('rl')
      const DAY = 86_400_000
      for (let i = 0; i < 5; i++) expect((await a.hit(d, 5, DAY, T + i * 3_600_000)).admitted).toBe(true)
      expect(await b.hit(d, 5, DAY, T + 23 * 3_600_000)).toEqual({
        admitted: false,
        count: 5,
        resetAtMs: T + DAY,
        retryAtMs: T + DAY,
      })
    })

    it('never admits more than the limit when two instances hammer one subject', async () => {
      const s = uid('rl')
      const calls = Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit(s, 10, MIN, 1000 + (i % 7)))
      const results = await Promise.all(calls)
      expect(results.filter((d) => d.admitted)).toHaveLength(10)
      for (const d of results) expect(d.count).toBeLessThanOrEqual(10)
      expect(await a.peek(s, 10, MIN, 1010)).toMatchObject({ admitted: false, count: 10 })

      // And across time: bursts of 10 concurrent calls every 5 s for 100 s (each burst at one instant, so
      // both instances agree on the order of time) never admit more than 10 in any rolling minute.
      const r = uid('rl')
      const admittedAt: number[] = []
      for (let t = 0; t <= 100_000; t += 5000) {
        const out = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit(r, 10, MIN, t)))
        for (const d of out) if (d.admitted) admittedAt.push(t)
      }
      for (const t of admittedAt) expect(admittedAt.filter((u) => u > t - MIN && u <= t).length).toBeLessThanOrEqual(10)
      expect(admittedAt).toEqual([...Array(10).fill(0), ...Array(10).fill(60_000)])
    })
  })
}
