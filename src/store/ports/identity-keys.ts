// The identity store's key records: where keys are issued, verified and revoked (spec: Connect keys,
// "identity store"). Kept apart from the mirror so a failed mirror insert can be compensated for real.
// Only the SHA-256 digest of a key value is stored, never the value.
//
// Issuing is two-phase (keys/create-key.ts): a key is inserted *pending*, its mirror row written, then it is
// activated. A pending record is invisible to every read here (get, findByDigest, listByOrganization, revoke,
// markForInvalidation), so a key whose creation never finished can never authenticate, be listed or be managed;
// only activate, deletePending and listPending (the reaper) see it. Records written before this existed are active.
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

/**
 * A key change written to the store that the instances' validator caches may not know of yet: recorded in the same
 * single-record write as the change (keys/key-changes.ts), removed once a generation bump made after that write
 * succeeded. `mark` is unique per change, so removing one never removes a later change's.
 */
export interface PendingInvalidation {
  keyId: string
  mark: string
}

/** The pending-invalidation records of a store (identity keys and mirror rows each keep their own). */
export interface InvalidationMarks {
  /** Records carrying a mark, any order. */
  listInvalidations(limit: number): Promise<PendingInvalidation[]>
  /** Removes the mark only if it is still `mark`. Idempotent. */
  clearInvalidation(keyId: string, mark: string): Promise<void>
}

export interface IdentityKeyStore extends InvalidationMarks {
  /** Throws DuplicateError when the id or digest exists. `pending`: issue phase one (see the header). */
  insert(key: IdentityKey, opts?: { pending?: boolean }): Promise<void>
  /** Ends the pending phase. True when the key is active now (also if it already was); false when no record exists. */
  activate(id: string): Promise<boolean>
  /** Deletes the record only while it is pending (never an active key). True when this call deleted it. */
  deletePending(id: string): Promise<boolean>
  /** Pending records created before `createdBefore`, oldest first (the reaper's leftovers). */
  listPending(createdBefore: Date, limit: number): Promise<IdentityKey[]>
  get(id: string): Promise<IdentityKey | null>
  findByDigest(digest: string): Promise<IdentityKey | null>
  /** Newest first. */
  listByOrganization(organizationId: string): Promise<IdentityKey[]>
  /**
   * Idempotent: the first revocation time is kept. Returns false when unknown. `invalidation` is recorded in the
   * same write (also when the key was already revoked: the caller is propagating again).
   */
  revoke(id: string, at: Date, invalidation?: string): Promise<boolean>
  /** Records a pending invalidation alone (flush-cache). False when unknown. */
  markForInvalidation(id: string, invalidation: string): Promise<boolean>
  /** Hard delete, whatever the state. Idempotent. */
  delete(id: string): Promise<void>
  /** Moves last_used_at forward only. */
  touchLastUsed(id: string, at: Date): Promise<void>
}
