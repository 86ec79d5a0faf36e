// Shared suite: cross-instance coordination (key generations). `open` is called twice to get two
// handles on the same backing service, as two server instances would have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Coordination } from '../ports/index.ts'
import { uid } from './helpers.ts'

export function coordinationSuite(open: () => Promise<[Coordination, Coordination]>): void {
  describe('coordination', () => {
    let a: Coordination
    let b: Coordination
    beforeAll(async () => { [a, b] = await open() })
    afterAll(async () => { await a.close(); if (b !== a) await b.close() })

    it('a bump made through one handle is seen by the other at once', async () => {
      const key = uid('key')
      const start = await b.keyGenerations.current(key)
      const bumped = await a.keyGenerations.bump(key)
      expect(bumped).toBe(start + 1)
      expect(await b.keyGenerations.current(key)).toBe(start + 1)
      expect(await a.keyGenerations.current(uid('key'))).toBe(0)
    })

    it('reports health', async () => {
      expect((await a.health()).status).toBe('ok')
    })
  })
}
