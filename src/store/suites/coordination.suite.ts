// Shared suite: cross-instance coordination (key generations). `open` is called once and returns two handles on
// the same backing service, as two server instances would have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Coordination } from '../ports/index.ts'
import { uid } from './helpers.ts'

export function coordinationSuite(open: () => Promise<[Coordination, Coordination]>): void {
  describe('coordination', () => {
    let a: Coordination
    let b: Coordination
    beforeAll(async () => {
      ;[a, b] = await open()
    })
    afterAll(async () => {
      await a.close()
      if (b !== a) await b.close()
    })

    it('a bump made through one handle is seen by the other at once', async () => {
      const key = uid('key')
      const start = await b.keyGenerations.current(key)
      await a.keyGenerations.bump(key)
      const after = await b.keyGenerations.current(key)
      expect(after.epoch).toBe(start.epoch)
      expect(after.generation).not.toBe(start.generation)
      expect(await a.keyGenerations.current(key)).toMatchObject({ generation: after.generation })
    })

    it('a stamp is stable while nothing changes, and generations are never reused', async () => {
      const key = uid('key')
      const first = await a.keyGenerations.current(key)
      expect(await a.keyGenerations.current(key)).toEqual(first)
      expect(await b.keyGenerations.current(key)).toMatchObject({ generation: first.generation })
      const seen = new Set([first.generation])
      for (let i = 0; i < 20; i++) {
        await b.keyGenerations.bump(key)
        const g = (await a.keyGenerations.current(key)).generation
        expect(seen.has(g)).toBe(false)
        seen.add(g)
      }
      // Another key's first generation is fresh too, not a shared starting value.
      expect(seen.has((await a.keyGenerations.current(uid('key'))).generation)).toBe(false)
    })

    it('a bump of a key never read still changes what the next read returns', async () => {
      const key = uid('key')
      await a.keyGenerations.bump(key)
      const one = await b.keyGenerations.current(key)
      await a.keyGenerations.bump(key)
      expect((await b.keyGenerations.current(key)).generation).not.toBe(one.generation)
    })

    it('reports health', async () => {
      expect((await a.health()).status).toBe('ok')
    })
  })
}
