// Creates an organization with a default workspace and an owner (reusing the user when the email exists).
// Used by `npm run admin -- bootstrap`, the newcomer's way to a first key.
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Stores } from '../store/ports/index.ts'

export interface BootstrapResult {
  organizationId: string
  workspaceId: string
  userId: string
}

export function slugify(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'workspace'
}

export async function bootstrapOrganization(stores: Stores, ids: IdSource, clock: Clock,
  input: { organizationName: string; email: string; workspaceName?: string }): Promise<BootstrapResult> {
  const now = clock.now()
  const email = input.email.trim().toLowerCase()
  const organizationId = ids.id('org')
  await stores.organizations.insert({ id: organizationId, name: input.organizationName, rateLimitPerMinute: null, createdAt: now })
  const workspaceName = input.workspaceName ?? 'Default'
  const workspaceId = ids.uuid()
  await stores.workspaces.insert({ id: workspaceId, organizationId, name: workspaceName, slug: slugify(workspaceName), createdAt: now })
  let user = await stores.users.getByEmail(email)
  if (!user) {
    user = { id: ids.id('user'), email, name: null, createdAt: now }
    await stores.users.insert(user)
  }
  await stores.memberships.insert({ organizationId, userId: user.id, role: 'owner', createdAt: now })
  return { organizationId, workspaceId, userId: user.id }
}
