// Test support: Debian's Chromium (/usr/bin/chromium, installed by .ci/run through apt) driven by playwright-core,
// the way a person's browser behaves: Chromium enforces the pages' CSP, SameSite and the back/forward cache, which
// fetch-based tests cannot. No browser is downloaded. Without Chromium the browser suites skip with the reason, and
// fail under REQUIRE_SERVERS=1 (CI).
import { existsSync } from 'node:fs'
import { describe, it } from 'vitest'
import { noteStoreIndependentSkip, storeRun } from '../../testing/configuration.ts'
import { chromium, type Browser, type BrowserContext, type LaunchOptions } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const haveChromium = existsSync(CHROMIUM_PATH)

/**
 * `describe` when Chromium is installed; otherwise a suite that says why it did not run (and fails under
 * REQUIRE_SERVERS=1, so CI cannot pass without the browser tests).
 */
export function describeBrowser(name: string, body: () => void): void {
  // Pages do not depend on the store: the embedded configuration only (src/testing/configuration.ts).
  if (storeRun) {
    noteStoreIndependentSkip(name)
    describe.skip(name, body)
    return
  }
  if (haveChromium) {
    describe(name, body)
    return
  }
  if (process.env.REQUIRE_SERVERS === '1') {
    describe(name, () => {
      it('has Chromium', () => {
        throw new Error(`REQUIRE_SERVERS=1 but ${CHROMIUM_PATH} is missing (apt-get install chromium)`)
      })
    })
    return
  }
  console.log(
    `${name}: skipped, ${CHROMIUM_PATH} missing (apt-get install chromium; REQUIRE_SERVERS=1 makes this an error)`,
  )
  describe.skip(name, body)
}

export interface LaunchChromiumOptions {
  /** Keep the back/forward cache on, as in a person's Chrome (Playwright turns it off by default). */
  bfcache?: boolean
}

/**
 * Chromium headless on this closed network: no sandbox as root, and no background traffic (its connections
 * to Google's hosts are refused here, many at a time).
 */
export async function launchChromium(o: LaunchChromiumOptions = {}): Promise<Browser> {
  const args = [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ]
  if (process.getuid?.() === 0) args.push('--no-sandbox')
  const options: LaunchOptions = { executablePath: CHROMIUM_PATH, headless: true, args }
  if (o.bfcache) options.ignoreDefaultArgs = ['--disable-back-forward-cache']
  return chromium.launch(options)
}

/** A fresh profile with a fixed viewport and locale (screenshots stay comparable). */
export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'UTC' })
}

/** WCAG 2.0-2.2 A and AA and axe's best practices: the violations on the page, as `rule: targets` lines. */
export async function axeViolations(page: import('playwright-core').Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  const r = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * A screenshot for the README, of the full page unless `fullPage: false` (the viewport: for pages far taller than
 * one screen): written to docs/screenshots/ when UPDATE_SCREENSHOTS=1 (so an ordinary run leaves the committed
 * pictures alone), else to .tmp/screenshots/.
 */
export async function screenshot(
  page: import('playwright-core').Page,
  name: string,
  o: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : '.tmp/screenshots'
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: o.fullPage ?? true })
}

/**
 * The page's DOM as functions passed to page.evaluate / waitForFunction see it (this project's TypeScript has no DOM
 * library; strings would be eval, which the pages' CSP refuses, as it should).
 */
export interface DomElement {
  getAttribute(name: string): string | null
  querySelector(selector: string): DomElement | null
  textContent: string | null
  value?: string
  id: string
}
export interface DomWindow {
  document: { querySelector(selector: string): DomElement | null; activeElement: DomElement | null }
}
