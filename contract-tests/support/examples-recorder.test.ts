// The recorder of the served document's examples: redaction (stable, format-keeping placeholders; no live secret
// left) and what it writes where (one fixture per operation and error status, skill outputs beside their inputs).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FAKE_JWT, keptValues, Redactor, unredacted } from './redact.ts'
import { writeFixtures, type RecordedExchange } from './examples-recorder.ts'
import type { OpenApiDocument } from '../../src/spec/index.ts'

const KEY = `sk_${'aB3'.repeat(15)}xY9z`

describe('Redactor', () => {
  it('replaces keys, secrets, ids, UUIDs, JWTs and loopback URLs by placeholders of the same shape, the same value by the same one', () => {
    const r = new Redactor()
    const body = {
      id: 'key_Ab3dEfGhIjKlMnOpQrSt',
      rotated_from_key_id: 'key_Zz9yXwVuTsRqPoNmLkJi',
      again: 'key_Ab3dEfGhIjKlMnOpQrSt',
      value: KEY,
      obfuscated_value: 'sk_\u2026xY9z',
      secret: 'whsec_0123456789abcdefABCDEF0123456789',
      workspace_id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      correlation_id: 'req_0123456789abcdef0123456789abcdef',
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl',
      email: 'u_ab3defghijklmnopqrst@example.com',
      url: 'https://localhost:43117/hooks/x',
      link: 'http://127.0.0.1:39211/mcp',
      message: 'Key key_Ab3dEfGhIjKlMnOpQrSt was revoked.',
      name: 'contract search:read',
      scheme: 'validate_business_identifiers',
      conversation: 'conv__AuI4TbIyYPVyH4ZYG55',
      m: 'msg_ILcVCo_o9hS7pToxMRf4',
    }
    expect(r.redact(body)).toEqual({
      id: 'key_example0000000000001',
      rotated_from_key_id: 'key_example0000000000002',
      again: 'key_example0000000000001',
      value: `sk_ExampleKeyNotReal${'0'.repeat(31)}1`,
      obfuscated_value: 'sk_\u20260001',
      secret: `whsec_ExampleSecretNotReal${'0'.repeat(11)}1`,
      workspace_id: '00000000-0000-4000-a000-000000000001',
      correlation_id: `req_${'0'.repeat(31)}1`,
      token: FAKE_JWT,
      email: 'u_example0000000000001@example.com',
      url: 'https://hooks.example.com/hooks/x',
      link: 'http://localhost:8080/mcp',
      message: 'Key key_example0000000000001 was revoked.',
      name: 'contract search:read',
      scheme: 'validate_business_identifiers',
      conversation: 'conv_example0000000000001',
      m: 'msg_example0000000000001',
    })
    expect(`sk_ExampleKeyNotReal${'0'.repeat(31)}1`).toMatch(/^sk_[0-9A-Za-z]{49}$/)
    expect(unredacted(r.redact(body))).toEqual([])
    expect(new Set(unredacted(body))).toEqual(
      new Set([
        KEY,
        body.secret,
        body.token,
        body.id,
        body.rotated_from_key_id,
        body.correlation_id,
        body.email.split('@')[0],
        body.conversation,
        body.m,
      ]),
    )
  })

  it('moves date-times to a fixed origin in whole minutes from the earliest, in their own precision', () => {
    const r = new Redactor()
    const body = {
      created_at: '2031-03-04T05:06:07.891Z',
      updated_at: '2031-03-04T05:06:07.999Z',
      expires_at: '2031-04-03T05:06:08.100Z',
      at: '2031-03-04T05:16:07Z',
    }
    r.scanTimes(body)
    expect(r.redact(body)).toEqual({
      created_at: '2026-01-15T09:30:00.000Z',
      updated_at: '2026-01-15T09:30:00.000Z',
      expires_at: '2026-02-14T09:30:00.000Z',
      at: '2026-01-15T09:40:00Z',
    })
  })

  it("keeps what the skills' examples name, and hand-made UUIDs", () => {
    const keep = keptValues(['{"client_id": "3B0F6F0E-7c1a-4d2b-9e5f-1a2b3c4d5e6f", "as_of": "2025-06-30T00:00:00Z"}'])
    const r = new Redactor(keep)
    expect(
      r.redact([
        '3b0f6f0e-7c1a-4d2b-9e5f-1a2b3c4d5e6f',
        '2025-06-30T00:00:00Z',
        '00000000-0000-4000-8000-00000000c10e',
      ]),
    ).toEqual(['3b0f6f0e-7c1a-4d2b-9e5f-1a2b3c4d5e6f', '2025-06-30T00:00:00Z', '00000000-0000-4000-8000-00000000c10e'])
  })
})

describe('the committed fixtures', () => {
  it('hold no live-looking credential and no id of a recording run', () => {
    const root = path.join(import.meta.dirname, '..', '..')
    const files = [
      ...['operations', 'errors'].flatMap((d) => {
        const dir = path.join(root, 'response-examples', d)
        return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : []
      }),
      ...fs.readdirSync(path.join(root, 'skills')).flatMap((s) => {
        const dir = path.join(root, 'skills', s, 'examples', 'outputs')
        return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : []
      }),
    ]
    expect(files.length).toBeGreaterThan(0)
    const found = files.flatMap((f) =>
      unredacted(JSON.parse(fs.readFileSync(f, 'utf8'))).map((x) => `${path.relative(root, f)}: ${x}`),
    )
    expect(found, found.join('\n')).toEqual([])
  })
})

