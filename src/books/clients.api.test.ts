// The clients routes over real HTTP, against the published spec (RESPONSE_VALIDATION=enforce in test servers):
// create, list, get, update; permissions (clients:read / accounting:write); another organization's client is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

interface ClientBody {
  id: string
  name: string
  currency: string
  workspace_id: string | null
  locked_through: string | null
  created_at: string
  updated_at: string
}
interface ErrorBody {
  error: { code: string; param?: string }
}

describe('clients', () => {
  let srv: TestServer
  let t: Tenant
  let other: Tenant
  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    other = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const keyWith = async (permissions: string[]) => {
    const r = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: `k ${permissions.join(' ')}`, permissions },
    })
    expect(r.status).toBe(201)
    return r.body.value
  }

  it('creates, reads, lists and updates a client', async () => {
    const created = await call<ClientBody>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      body: { name: 'Harbour Bakery Pty Ltd', currency: 'AUD' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Harbour Bakery Pty Ltd',
      currency: 'AUD',
      workspace_id: t.workspaceId,
      locked_through: null,
    }) // an unpinned key's client lands in the default workspace
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/)
    const id = created.body.id
    expect((await call<ClientBody>(srv.url, `/api/v1/clients/${id}`, { token: t.adminKey })).body).toEqual(created.body)
    const second = await call<ClientBody>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      body: { name: 'Kauri Dental', currency: 'NZD', locked_through: '2026-03-31' },
    })
    expect(second.body.locked_through).toBe('2026-03-31')
    const listed = await call<{ data: ClientBody[]; has_more: boolean }>(srv.url, '/api/v1/clients?limit=1', {
      token: t.adminKey,
    })
    expect(listed.body).toEqual({ data: [created.body], has_more: true })
    const updated = await call<ClientBody>(srv.url, `/api/v1/clients/${id}`, {
      token: t.adminKey,
      method: 'PATCH',
      body: { locked_through: '2026-06-30', name: 'Harbour Bakery' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id, name: 'Harbour Bakery', locked_through: '2026-06-30', currency: 'AUD' })
    const reopened = await call<ClientBody>(srv.url, `/api/v1/clients/${id}`, {
      token: t.adminKey,
      method: 'PATCH',
      body: { locked_through: null },
    })
    expect(reopened.body).toMatchObject({ name: 'Harbour Bakery', locked_through: null })
  })

  it("answers another organization's client id with 404 client_not_found, on every route", async () => {
    const mine = await call<ClientBody>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      body: { name: 'Mine', currency: 'GBP' },
    })
    const id = mine.body.id
    const get = await call<ErrorBody>(srv.url, `/api/v1/clients/${id}`, { token: other.adminKey })
    expect(get.status).toBe(404)
    expect(get.body.error).toMatchObject({ code: 'client_not_found', param: 'client_id' })
    const patch = await call<ErrorBody>(srv.url, `/api/v1/clients/${id}`, {
      token: other.adminKey,
      method: 'PATCH',
      body: { name: 'Stolen' },
    })
    expect(patch.status).toBe(404)
    expect((await call<ClientBody>(srv.url, `/api/v1/clients/${id}`, { token: t.adminKey })).body.name).toBe('Mine')
    const theirs = await call<{ data: ClientBody[] }>(srv.url, '/api/v1/clients?limit=100', { token: other.adminKey })
    expect(theirs.body.data.map((c) => c.id)).not.toContain(id)
  })

  it('needs clients:read to read and accounting:write to change', async () => {
    const reader = await keyWith(['clients:read'])
    const writer = await keyWith(['accounting:write'])
    const c = await call<ClientBody>(srv.url, '/api/v1/clients', {
      token: writer,
      body: { name: 'By writer', currency: 'USD' },
    })
    expect(c.status).toBe(201)
    expect((await call(srv.url, `/api/v1/clients/${c.body.id}`, { token: reader })).status).toBe(200)
    const denied = await call<ErrorBody>(srv.url, '/api/v1/clients', {
      token: reader,
      body: { name: 'x', currency: 'USD' },
    })
    expect(denied.status).toBe(403)
    expect(denied.body.error.code).toBe('insufficient_scope')
    expect((await call(srv.url, '/api/v1/clients', { token: writer })).status).toBe(403)
    expect(
      (await call(srv.url, `/api/v1/clients/${c.body.id}`, { token: reader, method: 'PATCH', body: { name: 'y' } }))
        .status,
    ).toBe(403)
  })

  it('refuses what it cannot keep: unknown currencies, foreign workspaces, impossible dates, empty updates', async () => {
    const bad = async (body: unknown, method = 'POST', path = '/api/v1/clients') => {
      const r = await call<ErrorBody>(srv.url, path, { token: t.adminKey, body, method })
      return [r.status, r.body.error?.code, r.body.error?.param]
    }
    expect(await bad({ name: 'x', currency: 'ZZZ' })).toEqual([422, 'validation_error', 'currency'])
    expect(await bad({ name: 'x', currency: 'aud' })).toEqual([422, 'validation_error', 'currency'])
    expect(await bad({ name: 'x', currency: 'AUD', workspace_id: other.workspaceId })).toEqual([
      422,
      'workspace_not_found',
      'workspace_id',
    ])
    expect(await bad({ name: 'x', currency: 'AUD', locked_through: '2026-02-30' })).toEqual([
      422,
      'validation_error',
      'locked_through',
    ])
    expect(await bad({ name: '', currency: 'AUD' })).toEqual([422, 'validation_error', 'name'])
    const c = await call<ClientBody>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      body: { name: 'ok', currency: 'JPY', workspace_id: t.workspaceId },
    })
    expect(c.body.workspace_id).toBe(t.workspaceId)
    expect((await bad({}, 'PATCH', `/api/v1/clients/${c.body.id}`))[0]).toBe(422)
    expect(await bad({ name: 'x' }, 'PATCH', '/api/v1/clients/not-a-uuid')).toEqual([
      422,
      'validation_error',
      'client_id',
    ])
  })

  it('replays a create sent twice with the same Idempotency-Key: one client', async () => {
    const headers = { 'idempotency-key': `create-client-${crypto.randomUUID()}` }
    const a = await call<ClientBody>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      headers,
      body: { name: 'Once', currency: 'CAD' },
    })
    const b = await call<ClientBody>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      headers,
      body: { name: 'Once', currency: 'CAD' },
    })
    expect(a.status).toBe(201)
    expect(b.status).toBe(201)
    expect(b.body.id).toBe(a.body.id)
    const all = await call<{ data: ClientBody[] }>(srv.url, '/api/v1/clients?limit=100', { token: t.adminKey })
    expect(all.body.data.filter((c) => c.name === 'Once')).toHaveLength(1)
  })
})

