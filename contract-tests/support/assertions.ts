// Assertions on the wire format: the error envelope (SPEC-DECISIONS "Errors"; openapi.yaml ErrorObject) and
// the headers that go with it. The expected `type` per code is the published one, written out here rather
// than imported from the server, so a change on either side shows up as a failing contract test.
import { expect } from 'vitest'
import type { Response } from './client.ts'

export const ERROR_TYPES: Record<string, string> = {
  invalid_json: 'invalid_request_error',
  unknown_permissions: 'invalid_request_error',
  invalid_service_version: 'invalid_request_error',
  auth_required: 'authentication_error',
  invalid_token: 'authentication_error',
  insufficient_scope: 'permission_error',
  route_not_found: 'invalid_request_error',
  skill_not_found: 'invalid_request_error',
  key_not_found: 'invalid_request_error',
  method_not_allowed: 'invalid_request_error',
  payload_too_large: 'invalid_request_error',
  unsupported_media_type: 'invalid_request_error',
  validation_error: 'invalid_request_error',
  workspace_not_found: 'invalid_request_error',
  permissions_immutable: 'api_error',
}

export const VERSION = '2026-04-24'

export interface ErrorExpectation {
  /** The exact `param`; `null` asserts that none is sent. */
  param?: string | null
  type?: string
}

/** Status, envelope shape (type, code, message, correlation_id = X-Correlation-Id), param, and the
 * headers every error carries: Service-Version, and WWW-Authenticate on 401 and insufficient_scope. */
export function expectError(r: Response, status: number, code: string, o: ErrorExpectation = {}): Record<string, unknown> {
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
export function expectValidationError(r: Response, param: string | null, where: 'body' | 'query' | 'path' | 'header' = 'body'): Record<string, unknown> {
  const e = expectError(r, 422, 'validation_error', { param })
  expect(Array.isArray(e.details) && e.details.length > 0, r.describe()).toBe(true)
  for (const d of e.details as Record<string, unknown>[]) {
    expect(d, r.describe()).toEqual({ loc: expect.any(Array), msg: expect.any(String), type: expect.any(String) })
  }
  const first = (e.details as { loc: (string | number)[] }[])[0]!
  expect(first.loc, r.describe()).toEqual(param === null ? [where] : [where, ...param.split('.').map((s) => (/^\d+$/.test(s) ? expect.anything() : s))])
  return e
}

/** A success: status, JSON body, Service-Version echoed. */
export function expectOk(r: Response, status = 200): void {
  expect(r.status, r.describe()).toBe(status)
  expect(r.headers.get('service-version'), r.describe()).toBe(VERSION)
  if (status !== 204) expect(r.headers.get('content-type') ?? '', r.describe()).toMatch(/^application\/json/)
  else expect(r.text, r.describe()).toBe('')
}
