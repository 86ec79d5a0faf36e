import { describe, expect, it } from 'vitest'
import { coordinationSuite, idempotencySuite, rateLimitsSuite } from '../suites/index.ts'
import {
  createInProcessCoordination,
  createMemoryConcurrencyStore,
  createMemoryIdempotencyStore,
  createMemorySlidingWindowStore,
} from './coordination.ts'

// One process is one instance: both "handles" are the same object.
async function openBoth() {
  const c = createInProcessCoordination()
  return [c, c] as [typeof c, typeof c]
}

describe('in-process coordination', () => {
  coordinationSuite(openBoth)
  rateLimitsSuite(openBoth)
  idempotencySuite(openBoth)
})

describe('in-process stores stay bounded', () => {
  it('drops subjects whose windows empty, including idle ones, by a sweep', async () => {
    const w = createMemorySlidingWindowStore()
    for (let i = 0; i < 5000; i++) await w.hit(`s${i}`, 5, 60_000, i)
    expect(w.size()).toBe(5000)
    // A subject touched after its window emptied is dropped at once.
    await w.peek('s0', 5, 60_000, 60_000)
    expect(w.size()).toBe(4999)
    // Idle subjects go in the next sweep (after as many calls as there are subjects).
    for (let i = 0; i < 5000; i++) await w.peek('other', 5, 60_000, 200_000)
    expect(w.size()).toBe(0)
    // A long log is compacted as it is pruned, and stays exact.
    for (let t = 0; t < 20_000; t++) expect((await w.hit('busy', 1000, 1000, t)).count).toBe(Math.min(t + 1, 1000))
    expect(await w.peek('busy', 1000, 1000, 20_000)).toMatchObject({ count: 999, resetAtMs: 20_001 })
  })

  it('drops expired leases and idempotency records', async () => {
    const c = createMemoryConcurrencyStore()
    for (let i = 0; i < 3000; i++) await c.acquire(`s${i}`, 'l', 1, 1000, 0)
    expect(c.size()).toBe(3000)
    for (let i = 0; i < 3000; i++) await c.count('x', 5000)
    expect(c.size()).toBe(0)

    const r = createMemoryIdempotencyStore()
    for (let i = 0; i < 3000; i++) await r.claim(`k${i}`, 'fp', 1000, 0)
    expect(r.size()).toBe(3000)
    for (let i = 0; i < 3000; i++) await r.release('none')
    for (let i = 0; i < 3000; i++) await r.claim('fresh', 'fp', 10_000, 5000)
    expect(r.size()).toBe(1)
  })
})
