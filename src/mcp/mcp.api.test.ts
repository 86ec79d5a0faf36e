// The MCP door over real HTTP: discovery and challenges (raw HTTP, so every header is visible), then the official
// SDK client of both protocol eras listing every skill as a tool and calling them with an sk_ key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { FIXTURE_SKILLS } from '../operations/policy.suite.ts'
import { rpc } from './testing/json-rpc.ts'
import { ERROR_META, HEADERS_META, INVOCATION_META, SKILL_META } from './index.ts'
import { PERMISSION_SLUGS } from '../permissions/index.ts'
import { MCP_PROTOCOL_VERSIONS } from './door.ts'

let srv: TestServer
let t: Tenant
let mcp: string
const PRM = 'http://localhost:8080/.well-known/oauth-protected-resource/mcp'
// The scopes the resource takes, in the 401 challenge (RFC 6750 §3; issue 25 §3).
const SCOPES = PERMISSION_SLUGS.join(' ')

beforeAll(async () => {
  srv = await startTestServer({ env: { SKILLS_DIR: FIXTURE_SKILLS, MCP_ALLOWED_ORIGINS: 'https://app.example.com' } })
  t = await createTenant(srv.services)
  mcp = `${srv.url}/mcp`
})
afterAll(async () => {
  await srv?.close()
})

