// Issue 26 §3 "Docs a person reads", in Debian's Chromium: /docs draws every operation of the served /openapi.json
// with swagger-ui from our own package, under the docs policy (docs-pages.ts) with not one CSP violation, on load,
// after expanding a skill's operation and its schema, the Schemas section and a model, and after "Try it out"; no
// request leaves the origin; a skill's example request is on the page; the filter finds operations by path; axe finds
// nothing serious or critical. The one allowance beyond the portal's policy (`img-src data:`) is shown to be needed.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createTenant, startTestServer, type TestServer } from '../../testing/test-server.ts'
import { describeBrowser, launchChromium, newContext, screenshot, type DomElement } from '../testing/chromium.ts'
import { signInWithLink } from '../testing/sign-in.ts'
import { DOCS_CSP } from './docs-pages.ts'

interface Spec {
  tags: { name: string }[]
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>
}

/** Records every securitypolicyviolation the page raises (installed before any of its scripts run). */
function recordViolations(): void {
  const w = globalThis as unknown as {
    cspViolations: string[]
    document: { addEventListener(t: string, f: (e: Record<string, unknown>) => void): void }
  }
  w.cspViolations = []
  w.document.addEventListener('securitypolicyviolation', (e) => {
    w.cspViolations.push(
      `${String(e.effectiveDirective)} blocked ${String(e.blockedURI)} (${String(e.sourceFile)}:${String(e.lineNumber)}) ${String(e.sample)}`,
    )
  })
}
const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations)

