// Shared suite: imported knowledge documents (ports/knowledge.ts) on every engine: upsert by id, list, remove, and a
// stamp that changes with every write (what other instances compare to rebuild their index).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { KnowledgeDocument, Stores } from '../ports/index.ts'
import { at, uid, type OpenStores } from './helpers.ts'

const doc = (over: Partial<KnowledgeDocument> = {}): KnowledgeDocument => ({
  id: uid('kd'),
  jurisdiction: 'GB',
  standard: 'Example Act 2020',
  section: 's 1',
  title: 'Example',
  text: 'Example text.',
  url: 'https://www.legislation.gov.uk/ukpga/2020/1/section/1',
  licence: 'OGL-UK-3.0',
  attribution: 'Contains public sector information licensed under the Open Government Licence v3.0.',
  asAt: '2026-01-01',
  kind: 'summary',
  keywords: ['example'],
  updatedAt: at('2026-03-01T00:00:00Z'),
  ...over,
})

export function knowledgeSuite(open: OpenStores): void {
  describe('knowledge store', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    it('upserts by id, lists, removes, and changes its stamp on every write', async () => {
      const before = await s.knowledge.stamp()
      const a = doc({ jurisdiction: null })
      const b = doc({ updatedAt: at('2026-03-02T00:00:00Z') })
      await s.knowledge.upsert([a, b])
      const mid = await s.knowledge.stamp()
      expect(mid.count).toBe(before.count + 2)
      expect(mid.latestMs).toBeGreaterThanOrEqual(at('2026-03-02T00:00:00Z').getTime())
      const listed = await s.knowledge.list()
      expect(listed.find((d) => d.id === a.id)).toEqual(a)
      await s.knowledge.upsert([{ ...a, text: 'Replaced.', updatedAt: at('2030-01-01T00:00:00Z') }])
      const after = await s.knowledge.stamp()
      expect(after).toEqual({ count: mid.count, latestMs: at('2030-01-01T00:00:00Z').getTime() })
      expect((await s.knowledge.list()).find((d) => d.id === a.id)?.text).toBe('Replaced.')
      expect(await s.knowledge.remove([a.id, b.id, 'kd_absent'])).toBe(2)
      expect((await s.knowledge.stamp()).count).toBe(before.count)
      expect(await s.knowledge.remove([])).toBe(0)
    })
  })
}
