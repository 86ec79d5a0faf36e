// Test support: a person signs in in the browser the way the README tells them: an operator's one-time link, its
// confirm page, and the landing in the portal.
import type { BrowserContext, Page } from 'playwright-core'
import { issueSignInLink } from '../../signin/index.ts'
import type { TestServer } from '../../testing/test-server.ts'

/** A new page of `ctx`, signed in as `email` and on the portal's overview. */
export async function signInWithLink(srv: TestServer, ctx: BrowserContext, email: string): Promise<Page> {
  const s = srv.services
  const link = await issueSignInLink(
    { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl },
    email,
  )
  const page = await ctx.newPage()
  await page.goto(link.url)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(`${srv.url}/portal`)
  return page
}
