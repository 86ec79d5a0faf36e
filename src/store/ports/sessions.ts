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
  /** The user's sessions neither revoked nor expired at `now`, newest first, at most `limit`. */
  listLive(userId: string, now: Date, limit: number): Promise<Session[]>
  /** Revokes every live session of the user at `at` (each keeps an earlier revocation time); answers how many. */
  revokeAllOfUser(userId: string, at: Date): Promise<number>
}
