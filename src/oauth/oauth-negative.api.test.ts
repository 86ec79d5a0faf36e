// What the authorization server and /mcp refuse (issue 10 §4, negative tests), one bent parameter at a time, plus
// refresh rotation and revocation. Raw HTTP, so every status and error code is visible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT, importJWK, decodeJwt } from 'jose'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { Browser } from './testing/browser.ts'
import {
  CALLBACK,
  authorizeInBrowser,
  authorizeUrl,
  fullFlow,
  mcpStatus,
  pkce,
  register,
  token,
} from './testing/raw-flow.ts'

let srv: TestServer
let t: Tenant

beforeAll(async () => {
  srv = await startTestServer({ selfUrl: true })
  t = await createTenant(srv.services)
})
afterAll(async () => {
  await srv?.close()
})

describe('discovery and registration', () => {
  it('publishes RFC 8414 metadata naming /oauth endpoints, S256 only and iss in responses; OAuth routes are never throttled', async () => {
    const r = await fetch(`${srv.url}/.well-known/oauth-authorization-server`)
    expect(r.status).toBe(200)
    const m = (await r.json()) as Record<string, unknown>
    expect(m).toMatchObject({
      issuer: srv.url,
      authorization_endpoint: `${srv.url}/oauth/authorize`,
      token_endpoint: `${srv.url}/oauth/token`,
      registration_endpoint: `${srv.url}/oauth/register`,
      revocation_endpoint: `${srv.url}/oauth/revoke`,
      jwks_uri: `${srv.url}/oauth/jwks`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    })
    // Never throttled: the IP gate's state is reported, not spent.
    const again = await fetch(`${srv.url}/.well-known/oauth-authorization-server`)
    expect(again.headers.get('x-ratelimit-remaining')).toBe(r.headers.get('x-ratelimit-remaining'))
    const reg = await register(srv)
    expect(reg.status).toBe(201)
    expect(
      (await fetch(`${srv.url}/.well-known/oauth-authorization-server`)).headers.get('x-ratelimit-remaining'),
    ).toBe(r.headers.get('x-ratelimit-remaining'))
    const jwks = (await (await fetch(`${srv.url}/oauth/jwks`)).json()) as { keys: Record<string, unknown>[] }
    expect(jwks.keys).toHaveLength(3) // previous, current and next period
    for (const k of jwks.keys) {
      expect(k.d).toBeUndefined()
      expect(k.alg).toBe('RS256')
    }
  })

  it('registers public clients for the assistant callbacks and loopback addresses only', async () => {
    const claude = await register(srv, { redirect_uris: ['https://claude.ai/api/mcp/auth_callback'] })
    expect(claude.status).toBe(201)
    expect(claude.body.token_endpoint_auth_method).toBe('none')
    expect(claude.body.client_secret).toBeUndefined()
    const loop = await register(srv, { redirect_uris: ['http://localhost:3000/callback'] })
    expect(loop.status).toBe(201)
    expect(loop.body.application_type).toBe('native')
    const evil = await register(srv, { redirect_uris: ['https://evil.example/cb'] })
    expect(evil.status).toBe(400)
    expect(evil.body.error).toBe('invalid_redirect_uri')
    const page = await fetch(`${srv.url}/oauth/authorize?client_id=nope`)
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/)
    const mixed = await register(srv, { redirect_uris: [CALLBACK, 'https://claude.ai/other'] })
    expect(mixed.body.error).toBe('invalid_redirect_uri')
    const secret = await register(srv, { token_endpoint_auth_method: 'client_secret_post' })
    expect(secret.status).toBe(400)
    const a = await register(srv)
    const b = await register(srv)
    expect(a.body.client_id).not.toBe(b.body.client_id) // each connection its own registration
  })
})

