// The error envelopes every client meets: 404 route_not_found and 405 with Allow (direct: Prism answers unknown routes
// itself), 401 auth_required with a Bearer challenge (direct: Prism answers a missing credential itself), 401
// invalid_token, 400 invalid_service_version and a 422 validation_error on a query parameter (through Prism).
import { describe } from 'node:test'
import { context } from '../context.ts'
import { check, need } from '../define.ts'
import { ensure, expectError, expectValidationError, same } from '../expect.ts'
import { supportedVersionsOf } from '../document.ts'

const UNKNOWN_KEY = `sk_${'0'.repeat(49)}`

export function errorChecks(): void {
  describe('errors', () => {
    check('404 route_not_found for an unknown path, with and without a key (direct)', async () => {
      const ctx = context()
      expectError(await ctx.direct('/api/v1/contract-kit-no-such-route'), 404, 'route_not_found')
      expectError(
        await ctx.direct('/api/v1/connect-keys/x/contract-kit', { token: ctx.apiKey }),
        404,
        'route_not_found',
      )
    })

    check('405 method_not_allowed with Allow: GET, HEAD for POST /health (direct)', async () => {
      const r = await context().direct('/health', { method: 'POST' })
      expectError(r, 405, 'method_not_allowed')
      same((r.headers.get('allow') ?? '').split(/,\s*/).sort(), ['GET', 'HEAD'], `Allow\n${r.describe()}`)
    })

    check('401 auth_required without a credential, with a Bearer challenge and no error= (direct)', async () => {
      const r = await context().direct('/api/v1/auth/me')
      expectError(r, 401, 'auth_required', { param: null })
      ensure(
        !(r.headers.get('www-authenticate') ?? '').includes('error='),
        r,
        'the challenge without a credential names an error',
      )
    })

    check('401 invalid_token for a key the target never issued', async () => {
      expectError(await context().proxy('/api/v1/auth/me', { token: UNKNOWN_KEY }), 401, 'invalid_token')
    })

    check(
      '400 invalid_service_version for an unsupported and a malformed Service-Version, listing the supported dates',
      async () => {
        const ctx = context()
        const r = await ctx.proxy('/health', { headers: { 'Service-Version': '1999-01-01' } })
        const e = expectError(r, 400, 'invalid_service_version', { param: 'Service-Version' })
        same(e.supported_versions, supportedVersionsOf(ctx.doc), `supported_versions\n${r.describe()}`)
        expectError(
          await ctx.proxy('/openapi.json', { headers: { 'Service-Version': 'latest' } }),
          400,
          'invalid_service_version',
          { param: 'Service-Version' },
        )
        expectError(
          await ctx.proxy('/api/v1/auth/me', { token: ctx.apiKey, headers: { 'Service-Version': '2099-12-31' } }),
          400,
          'invalid_service_version',
          { param: 'Service-Version' },
        )
      },
    )

    check('422 validation_error naming a query parameter out of range', async () => {
      const ctx = context()
      need(ctx.me, 'getMe did not pass')
      expectValidationError(await ctx.proxy('/api/v1/skills?limit=0', { token: ctx.apiKey }), 'limit', 'query')
      expectValidationError(await ctx.proxy('/api/v1/skills?offset=-1', { token: ctx.apiKey }), 'offset', 'query')
    })
  })
}
