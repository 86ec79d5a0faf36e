// Request bodies (transport): compressed bodies are decoded (gzip, deflate, br, zstd) and limits apply to the
// decoded size; data that does not decompress is a 400 envelope, never a 500; a skill may raise its own limit.
import net from 'node:net'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import zlib from 'node:zlib'
import type { Request } from 'express'
import { readPlainJson } from './body.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

const FIXTURES = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills')

const encoders: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gzipSync(b),
  deflate: (b) => zlib.deflateSync(b),
  br: (b) => zlib.brotliCompressSync(b),
  zstd: (b) => zlib.zstdCompressSync(b),
}

describe('request bodies', () => {
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer({ env: { SKILLS_DIR: FIXTURES, BODY_LIMIT_BYTES: '2048' } })
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const post = (path: string, body: Buffer | string, headers: Record<string, string> = {}) =>
    fetch(srv.url + path, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'application/json', ...headers },
    })
  const ECHO = '/api/v1/skills/echo.fixture/invoke'

  it('accepts gzip, deflate, br and zstd bodies', async () => {
    for (const [encoding, encode] of Object.entries(encoders)) {
      const r = await post(ECHO, encode(Buffer.from(JSON.stringify({ text: encoding }))), {
        'content-encoding': encoding,
      })
      expect(r.status, encoding).toBe(200)
      expect(((await r.json()) as { output: { echo: string } }).output.echo).toBe(encoding)
    }
  })

  it('answers 400 invalid_body_encoding for data that does not decompress, and logs no fault', async () => {
    for (const encoding of Object.keys(encoders)) {
      const r = await post(ECHO, Buffer.from('this is not compressed at all, not even a little'), {
        'content-encoding': encoding,
      })
      expect(r.status, encoding).toBe(400)
      expect(((await r.json()) as { error: unknown }).error).toMatchObject({
        code: 'invalid_body_encoding',
        param: 'Content-Encoding',
        type: 'invalid_request_error',
      })
    }
    // A truncated stream too.
    const cut = encoders.gzip!(Buffer.from(JSON.stringify({ text: 'x'.repeat(50) }))).subarray(0, 20)
    expect((await post(ECHO, cut, { 'content-encoding': 'gzip' })).status).toBe(400)
    expect(srv.logs.filter((l) => Number(l.level) >= 50)).toEqual([])
  })

  it('refuses an unknown Content-Encoding with 415', async () => {
    const r = await post(ECHO, Buffer.from('{}'), { 'content-encoding': 'compress' })
    expect(r.status).toBe(415)
    expect(((await r.json()) as { error: unknown }).error).toMatchObject({ code: 'unsupported_media_type' })
  })

  it('applies the body limit to the decompressed size (no decompression bombs)', async () => {
    const bomb = encoders.gzip!(Buffer.from(JSON.stringify({ text: ' '.repeat(5_000_000) })))
    expect(bomb.length).toBeLessThan(10_000)
    const r = await post(ECHO, bomb, { 'content-encoding': 'gzip' })
    expect(r.status).toBe(413)
    expect(((await r.json()) as { error: unknown }).error).toMatchObject({ code: 'payload_too_large' })
  })

  it("honours a skill's own max_body_bytes, by name and through the generic path by slug", async () => {
    const big = JSON.stringify({ steps: 0, padding: 'p'.repeat(5000) })
    expect((await post('/api/v1/skills/stream.fixture/invoke', big)).status).toBe(200)
    expect((await post('/api/v1/skills/stream_fixture/invoke', big)).status).toBe(200)
    expect((await post(ECHO, JSON.stringify({ text: 'p'.repeat(5000) }))).status).toBe(413)
    const tooBig = JSON.stringify({ steps: 0, padding: 'p'.repeat(66_000) })
    expect((await post('/api/v1/skills/stream.fixture/invoke', tooBig)).status).toBe(413)
  })

  // The fast path (readPlainJson) and express.json() must answer alike. `application/json;  charset=utf-8` (two
  // spaces) is valid but not one of the fast path's spellings, so it goes through express.json().
  const FAST = 'application/json'
  const PARSER = 'application/json;  charset=utf-8'

  it('takes the fast path only for an uncompressed UTF-8 JSON body with a Content-Length within the limit', () => {
    const req = (headers: Record<string, string>) => Object.assign(new PassThrough(), { headers }) as unknown as Request
    const ok = { 'content-type': FAST, 'content-length': '2' }
    expect(readPlainJson(req(ok), 10)).not.toBeNull()
    expect(readPlainJson(req({ ...ok, 'content-type': 'Application/JSON; Charset=UTF-8' }), 10)).not.toBeNull()
    expect(readPlainJson(req({ ...ok, 'content-type': PARSER }), 10)).toBeNull()
    expect(readPlainJson(req({ ...ok, 'content-type': 'application/json; charset=latin1' }), 10)).toBeNull()
    expect(readPlainJson(req({ ...ok, 'content-encoding': 'gzip' }), 10)).toBeNull()
    expect(readPlainJson(req({ ...ok, 'content-length': '11' }), 10)).toBeNull()
    expect(readPlainJson(req({ 'content-type': FAST, 'transfer-encoding': 'chunked' }), 10)).toBeNull()
  })

  it('answers every body the fast path reads as express.json() does', async () => {
    const bodies = [
      '{"text":"plain"}',
      ' \n\t{"text":"leading whitespace"}',
      '\uFEFF{"text":"bom"}',
      '{"text":"caf\u00e9 \u2603"}',
      '{"text":1}',
      '123',
      '"a string"',
      'null',
      '[1,2]',
      '{"text":',
      '{bad json}',
      '\uFEFF',
      '   ',
      '{"text":"dup","text":"last"}',
      '{"__proto__":{"x":1},"text":"proto"}',
      Buffer.from([0x7b, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
    ]
    for (const b of bodies) {
      const [fast, parser] = await Promise.all([
        post(ECHO, b, { 'content-type': FAST }),
        post(ECHO, b, { 'content-type': PARSER }),
      ])
      const [fb, pb] = [
        (await fast.json()) as Record<string, { code?: string; echo?: string }>,
        (await parser.json()) as Record<string, { code?: string; echo?: string }>,
      ]
      const what = JSON.stringify(b.toString())
      expect(fast.status, what).toBe(parser.status)
      expect(fb.error?.code, what).toBe(pb.error?.code)
      expect(fb.output?.echo, what).toBe(pb.output?.echo)
    }
  })

  it('refuses bytes that are not UTF-8 with 400 invalid_json on every path (plain, charset spelled out, gzip), storing nothing', async () => {
    const json = (bad: number[]) =>
      Buffer.concat([Buffer.from('{"name":"Bad'), Buffer.from(bad), Buffer.from('", "currency":"AUD"}')])
    // a stray byte, a cut multi-byte sequence, an overlong encoding, an encoded surrogate, a byte past U+10FFFF
    const bads = [[0xff], [0xe2, 0x82], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]]
    for (const bad of bads) {
      for (const [headers, body] of [
        [{ 'content-type': FAST }, json(bad)],
        [{ 'content-type': PARSER }, json(bad)],
        [{ 'content-encoding': 'gzip' }, encoders.gzip!(json(bad))],
      ] as const) {
        const r = await post('/api/v1/clients', body, headers)
        const what = `${JSON.stringify(bad)} ${JSON.stringify(headers)}`
        expect(r.status, what).toBe(400)
        expect(((await r.json()) as { error: unknown }).error, what).toMatchObject({
          code: 'invalid_json',
          type: 'invalid_request_error',
          message: expect.stringContaining('UTF-8'),
        })
      }
    }
    const list = await fetch(`${srv.url}/api/v1/clients?limit=100`, {
      headers: { authorization: `Bearer ${t.adminKey}` },
    })
    const names = ((await list.json()) as { data: { name: string }[] }).data.map((c) => c.name)
    expect(names.filter((n) => n.startsWith('Bad'))).toEqual([])
    // Well-formed multi-byte text is kept as sent.
    const ok = await post('/api/v1/clients', JSON.stringify({ name: 'Café ☃ 𝄞', currency: 'AUD' }))
    expect(ok.status).toBe(201)
    expect(((await ok.json()) as { name: string }).name).toBe('Café ☃ 𝄞')
  })

  it('reads a body that came whole with its headers from the stream buffer, without listening for it', async () => {
    const body = '{"text":"buffered"}'
    const stream = new PassThrough()
    stream.end(body)
    const req = Object.assign(stream, {
      headers: { 'content-type': FAST, 'content-length': String(body.length) },
      complete: true,
    }) as unknown as Request
    const read = readPlainJson(req, 100)
    expect(stream.listenerCount('data') + stream.listenerCount('end')).toBe(0)
    expect(await read).toEqual({ text: 'buffered' })
  })

  it('answers a body that arrives after its headers (read as it comes) as one that came with them', async () => {
    const { port } = new URL(srv.url)
    const late = (body: string) =>
      new Promise<{ status: number; json: Record<string, { code?: string; echo?: string }> }>((resolve, reject) => {
        let raw = ''
        const s = net.connect(Number(port), '127.0.0.1', () => {
          s.write(
            `POST ${ECHO} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer ${t.adminKey}\r\nContent-Type: ${FAST}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
          )
          setTimeout(() => s.write(body), 50)
        })
        s.on('data', (d) => {
          raw += d.toString('utf8')
        })
        s.on('end', () => {
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1])
          const text = raw.slice(raw.indexOf('\r\n\r\n') + 4)
          const chunked = /transfer-encoding: chunked/i.test(raw.slice(0, raw.indexOf('\r\n\r\n')))
          resolve({
            status,
            json: JSON.parse(chunked ? text.split('\r\n')[1]! : text) as Record<
              string,
              { code?: string; echo?: string }
            >,
          })
        })
        s.on('error', reject)
      })
    for (const b of ['{"text":"late"}', ' {"text":"ws"}', '123', '{bad json}', '\uFEFF{"text":"bom"}']) {
      const [whole, slow] = await Promise.all([post(ECHO, b, { 'content-type': FAST }), late(b)])
      const wb = (await whole.json()) as Record<string, { code?: string; echo?: string }>
      expect(slow.status, b).toBe(whole.status)
      expect(slow.json.error?.code, b).toBe(wb.error?.code)
      expect(slow.json.output?.echo, b).toBe(wb.output?.echo)
    }
  })

  it('answers nothing and keeps serving when a client stops sending in the middle of a body', async () => {
    const { port } = new URL(srv.url)
    await new Promise<void>((resolve, reject) => {
      const s = net.connect(Number(port), '127.0.0.1', () => {
        s.write(
          `POST ${ECHO} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.adminKey}\r\nContent-Type: ${FAST}\r\nContent-Length: 100\r\n\r\n{"text":`,
        )
        setTimeout(() => {
          s.destroy()
          resolve()
        }, 100)
      })
      s.on('error', reject)
    })
    await new Promise((r) => setTimeout(r, 100))
    expect(srv.logs.filter((l) => Number(l.level) >= 50)).toEqual([])
    expect((await post(ECHO, '{"text":"still here"}')).status).toBe(200)
  })
})
