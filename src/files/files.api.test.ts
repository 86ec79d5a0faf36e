// The files routes over real HTTP, against the published spec (RESPONSE_VALIDATION=enforce in test servers):
// upload → metadata → download byte for byte (CSV, PDF, OFX, binary), SHA-256, sniffed types, the size limit (413,
// nothing stored), refused bodies (4xx envelopes naming the part or header), another organization's id (404 on both
// GETs), filename sanitising and Content-Disposition, scopes, and Idempotency-Key on an upload.
import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import type { FileStore, Stores } from '../store/ports/index.ts'

interface FileBody {
  id: string
  filename: string
  size_bytes: number
  content_type: string
  declared_content_type: string | null
  sha256: string
  created_at: string
}
interface ErrorBody {
  error: { code: string; param?: string; message: string }
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** A multipart/form-data body built by hand, so names and headers are exactly what the test says. */
function multipart(
  parts: Array<{ name: string; filename?: string; type?: string; data: Buffer | string; rawDisposition?: string }>,
  boundary = `----b${randomBytes(8).toString('hex')}`,
) {
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition =
      p.rawDisposition ?? `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
        'utf8',
      ),
    )
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

async function send<T>(
  base: string,
  token: string,
  body: Buffer | string,
  contentType: string | null,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}/api/v1/files`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}), ...headers },
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as T }
}

