// workstream.list (workstream_list): List the organization's workplans (WorkStreams bound to clients). Through ctx.workstreams, as the caller (src/workstreams/skill-api.ts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await ctx.workstreams.listWorkplans({
    limit: input.limit ?? 20,
    offset: input.offset ?? 0,
    ...(input.workspace_id ? { workspace_id: input.workspace_id } : {}),
  })
  return { workplans: r.workplans as Output['workplans'], has_more: r.has_more, stub_fields: [], warnings: [] }
})
