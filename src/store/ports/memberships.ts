// Membership of a user in an organization.
export type Role = 'owner' | 'admin' | 'member'

export interface Membership {
  organizationId: string
  userId: string
  role: Role
  createdAt: Date
}

export interface MembershipStore {
  /** Idempotent on (organizationId, userId): an existing membership is left as it is. */
  insert(m: Membership): Promise<void>
  get(organizationId: string, userId: string): Promise<Membership | null>
  /** Oldest first. */
  listByUser(userId: string): Promise<Membership[]>
}
