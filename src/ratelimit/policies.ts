// Every throttle the service applies, in one table (spec: Limits; SPEC-DECISIONS "Rate limits").
export const MINUTE_MS = 60_000
export const DAY_MS = 86_400_000

/** Request budget per key (or per user for tokens): sliding 60 s; denial is 403 RATE_LIMIT.USER/ORG.
 * Configurable as RATE_LIMIT_PER_MINUTE (tests raise it); this is the spec's value and the default. */
export const DEFAULT_REQUESTS_PER_MINUTE = 60
/** IP fairness gate: 120 per minute per client address; denial is 429 rate_limited. IP_RATE_LIMIT_PER_MINUTE. */
export const IP_REQUESTS_PER_MINUTE = 120
/** SSE cycle tails: 4 concurrent per key; the fifth is 429 rate_limited (workstreams/tail.ts holds the slots). */
export const SSE_TAILS_PER_KEY = 4
/** Portal key creation per signed-in user: 1 per minute and 5 per day; denial is 429 rate_limited. */
export const PORTAL_KEY_CREATION = [
  { name: 'portal_key_creation_minute', limit: 1, windowMs: MINUTE_MS },
  { name: 'portal_key_creation_day', limit: 5, windowMs: DAY_MS },
] as const
/**
 * Named start limits, per key (or user for tokens), sliding 60 s; denial is 429 rate_limited. Every operation that
 * starts one of these names it (`x-start-limit` in openapi.yaml, `start_limit` in skill.json) and they all count in
 * one window, whichever door the call came through (REST, a skill over REST or MCP, the portal, a WorkStream task):
 * starting cycles through POST /api/v1/workstreams/cycles does not get around workstream_run's limit.
 */
export const START_LIMITS = {
  cycle: { perMinute: 20, what: 'WorkStream cycle starts' }, // spec: Limits, "WorkStream cycle starts 20 starts per minute"
} as const satisfies Record<string, { perMinute: number; what: string }>
export type StartLimitName = keyof typeof START_LIMITS
export const isStartLimitName = (v: unknown): v is StartLimitName =>
  typeof v === 'string' && Object.hasOwn(START_LIMITS, v)
/** How long a concurrency lease lives without renewal (a crashed holder frees its slot after this). */
export const CONCURRENCY_LEASE_MS = 30_000
/** How long an organization's rate-limit override is cached per instance. */
export const ORG_OVERRIDE_CACHE_MS = 10_000

// Operations never throttled (neither the IP gate nor the request budget) are marked `x-never-throttled` in
// openapi.yaml; the stages and the HTTP door read the mark (src/operations/catalog.ts).
