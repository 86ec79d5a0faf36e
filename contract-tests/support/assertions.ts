// Assertions on the wire format: the error envelope (SPEC-DECISIONS "Errors"; openapi.yaml ErrorObject) and
// the headers that go with it. The expected `type` per code is the published one, written out here rather
// than imported from the server, so a change on either side shows up as a failing contract test.
import { expect } from 'vitest'
import type { Response } from './client.ts'
import { ERROR_TYPES } from './error-types.ts'

export { ERROR_TYPES }

export const VERSION = '2026-04-24'

export interface ErrorExpectation {
  /** The exact `param`; `null` asserts that none is sent. */
  param?: string | null
  type?: string
}

/** Status, envelope shape (type, code, message, correlation_id = X-Correlation-Id), param, and the
 * headers every error carries: Service-Version, and WWW-Authenticate on 401 and insufficient_scope. */
export function expectError(
  r: Response,
  status: number,
  code: string,
  o: ErrorExpectation = {},
): Record<string, unknown> {
  expect(r.status, r.describe()).toBe(status)
  expect(r.headers.get('content-type') ?? '', r.describe()).toMatch(/^application\/json/)
  expect(Object.keys(r.body ?? {}), r.describe()).toEqual(['error'])
  const e = r.body.error as Record<string, unknown>
  expect(e, r.describe()).toMatchObject({ code, type: o.type ?? ERROR_TYPES[code], message: expect.any(String) })
  expect((e.message as string).length, r.describe()).toBeGreaterThan(0)
  expect(e.correlation_id, r.describe()).toBe(r.headers.get('x-correlation-id'))
  if (o.param === null) expect(e, r.describe()).not.toHaveProperty('param')
  else if (o.param !== undefined) expect(e.param, r.describe()).toBe(o.param)
  expect(r.headers.get('service-version'), r.describe()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  if (status === 401) {
    const www = r.headers.get('www-authenticate') ?? ''
    expect(www, r.describe()).toMatch(/^Bearer\b/)
    if (code === 'invalid_token') expect(www, r.describe()).toContain('error="invalid_token"')
  }
  return e
}

/** 403 insufficient_scope naming the needed scope in WWW-Authenticate (RFC 6750; SPEC-DECISIONS "Errors"). */
export function expectInsufficientScope(r: Response, scope: string): void {
  expectError(r, 403, 'insufficient_scope')
  const www = r.headers.get('www-authenticate') ?? ''
  expect(www, r.describe()).toMatch(/^Bearer\b/)
  expect(www, r.describe()).toContain('error="insufficient_scope"')
  expect(www, r.describe()).toContain(`scope="${scope}"`)
}

/** 422 validation_error with `param` and a details item located at it. */
export function expectValidationError(
  r: Response,
  param: string | null,
  where: 'body' | 'query' | 'path' | 'header' = 'body',
): Record<string, unknown> {
  const e = expectError(r, 422, 'validation_error', { param })
  expect(Array.isArray(e.details) && e.details.length > 0, r.describe()).toBe(true)
  for (const d of e.details as Record<string, unknown>[]) {
    expect(d, r.describe()).toEqual({ loc: expect.any(Array), msg: expect.any(String), type: expect.any(String) })
  }
  const first = (e.details as { loc: (string | number)[] }[])[0]!
  expect(first.loc, r.describe()).toEqual(
    param === null ? [where] : [where, ...param.split('.').map((s) => (/^\d+$/.test(s) ? expect.anything() : s))],
  )
  return e
}

/** A success: status, JSON body, Service-Version echoed. */
export function expectOk(r: Response, status = 200): void {
  expect(r.status, r.describe()).toBe(status)
  expect(r.headers.get('service-version'), r.describe()).toBe(VERSION)
  if (status !== 204) expect(r.headers.get('content-type') ?? '', r.describe()).toMatch(/^application\/json/)
  else expect(r.text, r.describe()).toBe('')
}

export interface RateLimitExpectation {
  policy?: 'key' | 'org' | 'default' | 'ip'
  limit?: number
  remaining?: number
}

/** The rate-limit headers name this policy, limit and remaining count (their shape and consistency are
 * checked on every response by the request helper). */
export function expectRateLimit(r: Response, o: RateLimitExpectation): void {
  if (o.limit !== undefined) expect(r.headers.get('x-ratelimit-limit'), r.describe()).toBe(String(o.limit))
  if (o.remaining !== undefined) expect(r.headers.get('x-ratelimit-remaining'), r.describe()).toBe(String(o.remaining))
  if (o.policy !== undefined) {
    expect(r.headers.get('ratelimit-policy') ?? '', r.describe()).toMatch(
      new RegExp(`^"${o.policy}";q=${o.limit ?? '\\d+'};w=60$`),
    )
    expect(r.headers.get('ratelimit') ?? '', r.describe()).toMatch(
      new RegExp(`^"${o.policy}";r=${o.remaining ?? '\\d+'};t=\\d+$`),
    )
  }
}

export interface ThrottleExpectation extends RateLimitExpectation {
  /** Whether waiting helps: x-should-retry, and Retry-After / retry_after_seconds only when true. */
  retry: boolean
  /** Bounds for Retry-After (seconds); default 1..60. */
  retryAfter?: number | [number, number]
}

/**
 * A throttle refusal (SPEC-DECISIONS "Rate limits"): 403 RATE_LIMIT.USER / RATE_LIMIT.ORG or 429 rate_limited.
 * Retryable: `Retry-After` (whole seconds, >= 1) equal to `retry_after_seconds`, `x-should-retry: true`, and the
 * window's RateLimit `t=` equal to Retry-After (the oldest counted request leaving frees the slot). Not
 * retryable (a limit of 0): `x-should-retry: false`, neither Retry-After nor retry_after_seconds.
 * Always: X-RateLimit-Remaining 0. Returns Retry-After (0 when absent).
 */
export function expectThrottled(
  r: Response,
  status: 403 | 429,
  code: 'RATE_LIMIT.USER' | 'RATE_LIMIT.ORG' | 'rate_limited',
  o: ThrottleExpectation,
): number {
  const e = expectError(r, status, code, { param: null })
  expect(r.headers.get('www-authenticate'), r.describe()).toBeNull()
  expect(r.headers.get('x-should-retry'), r.describe()).toBe(String(o.retry))
  expectRateLimit(r, { ...o, remaining: o.remaining ?? 0 })
  if (!o.retry) {
    expect(r.headers.get('retry-after'), r.describe()).toBeNull()
    expect(e, r.describe()).not.toHaveProperty('retry_after_seconds')
    return 0
  }
  const header = r.headers.get('retry-after') ?? ''
  expect(header, r.describe()).toMatch(/^\d+$/)
  const seconds = Number(header)
  const [lo, hi] =
    o.retryAfter === undefined
      ? [1, 60]
      : typeof o.retryAfter === 'number'
        ? [o.retryAfter, o.retryAfter]
        : o.retryAfter
  expect(seconds, r.describe()).toBeGreaterThanOrEqual(lo)
  expect(seconds, r.describe()).toBeLessThanOrEqual(hi)
  expect(e.retry_after_seconds, r.describe()).toBe(seconds)
  expect(r.headers.get('ratelimit'), r.describe()).toMatch(new RegExp(`;t=${seconds}$`))
  return seconds
}