describe('authorization requests', () => {
  const redirectError = async (params: Record<string, string | null>) => {
    const reg = await register(srv)
    const browser = new Browser()
    const cb = await authorizeInBrowser(srv, browser, authorizeUrl(srv, reg.body.client_id, params), t.email)
    expect(cb.searchParams.get('iss')).toBe(srv.url)
    return cb.searchParams
  }

  it('requires PKCE with S256', async () => {
    expect((await redirectError({ scope: 'search:read' })).get('error')).toBe('invalid_request')
    const p = pkce()
    expect((await redirectError({ code_challenge: p.verifier, code_challenge_method: 'plain' })).get('error')).toBe(
      'invalid_request',
    )
  })

  it('accepts only {mcp_url}/mcp as the resource, normalising case and a trailing slash', async () => {
    const p = pkce()
    expect(
      (
        await redirectError({
          code_challenge: p.challenge,
          code_challenge_method: 'S256',
          resource: `${srv.url}/other`,
        })
      ).get('error'),
    ).toBe('invalid_target')
    const upper = `${srv.url.replace('http://', 'HTTP://').replace('127.0.0.1', '127.0.0.1')}/mcp/`
    const ok = await redirectError({ code_challenge: p.challenge, code_challenge_method: 'S256', resource: upper })
    expect(ok.get('code')).toBeTruthy()
  })

  it('refuses a retired scope with invalid_scope', async () => {
    const p = pkce()
    const e = await redirectError({
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
      scope: 'search:read journal:write',
    })
    expect(e.get('error')).toBe('invalid_scope')
  })

  it('gives service:full to a request without a scope, and the asked scopes otherwise (unknown strings ignored)', async () => {
    const full = await fullFlow(srv, t.email, { scope: null })
    expect(full.tokens.status).toBe(200)
    expect(decodeJwt(full.tokens.body.access_token!).scope).toBe('service:full')
    const narrow = await fullFlow(srv, t.email, { scope: 'topics:read claudeai offline_access' })
    const claims = decodeJwt(narrow.tokens.body.access_token!)
    expect(claims).toMatchObject({ scope: 'topics:read', aud: `${srv.url}/mcp`, iss: srv.url, sub: t.userId })
    expect(typeof claims.gid).toBe('string')
    expect(narrow.tokens.body.refresh_token).toBeTruthy()
  })
})

