// topic.ask (topic_ask): Ask in a topic and wait (bounded) for the answer. Through ctx.topics, as the caller (src/topics/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  return (await ctx.topics.ask(
    {
      topic_id: input.topic_id,
      conversation_id: input.conversation_id ?? null,
      content: input.content,
      client_message_id: input.client_message_id ?? null,
      artifact_refs: input.artifact_refs,
      ...(input.wait_ms === undefined ? {} : { wait_ms: input.wait_ms }),
    },
    // cast: ctx.topics answers the REST view that output.schema.json describes; the output check validates it on every call
    ctx.signal,
    (piece) => ctx.delta(piece),
  )) as unknown as Output
})
