// The identity store's key records: where keys are issued, verified and revoked (spec: Connect keys,
// "identity store"). Kept apart from the mirror so a failed mirror insert can be compensated for real.
// Only the SHA-256 digest of a key value is stored, never the value.
export interface IdentityKey {
  id: string
  organizationId: string
  name: string
  digest: string
  obfuscatedValue: string
  permissions: string[]
  createdAt: Date
  updatedAt: Date
  lastUsedAt: Date | null
  revokedAt: Date | null
}

export interface IdentityKeyStore {
  /** Throws DuplicateError when the id or digest exists. */
  insert(key: IdentityKey): Promise<void>
  get(id: string): Promise<IdentityKey | null>
  findByDigest(digest: string): Promise<IdentityKey | null>
  /** Newest first. */
  listByOrganization(organizationId: string): Promise<IdentityKey[]>
  /** Idempotent: the first revocation time is kept. Returns false when unknown. */
  revoke(id: string, at: Date): Promise<boolean>
  /** Hard delete (the compensating action for a failed mirror insert). Idempotent. */
  delete(id: string): Promise<void>
  /** Moves last_used_at forward only. */
  touchLastUsed(id: string, at: Date): Promise<void>
}
