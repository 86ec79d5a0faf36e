// Split hosts (issue 10 §2: the authorization server has "its own base URL setting"): PUBLIC_BASE_URL (REST and MCP)
// and AUTH_BASE_URL name two different hosts of the same listener (here 127.0.0.1:<port> and localhost:<port>).
// Discovery names {auth_url} as the issuer and every endpoint on it; the sign-in and consent pages and every cookie
// they set live on {auth_url}'s host; a request for them addressed to the public host is sent there (308); the MCP
// endpoint stays on the public host; the whole flow runs with the official SDK client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { issueSignInLink } from '../signin/index.ts'
import { Browser } from './testing/browser.ts'
import { MemoryOAuthProvider } from './testing/client-provider.ts'
import { authorizeInBrowser, fullFlow, mcpStatus } from './testing/raw-flow.ts'
import { startFakeIdp } from '../signin/testing/fake-idp.ts'

let srv: TestServer
let t: Tenant
let pub: URL
let auth: URL
const CALLBACK = 'http://127.0.0.1:49170/callback'

beforeAll(async () => {
  srv = await startTestServer({ selfUrl: true, splitAuthHost: true })
  t = await createTenant(srv.services)
  pub = new URL(srv.config.publicBaseUrl)
  auth = new URL(srv.config.authBaseUrl)
}, 60_000)
afterAll(async () => {
  await srv?.close()
})

