// Issue 24 §1 "Keys" and §3, in Debian's Chromium: a person signs in with a one-time link and lands in the portal,
// creates a key and sees its value exactly once (reload, a later visit and Back with the back/forward cache on show
// nothing), finds it masked in the list, uses it, edits, rotates (the new value once), revokes it; hits the creation
// limit (1 per minute, 5 per day) and gets a clear 429 page; a cross-origin form post is refused; every page is
// keyboard reachable and has no axe violations. The clock is injected (the minute and day windows), nothing sleeps.
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../../testing/test-server.ts'
import { ManualClock } from '../../lib/clock.ts'
import { signInWithLink } from '../testing/sign-in.ts'
import {
  axeViolations,
  describeBrowser,
  launchChromium,
  newContext,
  screenshot,
  type DomWindow,
} from '../testing/chromium.ts'

describeBrowser('API keys in the portal (Chromium)', () => {
  let srv: TestServer
  let t: Tenant
  let browser: Browser
  const clock = new ManualClock(Date.now())

  beforeAll(async () => {
    srv = await startTestServer({ selfUrl: true, clock })
    t = await createTenant(srv.services)
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await srv?.close()
  })

  const signIn = (ctx: BrowserContext, email = t.email): Promise<Page> => signInWithLink(srv, ctx, email)

  async function createKey(page: Page, name: string, permissions: string[] = []): Promise<string> {
    await page.goto(`${srv.url}/portal/keys/new`)
    await page.getByLabel('Name', { exact: true }).fill(name)
    for (const p of permissions) await page.getByRole('checkbox', { name: new RegExp(`^${p}:`) }).check()
    await page.getByRole('button', { name: 'Create key' }).click()
    await page.waitForURL(/\/portal\/keys\/reveal\//)
    return page.locator('#secret').inputValue()
  }

  it('signs in with a link and lands in the portal, with a __Host- cookie (HttpOnly, Secure, SameSite=Lax)', async () => {
    const ctx = await newContext(browser)
    const page = await signIn(ctx)
    expect(await page.textContent('h1')).toContain(t.email)
    const cookie = (await ctx.cookies()).find((c) => c.name === '__Host-session')
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'portal-overview')
    // Keyboard: the skip link is the first stop and moves focus to the content.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => (globalThis as unknown as DomWindow).document.activeElement?.textContent)).toBe(
      'Skip to content',
    )
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => (globalThis as unknown as DomWindow).document.activeElement?.id)).toBe('main')
    await ctx.close()
  })

  it('creates a key and shows its value exactly once; the list shows it masked; the key works', async () => {
    const ctx = await newContext(browser)
    const page = await signIn(ctx)
    await page.goto(`${srv.url}/portal/keys/new`)
    expect(await page.getByRole('status').first().textContent()).toMatch(/You can create 5 more keys today/)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'portal-key-create')
    const response = page.waitForResponse((r) => r.url().includes('/portal/keys/reveal/'))
    const value = await createKey(page, 'ci-pipeline', ['topics:read', 'workstreams:read'])
    expect((await response).headers()['cache-control']).toBe('no-store')
    expect(value).toMatch(/^sk_[A-Za-z0-9]+$/)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'portal-key-reveal')
    const revealUrl = page.url()
    // Reload: gone.
    await page.reload()
    expect(await page.textContent('h1')).toBe('Already shown')
    expect(await page.content()).not.toContain(value)
    // The continue link from a fresh reveal lands on the key; the list masks it.
    await page.goto(`${srv.url}/portal/keys`)
    const row = page.locator('tr[data-key-id]', { hasText: 'ci-pipeline' })
    expect(await row.locator('code.masked').textContent()).toBe(`sk_…${value.slice(-4)}`)
    expect(await page.content()).not.toContain(value)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'portal-keys')
    // A later visit of the reveal URL: gone, 410.
    const later = await page.goto(revealUrl)
    expect(later?.status()).toBe(410)
    expect(await page.content()).not.toContain(value)
    // The value is a working key with the chosen permissions.
    const me = await call(srv.url, '/api/v1/auth/me', { token: value })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ auth_method: 'api_key', permissions: ['topics:read', 'workstreams:read'] })
    // Never in a log line.
    expect(srv.logText()).not.toContain(value)
    await ctx.close()
  })

  it('Back to the reveal page with the back/forward cache on shows nothing', async () => {
    clock.advance(61_000)
    const bf = await launchChromium({ bfcache: true })
    try {
      const ctx = await newContext(bf)
      const page = await signIn(ctx)
      const value = await createKey(page, 'bfcache-check')
      await page.getByRole('link', { name: 'I have stored it, continue' }).click()
      await page.waitForURL(/\/portal\/keys\/key_/)
      await page.goBack({ waitUntil: 'commit' })
      await page.waitForLoadState('domcontentloaded')
      // Restored from the cache (no request) or fetched again (410): either way no value.
      await page.waitForFunction(
        () => {
          const input = (globalThis as unknown as DomWindow).document.querySelector('#secret')
          return !input || input.value === ''
        },
        undefined,
        { timeout: 5000 },
      )
      expect(await page.content()).not.toContain(value)
      await ctx.close()
    } finally {
      await bf.close()
    }
  })

  it('edits, rotates with a grace choice (the new value once) and revokes after a confirm step', async () => {
    clock.advance(61_000)
    const ctx = await newContext(browser)
    const page = await signIn(ctx)
    const first = await createKey(page, 'to-rotate', ['topics:read'])
    await page.getByRole('link', { name: 'I have stored it, continue' }).click()
    await page.getByLabel('Name', { exact: true }).fill('rotated-service')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/done=updated/)
    expect(await page.textContent('h1')).toBe('Key: rotated-service')
    expect(await page.textContent('main')).toContain('Permissions cannot be edited')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'portal-key-detail')
    await page.getByLabel('Old value keeps working for').selectOption('1')
    await page.getByRole('button', { name: 'Rotate key' }).click()
    await page.waitForURL(/\/portal\/keys\/reveal\//)
    const second = await page.locator('#secret').inputValue()
    expect(second).not.toBe(first)
    expect((await call(srv.url, '/api/v1/auth/me', { token: second })).status).toBe(200)
    expect((await call(srv.url, '/api/v1/auth/me', { token: first })).status).toBe(200) // in its grace hour
    await page.getByRole('link', { name: 'I have stored it, continue' }).click()
    await page.waitForURL(/\/portal\/keys\/key_/)
    const newId = new URL(page.url()).pathname.split('/').pop()!
    await page.getByRole('link', { name: /^Revoke key/ }).click()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: /^Revoke key/ }).click()
    await page.waitForURL(/\/portal\/keys\?done=revoked$/)
    expect(await page.locator(`tr[data-key-id="${newId}"] .badge`).textContent()).toBe('Revoked')
    // The old value is in its grace hour (rotated from it, same name).
    expect(await page.locator('tr[data-key-id]', { hasText: 'rotated-service' }).count()).toBe(2)
    expect((await call(srv.url, '/api/v1/auth/me', { token: second })).status).toBe(401)
    await ctx.close()
  })

  it('limits creation to 1 per minute and 5 per day, with the quota on the form and a clear 429 page', async () => {
    const other = await createTenant(srv.services)
    clock.advance(61_000)
    const ctx = await newContext(browser)
    const page = await signIn(ctx, other.email)
    await createKey(page, 'first')
    await page.goto(`${srv.url}/portal/keys/new`)
    expect(await page.getByRole('status').first().textContent()).toMatch(
      /One key per minute: you can create the next in \d+ seconds \(4 left today\)/,
    )
    await page.getByLabel('Name', { exact: true }).fill('too-soon')
    const refused = page.waitForResponse((r) => r.url() === `${srv.url}/portal/keys` && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Create key' }).click()
    expect((await refused).status()).toBe(429)
    expect(Number((await refused).headers()['retry-after'])).toBeGreaterThan(0)
    await page.waitForLoadState()
    expect(await page.getByRole('alert').first().textContent()).toMatch(/1 per minute/)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'portal-key-limit')
    for (let i = 2; i <= 5; i++) {
      clock.advance(61_000)
      await createKey(page, `key-${i}`)
    }
    clock.advance(61_000)
    await page.goto(`${srv.url}/portal/keys/new`)
    expect(await page.getByRole('status').first().textContent()).toMatch(/You have created the 5 keys allowed today/)
    const keys = await call<{ data: unknown[] }>(srv.url, '/api/v1/connect-keys', { token: other.adminKey })
    expect(keys.body.data).toHaveLength(6) // the admin key and five
    await ctx.close()
  })

  it('refuses a cross-origin form post (same site, another port) even though the browser sends the Lax cookie', async () => {
    clock.advance(61_000)
    const ctx = await newContext(browser)
    const page = await signIn(ctx)
    const before = (await call<{ data: unknown[] }>(srv.url, '/api/v1/connect-keys', { token: t.adminKey })).body.data
      .length
    const attacker: Server = http.createServer((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><title>x</title><form id="f" method="post" action="${srv.url}/portal/keys">
        <input name="name" value="planted"><input name="permissions" value="topics:write"></form><script>document.getElementById('f').submit()</script>`)
    })
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
    try {
      const refused = page.waitForResponse(
        (r) => r.url() === `${srv.url}/portal/keys` && r.request().method() === 'POST',
      )
      await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`)
      const r = await refused
      expect(r.status()).toBe(403)
      expect(await r.request().headerValue('cookie')).toContain('__Host-session=') // the Lax cookie went along
      const after = (await call<{ data: unknown[] }>(srv.url, '/api/v1/connect-keys', { token: t.adminKey })).body.data
        .length
      expect(after).toBe(before)
    } finally {
      await new Promise<void>((resolve) => attacker.close(() => resolve()))
    }
    await ctx.close()
  })

  it('will not be framed by another origin (frame-ancestors none, X-Frame-Options DENY)', async () => {
    const ctx = await newContext(browser)
    const page = await signIn(ctx)
    const framer: Server = http.createServer((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<!doctype html><title>framer</title><iframe src="${srv.url}/portal/keys" width="800" height="600"></iframe>`,
        )
    })
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve))
    try {
      const blocked = page.waitForEvent('console', (m) =>
        /frame-ancestors|refused to display|Refused to frame/i.test(m.text()),
      )
      await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`)
      await blocked
      const frame = page.frames().find((f) => f !== page.mainFrame())!
      expect(await frame.locator('h1', { hasText: 'API keys' }).count()).toBe(0)
    } finally {
      await new Promise<void>((resolve) => framer.close(() => resolve()))
    }
    await ctx.close()
  })

  it('works without script: create and reveal with JavaScript off', async () => {
    clock.advance(61_000)
    const ctx = await browser.newContext({ javaScriptEnabled: false })
    const page = await signIn(ctx)
    const value = await createKey(page, 'no-script')
    expect(value).toMatch(/^sk_/)
    await ctx.close()
  })
})
