// Shared pieces of the MongoDB stores: collection names, index specs and error mapping.
// Portable subset only (spec decisions, "Runtime and storage"): CRUD, unique/compound indexes,
// findOneAndUpdate, upserts with $setOnInsert. No transactions, TTL, collation, $set stage or pipeline updates.
// Each record's natural id is its `_id`, so id uniqueness needs no extra index; `_id` never leaves this folder.
import type { Db, IndexDescription } from 'mongodb'
import { DuplicateError } from '../ports/index.ts'

export const COLLECTIONS = {
  organizations: 'organizations',
  workspaces: 'workspaces',
  users: 'users',
  memberships: 'memberships',
  identityKeys: 'identity_keys',
  keyMirror: 'key_mirror',
  sessions: 'sessions',
  settings: 'settings',
} as const

// Named explicitly so that re-creating them on every start is a no-op (idempotent createIndexes).
const INDEXES: Record<string, IndexDescription[]> = {
  [COLLECTIONS.workspaces]: [{ key: { organizationId: 1, createdAt: 1, _id: 1 }, name: 'org_created' }],
  [COLLECTIONS.users]: [{ key: { email: 1 }, name: 'email_unique', unique: true }],
  [COLLECTIONS.memberships]: [
    { key: { organizationId: 1, userId: 1 }, name: 'org_user_unique', unique: true },
    { key: { userId: 1, createdAt: 1 }, name: 'user_created' },
  ],
  [COLLECTIONS.identityKeys]: [
    { key: { digest: 1 }, name: 'digest_unique', unique: true },
    { key: { organizationId: 1, createdAt: -1 }, name: 'org_created' },
  ],
  [COLLECTIONS.keyMirror]: [
    { key: { organizationId: 1 }, name: 'org' },
    { key: { revokedAt: 1, expiresAt: 1 }, name: 'unrevoked_expiry' },
  ],
}

export async function ensureIndexes(db: Db): Promise<void> {
  for (const [collection, specs] of Object.entries(INDEXES)) {
    await db.collection(collection).createIndexes(specs)
  }
}

export function isDuplicateKey(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 11000
}

/** Runs an insert, turning a unique-index violation into the port's DuplicateError. */
export async function insertOrDuplicate(what: string, insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert()
  } catch (e) {
    if (isDuplicateKey(e)) throw new DuplicateError(what)
    throw e
  }
}

/** BSON null and a missing field both read back as null. */
export const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v)
