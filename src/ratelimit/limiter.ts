// The traffic-control operations the pipeline calls. Each throttle is a sliding window in the shared store
// (Redis across instances, in-process otherwise); the policy numbers live in policies.ts.
import { AppError } from '../errors/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { Logger } from '../lib/logger.ts'
import type { Principal } from '../auth/index.ts'
import type { SlidingWindowStore, Stores, WindowDecision } from '../store/ports/index.ts'
import { rateLimitHeaders, retryAfterSeconds, type LimitState } from './headers.ts'
import {
  DEFAULT_REQUESTS_PER_MINUTE,
  IP_REQUESTS_PER_MINUTE,
  MINUTE_MS,
  ORG_OVERRIDE_CACHE_MS,
  PORTAL_KEY_CREATION,
} from './policies.ts'

export interface LimiterDeps {
  windows: SlidingWindowStore
  stores: Pick<Stores, 'organizations'>
  clock: Clock
  logger: Logger
  defaultPerMinute?: number
  ipPerMinute?: number
  /** Told of every decision (metrics): policy budget, ip, skill_starts or portal_key_creation. */
  onDecision?: (policy: string, admitted: boolean) => void
}

/** The request budget's subject: the key, or the user for session and OAuth tokens. */
export function budgetSubject(p: Principal): string {
  return p.keyId ? `key:${p.keyId}` : `user:${p.userId}`
}

function throttled(
  code: 'RATE_LIMIT.USER' | 'RATE_LIMIT.ORG' | 'rate_limited',
  message: string,
  state: LimitState,
  retry: boolean,
): AppError {
  const headers = { ...rateLimitHeaders(state), 'x-should-retry': String(retry) }
  const retryAt = state.decision.retryAtMs
  return new AppError(
    code,
    message,
    retry && retryAt !== null ? { retryAfterSeconds: retryAfterSeconds(retryAt, state.nowMs), headers } : { headers },
  )
}

/** How many window subjects each memo keeps (key ids, client addresses) before starting again. */
const SUBJECT_MEMO_SIZE = 100_000

/**
 * Window subjects (`key:<id>`, `ip:<address>`) built once per id: a subject made per request is a new string that the
 * window store's Map hashes afresh (about a third of an in-process window decision); the ids come from caches (the
 * validator cache, the client address cache), so looking one up here hashes nothing new.
 */
class SubjectMemo {
  private readonly map = new Map<string, string>()
  private readonly prefix: string
  constructor(prefix: string) {
    this.prefix = prefix
  }
  of(id: string): string {
    let s = this.map.get(id)
    if (s === undefined) {
      if (this.map.size >= SUBJECT_MEMO_SIZE) this.map.clear()
      this.map.set(id, (s = this.prefix + id))
    }
    return s
  }
}

export class Limiter {
  private readonly d: LimiterDeps
  private readonly orgCache = new Map<string, { value: number | null; atMs: number }>()
  private readonly keySubjects = new SubjectMemo('key:')
  private readonly ipSubjects = new SubjectMemo('ip:')
  /** budgetSubject, the key's from the memo. */
  private budgetSubject(p: Principal): string {
    return p.keyId ? this.keySubjects.of(p.keyId) : budgetSubject(p)
  }
  private readonly defaultPerMinute: number
  private readonly ipPerMinute: number
  constructor(d: LimiterDeps) {
    this.d = d
    this.defaultPerMinute = d.defaultPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE
    this.ipPerMinute = d.ipPerMinute ?? IP_REQUESTS_PER_MINUTE
  }

  /** effectiveLimit when it needs no store read (a key override, or the organization's cached); else undefined. */
  private effectiveLimitNow(p: Principal): { limit: number; source: 'key' | 'org' | 'default' } | undefined {
    if (p.keyRateLimitPerMinute !== null) return { limit: p.keyRateLimitPerMinute, source: 'key' }
    const cached = this.orgCache.get(p.organizationId)
    if (!cached || this.d.clock.nowMs() - cached.atMs >= ORG_OVERRIDE_CACHE_MS) return undefined
    return cached.value !== null
      ? { limit: cached.value, source: 'org' }
      : { limit: this.defaultPerMinute, source: 'default' }
  }

