// The request core against a scripted fetch (the live server is in e2e.test.ts): headers every request carries,
// one Idempotency-Key across a write's attempts, errors by class with envelope and correlation id, the replay-window
// stop, timeouts, AbortSignal, raw responses and streams that abort when the loop is left.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  APIConnectionError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  ConflictError,
  InternalServerError,
  NotImplementedError,
  PermissionDeniedError,
  PreconditionFailedError,
  RateLimitError,
  SERVICE_VERSION,
  SkillsConnect,
  type SkillsConnectError,
  signWebhookPayload,
  StreamError,
  UnprocessableEntityError,
  verifyWebhook,
  WebhookVerificationError,
} from '../src/index.ts'

interface Seen {
  url: string
  init: RequestInit
  headers: Record<string, string>
}
type Reply = Response | Error | ((signal: AbortSignal) => Promise<Response>)

function scripted(replies: Reply[]) {
  const seen: Seen[] = []
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    seen.push({ url, init, headers: { ...(init.headers as Record<string, string>) } })
    const r = replies.shift()
    if (!r) throw new Error('no more scripted replies')
    if (r instanceof Error) throw r
    if (typeof r === 'function') return r(init.signal!)
    return r
  }
  return { fetch, seen }
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
const envelope = (code: string, extra: Record<string, unknown> = {}) => ({
  error: { type: 'invalid_request_error', code, message: `m ${code}`, ...extra },
})
const client = (fetch: ReturnType<typeof scripted>['fetch'], o: Record<string, unknown> = {}) =>
  new SkillsConnect({ apiKey: 'sk_test_123', baseUrl: 'http://sdk.test/', fetch, ...o })

