// topic.post-message (topic_post_message): Post a message to a topic; its answer is written server-side. Through ctx.topics, as the caller (src/topics/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  // cast: ctx.topics answers the REST view that output.schema.json describes; the output check validates it on every call
  return (await ctx.topics.post({
    topic_id: input.topic_id,
    conversation_id: input.conversation_id ?? null,
    content: input.content,
    client_message_id: input.client_message_id ?? null,
    artifact_refs: input.artifact_refs,
  })) as unknown as Output
})
