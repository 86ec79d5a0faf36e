// Issue 24 §1 "sessions (sign out everywhere), connections (revoke: the next /mcp call is 401)", in Chromium: a
// person connects an MCP client (the official SDK, consent in the browser), finds it on the connections page and
// revokes it; signs in from a second browser, signs that one out from the first, then signs out everywhere.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../../testing/test-server.ts'
import { signInWithLink } from '../testing/sign-in.ts'
import { axeViolations, describeBrowser, launchChromium, newContext, screenshot } from '../testing/chromium.ts'
import {
  finishMcpAuthorization,
  startCallbackServer,
  startMcpAuthorization,
  type CallbackServer,
} from '../testing/mcp-flow.ts'

describeBrowser('sessions and connections in the portal (Chromium)', () => {
  let srv: TestServer
  let t: Tenant
  let browser: Browser
  let callback: CallbackServer

  beforeAll(async () => {
    srv = await startTestServer({ selfUrl: true })
    t = await createTenant(srv.services)
    browser = await launchChromium()
    callback = await startCallbackServer()
  })
  afterAll(async () => {
    await browser?.close()
    await callback?.close()
    await srv?.close()
  })

  const signIn = (ctx: BrowserContext): Promise<Page> => signInWithLink(srv, ctx, t.email)

  it('lists a connected MCP client and revokes it: its next call is 401', async () => {
    const ctx = await newContext(browser)
    const page = await signIn(ctx)
    const flow = await startMcpAuthorization(srv.url, callback.url)
    await page.goto(flow.authUrl.href)
    await page.waitForURL(/\/oauth\/interaction\//) // signed in already: straight to consent
    await page.getByRole('button', { name: 'Allow' }).click()
    await page.waitForURL((u) => u.href.startsWith(callback.url))
    const client = await finishMcpAuthorization(flow, callback.arrived.at(-1)!)
    const token = (flow.provider.tokens() as { access_token: string }).access_token
    await page.goto(`${srv.url}/portal/connections`)
    const row = page.locator('tr[data-connection-id]', { hasText: 'Test Assistant' })
    expect(await row.count()).toBe(1)
    expect(await row.textContent()).toContain('workstreams:write')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'portal-connections')
    await row.getByRole('button', { name: 'Revoke connection Test Assistant' }).click()
    await page.waitForURL(/done=revoked/)
    expect(await page.locator('tr[data-connection-id]', { hasText: 'Test Assistant' }).count()).toBe(0)
    await expect(client.listTools()).rejects.toThrow()
    const direct = await fetch(`${srv.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(direct.status).toBe(401)
    await ctx.close()
  })

  it('signs another browser out, then signs out everywhere', async () => {
    const first = await newContext(browser)
    const second = await newContext(browser)
    const a = await signIn(first)
    const b = await signIn(second)
    await a.goto(`${srv.url}/portal/sessions`)
    expect(await a.locator('tr[data-session-id]').count()).toBeGreaterThanOrEqual(2)
    expect(await axeViolations(a)).toEqual([])
    await screenshot(a, 'portal-sessions')
    // The other browser's session is the newest one that is not this browser.
    await a
      .locator('tr[data-session-id]')
      .getByRole('button', { name: /^Sign out session/ })
      .first()
      .click()
    await a.waitForURL(/done=ended/)
    await b.goto(`${srv.url}/portal/keys`)
    expect(new URL(b.url()).pathname).toBe('/auth/sign-in')
    // Everywhere: this browser too, and a session token held elsewhere.
    const elsewhere = await srv.services.sessionTokens.mint(t.userId, t.organizationId)
    await a.goto(`${srv.url}/portal/sessions`)
    await a.getByRole('button', { name: 'Sign out everywhere' }).click()
    await a.waitForURL(/\/auth\/sign-in\?signed_out=1$/)
    expect((await call(srv.url, '/api/v1/auth/me', { token: elsewhere.token })).status).toBe(401)
    await a.goto(`${srv.url}/portal`)
    expect(new URL(a.url()).pathname).toBe('/auth/sign-in')
    await first.close()
    await second.close()
  })
})