describe('SkillsConnect client', () => {
  it('reads the key and base URL from the environment, and refuses to start without them', () => {
    const saved = { k: process.env.SKILLS_CONNECT_API_KEY, u: process.env.SKILLS_CONNECT_BASE_URL }
    try {
      process.env.SKILLS_CONNECT_API_KEY = 'sk_env'
      process.env.SKILLS_CONNECT_BASE_URL = 'http://env.test'
      expect(new SkillsConnect().baseUrl).toBe('http://env.test')
      delete process.env.SKILLS_CONNECT_API_KEY
      expect(() => new SkillsConnect()).toThrow(/SKILLS_CONNECT_API_KEY/)
    } finally {
      if (saved.k === undefined) delete process.env.SKILLS_CONNECT_API_KEY
      else process.env.SKILLS_CONNECT_API_KEY = saved.k
      if (saved.u === undefined) delete process.env.SKILLS_CONNECT_BASE_URL
      else process.env.SKILLS_CONNECT_BASE_URL = saved.u
    }
  })

  it('sends the key, the pinned Service-Version and JSON; a GET carries no Idempotency-Key', async () => {
    const s = scripted([json(200, { id: 'key_1' })])
    await client(s.fetch).connectKeys.retrieve('key/1')
    expect(s.seen[0]!.url).toBe('http://sdk.test/api/v1/connect-keys/key%2F1')
    expect(s.seen[0]!.headers).toMatchObject({
      authorization: 'Bearer sk_test_123',
      'service-version': SERVICE_VERSION,
      accept: 'application/json',
    })
    // Pinned to the version of the description it was generated from (the file the server serves).
    const served = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../src/generated/openapi.json'), 'utf8'),
    ) as { info: { version: string } }
    expect(SERVICE_VERSION).toBe(served.info.version)
    expect(s.seen[0]!.headers['idempotency-key']).toBeUndefined()
  })

  it('retries a write on 503 and a dropped connection with the same Idempotency-Key', async () => {
    const s = scripted([json(503, envelope('unavailable')), new TypeError('fetch failed'), json(201, { id: 'key_9' })])
    const k = await client(s.fetch).connectKeys.create({ name: 'n' })
    expect(k).toEqual({ id: 'key_9' })
    const keys = s.seen.map((x) => x.headers['idempotency-key'])
    expect(keys).toHaveLength(3)
    expect(keys[0]).toMatch(/^sdk-ts-[0-9a-f-]{36}$/)
    expect(new Set(keys).size).toBe(1)
    expect(JSON.parse(String(s.seen[2]!.init.body))).toEqual({ name: 'n' })
  })

  it("uses the caller's idempotency key, and a new one per call otherwise", async () => {
    const s = scripted([json(201, {}), json(201, {}), json(201, {})])
    const c = client(s.fetch)
    await c.connectKeys.create({ name: 'a' }, { idempotencyKey: 'mine-1' })
    await c.connectKeys.create({ name: 'a' })
    await c.connectKeys.create({ name: 'a' })
    const [a, b, d] = s.seen.map((x) => x.headers['idempotency-key'])
    expect(a).toBe('mine-1')
    expect(b).not.toBe(d)
  })

  it('never retries 409, 422 or 501, and maps each status to its class with envelope and correlation id', async () => {
    const cases: Array<[number, string, unknown]> = [
      [409, 'idempotency_in_progress', ConflictError],
      [422, 'validation_error', UnprocessableEntityError],
      [501, 'not_implemented', NotImplementedError],
      [401, 'invalid_token', AuthenticationError],
      [403, 'insufficient_scope', PermissionDeniedError],
    ]
    for (const [status, code, cls] of cases) {
      const s = scripted([
        json(status, envelope(code, { param: 'name', details: [{ loc: ['body', 'name'], msg: 'x', type: 't' }] }), {
          'x-correlation-id': 'corr_1',
        }),
      ])
      const err = await client(s.fetch)
        .connectKeys.update('key_1', { name: 'x' })
        .then(
          () => null,
          (e: unknown) => e,
        )
      expect(s.seen).toHaveLength(1)
      expect(err).toBeInstanceOf(cls as new () => Error)
      expect(err).toMatchObject({ status, code, param: 'name', correlationId: 'corr_1', maybeExecuted: false })
      expect((err as RateLimitError).headers.get('x-correlation-id')).toBe('corr_1')
    }
  })

  it('403 RATE_LIMIT.USER is a RateLimitError (not a permission error) once retries are spent', async () => {
    const rl = () =>
      json(
        403,
        { error: { type: 'api_error', code: 'RATE_LIMIT.USER', message: 'slow down', retry_after_seconds: 0 } },
        { 'retry-after': '0', 'x-should-retry': 'true' },
      )
    const s = scripted([rl(), rl()])
    const err = await client(s.fetch, { maxRetries: 1 })
      .skills.list()
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(s.seen).toHaveLength(2)
    expect(err).toBeInstanceOf(RateLimitError)
    expect(err).not.toBeInstanceOf(PermissionDeniedError)
    expect(err).toMatchObject({ scope: 'user', retryAfter: 0, code: 'RATE_LIMIT.USER' })
  })

  it('gives up on a write whose retry would pass the replay window and says it may have executed', async () => {
    const s = scripted([json(503, envelope('unavailable'), { 'retry-after': '58' })])
    const err = await client(s.fetch)
      .connectKeys.create({ name: 'n' })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(s.seen).toHaveLength(1)
    expect(err).toBeInstanceOf(InternalServerError)
    expect((err as SkillsConnectError).maybeExecuted).toBe(true)
    expect((err as Error).message).toMatch(/may have executed/)
  })

  it('a timeout is retried, then raised as APITimeoutError', async () => {
    const hang = (signal: AbortSignal) =>
      new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    const s = scripted([hang, hang])
    const err = await client(s.fetch, { timeout: 20, maxRetries: 1 })
      .skills.list()
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(s.seen).toHaveLength(2)
    expect(err).toBeInstanceOf(APITimeoutError)
    expect(err).toBeInstanceOf(APIConnectionError)
  })

  it("the caller's AbortSignal stops the request and is never retried", async () => {
    const ctl = new AbortController()
    const hang = (signal: AbortSignal) =>
      new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    const s = scripted([hang, hang])
    const p = client(s.fetch)
      .skills.list({}, { signal: ctl.signal })
      .then(
        () => null,
        (e: unknown) => e,
      )
    await Promise.resolve()
    ctl.abort()
    expect(await p).toBeInstanceOf(APIUserAbortError)
    expect(s.seen).toHaveLength(1)
  })

  it('an AbortSignal that fires while waiting out Retry-After ends the wait at once', async () => {
    const ctl = new AbortController()
    const s = scripted([json(429, envelope('slow_down'), { 'retry-after': '30' }), json(200, {})])
    const watched: typeof s.fetch = async (url, init) => {
      const r = await s.fetch(url, init)
      setTimeout(() => ctl.abort(), 10)
      return r
    }
    const err = await client(watched)
      .skills.list({}, { signal: ctl.signal })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(err).toBeInstanceOf(APIUserAbortError)
    expect(s.seen).toHaveLength(1) // a 30 s wait would have outlived the test's timeout
  })

  it('withResponse() exposes the response, correlation id, replay marker and rate-limit headers', async () => {
    const s = scripted([
      json(
        201,
        { id: 'key_1' },
        {
          'x-correlation-id': 'c1',
          'x-idempotent-replayed': 'true',
          'x-ratelimit-limit': '60',
          'x-ratelimit-remaining': '59',
          'x-ratelimit-reset': '1767225600',
        },
      ),
    ])
    const r = await client(s.fetch).connectKeys.create({ name: 'n' }).withResponse()
    expect(r.response.status).toBe(201)
    expect(r).toMatchObject({
      data: { id: 'key_1' },
      correlationId: 'c1',
      replayed: true,
      rateLimit: { limit: 60, remaining: 59, reset: 1767225600 },
    })
  })

  it('x-should-retry from the server wins over the status: false stops a 503, true retries a 400', async () => {
    const s1 = scripted([json(503, envelope('unavailable'), { 'x-should-retry': 'false' }), json(200, {})])
    const e1 = await client(s1.fetch)
      .skills.list()
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(s1.seen).toHaveLength(1)
    expect(e1).toBeInstanceOf(InternalServerError)
    const s2 = scripted([json(400, envelope('try_again'), { 'x-should-retry': 'true' }), json(200, { skills: [] })])
    expect((await client(s2.fetch).skills.list()).data).toEqual([])
    expect(s2.seen).toHaveLength(2)
  })

  it('Retry-After is a floor under the backoff, and one above maxRetryAfterSeconds is raised at once', async () => {
    const at: number[] = []
    const s = scripted([json(429, envelope('slow_down'), { 'retry-after': '1' }), json(200, { skills: [] })])
    const timed: typeof s.fetch = async (url, init) => {
      at.push(performance.now())
      return s.fetch(url, init)
    }
    await client(timed).skills.list()
    expect(at).toHaveLength(2)
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1000 - 5) // not the 0.5 s first backoff: the server asked for 1 s
    const far = scripted([json(429, envelope('slow_down'), { 'retry-after': '90' })])
    const err = await client(far.fetch)
      .skills.list()
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(far.seen).toHaveLength(1)
    expect(err).toBeInstanceOf(RateLimitError)
    expect((err as RateLimitError).retryAfter).toBe(90)
  })

  it('maxRetries: 2 by default, the client option, and a per-request value over both', async () => {
    const fail = () => json(503, envelope('unavailable'), { 'retry-after': '0' })
    const byDefault = scripted([fail(), fail(), fail(), json(200, {})])
    expect(
      await client(byDefault.fetch)
        .skills.list()
        .then(
          () => null,
          (e: unknown) => e,
        ),
    ).toBeInstanceOf(InternalServerError)
    expect(byDefault.seen).toHaveLength(3)
    const none = scripted([fail(), json(200, {})])
    await client(none.fetch, { maxRetries: 0 })
      .skills.list()
      .then(
        () => null,
        () => null,
      )
    expect(none.seen).toHaveLength(1)
    const perRequest = scripted([fail(), json(200, { skills: [] })])
    expect((await client(perRequest.fetch, { maxRetries: 0 }).skills.list({}, { maxRetries: 1 })).data).toEqual([])
    expect(perRequest.seen).toHaveLength(2)
  })

  it("a per-request timeout overrides the client's; serviceVersion can be pinned to another version", async () => {
    const hang = (signal: AbortSignal) =>
      new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    const s = scripted([hang])
    const err = await client(s.fetch, { timeout: 60_000, serviceVersion: '2026-01-01' })
      .me({ timeout: 20, maxRetries: 0 })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(err).toBeInstanceOf(APITimeoutError)
    expect((err as Error).message).toMatch(/20 ms/)
    expect(s.seen[0]!.headers['service-version']).toBe('2026-01-01')
  })

  it('asResponse() gives the Response; ifMatch is sent as If-Match; a 412 is a PreconditionFailedError', async () => {
    const s = scripted([
      json(200, { skills: [] }, { 'x-correlation-id': 'c9' }),
      json(412, envelope('version_mismatch', { current_version: 4 })),
    ])
    const c = client(s.fetch)
    const res = await c.skills.list().asResponse()
    expect(res.status).toBe(200)
    expect(res.headers.get('x-correlation-id')).toBe('c9')
    const err = await c.workstreams.cycles.approve('cyc_1', { task_key: 'post', comment: 'ok' }, { ifMatch: 3 }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(s.seen[1]!.headers['if-match']).toBe('3')
    expect(JSON.parse(String(s.seen[1]!.init.body))).toEqual({ task_key: 'post', comment: 'ok', decision: 'approve' })
    expect(err).toBeInstanceOf(PreconditionFailedError)
    expect(err).toMatchObject({ status: 412, code: 'version_mismatch', error: { current_version: 4 } })
  })

  it('an upload retried after a 503 sends the same bytes again, as multipart, under the same Idempotency-Key', async () => {
    const s = scripted([json(503, envelope('unavailable'), { 'retry-after': '0' }), json(201, { id: 'f1' })])
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('a,b\n1,2\n'))
        c.close()
      },
    })
    expect(await client(s.fetch).files.create(stream, { filename: 'x.csv', contentType: 'text/csv' })).toEqual({
      id: 'f1',
    })
    expect(s.seen).toHaveLength(2)
    for (const seen of s.seen) {
      const form = seen.init.body as FormData
      expect(form).toBeInstanceOf(FormData)
      const file = form.get('file') as File
      expect([file.name, file.type, await file.text()]).toEqual(['x.csv', 'text/csv', 'a,b\n1,2\n'])
      expect(seen.headers['content-type']).toBeUndefined() // fetch writes the multipart boundary
    }
    expect(s.seen[1]!.headers['idempotency-key']).toBe(s.seen[0]!.headers['idempotency-key'])
  })

  it('stream() yields progress and result, throws the error event, and leaving the loop aborts the request', async () => {
    const sse = (text: string, signal?: AbortSignal, keepOpen = false) => {
      let cancelled = false
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode(text))
          if (keepOpen)
            signal?.addEventListener('abort', () => {
              cancelled = true
              c.error(new DOMException('aborted', 'AbortError'))
            })
          else c.close()
        },
      })
      return {
        res: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
        cancelled: () => cancelled,
      }
    }
    let first: ReturnType<typeof sse> | undefined
    const s = scripted([
      (signal) => {
        first = sse(
          'event: progress\ndata: {"fraction":0.5,"message":"half"}\n\n: heartbeat\n\nevent: delta\ndata: {"data":1}\n\n',
          signal,
          true,
        )
        return Promise.resolve(first.res)
      },
      () =>
        Promise.resolve(
          sse('event: result\ndata: {"skill":"accruals.suggest","output":{},"correlation_id":"c"}\n\n').res,
        ),
      () =>
        Promise.resolve(
          sse('event: error\ndata: {"error":{"type":"api_error","code":"skill_failed","message":"boom"}}\n\n').res,
        ),
    ])
    const c = client(s.fetch)
    const input = { client_id: '00000000-0000-4000-8000-000000000000', period: '2026-03' } as never
    for await (const ev of c.skills.stream('accruals.suggest', input)) {
      expect(ev.event).toBe('progress')
      break
    }
    expect(first!.cancelled()).toBe(true)
    expect(s.seen[0]!.headers.accept).toBe('text/event-stream')
    const events = []
    for await (const ev of c.skills.stream('accruals.suggest', input)) events.push(ev)
    expect(events).toEqual([
      { event: 'result', data: { skill: 'accruals.suggest', output: {}, correlation_id: 'c' }, id: null },
    ])
    const err = await (async () => {
      for await (const _ of c.skills.stream('accruals.suggest', input)) {
        /* drain */
      }
    })().then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(StreamError)
    expect(err).toMatchObject({ code: 'skill_failed' })
  })
})

