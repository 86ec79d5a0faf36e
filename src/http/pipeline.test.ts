// The request pipeline over real HTTP: envelope everywhere, precise codes and params, size and media-type
// limits, versioning, invalid skill output, and response validation (SPEC-DECISIONS "Errors").
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, buildMcpDoor, buildOAuthDoor, buildWebDoor } from '../app.ts'
import { messageClasses } from './index.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

const FIXTURE_SKILLS = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills')

describe('request pipeline', () => {
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer({ env: { SKILLS_DIR: FIXTURE_SKILLS, BODY_LIMIT_BYTES: '2048' } })
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const echo = (body: unknown, o: { headers?: Record<string, string>; rawBody?: string } = {}) =>
    call(srv.url, '/api/v1/skills/echo.fixture/invoke', { token: t.adminKey, body, ...o })

  it("requests built with the app's own classes keep their prototype; Node's own get the app's on arrival", async () => {
    const app = buildApp(srv.services)
    const classes = messageClasses(app)!
    const seen: { own: boolean; proto: unknown; path: string }[] = []
    const watch = (expected: 'own' | 'node') => (req: IncomingMessage, res: ServerResponse) => {
      const before = Object.getPrototypeOf(req)
      res.once('finish', () =>
        seen.push({
          own: before === Object.getPrototypeOf(req) && expected === 'own',
          proto: Object.getPrototypeOf(req),
          path: (req as unknown as { path: string }).path,
        }),
      )
      app(req, res)
    }
    for (const [kind, server] of [
      ['own', http.createServer({ ...classes }, watch('own'))],
      ['node', http.createServer(watch('node'))],
    ] as const) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const r = await call(url, '/api/v1/skills/echo.fixture/invoke', { token: t.adminKey, body: { text: 'hi' } })
      expect(r.status).toBe(200)
      expect(r.body.output).toMatchObject({ echo: 'hi' })
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      const last = seen.at(-1)!
      // express's helpers (req.path) work either way; only the Node-built request had its prototype changed
      expect(last.path).toBe('/api/v1/skills/echo.fixture/invoke')
      if (kind === 'own') {
        expect(last.own).toBe(true)
        expect(last.proto).toBe(classes.IncomingMessage.prototype)
      } else {
        expect(last.proto).toBe(app.request)
      }
    }
  })

  it('a mounted door is offered only paths its pattern matches, and its pattern covers every path it serves', async () => {
    const oauth = buildOAuthDoor(srv.services)!
    const doors = [buildWebDoor(srv.services, oauth), oauth, buildMcpDoor(srv.services)]
    const served = [
      '/auth/sign-in',
      '/auth/signed-in',
      '/auth/sign-in/link',
      '/auth/sign-in/oidc/1',
      '/auth/callback/oidc/1',
      '/oauth/interaction/abc',
      '/oauth/interaction/abc/login',
      '/.well-known/oauth-authorization-server',
      '/.well-known/openid-configuration',
      '/oauth/token',
      '/oauth/authorize',
      '/oauth/register',
      '/oauth/jwks',
      '/oauth/revoke',
      '/mcp',
      '/mcp/',
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp',
      '/docs',
      '/docs/',
      '/docs/changelog',
      '/docs/assets/swagger-ui-dist@5.35.0/swagger-ui.css',
    ]
    const others = [
      '/api/v1/skills/identifiers.validate/invoke',
      '/api/v1/me',
      '/health',
      '/',
      '/openapi.json',
      '/mcpx',
      '/mcp/x',
      '/authx/sign-in',
      '/.well-known/other',
      '/portal',
      '/api/v1/oauth/token',
      '/docsx',
      '/api/v1/docs',
    ]
    let accepted = 0
    for (const p of [...served, ...others]) {
      for (const m of ['GET', 'POST']) {
        const by = doors.filter((d) => d.serves(m, p))
        // what a door accepts, its pattern matches (else the HTTP door would never offer it the path)
        for (const d of by) expect(d.pathPattern.test(p), `${d.name} serves ${m} ${p} outside its pattern`).toBe(true)
        if (by.length) accepted++
      }
    }
    expect(accepted).toBeGreaterThanOrEqual(served.length)
    // and no door claims a REST path, so REST calls skip them all
    for (const p of others.filter((x) => x.startsWith('/api/')))
      for (const d of doors) expect(d.pathPattern.test(p)).toBe(false)
    // the paths the doors serve still reach them through the app (not the REST router's 404)
    for (const p of [
      '/.well-known/oauth-authorization-server',
      '/.well-known/oauth-protected-resource/mcp',
      '/auth/sign-in',
      '/docs',
      '/docs/changelog',
    ]) {
      expect((await call(srv.url, p)).status, p).toBe(200)
    }
  })

  it('every response carries a correlation id that the error body repeats', async () => {
    const r = await call(srv.url, '/nowhere')
    expect(r.status).toBe(404)
    const id = r.headers.get('x-correlation-id')
    expect(id).toMatch(/^req_/)
    expect(r.body.error).toMatchObject({ type: 'invalid_request_error', code: 'route_not_found', correlation_id: id })
  })

  it('405 with Allow for a known path and the wrong method', async () => {
    const r = await call(srv.url, '/api/v1/connect-keys', { method: 'PUT', token: t.adminKey, body: {} })
    expect(r.status).toBe(405)
    expect(r.headers.get('allow')).toBe('GET, POST, HEAD')
    expect(r.body.error).toMatchObject({ code: 'method_not_allowed' })
    const templated = await call(srv.url, '/api/v1/connect-keys/key_x/rotate', { method: 'GET', token: t.adminKey })
    expect(templated.status).toBe(405)
    expect(templated.headers.get('allow')).toBe('POST')
  })

  it('HEAD works wherever GET does; a malformed percent-escape in a path parameter is a 422 on that parameter', async () => {
    const head = await fetch(`${srv.url}/health`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const bad = await call(srv.url, '/api/v1/connect-keys/%zz', { token: t.adminKey })
    expect(bad.status).toBe(422)
    expect(bad.body.error).toMatchObject({ code: 'validation_error', param: 'key_id' })
    expect((await call(srv.url, '/api/v1/connect-keys/%zz')).status).toBe(401)
  })

  it('400 invalid_json for a malformed body, 413 over the limit, 415 for another media type', async () => {
    const bad = await echo(undefined, {
      rawBody: '{"text": "unterminated',
      headers: { 'content-type': 'application/json' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatchObject({ code: 'invalid_json', type: 'invalid_request_error' })
    const big = await echo({ text: 'x'.repeat(5000) })
    expect(big.status).toBe(413)
    expect(big.body.error).toMatchObject({ code: 'payload_too_large' })
    const form = await echo(undefined, {
      rawBody: 'text=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
    expect(form.body.error).toMatchObject({ code: 'unsupported_media_type' })
  })

  it('authenticates before reading a body, and ignores a body where the operation declares none', async () => {
    const anon = await call(srv.url, '/api/v1/skills/echo.fixture/invoke', { body: { text: 'x'.repeat(5000) } })
    expect(anon.status).toBe(401)
    const garbage = await call(srv.url, '/api/v1/auth/me', {
      method: 'GET',
      token: t.adminKey,
      rawBody: undefined,
      headers: { 'content-type': 'text/plain' },
    })
    expect(garbage.status).toBe(200)
    const flush = await call(srv.url, `/api/v1/connect-keys/${t.adminKeyId}/flush-cache`, {
      method: 'POST',
      token: t.adminKey,
      rawBody: 'not json at all',
      headers: { 'content-type': 'text/plain' },
    })
    expect(flush.status).toBe(204)
  })

  it('422 validation_error names the first failing field in param and lists details', async () => {
    const r = await echo({ text: 5, extra: true })
    expect(r.status).toBe(422)
    const e = r.body.error as { param: string; details: { loc: unknown[]; type: string }[] }
    expect(e).toMatchObject({ code: 'validation_error', type: 'invalid_request_error' })
    expect(['text', 'extra']).toContain(e.param)
    expect(e.details[0]!.loc[0]).toBe('body')
    const missing = await echo({})
    expect(missing.body.error).toMatchObject({ param: 'text', details: [{ loc: ['body', 'text'], type: 'missing' }] })
    const notObject = await echo([1, 2])
    expect(notObject.status).toBe(422)
    const noBody = await call(srv.url, '/api/v1/skills/echo.fixture/invoke', { method: 'POST', token: t.adminKey })
    expect(noBody.status).toBe(422)
    const skillSays = await echo({ text: 'x', mode: 'input_error' })
    expect(skillSays.status).toBe(422)
    expect(skillSays.body.error).toMatchObject({
      code: 'validation_error',
      param: 'text',
      details: [{ loc: ['body', 'text'], msg: 'must not be this', type: 'invalid_value' }],
    })
  })

  it('applies input defaults and output defaults (stub_fields, warnings)', async () => {
    const r = await echo({ text: 'hi' })
    expect(r.status).toBe(200)
    expect(r.body).toEqual({
      skill: 'echo.fixture',
      output: { echo: 'hi', mode: 'ok', stub_fields: [], warnings: [] },
      correlation_id: r.headers.get('x-correlation-id'),
    })
  })

  it('accepts the slug on the generic path', async () => {
    const r = await call(srv.url, '/api/v1/skills/echo_fixture/invoke', {
      token: t.adminKey,
      body: { text: 'via slug' },
    })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ skill: 'echo.fixture', output: { echo: 'via slug' } })
  })

  it('a handler returning invalid output yields a 500 envelope and a log line, never the invalid data', async () => {
    const r = await echo({ text: 'hi', mode: 'bad' })
    expect(r.status).toBe(500)
    expect(r.body).toEqual({
      error: {
        type: 'api_error',
        code: 'internal_error',
        message: 'An internal error occurred.',
        correlation_id: r.headers.get('x-correlation-id'),
      },
    })
    expect(r.text).not.toContain('"echo"')
    const line = srv.logs.find(
      (l) =>
        l.correlation_id === r.headers.get('x-correlation-id') &&
        String(l.msg).includes('does not match its output schema'),
    )
    expect(line).toMatchObject({ skill: 'echo.fixture', output_errors: ['/echo must be string'] })
  })

  it('a handler that throws yields a 500 whose body carries no internal detail', async () => {
    const r = await echo({ text: 'hi', mode: 'throw' })
    expect(r.status).toBe(500)
    expect(r.text).not.toContain('hunter2')
    expect(r.body.error).toMatchObject({ code: 'internal_error' })
    expect(srv.logs.some((l) => l.correlation_id === r.headers.get('x-correlation-id') && l.level === 50)).toBe(true)
  })

  it('echoes Service-Version; refuses malformed or unsupported versions with 400 invalid_service_version', async () => {
    const ok = await call(srv.url, '/health', { headers: { 'service-version': '2026-04-24' } })
    expect(ok.headers.get('service-version')).toBe('2026-04-24')
    const absent = await call(srv.url, '/health')
    expect(absent.headers.get('service-version')).toBe('2026-04-24')
    for (const v of ['2020-01-01', 'latest', '2026-4-24']) {
      const r = await call(srv.url, '/health', { headers: { 'service-version': v } })
      expect(r.status, v).toBe(400)
      expect(r.body.error).toMatchObject({
        code: 'invalid_service_version',
        param: 'Service-Version',
        supported_versions: ['2026-04-24'],
      })
      expect(r.headers.get('service-version')).toBe('2026-04-24')
    }
  })

  it('health reports the store and Redis, with no credential', async () => {
    const r = await call(srv.url, '/health')
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ status: 'ok', store: { kind: srv.services.stores.kind, status: 'ok' } })
    expect((r.body.redis as { status: string }).status).toBe(process.env.REDIS_URL ? 'ok' : 'not_configured')
  })

  it('the catalogue lists skills with their metadata and schema links', async () => {
    const r = await call(srv.url, '/api/v1/skills', { token: t.adminKey })
    expect(r.status).toBe(200)
    const skills = r.body.skills as { name: string }[]
    expect(skills.map((x) => x.name)).toEqual(['counter.fixture', 'echo.fixture', 'legacy.fixture', 'stream.fixture'])
    expect(r.body.has_more).toBe(false)
    expect(skills[1]).toEqual({
      name: 'echo.fixture',
      slug: 'echo_fixture',
      category: 'utility',
      cluster: '',
      streaming: false,
      advisory: false,
      writes: false,
      permission: 'search:read',
      summary: expect.any(String),
      description: expect.any(String),
      links: {
        invoke: '/api/v1/skills/echo.fixture/invoke',
        input_schema: '/openapi.json#/components/schemas/EchoFixtureInput',
        output_schema: '/openapi.json#/components/schemas/EchoFixtureOutput',
      },
    })
  })

  it('serves the bundled description at /openapi.json without a credential', async () => {
    const r = await call(srv.url, '/openapi.json')
    expect(r.status).toBe(200)
    expect(r.body.openapi).toBe('3.1.0')
    expect(Object.keys(r.body.paths as object)).toContain('/api/v1/skills/echo.fixture/invoke')
  })
})

describe('health when the store is down', () => {
  it('answers 503 with status down', async () => {
    const srv = await startTestServer()
    try {
      await srv.services.stores.close()
      const r = await call(srv.url, '/health')
      expect(r.status).toBe(503)
      expect(r.body).toMatchObject({ status: 'down', store: { status: 'down' } })
    } finally {
      await srv.close().catch(() => undefined)
    }
  }, 60_000) // starts a whole server inside the test: several seconds on a loaded 2-CPU machine
})
