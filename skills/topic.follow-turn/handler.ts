// topic.follow-turn (topic_follow_turn): Follow a turn's answer as it is written. Through ctx.topics, as the caller (src/topics/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  return (await ctx.topics.followTurn(
    {
      topic_id: input.topic_id,
      query_id: input.query_id,
      ...(input.wait_ms === undefined ? {} : { wait_ms: input.wait_ms }),
    },
    // cast: ctx.topics answers the REST view that output.schema.json describes; the output check validates it on every call
    (piece) => ctx.delta(piece),
    ctx.signal,
  )) as unknown as Output
})
