// The envelope: toAppError maps a store that did not answer to 503 store_unavailable with Retry-After (also when an
// operation wrapped it as internal_error), and refusals are logged at a level that says whose problem they are:
// `error` is kept for faults (internal_error, unexpected exceptions), so an alert on error-level lines means a fault.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../errors/index.ts'
import { DuplicateError, StoreUnavailableError } from '../store/ports/index.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { STORE_RETRY_AFTER_SECONDS, errorBody, toAppError } from './envelope.ts'

describe('toAppError', () => {
  it('maps StoreUnavailableError to 503 store_unavailable with retry_after_seconds', () => {
    const e = toAppError(new StoreUnavailableError('timeout'))
    expect(e).toMatchObject({
      code: 'store_unavailable',
      status: 503,
      type: 'api_error',
      retryAfterSeconds: STORE_RETRY_AFTER_SECONDS,
    })
    expect(errorBody(e, 'corr').error).toMatchObject({
      code: 'store_unavailable',
      retry_after_seconds: STORE_RETRY_AFTER_SECONDS,
      message:
        'The store did not answer in time; the request may or may not have been applied. Retry with the same Idempotency-Key.',
    })
  })

  it('maps an internal_error caused by an unavailable store the same way', () => {
    const e = toAppError(new AppError('internal_error', undefined, { cause: new StoreUnavailableError('unreachable') }))
    expect(e).toMatchObject({ code: 'store_unavailable', status: 503 })
  })

  it('leaves everything else alone', () => {
    expect(toAppError(new DuplicateError('user')).code).toBe('internal_error')
    expect(toAppError(new Error('boom')).code).toBe('internal_error')
    const invalid = new AppError('invalid_token')
    expect(toAppError(invalid)).toBe(invalid)
    expect(toAppError(new AppError('internal_error', undefined, { cause: new Error('x') })).code).toBe('internal_error')
  })
})

const FIXTURE_SKILLS = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills')
const WARN = 40
const ERROR = 50

describe('refusal log levels', () => {
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer({ env: { SKILLS_DIR: FIXTURE_SKILLS } })
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const linesOf = (r: { headers: Headers }) =>
    srv.logs.filter((l) => l.correlation_id === r.headers.get('x-correlation-id'))
  const maxLevel = (r: { headers: Headers }) => Math.max(...linesOf(r).map((l) => Number(l.level)))

  it('501 permissions_immutable is a warning, not an error', async () => {
    const key = await call<{ id: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: 'k', permissions: ['search:read'] },
    })
    const r = await call(srv.url, `/api/v1/connect-keys/${key.body.id}`, {
      method: 'PATCH',
      token: t.adminKey,
      body: { permissions: ['clients:read'] },
    })
    expect(r.status).toBe(501)
    expect(maxLevel(r)).toBeLessThan(ERROR)
    expect(linesOf(r).find((l) => l.code === 'permissions_immutable')).toMatchObject({ level: WARN, status: 501 })
  })

  it('client errors log below warn', async () => {
    const responses = [
      await call(srv.url, '/nowhere'),
      await call(srv.url, '/api/v1/connect-keys'),
      await call(srv.url, '/api/v1/connect-keys?limit=500', { token: t.adminKey }),
      await call(srv.url, '/api/v1/connect-keys/key_nope', { token: t.adminKey }),
    ]
    expect(responses.map((r) => r.status)).toEqual([404, 401, 422, 404])
    for (const r of responses) {
      expect(maxLevel(r), String(r.status)).toBeLessThan(WARN)
      expect(
        linesOf(r).some((l) => l.code === (r.body.error as { code: string }).code),
        String(r.status),
      ).toBe(true)
    }
  })

  it('faults stay at error level', async () => {
    const r = await call(srv.url, '/api/v1/skills/echo.fixture/invoke', {
      token: t.adminKey,
      body: { text: 'hi', mode: 'throw' },
    })
    expect(r.status).toBe(500)
    expect(linesOf(r).find((l) => l.code === 'internal_error')).toMatchObject({ level: ERROR })
  })
})