  /** Per-key override, else the organization's override (cached ORG_OVERRIDE_CACHE_MS), else the default. */
  async effectiveLimit(p: Principal): Promise<{ limit: number; source: 'key' | 'org' | 'default' }> {
    const known = this.effectiveLimitNow(p)
    if (known) return known
    const now = this.d.clock.nowMs()
    let cached = this.orgCache.get(p.organizationId)
    if (!cached || now - cached.atMs >= ORG_OVERRIDE_CACHE_MS) {
      const org = await this.d.stores.organizations.get(p.organizationId)
      cached = { value: org?.rateLimitPerMinute ?? null, atMs: now }
      this.orgCache.set(p.organizationId, cached)
      if (this.orgCache.size > 100_000) this.orgCache.delete(this.orgCache.keys().next().value!)
    }
    return cached.value !== null
      ? { limit: cached.value, source: 'org' }
      : { limit: this.defaultPerMinute, source: 'default' }
  }

  /** The per-credential request budget. Throws 403 RATE_LIMIT.USER/ORG when spent; returns headers otherwise. */
  async requestBudget(p: Principal): Promise<Record<string, string>> {
    const { limit, source } = await this.effectiveLimit(p)
    const nowMs = this.d.clock.nowMs()
    return this.budgetOutcome(
      limit,
      source,
      await this.d.windows.hit(this.budgetSubject(p), limit, MINUTE_MS, nowMs),
      nowMs,
    )
  }

  /**
   * requestBudget without a promise where nothing needs I/O (the limit known, the window store in-process);
   * undefined: call requestBudget. Throws as requestBudget does.
   */
  requestBudgetNow(p: Principal): Record<string, string> | undefined {
    const w = this.d.windows
    const known = w.hitNow ? this.effectiveLimitNow(p) : undefined
    if (!known) return undefined
    const nowMs = this.d.clock.nowMs()
    return this.budgetOutcome(
      known.limit,
      known.source,
      w.hitNow!(this.budgetSubject(p), known.limit, MINUTE_MS, nowMs),
      nowMs,
    )
  }

  private budgetOutcome(
    limit: number,
    source: 'key' | 'org' | 'default',
    decision: WindowDecision,
    nowMs: number,
  ): Record<string, string> {
    this.d.onDecision?.('budget', decision.admitted)
    const state: LimitState = { policy: source, limit, windowMs: MINUTE_MS, decision, nowMs }
    if (decision.admitted) return rateLimitHeaders(state)
    const code = source === 'org' ? 'RATE_LIMIT.ORG' : 'RATE_LIMIT.USER'
    if (limit === 0) {
      throw throttled(
        code,
        source === 'org'
          ? "Your organization's rate limit is 0: every request is refused until an operator raises it."
          : 'This key is blocked: its rate_limit_per_minute is 0.',
        state,
        false,
      )
    }
    const who = source === 'org' ? "your organization's per-credential limit" : "this credential's limit"
    throw throttled(code, `Rate limit exceeded: ${limit} requests per minute (${who}).`, state, true)
  }

  /**
   * IP fairness gate. Throws 429 rate_limited when spent; returns the gate's state otherwise (rateLimitHeaders turns it
   * into headers: a door builds them only for an answer that carries no request budget's, whose headers replace them).
   */
  async ipGate(address: string): Promise<LimitState> {
    const nowMs = this.d.clock.nowMs()
    return this.ipOutcome(
      await this.d.windows.hit(this.ipSubjects.of(address), this.ipPerMinute, MINUTE_MS, nowMs),
      nowMs,
    )
  }

  /** ipGate without a promise where the window store is in-process; undefined: call ipGate. Throws as ipGate does. */
  ipGateNow(address: string): LimitState | undefined {
    const w = this.d.windows
    if (!w.hitNow) return undefined
    const nowMs = this.d.clock.nowMs()
    return this.ipOutcome(w.hitNow(this.ipSubjects.of(address), this.ipPerMinute, MINUTE_MS, nowMs), nowMs)
  }

  private ipStateOf(decision: WindowDecision, nowMs: number): LimitState {
    return { policy: 'ip', limit: this.ipPerMinute, windowMs: MINUTE_MS, decision, nowMs }
  }

  private ipOutcome(decision: WindowDecision, nowMs: number): LimitState {
    this.d.onDecision?.('ip', decision.admitted)
    const state = this.ipStateOf(decision, nowMs)
    if (decision.admitted) return state
    throw throttled('rate_limited', `Too many requests from your address: ${this.ipPerMinute} per minute.`, state, true)
  }

