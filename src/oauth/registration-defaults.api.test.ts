// Registration, metadata and PAR agree with what the token and authorization endpoints accept (issue 25 §3), over
// real HTTP: a registration that leaves token_endpoint_auth_method out is a public client with no secret, and what it
// was given completes a token request; every client authentication method the metadata advertises registers and
// works; the PAR endpoint refuses a retired scope as the authorization endpoint does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { Browser } from './testing/browser.ts'
import { CALLBACK, authorizeInBrowser, authorizeUrl, mcpStatus, pkce } from './testing/raw-flow.ts'

let srv: TestServer
let t: Tenant
beforeAll(async () => {
  srv = await startTestServer({ selfUrl: true })
  t = await createTenant(srv.services)
})
afterAll(async () => {
  await srv?.close()
})

/** Registers exactly `metadata` (nothing added). */
async function registerRaw(metadata: Record<string, unknown>) {
  const r = await fetch(`${srv.url}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(metadata),
  })
  return { status: r.status, body: (await r.json()) as Record<string, unknown> & { client_id: string } }
}

/** Authorizes in a browser and exchanges the code with exactly what registration returned (a secret, if any, by its method). */
async function tokenWith(reg: Record<string, unknown> & { client_id: string }) {
  const p = pkce()
  const cb = await authorizeInBrowser(
    srv,
    new Browser(),
    authorizeUrl(srv, reg.client_id, {
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
      scope: 'search:read offline_access',
    }),
    t.email,
  )
  const code = cb.searchParams.get('code')
  expect(code, cb.href).toBeTruthy()
  const form: Record<string, string> = {
    grant_type: 'authorization_code',
    code: code!,
    code_verifier: p.verifier,
    redirect_uri: CALLBACK,
    resource: `${srv.url}/mcp`,
  }
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  const method = reg.token_endpoint_auth_method
  if (method === 'client_secret_basic')
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(reg.client_id)}:${encodeURIComponent(String(reg.client_secret))}`).toString('base64')}`
  else if (method === 'client_secret_post')
    Object.assign(form, { client_id: reg.client_id, client_secret: String(reg.client_secret) })
  else form.client_id = reg.client_id
  const r = await fetch(`${srv.url}/oauth/token`, { method: 'POST', headers, body: new URLSearchParams(form) })
  return {
    status: r.status,
    body: (await r.json()) as { access_token?: string; error?: string; error_description?: string },
  }
}

describe('registration defaults and advertised client authentication', () => {
  it('without token_endpoint_auth_method: a public client (none) with no client_secret, and its token request succeeds', async () => {
    const reg = await registerRaw({ client_name: 'Defaulted', redirect_uris: [CALLBACK] })
    expect(reg.status).toBe(201)
    expect(reg.body.token_endpoint_auth_method).toBe('none')
    expect(reg.body).not.toHaveProperty('client_secret')
    expect(reg.body).not.toHaveProperty('client_secret_expires_at')
    const tok = await tokenWith(reg.body)
    expect(tok.status, JSON.stringify(tok.body)).toBe(200)
    expect(await mcpStatus(srv, tok.body.access_token!)).toBe(200)
  })

  it('every token_endpoint_auth_methods_supported value registers and completes a token request', async () => {
    const m = (await (await fetch(`${srv.url}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >
    const methods = m.token_endpoint_auth_methods_supported as string[]
    expect(methods.length).toBeGreaterThan(0)
    for (const method of methods) {
      const reg = await registerRaw({
        client_name: `By ${method}`,
        redirect_uris: [CALLBACK],
        token_endpoint_auth_method: method,
      })
      expect(reg.status, `${method}: ${JSON.stringify(reg.body)}`).toBe(201)
      const tok = await tokenWith(reg.body)
      expect(tok.status, `${method}: ${JSON.stringify(tok.body)}`).toBe(200)
    }
    // And what is not advertised is refused at registration.
    for (const method of ['client_secret_basic', 'client_secret_post', 'private_key_jwt'].filter(
      (x) => !methods.includes(x),
    )) {
      expect(
        (await registerRaw({ redirect_uris: [CALLBACK], token_endpoint_auth_method: method })).status,
        method,
      ).toBe(400)
    }
    for (const k of ['revocation_endpoint_auth_methods_supported', 'introspection_endpoint_auth_methods_supported']) {
      if (m[k] !== undefined) expect(m[k], k).toEqual(methods)
    }
  })
})

describe('pushed authorization requests (RFC 9126)', () => {
  const par = async (clientId: string, scope: string) => {
    const p = pkce()
    const r = await fetch(`${srv.url}/oauth/par`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        redirect_uri: CALLBACK,
        code_challenge: p.challenge,
        code_challenge_method: 'S256',
        scope,
        resource: `${srv.url}/mcp`,
      }),
    })
    return { status: r.status, body: (await r.json()) as { error?: string; request_uri?: string } }
  }

  it('refuses a retired scope with invalid_scope, as the authorization endpoint does; a current one is accepted', async () => {
    const reg = await registerRaw({ client_name: 'PAR', redirect_uris: [CALLBACK], token_endpoint_auth_method: 'none' })
    for (const retired of ['journal:write', 'search:read client:read']) {
      const r = await par(reg.body.client_id, retired)
      expect(r.status, retired).toBe(400)
      expect(r.body.error).toBe('invalid_scope')
    }
    const direct = await fetch(
      authorizeUrl(srv, reg.body.client_id, {
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        scope: 'journal:write',
      }),
      { redirect: 'manual' },
    )
    expect(new URL(direct.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope')
    const ok = await par(reg.body.client_id, 'search:read')
    expect(ok.status).toBe(201)
    expect(ok.body.request_uri).toMatch(/^urn:ietf:params:oauth:request_uri:/)
  })
})