describe('list_clients', () => {
  let srv: TestServer
  beforeAll(async () => {
    srv = await startTestServer()
  })
  afterAll(async () => {
    await srv?.close()
  })

  it("lists the caller organization's clients, paged, and nobody else's", async () => {
    const a = await createTenant(srv.services)
    const b = await createTenant(srv.services)
    const mine = []
    for (const name of ['One', 'Two', 'Three'])
      mine.push(
        (await call<{ id: string }>(srv.url, '/api/v1/clients', { token: a.adminKey, body: { name, currency: 'AUD' } }))
          .body.id,
      )
    await call(srv.url, '/api/v1/clients', { token: b.adminKey, body: { name: 'Theirs', currency: 'NZD' } })
    const page = async (token: string, input: Record<string, unknown>) =>
      (
        await call<{ output: { clients: Array<{ id: string; name: string }>; has_more: boolean } }>(
          srv.url,
          '/api/v1/skills/list_clients/invoke',
          { token, body: input },
        )
      ).body.output
    expect(await page(a.adminKey, { limit: 2 })).toMatchObject({
      clients: [
        { id: mine[0], name: 'One' },
        { id: mine[1], name: 'Two' },
      ],
      has_more: true,
    })
    expect(await page(a.adminKey, { limit: 2, offset: 2 })).toMatchObject({
      clients: [{ id: mine[2] }],
      has_more: false,
    })
    expect((await page(b.adminKey, {})).clients.map((c) => c.name)).toEqual(['Theirs'])
  })
})
