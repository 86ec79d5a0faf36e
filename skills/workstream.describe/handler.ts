// workstream.describe (workstream_describe): Describe a workplan: its template's tasks and its open cycles. Through ctx.workstreams, as the caller (src/workstreams/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await ctx.workstreams.describe(input.workplan_id)
  return {
    workplan: r.workplan as Output['workplan'],
    template: r.template as Output['template'],
    open_cycles: r.open_cycles as Output['open_cycles'],
    stub_fields: [],
    warnings: [],
  }
})
