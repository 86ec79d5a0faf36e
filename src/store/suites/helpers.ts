// Fixtures shared by the port suites. Ids are random so suites can share one database.
import { randomIds } from '../../lib/ids.ts'
import type { IdentityKey, KeyMirrorRow, Stores } from '../ports/index.ts'

export type OpenStores = () => Promise<Stores>

export const at = (iso: string): Date => new Date(iso)
export const uid = (p: string): string => randomIds.id(p)

export function identityKey(orgId: string, over: Partial<IdentityKey> = {}): IdentityKey {
  const id = uid('key')
  return {
    id, organizationId: orgId, name: 'CI key', digest: `d-${id}`, obfuscatedValue: 'sk_Ab…wxyz', permissions: ['search:read'],
    createdAt: at('2026-01-01T00:00:00Z'), updatedAt: at('2026-01-01T00:00:00Z'), lastUsedAt: null, revokedAt: null, ...over,
  }
}

export function mirrorRow(keyId: string, orgId: string, over: Partial<KeyMirrorRow> = {}): KeyMirrorRow {
  return {
    keyId, organizationId: orgId, name: null, workspaceId: null, rateLimitPerMinute: null, description: null, environment: 'sandbox',
    createdByUserId: null, rotatedFromKeyId: null, expiresAt: null, revokedAt: null,
    createdAt: at('2026-01-01T00:00:00Z'), updatedAt: at('2026-01-01T00:00:00Z'), ...over,
  }
}
