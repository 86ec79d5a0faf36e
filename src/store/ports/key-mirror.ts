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

export type KeyMirrorPatch = Partial<
  Pick<KeyMirrorRow, 'name' | 'workspaceId' | 'rateLimitPerMinute' | 'description' | 'environment' | 'expiresAt'>
>

import type { OutboxEvent } from './webhooks.ts'
import type { InvalidationMarks } from './identity-keys.ts'

export interface KeyMirrorStore extends InvalidationMarks {
  /**
   * Throws DuplicateError when a row for the key exists. `events` are recorded in the same write as the row
   * (transactional outbox): both are stored, or neither.
   */
  insert(row: KeyMirrorRow, events?: OutboxEvent[]): Promise<void>
  get(keyId: string): Promise<KeyMirrorRow | null>
  listByOrganization(organizationId: string): Promise<KeyMirrorRow[]>
  /**
   * Returns the updated row, or null when there is none. `invalidation` (identity-keys.ts, PendingInvalidation)
   * is recorded in the same write, for a change the validator caches must learn of.
   */
  update(keyId: string, patch: KeyMirrorPatch, at: Date, invalidation?: string): Promise<KeyMirrorRow | null>
  /**
   * Idempotent: the first revocation time is kept. `events` are recorded in the same write, and only by the call
   * that revoked the row (so a repeated DELETE emits nothing). Returns true when this call revoked it.
   */
  markRevoked(keyId: string, at: Date, events?: OutboxEvent[]): Promise<boolean>
  /** Unrevoked rows whose expires_at is at or before `now`, oldest expiry first. */
  listExpired(now: Date, limit: number): Promise<KeyMirrorRow[]>
}
