// Short-lived records that expire: one-time sign-in links now; the authorization server's grants, codes, sessions,
// interactions, registrations, refresh tokens and signing keys next (node-oidc-provider's adapter shape: a record
// is a JSON payload under (kind, id), optionally found by grant, uid or user code, consumed once, expiring).
// Expiry is enforced here on every read (SPEC-DECISIONS: no TTL index relied on for correctness).
export interface StoredRecord {
  kind: string
  id: string
  payload: Record<string, unknown>
  /** The grant it belongs to: destroyByGrant removes every record of a grant (revocation). */
  grantId: string | null
  uid: string | null
  userCode: string | null
  /** The person it belongs to (a grant's account): listByAccount finds it. */
  accountId: string | null
  /** null: never expires. */
  expiresAt: Date | null
  consumedAt: Date | null
  createdAt: Date
}

export interface RecordStore {
  /** Inserts or replaces the record (kind, id); a replaced record keeps nothing of the old one but its id. */
  upsert(r: Omit<StoredRecord, 'consumedAt' | 'createdAt'>, now: Date): Promise<void>
  /** null when unknown or expired at `now`. */
  get(kind: string, id: string, now: Date): Promise<StoredRecord | null>
  getByUid(kind: string, uid: string, now: Date): Promise<StoredRecord | null>
  getByUserCode(kind: string, userCode: string, now: Date): Promise<StoredRecord | null>
  /**
   * Marks the record consumed at `at`. True only for the one call that consumed it (every instance racing on the
   * same record: exactly one wins); false when unknown, expired or already consumed.
   */
  consume(kind: string, id: string, at: Date): Promise<boolean>
  /** Idempotent. */
  destroy(kind: string, id: string): Promise<void>
  /** Removes every record of the grant, of any kind. Idempotent. */
  destroyByGrant(grantId: string): Promise<void>
  /** Live records of `kind` belonging to `accountId`, newest first, at most `limit`. */
  listByAccount(kind: string, accountId: string, now: Date, limit: number): Promise<StoredRecord[]>
  /** Removes records that expired before `before`; answers how many. */
  deleteExpired(before: Date): Promise<number>
}
