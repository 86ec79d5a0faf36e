// Issue 24 "Done means": a newcomer, in Chromium, signs in, creates a key, registers a webhook, watches a cycle finish
// and connects an MCP client, without reading any API documentation: every step through the portal's own pages, the
// service running as `npm start` runs it (the WorkStream worker and the webhook dispatcher on), a real HTTPS receiver.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../../testing/test-server.ts'
import { startHttpsReceiver, type HttpsReceiver } from '../../webhooks/testing/https-receiver.ts'
import { makeTrust } from '../../webhooks/testing/fault-receiver.ts'
import {
  axeViolations,
  describeBrowser,
  launchChromium,
  newContext,
  screenshot,
  type DomWindow,
} from '../testing/chromium.ts'
import { signInWithLink } from '../testing/sign-in.ts'
import {
  finishMcpAuthorization,
  startCallbackServer,
  startMcpAuthorization,
  type CallbackServer,
} from '../testing/mcp-flow.ts'

describeBrowser(
  'a newcomer in the portal, from signing in to a finished cycle and a connected assistant (Chromium)',
  () => {
    let srv: TestServer
    let t: Tenant
    let browser: Browser
    let receiver: HttpsReceiver
    let callback: CallbackServer
    const trust = makeTrust(['localhost'])

    beforeAll(async () => {
      receiver = await startHttpsReceiver(trust.cert)
      srv = await startTestServer({
        selfUrl: true,
        env: {
          WEBHOOK_ALLOW_HOSTS: 'localhost',
          WEBHOOK_CA_FILE: trust.caFile,
          WORKSTREAM_POLL_MS: '100',
          WEBHOOK_POLL_MS: '100',
        },
      })
      t = await createTenant(srv.services)
      await srv.services.dispatcher.runOnce()
      srv.services.dispatcher.start()
      srv.services.workstreamWorker.start()
      browser = await launchChromium()
      callback = await startCallbackServer()
    })
    afterAll(async () => {
      await browser?.close()
      await srv?.services.workstreamWorker.stop()
      await srv?.services.dispatcher.stop()
      await srv?.close()
      await receiver?.close()
      await callback?.close()
      trust.cleanup()
    })

    it('signs in, creates a key, registers a webhook, runs and approves a cycle to the end, and connects an MCP client', async () => {
      const ctx = await newContext(browser)
      const page = await signInWithLink(srv, ctx, t.email)

      // A key, from the overview's first card.
      await page.getByRole('link', { name: 'Create a key' }).click()
      await page.getByLabel('Name', { exact: true }).fill('my first key')
      await page.getByRole('checkbox', { name: /^documents:analyse:/ }).check()
      await page.getByRole('button', { name: 'Create key' }).click()
      const key = await page.locator('#secret').inputValue()
      const used = await call(srv.url, '/api/v1/skills/identifiers.validate/invoke', {
        token: key,
        body: { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] },
      })
      expect(used.status).toBe(200)

      // A webhook for the cycle's end.
      await page.getByRole('link', { name: 'Webhooks' }).click()
      await page.getByLabel('Endpoint URL').fill(`https://localhost:${receiver.port}/hooks`)
      await page.getByRole('checkbox', { name: /All events/ }).uncheck()
      await page.getByRole('checkbox', { name: /^workstream\.run\.completed/ }).check()
      await page.getByRole('button', { name: 'Add endpoint' }).click()
      expect(await page.locator('#secret').inputValue()).toMatch(/^whsec_/)
      await page.getByRole('link', { name: 'I have stored it, continue' }).click()

      // A WorkStream: the starter, for a new client; then its February cycle.
      await page.getByRole('link', { name: 'WorkStreams' }).click()
      await page.getByRole('link', { name: 'Set up a WorkStream' }).click()
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, 'portal-workstream-setup')
      await page.getByLabel("New client's name").fill('Harbour Bakery')
      await page.getByRole('button', { name: 'Create workplan' }).click()
      await page.waitForURL(/\/portal\/cycles\?workplan=/)
      await page.getByLabel('Period').fill('2026-02')
      await page.getByRole('button', { name: 'Start cycle' }).click()
      await page.waitForURL(/\/portal\/cycles\/cyc_/)

      // It runs by itself to the review, live; approved, it finishes, live; the webhook arrives.
      await page.waitForFunction(
        () =>
          (globalThis as unknown as DomWindow).document
            .querySelector('tr[data-task-key="review"]')
            ?.getAttribute('data-task-status') === 'waiting',
        undefined,
        { timeout: 20_000 },
      )
      await page.getByLabel('Comment on Review the check').fill('The ABN is valid')
      await page.getByRole('button', { name: 'Approve Review the check' }).click()
      await page.waitForFunction(
        () =>
          (globalThis as unknown as DomWindow).document.querySelector('[data-field="status"]')?.textContent ===
          'completed',
        undefined,
        { timeout: 20_000 },
      )
      await expect
        .poll(
          () => receiver.requests.filter((q) => q.headers['x-webhook-event'] === 'workstream.run.completed').length,
          { timeout: 20_000 },
        )
        .toBe(1)

      // An assistant: the MCP address from the overview, consent in the same browser, and the connection listed.
      await page.getByRole('link', { name: 'Overview' }).click()
      expect(await page.textContent('main')).toContain(`${srv.url}/mcp`)
      const flow = await startMcpAuthorization(srv.url, callback.url)
      await page.goto(flow.authUrl.href)
      await page.getByRole('button', { name: 'Allow' }).click()
      await page.waitForURL((u) => u.href.startsWith(callback.url))
      await (await finishMcpAuthorization(flow, callback.arrived.at(-1)!)).close()
      await page.goto(`${srv.url}/portal/connections`)
      expect(await page.locator('tr[data-connection-id]', { hasText: 'Test Assistant' }).count()).toBe(1)
      await ctx.close()
    }, 90_000) // a whole journey: several pages, a cycle run by the worker, a delivery; a guard against a hang only
  },
)
