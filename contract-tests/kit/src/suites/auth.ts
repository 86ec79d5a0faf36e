// getMe for the key the kit was given (and the second key): who it is, what it holds. The later suites read the
// answers (context().me) to decide what they can check: a key without a permission gets the 403 checked instead.
import { describe } from 'node:test'
import { context, type Me } from '../context.ts'
import { check, need } from '../define.ts'
import { ensure, expectOk } from '../expect.ts'

const ME = '/api/v1/auth/me'

export function authChecks(): void {
  describe('auth', () => {
    check(
      'getMe GET /api/v1/auth/me: 200 for the API key, auth_method api_key, its key id and organization',
      async () => {
        const ctx = context()
        const r = await ctx.proxy(ME, { token: ctx.apiKey })
        expectOk(r, 200, ctx.doc.info.version)
        ensure(
          r.body.auth_method === 'api_key',
          r,
          `auth_method ${String(r.body.auth_method)}, expected api_key (was the key an sk_ key?)`,
        )
        ensure(
          typeof r.body.key_id === 'string' && typeof r.body.organization_id === 'string',
          r,
          'no key_id or organization_id',
        )
        ensure(Array.isArray(r.body.permissions), r, 'permissions is not a list')
        ctx.me = r.body as Me
      },
    )

    check('getMe for --second-api-key: another organization', async () => {
      const ctx = context()
      need(
        ctx.secondApiKey,
        'no --second-api-key (SKC_SECOND_API_KEY): cross-tenant checks need a key of another organization',
      )
      const r = await ctx.proxy(ME, { token: ctx.secondApiKey })
      expectOk(r, 200, ctx.doc.info.version)
      ensure(r.body.auth_method === 'api_key', r, 'the second credential is not an API key')
      ctx.secondMe = r.body as Me
      need(ctx.me, 'getMe for the first key did not pass')
      ensure(
        r.body.organization_id !== ctx.me.organization_id,
        r,
        'the second key belongs to the same organization as the first: give a key of another organization',
      )
    })
  })
}

/** Whether the credential holds the permission (or service:full). */
export function holds(me: Me | null, permission: string): boolean {
  return Boolean(me && (me.permissions.includes(permission) || me.permissions.includes('service:full')))
}

/** Key management (and the other organization-wide administration) needs every permission, or service:full. */
export function administers(me: Me | null, permissions: string[]): boolean {
  return Boolean(
    me && (me.permissions.includes('service:full') || permissions.every((p) => me.permissions.includes(p))),
  )
}
