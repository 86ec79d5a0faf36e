// Issue 24 §1 "WorkStreams" and §3 ("watch a cycle advance live and approve it"), in Chromium: a second member of the
// organization (not the preparer) signs in, opens a cycle and watches it advance through the server-sent event tail
// (EventSource with the session cookie) without a reload, finds the approval in the inbox, approves with a comment,
// and sees the cycle complete; another cycle is paused, resumed and cancelled after a confirm step; a command sent
// from a page that is out of date is refused with the reason. The worker runs only when the test drives it.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { call, startTestServer, type TestServer } from '../../testing/test-server.ts'
import { ManualClock } from '../../lib/clock.ts'
import { signInWithLink } from '../testing/sign-in.ts'
import { CLOSE_TASKS, FIXTURE_SKILLS, drive, org, start, workplanOf, type Org } from '../../workstreams/testing/api.ts'
import {
  axeViolations,
  describeBrowser,
  launchChromium,
  newContext,
  screenshot,
  type DomWindow,
} from '../testing/chromium.ts'

describeBrowser('WorkStream cycles in the portal (Chromium, the SSE tail)', () => {
  let srv: TestServer
  let o: Org
  let workplanId = ''
  let browser: Browser
  let ctx: BrowserContext
  let page: Page
  const clock = new ManualClock(Date.now())

  beforeAll(async () => {
    srv = await startTestServer({
      selfUrl: true,
      clock,
      env: { SKILLS_DIR: FIXTURE_SKILLS, WORKSTREAM_LEASE_MS: '30000' },
    })
    o = await org(srv)
    ;({ workplanId } = await workplanOf(srv, o, CLOSE_TASKS))
    browser = await launchChromium()
    ctx = await newContext(browser)
    page = await signInWithLink(srv, ctx, (await srv.services.stores.users.get(o.approverId))!.email)
  })
  afterAll(async () => {
    await browser?.close()
    await srv?.close()
  })

  // counter.fixture allows 2 starts a minute: each test begins a minute after the last (the injected clock).
  beforeEach(() => {
    clock.advance(61_000)
  })

  const mark = () =>
    page.evaluate(() => {
      ;(globalThis as { sameDocument?: boolean }).sameDocument = true
    })
  const marked = () => page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument === true)
  /** Waits, without reloading, until the page shows the cycle status (and a task's status). */
  async function shows(status: string, task?: [string, string]): Promise<void> {
    await page.waitForFunction(
      ([s, key, ts]) => {
        const d = (globalThis as unknown as DomWindow).document
        if (d.querySelector('[data-field="status"]')?.textContent !== s) return false
        return key === null || d.querySelector(`tr[data-task-key="${key}"]`)?.getAttribute('data-task-status') === ts
      },
      [status, task?.[0] ?? null, task?.[1] ?? null] as const,
      { timeout: 20_000 },
    )
  }

  it('follows a cycle live, finds its approval in the inbox, approves it with a comment and sees it complete', async () => {
    const c = await start(srv, o, workplanId, '2026-02')
    await page.goto(`${srv.url}/portal/cycles`)
    expect(await page.locator(`tr[data-cycle-id="${c.id}"]`).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    // The tail's connections, with the Last-Event-ID each was opened with.
    const tail = `${srv.url}/api/v1/workstreams/cycles/${c.id}/events`
    const opened: (string | null)[] = []
    page.on('request', (req) => {
      if (req.url().startsWith(tail)) void req.headerValue('last-event-id').then((v) => opened.push(v))
    })
    await page.locator(`tr[data-cycle-id="${c.id}"] a`).click()
    await page.waitForURL(new RegExp(`/portal/cycles/${c.id}$`))
    await mark()
    await drive(srv)
    await shows('waiting', ['post', 'waiting'])
    expect(await marked()).toBe(true) // moved on in place, from the event tail
    const seen = await page.locator('section[data-events]').getAttribute('data-last-event-id')
    expect(Number(seen)).toBeGreaterThan(0)
    // The connection drops (a network blip): the browser reconnects with Last-Event-ID and the tail resumes after it.
    expect(opened).toEqual([null])
    srv.dropConnections()
    await expect.poll(() => opened.length, { timeout: 10_000 }).toBe(2)
    expect(opened[1]).toBe(seen)
    expect(Number(await page.locator('section[data-events]').getAttribute('data-last-event-id'))).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'portal-cycle-waiting')
    // The inbox lists it.
    const inbox = await ctx.newPage()
    await inbox.goto(`${srv.url}/portal/approvals`)
    expect(await inbox.locator(`[data-approval="${c.id}:post"]`).count()).toBe(1)
    expect(await axeViolations(inbox)).toEqual([])
    await screenshot(inbox, 'portal-approvals')
    await inbox.close()
    // Approving needs a comment, and records it.
    await page.getByLabel('Comment on post').fill('Checked the postings against the ledger')
    await page.getByRole('button', { name: 'Approve post' }).click()
    await page.waitForURL(/done=approved/)
    await mark()
    await drive(srv)
    await shows('completed', ['report', 'succeeded'])
    expect(await marked()).toBe(true)
    await screenshot(page, 'portal-cycle-completed')
    const events = await call<{ data: { type: string; data: Record<string, unknown> }[] }>(
      srv.url,
      `/api/v1/workstreams/cycles/${c.id}/events?limit=100`,
      { token: o.adminKey },
    )
    expect(events.body.data.find((e) => e.type === 'approval.decided')?.data).toMatchObject({
      task_key: 'post',
      decision: 'approve',
      comment: 'Checked the postings against the ledger',
    })
  })

  it('pauses, resumes and cancels (after a confirm step); a command from an out-of-date page is refused with the reason', async () => {
    // Started from the portal: a bad period is explained, a good one opens the new cycle's page.
    await page.goto(`${srv.url}/portal/cycles`)
    await page.getByLabel('Period').fill('March')
    await page.getByRole('button', { name: 'Start cycle' }).click()
    expect(await page.getByRole('alert').first().textContent()).toMatch(/a month \(2026-07\)/)
    await page.getByLabel('Period').fill('2026-03')
    await page.getByRole('button', { name: 'Start cycle' }).click()
    await page.waitForURL(/\/portal\/cycles\/cyc_/)
    const c = { id: new URL(page.url()).pathname.split('/').pop()! }
    await page.getByRole('button', { name: 'Pause' }).click()
    await page.waitForURL(/done=paused/)
    await drive(srv)
    await page.reload()
    expect(await page.locator('[data-field="status"]').textContent()).toBe('paused')
    await page.getByRole('button', { name: 'Resume' }).click()
    await page.waitForURL(/done=resumed/)
    // The cycle moves on behind the page's back: the page's Pause names an old version. The page is one without
    // script (a page whose live tail is not running): with script, the tail would refresh it on the cycle's event, and
    // whether that refresh beats the click decided this test (a flake in CI).
    const staleCtx = await browser.newContext({ javaScriptEnabled: false })
    await staleCtx.addCookies(await ctx.cookies())
    const stale = await staleCtx.newPage()
    await stale.goto(`${srv.url}/portal/cycles/${c.id}`)
    await call(srv.url, `/api/v1/workstreams/cycles/${c.id}/pause`, { token: o.adminKey, body: {} })
    const refused = stale.waitForResponse((r) => r.url().endsWith(`/portal/cycles/${c.id}/pause`))
    await stale.getByRole('button', { name: 'Pause' }).click()
    expect((await refused).status()).toBe(409)
    expect(await stale.getByRole('alert').first().textContent()).toMatch(/changed since this page was shown/)
    await staleCtx.close()
    // Cancel, after its confirm page.
    await page.goto(`${srv.url}/portal/cycles/${c.id}`)
    await page.getByRole('link', { name: 'Cancel…' }).click()
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel(/Reason/).fill('Wrong period')
    await page.getByRole('button', { name: 'Cancel the cycle' }).click()
    await page.waitForURL(/done=cancelled/)
    await drive(srv)
    await shows('cancelled')
  })

  it('works without script: the page shows the cycle as it is; rejecting and approving are plain form posts', async () => {
    const c = await start(srv, o, workplanId, '2026-04')
    await drive(srv)
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const p = await signInWithLink(srv, noScript, (await srv.services.stores.users.get(o.approverId))!.email)
    await p.goto(`${srv.url}/portal/cycles/${c.id}`)
    expect(await p.locator('[data-field="status"]').textContent()).toBe('waiting')
    // Rejected, the work is done again (a new revision) and waits for a decision once more.
    await p.getByLabel('Comment on post').fill('The postings miss the accrual')
    await p.getByRole('button', { name: 'Reject post' }).click()
    await p.waitForURL(/done=rejected/)
    await drive(srv)
    await p.reload()
    expect(await p.locator('tr[data-task-key="post"]').getAttribute('data-task-status')).toBe('waiting')
    const tasks = await call<{ data: { key: string; revision: number }[] }>(
      srv.url,
      `/api/v1/workstreams/cycles/${c.id}/tasks`,
      { token: o.adminKey },
    )
    expect(tasks.body.data.find((x) => x.key === 'post')?.revision).toBe(2)
    await p.getByLabel('Comment on post').fill('Fine')
    await p.getByRole('button', { name: 'Approve post' }).click()
    await p.waitForURL(/done=approved/)
    await drive(srv)
    await p.reload()
    expect(await p.locator('[data-field="status"]').textContent()).toBe('completed')
    await noScript.close()
  })
})
