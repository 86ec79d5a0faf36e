// Creates an organization with a default workspace and an owner. Used by `npm run admin -- bootstrap`, the
// newcomer's way to a first key (SPEC-DECISIONS "Keys").
// An email that already belongs to a user is refused (UserExistsError) unless the caller asks, with
// `addOrganization`, for another organization owned by that user: running bootstrap twice must not quietly give
// one person two organizations. The user is written first, so two concurrent bootstraps of one new email cannot
// both succeed (the email is unique in the store), and a refusal leaves nothing behind.
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import { DuplicateError, type Stores, type User } from '../store/ports/index.ts'

export interface BootstrapResult {
  organizationId: string
  workspaceId: string
  userId: string
}

export interface BootstrapInput {
  organizationName: string
  email: string
  workspaceName?: string
  /** Add an organization for a user that already exists, instead of refusing. */
  addOrganization?: boolean
}

/** The email already belongs to a user, and no second organization was asked for. */
export class UserExistsError extends Error {
  readonly email: string
  readonly organizations: number
  constructor(email: string, organizations: number) {
    super(
      `A user with email ${email} already exists (member of ${organizations} organization${organizations === 1 ? '' : 's'}). ` +
        'bootstrap creates a new organization: to add one owned by this user, run it again with --add-organization; ' +
        'to sign in as the user, use create-session.',
    )
    this.name = 'UserExistsError'
    this.email = email
    this.organizations = organizations
  }
}

export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'workspace'
  )
}

async function refuse(stores: Pick<Stores, 'memberships' | 'users'>, user: User): Promise<never> {
  throw new UserExistsError(user.email, (await stores.memberships.listByUser(user.id)).length)
}

export async function bootstrapOrganization(
  stores: Pick<Stores, 'memberships' | 'organizations' | 'users' | 'workspaces'>,
  ids: IdSource,
  clock: Clock,
  input: BootstrapInput,
): Promise<BootstrapResult> {
  const now = clock.now()
  const email = input.email.trim().toLowerCase()
  let user = await stores.users.getByEmail(email)
  if (user && !input.addOrganization) await refuse(stores, user)
  if (!user) {
    const fresh: User = { id: ids.id('user'), email, name: null, createdAt: now }
    try {
      await stores.users.insert(fresh)
      user = fresh
    } catch (err) {
      // Another bootstrap created this user in the meantime.
      const existing = err instanceof DuplicateError ? await stores.users.getByEmail(email) : null
      if (!existing) throw err
      if (!input.addOrganization) await refuse(stores, existing)
      user = existing
    }
  }
  const organizationId = ids.id('org')
  await stores.organizations.insert({
    id: organizationId,
    name: input.organizationName,
    rateLimitPerMinute: null,
    createdAt: now,
  })
  const workspaceName = input.workspaceName ?? 'Default'
  const workspaceId = ids.uuid()
  await stores.workspaces.insert({
    id: workspaceId,
    organizationId,
    name: workspaceName,
    slug: slugify(workspaceName),
    createdAt: now,
    archivedAt: null,
  })
  await stores.memberships.insert({ organizationId, userId: user.id, role: 'owner', createdAt: now })
  return { organizationId, workspaceId, userId: user.id }
}
