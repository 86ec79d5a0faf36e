// topic.list (topic_list): List the topics the caller can see, with the total. Through ctx.topics, as the caller (src/topics/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await ctx.topics.list({
    limit: input.limit ?? 20,
    offset: input.offset ?? 0,
    ...(input.workspace_id ? { workspace_id: input.workspace_id } : {}),
  })
  return { topics: r.topics as Output['topics'], total: r.total, has_more: r.has_more, stub_fields: [], warnings: [] }
})