  /** The IP gate's state without consuming (headers for never-throttled routes). */
  async ipState(address: string): Promise<LimitState> {
    const nowMs = this.d.clock.nowMs()
    return this.ipStateOf(
      await this.d.windows.peek(this.ipSubjects.of(address), this.ipPerMinute, MINUTE_MS, nowMs),
      nowMs,
    )
  }

  /** ipState without a promise where the window store is in-process; undefined: call ipState. */
  ipStateNow(address: string): LimitState | undefined {
    const w = this.d.windows
    if (!w.peekNow) return undefined
    const nowMs = this.d.clock.nowMs()
    return this.ipStateOf(w.peekNow(this.ipSubjects.of(address), this.ipPerMinute, MINUTE_MS, nowMs), nowMs)
  }

  /**
   * A start limit, per key or user: a named one (START_LIMITS, window `starts:<name>`, shared by every operation
   * naming it) or a skill's own (skill.json rate_limit.starts_per_minute, window `skill:<name>`). 429 when spent.
   */
  async starts(p: Principal, limit: { window: string; perMinute: number; what: string }): Promise<void> {
    const nowMs = this.d.clock.nowMs()
    const decision = await this.d.windows.hit(`${limit.window}:${budgetSubject(p)}`, limit.perMinute, MINUTE_MS, nowMs)
    this.d.onDecision?.('skill_starts', decision.admitted)
    if (decision.admitted) return
    const state: LimitState = { policy: 'key', limit: limit.perMinute, windowMs: MINUTE_MS, decision, nowMs }
    throw throttled('rate_limited', `Too many ${limit.what}: ${limit.perMinute} per minute.`, state, true)
  }

  /**
   * Portal key creation: 1 per minute and 5 per day per signed-in user. Both windows are checked before either
   * records, so a denial by one consumes nothing in the other.
   */
  async portalKeyCreation(userId: string): Promise<void> {
    const nowMs = this.d.clock.nowMs()
    for (const w of PORTAL_KEY_CREATION) {
      const peek = await this.d.windows.peek(`${w.name}:${userId}`, w.limit, w.windowMs, nowMs)
      if (!peek.admitted) {
        this.d.onDecision?.('portal_key_creation', false)
        const state: LimitState = { policy: 'key', limit: w.limit, windowMs: w.windowMs, decision: peek, nowMs }
        const per = w.windowMs === MINUTE_MS ? 'minute' : 'day'
        throw throttled('rate_limited', `Too many keys created from the portal: ${w.limit} per ${per}.`, state, true)
      }
    }
    // The peeks above keep the common denial free; these hits are the atomic, authoritative decisions.
    for (const w of PORTAL_KEY_CREATION) {
      const hit = await this.d.windows.hit(`${w.name}:${userId}`, w.limit, w.windowMs, nowMs)
      if (!hit.admitted) {
        this.d.onDecision?.('portal_key_creation', false)
        throw throttled(
          'rate_limited',
          'Too many keys created from the portal; retry later.',
          { policy: 'key', limit: w.limit, windowMs: w.windowMs, decision: hit, nowMs },
          true,
        )
      }
    }
    this.d.onDecision?.('portal_key_creation', true)
  }

  /**
   * What is left of the portal key-creation limit for `userId`, recording nothing (the create form shows it):
   * creations left today, and when the next one is allowed if not now (seconds; null: now).
   */
  async portalKeyCreationQuota(userId: string): Promise<{ remainingToday: number; nextInSeconds: number | null }> {
    const nowMs = this.d.clock.nowMs()
    const [minute, day] = PORTAL_KEY_CREATION
    const m = await this.d.windows.peek(`${minute.name}:${userId}`, minute.limit, minute.windowMs, nowMs)
    const d = await this.d.windows.peek(`${day.name}:${userId}`, day.limit, day.windowMs, nowMs)
    const nextAt = !d.admitted ? d.retryAtMs : !m.admitted ? m.retryAtMs : null
    return {
      remainingToday: Math.max(0, day.limit - d.count),
      nextInSeconds: nextAt === null ? null : retryAfterSeconds(nextAt, nowMs),
    }
  }
}
