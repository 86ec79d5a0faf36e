// The previous line of the official SDK (@modelcontextprotocol/sdk 1.x, what most deployed clients are built on) as a
// second, independent client: the 2025-era handshake, OAuth without `application_type` (a loopback-only
// registration is made a native client, so the port matches), tools listed and called.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { Browser } from '../oauth/testing/browser.ts'
import { MemoryOAuthProvider } from '../oauth/testing/client-provider.ts'
import { authorizeInBrowser, fullFlow } from '../oauth/testing/raw-flow.ts'

let srv: TestServer
let t: Tenant

beforeAll(async () => {
  srv = await startTestServer({ selfUrl: true })
  t = await createTenant(srv.services)
})
afterAll(async () => {
  await srv?.close()
})

describe('the v1 SDK client', () => {
  it('connects with an sk_ key header', async () => {
    const client = new Client({ name: 'v1', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${srv.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${t.adminKey}` } },
      }),
    )
    expect((await client.listTools()).tools).toHaveLength(srv.services.registry.size)
    await client.close()
  })

  const slugsFor = (p: string) =>
    srv.services.registry
      .list()
      .filter((s) => s.manifest.permission === p)
      .map((s) => s.manifest.slug)
      .sort()
  const connectWith = async (token: string): Promise<Client> => {
    const client = new Client({ name: 'v1', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${srv.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      }),
    )
    return client
  }

  it("lists only the tools an sk_ key's permissions allow, and a hidden tool's call is refused with insufficient scope", async () => {
    const r = await fetch(`${srv.url}/api/v1/connect-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'v1 narrow', permissions: ['clients:read'] }),
    })
    expect(r.status).toBe(201)
    const client = await connectWith(((await r.json()) as { value: string }).value)
    const names = (await client.listTools()).tools.map((x) => x.name).sort()
    expect(names.length).toBeGreaterThan(0)
    expect(names).toEqual(slugsFor('clients:read'))
    expect(names).not.toContain('validate_business_identifiers')
    await expect(
      client.callTool({
        name: 'validate_business_identifiers',
        arguments: { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] },
      }),
    ).rejects.toThrow(/403|insufficient/i)
    await client.close()
  }, 30_000)

  it("lists only the tools an OAuth token's scopes allow (a token granted accounting:write)", async () => {
    const { tokens } = await fullFlow(srv, t.email, { scope: 'accounting:write offline_access' })
    expect(tokens.body.scope).toMatch(/accounting:write/)
    const client = await connectWith(tokens.body.access_token!)
    const names = (await client.listTools()).tools.map((x) => x.name).sort()
    expect(names.length).toBeGreaterThan(0)
    expect(names).toEqual(slugsFor('accounting:write'))
    await client.close()
  }, 30_000)

  it('runs the OAuth flow and calls a tool', async () => {
    const auth = new MemoryOAuthProvider('http://127.0.0.1:49160/callback', { application_type: undefined })
    const url = new URL(`${srv.url}/mcp`)
    await expect(
      new Client({ name: 'v1', version: '1.0.0' }).connect(
        new StreamableHTTPClientTransport(url, { authProvider: auth as never }),
      ),
    ).rejects.toBeInstanceOf(UnauthorizedError)
    const done = await authorizeInBrowser(
      srv,
      new Browser(),
      auth.authorizationUrl!.href,
      t.email,
      'http://127.0.0.1:49160/',
    )
    const code = done.searchParams.get('code')!
    await new StreamableHTTPClientTransport(url, { authProvider: auth as never }).finishAuth(code)
    const client = new Client({ name: 'v1', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(url, { authProvider: auth as never }))
    const r = await client.callTool({
      name: 'validate_business_identifiers',
      arguments: { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] },
    })
    expect(r.isError).toBeFalsy()
    await client.close()
  })
})