async function download(base: string, token: string, id: string) {
  const res = await fetch(`${base}/api/v1/files/${id}/content`, { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

/** Records every id the files store was asked to write, so a refused upload can be shown to have left nothing. */
function recordPuts(ids: string[]) {
  return (s: Stores): Stores => {
    const files: FileStore = {
      ...s.files,
      put: (f, content) => {
        ids.push(f.id)
        return s.files.put(f, content)
      },
    }
    return { ...s, files }
  }
}

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
  randomBytes(2000),
])
const OFX = Buffer.from(
  'OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\n\r\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>AUD</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\r\n',
)
const CSV = Buffer.from(
  'date,description,amount\r\n2026-03-01,Flour — 25kg,-84.50\r\n2026-03-02,Café takings,1210.00\r\n',
)
const BINARY = Buffer.concat([Buffer.from([0, 1, 2, 3, 0xff, 0xfe]), randomBytes(300_000)])

describe('files', () => {
  let srv: TestServer
  let t: Tenant
  let other: Tenant
  const puts: string[] = []
  beforeAll(async () => {
    srv = await startTestServer({ env: { FILE_LIMIT_BYTES: String(1024 * 1024) }, wrapStores: recordPuts(puts) })
    t = await createTenant(srv.services)
    other = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const upload = (data: Buffer, filename: string, type?: string, token = t.adminKey) => {
    const m = multipart([{ name: 'file', filename, ...(type ? { type } : {}), data }])
    return send<FileBody>(srv.url, token, m.body, m.contentType)
  }

  it.each([
    ['statement.csv', CSV, 'text/csv', 'text/csv'],
    ['invoice.pdf', PDF, 'application/pdf', 'application/pdf'],
    ['bank.ofx', OFX, 'application/x-ofx', 'application/octet-stream'],
    ['blob.bin', BINARY, 'application/octet-stream', 'image/png'],
  ])('uploads %s, answers its metadata and gives back the same bytes', async (name, data, sniffed, declared) => {
    const up = await upload(data, name, declared)
    expect(up.status, JSON.stringify(up.body)).toBe(201)
    expect(up.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      workspace_id: t.workspaceId,
      filename: name,
      size_bytes: data.length,
      content_type: sniffed,
      declared_content_type: declared,
      sha256: sha(data),
      created_at: expect.any(String),
    })
    const meta = await call<FileBody>(srv.url, `/api/v1/files/${up.body.id}`, { token: t.adminKey })
    expect(meta.status).toBe(200)
    expect(meta.body).toEqual(up.body)
    const got = await download(srv.url, t.adminKey, up.body.id)
    expect(got.status).toBe(200)
    expect(got.bytes.equals(data)).toBe(true)
    expect(got.headers.get('content-type')).toBe(sniffed)
    expect(got.headers.get('content-length')).toBe(String(data.length))
    expect(got.headers.get('x-content-type-options')).toBe('nosniff')
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`)
    expect(got.headers.get('x-correlation-id')).toBeTruthy()
  })

  it("uploads a file sent by fetch's own FormData (another multipart encoder), and an empty file", async () => {
    const form = new FormData()
    form.append('file', new Blob([CSV], { type: 'text/csv' }), 'fetch.csv')
    const res = await fetch(`${srv.url}/api/v1/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${t.adminKey}` },
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({
      filename: 'fetch.csv',
      size_bytes: CSV.length,
      sha256: sha(CSV),
      content_type: 'text/csv',
    })
    const empty = await upload(Buffer.alloc(0), 'empty.txt')
    expect(empty.status).toBe(201)
    expect(empty.body).toMatchObject({
      size_bytes: 0,
      content_type: 'application/octet-stream',
      sha256: sha(Buffer.alloc(0)),
    })
    const got = await download(srv.url, t.adminKey, empty.body.id)
    expect(got.bytes.length).toBe(0)
    expect(got.headers.get('content-length')).toBe('0')
  })

  it('refuses a file over FILE_LIMIT_BYTES with 413 and stores nothing', async () => {
    const before = puts.length
    const big = randomBytes(1024 * 1024 + 1)
    const r = await upload(big, 'big.bin')
    expect(r.status).toBe(413)
    expect((r.body as unknown as ErrorBody).error).toMatchObject({ code: 'payload_too_large', param: 'file' })
    expect(puts.length).toBe(before + 1)
    const id = puts.at(-1)!
    expect(await srv.services.stores.files.get(t.organizationId, id)).toBeNull()
    expect(await srv.services.stores.files.content(t.organizationId, id)).toBeNull()
    // Exactly at the limit is accepted.
    expect((await upload(big.subarray(0, 1024 * 1024), 'limit.bin')).status).toBe(201)
  })

  it('refuses a request body past the upload limit, declared or chunked, with 413', async () => {
    const m = multipart([{ name: 'file', filename: 'huge.bin', data: randomBytes(1024 * 1024 + 70_000) }])
    const declared = await send<ErrorBody>(srv.url, t.adminKey, m.body, m.contentType)
    expect(declared.status).toBe(413)
    expect(declared.body.error.code).toBe('payload_too_large')
    // Chunked (no Content-Length): the door's counter stops it while streaming.
    const chunked = await new Promise<{ status: number; body: ErrorBody }>((resolve, reject) => {
      const req = http.request(
        `${srv.url}/api/v1/files`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${t.adminKey}`,
            'content-type': m.contentType,
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          let text = ''
          res.on('data', (c: Buffer) => {
            text += c.toString()
          })
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as ErrorBody }))
        },
      )
      req.on('error', reject)
      for (let i = 0; i < m.body.length; i += 64 * 1024) req.write(m.body.subarray(i, i + 64 * 1024))
      req.end()
    })
    expect(chunked.status).toBe(413)
    expect(chunked.body.error.code).toBe('payload_too_large')
    const id = puts.at(-1)!
    expect(await srv.services.stores.files.get(t.organizationId, id)).toBeNull()
  })

  it('answers refused bodies with precise 4xx envelopes', async () => {
    const json = await send<ErrorBody>(srv.url, t.adminKey, '{"file":"x"}', 'application/json')
    expect(json.status).toBe(415)
    expect(json.body.error).toMatchObject({ code: 'unsupported_media_type', param: 'Content-Type' })
    const none = await send<ErrorBody>(srv.url, t.adminKey, 'abc', null)
    expect(none.status).toBe(415)
    const noBoundary = await send<ErrorBody>(srv.url, t.adminKey, 'abc', 'multipart/form-data')
    expect(noBoundary.status).toBe(400)
    expect(noBoundary.body.error.code).toBe('invalid_multipart')
    const cut = multipart([{ name: 'file', filename: 'a.csv', data: CSV }])
    const truncated = await send<ErrorBody>(
      srv.url,
      t.adminKey,
      cut.body.subarray(0, cut.body.length - 30),
      cut.contentType,
    )
    expect(truncated.status).toBe(400)
    expect(truncated.body.error.code).toBe('invalid_multipart')
    const wrongName = multipart([{ name: 'document', filename: 'a.csv', data: CSV }])
    const wn = await send<ErrorBody>(srv.url, t.adminKey, wrongName.body, wrongName.contentType)
    expect(wn.status).toBe(422)
    expect(wn.body.error).toMatchObject({ code: 'validation_error', param: 'document' })
    const field = multipart([{ name: 'file', data: 'just text' }])
    const f = await send<ErrorBody>(srv.url, t.adminKey, field.body, field.contentType)
    expect(f.status).toBe(422)
    expect(f.body.error).toMatchObject({ code: 'validation_error', param: 'file' })
    const nothing = multipart([])
    const n = await send<ErrorBody>(srv.url, t.adminKey, nothing.body, nothing.contentType)
    expect(n.status).toBe(422)
    expect(n.body.error).toMatchObject({ code: 'validation_error', param: 'file' })
    expect(n.body.error.message).toMatch(/required/)
    const gz = await send<ErrorBody>(srv.url, t.adminKey, cut.body, cut.contentType, { 'content-encoding': 'gzip' })
    expect(gz.status).toBe(415)
    expect(gz.body.error.param).toBe('Content-Encoding')
  })

  it('stores nothing when a second part follows the file', async () => {
    const before = puts.length
    const m = multipart([
      { name: 'file', filename: 'a.csv', data: CSV },
      { name: 'file', filename: 'b.csv', data: CSV },
    ])
    const r = await send<ErrorBody>(srv.url, t.adminKey, m.body, m.contentType)
    expect(r.status).toBe(422)
    expect(r.body.error).toMatchObject({ code: 'validation_error', param: 'file' })
    for (const id of puts.slice(before)) expect(await srv.services.stores.files.get(t.organizationId, id)).toBeNull()
    // A second part after a file already stored: the file is deleted before the refusal.
    const late = multipart([
      { name: 'file', filename: 'a.csv', data: CSV },
      { name: 'note', data: 'x'.repeat(100) },
    ])
    const before2 = puts.length
    const r2 = await send<ErrorBody>(srv.url, t.adminKey, late.body, late.contentType)
    expect(r2.status).toBe(422)
    expect(r2.body.error).toMatchObject({ code: 'validation_error', param: 'note' })
    for (const id of puts.slice(before2)) expect(await srv.services.stores.files.get(t.organizationId, id)).toBeNull()
  })

  it("answers another organization's file, or an unknown one, with 404 file_not_found on both GETs", async () => {
    const mine = await upload(CSV, 'mine.csv')
    for (const path of [
      `/api/v1/files/${mine.body.id}`,
      `/api/v1/files/${mine.body.id}/content`,
      `/api/v1/files/${crypto.randomUUID()}`,
      `/api/v1/files/${crypto.randomUUID()}/content`,
    ]) {
      const r = await call<ErrorBody>(srv.url, path, {
        token: path.includes(mine.body.id) ? other.adminKey : t.adminKey,
      })
      expect(r.status, path).toBe(404)
      expect(r.body.error).toMatchObject({ code: 'file_not_found', param: 'file_id' })
    }
    const bad = await call<ErrorBody>(srv.url, '/api/v1/files/not-a-uuid', { token: t.adminKey })
    expect(bad.status).toBe(422)
    expect(bad.body.error.param).toBe('file_id')
  })

  it('sanitises file names and names them in Content-Disposition (RFC 6266 / 5987)', async () => {
    const cases: Array<[string, string, string]> = [
      ['../../etc/passwd', 'passwd', 'attachment; filename="passwd"'],
      ['..\\..\\windows\\win.ini', 'win.ini', 'attachment; filename="win.ini"'],
      ['bad\u0001\u001fname\u007f.csv', 'badname.csv', 'attachment; filename="badname.csv"'],
      [
        'Relevé de compte – März.csv',
        'Relevé de compte – März.csv',
        `attachment; filename="Relev_ de compte _ M_rz.csv"; filename*=UTF-8''Relev%C3%A9%20de%20compte%20%E2%80%93%20M%C3%A4rz.csv`,
      ],
      ['..', 'file', 'attachment; filename="file"'],
    ]
    for (const [sent, stored, disposition] of cases) {
      const m = multipart([
        {
          name: 'file',
          data: CSV,
          rawDisposition: `form-data; name="file"; filename*=UTF-8''${encodeURIComponent(sent)}`,
        },
      ])
      const r = await send<FileBody>(srv.url, t.adminKey, m.body, m.contentType)
      expect(r.status, sent).toBe(201)
      expect(r.body.filename).toBe(stored)
      expect((await download(srv.url, t.adminKey, r.body.id)).headers.get('content-disposition')).toBe(disposition)
    }
    const long = `${'a'.repeat(300)}.csv`
    const r = await upload(CSV, long)
    expect(r.status).toBe(201)
    expect(r.body.filename).toBe('a'.repeat(255))
  })

  it('needs documents:analyse to upload and to read', async () => {
    const key = async (permissions: string[]) =>
      (
        await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
          token: t.adminKey,
          body: { name: 'k', permissions },
        })
      ).body.value
    const analyst = await key(['documents:analyse'])
    const writer = await key(['accounting:write', 'clients:read'])
    const up = await upload(CSV, 'scoped.csv', undefined, analyst)
    expect(up.status).toBe(201)
    const denied = await upload(CSV, 'denied.csv', undefined, writer)
    expect(denied.status).toBe(403)
    expect((denied.body as unknown as ErrorBody).error.code).toBe('insufficient_scope')
    for (const path of [`/api/v1/files/${up.body.id}`, `/api/v1/files/${up.body.id}/content`]) {
      expect((await call(srv.url, path, { token: writer })).status).toBe(403)
      expect((await call(srv.url, path, { token: analyst })).status).toBe(200)
    }
  })

  it('replays an upload retried with its Idempotency-Key (even re-encoded with a new boundary), and refuses a different body', async () => {
    const key = `up-${randomBytes(6).toString('hex')}`
    const first = multipart([{ name: 'file', filename: 'once.csv', type: 'text/csv', data: CSV }])
    const a = await send<FileBody>(srv.url, t.adminKey, first.body, first.contentType, { 'idempotency-key': key })
    expect(a.status).toBe(201)
    const again = multipart([{ name: 'file', filename: 'once.csv', type: 'text/csv', data: CSV }])
    expect(again.contentType).not.toBe(first.contentType)
    const before = puts.length
    const b = await send<FileBody>(srv.url, t.adminKey, again.body, again.contentType, { 'idempotency-key': key })
    expect(b.status).toBe(201)
    expect(b.body).toEqual(a.body)
    expect(b.headers.get('x-idempotent-replayed')).toBe('true')
    expect(puts.length).toBe(before)
    const different = multipart([
      { name: 'file', filename: 'once.csv', type: 'text/csv', data: Buffer.concat([CSV, Buffer.from('x')]) },
    ])
    const c = await send<ErrorBody>(srv.url, t.adminKey, different.body, different.contentType, {
      'idempotency-key': key,
    })
    expect(c.status).toBe(422)
    expect(c.body.error.code).toBe('idempotency_key_reused')
    expect(puts.length).toBe(before)
  })
})
