// What Node's HTTP parser refuses, answered by the real entry point (src/main.ts, a child process) over raw sockets
// (issue 25 §3): oversized headers or URL (431), no Host, bad chunking, a bare LF, Content-Length with
// Transfer-Encoding (400), chunk extensions too large (413), headers or a body too slow to arrive (408). Each gets the
// error envelope with a precise code, the X-Correlation-Id of its log line, Service-Version, and the connection closes.
// Before: a bare status line (`HTTP/1.1 400 Bad Request`, no body, no correlation id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bootstrap,
  serverEnv,
  startServerProcess,
  type ServerEnv,
  type ServerProcess,
} from './testing/server-process.ts'
import { parseResponses, rawConnect, type RawResponse } from './testing/raw-socket.ts'

describe('requests refused by the HTTP parser get the error envelope', () => {
  let e: ServerEnv
  let server: ServerProcess & { port: number }
  let key: string
  beforeAll(async () => {
    e = serverEnv({ MONGODB_URL: '', REDIS_URL: '' }, { HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000' })
    key = bootstrap(e.env).api_key
    server = await startServerProcess(e.env)
  }, 60_000)
  afterAll(async () => {
    server?.kill()
    await server?.exited
    await e?.cleanup()
  })

  /** Sends `bytes` on a fresh connection; the one answer, once the server has closed the connection. */
  const refusal = async (bytes: string): Promise<RawResponse> => {
    const c = await rawConnect(server.port)
    c.send(bytes)
    await c.closed
    const rs = parseResponses(c.received())
    expect(rs, c.received()).toHaveLength(1)
    return rs[0]!
  }
  const expectEnvelope = async (r: RawResponse, status: number, code: string, param?: string) => {
    expect(r.status, r.body).toBe(status)
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(r.headers.connection).toBe('close')
    expect(r.headers['service-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const body = JSON.parse(r.body) as { error: Record<string, unknown> }
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code, message: expect.any(String) })
    if (param) expect(body.error.param).toBe(param)
    else expect(body.error).not.toHaveProperty('param')
    const id = r.headers['x-correlation-id']!
    expect(id).toBeTruthy()
    expect(body.error.correlation_id).toBe(id)
    await server.waitForOutput(new RegExp(`"correlation_id":"${id}","status":${status},"code":"${code}"`))
  }
  const auth = () => `Authorization: Bearer ${key}\r\n`

  it('431 headers_too_large: a header past 16 KiB, and a URL past it', async () => {
    await expectEnvelope(
      await refusal(`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      431,
      'headers_too_large',
    )
    await expectEnvelope(
      await refusal(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
      431,
      'headers_too_large',
    )
  })

  it('400 malformed_request: no Host (param Host), bad chunking, a bare LF, an unknown method', async () => {
    await expectEnvelope(await refusal('GET /health HTTP/1.1\r\n\r\n'), 400, 'malformed_request', 'Host')
    await expectEnvelope(
      await refusal(
        `POST /api/v1/connect-keys HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth()}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      ),
      400,
      'malformed_request',
    )
    await expectEnvelope(await refusal('GET /health HTTP/1.1\nHost: 127.0.0.1\n\n'), 400, 'malformed_request')
    await expectEnvelope(
      await refusal('GET /health HTTP/1.1\r\nHost: 127.0.0.1\nX-A: b\r\n\r\n'),
      400,
      'malformed_request',
    )
    await expectEnvelope(await refusal('HELLO\r\n\r\n'), 400, 'malformed_request')
  })

  it('400 malformed_request with param Transfer-Encoding: Content-Length and Transfer-Encoding together (request smuggling)', async () => {
    const r = await refusal(
      `POST /api/v1/connect-keys HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth()}Content-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    )
    await expectEnvelope(r, 400, 'malformed_request', 'Transfer-Encoding')
  })

  it("413 payload_too_large: chunk extensions past the parser's limit", async () => {
    const r = await refusal(
      `POST /api/v1/connect-keys HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth()}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2;${'x'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
    )
    await expectEnvelope(r, 413, 'payload_too_large')
  })

  it('408 request_timeout: headers that never finish, and a body that stops short of its Content-Length', async () => {
    await expectEnvelope(await refusal('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n'), 408, 'request_timeout')
    const r = await refusal(
      `POST /api/v1/connect-keys HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth()}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":"a`,
    )
    await expectEnvelope(r, 408, 'request_timeout')
  })

  it('a well-formed request on the same server is answered as before (an HTTP/1.0 request needs no Host)', async () => {
    const c = await rawConnect(server.port)
    c.send('GET /health HTTP/1.0\r\n\r\n')
    await c.closed
    expect(parseResponses(c.received())[0]!.status).toBe(200)
  })
})
