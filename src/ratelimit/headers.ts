// Rate-limit headers (SPEC-DECISIONS "Rate limits"): legacy X-RateLimit-* (Reset = epoch seconds when the
// oldest counted request leaves the window: exact, not a window boundary) and the IETF pair
// RateLimit-Policy / RateLimit (draft-ietf-httpapi-ratelimit-headers, delta seconds, so clock skew is moot).
import type { WindowDecision } from '../store/ports/index.ts'

export interface LimitState {
  policy: 'key' | 'org' | 'default' | 'ip'
  limit: number
  windowMs: number
  decision: WindowDecision
  nowMs: number
}

export function rateLimitHeaders(s: LimitState): Record<string, string> {
  const remaining = Math.max(0, s.limit - s.decision.count)
  const resetMs = s.decision.resetAtMs ?? s.nowMs
  const resetDelta = Math.max(0, Math.ceil((resetMs - s.nowMs) / 1000))
  return {
    'X-RateLimit-Limit': String(s.limit),
    'X-RateLimit-Remaining': String(remaining),
    'X-RateLimit-Reset': String(Math.ceil(resetMs / 1000)),
    'RateLimit-Policy': `"${s.policy}";q=${s.limit};w=${Math.round(s.windowMs / 1000)}`,
    RateLimit: `"${s.policy}";r=${remaining};t=${resetDelta}`,
  }
}

/** Whole seconds until `retryAtMs`, at least 1: waiting exactly this long is enough. */
export function retryAfterSeconds(retryAtMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((retryAtMs - nowMs) / 1000))
}