describe('writeFixtures', () => {
  let root: string | undefined
  afterEach(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  const json = (schema: unknown, extra: object = {}) => ({ content: { 'application/json': { schema, ...extra } } })
  const doc = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/keys': {
        get: {
          operationId: 'listKeys',
          responses: {
            '200': json({ type: 'object' }),
            '400': { $ref: '#/components/responses/NotFound' },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
        post: {
          operationId: 'createKey',
          requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
          responses: { '201': json({ type: 'object' }), '400': { $ref: '#/components/responses/NotFound' } },
        },
      },
      '/hand': {
        get: {
          operationId: 'hand',
          responses: { '200': json({ type: 'object' }, { examples: { x: { value: {} } } }) },
        },
      },
      '/skills/a.skill/invoke': {
        post: { operationId: 'invoke_a', 'x-skill-name': 'a.skill', responses: { '200': json({ type: 'object' }) } },
      },
    },
    components: { responses: { NotFound: json({ $ref: '#/components/schemas/ErrorResponse' }) } },
  } as unknown as OpenApiDocument
  const ex = (
    e: Partial<RecordedExchange> & Pick<RecordedExchange, 'operationId' | 'status' | 'body'>,
  ): RecordedExchange => ({ mediaType: 'application/json', test: 'a test', ...e })

  it("writes the richest 2xx of at most 8 kB per operation (a page's list cut to 3), its request, errors by status and code, and skill outputs by example", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-recorder-'))
    fs.mkdirSync(path.join(root, 'skills', 'a.skill', 'examples'), { recursive: true })
    fs.writeFileSync(
      path.join(root, 'skills', 'a.skill', 'examples', 'first.json'),
      JSON.stringify({ summary: 's', input: { n: 1 } }),
    )
    const written = writeFixtures(
      [
        ex({ operationId: 'listKeys', status: 200, body: { data: [] } }),
        ex({
          operationId: 'listKeys',
          status: 200,
          body: { data: [{ big: 'x'.repeat(9000), a: 1, b: 2, c: 3, d: 4 }] },
          test: 'too large',
        }),
        ex({
          operationId: 'listKeys',
          status: 200,
          body: { data: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ n })), has_more: true },
          test: 'the full one',
        }),
        ex({
          operationId: 'createKey',
          status: 201,
          body: { value: KEY, scopes: [1, 2, 3, 4, 5, 6] },
          request: { mediaType: 'application/json', body: { name: 'n' } },
        }),
        ex({
          operationId: 'createKey',
          status: 400,
          body: { error: { code: 'unknown_permissions', message: 'a longer message' } },
        }),
        ex({
          operationId: 'createKey',
          status: 400,
          body: { error: { code: 'unknown_permissions', message: 'short' } },
        }),
        ...['a', 'b', 'c'].map((code) =>
          ex({ operationId: 'createKey', status: 400, body: { error: { code: `rare_${code}`, message: 'm' } } }),
        ),
        ex({
          operationId: 'listKeys',
          status: 400,
          body: { error: { code: 'unknown_permissions', message: 'short' } },
        }),
        ex({ operationId: 'hand', status: 200, body: { a: 1 } }),
        ex({ operationId: 'gone', status: 200, body: { a: 1 } }),
        ex({
          operationId: 'invoke_a',
          status: 200,
          body: { skill: 'a.skill', output: { ok: true }, correlation_id: 'req_x' },
          request: { mediaType: 'application/json', body: { n: 1 } },
        }),
        ex({
          operationId: 'invoke_a',
          status: 200,
          body: { skill: 'a.skill', output: { other: true } },
          request: { mediaType: 'application/json', body: { n: 2 } },
        }),
      ],
      { root, served: doc, base: doc },
    )
    const read = (f: string) => JSON.parse(fs.readFileSync(path.join(root!, f), 'utf8')) as unknown
    expect(written.map((f) => path.relative(root!, f)).sort()).toEqual([
      'response-examples/errors/400.json',
      'response-examples/operations/createKey.json',
      'response-examples/operations/listKeys.json',
      'skills/a.skill/examples/outputs/first.json',
    ])
    expect(read('response-examples/operations/listKeys.json')).toEqual({
      responses: {
        '200': {
          'application/json': {
            default: { summary: 'the full one', value: { data: [{ n: 1 }, { n: 2 }, { n: 3 }], has_more: true } },
          },
        },
      },
    })
    expect(read('response-examples/operations/createKey.json')).toEqual({
      request: { 'application/json': { default: { summary: 'a test', value: { name: 'n' } } } },
      responses: {
        '201': {
          'application/json': {
            default: {
              summary: 'a test',
              value: { value: `sk_ExampleKeyNotReal${'0'.repeat(31)}1`, scopes: [1, 2, 3, 4, 5, 6] },
            },
          },
        },
      },
    })
    // The 3 codes most operations answered with (unknown_permissions: 2), then by name.
    expect(read('response-examples/errors/400.json')).toEqual({
      unknown_permissions: { summary: 'a test', value: { error: { code: 'unknown_permissions', message: 'short' } } },
      rare_a: { summary: 'a test', value: { error: { code: 'rare_a', message: 'm' } } },
      rare_b: { summary: 'a test', value: { error: { code: 'rare_b', message: 'm' } } },
    })
    expect(read('skills/a.skill/examples/outputs/first.json')).toEqual({ ok: true })
    // A second run with the same answers changes nothing.
    expect(
      writeFixtures(
        [
          ex({
            operationId: 'listKeys',
            status: 200,
            body: { data: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ n })), has_more: true },
            test: 'the full one',
          }),
        ],
        { root, served: doc, base: doc },
      ),
    ).toEqual([])
  })
})
