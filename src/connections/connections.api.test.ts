// Listing and revoking one's connections (the grants assistants obtained): revocation stops the client's next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { fullFlow, mcpStatus } from '../oauth/testing/raw-flow.ts'

let srv: TestServer
let t: Tenant

beforeAll(async () => {
  srv = await startTestServer({ selfUrl: true })
  t = await createTenant(srv.services)
})
afterAll(async () => {
  await srv?.close()
})

describe('connections', () => {
  it("lists the caller's connections and revokes one: its next /mcp call is 401", async () => {
    const f = await fullFlow(srv, t.email, { scope: 'search:read topics:read offline_access' })
    const at = f.tokens.body.access_token!
    const list = await call<{
      data: { id: string; client_id: string; client_name: string; scopes: string[]; created_at: string }[]
      has_more: boolean
    }>(srv.url, '/api/v1/connections', { token: t.adminKey })
    expect(list.status).toBe(200)
    const mine = list.body.data.find((c) => c.client_id === f.clientId)!
    expect(mine).toMatchObject({ client_name: 'Raw Client', scopes: ['search:read', 'topics:read'] })
    expect(list.body.has_more).toBe(false)

    const other = await createTenant(srv.services)
    expect(
      (await call(srv.url, `/api/v1/connections/${mine.id}`, { method: 'DELETE', token: other.adminKey })).status,
    ).toBe(204)
    expect(await mcpStatus(srv, at)).toBe(200) // another person cannot revoke it
    expect(
      (await call<{ data: unknown[] }>(srv.url, '/api/v1/connections', { token: other.adminKey })).body.data,
    ).toEqual([])

    expect(
      (await call(srv.url, `/api/v1/connections/${mine.id}`, { method: 'DELETE', token: t.adminKey })).status,
    ).toBe(204)
    expect(await mcpStatus(srv, at)).toBe(401)
    const refresh = await fetch(`${srv.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: f.tokens.body.refresh_token!,
        client_id: f.clientId,
      }),
    })
    expect(refresh.status).toBe(400)
    expect(
      (await call<{ data: { id: string }[] }>(srv.url, '/api/v1/connections', { token: t.adminKey })).body.data.map(
        (c) => c.id,
      ),
    ).not.toContain(mine.id)
    expect(
      (await call(srv.url, `/api/v1/connections/${mine.id}`, { method: 'DELETE', token: t.adminKey })).status,
    ).toBe(204) // idempotent
  })

  it('needs a session or a credential holding every permission', async () => {
    const k = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: 'narrow', permissions: ['search:read'] },
    })
    const r = await call<{ error: { code: string } }>(srv.url, '/api/v1/connections', { token: k.body.value })
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe('insufficient_scope')
  })
})
