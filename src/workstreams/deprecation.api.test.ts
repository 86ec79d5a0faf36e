// Deprecated names of workplans over HTTP (issue 25 §3; SPEC-DECISIONS "Versioning"): a /blueprints route links the
// matching /workplans resource (not the collection), and a request using the deprecated `blueprint_id` field is
// answered with Deprecation and a Link (rel="deprecation") to the description naming its successor; template_id
// alone carries neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestServer } from '../testing/test-server.ts'
import { CLOSE_TASKS, org, startServer, workplanOf, type Org } from './testing/api.ts'

const SINCE = `@${Date.parse('2026-04-24T00:00:00Z') / 1000}`

describe('deprecated workplan names', () => {
  let srv: TestServer
  let o: Org
  let templateId: string
  let workplanId: string
  beforeAll(async () => {
    ;({ srv } = await startServer())
    o = await org(srv)
    ;({ templateId, workplanId } = await workplanOf(srv, o, CLOSE_TASKS))
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('/blueprints/{id} routes link their own successor resource', async () => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['GET', '/write-status'],
      ['GET', '/triggers'],
      ['PATCH', ''],
    ] as const) {
      const r = await call(srv.url, `/api/v1/workstreams/blueprints/${workplanId}${suffix}`, {
        token: o.adminKey,
        method,
        ...(method === 'PATCH' ? { body: { name: 'Renamed' } } : {}),
      })
      expect(r.status, `${method} ${suffix}`).toBe(200)
      expect(r.headers.get('deprecation')).toBe(SINCE)
      expect(r.headers.get('link')).toBe(
        `</api/v1/workstreams/workplans/${workplanId}${suffix}>; rel="successor-version"`,
      )
    }
    const list = await call(srv.url, '/api/v1/workstreams/blueprints', { token: o.adminKey })
    expect(list.headers.get('link')).toBe('</api/v1/workstreams/workplans>; rel="successor-version"')
  })

  it('a request using blueprint_id gets Deprecation and a deprecation Link; template_id alone gets neither', async () => {
    const viaAlias = await call<{ id: string; template_id: string }>(srv.url, '/api/v1/workstreams/workplans', {
      token: o.adminKey,
      body: { name: 'Alias', client_id: o.clientId, blueprint_id: templateId },
    })
    expect(viaAlias.status).toBe(201)
    expect(viaAlias.body.template_id).toBe(templateId)
    expect(viaAlias.headers.get('deprecation')).toBe(SINCE)
    expect(viaAlias.headers.get('link')).toBe('</openapi.json>; rel="deprecation"; type="application/json"')
    const plain = await call(srv.url, '/api/v1/workstreams/workplans', {
      token: o.adminKey,
      body: { name: 'Plain', client_id: o.clientId, template_id: templateId },
    })
    expect(plain.status).toBe(201)
    expect(plain.headers.get('deprecation')).toBeNull()
    expect(plain.headers.get('link')).toBeNull()
    // Both deprecated: the old route and the old field, one Deprecation and both links.
    const both = await call(srv.url, '/api/v1/workstreams/blueprints', {
      token: o.adminKey,
      body: { name: 'Both', client_id: o.clientId, blueprint_id: templateId },
    })
    expect(both.status).toBe(201)
    expect(both.headers.get('deprecation')).toBe(SINCE)
    expect(both.headers.get('link')).toBe(
      '</api/v1/workstreams/workplans>; rel="successor-version", </openapi.json>; rel="deprecation"; type="application/json"',
    )
  })

  it('the published description documents the field as deprecated with its successor, and the headers a request using it gets', async () => {
    const spec = (
      await call<{ components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> } }>(
        srv.url,
        '/openapi.json',
      )
    ).body
    expect(spec.components.schemas.WorkplanCreate!.properties.blueprint_id).toMatchObject({
      deprecated: true,
      'x-deprecated-since': '2026-04-24',
      'x-successor': 'template_id',
    })
    const create = (
      spec as unknown as {
        paths: Record<string, { post: { responses: Record<string, { headers?: Record<string, unknown> }> } }>
      }
    ).paths['/api/v1/workstreams/workplans']!.post
    expect(Object.keys(create.responses['201']!.headers ?? {})).toEqual(expect.arrayContaining(['Deprecation', 'Link']))
  })
})
