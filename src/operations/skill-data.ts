// Data access for skills (skill SDK `ctx.data`), bound to one organization when the call starts: no method takes
// an organization id, and a row of another organization reads as absent, exactly like a missing one. The ledger
// issue adds client data here in the same shape.
import type { SkillData, SkillWorkspace } from '../skill-runtime/index.ts'
import type { Workspace, WorkspaceStore } from '../store/ports/index.ts'

const view = (w: Workspace): SkillWorkspace => ({ id: w.id, name: w.name, slug: w.slug })

export function skillDataFactory(stores: { workspaces: WorkspaceStore }): (organizationId: string) => SkillData {
  return (organizationId) => Object.freeze({
    organizationId,
    workspaces: Object.freeze({
      list: async () => (await stores.workspaces.listByOrganization(organizationId)).map(view),
      get: async (id: string) => {
        const w = await stores.workspaces.get(id)
        return w && w.organizationId === organizationId ? view(w) : null
      },
    }),
  })
}