const keyWith = async (permissions: string[]): Promise<string> => {
  const r = await fetch(`${srv.url}/api/v1/connect-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'mcp test', permissions }),
  })
  expect(r.status).toBe(201)
  return ((await r.json()) as { value: string }).value
}

describe('discovery and challenges', () => {
  it('answers 401 without a credential, naming the scopes and the protected-resource metadata and no error code (RFC 6750 §3.1)', async () => {
    const a = await rpc(mcp, 'tools/list', {})
    expect(a.status).toBe(401)
    expect(a.headers.get('www-authenticate')).toBe(`Bearer scope="${SCOPES}", resource_metadata="${PRM}"`)
    const prm = (await (await fetch(`${srv.url}/.well-known/oauth-protected-resource/mcp`)).json()) as {
      scopes_supported: string[]
    }
    expect(SCOPES.split(' ')).toEqual(prm.scopes_supported) // the challenge and the metadata name the same scopes
    expect(a.body).toMatchObject({ error: { code: 'auth_required', type: 'authentication_error' } })
    const bad = await rpc(mcp, 'tools/list', {}, { token: 'sk_not_a_real_key' })
    expect(bad.status).toBe(401)
    expect(bad.headers.get('www-authenticate')).toBe(
      `Bearer error="invalid_token", scope="${SCOPES}", resource_metadata="${PRM}"`,
    )
    expect(bad.body).toMatchObject({ error: { code: 'invalid_token' } })
  })

  it('answers a bogus MCP-Protocol-Version with 400 naming the header and the supported versions, not "missing _meta"', async () => {
    for (const v of ['banana', '2099-01-01', 'DRAFT-2026-v1', '1999-01-01']) {
      for (const method of ['tools/list', 'initialize']) {
        const r = await rpc(
          mcp,
          method,
          method === 'initialize'
            ? { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } }
            : {},
          { token: t.adminKey, headers: { 'mcp-protocol-version': v } },
        )
        expect(r.status, `${v} ${method}`).toBe(400)
        const err = (r.body as { error: { message: string; data: { header: string; supported: string[] } } }).error
        expect(err.message).toContain('MCP-Protocol-Version')
        expect(err.message).toContain(v)
        expect(err.message).not.toMatch(/_meta/)
        for (const s of MCP_PROTOCOL_VERSIONS) expect(err.message).toContain(s)
        expect(err.data).toMatchObject({ header: 'MCP-Protocol-Version', supported: [...MCP_PROTOCOL_VERSIONS] })
      }
    }
    // Every supported version still gets through to the SDK (a 2025 revision lists the tools).
    expect(
      (await rpc(mcp, 'tools/list', {}, { token: t.adminKey, headers: { 'mcp-protocol-version': '2025-06-18' } }))
        .status,
    ).toBe(200)
  })

  it('refuses a body that is not valid UTF-8 with a JSON-RPC parse error, before any tool runs', async () => {
    const text = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'echo_fixture', arguments: { text: 'Caf@' } },
    })
    const at = Buffer.from(text).indexOf('@')
    for (const bad of [[0xc3], [0xff], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const body = Buffer.concat([
        Buffer.from(text).subarray(0, at),
        Buffer.from(bad),
        Buffer.from(text).subarray(at + 1),
      ])
      const r = await fetch(mcp, {
        method: 'POST',
        body,
        headers: {
          authorization: `Bearer ${t.adminKey}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-06-18',
        },
      })
      expect(r.status, bad.join(',')).toBe(400)
      expect(await r.json()).toMatchObject({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: expect.stringContaining('UTF-8') },
      })
    }
  })

  it('serves the same metadata at the root and the path-aware well-known URLs, to any origin, never throttled', async () => {
    const bodies = []
    for (const p of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      const r = await fetch(srv.url + p, { headers: { origin: 'https://elsewhere.example' } })
      expect(r.status).toBe(200)
      expect(r.headers.get('access-control-allow-origin')).toBe('*')
      expect(r.headers.get('x-ratelimit-limit')).toBeTruthy()
      bodies.push(await r.json())
    }
    expect(bodies[0]).toEqual(bodies[1])
    expect(bodies[0]).toMatchObject({
      resource: 'http://localhost:8080/mcp',
      authorization_servers: ['http://localhost:8080'],
      bearer_methods_supported: ['header'],
    })
    expect((bodies[0] as { scopes_supported: string[] }).scopes_supported).toHaveLength(11)
  })

  it('refuses a browser origin that is not allowed (403) and lets allowed ones read the challenge', async () => {
    const evil = await rpc(mcp, 'tools/list', {}, { token: t.adminKey, headers: { origin: 'https://evil.example' } })
    expect(evil.status).toBe(403)
    expect(evil.body).toMatchObject({ error: { code: 'origin_not_allowed' } })
    const ok = await rpc(mcp, 'tools/list', {}, { headers: { origin: 'https://app.example.com' } })
    expect(ok.status).toBe(401)
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/WWW-Authenticate/)
    const pre = await fetch(mcp, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Mcp-Method/)
  })

  it('answers a tools/call the credential lacks the permission for with HTTP 403 and the scope challenge', async () => {
    const k = await keyWith(['search:read'])
    const a = await rpc(mcp, 'tools/call', { name: 'counter_fixture', arguments: { name: 'x' } }, { token: k })
    expect(a.status).toBe(403)
    expect(a.headers.get('www-authenticate')).toBe(
      `Bearer error="insufficient_scope", scope="accounting:write", resource_metadata="${PRM}"`,
    )
    expect(a.body).toMatchObject({ error: { code: 'insufficient_scope', type: 'permission_error' } })
    expect(a.headers.get('x-ratelimit-remaining')).toBeTruthy() // counted by the request budget, as over REST
  })

  it('hides from tools/list what it refuses at tools/call: the same 403 challenge names the scope', async () => {
    const k = await keyWith(['search:read'])
    const list = await rpc(mcp, 'tools/list', {}, { token: k })
    expect(list.status).toBe(200)
    const names = (list.message as { result: { tools: { name: string }[] } }).result.tools.map((x) => x.name)
    expect(names).toContain('echo_fixture')
    expect(names).not.toContain('counter_fixture')
    const hidden = await rpc(mcp, 'tools/call', { name: 'counter.fixture', arguments: { name: 'x' } }, { token: k })
    expect(hidden.status).toBe(403)
    expect(hidden.headers.get('www-authenticate')).toBe(
      `Bearer error="insufficient_scope", scope="accounting:write", resource_metadata="${PRM}"`,
    )
    const full = await rpc(mcp, 'tools/list', {}, { token: t.adminKey })
    expect((full.message as { result: { tools: unknown[] } }).result.tools).toHaveLength(srv.services.registry.size)
  })

  it('answers an unknown tool with a JSON-RPC invalid-params error carrying the envelope', async () => {
    const a = await rpc(mcp, 'tools/call', { name: 'no_such_tool', arguments: {} }, { token: t.adminKey })
    expect(a.status).toBe(200)
    expect(a.message).toMatchObject({
      error: { code: -32602, data: { error: { code: 'skill_not_found', param: 'skill' } } },
    })
  })
})

