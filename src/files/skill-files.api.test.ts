// ctx.data.files.create (the skill SDK): a file a skill makes is stored through the file port, downloadable over
// HTTP byte for byte with its sniffed type; the call's idempotency key gives a retried call the same file; another
// organization cannot read it.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

describe('ctx.data.files.create', () => {
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

  const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

  it('stores the bytes; GET /files/{id} and /content answer them with the sniffed type and digest', async () => {
    const data = srv.services.operations.deps.skillData(t.organizationId)
    const f = await data.files.create({ filename: '../report 2026.pdf', contentType: 'text/plain', bytes: pdf })
    expect(f).toMatchObject({
      filename: 'report 2026.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    })
    const meta = await call<Record<string, unknown>>(srv.url, `/api/v1/files/${f.id}`, {
      method: 'GET',
      token: t.adminKey,
    })
    expect(meta.status).toBe(200)
    expect(meta.body).toMatchObject({
      id: f.id,
      content_type: 'application/pdf',
      declared_content_type: 'text/plain',
      size_bytes: pdf.length,
    })
    const res = await fetch(`${srv.url}/api/v1/files/${f.id}/content`, {
      headers: { authorization: `Bearer ${t.adminKey}` },
    })
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true)
    const theirs = await call<{ error: { code: string } }>(srv.url, `/api/v1/files/${f.id}`, {
      method: 'GET',
      token: other.adminKey,
    })
    expect(theirs.status).toBe(404)
    expect(theirs.body.error.code).toBe('file_not_found')
  })

  it('with an idempotency key the same name gives the same file; without one each call stores a new file', async () => {
    const keyed = srv.services.operations.deps.skillData(t.organizationId, 'key-1')
    const a = await keyed.files.create({ filename: 'pack.pdf', contentType: 'application/pdf', bytes: pdf })
    const b = await keyed.files.create({ filename: 'pack.pdf', contentType: 'application/pdf', bytes: pdf })
    const c = await keyed.files.create({ filename: 'pack.xlsx', contentType: 'application/pdf', bytes: pdf })
    expect(b.id).toBe(a.id)
    expect(c.id).not.toBe(a.id)
    const plain = srv.services.operations.deps.skillData(t.organizationId)
    const d = await plain.files.create({ filename: 'pack.pdf', contentType: 'application/pdf', bytes: pdf })
    const e = await plain.files.create({ filename: 'pack.pdf', contentType: 'application/pdf', bytes: pdf })
    expect(new Set([a.id, d.id, e.id]).size).toBe(3)
    // The same key in another organization is another file.
    const theirs = await srv.services.operations.deps
      .skillData(other.organizationId, 'key-1')
      .files.create({ filename: 'pack.pdf', contentType: 'application/pdf', bytes: pdf })
    expect(theirs.id).not.toBe(a.id)
  })
})
