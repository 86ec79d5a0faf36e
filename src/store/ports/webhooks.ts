// Webhook endpoints, the event outbox and deliveries (spec: Events; Webhook delivery states; SPEC-DECISIONS
// "Webhooks"). Events are written in the same store write as the change that causes them (see OutboxEvent and
// the `events` parameters on the key mirror), fanned out to deliveries (one per endpoint per event), and
// delivered under leases so any instance may make an attempt and a crashed one's work is retried.

export interface OutboxEvent {
  id: string // evt_…
  organizationId: string
  /** Canonical event type, e.g. api_key.created. */
  type: string
  /** Only the documented, third-party-safe fields; JSON values only (timestamps as ISO strings). */
  data: Record<string, unknown>
  createdAt: Date
}

export interface WebhookEndpoint {
  id: string // we_…
  organizationId: string
  url: string
  description: string | null
  /** As subscribed: canonical names, aliases, or '*'. */
  eventTypes: string[]
  enabled: boolean
  /** The signing secret, sealed (it must be readable to sign, so it cannot be a digest). */
  secretSealed: string
  /** During a rotation's grace period, the previous secret, also signed with. */
  previousSecretSealed: string | null
  previousSecretExpiresAt: Date | null
  createdAt: Date
  updatedAt: Date
}

export type WebhookEndpointPatch = Partial<
  Pick<
    WebhookEndpoint,
    | 'url'
    | 'description'
    | 'eventTypes'
    | 'enabled'
    | 'secretSealed'
    | 'previousSecretSealed'
    | 'previousSecretExpiresAt'
  >
>

export interface WebhookEndpointStore {
  insert(e: WebhookEndpoint): Promise<void>
  get(id: string): Promise<WebhookEndpoint | null>
  /** Oldest first. */
  listByOrganization(organizationId: string): Promise<WebhookEndpoint[]>
  /** Returns the updated endpoint, or null when unknown. */
  update(id: string, patch: WebhookEndpointPatch, at: Date): Promise<WebhookEndpoint | null>
  /** Hard delete; its deliveries stop (they are dropped by the worker when the endpoint is gone). Idempotent. */
  delete(id: string): Promise<void>
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'dead'

export interface WebhookDelivery {
  id: string // whd_… ; also the X-Webhook-Id
  endpointId: string
  organizationId: string
  eventId: string
  /** The name sent: the one the endpoint subscribed to (an alias stays an alias). */
  eventType: string
  /** The exact body bytes sent on every attempt. */
  payload: string
  status: DeliveryStatus
  /** Attempts made since the delivery was created or last redelivered. */
  attempts: number
  nextAttemptAt: Date
  leaseOwner: string | null
  leaseUntil: Date | null
  lastResponseCode: number | null
  /** Short reason for the last failure: 'timeout', 'blocked', 'connection', 'redirect', 'http_<code>'. */
  lastError: string | null
  lastAttemptAt: Date | null
  deliveredAt: Date | null
  createdAt: Date
  updatedAt: Date
}

export interface AttemptOutcome {
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: Date
  lastResponseCode: number | null
  lastError: string | null
  lastAttemptAt: Date
  deliveredAt: Date | null
  /** The attempt itself, for the delivery's attempt log (absent when no request was made: a disabled endpoint). */
  attempt?: AttemptRecord
}

/** One request made for a delivery, as the deliveries panel shows it. */
export interface AttemptRecord {
  at: Date
  /** The receiver's status, or null when there was no response. */
  responseCode: number | null
  /** Why it failed (as lastError), or null when it succeeded. */
  error: string | null
  durationMs: number
  /** The start of the receiver's answer (at most a few hundred bytes of text), or null. */
  responseExcerpt: string | null
}

/** How many attempts a delivery's log keeps (the newest). */
export const ATTEMPT_LOG_KEEP = 20

/**
 * One change of hands of a delivery's lease, as the store recorded it with the change: a claim (by its owner, a
 * takeover when the previous lease had expired) or a manual redelivery (which frees any lease). A delivery's
 * lease history answers why an owner's attempt could not be recorded: the entry after its own claim is what
 * took the lease away (and no history at all means the delivery was deleted).
 */
export type LeaseEvent = { kind: 'claimed'; owner: string; at: Date } | { kind: 'redelivered'; at: Date }

/**
 * Lease history is kept this long before the latest recorded attempt (recordAttempt drops older entries), so it
 * stays small even for a delivery re-claimed every minute, yet always covers every attempt still in flight.
 */
export const LEASE_HISTORY_KEEP_MS = 3_600_000

export interface WebhookDeliveryStore {
  /** Inserts the deliveries; one for the same (endpointId, eventId) already present is skipped. Idempotent. */
  insertMany(deliveries: WebhookDelivery[]): Promise<void>
  get(id: string): Promise<WebhookDelivery | null>
  /** Newest first. */
  listByEndpoint(
    endpointId: string,
    limit: number,
    offset: number,
  ): Promise<{ deliveries: WebhookDelivery[]; hasMore: boolean }>
  /**
   * Leases up to `limit` pending deliveries due at `now` whose lease is free or expired, for `owner` until
   * now + leaseMs. Atomic: no delivery is leased to two owners at once. Oldest due first. Each claim is added to
   * the delivery's lease history in the same write.
   */
  claimDue(now: Date, leaseMs: number, owner: string, limit: number): Promise<WebhookDelivery[]>
  /**
   * Records an attempt made under `owner`'s lease and frees the lease; false (nothing written) when the lease was
   * lost (leaseHistory says why). Drops lease history older than LEASE_HISTORY_KEEP_MS before `at`.
   */
  recordAttempt(id: string, owner: string, outcome: AttemptOutcome, at: Date): Promise<boolean>
  /**
   * Makes a delivery pending again from now with attempts reset and its lease freed (manual redelivery), adding
   * the redelivery to its lease history in the same write. Returns it, or null when unknown.
   */
  redeliver(id: string, at: Date): Promise<WebhookDelivery | null>
  /** The delivery's recorded attempts, newest first (at most ATTEMPT_LOG_KEEP are kept). */
  listAttempts(id: string): Promise<AttemptRecord[]>
  /** The delivery's lease history, oldest first; null when the delivery does not exist (deleted, or never was). */
  leaseHistory(id: string): Promise<LeaseEvent[] | null>
  /** Drops the deliveries of a deleted endpoint. */
  deleteByEndpoint(endpointId: string): Promise<void>
  /** Retention: deletes succeeded and dead deliveries last updated before `before`. Returns how many. */
  purgeFinished(before: Date): Promise<number>
  /** Deliveries waiting for an attempt or a retry, across the organization boundary (the backlog metric). */
  countPending(): Promise<number>
}

/** The outbox: events recorded with their change, waiting for fan-out. */
export interface WebhookEventStore {
  /** Records events on their own (for changes that have no document of their own to carry them). Idempotent by id. */
  append(events: OutboxEvent[]): Promise<void>
  /**
   * Events not yet fanned out, oldest first. Engines whose events travel inside the changed documents move them
   * into the outbox here first (idempotent by event id).
   */
  pending(limit: number): Promise<OutboxEvent[]>
  /** Marks events fanned out. Idempotent. */
  markDispatched(ids: string[], at: Date): Promise<void>
  get(id: string): Promise<OutboxEvent | null>
  /** Retention: deletes events dispatched before `before`. Returns how many. */
  purgeDispatched(before: Date): Promise<number>
}
