// The MCP door and the authorization server behind Prism's validating proxy, against a contract document written
// from SERVICE-SPEC "OAuth 2.1 for MCP clients" and the RFCs it names (support/mcp-oauth-spec.ts): openapi.yaml does
// not describe them (they are the MCP transport and OAuth, not REST operations). Every answer must pass Prism
// (no `sl-violations`, no VIOLATIONS problem) and come from our server; every operation of that document is
// exercised (the last test). What Prism cannot check here is in README.md ("/mcp and /oauth").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../src/testing/test-server.ts'
import { Browser } from '../src/oauth/testing/browser.ts'
import { CALLBACK, authorizeInBrowser, authorizeUrl, pkce, register } from '../src/oauth/testing/raw-flow.ts'
import { startPrismProxy, type PrismProxy } from './support/prism.ts'
import { decodeViolations, fromServer } from './support/client.ts'
import { MCP_OAUTH_OPERATIONS, MCP_OAUTH_SPEC } from './support/mcp-oauth-spec.ts'

const HOOK_TIMEOUT_MS = 90_000
let srv: TestServer
let t: Tenant
let prism: PrismProxy
const exercised = new Map<string, Set<number>>()

beforeAll(async () => {
  srv = await startTestServer({ selfUrl: true })
  t = await createTenant(srv.services)
  prism = await startPrismProxy({
    spec: MCP_OAUTH_SPEC,
    upstream: srv.url,
    readinessPath: '/.well-known/oauth-protected-resource',
  })
}, HOOK_TIMEOUT_MS)
afterAll(async () => {
  await prism?.close()
  await srv?.close()
}, HOOK_TIMEOUT_MS)

const OPERATION_BY_PATH: Record<string, string> = Object.fromEntries(
  Object.entries(MCP_OAUTH_SPEC.paths).map(([p, item]) => [
    p,
    (Object.values(item)[0] as { operationId: string }).operationId,
  ]),
)

interface Answer {
  status: number
  headers: Headers
  text: string
  body: any
}

/** Through Prism: fails on a contract violation or an answer Prism made itself; records the operation and status. */
async function proxied(
  path: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown; form?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers }
  let body: string | undefined
  if (init.json !== undefined) {
    body = JSON.stringify(init.json)
    headers['content-type'] ??= 'application/json'
  }
  if (init.form) {
    body = new URLSearchParams(init.form).toString()
    headers['content-type'] = 'application/x-www-form-urlencoded'
  }
  const r = await fetch(prism.url + path, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  })
  const text = await r.text()
  let parsed: unknown = text
  if ((r.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      parsed = JSON.parse(text)
    } catch {
      /* not JSON */
    }
  }
  const violations = decodeViolations(r.status, r.headers, parsed)
  expect(
    violations,
    `${init.method ?? 'GET'} ${path} -> ${r.status}: contract violations:\n${violations}\n${text.slice(0, 600)}\n${prism.output().slice(-1500)}`,
  ).toBeNull()
  expect(
    fromServer(r.headers),
    `${path} -> ${r.status} was answered by Prism, not the server: ${text.slice(0, 300)}`,
  ).toBe(true)
  const op = OPERATION_BY_PATH[new URL(path, 'http://x').pathname]
  if (op) {
    if (!exercised.has(op)) exercised.set(op, new Set())
    exercised.get(op)!.add(r.status)
  }
  return { status: r.status, headers: r.headers, text, body: parsed }
}

