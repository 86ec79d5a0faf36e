// workstream.run (workstream_run): Start a workplan's cycle for a period, or answer the one already open. Through ctx.workstreams, as the caller (src/workstreams/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await ctx.workstreams.run(input.workplan_id, input.period)
  return { cycle: r.cycle as Output['cycle'], created: r.created, stub_fields: [], warnings: [] }
})
