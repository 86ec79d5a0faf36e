// Shared suite: model token usage (ports/model-usage.ts) on every engine: rows written once, totals per
// organization (unreported counts add nothing), a `since` bound, newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ModelUsageRow, Stores } from '../ports/index.ts'
import { at, uid, type OpenStores } from './helpers.ts'

const row = (organizationId: string, over: Partial<ModelUsageRow> = {}): ModelUsageRow => ({
  id: uid('mu'),
  organizationId,
  provider: 'openai-chat:m',
  model: 'm-2026',
  purpose: 'topic_turn',
  inputTokens: 10,
  outputTokens: 5,
  attempts: 1,
  outcome: 'ok',
  at: at('2026-03-01T00:00:00Z'),
  topicId: null,
  ...over,
})

export function modelUsageSuite(open: OpenStores): void {
  describe('model usage store', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    it('sums calls and tokens per organization, counting a row once however often it is written', async () => {
      const org = uid('org')
      const other = uid('org')
      const a = row(org)
      await s.modelUsage.record(a)
      await s.modelUsage.record(a)
      await s.modelUsage.record(
        row(org, {
          inputTokens: 7,
          outputTokens: null,
          outcome: 'provider_bad_output',
          at: at('2026-03-02T00:00:00Z'),
        }),
      )
      await s.modelUsage.record(row(other, { inputTokens: 1000 }))
      expect(await s.modelUsage.totals(org)).toEqual({ calls: 2, inputTokens: 17, outputTokens: 5 })
      expect(await s.modelUsage.totals(org, { since: at('2026-03-01T12:00:00Z') })).toEqual({
        calls: 1,
        inputTokens: 7,
        outputTokens: 0,
      })
      expect(await s.modelUsage.totals(uid('org'))).toEqual({ calls: 0, inputTokens: 0, outputTokens: 0 })
      const rows = await s.modelUsage.list(org, { limit: 10, offset: 0 })
      expect(rows.map((r) => r.outcome)).toEqual(['provider_bad_output', 'ok'])
      expect(rows[1]).toEqual(a)
      expect(rows[0]!.outputTokens).toBeNull()
    })

    it("sums one topic's calls apart from the organization's", async () => {
      const org = uid('org')
      const topic = uid('top')
      await s.modelUsage.record(row(org, { topicId: topic, inputTokens: 3, outputTokens: 2 }))
      await s.modelUsage.record(
        row(org, { topicId: topic, inputTokens: 4, outputTokens: 1, at: at('2026-03-05T00:00:00Z') }),
      )
      await s.modelUsage.record(row(org, { topicId: uid('top'), inputTokens: 100 }))
      await s.modelUsage.record(row(org, { inputTokens: 1000 }))
      expect(await s.modelUsage.totals(org, { topicId: topic })).toEqual({ calls: 2, inputTokens: 7, outputTokens: 3 })
      expect(await s.modelUsage.totals(org, { topicId: topic, since: at('2026-03-02T00:00:00Z') })).toEqual({
        calls: 1,
        inputTokens: 4,
        outputTokens: 1,
      })
      expect(await s.modelUsage.totals(uid('org'), { topicId: topic })).toEqual({
        calls: 0,
        inputTokens: 0,
        outputTokens: 0,
      })
      expect((await s.modelUsage.totals(org)).calls).toBe(4)
      expect((await s.modelUsage.list(org, { limit: 1, offset: 0 }))[0]!.topicId).toBe(topic)
    })
  })
}
