// clients.list (list_clients): the caller's organization's clients, a page at a time.
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const page = await ctx.data.clients.list({
    limit: input.limit,
    offset: input.offset,
    ...(input.workspace_id ? { workspaceId: input.workspace_id } : {}),
  })
  return {
    clients: page.items.map((c) => ({
      id: c.id,
      name: c.name,
      currency: c.currency,
      workspace_id: c.workspaceId,
      locked_through: c.lockedThrough,
    })),
    has_more: page.hasMore,
    stub_fields: [],
    warnings: [],
  }
})
