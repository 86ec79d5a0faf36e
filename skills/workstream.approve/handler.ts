// workstream.approve (approve_or_reject): Approve or reject a task's work in a cycle, with a comment. Through ctx.workstreams, as the caller (src/workstreams/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await ctx.workstreams.decide(input.cycle_id, input.task_key, input.decision ?? 'approve', input.comment)
  return { cycle: r.cycle as Output['cycle'], recorded: r.recorded, stub_fields: [], warnings: [] }
})
