// The provider port against a local fake speaking both wire formats over real HTTP (src/providers/testing/fake-llm.ts):
// JSON and streaming, structured output checked with Ajv (with one repair), retries only where nothing was done,
// Retry-After honoured up to its cap, one deadline for the whole call, usage recorded per call and per organization.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { randomIds } from '../lib/ids.ts'
import { systemClock } from '../lib/clock.ts'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import { FakeLlm } from './testing/fake-llm.ts'
import {
  ModelClient,
  ProviderError,
  createProvider,
  parseRetryAfter,
  type ModelProvider,
  type ProviderConfig,
} from './index.ts'

const KEY = 'sk-test-SECRET-0123456789'
let fake: FakeLlm
beforeAll(async () => {
  fake = await new FakeLlm().start()
})
afterAll(async () => {
  await fake.stop()
})
beforeEach(() => {
  fake.reset()
  fake.fallback = { reply: 'fake answer', usage: { input: 11, output: 7 } }
})

const cfg = (wire: ProviderConfig['wire'], over: Partial<ProviderConfig> = {}): ProviderConfig => ({
  wire,
  baseUrl: wire === 'anthropic' ? fake.url : `${fake.url}/v1`,
  apiKey: KEY,
  model: 'm-test',
  authHeader: 'bearer',
  timeoutMs: 5000,
  maxRetries: 2,
  maxRetryAfterMs: 2000,
  maxTokens: 256,
  ...over,
})
const provider = (wire: ProviderConfig['wire'], over: Partial<ProviderConfig> = {}): ModelProvider =>
  createProvider(cfg(wire, over))!
const failure = async (p: Promise<unknown>): Promise<ProviderError> => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  )
  expect(e).toBeInstanceOf(ProviderError)
  expect((e as Error).message).not.toContain(KEY)
  return e as ProviderError
}
const ask = { system: 'Be brief.', messages: [{ role: 'user' as const, content: 'What is GST?' }] }
const schema = {
  name: 'answer',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['answer', 'confidence'],
    properties: { answer: { type: 'string' }, confidence: { type: 'number', minimum: 0, maximum: 1 } },
  },
}

