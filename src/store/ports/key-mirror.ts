// Mirror records: the service's own per-key metadata next to the identity store (spec: Connect key,
// fields from workspace_id onward; null when no mirror record exists).
export type Environment = 'sandbox' | 'live'

export interface KeyMirrorRow {
  keyId: string
  organizationId: string
  /** A name set by PATCH; null means the identity store's name stands (a name-only change never touches it). */
  name: string | null
  workspaceId: string | null
  rateLimitPerMinute: number | null
  description: string | null
  environment: Environment
  createdByUserId: string | null
  rotatedFromKeyId: string | null
  expiresAt: Date | null
  revokedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

export type KeyMirrorPatch = Partial<Pick<KeyMirrorRow, 'name' | 'workspaceId' | 'rateLimitPerMinute' | 'description' | 'environment' | 'expiresAt'>>

export interface KeyMirrorStore {
  /** Throws DuplicateError when a row for the key exists. */
  insert(row: KeyMirrorRow): Promise<void>
  get(keyId: string): Promise<KeyMirrorRow | null>
  listByOrganization(organizationId: string): Promise<KeyMirrorRow[]>
  /** Returns the updated row, or null when there is none. */
  update(keyId: string, patch: KeyMirrorPatch, at: Date): Promise<KeyMirrorRow | null>
  /** Idempotent: the first revocation time is kept. */
  markRevoked(keyId: string, at: Date): Promise<void>
  /** Unrevoked rows whose expires_at is at or before `now`, oldest expiry first. */
  listExpired(now: Date, limit: number): Promise<KeyMirrorRow[]>
}
