// A person's sessions over REST (issue 24 §1 "sessions (sign out everywhere)"): list the live ones with the current
// one marked, end one, end all; only a session credential may (keys are 403); the next request of an ended session is
// 401. Real requests on a real socket, both stores (CI's second run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

let srv: TestServer
let t: Tenant
beforeAll(async () => {
  srv = await startTestServer()
  t = await createTenant(srv.services)
})
afterAll(async () => {
  await srv?.close()
})

const session = async (userId = t.userId, org = t.organizationId) => srv.services.sessionTokens.mint(userId, org)
const me = async (token: string) => (await call(srv.url, '/api/v1/auth/me', { token })).status

describe('sessions', () => {
  it('lists the live sessions newest first, marks the current one, and ends one', async () => {
    const a = await session()
    const b = await session()
    const list = await call<{ data: { id: string; current: boolean }[]; has_more: boolean }>(
      srv.url,
      '/api/v1/auth/sessions',
      { token: b.token },
    )
    expect(list.status).toBe(200)
    expect(list.body.data.slice(0, 2).map((s) => [s.id, s.current])).toEqual([
      [b.sessionId, true],
      [a.sessionId, false],
    ])
    const end = await call(srv.url, `/api/v1/auth/sessions/${a.sessionId}`, { method: 'DELETE', token: b.token })
    expect(end.status).toBe(204)
    expect(await me(a.token)).toBe(401)
    expect(await me(b.token)).toBe(200)
  })

  it("signs out everywhere: every session of the person, not another person's", async () => {
    const other = await createTenant(srv.services)
    const theirs = await session(other.userId, other.organizationId)
    const mine = [await session(), await session(), await session()]
    expect((await call(srv.url, '/api/v1/auth/sessions', { method: 'DELETE', token: mine[0]!.token })).status).toBe(204)
    for (const s of mine) expect(await me(s.token)).toBe(401)
    expect(await me(theirs.token)).toBe(200)
  })

  it("ending another person's session changes nothing and answers the same", async () => {
    const other = await createTenant(srv.services)
    const theirs = await session(other.userId, other.organizationId)
    const mine = await session()
    expect(
      (await call(srv.url, `/api/v1/auth/sessions/${theirs.sessionId}`, { method: 'DELETE', token: mine.token }))
        .status,
    ).toBe(204)
    expect(await me(theirs.token)).toBe(200)
  })

  it("refuses keys: sessions are a portal credential's", async () => {
    const r = await call(srv.url, '/api/v1/auth/sessions', { token: t.adminKey })
    expect(r.status).toBe(403)
    expect((await call(srv.url, '/api/v1/auth/sessions', { method: 'DELETE', token: t.adminKey })).status).toBe(403)
  })

  it('a cookie-authenticated sign-out-everywhere from another origin is refused', async () => {
    const s = await session()
    const r = await call(srv.url, '/api/v1/auth/sessions', {
      method: 'DELETE',
      headers: { cookie: `${srv.config.sessionCookieName}=${s.token}`, 'sec-fetch-site': 'cross-site' },
    })
    expect(r.status).toBe(403)
    expect(await me(s.token)).toBe(200)
  })
})
