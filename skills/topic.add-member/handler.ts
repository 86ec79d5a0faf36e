// topic.add-member (topic_add_member): Add a member to a topic, or change a member's role. Through ctx.topics, as the caller (src/topics/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  // cast: ctx.topics answers the REST view that output.schema.json describes; the output check validates it on every call
  return (await ctx.topics.putMember(input.topic_id, { user_id: input.user_id, role: input.role })) as unknown as Output
})