describe.each(['openai-chat', 'anthropic'] as const)('%s wire format', (wire) => {
  it('completes a JSON call: text, model, usage, and the request in the wire format', async () => {
    fake.next({ reply: 'GST is a tax.', usage: { input: 20, output: 4 }, model: 'm-test-2026' })
    const r = await provider(wire).complete(ask)
    expect(r).toMatchObject({
      text: 'GST is a tax.',
      model: 'm-test-2026',
      usage: { inputTokens: 20, outputTokens: 4 },
      attempts: 1,
    })
    const [req] = fake.requests
    if (wire === 'anthropic') {
      expect(req!.path).toBe('/v1/messages')
      expect(req!.headers['x-api-key']).toBe(KEY)
      expect(req!.headers['anthropic-version']).toBe('2023-06-01')
      expect(req!.body).toMatchObject({ model: 'm-test', system: 'Be brief.', max_tokens: 256, messages: ask.messages })
    } else {
      expect(req!.path).toBe('/v1/chat/completions')
      expect(req!.headers.authorization).toBe(`Bearer ${KEY}`)
      expect(req!.body).toMatchObject({
        model: 'm-test',
        max_tokens: 256,
        messages: [{ role: 'system', content: 'Be brief.' }, ...ask.messages],
      })
    }
  })

  it('streams: deltas in order, the whole text, and the usage the stream reports', async () => {
    fake.next({ reply: 'Goods and services tax.', usage: { input: 30, output: 9 } })
    const deltas: string[] = []
    const r = await provider(wire).complete({ ...ask, onDelta: (t) => deltas.push(t) })
    expect(deltas.length).toBeGreaterThan(1)
    expect(deltas.join('')).toBe('Goods and services tax.')
    expect(r).toMatchObject({ text: 'Goods and services tax.', usage: { inputTokens: 30, outputTokens: 9 } })
    expect(fake.requests[0]!.body.stream).toBe(true)
    if (wire === 'openai-chat') expect(fake.requests[0]!.body.stream_options).toEqual({ include_usage: true })
  })

  it('asks for structured output and returns the answer checked against the schema', async () => {
    fake.next({ reply: '```json\n{"answer":"yes","confidence":0.5}\n```' })
    const r = await provider(wire).complete({ ...ask, schema })
    expect(r.json).toEqual({ answer: 'yes', confidence: 0.5 })
    const body = fake.requests[0]!.body
    if (wire === 'anthropic')
      expect(body.output_config).toEqual({ format: { type: 'json_schema', schema: schema.schema } })
    else
      expect(body.response_format).toEqual({
        type: 'json_schema',
        json_schema: { name: 'answer', schema: schema.schema, strict: true },
      })
  })

  it('sends a malformed structured answer back once with its errors, then accepts the repaired one', async () => {
    fake.next(
      { reply: '{"answer":"yes","confidence":7}', usage: { input: 10, output: 3 } },
      { reply: '{"answer":"yes","confidence":0.7}', usage: { input: 15, output: 3 } },
    )
    const r = await provider(wire).complete({ ...ask, schema })
    expect(r.json).toEqual({ answer: 'yes', confidence: 0.7 })
    expect(r.usage).toEqual({ inputTokens: 25, outputTokens: 6 })
    expect(fake.requests).toHaveLength(2)
    const repair = fake.requests[1]!.body.messages as Array<{ role: string; content: string }>
    expect(repair.at(-1)!.content).toContain('/confidence must be <= 1')
  })

  it('fails provider_bad_output after one repair, with the tokens both calls spent', async () => {
    fake.next(
      { reply: 'not json', usage: { input: 10, output: 2 } },
      { reply: '{"answer":1}', usage: { input: 12, output: 2 } },
    )
    const e = await failure(provider(wire).complete({ ...ask, schema }))
    expect(e.code).toBe('provider_bad_output')
    expect(e.usage).toEqual({ inputTokens: 22, outputTokens: 4 })
    expect(fake.requests).toHaveLength(2)
  })

  it('retries a 429 after its Retry-After, with the same idempotency key on both attempts', async () => {
    fake.next({ status: 429, headers: { 'retry-after': '0' } })
    const r = await provider(wire).complete(ask)
    expect(r.attempts).toBe(2)
    expect(fake.requests).toHaveLength(2)
    expect(fake.requests[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(fake.requests[1]!.headers['idempotency-key']).toBe(fake.requests[0]!.headers['idempotency-key'])
  })

  it('does not wait for a Retry-After beyond the cap: provider_rate_limited at once, with when to come back', async () => {
    fake.next({ status: 429, headers: { 'retry-after': '120' } })
    const e = await failure(provider(wire).complete(ask))
    expect(e).toMatchObject({ code: 'provider_rate_limited', status: 429, retryAfterMs: 120_000, attempts: 1 })
    expect(fake.requests).toHaveLength(1)
  })

  it('never repeats a completion after a 500: the provider may have made it', async () => {
    fake.next({ status: 500 })
    const e = await failure(provider(wire).complete(ask))
    expect(e).toMatchObject({ code: 'provider_error', status: 500, attempts: 1 })
    expect(fake.requests).toHaveLength(1)
  })

  it('caps retries of an overloaded provider at MODEL_MAX_RETRIES', async () => {
    const busy = { status: wire === 'anthropic' ? 529 : 503, headers: { 'retry-after-ms': '1' } }
    fake.next(busy, busy, busy, busy)
    const e = await failure(provider(wire, { maxRetries: 2 }).complete(ask))
    expect(e).toMatchObject({ code: 'provider_error', status: busy.status, attempts: 3 })
    expect(fake.requests).toHaveLength(3)
  })

  it('fails at once when the wait a provider asks for would pass the deadline', async () => {
    fake.next({ status: 503, headers: { 'retry-after': '2' } })
    const e = await failure(provider(wire, { maxRetryAfterMs: 60_000 }).complete({ ...ask, deadlineMs: 1000 }))
    expect(e).toMatchObject({ code: 'provider_error', status: 503, retryAfterMs: 2000, attempts: 1 })
    expect(fake.requests).toHaveLength(1)
  })

  it('ends a call the provider never answers at the deadline, without sending it again', async () => {
    fake.next({ hang: true })
    const e = await failure(provider(wire).complete({ ...ask, deadlineMs: 300 }))
    expect(e.code).toBe('provider_timeout')
    expect(fake.requests).toHaveLength(1)
  })

  it('fails a stream cut part way with provider_error, without asking again', async () => {
    fake.next({ cutStream: 'half an answer that never ends' })
    const e = await failure(provider(wire).complete({ ...ask, onDelta: () => undefined }))
    expect(e.code).toBe('provider_error')
    expect(fake.requests).toHaveLength(1)
  })

  it('reads a streaming request answered with one JSON completion as JSON (its Content-Type), the text as one delta', async () => {
    fake.next({ reply: 'Answered in one piece.', usage: { input: 8, output: 4 }, json: true })
    const deltas: string[] = []
    const r = await provider(wire).complete({ ...ask, onDelta: (t) => deltas.push(t) })
    expect(fake.requests[0]!.body.stream).toBe(true)
    expect(r).toMatchObject({ text: 'Answered in one piece.', usage: { inputTokens: 8, outputTokens: 4 } })
    expect(deltas).toEqual(['Answered in one piece.'])
  })

  it('an empty stream, a stream with no text, or JSON holding no completion is not an answer: provider_bad_output', async () => {
    const noText =
      wire === 'anthropic'
        ? 'event: message_start\ndata: {"type":"message_start","message":{"model":"m","usage":{"input_tokens":3,"output_tokens":0}}}\n\nevent: message_stop\ndata: {"type":"message_stop"}\n\n'
        : 'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'
    fake.next(
      { raw: '', contentType: 'text/event-stream' },
      { raw: noText, contentType: 'text/event-stream' },
      { raw: '{"error":{"message":"busy"}}', contentType: 'application/json' },
    )
    for (let i = 0; i < 3; i++) {
      const deltas: string[] = []
      const e = await failure(provider(wire).complete({ ...ask, onDelta: (t) => deltas.push(t) }))
      expect(e.code).toBe('provider_bad_output')
      expect(deltas).toEqual([])
    }
    fake.next({ raw: '{"error":{"message":"busy"}}', contentType: 'application/json' })
    expect((await failure(provider(wire).complete(ask))).code).toBe('provider_bad_output')
  })

  it('fails a stream answered with neither an event stream nor JSON (an HTML page from a proxy)', async () => {
    fake.next({ raw: '<html>Bad gateway</html>', contentType: 'text/html; charset=utf-8' })
    const e = await failure(provider(wire).complete({ ...ask, onDelta: () => undefined }))
    expect(e.code).toBe('provider_error')
    expect(e.message).toContain('text/html')
  })

  it('stops at once when the caller cancels', async () => {
    fake.next({ hang: true })
    const ac = new AbortController()
    const p = provider(wire).complete({ ...ask, signal: ac.signal })
    setTimeout(() => ac.abort(new Error('gone')), 20)
    expect((await failure(p)).code).toBe('cancelled')
  })
})

describe('connection failures', () => {
  it('retries a refused connection (nothing was sent), then reports provider_unreachable', async () => {
    const gone = await new FakeLlm().start()
    const url = gone.url
    await gone.stop()
    const p = createProvider({ ...cfg('openai-chat'), baseUrl: `${url}/v1`, maxRetries: 1 })!
    const e = await failure(p.complete(ask))
    expect(e).toMatchObject({ code: 'provider_unreachable', attempts: 2 })
  })
})

describe('Retry-After parsing', () => {
  it('reads retry-after-ms, seconds and an HTTP date', () => {
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }))).toBe(250)
    expect(parseRetryAfter(new Headers({ 'retry-after': '3' }))).toBe(3000)
    expect(parseRetryAfter(new Headers({ 'retry-after': new Date(10_000).toUTCString() }), 4000)).toBe(6000)
    expect(parseRetryAfter(new Headers({ 'retry-after': 'soon' }))).toBeNull()
    expect(parseRetryAfter(new Headers())).toBeNull()
  })
})