describe.each([
  ['2025 (initialize)', 'legacy' as const],
  ['2026-07-28 (server/discover)', 'auto' as const],
])('the SDK client, %s', (_label, mode) => {
  const connect = async (token: string): Promise<Client> => {
    const client = new Client({ name: 'test', version: '1.0.0' }, { versionNegotiation: { mode } })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(mcp), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      }),
    )
    return client
  }

  it('lists every skill as a tool with its schemas, annotations and description', async () => {
    const client = await connect(t.adminKey)
    if (mode === 'auto') expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28')
    const { tools } = await client.listTools()
    const skills = srv.services.registry.list()
    expect(tools.map((x) => x.name).sort()).toEqual(skills.map((s) => s.manifest.slug).sort())
    const counter = tools.find((x) => x.name === 'counter_fixture')!
    const skill = srv.services.registry.resolve('counter.fixture')!
    expect(counter.title).toBe('counter.fixture')
    expect(counter.inputSchema).toMatchObject({ type: 'object', properties: skill.inputSchema.properties })
    expect(counter.outputSchema).toMatchObject({ type: 'object', properties: skill.outputSchema.properties })
    expect(counter.annotations).toMatchObject({ readOnlyHint: false })
    expect(counter.description).toContain(skill.manifest.summary)
    expect(counter._meta?.[SKILL_META]).toMatchObject({ permission: 'accounting:write', writes: true })
    expect(tools.find((x) => x.name === 'echo_fixture')!.annotations).toMatchObject({ readOnlyHint: true })
    await client.close()
  })

  it('lists only the tools the credential may call; a hidden tool is refused with the scope challenge, not unknown', async () => {
    const slugsFor = (p: string) =>
      srv.services.registry
        .list()
        .filter((s) => s.manifest.permission === p)
        .map((s) => s.manifest.slug)
        .sort()
    const narrow = await connect(await keyWith(['search:read']))
    const { tools } = await narrow.listTools()
    expect(tools.map((x) => x.name).sort()).toEqual(slugsFor('search:read'))
    expect(tools.map((x) => x.name)).not.toContain('counter_fixture')
    await expect(narrow.callTool({ name: 'counter_fixture', arguments: { name: 'x' } })).rejects.toThrow(
      /insufficient scope.*accounting:write/i,
    )
    await narrow.close()
    const writer = await connect(await keyWith(['accounting:write']))
    expect((await writer.listTools()).tools.map((x) => x.name)).toEqual(slugsFor('accounting:write'))
    await writer.close()
    const none = await connect(await keyWith(['topics:read']))
    expect((await none.listTools()).tools).toEqual([])
    await none.close()
    const every = await connect(await keyWith(['accounting:write', 'search:read']))
    expect((await every.listTools()).tools).toHaveLength(srv.services.registry.size)
    await every.close()
  }, 30_000)

  it('calls a skill through the operations: output, invocation and rate-limit state in the result', async () => {
    const client = await connect(t.adminKey)
    const r = await client.callTool({ name: 'echo_fixture', arguments: { text: `hi ${mode}` } })
    expect(r.isError).toBeFalsy()
    expect(r.structuredContent).toMatchObject({ echo: `hi ${mode}`, stub_fields: [], warnings: [] })
    expect(JSON.parse((r.content as { text: string }[])[0]!.text)).toEqual(r.structuredContent)
    expect(r._meta?.[INVOCATION_META]).toMatchObject({ skill: 'echo.fixture' })
    expect((r._meta![HEADERS_META] as Record<string, string>)['x-ratelimit-limit']).toBeTruthy()
    await client.close()
  })

  it('returns refusals and failures as tool errors carrying the envelope code', async () => {
    const client = await connect(t.adminKey)
    const bad = await client.callTool({ name: 'echo_fixture', arguments: { text: 'x', nope: 1 } })
    expect(bad.isError).toBe(true)
    expect(bad._meta?.[ERROR_META]).toMatchObject({ code: 'validation_error', param: 'nope' })
    expect(JSON.parse((bad.content as { text: string }[])[0]!.text)).toMatchObject({
      error: { code: 'validation_error' },
    })
    const broken = await client.callTool({ name: 'echo_fixture', arguments: { text: 'x', mode: 'bad' } })
    expect(broken._meta?.[ERROR_META]).toMatchObject({ code: 'internal_error', message: 'An internal error occurred.' })
    await client.close()
  })

  it('sends progress notifications while a streaming skill runs', async () => {
    const client = await connect(t.adminKey)
    const seen: { progress: number; total?: number; message?: string }[] = []
    const r = await client.callTool(
      { name: 'stream_fixture', arguments: { mode: 'steps', steps: 3, delay_ms: 1 } },
      {
        onprogress: (p) => {
          seen.push(p)
        },
      },
    )
    expect(r.isError).toBeFalsy()
    expect(seen.length).toBeGreaterThanOrEqual(3)
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.progress).toBeGreaterThan(seen[i - 1]!.progress)
    await client.close()
  })
})
