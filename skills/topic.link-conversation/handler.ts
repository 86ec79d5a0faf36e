// topic.link-conversation (topic_link_conversation): Link a conversation to a topic (idempotent within the topic). Through ctx.topics, as the caller (src/topics/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await ctx.topics.linkConversation(input.topic_id, {
    conversation_id: input.conversation_id ?? null,
    title: input.title ?? null,
  })
  return { conversation: r.conversation as Output['conversation'], created: r.created, stub_fields: [], warnings: [] }
})
