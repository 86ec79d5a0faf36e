// Self-test of the contract harness: Prism, run exactly as the suite runs it and with the same document, in
// front of a deliberately wrong upstream. Proves that the request helper fails a test on every kind of
// violation the suite relies on (body type, leaked field under additionalProperties:false, undocumented
// status, unknown error code, broken skill output), and on requests Prism answers itself. Without this, a
// proxy that silently validated nothing would make the contract suite pass.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPrismProxy, type PrismProxy } from './support/prism.ts'
import { ContractViolation, createClient, decodeViolations, ExerciseLog, type Client } from './support/client.ts'
import { SpecOperations } from './support/spec-operations.ts'

const spec = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'src', 'generated', 'openapi.json'), 'utf8'),
) as { paths: Record<string, Record<string, unknown>> }

const KEY = {
  id: 'key_1',
  name: 'n',
  obfuscated_value: 'sk_…abcd',
  last_used_at: null,
  permissions: [],
  created_at: '2026-04-24T00:00:00.000Z',
  updated_at: '2026-04-24T00:00:00.000Z',
  workspace_id: null,
  rate_limit_per_minute: null,
  description: null,
  environment: 'sandbox',
  created_by_user_id: null,
  rotated_from_key_id: null,
  expires_at: null,
  revoked_at: null,
}
const HEALTH = {
  status: 'ok',
  version: '2026-04-24',
  store: { kind: 'embedded', status: 'ok' },
  redis: { status: 'not_configured' },
  rate_limits: { mode: 'local' },
}
const envelope = (code: string) => ({
  error: { type: 'invalid_request_error', code, message: 'm', correlation_id: 'req_x' },
})

// What the wrong upstream answers, per path: [status, body, extra headers (null drops a default one)].
const ANSWERS: Record<string, [number, unknown, Record<string, string | null>?]> = {
  '/health': [200, HEALTH],
  '/api/v1/connect-keys/key_ok': [200, KEY],
  '/api/v1/connect-keys/key_leak': [200, { ...KEY, value: `sk_${'a'.repeat(49)}` }],
  '/api/v1/connect-keys/key_badtype': [200, { ...KEY, expires_at: 1767225600 }],
  '/api/v1/connect-keys/key_badenum': [404, envelope('no_such_code')],
  '/api/v1/auth/me': [418, envelope('route_not_found')],
  '/api/v1/skills/identifiers.validate/invoke': [
    200,
    { skill: 'identifiers.validate', output: { stub_fields: [], warnings: [] }, correlation_id: 'req_x' },
  ],
  '/api/v1/skills': [200, { skills: [], has_more: false }, { 'service-version': 'none' }],
  '/api/v1/connect-keys/key_norl': [200, KEY, { ratelimit: null }],
  '/api/v1/connect-keys/key_rlint': [200, KEY, { 'x-ratelimit-remaining': 'plenty' }],
  '/api/v1/connect-keys/key_rlskew': [200, KEY, { 'x-ratelimit-remaining': '7' }],
  '/api/v1/connect-keys/key_rlreset': [200, KEY, { 'x-ratelimit-reset': '1000000000' }],
  '/api/v1/connect-keys/key_badretry': [
    403,
    envelope('RATE_LIMIT.USER'),
    { 'retry-after': 'soon', 'x-should-retry': 'maybe' },
  ],
}

/** Well-formed, consistent rate-limit headers as of now (the suite fails a response without them). */
function rateLimitHeaders(): Record<string, string> {
  const reset = Math.ceil(Date.now() / 1000) + 60
  return {
    'x-ratelimit-limit': '120',
    'x-ratelimit-remaining': '119',
    'x-ratelimit-reset': String(reset),
    'ratelimit-policy': '"ip";q=120;w=60',
    ratelimit: '"ip";r=119;t=60',
  }
}

