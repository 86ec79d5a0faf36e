// The webhook endpoint API (issue: "Signed outbound webhooks", section 1): create (secret shown once), list, get,
// update, delete, rotate the secret (new one shown once, the old one still signs during a grace period), list an
// endpoint's deliveries, redeliver one. Organization-scoped; managed with a credential holding every permission
// or a portal session. A URL must be public HTTPS: checked here and again at every delivery. Every URL problem is
// the same 422 invalid_url, so registration cannot be used to map internal names (the reason goes to the log).
import type {
  WebhookDelivery as ApiWebhookDelivery,
  WebhookEndpoint as ApiWebhookEndpoint,
} from '../generated/api-types.ts'
import { AppError } from '../errors/index.ts'
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Logger } from '../lib/logger.ts'
import type { Sealer } from '../lib/seal.ts'
import { randomBase62 } from '../lib/crypto.ts'
import { page, type PageRequest } from '../lib/pagination.ts'
import type { Stores, WebhookDelivery, WebhookEndpoint, WebhookEndpointPatch } from '../store/ports/index.ts'
import { subscribableNames, unsubscribable } from './event-types.ts'

export const DEFAULT_SECRET_GRACE_HOURS = 24

export interface WebhooksDeps {
  stores: Stores
  clock: Clock
  ids: IdSource
  logger: Logger
  sealer: Sealer
  /** The normalized URL, or throws when it is not a deliverable public HTTPS address (reason in the error, for the log). */
  checkUrl(url: string): Promise<URL>
  /** Wakes the dispatcher on this instance. */
  onWork?: () => void
}

// Stored names were checked against the catalogue when subscribed, and only catalogue names are ever sent, so they
// are the published enums (src/validation/published-enums.test.ts keeps openapi.yaml and event-types.ts equal).
export function endpointView(e: WebhookEndpoint): ApiWebhookEndpoint {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    event_types: [...e.eventTypes] as ApiWebhookEndpoint['event_types'],
    enabled: e.enabled,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    previous_secret_expires_at: e.previousSecretExpiresAt ? e.previousSecretExpiresAt.toISOString() : null,
  }
}

export function deliveryView(d: WebhookDelivery): ApiWebhookDelivery {
  return {
    id: d.id,
    event_id: d.eventId,
    event: d.eventType as ApiWebhookDelivery['event'],
    status: d.status,
    dead: d.status === 'dead',
    attempts: d.attempts,
    last_response_code: d.lastResponseCode,
    last_error: d.lastError,
    next_attempt_at: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
    last_attempt_at: d.lastAttemptAt ? d.lastAttemptAt.toISOString() : null,
    delivered_at: d.deliveredAt ? d.deliveredAt.toISOString() : null,
    created_at: d.createdAt.toISOString(),
  }
}

const newSecret = () => `whsec_${randomBase62(32)}`

/** The URL as stored and sent: normalized by the WHATWG parser (so it is always a valid URI). */
async function checkUrl(d: WebhooksDeps, url: string): Promise<string> {
  try {
    return (await d.checkUrl(url)).href
  } catch (err) {
    d.logger.info({ reason: (err as { reason?: string }).reason ?? (err as Error).message }, 'webhook URL refused')
    throw new AppError(
      'invalid_url',
      'The URL must be a public HTTPS address that resolves only to public addresses.',
      { param: 'url' },
    )
  }
}

function checkEventTypes(types: readonly string[]): string[] {
  const bad = unsubscribable(types)
  if (bad.length) {
    throw new AppError('unknown_event_types', `Unknown or reserved event types: ${bad.join(', ')}.`, {
      param: 'event_types',
      extra: { invalid_event_types: bad, valid_event_types: subscribableNames() },
    })
  }
  return [...new Set(types)]
}

async function findOwn(d: WebhooksDeps, p: Principal, id: string): Promise<WebhookEndpoint> {
  const e = await d.stores.webhookEndpoints.get(id)
  if (!e || e.organizationId !== p.organizationId) {
    throw new AppError(
      'webhook_endpoint_not_found',
      `No webhook endpoint ${JSON.stringify(id)} in your organization.`,
      { param: 'endpoint_id' },
    )
  }
  return e
}

export interface CreateEndpointInput {
  url: string
  event_types: string[]
  description?: string | null
  enabled?: boolean
}

export async function createEndpoint(d: WebhooksDeps, p: Principal, input: CreateEndpointInput) {
  requireAllPermissions(p)
  const eventTypes = checkEventTypes(input.event_types)
  const url = await checkUrl(d, input.url)
  const now = d.clock.now()
  const secret = newSecret()
  const e: WebhookEndpoint = {
    id: d.ids.id('we'),
    organizationId: p.organizationId,
    url,
    description: input.description ?? null,
    eventTypes,
    enabled: input.enabled ?? true,
    secretSealed: d.sealer.seal(secret),
    previousSecretSealed: null,
    previousSecretExpiresAt: null,
    createdAt: now,
    updatedAt: now,
  }
  await d.stores.webhookEndpoints.insert(e)
  return { ...endpointView(e), secret }
}

export async function listEndpoints(d: WebhooksDeps, p: Principal, q: PageRequest) {
  requireAllPermissions(p)
  const { data, has_more } = page(await d.stores.webhookEndpoints.listByOrganization(p.organizationId), q)
  return { data: data.map(endpointView), has_more }
}

export async function getEndpoint(d: WebhooksDeps, p: Principal, id: string) {
  requireAllPermissions(p)
  return endpointView(await findOwn(d, p, id))
}