describe('consent', () => {
  it('is answered only by the person the request was signed in for, from our own page', async () => {
    const reg = await register(srv)
    const p = pkce()
    const browser = new Browser()
    const url = authorizeUrl(srv, reg.body.client_id, {
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
      scope: 'search:read',
    })
    const signIn = await browser.follow(url, CALLBACK)
    expect(new URL(signIn.url).pathname).toBe('/auth/sign-in')
    const s = srv.services
    const { issueSignInLink } = await import('../signin/index.ts')
    const linkFor = async (email: string) =>
      new URL(
        (
          await issueSignInLink(
            { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl },
            email,
          )
        ).url,
      ).searchParams.get('token')!
    const consent = await browser.follow(`${srv.url}/auth/sign-in/link`, CALLBACK, {
      form: { token: await linkFor(t.email), return_to: new URL(signIn.url).searchParams.get('return_to')! },
    })
    expect(new URL(consent.url).pathname).toMatch(/^\/oauth\/interaction\//)
    const crossSite = await browser.request(`${consent.url}/confirm`, {
      form: { decision: 'approve' },
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    const other = await createTenant(srv.services)
    await browser.follow(`${srv.url}/auth/sign-in/link`, CALLBACK, {
      form: { token: await linkFor(other.email), return_to: '/auth/signed-in' },
    })
    const wrongPerson = await browser.request(`${consent.url}/confirm`, { form: { decision: 'approve' } })
    expect(wrongPerson.status).toBe(401)
    expect(wrongPerson.headers.get('location')).toBeNull()
  })
})

describe('tokens', () => {
  it('lets a code be used once; a reused code revokes what it gave', async () => {
    const f = await fullFlow(srv, t.email)
    expect(f.tokens.status).toBe(200)
    expect(await mcpStatus(srv, f.tokens.body.access_token!)).toBe(200)
    const again = await token(srv, {
      grant_type: 'authorization_code',
      code: f.code,
      code_verifier: f.verifier,
      redirect_uri: CALLBACK,
      client_id: f.clientId,
    })
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('invalid_grant')
    expect(await mcpStatus(srv, f.tokens.body.access_token!)).toBe(401)
  })

  it('refuses a wrong verifier', async () => {
    const reg = await register(srv)
    const p = pkce()
    const cb = await authorizeInBrowser(
      srv,
      new Browser(),
      authorizeUrl(srv, reg.body.client_id, {
        code_challenge: p.challenge,
        code_challenge_method: 'S256',
        scope: 'search:read',
      }),
      t.email,
    )
    const r = await token(srv, {
      grant_type: 'authorization_code',
      code: cb.searchParams.get('code')!,
      code_verifier: pkce().verifier,
      redirect_uri: CALLBACK,
      client_id: reg.body.client_id,
    })
    expect(r.body.error).toBe('invalid_grant')
  })

  it('rotates refresh tokens; presenting a used one revokes the connection', async () => {
    const f = await fullFlow(srv, t.email)
    const r1 = await token(srv, {
      grant_type: 'refresh_token',
      refresh_token: f.tokens.body.refresh_token!,
      client_id: f.clientId,
      resource: `${srv.url}/mcp/`,
    })
    expect(r1.status).toBe(200)
    expect(r1.body.refresh_token).not.toBe(f.tokens.body.refresh_token)
    expect(decodeJwt(r1.body.access_token!).aud).toBe(`${srv.url}/mcp`)
    expect(await mcpStatus(srv, r1.body.access_token!)).toBe(200)
    const reuse = await token(srv, {
      grant_type: 'refresh_token',
      refresh_token: f.tokens.body.refresh_token!,
      client_id: f.clientId,
    })
    expect(reuse.body.error).toBe('invalid_grant')
    expect(await mcpStatus(srv, r1.body.access_token!)).toBe(401)
    const next = await token(srv, {
      grant_type: 'refresh_token',
      refresh_token: r1.body.refresh_token!,
      client_id: f.clientId,
    })
    expect(next.body.error).toBe('invalid_grant')
  })

  it('revoking the refresh token stops the access token on the next call, on every instance', async () => {
    const other = await startTestServer({ shareWith: srv, env: { PUBLIC_BASE_URL: srv.url } })
    try {
      const f = await fullFlow(srv, t.email)
      const at = f.tokens.body.access_token!
      expect(await mcpStatus(other, at)).toBe(200)
      const stranger = await register(srv)
      const notTheirs = await fetch(`${srv.url}/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: f.tokens.body.refresh_token!, client_id: stranger.body.client_id }),
      })
      expect(notTheirs.status).toBe(200) // RFC 7009: nothing to say to another client
      expect(await mcpStatus(srv, at)).toBe(200) // and nothing revoked
      const r = await fetch(`${srv.url}/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: f.tokens.body.refresh_token!,
          token_type_hint: 'refresh_token',
          client_id: f.clientId,
        }),
      })
      expect(r.status).toBe(200)
      expect(await mcpStatus(srv, at)).toBe(401)
      expect(await mcpStatus(other, at)).toBe(401)
    } finally {
      await other.close()
    }
  }, 30_000) // starts a second instance: over vitest's 5 s default on a loaded machine (7.9 s seen)

  it('refuses a token for another audience, an expired one and one signed by another key', async () => {
    const keys = await srv.services.signingKeys.current()
    const key = await importJWK(keys.privateJwks[0]!, 'RS256')
    const f = await fullFlow(srv, t.email)
    const gid = decodeJwt(f.tokens.body.access_token!).gid as string
    const mint = (claims: Record<string, unknown>, kid = keys.privateJwks[0]!.kid!) =>
      new SignJWT({ scope: 'search:read', gid, ...claims })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
        .setIssuer(srv.url)
        .setSubject(t.userId)
        .setIssuedAt()
    expect(await mcpStatus(srv, await mint({}).setAudience(`${srv.url}/mcp`).setExpirationTime('1h').sign(key))).toBe(
      200,
    ) // the control
    expect(
      await mcpStatus(srv, await mint({}).setAudience('https://other.example/mcp').setExpirationTime('1h').sign(key)),
    ).toBe(401)
    expect(
      await mcpStatus(
        srv,
        await mint({})
          .setAudience(`${srv.url}/mcp`)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
          .sign(key),
      ),
    ).toBe(401)
    const { generateKeyPair } = await import('jose')
    const stranger = (await generateKeyPair('RS256')).privateKey
    expect(
      await mcpStatus(srv, await mint({}).setAudience(`${srv.url}/mcp`).setExpirationTime('1h').sign(stranger)),
    ).toBe(401)
    expect(
      await mcpStatus(
        srv,
        await mint({ gid: 'grant-that-never-was' }).setAudience(`${srv.url}/mcp`).setExpirationTime('1h').sign(key),
      ),
    ).toBe(401)
  })
})
