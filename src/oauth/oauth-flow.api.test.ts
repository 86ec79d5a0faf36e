// The whole MCP OAuth flow, headless, with the official MCP SDK client (issue 10 §4): an MCP client that knows only
// {mcp_url}/mcp discovers the authorization server, registers, sends the person to sign in (a one-time link) and
// consent, exchanges the code, lists every skill as a tool and calls one; refresh rotates; revoking stops it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { issueSignInLink } from '../signin/index.ts'
import { Browser } from './testing/browser.ts'
import { MemoryOAuthProvider } from './testing/client-provider.ts'

let srv: TestServer
let t: Tenant
const CALLBACK = 'http://127.0.0.1:49152/callback'

beforeAll(async () => {
  srv = await startTestServer({ selfUrl: true })
  t = await createTenant(srv.services)
})
afterAll(async () => {
  await srv?.close()
})

/** Signs the tenant's owner in (an operator's link, confirmed in the browser) and returns to `returnTo`. */
async function signIn(browser: Browser, returnTo: string) {
  const s = srv.services
  const link = await issueSignInLink(
    { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl },
    t.email,
  )
  const token = new URL(link.url).searchParams.get('token')!
  return browser.follow(`${srv.url}/auth/sign-in/link`, CALLBACK, { form: { token, return_to: returnTo } })
}

/** Drives the authorization URL to the callback: sign in, consent (approve). Returns the callback URL. */
async function authorize(browser: Browser, url: URL): Promise<URL> {
  let step = await browser.follow(url.href, CALLBACK)
  if (!step.stopped && new URL(step.url).pathname === '/auth/sign-in') {
    step = await signIn(browser, new URL(step.url).searchParams.get('return_to')!)
  }
  expect(step.stopped).toBe(false)
  const pageUrl = new URL(step.url)
  expect(pageUrl.pathname).toMatch(/^\/oauth\/interaction\//)
  const page = await step.response.text()
  expect(page).toContain('Test Assistant')
  expect(page).toContain('127.0.0.1:49152')
  const done = await browser.follow(`${pageUrl.origin}${pageUrl.pathname}/confirm`, CALLBACK, {
    form: { decision: 'approve' },
  })
  expect(done.stopped).toBe(true)
  return new URL(done.url)
}

describe('the MCP OAuth flow with the SDK client', () => {
  it('discovers, registers, signs in, consents, lists every skill and calls one', async () => {
    const provider = new MemoryOAuthProvider(CALLBACK)
    const mcpUrl = new URL(`${srv.url}/mcp`)
    const first = new Client({ name: 'flow', version: '1.0.0' })
    await expect(
      first.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider })),
    ).rejects.toBeInstanceOf(UnauthorizedError)
    expect(provider.authorizationUrl).not.toBeNull()
    const authUrl = provider.authorizationUrl!
    expect(authUrl.pathname).toBe('/oauth/authorize')
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authUrl.searchParams.get('resource')).toBe(`${srv.url}/mcp`)
    const callback = await authorize(new Browser(), authUrl)
    expect(callback.searchParams.get('iss')).toBe(srv.url)
    const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider })
    await transport.finishAuth(callback.searchParams)
    const client = new Client({ name: 'flow', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))
    const { tools } = await client.listTools()
    expect(tools).toHaveLength(srv.services.registry.size)
    const r = await client.callTool({
      name: 'validate_business_identifiers',
      arguments: { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] },
    })
    expect(r.isError).toBeFalsy()
    expect(r.structuredContent).toBeTruthy()
    await client.close()
  })
})
