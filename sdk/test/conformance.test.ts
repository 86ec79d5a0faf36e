// The shared conformance vectors (sdk-conformance/*.json, read by every SDK's suite): webhook signatures, retry
// decisions, pagination walks and SSE parsing. The pagination cases run through the real client with a fetch that
// serves the pages, so they pin what a user's `for await` sends, not just a helper.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  decideRetry,
  SkillsConnect,
  SSEDecoder,
  verifyWebhook,
  WebhookVerificationError,
  type RetryPolicy,
} from '../src/index.ts'

const dir = path.resolve(import.meta.dirname, '../../sdk-conformance')
const load = <T>(f: string): T => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as T

describe('conformance: webhook signatures', () => {
  const v = load<{
    secret: string
    now_seconds: number
    cases: Array<{
      name: string
      body_b64: string
      headers: Record<string, string>
      tolerance_seconds?: number
      expect: { valid: boolean; event?: string; error?: string }
    }>
  }>('webhook-signatures.json')
  it('has cases', () => expect(v.cases.length).toBeGreaterThanOrEqual(20))
  for (const c of v.cases) {
    it(c.name, async () => {
      const body = new Uint8Array(Buffer.from(c.body_b64, 'base64'))
      const run = verifyWebhook(body, c.headers, v.secret, {
        nowSeconds: v.now_seconds,
        ...(c.tolerance_seconds !== undefined ? { toleranceSeconds: c.tolerance_seconds } : {}),
      })
      if (c.expect.valid) {
        expect((await run).event).toBe(c.expect.event)
      } else {
        const err = await run.then(
          () => null,
          (e: unknown) => e,
        )
        expect(err).toBeInstanceOf(WebhookVerificationError)
        expect((err as WebhookVerificationError).code).toBe(c.expect.error)
      }
    })
  }
})

describe('conformance: retry decisions', () => {
  interface V {
    default_policy: { max_retries: number; max_retry_after_seconds: number }
    cases: Array<{
      name: string
      policy?: V['default_policy']
      attempt: {
        method: string
        status: number | null
        error: 'connection' | 'timeout' | null
        headers: Record<string, string>
        body: unknown
        retries_done: number
        elapsed_ms: number
      }
      expect: {
        retry: boolean
        reason: string
        delay_ms?: [number, number]
        maybe_executed?: boolean
        retry_after_seconds?: number
      }
    }>
  }
  const v = load<V>('retry-decisions.json')
  it('has cases', () => expect(v.cases.length).toBeGreaterThanOrEqual(30))
  for (const c of v.cases) {
    it(c.name, () => {
      const p = c.policy ?? v.default_policy
      const policy: RetryPolicy = { maxRetries: p.max_retries, maxRetryAfterSeconds: p.max_retry_after_seconds }
      const a = c.attempt
      const d = decideRetry(
        {
          method: a.method,
          status: a.status,
          error: a.error,
          headers: a.headers,
          body: a.body,
          retriesDone: a.retries_done,
          elapsedMs: a.elapsed_ms,
        },
        policy,
      )
      expect({
        retry: d.retry,
        reason: d.reason,
        delay: d.delayMs ?? null,
        maybeExecuted: d.maybeExecuted ?? false,
        retryAfter: d.retryAfterSeconds ?? null,
      }).toEqual({
        retry: c.expect.retry,
        reason: c.expect.reason,
        delay: c.expect.delay_ms ?? null,
        maybeExecuted: c.expect.maybe_executed ?? false,
        retryAfter: c.expect.retry_after_seconds ?? null,
      })
    })
  }
})

describe('conformance: pagination', () => {
  const v = load<{
    cases: Array<{
      name: string
      limit: number
      start_offset: number
      pages: Array<{ count: number; has_more: boolean }>
      expect_offsets: number[]
      expect_items: number
    }>
  }>('pagination.json')
  for (const c of v.cases) {
    it(c.name, async () => {
      const offsets: number[] = []
      let served = 0
      const fetch = async (input: string) => {
        const u = new URL(input)
        const offset = Number(u.searchParams.get('offset'))
        offsets.push(offset)
        expect(u.searchParams.get('limit')).toBe(String(c.limit))
        const page = c.pages[served++]
        if (!page) throw new Error('asked for a page past the end')
        const data = Array.from({ length: page.count }, (_, i) => ({ id: `key_${offset + i}` }))
        return new Response(JSON.stringify({ data, has_more: page.has_more }), {
          headers: { 'content-type': 'application/json' },
        })
      }
      const client = new SkillsConnect({ apiKey: 'sk_test', baseUrl: 'http://sdk.test', fetch })
      const items: string[] = []
      for await (const k of client.connectKeys.list({ limit: c.limit, offset: c.start_offset })) items.push(k.id)
      expect(offsets).toEqual(c.expect_offsets)
      expect(items).toHaveLength(c.expect_items)
      expect(new Set(items).size).toBe(items.length)
    })
  }
})

describe('conformance: sequence pagination', () => {
  const v = load<{
    cases: Array<{
      name: string
      limit: number
      start_after_seq: number
      pages: Array<{ count: number; has_more: boolean; next_after_seq: number }>
      expect_after_seqs: number[]
      expect_items: number
    }>
  }>('pagination-seq.json')
  it('has cases', () => expect(v.cases.length).toBeGreaterThanOrEqual(6))
  for (const c of v.cases) {
    it(c.name, async () => {
      const afterSeqs: number[] = []
      let served = 0
      const fetch = async (input: string) => {
        const u = new URL(input)
        expect(u.pathname).toBe('/api/v1/topics/top_1/conversations/conv_1/messages')
        const after = Number(u.searchParams.get('after_seq'))
        afterSeqs.push(after)
        expect(u.searchParams.get('limit')).toBe(String(c.limit))
        const page = c.pages[served++]
        if (!page) throw new Error('asked for a page past the end')
        const messages = Array.from({ length: page.count }, (_, i) => ({ id: `msg_${after}_${i}` }))
        return new Response(
          JSON.stringify({
            conversation_id: 'conv_1',
            messages,
            has_more: page.has_more,
            next_after_seq: page.next_after_seq,
            pending: [],
          }),
          { headers: { 'content-type': 'application/json' } },
        )
      }
      const client = new SkillsConnect({ apiKey: 'sk_test', baseUrl: 'http://sdk.test', fetch })
      const items: string[] = []
      for await (const m of client.topics.conversations.messages('top_1', 'conv_1', {
        limit: c.limit,
        after_seq: c.start_after_seq,
      }))
        items.push(m.id)
      expect(afterSeqs).toEqual(c.expect_after_seqs)
      expect(items).toHaveLength(c.expect_items)
    })
  }
})

describe('conformance: SSE parsing', () => {
  const v = load<{
    cases: Array<{ name: string; chunks: string[]; expect: Array<{ event: string; data: string; id: string | null }> }>
  }>('sse.json')
  for (const c of v.cases) {
    it(c.name, () => {
      const d = new SSEDecoder()
      const got = c.chunks
        .flatMap((ch) => d.push(ch))
        .concat(d.end())
        .map(({ event, data, id }) => ({ event, data, id }))
      expect(got).toEqual(c.expect)
    })
  }
})
