// topic.cancel-turn (topic_cancel_turn): Cancel a queued or running turn. Through ctx.topics, as the caller (src/topics/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  // cast: ctx.topics answers the REST view that output.schema.json describes; the output check validates it on every call
  return (await ctx.topics.cancelTurn({ topic_id: input.topic_id, query_id: input.query_id })) as unknown as Output
})
