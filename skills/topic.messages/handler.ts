// topic.messages (topic_messages): Read a topic's messages in order, and the turns still pending. Through ctx.topics, as the caller (src/topics/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  // cast: ctx.topics answers the REST view that output.schema.json describes; the output check validates it on every call
  return (await ctx.topics.messages({
    topic_id: input.topic_id,
    conversation_id: input.conversation_id ?? null,
    after_seq: input.after_seq,
    limit: input.limit,
  })) as unknown as Output
})