describeBrowser('the API reference at /docs (Chromium)', () => {
  let srv: TestServer
  let browser: Browser
  let spec: Spec

  beforeAll(async () => {
    srv = await startTestServer({ selfUrl: true }) // the sign-in link (one test) names this server
    browser = await launchChromium()
    spec = (await (await fetch(`${srv.url}/openapi.json`)).json()) as Spec
  })
  afterAll(async () => {
    await browser?.close()
    await srv?.close()
  })

  /** A page with the violation recorder and every request it makes; `csp` replaces the policy (measuring allowances). */
  async function open(ctx: BrowserContext, path = '/docs', csp?: string): Promise<{ page: Page; requests: string[] }> {
    await ctx.addInitScript(recordViolations)
    const page = await ctx.newPage()
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    if (csp) {
      await page.route(`${srv.url}/docs`, async (route) => {
        const r = await route.fetch()
        await route.fulfill({ response: r, headers: { ...r.headers(), 'content-security-policy': csp } })
      })
    }
    await page.goto(`${srv.url}${path}`)
    await page.waitForSelector('html[data-docs-ready]', { timeout: 30_000 })
    await page.locator('.opblock-tag').first().waitFor()
    return { page, requests }
  }

  /** The DOM ids swagger-ui gives the operations (`operations-<tag>-<operationId>`), as the spec says they should be. */
  function expectedOperationIds(): string[] {
    const ids: string[] = []
    for (const item of Object.values(spec.paths)) {
      for (const op of Object.values(item)) {
        if (typeof op !== 'object' || !op.operationId) continue
        for (const tag of op.tags ?? ['default']) ids.push(`operations-${tag.replace(/\s/g, '_')}-${op.operationId}`)
      }
    }
    return ids.sort()
  }

  /** The tags that have operations, in the document's order (what the page lists, folded, under the overview). */
  function expectedTags(): string[] {
    const used = new Set(
      Object.values(spec.paths).flatMap((item) =>
        Object.values(item).flatMap((op) => (typeof op === 'object' && op.operationId ? (op.tags ?? []) : [])),
      ),
    )
    return [
      ...spec.tags.map((t) => t.name).filter((t) => used.has(t)),
      ...[...used].filter((t) => !spec.tags.some((x) => x.name === t)),
    ]
  }

  /**
   * Every operation the page draws with every tag unfolded (through swagger-ui's own layout actions, as a click on each
   * tag would): past 150 rows swagger-ui draws only the rows near the viewport, so scroll through and collect.
   */
  async function drawnOperationIds(page: Page): Promise<string[]> {
    await page.evaluate((tags) => {
      const ui = (globalThis as unknown as { ui: { layoutActions: { show(key: string[], shown: boolean): void } } }).ui
      for (const t of tags) ui.layoutActions.show(['operations-tag', t], true)
    }, expectedTags())
    await page.locator('.opblock').first().waitFor()
    const seen = new Set<string>()
    for (let y = 0; ; y += 600) {
      await page.evaluate(
        (top) => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, top),
        y,
      )
      await page.waitForTimeout(50)
      for (const id of await page
        .locator('.opblock')
        .evaluateAll((els) => els.map((e) => (e as unknown as DomElement).id)))
        seen.add(id)
      const end = await page.evaluate(() => {
        const w = globalThis as unknown as {
          scrollY: number
          innerHeight: number
          document: { documentElement: { scrollHeight: number } }
        }
        return w.scrollY + w.innerHeight >= w.document.documentElement.scrollHeight - 2
      })
      if (end) break
    }
    return [...seen].sort()
  }

  it('draws every operation of /openapi.json, raising no CSP violation and requesting nothing from another origin', async () => {
    const ctx = await newContext(browser)
    const started = Date.now()
    const { page, requests } = await open(ctx)
    const loadMs = Date.now() - started
    await screenshot(page, 'docs-reference', { fullPage: false })
    const res = await page.request.get(`${srv.url}/docs`)
    expect(res.headers()['content-security-policy']).toBe(DOCS_CSP)
    // The whole overview (info.x-overview, which docs.js shows in place of the short info.description) comes first.
    expect(await page.locator('.information-container h3').allTextContents()).toEqual(
      expect.arrayContaining(['Authentication', 'Rate limits', 'Error codes', 'Changelog']),
    )
    // Folded at first: the overview, then one row per tag (a table of contents).
    expect(
      await page
        .locator('.opblock-tag')
        .evaluateAll((els) => els.map((e) => (e as unknown as DomElement).getAttribute('data-tag'))),
    ).toEqual(expectedTags())
    const expected = expectedOperationIds()
    expect(expected.length).toBeGreaterThan(140)
    expect(await drawnOperationIds(page)).toEqual(expected)
    expect(await violations(page)).toEqual([])
    expect(requests.filter((u) => new URL(u).origin !== srv.url)).toEqual([])
    // What it asked for: the page, its four files, the description, and the portal's icon; the files from our package.
    expect(new Set(requests.map((u) => new URL(u).pathname.replace(/\/assets\/[^/]+\//, '/assets/*/')))).toEqual(
      new Set([
        '/docs',
        '/docs/assets/*/swagger-ui.css',
        '/docs/assets/*/docs.css',
        '/docs/assets/*/swagger-ui-bundle.js',
        '/docs/assets/*/docs.js',
        '/openapi.json',
        '/portal/assets/favicon.svg',
      ]),
    )
    console.info(`/docs drawn in ${loadMs} ms (${expected.length} operations)`)
    await ctx.close()
  })

  it("shows a skill's example request; expanding it, its schema, the Schemas section and a model raises no violation", async () => {
    const ctx = await newContext(browser)
    const { page, requests } = await open(ctx, '/docs#/compliance/invoke_validate_business_identifiers')
    const op = page.locator('#operations-compliance-invoke_validate_business_identifiers')
    await op.locator('.opblock-body').waitFor()
    // The example the skill folder carries (skills/identifiers.validate/examples/), chosen by its summary.
    await expect
      .poll(() => op.locator('.body-param__example, .highlight-code').first().textContent())
      .toContain('53 004 085 616')
    expect(await op.locator('select').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("Check an Australian supplier's ABN")]),
    )
    await op.scrollIntoViewIfNeeded()
    await screenshot(page, 'docs-skill-operation', { fullPage: false })
    await op.getByRole('tab', { name: 'Schema' }).first().click()
    await op.getByText('IdentifiersValidateInput').first().waitFor()
    // The Schemas section (folded at first) and one model in it.
    const models = page.locator('section.models')
    await models.scrollIntoViewIfNeeded()
    await models.locator('button.models-control').click()
    const model = models.locator('.models-virtual-item article').first()
    await model.waitFor()
    await model.locator('button.json-schema-2020-12-accordion').click()
    await model.locator('.json-schema-2020-12-body:not(.json-schema-2020-12-body--collapsed)').first().waitFor()
    await model.getByRole('button', { name: 'Expand all' }).first().click() // and one of its properties, all the way down
    expect(await violations(page)).toEqual([])
    expect(requests.filter((u) => new URL(u).origin !== srv.url)).toEqual([])
    await ctx.close()
  })

  it('"Try it out" calls this server and no other; the filter finds an operation by its path', async () => {
    const ctx = await newContext(browser)
    const { page, requests } = await open(ctx, '/docs#/service/getHealth')
    const op = page.locator('#operations-service-getHealth')
    await op.getByRole('button', { name: 'Try it out' }).click()
    await op.getByRole('button', { name: 'Execute' }).click()
    await expect
      .poll(() => op.locator('.live-responses-table tbody .response-col_status').first().textContent())
      .toContain('200')
    expect(requests.filter((u) => new URL(u).pathname === '/health')).toEqual([`${srv.url}/health`])
    // The filter matches paths (swagger-ui's own matches tag names only): one tag left, every path under it a match.
    await page.locator('.operation-filter-input').fill('/api/v1/files')
    await expect
      .poll(() =>
        page
          .locator('.opblock-tag')
          .evaluateAll((els) => els.map((e) => (e as unknown as DomElement).getAttribute('data-tag'))),
      )
      .toEqual(['files'])
    await page.locator('.opblock-tag[data-tag="files"]').click()
    await page.locator('.opblock').first().waitFor()
    const shown = await page
      .locator('.opblock-summary-path')
      .evaluateAll((els) => els.map((e) => (e as unknown as DomElement).getAttribute('data-path')))
    expect(shown.length).toBeGreaterThan(1)
    expect(
      shown.every((p) => p?.startsWith('/api/v1/files')),
      shown.join(', '),
    ).toBe(true)
    expect(await violations(page)).toEqual([])
    expect(requests.filter((u) => new URL(u).origin !== srv.url)).toEqual([])
    await ctx.close()
  })

  it('"Try it out" sends only the credential given under Authorize, never the portal session cookie the browser holds', async () => {
    const t = await createTenant(srv.services)
    const ctx = await newContext(browser)
    await (await signInWithLink(srv, ctx, t.email)).close() // the portal's own sign-in sets the session cookie
    // The cookie is live: the same browser reading /api/v1/auth/me by address is signed in.
    const direct = await ctx.request.get(`${srv.url}/api/v1/auth/me`)
    expect(direct.status()).toBe(200)
    const { page } = await open(ctx, '/docs#/auth/getMe')
    const op = page.locator('#operations-auth-getMe')
    const sent: Array<Promise<string | undefined>> = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/auth/me') sent.push(r.allHeaders().then((h) => h.cookie))
    })
    await op.getByRole('button', { name: 'Try it out' }).click()
    await op.getByRole('button', { name: 'Execute' }).click()
    await expect
      .poll(() => op.locator('.live-responses-table tbody .response-col_status').first().textContent())
      .toContain('401')
    expect(await Promise.all(sent)).toEqual([undefined])
    await ctx.close()
  })

  it("has no serious or critical axe violations (WCAG 2.2 AA); the reader's own pages have none at all", async () => {
    const { default: AxeBuilder } = await import('@axe-core/playwright')
    const ctx = await newContext(browser)
    const { page } = await open(ctx, '/docs#/compliance/invoke_validate_business_identifiers')
    await page.locator('#operations-compliance-invoke_validate_business_identifiers .opblock-body').waitFor()
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
    const r = await new AxeBuilder({ page }).withTags(tags).analyze()
    const lines = (impacts: string[]) =>
      r.violations
        .filter((v) => impacts.includes(v.impact ?? ''))
        .map(
          (v) =>
            `${v.impact} ${v.id}: ${v.nodes
              .slice(0, 5)
              .map((n) => n.target.join(' '))
              .join(', ')}${v.nodes.length > 5 ? ` (+${v.nodes.length - 5})` : ''}`,
        )
    expect(lines(['serious', 'critical'])).toEqual([])
    const minor = lines(['moderate', 'minor'])
    if (minor.length) console.info(`axe, moderate and minor, inside swagger-ui:\n  ${minor.join('\n  ')}`)
    // The changelog is ours alone: nothing at all, best practices included.
    const changelog = await ctx.newPage()
    await changelog.goto(`${srv.url}/docs/changelog`)
    const c = await new AxeBuilder({ page: changelog }).withTags([...tags, 'best-practice']).analyze()
    expect(c.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await ctx.close()
  })

  it("needs its one allowance: without `img-src data:` swagger-ui's icons are refused", async () => {
    const ctx = await newContext(browser)
    const { page } = await open(
      ctx,
      '/docs#/compliance/invoke_validate_business_identifiers',
      DOCS_CSP.replace("img-src 'self' data:", "img-src 'self'"),
    )
    await page.locator('#operations-compliance-invoke_validate_business_identifiers .opblock-body').waitFor()
    await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0)
    expect((await violations(page)).every((v) => v.startsWith('img-src blocked data'))).toBe(true)
    await ctx.close()
  })
})
