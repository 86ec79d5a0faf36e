// Public operations (getHealth, getOpenApi, its ETag and 304) and what every route shares: the Service-Version echo and
// 400 invalid_service_version, 404 route_not_found, 405 method_not_allowed with Allow.
import { describe, expect, it } from 'vitest'
import type { Harness } from '../support/harness.ts'
import { expectError, expectOk, VERSION } from '../support/assertions.ts'

export function serviceContract(h: () => Harness): void {
  describe('getHealth GET /health', () => {
    it('200 without a credential, naming the store in use', async () => {
      const r = await h().proxy('/health')
      expectOk(r)
      expect(r.body, r.describe()).toEqual({
        status: 'ok',
        version: VERSION,
        store: { kind: process.env.MONGODB_URL ? 'mongo' : 'embedded', status: 'ok' },
        redis: { status: process.env.REDIS_URL ? 'ok' : 'not_configured' },
        rate_limits: { mode: process.env.REDIS_URL ? 'shared' : 'local' },
      })
      expect(r.headers.get('x-correlation-id'), r.describe()).toMatch(/\S/)
    })

    it('400 invalid_service_version for an unsupported Service-Version', async () => {
      const r = await h().proxy('/health', { headers: { 'Service-Version': '1999-01-01' } })
      const e = expectError(r, 400, 'invalid_service_version', { param: 'Service-Version' })
      expect(e.supported_versions, r.describe()).toEqual([VERSION])
    })
  })

  describe('getOpenApi GET /openapi.json', () => {
    it('200 without a credential: the bundled document Prism validates against', async () => {
      const r = await h().proxy('/openapi.json')
      expectOk(r)
      expect(r.body, 'served document differs from services.spec').toEqual(JSON.parse(JSON.stringify(h().spec)))
      expect(r.body.openapi).toMatch(/^3\.1\./)
    })

    it('304 with no body to If-None-Match naming the ETag it sent (any encoding), with the same cache headers', async () => {
      const r = await h().proxy('/openapi.json')
      expectOk(r)
      const etag = r.headers.get('etag')
      expect(etag, r.describe()).toMatch(/^"[A-Za-z0-9_-]+(-gzip|-br)?"$/)
      expect(r.headers.get('cache-control'), r.describe()).toBe('public, max-age=300')
      const again = await h().proxy('/openapi.json', { headers: { 'If-None-Match': etag! } })
      expect(again.status, again.describe()).toBe(304)
      expect(again.text, again.describe()).toBe('')
      expect(again.headers.get('cache-control'), again.describe()).toBe('public, max-age=300')
    })

    it('400 invalid_service_version for a malformed Service-Version', async () => {
      const r = await h().proxy('/openapi.json', { headers: { 'Service-Version': 'latest' } })
      expectError(r, 400, 'invalid_service_version', { param: 'Service-Version' })
    })
  })

  describe('Service-Version', () => {
    it('echoes a pinned supported version, and the latest when absent', async () => {
      const pinned = await h().proxy('/api/v1/skills', {
        token: h().tenant.adminKey,
        headers: { 'Service-Version': VERSION },
      })
      expectOk(pinned)
      const absent = await h().proxy('/api/v1/skills', { token: h().tenant.adminKey })
      expectOk(absent)
    })
  })

  // Prism answers unknown paths (404 NO_PATH_MATCHED) and methods (405 NO_METHOD_MATCHED) itself when --errors
  // is set, and neither is an operation of the document, so these go straight to the server.
  describe('routing (direct)', () => {
    it('404 route_not_found for an unknown path, before authentication', async () => {
      const r = await h().direct('/api/v1/no-such-thing')
      expectError(r, 404, 'route_not_found')
      const authed = await h().direct('/api/v1/connect-keys/abc/def', { token: h().tenant.adminKey })
      expectError(authed, 404, 'route_not_found')
    })

    it('through the proxy, Prism itself answers an unknown path (documented limitation)', async () => {
      const r = await h().proxy('/api/v1/no-such-thing', { expectPrismAnswer: true })
      expect(r.status, r.describe()).toBe(404)
    })

    it.each([
      ['PUT', '/api/v1/connect-keys', 'GET, HEAD, POST'],
      ['DELETE', '/api/v1/skills', 'GET, HEAD'],
      ['GET', '/api/v1/skills/identifiers.validate/invoke', 'POST'],
      ['GET', '/api/v1/skills/anything/invoke', 'POST'],
      ['PUT', '/api/v1/connect-keys/key_abc', 'GET, HEAD, PATCH, DELETE'],
      ['GET', '/api/v1/connect-keys/key_abc/rotate', 'POST'],
      ['GET', '/auth/logout', 'POST'],
      ['POST', '/health', 'GET, HEAD'],
    ])('405 method_not_allowed for %s %s with Allow: %s', async (method, path, allow) => {
      const r = await h().direct(path, { method, token: h().tenant.adminKey })
      expectError(r, 405, 'method_not_allowed')
      expect((r.headers.get('allow') ?? '').split(/,\s*/).sort(), r.describe()).toEqual(allow.split(', ').sort())
    })
  })
}
