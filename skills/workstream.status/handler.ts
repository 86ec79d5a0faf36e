// workstream.status (workstream_status): Where a cycle stands: its status, what it waits on, and each task. Through ctx.workstreams, as the caller (src/workstreams/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await ctx.workstreams.status(input.cycle_id)
  return { cycle: r.cycle as Output['cycle'], tasks: r.tasks as Output['tasks'], stub_fields: [], warnings: [] }
})
