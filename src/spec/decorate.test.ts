// decorate() on small documents: what it adds to an idempotent operation, and that it never adds a parameter the
// operation (or its path item) already declares (a repeated name + in is invalid OpenAPI, and openapi-python-client
// drops such an operation).
import { describe, expect, it } from 'vitest'
import type { OpenApiDocument } from './openapi-document.ts'
import { decorate } from './decorate.ts'

const IDEMPOTENCY = { $ref: '#/components/parameters/IdempotencyKey' }

function docWith(op: Record<string, unknown>, pathParameters?: unknown[]): OpenApiDocument {
  return {
    openapi: '3.1.0',
    paths: {
      '/things': {
        ...(pathParameters ? { parameters: pathParameters } : {}),
        post: { 'x-idempotent': true, responses: { '201': { description: 'made' } }, ...op },
      },
    },
    components: {
      parameters: {
        IdempotencyKey: { name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } },
        ServiceVersion: { name: 'Service-Version', in: 'header', schema: { type: 'string' } },
      },
      responses: {
        TooManyRequests: { description: 'slow down' },
        Forbidden: { description: 'no' },
        Conflict: { description: 'busy' },
      },
    },
  }
}
const params = (d: OpenApiDocument) => (d.paths['/things']!.post as { parameters?: unknown[] }).parameters

describe('decorate', () => {
  it('adds Idempotency-Key, 409 and the replay headers to an idempotent operation', () => {
    const d = docWith({ parameters: [{ $ref: '#/components/parameters/ServiceVersion' }] })
    decorate(d)
    expect(params(d)).toEqual([{ $ref: '#/components/parameters/ServiceVersion' }, IDEMPOTENCY])
    const rs = (d.paths['/things']!.post as { responses: Record<string, { headers?: Record<string, unknown> }> })
      .responses
    expect(Object.keys(rs)).toEqual(['201', '403', '409', '429'])
    expect(Object.keys(rs['201']!.headers!)).toEqual(
      expect.arrayContaining(['X-Idempotent-Replayed', 'Idempotency-Key']),
    )
  })

  it('does not add Idempotency-Key again when the operation declares it, by $ref or inline in any letter case', () => {
    for (const declared of [IDEMPOTENCY, { name: 'idempotency-key', in: 'header', schema: { type: 'string' } }]) {
      const d = docWith({ parameters: [declared] })
      decorate(d)
      expect(params(d)).toEqual([declared])
    }
  })

  it('does not add it when the path item declares it', () => {
    const d = docWith({}, [IDEMPOTENCY])
    decorate(d)
    expect(params(d)).toBeUndefined()
  })

  it('still adds it beside a query parameter of the same name', () => {
    const query = { name: 'Idempotency-Key', in: 'query', schema: { type: 'string' } }
    const d = docWith({ parameters: [query] })
    decorate(d)
    expect(params(d)).toEqual([query, IDEMPOTENCY])
  })
})