const mcp = (method: string, params: unknown, token?: string) =>
  proxied('/mcp', {
    method: 'POST',
    headers: {
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    json: { jsonrpc: '2.0', id: 1, method, params },
  })

describe('MCP and OAuth through Prism (contract of SERVICE-SPEC "OAuth 2.1 for MCP clients")', {
  timeout: 30_000,
}, () => {
  it('protected-resource metadata at both well-known URLs (step 2)', async () => {
    for (const p of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      const r = await proxied(p)
      expect(r.status).toBe(200)
      expect(r.body.resource).toBe(`${srv.url}/mcp`)
    }
  })

  it('authorization-server metadata (step 3)', async () => {
    const r = await proxied('/.well-known/oauth-authorization-server')
    expect(r.status).toBe(200)
    expect(r.body.issuer).toBe(srv.url)
  })

  it('/mcp: 401 with the challenge, 200 with a key, 403 insufficient_scope for a tools/call the key may not make (steps 1, 7)', async () => {
    const none = await mcp('tools/list', {})
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer scope="[a-z:]+( [a-z:]+)*", resource_metadata="/)
    const bad = await mcp('tools/list', {}, 'sk_not_a_key')
    expect(bad.status).toBe(401)
    const ok = await mcp('tools/list', {}, t.adminKey)
    expect(ok.status).toBe(200)
    expect(ok.text).toContain('validate_business_identifiers')
    const call = await mcp(
      'tools/call',
      {
        name: 'validate_business_identifiers',
        arguments: { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] },
      },
      t.adminKey,
    )
    expect(call.status).toBe(200)
    expect(call.text).toContain('structuredContent')
    const k = await fetch(`${srv.url}/api/v1/connect-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'narrow', permissions: ['clients:read'] }),
    })
    const narrow = ((await k.json()) as { value: string }).value
    const refused = await mcp('tools/call', { name: 'validate_business_identifiers', arguments: {} }, narrow)
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('insufficient_scope')
    expect(refused.headers.get('www-authenticate')).toMatch(/error="insufficient_scope", scope="documents:analyse"/)
    const origin = await mcp('tools/list', {}, t.adminKey).then(() =>
      proxied('/mcp', {
        method: 'POST',
        headers: {
          origin: 'https://evil.example',
          authorization: `Bearer ${t.adminKey}`,
          accept: 'application/json, text/event-stream',
        },
        json: { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      }),
    )
    expect(origin.status).toBe(403)
    expect(origin.body.error.code).toBe('origin_not_allowed')
  })

  it('registration: 201 for a loopback public client (no secret, no registration access token), 400 for a redirect URI not allowed (step 4)', async () => {
    const ok = await proxied('/oauth/register', {
      json: { client_name: 'Contract', redirect_uris: [CALLBACK], token_endpoint_auth_method: 'none' },
    })
    expect(ok.status).toBe(201)
    expect(ok.body).not.toHaveProperty('registration_access_token')
    const refused = await proxied('/oauth/register', {
      json: { redirect_uris: ['https://evil.example/cb'], token_endpoint_auth_method: 'none' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('invalid_redirect_uri')
  })

  it("authorize, sent direct (Prism's proxy follows redirects): on to sign-in; PKCE missing back to the client with invalid_request (step 5)", async () => {
    const reg = await register(srv)
    const p = pkce()
    const on = await fetch(
      authorizeUrl(srv, reg.body.client_id, { code_challenge: p.challenge, code_challenge_method: 'S256' }),
      { redirect: 'manual' },
    )
    expect(on.status).toBe(303)
    expect(on.headers.get('location')).toMatch(/^\/oauth\/interaction\//)
    const noPkce = await fetch(authorizeUrl(srv, reg.body.client_id, {}), { redirect: 'manual' })
    expect([302, 303]).toContain(noPkce.status)
    const back = new URL(noPkce.headers.get('location')!)
    expect(back.origin + back.pathname).toBe(CALLBACK)
    expect(back.searchParams.get('error')).toBe('invalid_request')
    expect(back.searchParams.get('iss')).toBe(srv.url)
  })

  it('token: code + verifier 200, the same code again 400 invalid_grant, refresh 200; revocation 200 (step 6)', async () => {
    const reg = await register(srv)
    const p = pkce()
    const cb = await authorizeInBrowser(
      srv,
      new Browser(),
      authorizeUrl(srv, reg.body.client_id, {
        code_challenge: p.challenge,
        code_challenge_method: 'S256',
        scope: 'documents:analyse offline_access',
      }),
      t.email,
    )
    const exchange = {
      grant_type: 'authorization_code',
      code: cb.searchParams.get('code')!,
      code_verifier: p.verifier,
      redirect_uri: CALLBACK,
      client_id: reg.body.client_id,
      resource: `${srv.url}/mcp`,
    }
    const tokens = await proxied('/oauth/token', { form: exchange })
    expect(tokens.status).toBe(200)
    expect(tokens.body.scope).toContain('documents:analyse')
    const again = await proxied('/oauth/token', { form: exchange })
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('invalid_grant')
    const fresh = await register(srv)
    const q = pkce()
    const cb2 = await authorizeInBrowser(
      srv,
      new Browser(),
      authorizeUrl(srv, fresh.body.client_id, {
        code_challenge: q.challenge,
        code_challenge_method: 'S256',
        scope: 'offline_access',
      }),
      t.email,
    )
    const t2 = await proxied('/oauth/token', {
      form: {
        ...exchange,
        code: cb2.searchParams.get('code')!,
        code_verifier: q.verifier,
        client_id: fresh.body.client_id,
      },
    })
    expect(t2.status).toBe(200)
    const refreshed = await proxied('/oauth/token', {
      form: { grant_type: 'refresh_token', refresh_token: t2.body.refresh_token, client_id: fresh.body.client_id },
    })
    expect(refreshed.status).toBe(200)
    const unknownClient = await proxied('/oauth/token', { form: { ...exchange, client_id: 'no-such-client' } })
    expect([400, 401]).toContain(unknownClient.status)
    expect(unknownClient.body.error).toBe('invalid_client')
    const revoked = await proxied('/oauth/revoke', {
      form: { token: refreshed.body.refresh_token, client_id: fresh.body.client_id },
    })
    expect(revoked.status).toBe(200)
    const mcpAfter = await mcp('tools/list', {}, refreshed.body.access_token)
    expect(mcpAfter.status).toBe(401)
  })

  it('every operation of the contract document was exercised through Prism', () => {
    const missing = MCP_OAUTH_OPERATIONS.filter((op) => !exercised.has(op))
    expect(missing).toEqual([])
  })
})
