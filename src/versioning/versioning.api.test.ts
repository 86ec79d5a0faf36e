// Versions over real HTTP: a test version proves that adding a dated change is one entry, that clients pinned
// before it keep their shapes both ways, and that the latest is served when no version is sent. Deprecated
// skills answer with Deprecation and Link headers.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { Versioning, VERSIONS } from './index.ts'

const FIXTURES = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills')

const withTestVersion = new Versioning([
  ...VERSIONS,
  {
    date: '2099-01-01',
    changes: [
      {
        description: 'The catalogue list moved from `data` to `skills` (older clients keep `data`).',
        operations: ['listSkills'],
        response: (b) => {
          const { skills, ...rest } = b as Record<string, unknown>
          return { ...rest, data: skills }
        },
      },
      {
        description: 'Key creation takes `name` instead of `label`.',
        operations: ['createConnectKey'],
        request: (b) => {
          const { label, ...rest } = b as Record<string, unknown>
          return label === undefined ? b : { ...rest, name: label }
        },
      },
    ],
  },
])

describe('versions over HTTP', () => {
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer({ versioning: withTestVersion, env: { SKILLS_DIR: FIXTURES } })
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('serves the latest when no version is sent, and echoes it', async () => {
    const r = await call(srv.url, '/api/v1/skills', { token: t.adminKey })
    expect(r.headers.get('service-version')).toBe('2099-01-01')
    expect(r.body).toHaveProperty('skills')
    expect(r.body).not.toHaveProperty('data')
  })

  it('keeps the older response shape for clients pinned before the change', async () => {
    const r = await call(srv.url, '/api/v1/skills', { token: t.adminKey, headers: { 'service-version': '2026-04-24' } })
    expect(r.status).toBe(200)
    expect(r.headers.get('service-version')).toBe('2026-04-24')
    expect(r.body).toHaveProperty('data')
    expect(r.body).not.toHaveProperty('skills')
    expect((r.body.data as unknown[]).length).toBe(4)
  })

  it('upgrades older request shapes before the operation sees them', async () => {
    const old = await call(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { label: 'from an old client' },
      headers: { 'service-version': '2026-04-24' },
    })
    expect(old.status).toBe(201)
    expect(old.body.name).toBe('from an old client')
    const latest = await call(srv.url, '/api/v1/connect-keys', { token: t.adminKey, body: { label: 'x' } })
    expect(latest.status).toBe(422)
    expect(latest.body.error).toMatchObject({ code: 'validation_error' })
  })

  it('marks a deprecated skill with Deprecation and Link to its successor, and still runs it', async () => {
    const r = await call(srv.url, '/api/v1/skills/legacy.fixture/invoke', { token: t.adminKey, body: { text: 'hi' } })
    expect(r.status).toBe(200)
    expect(r.headers.get('deprecation')).toBe(`@${Date.UTC(2026, 3, 24) / 1000}`)
    expect(r.headers.get('link')).toBe('</api/v1/skills/echo.fixture/invoke>; rel="successor-version"')
    const bySlug = await call(srv.url, '/api/v1/skills/legacy_fixture/invoke', {
      token: t.adminKey,
      body: { text: 'hi' },
    })
    expect(bySlug.headers.get('deprecation')).not.toBeNull()
    const current = await call(srv.url, '/api/v1/skills/echo.fixture/invoke', {
      token: t.adminKey,
      body: { text: 'hi' },
    })
    expect(current.headers.get('deprecation')).toBeNull()
    const op = srv.services.spec.paths['/api/v1/skills/legacy.fixture/invoke']!.post as Record<string, unknown>
    expect(op).toMatchObject({ deprecated: true, 'x-successor': '/api/v1/skills/echo.fixture/invoke' })
  })
})
