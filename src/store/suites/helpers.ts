// Fixtures shared by the port suites. Ids are random so suites can share one database.
import { randomIds } from '../../lib/ids.ts'
import type {
  IdentityKey,
  KeyMirrorRow,
  OutboxEvent,
  Stores,
  WebhookDelivery,
  WebhookEndpoint,
} from '../ports/index.ts'

export type OpenStores = () => Promise<Stores>

export const at = (iso: string): Date => new Date(iso)
export const uid = (p: string): string => randomIds.id(p)
export const plus = (d: Date, ms: number): Date => new Date(d.getTime() + ms)
export const byId = <T extends { id: string }>(xs: T[]): string[] => xs.map((x) => x.id)

export function identityKey(orgId: string, over: Partial<IdentityKey> = {}): IdentityKey {
  const id = uid('key')
  return {
    id,
    organizationId: orgId,
    name: 'CI key',
    digest: `d-${id}`,
    obfuscatedValue: 'sk_Ab…wxyz',
    permissions: ['search:read'],
    createdAt: at('2026-01-01T00:00:00Z'),
    updatedAt: at('2026-01-01T00:00:00Z'),
    lastUsedAt: null,
    revokedAt: null,
    ...over,
  }
}

export function mirrorRow(keyId: string, orgId: string, over: Partial<KeyMirrorRow> = {}): KeyMirrorRow {
  return {
    keyId,
    organizationId: orgId,
    name: null,
    workspaceId: null,
    rateLimitPerMinute: null,
    description: null,
    environment: 'sandbox',
    createdByUserId: null,
    rotatedFromKeyId: null,
    expiresAt: null,
    revokedAt: null,
    createdAt: at('2026-01-01T00:00:00Z'),
    updatedAt: at('2026-01-01T00:00:00Z'),
    ...over,
  }
}

export function webhookEndpoint(orgId: string, over: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: uid('we'),
    organizationId: orgId,
    url: 'https://hooks.example.com/in',
    description: null,
    eventTypes: ['api_key.created'],
    enabled: true,
    secretSealed: 'sealed:v1:abc',
    previousSecretSealed: null,
    previousSecretExpiresAt: null,
    createdAt: at('2026-01-01T00:00:00Z'),
    updatedAt: at('2026-01-01T00:00:00Z'),
    ...over,
  }
}

export function webhookDelivery(
  endpointId: string,
  orgId: string,
  over: Partial<WebhookDelivery> = {},
): WebhookDelivery {
  return {
    id: uid('whd'),
    endpointId,
    organizationId: orgId,
    eventId: uid('evt'),
    eventType: 'api_key.created',
    payload: '{"type":"api_key.created"}',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at('2026-01-01T00:00:00Z'),
    leaseOwner: null,
    leaseUntil: null,
    lastResponseCode: null,
    lastError: null,
    lastAttemptAt: null,
    deliveredAt: null,
    createdAt: at('2026-01-01T00:00:00Z'),
    updatedAt: at('2026-01-01T00:00:00Z'),
    ...over,
  }
}

export function outboxEvent(orgId: string, over: Partial<OutboxEvent> = {}): OutboxEvent {
  const id = uid('evt')
  return {
    id,
    organizationId: orgId,
    type: 'api_key.created',
    data: { id: uid('key'), name: 'CI key', permissions: ['search:read'], n: 1, ok: true, none: null },
    createdAt: at('2026-01-01T00:00:00Z'),
    ...over,
  }
}
