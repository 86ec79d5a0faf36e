// Files (openapi.yaml tag "files"; issue: Client books, "Files"): upload (multipart/form-data, `x-body: stream`),
// metadata and download, through the proxy, with the documented errors: 404 file_not_found (another organization's
// file, an unknown id) on both GETs, 403 insufficient_scope (documents:analyse), 415 for a JSON body, 422 for a
// missing `file` part, 400 invalid_multipart, and an Idempotency-Key replay. The body is sent as a string, so the
// files here are text (a CSV, an OFX header); byte-for-byte binary round trips are src/files/files.api.test.ts's.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { newKey, type Harness } from '../support/harness.ts'
import { expectError, expectInsufficientScope, expectOk, expectValidationError } from '../support/assertions.ts'

const FILES = '/api/v1/files'
const CSV = 'date,description,amount\n2026-03-01,Flour,-84.50\n2026-03-02,Takings,1210.00\n'
const OFX = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX></OFX>\n'
const FILE_FIELDS = [
  'id',
  'workspace_id',
  'filename',
  'size_bytes',
  'content_type',
  'declared_content_type',
  'sha256',
  'created_at',
]

function form(parts: Array<{ name: string; filename?: string; type?: string; data: string }>) {
  const boundary = `contract${randomBytes(6).toString('hex')}`
  const body = `${parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n` +
        `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n${p.data}\r\n`,
    )
    .join('')}--${boundary}--\r\n`
  return { rawBody: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export function filesContract(h: () => Harness): void {
  const upload = (
    data: string,
    filename: string,
    o: { token?: string; type?: string; headers?: Record<string, string> } = {},
  ) => {
    const f = form([{ name: 'file', filename, data, ...(o.type ? { type: o.type } : {}) }])
    return h().proxy(FILES, {
      method: 'POST',
      token: o.token ?? h().tenant.adminKey,
      rawBody: f.rawBody,
      headers: { ...f.headers, ...o.headers },
    })
  }

  describe('uploadFile, getFile, getFileContent', () => {
    it('uploads a CSV and an OFX file, answers their metadata, and gives back the same bytes', async () => {
      for (const [data, name, sniffed] of [
        [CSV, 'statement.csv', 'text/csv'],
        [OFX, 'bank.ofx', 'application/x-ofx'],
      ] as const) {
        const up = await upload(data, name, { type: 'application/octet-stream' })
        expectOk(up, 201)
        expect(Object.keys(up.body).sort(), up.describe()).toEqual([...FILE_FIELDS].sort())
        expect(up.body).toMatchObject({
          filename: name,
          size_bytes: Buffer.byteLength(data),
          content_type: sniffed,
          declared_content_type: 'application/octet-stream',
          sha256: createHash('sha256').update(data).digest('hex'),
        })
        const meta = await h().proxy(`${FILES}/${up.body.id as string}`, { token: h().tenant.adminKey })
        expectOk(meta)
        expect(meta.body).toEqual(up.body)
        const got = await h().proxy(`${FILES}/${up.body.id as string}/content`, { token: h().tenant.adminKey })
        expect(got.status, got.describe()).toBe(200)
        expect(got.text).toBe(data)
        expect(got.headers.get('content-type')).toBe(sniffed)
        expect(got.headers.get('content-length')).toBe(String(Buffer.byteLength(data)))
        expect(got.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`)
        expect(got.headers.get('x-content-type-options')).toBe('nosniff')
      }
    })

    it("answers another organization's file, and an unknown id, with 404 file_not_found on both GETs", async () => {
      const up = await upload(CSV, 'mine.csv')
      expectOk(up, 201)
      const id = up.body.id as string
      for (const suffix of ['', '/content']) {
        expectError(await h().proxy(`${FILES}/${id}${suffix}`, { token: h().other.adminKey }), 404, 'file_not_found', {
          param: 'file_id',
        })
        expectError(
          await h().proxy(`${FILES}/${randomUUID()}${suffix}`, { token: h().tenant.adminKey }),
          404,
          'file_not_found',
          { param: 'file_id' },
        )
        expectValidationError(
          await h().proxy(`${FILES}/not-a-uuid${suffix}`, { token: h().tenant.adminKey }),
          'file_id',
          'path',
        )
      }
    })

    it('needs documents:analyse to upload and to read', async () => {
      const up = await upload(CSV, 'scoped.csv')
      const other = await newKey(h(), ['accounting:write'])
      expectInsufficientScope(await upload(CSV, 'denied.csv', { token: other.value }), 'documents:analyse')
      expectInsufficientScope(
        await h().proxy(`${FILES}/${up.body.id as string}`, { token: other.value }),
        'documents:analyse',
      )
      expectInsufficientScope(
        await h().proxy(`${FILES}/${up.body.id as string}/content`, { token: other.value }),
        'documents:analyse',
      )
    })

    it('refuses a body that is not multipart (415), a form without the file part (422), a malformed form (400)', async () => {
      expectError(
        await h().proxy(FILES, { token: h().tenant.adminKey, body: { file: 'x' } }),
        415,
        'unsupported_media_type',
        { param: 'Content-Type' },
      )
      const noFile = form([{ name: 'note', data: 'hello' }])
      expectValidationError(await h().proxy(FILES, { method: 'POST', token: h().tenant.adminKey, ...noFile }), 'note')
      const empty = form([])
      expectValidationError(await h().proxy(FILES, { method: 'POST', token: h().tenant.adminKey, ...empty }), 'file')
      expectError(
        await h().proxy(FILES, {
          method: 'POST',
          token: h().tenant.adminKey,
          rawBody: 'not a form',
          headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
        }),
        400,
        'invalid_multipart',
      )
    })

    it('replays an upload retried with its Idempotency-Key, and refuses the key with a different file (422)', async () => {
      const key = `contract-upload-${randomBytes(6).toString('hex')}`
      const a = await upload(CSV, 'once.csv', { headers: { 'idempotency-key': key } })
      expectOk(a, 201)
      const b = await upload(CSV, 'once.csv', { headers: { 'idempotency-key': key } })
      expectOk(b, 201)
      expect(b.body).toEqual(a.body)
      expect(b.headers.get('x-idempotent-replayed')).toBe('true')
      expect(b.headers.get('idempotency-key')).toBe(key)
      expectError(
        await upload(`${CSV}x`, 'once.csv', { headers: { 'idempotency-key': key } }),
        422,
        'idempotency_key_reused',
        { param: 'Idempotency-Key' },
      )
    })
  })
}
