// Signing in with a one-time link, the session cookie it sets, and what the cookie may do (issue 10 §1): real
// requests on a real socket; the link's expiry with an injected clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { ManualClock } from '../lib/clock.ts'
import { issueSignInLink, SIGN_IN_LINK_TTL_SECONDS } from '../signin/index.ts'

let srv: TestServer
let t: Tenant
const clock = new ManualClock(new Date('2026-05-01T09:00:00Z'))
const SAME = { 'sec-fetch-site': 'same-origin' }

beforeAll(async () => {
  srv = await startTestServer({ clock })
  t = await createTenant(srv.services)
})
afterAll(async () => {
  await srv?.close()
})

const link = async (): Promise<string> => {
  const s = srv.services
  const l = await issueSignInLink(
    { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl },
    t.email.toUpperCase(),
  )
  expect(l.url).toMatch(/^http:\/\/localhost:8080\/auth\/sign-in\/link\?token=[A-Za-z0-9_-]{43}$/)
  return new URL(l.url).searchParams.get('token')!
}

const redeem = (token: string, headers: Record<string, string> = SAME) =>
  fetch(`${srv.url}/auth/sign-in/link`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ token, return_to: '/auth/signed-in' }),
  })

const cookieOf = (r: Response): string => r.headers.getSetCookie()[0]!.split(';')[0]!

describe('one-time sign-in links', () => {
  it('shows a confirm page (GET never consumes), then signs in once with a __Host- session cookie', async () => {
    const token = await link()
    const confirm = await fetch(`${srv.url}/auth/sign-in/link?token=${token}`)
    expect(confirm.status).toBe(200)
    expect(confirm.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/)
    expect(confirm.headers.get('x-frame-options')).toBe('DENY')
    expect(confirm.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await confirm.text()).toContain(`value="${token}"`)
    const r = await redeem(token)
    expect(r.status).toBe(303)
    expect(r.headers.get('location')).toBe('/auth/signed-in')
    expect(r.headers.getSetCookie()[0]).toMatch(
      /^__Host-session=[^;]+; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax; Secure$/,
    )
    const me = await fetch(`${srv.url}/api/v1/auth/me`, { headers: { cookie: cookieOf(r) } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      user_id: t.userId,
      organization_id: t.organizationId,
      auth_method: 'session_cookie',
    })
    const page = await fetch(`${srv.url}/auth/signed-in`, { headers: { cookie: cookieOf(r) } })
    expect(await page.text()).toContain(t.email)
    const again = await redeem(token)
    expect(again.status).toBe(401)
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('lets exactly one of two concurrent redemptions of a link win', async () => {
    const token = await link()
    const statuses = (await Promise.all([redeem(token), redeem(token)])).map((r) => r.status).sort()
    expect(statuses).toEqual([303, 401])
  })

  it('refuses a link after 15 minutes, a malformed one, and a post from another site', async () => {
    const token = await link()
    clock.advance(SIGN_IN_LINK_TTL_SECONDS * 1000)
    expect((await redeem(token)).status).toBe(401)
    expect((await redeem('short')).status).toBe(401)
    const fresh = await link()
    expect((await redeem(fresh, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await redeem(fresh, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await redeem(fresh, {})).status).toBe(403)
    expect((await redeem(fresh, { origin: 'http://localhost:8080' })).status).toBe(303) // unused until now
  })

  it('returns to where the sign-in page was asked to, once signed in', async () => {
    const browserCookie = (
      await fetch(`${srv.url}/auth/sign-in?return_to=${encodeURIComponent('/oauth/interaction/abc')}`)
    ).headers.getSetCookie()[0]!
    expect(browserCookie).toMatch(
      /^sign_in_return=%2Foauth%2Finteraction%2Fabc; Path=\/auth; Max-Age=900; HttpOnly; SameSite=Lax/,
    )
    const r = await fetch(`${srv.url}/auth/sign-in/link`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: browserCookie.split(';')[0]!, ...SAME },
      body: new URLSearchParams({ token: await link() }),
    })
    expect(r.headers.get('location')).toBe('/oauth/interaction/abc')
    expect(r.headers.getSetCookie()[1]).toMatch(/^sign_in_return=; Path=\/auth; Max-Age=0/)
  })

  it('never redirects off the service after signing in', async () => {
    const token = await link()
    const r = await fetch(`${srv.url}/auth/sign-in/link`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME },
      body: new URLSearchParams({ token, return_to: '//evil.example/x' }),
    })
    expect(r.headers.get('location')).toBe('/portal')
  })
})

describe('the session cookie', () => {
  it("authenticates writes only from the service's own pages, and logout ends the session", async () => {
    const r = await redeem(await link())
    const cookie = cookieOf(r)
    const create = (headers: Record<string, string>) =>
      fetch(`${srv.url}/api/v1/connect-keys`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'from the portal' }),
      })
    const cross = await create({ 'sec-fetch-site': 'cross-site' })
    expect(cross.status).toBe(403)
    expect(await cross.json()).toMatchObject({ error: { code: 'origin_not_allowed' } })
    expect((await create({ origin: 'https://evil.example' })).status).toBe(403)
    expect((await create(SAME)).status).toBe(201)
    expect(
      (await fetch(`${srv.url}/api/v1/auth/me`, { headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status,
    ).toBe(200) // reads are not writes
    const out = await fetch(`${srv.url}/auth/logout`, { method: 'POST', headers: { cookie, ...SAME } })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(
      /^__Host-session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/,
    )
    expect((await fetch(`${srv.url}/api/v1/auth/me`, { headers: { cookie } })).status).toBe(401)
  })

  it("the pages' sign-out form ends the session through logout and lands on the sign-in page; a cross-origin post is refused", async () => {
    const cookie = cookieOf(await redeem(await link()))
    const signOut = (headers: Record<string, string>) =>
      fetch(`${srv.url}/auth/sign-out`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: '',
      })
    const cross = await signOut({ 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:1' })
    expect(cross.status).toBe(403)
    expect((await fetch(`${srv.url}/api/v1/auth/me`, { headers: { cookie } })).status).toBe(200)
    const out = await signOut(SAME)
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/auth/sign-in?signed_out=1')
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-session=; Path=\/; Max-Age=0;/)
    expect((await fetch(`${srv.url}/api/v1/auth/me`, { headers: { cookie } })).status).toBe(401)
  })

  it('never authenticates /mcp', async () => {
    const r = await redeem(await link())
    const a = await fetch(`${srv.url}/mcp`, {
      method: 'POST',
      headers: {
        cookie: cookieOf(r),
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(a.status).toBe(401)
  })
})
