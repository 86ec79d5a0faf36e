// Authentication over real HTTP (spec: Authentication; SPEC-DECISIONS "Errors", "Keys"): the resolution
// order, each credential kind, logout, and per-skill permission gating. OAuth tokens are checked against a
// real JWKS served by a local HTTP server.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import type { Stores } from '../store/ports/index.ts'
import { generateKeyValue, keyDigest } from './index.ts'

const AUDIENCE = 'https://api.test/mcp'
const ISSUER = 'https://auth.test'

describe('authentication', () => {
  let srv: TestServer
  let t: Tenant
  let jwks: http.Server
  let rsa: Awaited<ReturnType<typeof generateKeyPair>>
  let publicJwk: JWK
  const digestLookups: string[] = []

  const oauthToken = async (claims: Record<string, unknown>, o: { aud?: string; exp?: number; kid?: string } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'k1' })
      .setIssuer(ISSUER)
      .setAudience(o.aud ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(o.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(rsa.privateKey)

  beforeAll(async () => {
    rsa = await generateKeyPair('RS256', { extractable: true })
    publicJwk = { ...(await exportJWK(rsa.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
    jwks = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ keys: [publicJwk] }))
    })
    await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r))
    srv = await startTestServer({
      env: {
        OAUTH_JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`,
        OAUTH_ISSUER: ISSUER,
        PUBLIC_BASE_URL: 'https://api.test',
      },
      wrapStores: (s: Stores): Stores => ({
        ...s,
        identityKeys: {
          ...s.identityKeys,
          findByDigest: (d) => {
            digestLookups.push(d)
            return s.identityKeys.findByDigest(d)
          },
        },
      }),
    })
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
    await new Promise((r) => jwks?.close(r))
  })

  const me = (token: string | null, headers: Record<string, string> = {}) =>
    call(srv.url, '/api/v1/auth/me', { token, headers })

  describe('missing and malformed credentials', () => {
    it('401 auth_required with WWW-Authenticate when nothing is sent', async () => {
      const r = await me(null)
      expect(r.status).toBe(401)
      expect(r.body.error).toMatchObject({ type: 'authentication_error', code: 'auth_required' })
      expect(r.headers.get('www-authenticate')).toMatch(/^Bearer /)
    })

    it('401 invalid_token for a non-bearer scheme, a malformed key, or a random string', async () => {
      for (const headers of [{ authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer' }]) {
        const r = await me(null, headers)
        expect(r.status).toBe(401)
        expect(r.body.error).toMatchObject({ code: 'invalid_token' })
      }
      for (const token of ['sk_short', `${generateKeyValue().slice(0, -1)}x`, 'not-a-jwt', 'a.b.c']) {
        const r = await me(token)
        expect(r.status, token).toBe(401)
        expect(r.body.error).toMatchObject({ code: 'invalid_token' })
        expect(r.headers.get('www-authenticate')).toContain('error="invalid_token"')
      }
    })

    it('rejects a malformed key, or a bearer not beginning with sk_, without looking up any key', async () => {
      digestLookups.length = 0
      const wellFormedButUnknown = generateKeyValue()
      await me(`${wellFormedButUnknown.slice(0, -2)}zz`) // checksum broken
      await me('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.') // alg none
      await me('just-some-opaque-token')
      expect(digestLookups).toEqual([])
      await me(wellFormedButUnknown)
      expect(digestLookups).toEqual([keyDigest(wellFormedButUnknown)])
    })
  })

  describe('API keys', () => {
    it('a key runs as its creator; a key with no creator as a per-key service actor', async () => {
      const r = await me(t.adminKey)
      expect(r.body).toMatchObject({
        auth_method: 'api_key',
        user_id: t.userId,
        key_id: t.adminKeyId,
        session_id: null,
      })
      const value = generateKeyValue()
      const now = srv.services.clock.now()
      await srv.services.stores.identityKeys.insert({
        id: 'key_svc',
        organizationId: t.organizationId,
        name: 'svc',
        digest: keyDigest(value),
        obfuscatedValue: 'sk_…svc0',
        permissions: ['search:read'],
        createdAt: now,
        updatedAt: now,
        lastUsedAt: null,
        revokedAt: null,
      })
      const svc = await me(value)
      expect(svc.status).toBe(200)
      expect(svc.body).toMatchObject({ user_id: 'svc_key_svc', key_id: 'key_svc', permissions: ['search:read'] })
    })
  })

  describe('portal sessions', () => {
    it('a session JWT authenticates as a bearer, and as the session cookie', async () => {
      const s = await srv.services.sessionTokens.mint(t.userId, t.organizationId)
      const bearer = await me(s.token)
      expect(bearer.status).toBe(200)
      expect(bearer.body).toMatchObject({
        auth_method: 'session_jwt',
        user_id: t.userId,
        session_id: s.sessionId,
        permissions: ['service:full'],
      })
      const cookie = await me(null, { cookie: `theme=dark; __Host-session=${s.token}` })
      expect(cookie.body).toMatchObject({ auth_method: 'session_cookie', session_id: s.sessionId })
    })

    it('the session cookie wins over a bearer key (resolution order)', async () => {
      const s = await srv.services.sessionTokens.mint(t.userId, t.organizationId)
      const r = await me(t.adminKey, { cookie: `__Host-session=${s.token}` })
      expect(r.body).toMatchObject({ auth_method: 'session_cookie' })
      const bad = await me(t.adminKey, { cookie: '__Host-session=garbage' })
      expect(bad.body).toMatchObject({ auth_method: 'api_key' })
      const badOnly = await me(null, { cookie: '__Host-session=garbage' })
      expect(badOnly.body.error).toMatchObject({ code: 'invalid_token' })
    })

    it('logout revokes the session server-side: the same token is refused next call', async () => {
      const s = await srv.services.sessionTokens.mint(t.userId, t.organizationId)
      const out = await call(srv.url, '/auth/logout', { method: 'POST', token: s.token })
      expect(out.status).toBe(204)
      const r = await me(s.token)
      expect(r.status).toBe(401)
      expect(r.body.error).toMatchObject({ code: 'invalid_token' })
      expect((await srv.services.stores.sessions.get(s.sessionId))!.revokedAt).not.toBeNull()
    })

    it('logout through the cookie clears it; keys cannot log out', async () => {
      const s = await srv.services.sessionTokens.mint(t.userId, t.organizationId)
      const out = await call(srv.url, '/auth/logout', {
        method: 'POST',
        headers: { cookie: `__Host-session=${s.token}` },
      })
      expect(out.status).toBe(204)
      expect(out.headers.get('set-cookie')).toMatch(/^__Host-session=; .*Max-Age=0/)
      expect((await me(null, { cookie: `__Host-session=${s.token}` })).status).toBe(401)
      const key = await call(srv.url, '/auth/logout', { method: 'POST', token: t.adminKey })
      expect(key.status).toBe(403)
      expect(key.body.error).toMatchObject({ code: 'insufficient_scope' })
    })

    it('refuses session tokens signed with another secret, expired, or for an unknown session', async () => {
      const s = await srv.services.sessionTokens.mint(t.userId, t.organizationId)
      const [h, p] = s.token.split('.')
      const forged = await new SignJWT(JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>)
        .setProtectedHeader(JSON.parse(Buffer.from(h!, 'base64url').toString()) as { alg: string })
        .sign(new TextEncoder().encode('x'.repeat(48)))
      expect((await me(forged)).status).toBe(401)
      const ghost = await new SignJWT({ sid: 'sess_ghost', org: t.organizationId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('skills-connect/session')
        .setSubject(t.userId)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(await srv.services.stores.settings.getOrInsert('session_jwt_secret', 'unused')))
      expect((await me(ghost)).status).toBe(401)
    })
  })

  describe('OAuth access tokens (RS256 via JWKS)', () => {
    it('accepts a valid token; no scope claim means service:full', async () => {
      const r = await me(await oauthToken({ sub: t.userId }))
      expect(r.status).toBe(200)
      expect(r.body).toMatchObject({
        auth_method: 'oauth_jwt',
        user_id: t.userId,
        organization_id: t.organizationId,
        permissions: ['service:full'],
      })
    })

    it('a scope claim limits permissions; unknown and retired scopes grant nothing', async () => {
      const token = await oauthToken({ sub: t.userId, scope: 'documents:analyse reports:read nonsense' })
      const r = await me(token)
      expect(r.body.permissions).toEqual(['documents:analyse'])
      const allowed = await call(srv.url, '/api/v1/skills/identifiers.validate/invoke', {
        token,
        body: { identifiers: [{ scheme: 'au_abn', value: '51824753556' }] },
      })
      expect(allowed.status).toBe(200)
      const denied = await call(srv.url, '/api/v1/skills/forensic.number-analysis/invoke', {
        token,
        body: { amounts: ['10.00'] },
      })
      expect(denied.status).toBe(403)
      expect(denied.body.error).toMatchObject({ code: 'insufficient_scope', type: 'permission_error' })
      expect(denied.headers.get('www-authenticate')).toContain('scope="clients:read"')
    })

    it('refuses a wrong audience, an expired token, an unknown user or kid, and an HS256 token made from the public key', async () => {
      expect((await me(await oauthToken({ sub: t.userId }, { aud: 'https://elsewhere/mcp' }))).status).toBe(401)
      expect((await me(await oauthToken({ sub: t.userId }, { exp: Math.floor(Date.now() / 1000) - 120 }))).status).toBe(
        401,
      )
      expect((await me(await oauthToken({ sub: 'user_unknown' }))).status).toBe(401)
      expect((await me(await oauthToken({ sub: t.userId }, { kid: 'other' }))).status).toBe(401)
      const other = await generateKeyPair('RS256')
      const foreign = await new SignJWT({ sub: t.userId })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setExpirationTime('5m')
        .sign(other.privateKey)
      expect((await me(foreign)).status).toBe(401)
      // Algorithm confusion: an HS256 token keyed with the RSA public key must not pass either verifier.
      const confused = await new SignJWT({ sub: t.userId })
        .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(JSON.stringify(publicJwk)))
      expect((await me(confused)).status).toBe(401)
    })

    it('a token bound to a revoked session is refused', async () => {
      const s = await srv.services.sessionTokens.mint(t.userId, t.organizationId)
      const token = await oauthToken({ sub: t.userId, sid: s.sessionId })
      expect((await me(token)).status).toBe(200)
      await srv.services.sessionTokens.revoke(s.sessionId)
      expect((await me(token)).status).toBe(401)
    })
  })

  describe('skill permission gating', () => {
    const invoke = (token: string, skill: string, body: unknown) =>
      call(srv.url, `/api/v1/skills/${skill}/invoke`, { token, body })
    const abn = { identifiers: [{ scheme: 'au_abn', value: '51824753556' }] }

    it("every invocation needs the skill's one permission; an empty key can call nothing", async () => {
      const mk = async (permissions: string[]) =>
        (
          await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
            token: t.adminKey,
            body: { name: 'p', permissions },
          })
        ).body.value
      const docs = await mk(['documents:analyse'])
      const none = await mk([])
      expect((await invoke(docs, 'identifiers.validate', abn)).status).toBe(200)
      expect((await invoke(docs, 'validate_business_identifiers', abn)).status).toBe(200)
      expect((await invoke(docs, 'forensic.number-analysis', { amounts: ['1.00'] })).status).toBe(403)
      expect((await invoke(none, 'identifiers.validate', abn)).status).toBe(403)
      expect((await invoke(t.adminKey, 'forensic.number-analysis', { amounts: ['12.00', '13.50'] })).status).toBe(200)
    })

    it('retired scope strings left on a key grant nothing', async () => {
      const value = generateKeyValue()
      const now = srv.services.clock.now()
      await srv.services.stores.identityKeys.insert({
        id: 'key_retired',
        organizationId: t.organizationId,
        name: 'old',
        digest: keyDigest(value),
        obfuscatedValue: 'sk_…old0',
        permissions: ['documents:read', 'reports:read', 'workstreams:execute'],
        createdAt: now,
        updatedAt: now,
        lastUsedAt: null,
        revokedAt: null,
      })
      expect((await invoke(value, 'identifiers.validate', abn)).status).toBe(403)
      expect((await me(value)).status).toBe(200)
    })

    it('permission is checked before input validation, and unknown skills 404 after authentication', async () => {
      const none = (
        await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
          token: t.adminKey,
          body: { name: 'n', permissions: [] },
        })
      ).body.value
      expect((await invoke(none, 'identifiers.validate', { nonsense: true })).status).toBe(403)
      const unknown = await invoke(t.adminKey, 'no.such-skill', {})
      expect(unknown.status).toBe(404)
      expect(unknown.body.error).toMatchObject({ code: 'skill_not_found', param: 'skill' })
      expect((await call(srv.url, '/api/v1/skills/no.such-skill/invoke', { body: {} })).status).toBe(401)
    })
  })

  it('no credential ever reaches the logs', async () => {
    const s = await srv.services.sessionTokens.mint(t.userId, t.organizationId)
    await me(s.token)
    await me(null, { cookie: `__Host-session=${s.token}` })
    const created = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: 'log check' },
    })
    await me(created.body.value)
    const text = srv.logText()
    expect(text.length).toBeGreaterThan(0)
    for (const secret of [t.adminKey, s.token, created.body.value, s.token.split('.')[2]!])
      expect(text).not.toContain(secret)
  })
})
