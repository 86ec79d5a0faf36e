// CORS on the authorization server's browser-reachable endpoints (research mcp-oauth.md §8 item 6, §12 item 6):
// browser-based MCP clients discover, register and exchange codes with fetch, so each of those answers, preflight
// included, must carry Access-Control-Allow-Origin (and expose WWW-Authenticate where a challenge can come back).
// Registration is credential-less and open to every origin; the token and revocation endpoints answer a public
// client's own redirect origins and MCP_ALLOWED_ORIGINS only (node-oidc-provider's clientBasedCORS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { CALLBACK, register } from './testing/raw-flow.ts'

let srv: TestServer
const APP = 'https://app.example.com'
const CLIENT_ORIGIN = new URL(CALLBACK).origin

beforeAll(async () => {
  srv = await startTestServer({ selfUrl: true, env: { MCP_ALLOWED_ORIGINS: APP } })
}, 60_000)
afterAll(async () => {
  await srv?.close()
})

const preflight = (path: string, origin: string, method = 'POST') =>
  fetch(srv.url + path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
  })

describe('dynamic registration from a browser', () => {
  it('answers the preflight for any origin: POST with Content-Type, no credentials', async () => {
    const r = await preflight('/oauth/register', 'https://some-browser-client.example')
    expect(r.status).toBe(204)
    expect(r.headers.get('access-control-allow-origin')).toBe('*')
    expect(r.headers.get('access-control-allow-methods')).toBe('POST')
    expect(r.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
    expect(r.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('lets the browser read the registration and a refusal', async () => {
    const post = (body: Record<string, unknown>) =>
      fetch(`${srv.url}/oauth/register`, {
        method: 'POST',
        headers: { origin: 'https://some-browser-client.example', 'content-type': 'application/json' },
        body: JSON.stringify({ token_endpoint_auth_method: 'none', ...body }),
      })
    const ok = await post({ redirect_uris: [CALLBACK] })
    expect(ok.status).toBe(201)
    expect(ok.headers.get('access-control-allow-origin')).toBe('*')
    expect(ok.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate')
    expect(((await ok.json()) as { client_id: string }).client_id).toBeTruthy()
    const refused = await post({ redirect_uris: ['https://evil.example/cb'] })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
    expect(await refused.json()).toMatchObject({ error: 'invalid_redirect_uri' })
  })

  it('adds nothing for a request without Origin (not a browser)', async () => {
    const r = await register(srv)
    expect(r.status).toBe(201)
    const again = await fetch(`${srv.url}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [CALLBACK], token_endpoint_auth_method: 'none' }),
    })
    expect(again.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('discovery, JWKS, token and revocation from a browser', () => {
  it.each([
    '/.well-known/oauth-authorization-server',
    '/.well-known/openid-configuration',
    '/oauth/jwks',
    '/.well-known/oauth-protected-resource',
    '/.well-known/oauth-protected-resource/mcp',
  ])('%s is readable from any origin, preflight included', async (path) => {
    const pre = await preflight(path, 'https://some-browser-client.example', 'GET')
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/some-browser-client\.example)$/)
    const r = await fetch(srv.url + path, { headers: { origin: 'https://some-browser-client.example' } })
    expect(r.status).toBe(200)
    expect(r.headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/some-browser-client\.example)$/)
  })

  it("the token endpoint answers a public client's own redirect origin and the allowed origins, not others", async () => {
    const reg = await register(srv)
    const tokenFrom = (origin: string) =>
      fetch(`${srv.url}/oauth/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'not-a-code',
          code_verifier: 'x'.repeat(43),
          redirect_uri: CALLBACK,
          client_id: reg.body.client_id,
        }),
      })
    for (const origin of [CLIENT_ORIGIN, APP]) {
      const r = await tokenFrom(origin)
      expect(r.status).toBe(400)
      expect(r.headers.get('access-control-allow-origin')).toBe(origin)
      expect(r.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate')
      expect(await r.json()).toMatchObject({ error: 'invalid_grant' })
    }
    const evil = await tokenFrom('https://evil.example')
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    const pre = await preflight('/oauth/token', APP)
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe(APP)
  })

  it('the revocation endpoint follows the same rule', async () => {
    const reg = await register(srv)
    const revokeFrom = (origin: string) =>
      fetch(`${srv.url}/oauth/revoke`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: 'not-a-token', client_id: reg.body.client_id }),
      })
    const ok = await revokeFrom(CLIENT_ORIGIN)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN)
    expect((await revokeFrom('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
  })
})
