// topic.get (topic_get): Read a topic, optionally with its canvas descriptor. Through ctx.topics, as the caller (src/topics/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await ctx.topics.get(input.topic_id, { includeCanvas: input.include_canvas ?? false })
  return {
    topic: r.topic as Output['topic'],
    ...('canvas' in r ? { canvas: r.canvas ?? null } : {}),
    stub_fields: [],
    warnings: [],
  }
})