describe('two base URLs', { timeout: 30_000 }, () => {
  it('are really two hosts of one listener', () => {
    expect(pub.host).not.toBe(auth.host)
    expect(pub.port).toBe(auth.port)
    expect(srv.config.signInBaseUrl).toBe(auth.origin)
    expect(srv.config.mcp.resource).toBe(`${pub.origin}/mcp`)
  })

  it('discovery: the resource names {auth_url}; the issuer and every endpoint are on it', async () => {
    const prm = (await (await fetch(`${pub.origin}/.well-known/oauth-protected-resource/mcp`)).json()) as {
      resource: string
      authorization_servers: string[]
    }
    expect(prm).toMatchObject({ resource: `${pub.origin}/mcp`, authorization_servers: [auth.origin] })
    const meta = (await (await fetch(`${auth.origin}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >
    expect(meta.issuer).toBe(auth.origin)
    for (const k of [
      'authorization_endpoint',
      'token_endpoint',
      'registration_endpoint',
      'revocation_endpoint',
      'jwks_uri',
    ]) {
      expect(new URL(meta[k] as string).origin, k).toBe(auth.origin)
    }
  })

  it('sends authorization-server and sign-in requests addressed to the public host to {auth_url} (308), preflights excepted', async () => {
    for (const p of [
      '/.well-known/oauth-authorization-server',
      '/oauth/authorize?client_id=x',
      '/auth/sign-in',
      '/oauth/interaction/abc',
    ]) {
      const r = await fetch(pub.origin + p, { redirect: 'manual' })
      expect(r.status, p).toBe(308)
      expect(r.headers.get('location')).toBe(auth.origin + p)
    }
    const post = await fetch(`${pub.origin}/oauth/token`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=x',
    })
    expect(post.status).toBe(308)
    expect(post.headers.get('location')).toBe(`${auth.origin}/oauth/token`)
    const pre = await fetch(`${pub.origin}/oauth/register`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    })
    expect(pre.status).toBe(204)
    // The MCP endpoint and the REST API stay where they are.
    expect((await fetch(`${pub.origin}/mcp`, { method: 'POST', redirect: 'manual' })).status).toBe(401)
    expect((await fetch(`${auth.origin}/.well-known/oauth-protected-resource`, { redirect: 'manual' })).status).toBe(
      200,
    )
  })

  it('issues sign-in links on {auth_url}', async () => {
    const s = srv.services
    const link = await issueSignInLink(
      { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl },
      t.email,
    )
    expect(new URL(link.url).origin).toBe(auth.origin)
  })

  it("runs the whole flow with the SDK client: every page and cookie on {auth_url}, the callback's iss is {auth_url}, /mcp on the public host", async () => {
    const provider = new MemoryOAuthProvider(CALLBACK)
    const mcpUrl = new URL(`${pub.origin}/mcp`)
    await expect(
      new Client({ name: 'split', version: '1.0.0' }).connect(
        new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }),
      ),
    ).rejects.toBeInstanceOf(UnauthorizedError)
    const authUrl = provider.authorizationUrl!
    expect(authUrl.origin).toBe(auth.origin)
    expect(authUrl.searchParams.get('resource')).toBe(`${pub.origin}/mcp`)
    const browser = new Browser()
    const seen: string[] = []
    const follow = browser.follow.bind(browser)
    browser.follow = async (url, stopAt, init) => {
      seen.push(new URL(url).host)
      return follow(url, stopAt, init)
    }
    const callback = await authorizeInBrowser(srv, browser, authUrl.href, t.email, CALLBACK)
    expect(callback.searchParams.get('iss')).toBe(auth.origin)
    expect(new Set(seen)).toEqual(new Set([auth.host]))
    // The session cookie and the library's interaction cookies were set for {auth_url}'s host only.
    expect([...browser.cookies(auth.host).keys()]).toContain(srv.config.sessionCookieName)
    expect(browser.cookies(pub.host).size).toBe(0)
    await new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }).finishAuth(callback.searchParams)
    const client = new Client({ name: 'split', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))
    expect((await client.listTools()).tools).toHaveLength(srv.services.registry.size)
    const r = await client.callTool({
      name: 'validate_business_identifiers',
      arguments: { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] },
    })
    expect(r.isError).toBeFalsy()
    await client.close()
  })

  it('mints tokens whose iss is {auth_url} and aud the public /mcp; the signed-in person consents again without signing in', async () => {
    const browser = new Browser()
    const first = await fullFlow(srv, t.email, { browser, scope: null })
    expect(first.tokens.status).toBe(200)
    const claims = JSON.parse(Buffer.from(first.tokens.body.access_token!.split('.')[1]!, 'base64url').toString()) as {
      iss: string
      aud: string
    }
    expect(claims).toMatchObject({ iss: auth.origin, aud: `${pub.origin}/mcp` })
    expect(await mcpStatus(srv, first.tokens.body.access_token!)).toBe(200)
    // Same browser: the session cookie on {auth_url} is reused, the person only consents.
    const cookiesBefore = browser.cookies(auth.host).get(srv.config.sessionCookieName)
    const second = await fullFlow(srv, t.email, { browser })
    expect(second.tokens.status).toBe(200)
    expect(browser.cookies(auth.host).get(srv.config.sessionCookieName)).toBe(cookiesBefore)
  })
})

describe('two base URLs, signing in with an external provider', () => {
  it("the provider's callback is on {auth_url}; a start on the public host is sent there first; the cookie is {auth_url}'s", async () => {
    const idp = await startFakeIdp()
    const s2 = await startTestServer({
      selfUrl: true,
      splitAuthHost: true,
      env: {
        OIDC_1_ISSUER: idp.issuer,
        OIDC_1_CLIENT_ID: idp.clientId,
        OIDC_1_CLIENT_SECRET: idp.clientSecret,
        OIDC_1_NAME: 'Example ID',
      },
    })
    try {
      const a = new URL(s2.config.authBaseUrl)
      const p = new URL(s2.config.publicBaseUrl)
      idp.allow([`${a.origin}/auth/callback/oidc/1`])
      const t2 = await createTenant(s2.services)
      idp.accounts.set('alice', { email: t2.email, email_verified: true })
      idp.signedIn = 'alice'
      const browser = new Browser()
      const moved = await browser.request(`${p.origin}/auth/sign-in/oidc/1`)
      expect(moved.status).toBe(308)
      expect(moved.headers.get('location')).toBe(`${a.origin}/auth/sign-in/oidc/1`)
      const start = await browser.request(moved.headers.get('location')!)
      expect(start.status).toBe(303)
      const to = new URL(start.headers.get('location')!)
      expect(to.origin).toBe(idp.issuer)
      expect(to.searchParams.get('redirect_uri')).toBe(`${a.origin}/auth/callback/oidc/1`)
      const end = await browser.follow(to.href, 'http://stop.invalid/')
      expect(new URL(end.url).origin).toBe(a.origin)
      expect(new URL(end.url).pathname).toBe('/portal')
      expect(await end.response.text()).toContain(t2.email)
      expect(browser.cookies(a.host).has(s2.config.sessionCookieName)).toBe(true)
      expect(browser.cookies(p.host).has(s2.config.sessionCookieName)).toBe(false)
    } finally {
      await s2.close()
      await idp.close()
    }
  }, 30_000)
})