export interface UpdateEndpointInput {
  url?: string
  event_types?: string[]
  description?: string | null
  enabled?: boolean
}

export async function updateEndpoint(d: WebhooksDeps, p: Principal, id: string, input: UpdateEndpointInput) {
  requireAllPermissions(p)
  const e = await findOwn(d, p, id)
  const patch: WebhookEndpointPatch = {}
  if (input.event_types !== undefined) patch.eventTypes = checkEventTypes(input.event_types)
  if (input.url !== undefined) {
    const url = await checkUrl(d, input.url)
    if (url !== e.url) patch.url = url
  }
  if (input.description !== undefined) patch.description = input.description
  if (input.enabled !== undefined) patch.enabled = input.enabled
  const updated = Object.keys(patch).length ? await d.stores.webhookEndpoints.update(e.id, patch, d.clock.now()) : e
  if (patch.enabled) d.onWork?.()
  return endpointView(updated ?? e)
}

/** Idempotent; the endpoint's deliveries stop. */
export async function deleteEndpoint(d: WebhooksDeps, p: Principal, id: string): Promise<void> {
  requireAllPermissions(p)
  const e = await d.stores.webhookEndpoints.get(id)
  if (!e || e.organizationId !== p.organizationId) return
  await d.stores.webhookEndpoints.delete(id)
  await d.stores.webhookDeliveries.deleteByEndpoint(id)
}

export async function rotateSecret(d: WebhooksDeps, p: Principal, id: string, input: { grace_period_hours?: number }) {
  requireAllPermissions(p)
  const e = await findOwn(d, p, id)
  const now = d.clock.now()
  const graceMs = Math.round((input.grace_period_hours ?? DEFAULT_SECRET_GRACE_HOURS) * 3_600_000)
  const secret = newSecret()
  const updated = await d.stores.webhookEndpoints.update(
    e.id,
    {
      secretSealed: d.sealer.seal(secret),
      previousSecretSealed: graceMs > 0 ? e.secretSealed : null,
      previousSecretExpiresAt: graceMs > 0 ? new Date(now.getTime() + graceMs) : null,
    },
    now,
  )
  return { ...endpointView(updated ?? e), secret }
}

export async function listDeliveries(d: WebhooksDeps, p: Principal, id: string, q: PageRequest) {
  requireAllPermissions(p)
  const e = await findOwn(d, p, id)
  const limit = Math.min(Math.max(q.limit ?? 20, 1), 100)
  const { deliveries, hasMore } = await d.stores.webhookDeliveries.listByEndpoint(
    e.id,
    limit,
    Math.max(q.offset ?? 0, 0),
  )
  return { data: deliveries.map(deliveryView), has_more: hasMore }
}

/** A delivery with its recorded attempts (newest first). */
export async function getDelivery(d: WebhooksDeps, p: Principal, id: string, deliveryId: string) {
  requireAllPermissions(p)
  const e = await findOwn(d, p, id)
  const dlv = await d.stores.webhookDeliveries.get(deliveryId)
  if (!dlv || dlv.endpointId !== e.id)
    throw new AppError('delivery_not_found', `No delivery ${JSON.stringify(deliveryId)} for this endpoint.`, {
      param: 'delivery_id',
    })
  const attempts = await d.stores.webhookDeliveries.listAttempts(dlv.id)
  return {
    delivery: deliveryView(dlv),
    attempts: attempts.map((a) => ({
      attempted_at: a.at.toISOString(),
      response_code: a.responseCode,
      error: a.error,
      duration_ms: Math.max(0, Math.round(a.durationMs)),
      response_excerpt: a.responseExcerpt === null ? null : a.responseExcerpt.slice(0, RESPONSE_EXCERPT_CHARS),
    })),
  }
}

/** The event a test delivery carries: sent to one endpoint by hand, never subscribable. */
export const TEST_EVENT = 'webhook.test'
/** The published excerpt's length (the client keeps 512 bytes; as text that is at most 512 characters). */
const RESPONSE_EXCERPT_CHARS = 512

/** Queues one `webhook.test` delivery to the endpoint (signed and retried like any other). */
export async function sendTestEvent(d: WebhooksDeps, p: Principal, id: string) {
  requireAllPermissions(p)
  const e = await findOwn(d, p, id)
  const now = d.clock.now()
  const delivery: WebhookDelivery = {
    id: d.ids.id('whd'),
    endpointId: e.id,
    organizationId: e.organizationId,
    eventId: d.ids.id('evt'),
    eventType: TEST_EVENT,
    payload: JSON.stringify({ event: TEST_EVENT, data: { endpoint_id: e.id, sent_at: now.toISOString() } }),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    leaseOwner: null,
    leaseUntil: null,
    lastResponseCode: null,
    lastError: null,
    lastAttemptAt: null,
    deliveredAt: null,
    createdAt: now,
    updatedAt: now,
  }
  await d.stores.webhookDeliveries.insertMany([delivery])
  d.onWork?.()
  return deliveryView(delivery)
}

export async function redeliver(d: WebhooksDeps, p: Principal, id: string, deliveryId: string) {
  requireAllPermissions(p)
  const e = await findOwn(d, p, id)
  const dlv = await d.stores.webhookDeliveries.get(deliveryId)
  if (!dlv || dlv.endpointId !== e.id)
    throw new AppError('delivery_not_found', `No delivery ${JSON.stringify(deliveryId)} for this endpoint.`, {
      param: 'delivery_id',
    })
  const again = await d.stores.webhookDeliveries.redeliver(dlv.id, d.clock.now())
  d.onWork?.()
  return deliveryView(again ?? dlv)
}
