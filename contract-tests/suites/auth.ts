// The caller's identity and sign-out (spec: Authentication; GET /api/v1/auth/me, POST /auth/logout): the three
// credential kinds a test can mint here (API key, session JWT, session cookie) and their 401/403 answers; a person's
// sessions (list, end one, end all) and connections (list).
import { describe, expect, it } from 'vitest'
import { newKey, sessionToken, type Harness } from '../support/harness.ts'
import { expectError, expectOk } from '../support/assertions.ts'
import { PERMISSIONS } from './connect-keys.ts'
import { createTenant } from '../../src/testing/test-server.ts'

const ME = '/api/v1/auth/me'
const LOGOUT = '/auth/logout'
const SESSIONS = '/api/v1/auth/sessions'
const CONNECTIONS = '/api/v1/connections'
// A well-formed HS256 JWT the server never issued (signature over a different secret).
const FOREIGN_JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyX3giLCJzaWQiOiJzZXNzX3giLCJpc3MiOiJza2lsbHMtY29ubmVjdC9zZXNzaW9uIn0.c2lnbmF0dXJlLW5vdC12YWxpZA'

export function authContract(h: () => Harness): void {
  describe(`getMe GET ${ME}`, () => {
    it("200 for an API key: the key's creator, organization, permissions and key id", async () => {
      const r = await h().proxy(ME, { token: h().tenant.adminKey })
      expectOk(r)
      expect(r.body).toEqual({
        user_id: h().tenant.userId,
        organization_id: h().tenant.organizationId,
        workspace_id: null,
        auth_method: 'api_key',
        permissions: expect.arrayContaining(PERMISSIONS),
        key_id: h().tenant.adminKeyId,
        session_id: null,
      })
      expect(r.body.permissions).toHaveLength(PERMISSIONS.length)
    })

    it('200 for a key pinned to a workspace: workspace_id is the pin', async () => {
      const k = await newKey(h(), ['topics:read'], { workspace_id: h().tenant.workspaceId })
      const r = await h().proxy(ME, { token: k.value })
      expectOk(r)
      expect(r.body).toMatchObject({ workspace_id: h().tenant.workspaceId, permissions: ['topics:read'], key_id: k.id })
    })

    it('200 for a portal session JWT (service:full) and for the session cookie', async () => {
      const token = await sessionToken(h())
      const jwt = await h().proxy(ME, { token })
      expectOk(jwt)
      expect(jwt.body).toMatchObject({
        user_id: h().tenant.userId,
        auth_method: 'session_jwt',
        permissions: ['service:full'],
        key_id: null,
        session_id: expect.any(String),
      })
      const cookie = await h().proxy(ME, { headers: { cookie: `__Host-session=${token}` } })
      expectOk(cookie)
      expect(cookie.body).toMatchObject({ auth_method: 'session_cookie', session_id: jwt.body.session_id })
    })

    it('401 invalid_token for an unknown key, a foreign JWT, a non-bearer scheme, and an unusable cookie', async () => {
      expectError(await h().proxy(ME, { token: `sk_${'z'.repeat(49)}` }), 401, 'invalid_token')
      expectError(await h().proxy(ME, { token: FOREIGN_JWT }), 401, 'invalid_token')
      expectError(await h().proxy(ME, { headers: { cookie: '__Host-session=not-a-jwt' } }), 401, 'invalid_token')
      // Prism refuses a non-Bearer Authorization itself (http bearer security scheme): send it direct.
      expectError(await h().direct(ME, { headers: { authorization: 'Basic dXNlcjpwYXNz' } }), 401, 'invalid_token')
    })

    it('401 auth_required without a credential (direct: Prism answers that itself)', async () => {
      const r = await h().direct(ME)
      expectError(r, 401, 'auth_required', { param: null })
      expect(r.headers.get('www-authenticate')).not.toContain('error=')
      expect((await h().proxy(ME, { expectPrismAnswer: true })).status).toBe(401)
    })

    it('400 invalid_service_version', async () => {
      expectError(
        await h().proxy(ME, { token: h().tenant.adminKey, headers: { 'Service-Version': '2026-04-25' } }),
        400,
        'invalid_service_version',
      )
    })
  })

  describe(`logout POST ${LOGOUT}`, () => {
    it('204 for a session JWT; the token is refused from the next call', async () => {
      const token = await sessionToken(h())
      expectOk(await h().proxy(ME, { token }))
      const r = await h().proxy(LOGOUT, { method: 'POST', token })
      expectOk(r, 204)
      expectError(await h().proxy(ME, { token }), 401, 'invalid_token')
      expectError(await h().proxy(LOGOUT, { method: 'POST', token }), 401, 'invalid_token')
    })

    it('204 for the session cookie, clearing it', async () => {
      const token = await sessionToken(h())
      const r = await h().proxy(LOGOUT, { method: 'POST', headers: { cookie: `__Host-session=${token}` } })
      expectOk(r, 204)
      expect(r.headers.get('set-cookie') ?? '').toMatch(/^__Host-session=;.*Max-Age=0/i)
      expectError(await h().proxy(ME, { headers: { cookie: `__Host-session=${token}` } }), 401, 'invalid_token')
    })

    it('403 insufficient_scope for an API key (only a portal session can log out)', async () => {
      const k = await newKey(h(), PERMISSIONS)
      expectError(await h().proxy(LOGOUT, { method: 'POST', token: k.value }), 403, 'insufficient_scope')
      expectOk(await h().proxy(ME, { token: k.value })) // the key is not revoked by it
    })

    // SPEC-DECISIONS "Errors": every 403 insufficient_scope carries WWW-Authenticate: Bearer
    // error="insufficient_scope", scope="…"; the logout refusal sends none.
    it('403 insufficient_scope for an API key carries WWW-Authenticate', async () => {
      const r = await h().proxy(LOGOUT, { method: 'POST', token: h().tenant.adminKey })
      expectError(r, 403, 'insufficient_scope')
      expect(r.headers.get('www-authenticate') ?? '', r.describe()).toContain('error="insufficient_scope"')
    })

    it('401 invalid_token for a foreign JWT; 401 auth_required without a credential (direct)', async () => {
      expectError(await h().proxy(LOGOUT, { method: 'POST', token: FOREIGN_JWT }), 401, 'invalid_token')
      expectError(await h().direct(LOGOUT, { method: 'POST' }), 401, 'auth_required')
    })

    it('400 invalid_service_version', async () => {
      const token = await sessionToken(h())
      expectError(
        await h().proxy(LOGOUT, { method: 'POST', token, headers: { 'Service-Version': 'x' } }),
        400,
        'invalid_service_version',
      )
      expectOk(await h().proxy(ME, { token })) // nothing was revoked
    })
  })

  describe(`listSessions GET ${SESSIONS}, revokeSession, revokeAllSessions`, () => {
    it("200: the person's sessions, the current one marked; 204 ends another one, then every one", async () => {
      const t = await createTenant(h().server.services) // signing out everywhere must not touch the shared tenant
      const older = await sessionToken(h(), t)
      const current = await sessionToken(h(), t)
      const r = await h().proxy(SESSIONS, { token: current })
      expectOk(r)
      expect(r.body.has_more).toBe(false)
      const sessions = r.body.data as { id: string; current: boolean }[]
      expect(sessions.map((x) => x.current).sort()).toEqual([false, true])
      expectOk(
        await h().proxy(`${SESSIONS}/${sessions.find((x) => !x.current)!.id}`, { method: 'DELETE', token: current }),
        204,
      )
      expectError(await h().proxy(ME, { token: older }), 401, 'invalid_token')
      expectOk(await h().proxy(SESSIONS, { method: 'DELETE', token: current }), 204)
      expectError(await h().proxy(ME, { token: current }), 401, 'invalid_token')
    })

    it('403 insufficient_scope for an API key', async () => {
      expectError(await h().proxy(SESSIONS, { token: h().tenant.adminKey }), 403, 'insufficient_scope')
    })
  })

  describe(`listConnections GET ${CONNECTIONS}`, () => {
    // A connection is an OAuth grant an MCP client obtained (mcp-oauth.test.ts runs that flow on a server of its own);
    // this organization has none.
    it('200 for a credential holding every permission: none yet', async () => {
      const r = await h().proxy(CONNECTIONS, { token: h().tenant.adminKey })
      expectOk(r)
      expect(r.body).toEqual({ data: [], has_more: false })
    })
  })
}
