// Assertions on the wire format, as the in-repo suite makes them (../../support/assertions.ts, which is written for
// vitest's expect), with node:assert: the error envelope and its headers, a success. Every message carries the
// response (secrets cut), so a JUnit failure says what came back.
import assert from 'node:assert/strict'
import { isDeepStrictEqual } from 'node:util'
import { ERROR_TYPES } from '../../support/error-types.ts'
import type { KitResponse } from './http.ts'
import { redact } from './redact.ts'

export function fail(r: KitResponse, what: string): never {
  assert.fail(redact(`${what}\n${r.describe()}`))
}

const json = (v: unknown, n = 2000) => {
  const s = JSON.stringify(v) ?? String(v)
  return s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s
}

/** Deep equality whose failure shows both sides as JSON with secrets cut (node:assert's own diff would print them). */
export function same(actual: unknown, expected: unknown, what: string): void {
  if (isDeepStrictEqual(actual, expected)) return
  assert.fail(redact(`${what}\nexpected: ${json(expected)}\nactual:   ${json(actual)}`))
}

export function ensure(ok: unknown, r: KitResponse, what: string): void {
  if (!ok) fail(r, what)
}

export function expectStatus(r: KitResponse, status: number): void {
  ensure(r.status === status, r, `expected status ${status}, got ${r.status}`)
}

/** A success: status, a well-formed Service-Version (equal to `version` when given), JSON unless 204. */
export function expectOk(r: KitResponse, status = 200, version?: string): void {
  expectStatus(r, status)
  if (version)
    ensure(
      r.headers.get('service-version') === version,
      r,
      `Service-Version ${String(r.headers.get('service-version'))}, expected ${version}`,
    )
  if (status === 204) ensure(r.text === '', r, 'a 204 with a body')
  else
    ensure(
      /^application\/json/.test(r.headers.get('content-type') ?? ''),
      r,
      `content-type ${String(r.headers.get('content-type'))}, expected application/json`,
    )
}

export interface ErrorExpectation {
  /** The exact `param`; null asserts that none is sent. */
  param?: string | null
}

/** Status and the error envelope: only `error`, its type for the code, a message, correlation_id = X-Correlation-Id,
 * Service-Version, and WWW-Authenticate: Bearer on a 401 (error="invalid_token" for that code). */
export function expectError(
  r: KitResponse,
  status: number,
  code: string,
  o: ErrorExpectation = {},
): Record<string, unknown> {
  expectStatus(r, status)
  ensure(/^application\/json/.test(r.headers.get('content-type') ?? ''), r, 'an error that is not application/json')
  ensure(
    r.body && typeof r.body === 'object' && Object.keys(r.body).join() === 'error',
    r,
    'an error body with members other than `error`',
  )
  const e = r.body.error as Record<string, unknown>
  ensure(e.code === code, r, `error code ${String(e.code)}, expected ${code}`)
  if (ERROR_TYPES[code])
    ensure(e.type === ERROR_TYPES[code], r, `error type ${String(e.type)}, expected ${ERROR_TYPES[code]}`)
  ensure(typeof e.message === 'string' && e.message.length > 0, r, 'an error without a message')
  ensure(
    e.correlation_id === r.headers.get('x-correlation-id'),
    r,
    'error.correlation_id differs from X-Correlation-Id',
  )
  if (o.param === null) ensure(!('param' in e), r, `an error naming param ${String(e.param)}, expected none`)
  else if (o.param !== undefined) ensure(e.param === o.param, r, `error param ${String(e.param)}, expected ${o.param}`)
  ensure(/^\d{4}-\d{2}-\d{2}$/.test(r.headers.get('service-version') ?? ''), r, 'an error without Service-Version')
  if (status === 401) {
    const www = r.headers.get('www-authenticate') ?? ''
    ensure(
      /^Bearer\b/.test(www),
      r,
      `a 401 whose WWW-Authenticate is ${JSON.stringify(www)}, expected a Bearer challenge`,
    )
    if (code === 'invalid_token')
      ensure(
        www.includes('error="invalid_token"'),
        r,
        'a 401 invalid_token whose challenge lacks error="invalid_token"',
      )
  }
  return e
}

/** 403 insufficient_scope naming the needed scope in WWW-Authenticate (RFC 6750). */
export function expectInsufficientScope(r: KitResponse, scope: string): void {
  expectError(r, 403, 'insufficient_scope')
  const www = r.headers.get('www-authenticate') ?? ''
  ensure(
    www.includes('error="insufficient_scope"') && www.includes(`scope="${scope}"`),
    r,
    `a 403 whose challenge does not name scope="${scope}"`,
  )
}

/** 422 validation_error naming `param`, with details located at it. */
export function expectValidationError(r: KitResponse, param: string, where: 'body' | 'query' | 'path' = 'body'): void {
  const e = expectError(r, 422, 'validation_error', { param })
  const details = e.details as { loc?: unknown[] }[] | undefined
  ensure(Array.isArray(details) && details.length > 0, r, 'a 422 without details')
  ensure(
    JSON.stringify(details![0]!.loc) === JSON.stringify([where, ...param.split('.')]),
    r,
    `details[0].loc is not [${where}, ${param}]`,
  )
}