describe('cycle tail', () => {
  const stream = (text: string) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode(text))
          c.close()
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    )
  const broken = (text: string) => {
    let pulls = 0
    return new Response(
      new ReadableStream<Uint8Array>({
        pull(c) {
          if (pulls++ === 0) c.enqueue(new TextEncoder().encode(text))
          else c.error(new TypeError('terminated'))
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    )
  }
  const ev = (seq: number, type: string, data: Record<string, unknown>) =>
    `id: ${seq}\nevent: ${type}\ndata: ${JSON.stringify({ seq, type, data })}\n\n`

  it('resumes a dropped or early-ended stream with Last-Event-ID and stops at the terminal event', async () => {
    const s = scripted([
      broken(ev(1, 'cycle.status', { from: 'queued', to: 'running' }) + ev(2, 'task.status', { task_key: 'a' })),
      stream(ev(3, 'task.status', { task_key: 'a', to: 'succeeded' })), // ends cleanly, but the cycle has not
      stream(ev(4, 'cycle.status', { from: 'running', to: 'completed' }) + ev(5, 'cycle.writes', {})),
    ])
    const seqs: Array<string | null> = []
    for await (const e of client(s.fetch).workstreams.cycles.tail('cyc_1', { lastEventId: 0 })) seqs.push(e.id)
    expect(seqs).toEqual(['1', '2', '3', '4'])
    expect(s.seen.map((x) => x.headers['last-event-id'])).toEqual(['0', '2', '3'])
    expect(s.seen.every((x) => x.headers.accept === 'text/event-stream')).toBe(true)
  })

  it('gives up after maxReconnects attempts without progress', async () => {
    const s = scripted([stream(''), stream(''), stream('')])
    const err = await (async () => {
      for await (const _ of client(s.fetch).workstreams.cycles.tail('cyc_1', { maxReconnects: 2 })) {
        /* none */
      }
    })().then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(APIConnectionError)
    expect(s.seen).toHaveLength(3)
  })
})

describe('webhook test signer', () => {
  it('signs what verifyWebhook accepts, and refuses parsed JSON or a stale timestamp', async () => {
    const body = JSON.stringify({ event: 'api_key.deleted', data: { id: 'key_1', name: 'x' } })
    const headers = await signWebhookPayload(body, 'whsec_test', { event: 'api_key.deleted', deliveryId: 'whd_1' })
    expect(headers['x-webhook-signature']).toMatch(/^v1=[0-9a-f]{64}$/)
    expect(await verifyWebhook(Buffer.from(body), new Headers(headers), 'whsec_test')).toEqual({
      event: 'api_key.deleted',
      data: { id: 'key_1', name: 'x' },
      deliveryId: 'whd_1',
    })
    const parsed = await verifyWebhook(JSON.parse(body) as never, headers, 'whsec_test').then(
      () => null,
      (e: unknown) => e,
    )
    expect(parsed).toMatchObject({ code: 'invalid_body' })
    const old = await signWebhookPayload(body, 'whsec_test', { timestamp: Math.floor(Date.now() / 1000) - 301 })
    const stale = await verifyWebhook(body, old, 'whsec_test').then(
      () => null,
      (e: unknown) => e,
    )
    expect(stale).toBeInstanceOf(WebhookVerificationError)
    expect(stale).toMatchObject({ code: 'timestamp_out_of_tolerance' })
    expect(await verifyWebhook(body, old, 'whsec_test', { toleranceSeconds: 400 })).toMatchObject({
      event: 'api_key.deleted',
    })
  })
})