describe('the metered client', () => {
  it('records every call, failed ones too, per organization', async () => {
    const stores = openEmbeddedStores(':memory:')
    try {
      const client = new ModelClient(provider('openai-chat'), {
        usage: stores.modelUsage,
        clock: systemClock,
        ids: randomIds,
      })
      fake.next(
        { reply: 'a', usage: { input: 100, output: 10 } },
        { reply: 'b', usage: { input: 50, output: 5 } },
        { reply: 'nope', usage: { input: 3, output: 1 } },
        { reply: 'still nope', usage: { input: 4, output: 1 } },
      )
      await client.complete(ask, { organizationId: 'org_a', purpose: 'test' })
      await client.complete(ask, { organizationId: 'org_b', purpose: 'test' })
      await expect(client.complete({ ...ask, schema }, { organizationId: 'org_a', purpose: 'test' })).rejects.toThrow(
        ProviderError,
      )
      expect(await stores.modelUsage.totals('org_a')).toEqual({ calls: 2, inputTokens: 107, outputTokens: 12 })
      expect(await stores.modelUsage.totals('org_b')).toEqual({ calls: 1, inputTokens: 50, outputTokens: 5 })
      const rows = await stores.modelUsage.list('org_a', { limit: 10, offset: 0 })
      expect(rows.map((r) => [r.outcome, r.attempts, r.provider]).sort()).toEqual([
        ['ok', 1, 'openai-chat:m-test'],
        ['provider_bad_output', 2, 'openai-chat:m-test'],
      ])
    } finally {
      await stores.close()
    }
  })
})
