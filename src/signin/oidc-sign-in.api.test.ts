// Signing in through an external OpenID Connect provider (a local one standing in for the two configured ones):
// PKCE, state, nonce, the binding to the browser that started, accounts matched by verified email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { Browser } from '../oauth/testing/browser.ts'
import { startFakeIdp, type FakeIdp } from './testing/fake-idp.ts'
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client'
import { MemoryOAuthProvider } from '../oauth/testing/client-provider.ts'

let srv: TestServer
let idp: FakeIdp
let t: Tenant
const STOP = 'http://stop.invalid/'

beforeAll(async () => {
  idp = await startFakeIdp()
  srv = await startTestServer({
    selfUrl: true,
    env: {
      OIDC_1_ISSUER: idp.issuer,
      OIDC_1_CLIENT_ID: idp.clientId,
      OIDC_1_CLIENT_SECRET: idp.clientSecret,
      OIDC_1_NAME: 'Example ID',
    },
  })
  idp.allow([`${srv.url}/auth/callback/oidc/1`])
  t = await createTenant(srv.services)
  idp.accounts.set('alice-at-idp', { email: t.email.toUpperCase(), email_verified: true })
  idp.accounts.set('stranger', { email: 'nobody@example.com', email_verified: true })
  idp.accounts.set('unverified', { email: t.email, email_verified: false })
})
afterAll(async () => {
  await srv?.close()
  await idp?.close()
})

describe('signing in with an external OpenID Connect provider', () => {
  it('offers the provider on the sign-in page and signs the matching account in, returning where asked', async () => {
    const browser = new Browser()
    const page = await browser.request(
      `${srv.url}/auth/sign-in?return_to=${encodeURIComponent('/auth/signed-in?from=idp')}`,
    )
    expect(await page.text()).toContain('Sign in with Example ID')
    idp.signedIn = 'alice-at-idp'
    const start = await browser.request(`${srv.url}/auth/sign-in/oidc/1`)
    expect(start.status).toBe(303)
    const to = new URL(start.headers.get('location')!)
    expect(to.origin).toBe(idp.issuer)
    expect(to.searchParams.get('code_challenge_method')).toBe('S256')
    expect(to.searchParams.get('state')).toBeTruthy()
    expect(to.searchParams.get('nonce')).toBeTruthy()
    const end = await browser.follow(to.href, STOP)
    expect(new URL(end.url).pathname).toBe('/auth/signed-in')
    expect(new URL(end.url).search).toBe('?from=idp')
    expect(await end.response.text()).toContain(t.email)
    const me = await browser.request(`${srv.url}/api/v1/auth/me`)
    expect(await me.json()).toMatchObject({ user_id: t.userId, auth_method: 'session_cookie' })
  })

  it('refuses an email with no account and an unverified email', async () => {
    for (const who of ['stranger', 'unverified']) {
      const browser = new Browser()
      idp.signedIn = who
      const start = await browser.request(`${srv.url}/auth/sign-in/oidc/1`)
      const end = await browser.follow(start.headers.get('location')!, STOP)
      expect(end.response.status).toBe(401)
      expect(browser.cookies(new URL(srv.url).host).has('__Host-session')).toBe(false)
    }
  })

  it('refuses a callback in a browser that did not start the sign-in, and a replayed callback', async () => {
    idp.signedIn = 'alice-at-idp'
    const starter = new Browser()
    const start = await starter.request(`${srv.url}/auth/sign-in/oidc/1`)
    const atCallback = await starter.follow(start.headers.get('location')!, `${srv.url}/auth/callback/`)
    expect(atCallback.stopped).toBe(true)
    const victim = new Browser()
    expect((await victim.request(atCallback.url)).status).toBe(401) // no binding cookie: login CSRF refused
    expect((await starter.request(atCallback.url)).status).toBe(303) // the starter is still signed in once
    expect((await starter.request(atCallback.url)).status).toBe(401) // replay
  })

  it('does not know a provider that is not configured', async () => {
    expect((await fetch(`${srv.url}/auth/sign-in/oidc/2`, { redirect: 'manual' })).status).toBe(404)
  })
})

describe('an assistant connecting, the person signing in through the external provider (issue 10 §4)', () => {
  it('discovers, registers, authorizes with PKCE, signs in at the provider, consents, calls a tool, refreshes, and is stopped by revocation', async () => {
    const CALLBACK = 'http://127.0.0.1:49154/callback'
    const mcpUrl = new URL(`${srv.url}/mcp`)
    const auth = new MemoryOAuthProvider(CALLBACK)
    await expect(
      new Client({ name: 'a', version: '1' }).connect(
        new StreamableHTTPClientTransport(mcpUrl, { authProvider: auth }),
      ),
    ).rejects.toBeInstanceOf(UnauthorizedError)
    idp.signedIn = 'alice-at-idp'
    const browser = new Browser()
    const signInPage = await browser.follow(auth.authorizationUrl!.href, CALLBACK)
    expect(new URL(signInPage.url).pathname).toBe('/auth/sign-in')
    expect(await signInPage.response.text()).toContain('Sign in with Example ID')
    const consent = await browser.follow(`${srv.url}/auth/sign-in/oidc/1`, CALLBACK)
    expect(new URL(consent.url).pathname).toMatch(/^\/oauth\/interaction\//)
    expect(await consent.response.text()).toContain('Test Assistant')
    const done = await browser.follow(`${consent.url}/confirm`, CALLBACK, { form: { decision: 'approve' } })
    expect(done.stopped).toBe(true)
    await new StreamableHTTPClientTransport(mcpUrl, { authProvider: auth }).finishAuth(new URL(done.url).searchParams)
    const client = new Client({ name: 'a', version: '1' })
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: auth }))
    expect((await client.listTools()).tools.length).toBe(srv.services.registry.size)
    const r = await client.callTool({
      name: 'validate_business_identifiers',
      arguments: { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] },
    })
    expect(r.isError).toBeFalsy()
    await client.close()

    // Refresh: rotates; the new access token works.
    const first = auth.tokens()!
    const clientId = auth.clientInformation()!.client_id
    const refreshed = await fetch(`${srv.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token!,
        client_id: clientId,
      }),
    })
    const fresh = (await refreshed.json()) as { access_token: string; refresh_token: string }
    expect(fresh.refresh_token).not.toBe(first.refresh_token)
    auth.saveTokens({ ...first, ...fresh } as never)
    const again = new Client({ name: 'a', version: '1' })
    await again.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: auth }))
    await again.listTools()
    await again.close()

    // Revocation: the next call is 401.
    const revoked = await fetch(`${srv.url}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: fresh.refresh_token, client_id: clientId }),
    })
    expect(revoked.status).toBe(200)
    const after = await fetch(mcpUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fresh.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(after.status).toBe(401)
    expect(after.headers.get('www-authenticate')).toMatch(
      /^Bearer error="invalid_token", scope="[^"]+", resource_metadata=/,
    )
  })
})
