// Tenancy over the books (issue: Client books, "Tenancy holds"): every skill that takes a client, and every route on
// clients and files, is tried by another organization with real ids of this one, and answers 404, never data. The
// skill list is the registry's: a new skill with a client_id is covered without editing this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { seedBooks } from './synthetic/seed.ts'
import { seedExampleBooks } from './synthetic/examples.ts'

interface ErrorBody {
  error: { code: string; param?: string }
}

describe("another organization's ids are 404 on every books skill and route", () => {
  let srv: TestServer
  let owner: Tenant
  let stranger: Tenant
  let fileId: string
  const clients = new Set<string>()

  beforeAll(async () => {
    srv = await startTestServer()
    owner = await createTenant(srv.services)
    stranger = await createTenant(srv.services)
    // The owner's books hold every example's client, with every account code the examples name, a bank account and a line.
    for (const id of await seedExampleBooks(srv.services.stores, owner.organizationId, srv.services.registry.list()))
      clients.add(id)
    const form = new FormData()
    form.append('file', new Blob(['Code,Name,Type\n1000,Cash,Bank\n']), 'owner.csv')
    const up = await fetch(`${srv.url}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.adminKey}` },
      body: form,
    })
    expect(up.status).toBe(201)
    fileId = ((await up.json()) as { id: string }).id
  })
  afterAll(async () => {
    await srv?.close()
  })

  // Every skill's example twice, PDF and XLSX reports among them: 3-5 s on a 2-CPU machine, past vitest's 5 s default
  // under load.
  it("every skill with a client_id answers 404 client_not_found to another organization, with the owner's real client", {
    timeout: 60_000,
  }, async () => {
    const tried: string[] = []
    for (const s of srv.services.registry.list()) {
      const ex = s.examples.find((e) => typeof e.input.client_id === 'string')
      if (!ex) continue
      const r = await call<ErrorBody>(srv.url, `/api/v1/skills/${s.manifest.slug}/invoke`, {
        token: stranger.adminKey,
        body: ex.input,
      })
      expect(
        [r.status, r.body.error?.code, r.body.error?.param],
        `${s.manifest.name}: ${r.text.slice(0, 200)}`,
      ).toEqual([404, 'client_not_found', 'client_id'])
      // The owner reaches the same client (the 404 is tenancy, not a missing row).
      const mine = await call(srv.url, `/api/v1/skills/${s.manifest.slug}/invoke`, {
        token: owner.adminKey,
        body: ex.input,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      })
      expect(mine.status, `${s.manifest.name} for its owner: ${mine.text.slice(0, 300)}`).not.toBe(404)
      tried.push(s.manifest.name)
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        'accounts.import',
        'bank.import',
        'clients.financials',
        'contacts.import',
        'journal.record',
      ]),
    )
  })

  it("every skill taking a file_id answers 404 file_not_found for another organization's file", async () => {
    const tried: string[] = []
    for (const s of srv.services.registry.list()) {
      const props = (s.inputSchema.properties ?? {}) as Record<string, unknown>
      const ex = s.examples.find((e) => typeof e.input.client_id === 'string')
      if (!('file_id' in props) || !ex) continue
      // The stranger's own client, the owner's file: one of csv/ofx/file_id, so drop the inline sources.
      const strangerClient = crypto.randomUUID()
      await seedBooks(srv.services.stores, stranger.organizationId, strangerClient, {
        chart: [{ code: '1000', name: 'Bank', type: 'asset' }],
      })
      // Where the client is another source of the same data (the trial-balance checks), the file is sent alone.
      const { csv: _c, ofx: _o, rows: _r, client_id: _id, as_of: _a, ...rest } = ex.input as Record<string, unknown>
      const needsClient = ((s.inputSchema.required ?? []) as string[]).includes('client_id')
      const body = needsClient
        ? {
            ...rest,
            ...('as_of' in ex.input ? { as_of: ex.input.as_of } : {}),
            client_id: strangerClient,
            file_id: fileId,
          }
        : { ...rest, file_id: fileId }
      const r = await call<ErrorBody>(srv.url, `/api/v1/skills/${s.manifest.slug}/invoke`, {
        token: stranger.adminKey,
        body,
      })
      expect([r.status, r.body.error?.code], `${s.manifest.name}: ${r.text.slice(0, 200)}`).toEqual([
        404,
        'file_not_found',
      ])
      tried.push(s.manifest.name)
    }
    expect(tried).toEqual(
      expect.arrayContaining(['accounts.import', 'bank.import', 'tb.check', 'tb.enrich', 'tb.import']),
    )
  })

  it('client and file routes answer 404 to another organization and change nothing', async () => {
    const id = [...clients][0]!
    for (const [method, path, body] of [
      ['GET', `/api/v1/clients/${id}`, undefined],
      ['PATCH', `/api/v1/clients/${id}`, { name: 'Taken over' }],
      ['GET', `/api/v1/files/${fileId}`, undefined],
      ['GET', `/api/v1/files/${fileId}/content`, undefined],
    ] as const) {
      const r = await call<ErrorBody>(srv.url, path, { method, token: stranger.adminKey, ...(body ? { body } : {}) })
      expect(r.status, `${method} ${path}`).toBe(404)
      expect(r.text).not.toContain('Code,Name')
    }
    expect((await srv.services.stores.clients.get(owner.organizationId, id))?.name).not.toBe('Taken over')
    const list = await call<{ data: Array<{ id: string }> }>(srv.url, '/api/v1/clients', {
      method: 'GET',
      token: stranger.adminKey,
    })
    expect(list.body.data.map((c) => c.id)).not.toContain(id)
  })
})
