// Issue 24 §0: a person connects an assistant in a real browser. The official MCP TypeScript SDK client starts the
// OAuth flow; Debian's Chromium signs in with a one-time link and answers the consent page, enforcing the page's
// Content-Security-Policy (form-action applies to every redirect that follows the form post, the one to the client's
// callback included). Allow and Deny, with a loopback callback and with Claude's https callback.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client'
import {
  finishMcpAuthorization,
  startCallbackServer,
  startMcpAuthorization,
  type CallbackServer,
} from './testing/mcp-flow.ts'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { issueSignInLink } from '../signin/index.ts'
import type { MemoryOAuthProvider } from '../oauth/testing/client-provider.ts'
import { axeViolations, describeBrowser, launchChromium, newContext, screenshot } from './testing/chromium.ts'

const CLAUDE_CALLBACK = 'https://claude.ai/api/mcp/auth_callback'

describeBrowser('connecting an MCP client in Chromium (consent page under its CSP)', () => {
  let srv: TestServer
  let t: Tenant
  let browser: Browser
  let loopback: CallbackServer
  let loopback6: CallbackServer
  let loopbackUrl = ''
  let loopback6Url = ''
  const arrived: URL[] = []

  beforeAll(async () => {
    srv = await startTestServer({ selfUrl: true })
    t = await createTenant(srv.services)
    browser = await launchChromium()
    loopback = await startCallbackServer('127.0.0.1', arrived)
    loopback6 = await startCallbackServer('::1', arrived)
    ;[loopbackUrl, loopback6Url] = [loopback.url, loopback6.url]
  })
  afterAll(async () => {
    await browser?.close()
    await loopback?.close()
    await loopback6?.close()
    await srv?.close()
  })

  const start = (redirect: string) => startMcpAuthorization(srv.url, redirect)

  /** Opens the authorization URL; signs in with a one-time link when asked; stops on the consent page. */
  async function toConsent(page: Page, authUrl: URL): Promise<void> {
    await page.goto(authUrl.href)
    if (new URL(page.url()).pathname === '/auth/sign-in') {
      const s = srv.services
      const link = await issueSignInLink(
        { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl },
        t.email,
      )
      await page.goto(link.url)
      await page.getByRole('button', { name: 'Sign in' }).click()
    }
    await page.waitForURL(/\/oauth\/interaction\//)
    expect(await page.textContent('h1')).toContain('Test Assistant')
    // The page's form may lead to this request's own callback origin and nowhere else (an IPv6 literal cannot be
    // named in CSP: that page names none and moves on by a page of its own).
    const csp = (await page.context().request.get(page.url())).headers()['content-security-policy'] ?? ''
    const callback = new URL(authUrl.searchParams.get('redirect_uri')!)
    expect(csp).toContain(
      callback.hostname.startsWith('[') ? "form-action 'self';" : `form-action 'self' ${callback.origin};`,
    )
  }

  /** Collects what the browser reports about CSP (a blocked form post is only a console message). */
  function cspReports(page: Page): string[] {
    const out: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) out.push(m.text())
    })
    return out
  }

  /** Waits for the browser to reach the callback; a CSP refusal fails at once with Chromium's message. */
  async function backTo(page: Page, callback: string, csp: string[]): Promise<void> {
    const deadline = Date.now() + 10_000
    while (!page.url().startsWith(callback) && csp.length === 0 && Date.now() < deadline) await page.waitForTimeout(50)
    expect(csp).toEqual([])
    expect(page.url().startsWith(callback)).toBe(true)
  }

  async function finish(provider: MemoryOAuthProvider, mcpUrl: URL, callback: URL): Promise<void> {
    await (await finishMcpAuthorization({ provider, mcpUrl }, callback)).close()
  }

  it('Allow returns to a loopback callback with a code the SDK exchanges', async () => {
    const { provider, mcpUrl, authUrl } = await start(loopbackUrl)
    const ctx = await newContext(browser)
    const page = await ctx.newPage()
    const csp = cspReports(page)
    await toConsent(page, authUrl)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'consent')
    const before = arrived.length
    await page.getByRole('button', { name: 'Allow' }).click()
    await backTo(page, loopbackUrl, csp)
    expect(arrived.length).toBe(before + 1)
    const callback = arrived.at(-1)!
    expect(callback.searchParams.get('code')).toBeTruthy()
    expect(callback.searchParams.get('iss')).toBe(srv.url)
    await finish(provider, mcpUrl, callback)
    await ctx.close()
  })

  it('Allow returns to an IPv6 loopback callback ([::1])', async () => {
    const { provider, mcpUrl, authUrl } = await start(loopback6Url)
    const ctx = await newContext(browser)
    const page = await ctx.newPage()
    const csp = cspReports(page)
    await toConsent(page, authUrl)
    await page.getByRole('button', { name: 'Allow' }).click()
    await backTo(page, loopback6Url, csp)
    await finish(provider, mcpUrl, arrived.at(-1)!)
    await ctx.close()
  })

  it('Deny returns to the loopback callback with access_denied', async () => {
    const { authUrl } = await start(loopbackUrl)
    const ctx = await newContext(browser)
    const page = await ctx.newPage()
    const csp = cspReports(page)
    await toConsent(page, authUrl)
    await page.getByRole('button', { name: 'Deny' }).click()
    await backTo(page, loopbackUrl, csp)
    const callback = new URL(page.url())
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('code')).toBeNull()
    await ctx.close()
  })

  it('after signing out, the same client asks again: sign in, and the browser returns to its callback', async () => {
    const { provider, mcpUrl, authUrl } = await start(loopbackUrl)
    const ctx = await newContext(browser)
    const page = await ctx.newPage()
    const csp = cspReports(page)
    await toConsent(page, authUrl)
    await page.getByRole('button', { name: 'Allow' }).click()
    await backTo(page, loopbackUrl, csp)
    await finish(provider, mcpUrl, arrived.at(-1)!)
    // Sign out of the portal in the same browser, then the client needs a new authorization (its tokens lost).
    await page.goto(`${srv.url}/auth/signed-in`)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(/\/auth\/sign-in\?signed_out=1$/)
    expect(await page.getByRole('status').textContent()).toContain('You have signed out')
    provider.invalidateCredentials('tokens')
    const again = new Client({ name: 'browser-flow', version: '1.0.0' })
    await expect(
      again.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider })),
    ).rejects.toBeInstanceOf(UnauthorizedError)
    // Before the fix the authorization server's own session outlived the portal's: the signed-out browser went
    // straight to a consent page it could not answer.
    await page.goto(provider.authorizationUrl!.href)
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in')
    await toConsent(page, provider.authorizationUrl!)
    await page.getByRole('button', { name: 'Allow' }).click()
    await backTo(page, loopbackUrl, csp)
    await finish(provider, mcpUrl, arrived.at(-1)!)
    await ctx.close()
  })

  it('a client allowed before asks again without prompt=consent: after signing in it meets the consent page, then its callback', async () => {
    const { provider, mcpUrl, authUrl } = await start(loopbackUrl)
    const ctx = await newContext(browser)
    const page = await ctx.newPage()
    const csp = cspReports(page)
    await toConsent(page, authUrl)
    await page.getByRole('button', { name: 'Allow' }).click()
    await backTo(page, loopbackUrl, csp)
    await finish(provider, mcpUrl, arrived.at(-1)!)
    await page.goto(`${srv.url}/auth/signed-in`)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(/signed_out=1/)
    // The same authorization again, as a client that asks for no refresh token (no offline_access, no prompt=consent).
    // The redirects that answer the sign-in form must end on a page of ours (the consent page), never at the client's
    // callback: Chromium would stop them there under the sign-in page's form-action 'self'. This guards that.
    const again = new URL(authUrl)
    again.searchParams.delete('prompt')
    again.searchParams.set(
      'scope',
      (again.searchParams.get('scope') ?? '')
        .split(' ')
        .filter((x) => x !== 'offline_access')
        .join(' '),
    )
    again.searchParams.set('state', 'second')
    await page.goto(again.href)
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in')
    const s = srv.services
    const link = await issueSignInLink(
      { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl },
      t.email,
    )
    await page.goto(link.url)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/\/oauth\/interaction\//)
    expect(await page.textContent('h1')).toContain('Test Assistant')
    await page.getByRole('button', { name: 'Allow' }).click()
    await backTo(page, loopbackUrl, csp)
    expect(arrived.at(-1)!.searchParams.get('state')).toBe('second')
    await ctx.close()
  })

  for (const decision of ['Allow', 'Deny'] as const) {
    it(`${decision} returns to Claude's https callback`, async () => {
      const { provider, mcpUrl, authUrl } = await start(CLAUDE_CALLBACK)
      const ctx = await newContext(browser)
      // No network here: the browser's request to claude.ai is answered in place (after Chromium's CSP checks).
      const seen: URL[] = []
      await ctx.route(`${CLAUDE_CALLBACK}**`, (route) => {
        seen.push(new URL(route.request().url()))
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Claude</title><p>Connected</p>',
        })
      })
      const page = await ctx.newPage()
      const csp = cspReports(page)
      await toConsent(page, authUrl)
      await page.getByRole('button', { name: decision }).click()
      await backTo(page, CLAUDE_CALLBACK, csp)
      expect(seen).toHaveLength(1)
      if (decision === 'Allow') await finish(provider, mcpUrl, seen[0]!)
      else expect(seen[0]!.searchParams.get('error')).toBe('access_denied')
      await ctx.close()
    })
  }
})