describe('contract harness self-test (Prism in front of a wrong upstream)', () => {
  let upstream: http.Server
  let prism: PrismProxy
  let proxy: Client

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        const [status, body, headers] = ANSWERS[(req.url ?? '').split('?')[0]!] ?? [500, envelope('internal_error')]
        const all: Record<string, string | null> = {
          'content-type': 'application/json',
          'x-correlation-id': 'req_x',
          'service-version': '2026-04-24',
          ...rateLimitHeaders(),
          ...headers,
        }
        res.writeHead(
          status,
          Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== null)),
        )
        res.end(JSON.stringify(body))
      })
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()))
    prism = await startPrismProxy({ spec, upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` })
    proxy = createClient({
      baseUrl: prism.url,
      via: 'proxy',
      operations: new SpecOperations(spec),
      log: new ExerciseLog(),
      prismOutput: () => prism.output(),
    })
  }, 90_000)

  afterAll(async () => {
    await prism?.close()
    await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()))
  }, 30_000)

  const token = `sk_${'b'.repeat(49)}`

  it('passes conforming responses (control)', async () => {
    expect((await proxy('/health')).status).toBe(200)
    expect((await proxy('/api/v1/connect-keys/key_ok', { token })).status).toBe(200)
  })

  it.each([
    ['a field leaked past additionalProperties: false', '/api/v1/connect-keys/key_leak', /value/],
    ['a number where string|null is documented (3.1 type array)', '/api/v1/connect-keys/key_badtype', /expires_at/],
    ['an error code outside the documented enum', '/api/v1/connect-keys/key_badenum', /code/],
    [
      'an undocumented status (only an sl-violations warning)',
      '/api/v1/auth/me',
      /Unable to match the returned status code/,
    ],
    ['a response header breaking its documented pattern', '/api/v1/skills', /service-version/i],
    ['a response without the RateLimit header', '/api/v1/connect-keys/key_norl', /missing RateLimit\b/],
    [
      'a rate-limit header that is not an integer (Prism checks the declared schema)',
      '/api/v1/connect-keys/key_rlint',
      /response\.header\.x-ratelimit-remaining \(type\)/,
    ],
    [
      'Retry-After / x-should-retry outside their declared schemas',
      '/api/v1/connect-keys/key_badretry',
      /response\.header\.x-should-retry \(enum\)/,
    ],
    [
      'X-RateLimit-Remaining disagreeing with RateLimit r=',
      '/api/v1/connect-keys/key_rlskew',
      /RateLimit r=119 differs from X-RateLimit-Remaining 7/,
    ],
    [
      'an X-RateLimit-Reset that is not now + RateLimit t=',
      '/api/v1/connect-keys/key_rlreset',
      /X-RateLimit-Reset 1000000000/,
    ],
  ])('fails the test for %s', async (_what, p, pattern) => {
    const err = await proxy(p, { token }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(ContractViolation)
    expect(String(err)).toMatch(pattern)
  })

  it("fails the test for skill output that breaks the skill's own output schema", async () => {
    const err = await proxy('/api/v1/skills/identifiers.validate/invoke', {
      token,
      body: { identifiers: [{ scheme: 'au_abn', value: '1' }] },
    }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(ContractViolation)
    expect(String(err)).toMatch(/results/)
  })

  it('fails the test when Prism answers a request itself (no credential), unless the test expects it', async () => {
    const err = await proxy('/api/v1/auth/me').then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(ContractViolation)
    expect(String(err)).toMatch(/answered .* itself/)
    expect((await proxy('/api/v1/auth/me', { expectPrismAnswer: true })).status).toBe(401)
  })
})

describe('decodeViolations', () => {
  it('decodes the sl-violations header, including a truncated one', () => {
    const items = [{ location: ['response', 'body', 'x'], severity: 'Error', code: 'type', message: 'must be string' }]
    expect(decodeViolations(200, new Headers({ 'sl-violations': JSON.stringify(items) }), {})).toContain(
      '[Error] response.body.x (type): must be string',
    )
    expect(
      decodeViolations(
        200,
        new Headers({ 'sl-violations': `Too many violations! ${JSON.stringify(items).slice(0, 20)}` }),
        {},
      ),
    ).toMatch(/sl-violations/)
  })

  it('decodes a Prism 500 VIOLATIONS problem body', () => {
    const body = {
      type: 'https://stoplight.io/prism/errors#VIOLATIONS',
      status: 500,
      validation: [
        { location: ['response', 'body'], severity: 'Error', code: 'required', message: 'must have required property' },
      ],
    }
    expect(decodeViolations(500, new Headers(), body)).toContain('must have required property')
  })

  it('returns null for a clean response', () => {
    expect(decodeViolations(200, new Headers(), { ok: true })).toBeNull()
    expect(decodeViolations(500, new Headers(), envelope('internal_error'))).toBeNull()
  })
})
