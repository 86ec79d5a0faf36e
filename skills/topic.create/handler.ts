// topic.create (topic_create): Create a topic; the creator is recorded as its owner. Through ctx.topics, as the caller (src/topics/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const topic = await ctx.topics.create({
    name: input.name,
    description: input.description ?? null,
    visibility: input.visibility,
    members: input.members,
    ...(input.workspace_id ? { workspace_id: input.workspace_id } : {}),
  })
  return { topic: topic as Output['topic'], stub_fields: [], warnings: [] }
})
