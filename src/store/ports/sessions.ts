// Portal sessions behind session JWTs and OAuth access tokens; logout revokes server-side.
export interface Session {
  id: string
  userId: string
  organizationId: string
  createdAt: Date
  expiresAt: Date
  revokedAt: Date | null
}

export interface SessionStore {
  insert(s: Session): Promise<void>
  get(id: string): Promise<Session | null>
  /** Idempotent. Returns false when unknown. */
  revoke(id: string, at: Date): Promise<boolean>
}
