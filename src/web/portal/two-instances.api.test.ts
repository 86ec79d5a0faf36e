// The portal on two instances sharing MongoDB and Redis (what users run once they outgrow one machine): a key created
// through instance A's form is revealed once through instance B (the reveal slot is in the shared store, taken
// atomically) and then gone on both; the key-creation limit (1 per minute per person) counts on both; a session
// signed out on one is refused on the other. Runs on the MongoDB and Redis named by the environment (CI's servers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../testing/test-server.ts'
import { issueSignInLink } from '../../signin/index.ts'

const mongo = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL
const redis = process.env.REDIS_URL || process.env.TEST_REDIS_URL
const ready = Boolean(mongo && redis)
const required = process.env.REQUIRE_SERVERS === '1'
if (!ready && !required) console.log('two-instance portal test skipped: MongoDB and Redis URLs not set')

const SAME = { 'sec-fetch-site': 'same-origin' }

describe.skipIf(!ready && !required)('the portal across two instances', () => {
  let a: TestServer
  let b: TestServer
  let t: Tenant
  let cookie = ''
  beforeAll(async () => {
    if (!ready) throw new Error('two-instance portal test required but MongoDB/Redis URLs are not set')
    const env = { MONGODB_URL: mongo!, REDIS_URL: redis! }
    a = await startTestServer({ env })
    b = await startTestServer({ env, shareWith: a })
    t = await createTenant(a.services)
    const s = a.services
    const link = await issueSignInLink(
      { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl },
      t.email,
    )
    const signedIn = await fetch(`${a.url}/auth/sign-in/link`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME },
      body: new URLSearchParams({ token: new URL(link.url).searchParams.get('token')! }),
    })
    cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  const page = (srv: TestServer, path: string) =>
    fetch(`${srv.url}${path}`, { redirect: 'manual', headers: { cookie } })
  const createKey = (srv: TestServer, name: string) =>
    fetch(`${srv.url}/portal/keys`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...SAME },
      body: new URLSearchParams({ name, idempotency_key: `k-${Date.now()}-${Math.random().toString(36).slice(2)}` }),
    })

  it('reveals a key made on A once, through B; the limit counts on both; signing out on B ends the session on A', async () => {
    const made = await createKey(a, 'two instances')
    expect(made.status).toBe(303)
    const reveal = made.headers.get('location')!
    expect(reveal).toMatch(/^\/portal\/keys\/reveal\/[A-Za-z0-9_-]{24}$/)
    const shown = await page(b, reveal)
    expect(shown.status).toBe(200)
    const value = /value="(sk_[A-Za-z0-9]+)"/.exec(await shown.text())?.[1]
    expect(value).toMatch(/^sk_/)
    expect((await page(a, reveal)).status).toBe(410)
    expect((await page(b, reveal)).status).toBe(410)
    // One per minute per person, whichever instance is asked.
    const second = await createKey(b, 'too soon')
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
    // Signing out on B: A refuses the cookie from the next request (a page visit goes to sign in).
    const out = await fetch(`${b.url}/auth/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...SAME },
      body: '',
    })
    expect(out.status).toBe(303)
    const after = await page(a, '/portal/keys')
    expect(after.status).toBe(303)
    expect(after.headers.get('location')).toMatch(/^\/auth\/sign-in\?return_to=/)
  })
})
