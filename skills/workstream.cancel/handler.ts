// workstream.cancel (workstream_cancel): Cancel a cycle; completed work is kept. Through ctx.workstreams, as the caller (src/workstreams/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await ctx.workstreams.cancel(input.cycle_id, input.reason ?? null)
  return { cycle: r.cycle as Output['cycle'], changed: r.changed, stub_fields: [], warnings: [] }
})
