// Issue 24 §3 "sign in with a link and with a local OpenID provider", in Chromium: the sign-in page offers the
// provider; its button (a GET link: a form post would be stopped by the page's form-action on the way to the
// provider) goes to a provider on another site (localhost against a service on 127.0.0.1), which sends the person
// back; the session cookie, SameSite=Lax, is kept across that cross-site return and the person lands in the portal.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { startFakeIdp, type FakeIdp } from '../signin/testing/fake-idp.ts'
import { axeViolations, describeBrowser, launchChromium, newContext, screenshot } from './testing/chromium.ts'

describeBrowser('signing in with an OpenID provider (Chromium)', () => {
  let srv: TestServer
  let t: Tenant
  let idp: FakeIdp
  let browser: Browser

  beforeAll(async () => {
    idp = await startFakeIdp({ host: 'localhost' })
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
    idp.accounts.set('alice-at-idp', { email: t.email, email_verified: true })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await srv?.close()
    await idp?.close()
  })

  it('signs in through a provider on another site and lands in the portal, signed in', async () => {
    idp.signedIn = 'alice-at-idp'
    const ctx = await newContext(browser)
    const page = await ctx.newPage()
    await page.goto(`${srv.url}/portal/keys`)
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in') // not signed in: sent to sign in, and back after
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'sign-in')
    const seen: string[] = []
    page.on('request', (r) => {
      if (r.isNavigationRequest()) seen.push(new URL(r.url()).origin)
    })
    await page.getByRole('link', { name: 'Sign in with Example ID' }).click()
    await page.waitForURL(`${srv.url}/portal/keys`)
    expect(seen).toContain(new URL(idp.issuer).origin) // it did go to the provider
    expect(await page.textContent('h1')).toBe('API keys')
    const cookie = (await ctx.cookies(srv.url)).find((c) => c.name === '__Host-session')
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' })
    await ctx.close()
  })

  it('a person the provider vouches for but who has no account here is told so, not signed in', async () => {
    idp.accounts.set('stranger', { email: 'nobody@example.com', email_verified: true })
    idp.signedIn = 'stranger'
    const ctx = await newContext(browser)
    const page = await ctx.newPage()
    await page.goto(`${srv.url}/auth/sign-in`)
    await page.getByRole('link', { name: 'Sign in with Example ID' }).click()
    await page.waitForURL((u) => u.pathname.startsWith('/auth/callback/oidc/1'))
    expect(await page.textContent('h1')).toBe('Cannot continue')
    expect((await ctx.cookies(srv.url)).some((c) => c.name === '__Host-session')).toBe(false)
    await ctx.close()
  })
})
