// Issue 24 §1 "Webhooks" and §3 ("register an endpoint and watch a delivery fail, then succeed, live; a dead
// delivery redelivered"), in Chromium against a real HTTPS receiver: the signing secret shown once; a test event that
// fails (500), then succeeds once the receiver recovers, seen in the deliveries panel without a reload; a delivery
// that goes dead after five attempts, its attempt log (codes, durations, the receiver's answer), then redelivered.
// Nothing here depends on timing: the test makes each attempt (the dispatcher's one-shot pass, with an injected clock
// moved past the retry delay) and switches the receiver's answer, so each transient state is held until the page
// shows it.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../testing/test-server.ts'
import { ManualClock } from '../../lib/clock.ts'
import { signInWithLink } from '../testing/sign-in.ts'
import { startHttpsReceiver, type HttpsReceiver } from '../../webhooks/testing/https-receiver.ts'
import { makeTrust } from '../../webhooks/testing/fault-receiver.ts'
import { verifySignature } from '../../webhooks/signing.ts'
import {
  axeViolations,
  describeBrowser,
  launchChromium,
  newContext,
  screenshot,
  type DomWindow,
} from '../testing/chromium.ts'

describeBrowser('webhooks in the portal (Chromium, a real HTTPS receiver)', () => {
  let srv: TestServer
  let t: Tenant
  let browser: Browser
  let receiver: HttpsReceiver
  let failing = true
  let ctx: BrowserContext
  let page: Page
  let secret = ''
  let endpointPath = ''
  const trust = makeTrust(['localhost'])
  const clock = new ManualClock(Date.now())
  /** One pass of the dispatcher after the retry delays: each due delivery gets its next attempt. */
  const attempt = async () => {
    clock.advance(60_000)
    await srv.services.dispatcher.runOnce()
  }

  beforeAll(async () => {
    receiver = await startHttpsReceiver(trust.cert, (_req, res) => {
      if (failing) res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream unavailable')
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
    srv = await startTestServer({
      selfUrl: true,
      clock,
      env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile },
    })
    t = await createTenant(srv.services)
    await srv.services.dispatcher.runOnce() // the tenant's bootstrap key event goes out before any endpoint exists
    browser = await launchChromium()
    ctx = await newContext(browser)
    page = await signInWithLink(srv, ctx, t.email)
  })
  afterAll(async () => {
    await browser?.close()
    await srv?.close()
    await receiver?.close()
    trust.cleanup()
  })

  /** Waits until the panel shows the newest delivery in `state` with `code` as its last response; no reload. */
  async function panelShows(state: string, code: string, attempts?: number): Promise<void> {
    await page.waitForFunction(
      ([s, c, n]) => {
        const row = (globalThis as unknown as DomWindow).document.querySelector('#deliveries tr[data-delivery-id]')
        return (
          row?.getAttribute('data-state') === s &&
          row.querySelector('.code')?.textContent === c &&
          (n === null || row.querySelector('.attempts')?.textContent === n)
        )
      },
      [state, code, attempts === undefined ? null : String(attempts)] as const,
      { timeout: 20_000 },
    )
  }

  it('registers an endpoint from the event-type catalogue; the signing secret is shown once', async () => {
    await page.goto(`${srv.url}/portal/webhooks`)
    expect(await page.getByRole('checkbox', { name: /workstream\.run\.completed/ }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Endpoint URL').fill('http://localhost/plain')
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    expect(await page.getByRole('alert').first().textContent()).toMatch(/public HTTPS/)
    await page.getByLabel('Endpoint URL').fill(`https://localhost:${receiver.port}/hooks`)
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    await page.waitForURL(/\/portal\/webhooks\/reveal\//)
    secret = await page.locator('#secret').inputValue()
    expect(secret).toMatch(/^whsec_/)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'portal-webhook-secret')
    const revealUrl = page.url()
    await page.getByRole('link', { name: 'I have stored it, continue' }).click()
    await page.waitForURL(/\/portal\/webhooks\/we_/)
    endpointPath = new URL(page.url()).pathname
    expect(await page.content()).not.toContain(secret)
    expect((await page.goto(revealUrl))?.status()).toBe(410)
    expect(await page.content()).not.toContain(secret)
    expect(srv.logText()).not.toContain(secret)
  })

  it('shows a delivery fail and then succeed, live, with each attempt in its log', async () => {
    failing = true
    await page.goto(`${srv.url}${endpointPath}`)
    await page.evaluate(() => {
      ;(globalThis as { sameDocument?: boolean }).sameDocument = true
    })
    await page.getByRole('button', { name: 'Send test event' }).click()
    await page.waitForURL(/done=test/)
    await page.evaluate(() => {
      ;(globalThis as { sameDocument?: boolean }).sameDocument = true
    })
    await attempt()
    await panelShows('retrying', '500', 1)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'portal-webhook-retrying')
    await attempt()
    await panelShows('retrying', '500', 2)
    failing = false
    await attempt()
    await panelShows('succeeded', '200', 3)
    expect(await page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument)).toBe(true) // updated in place, no reload
    await screenshot(page, 'portal-webhook-delivered')
    // The signature the receiver got verifies with the secret shown once.
    const last = receiver.requests.at(-1)!
    const ts = String(last.headers['x-webhook-timestamp'])
    expect(verifySignature(secret, String(last.headers['x-webhook-signature']), ts, last.body, Number(ts))).toBe(true)
    // The attempt log.
    await page.locator('#deliveries tr[data-delivery-id] a').first().click()
    await page.waitForURL(/\/deliveries\/whd_/)
    const codes = await page.locator('tr[data-attempt] .code').allTextContents()
    expect(codes).toEqual(['200', '500', '500'])
    expect(await page.textContent('main')).toContain('upstream unavailable')
    expect(await axeViolations(page)).toEqual([])
  })

  it('a delivery that fails five times is dead with its last code; redelivered, it succeeds', async () => {
    failing = true
    await page.goto(`${srv.url}${endpointPath}`)
    await page.getByRole('button', { name: 'Send test event' }).click()
    await page.waitForURL(/done=test/)
    for (let i = 0; i < 5; i++) await attempt()
    await panelShows('dead', '500', 5)
    expect(await page.locator('#deliveries tr[data-delivery-id]').first().textContent()).toContain('Yes')
    await screenshot(page, 'portal-webhook-dead')
    failing = false
    await page
      .locator('#deliveries tr[data-delivery-id]')
      .first()
      .getByRole('button', { name: /^Redeliver/ })
      .click()
    await page.waitForURL(/done=redelivered/)
    await attempt()
    await panelShows('succeeded', '200', 1)
  })

  it('disables, rotates the secret (shown once) and deletes after a confirm step', async () => {
    await page.goto(`${srv.url}${endpointPath}`)
    await page.getByRole('button', { name: 'Disable' }).click()
    await page.waitForURL(/done=disabled/)
    expect(await page.locator('dl.props').textContent()).toContain('Disabled')
    await page.getByRole('button', { name: 'Enable' }).click()
    await page.waitForURL(/done=enabled/)
    await page.getByRole('button', { name: 'Rotate secret' }).click()
    await page.waitForURL(/\/portal\/webhooks\/reveal\//)
    const rotated = await page.locator('#secret').inputValue()
    expect(rotated).toMatch(/^whsec_/)
    expect(rotated).not.toBe(secret)
    await page.getByRole('link', { name: 'I have stored it, continue' }).click()
    expect(await page.textContent('main')).toContain('also signs until')
    await page.getByRole('link', { name: /^Delete/ }).click()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Delete endpoint' }).click()
    await page.waitForURL(/\/portal\/webhooks\?done=deleted$/)
    expect(await page.locator('tr[data-endpoint-id]').count()).toBe(0)
  })

  it('works without script: an endpoint is added, its secret shown, and its page lists deliveries', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const p = await signInWithLink(srv, noScript, t.email)
    await p.goto(`${srv.url}/portal/webhooks`)
    await p.getByLabel('Endpoint URL').fill(`https://localhost:${receiver.port}/plain`)
    await p.getByRole('button', { name: 'Add endpoint' }).click()
    await p.waitForURL(/\/portal\/webhooks\/reveal\//)
    expect(await p.locator('#secret').inputValue()).toMatch(/^whsec_/)
    await p.getByRole('link', { name: 'I have stored it, continue' }).click()
    failing = false
    await p.getByRole('button', { name: 'Send test event' }).click()
    await p.waitForURL(/done=test/)
    await attempt()
    await p.reload()
    expect(await p.locator('#deliveries tr[data-delivery-id]').first().getAttribute('data-state')).toBe('succeeded')
    await noScript.close()
  })
})
