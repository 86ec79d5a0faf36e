// Client ID Metadata Documents (MCP 2026-07-28): a client whose id is an https URL is known by the document at that
// URL, fetched through the webhook SSRF guard (here a local HTTPS server, reachable only because the test
// allow-lists it, as WEBHOOK_ALLOW_HOSTS does); its redirect URIs meet the registration allow-list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { makeTrust, type Trust } from '../webhooks/testing/fault-receiver.ts'
import { startHttpsReceiver, type HttpsReceiver } from '../webhooks/testing/https-receiver.ts'
import { Browser } from './testing/browser.ts'
import { CALLBACK, authorizeInBrowser, authorizeUrl, pkce, token } from './testing/raw-flow.ts'

let srv: TestServer
let t: Tenant
let trust: Trust
let docs: HttpsReceiver
const documents = new Map<string, Record<string, unknown>>()

beforeAll(async () => {
  trust = makeTrust(['localhost'])
  docs = await startHttpsReceiver(trust.cert, (req, res) => {
    const d = documents.get(req.url ?? '')
    res.statusCode = d ? 200 : 404
    res.setHeader('content-type', 'application/json')
    res.end(d ? JSON.stringify(d) : '{}')
  })
  srv = await startTestServer({
    selfUrl: true,
    env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile },
  })
  t = await createTenant(srv.services)
})
afterAll(async () => {
  await srv?.close()
  await docs?.close()
  trust?.cleanup()
})

const documentAt = (path: string, over: Record<string, unknown> = {}): string => {
  const id = `https://localhost:${docs.port}${path}`
  documents.set(path, {
    client_id: id,
    client_name: 'Metadata Client',
    redirect_uris: [CALLBACK],
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    ...over,
  })
  return id
}

describe('Client ID Metadata Documents', () => {
  it('are advertised, and a client known only by its document connects', async () => {
    const meta = (await (await fetch(`${srv.url}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >
    expect(meta.client_id_metadata_document_supported).toBe(true)
    const clientId = documentAt('/client.json')
    const p = pkce()
    const cb = await authorizeInBrowser(
      srv,
      new Browser(),
      authorizeUrl(srv, clientId, { code_challenge: p.challenge, code_challenge_method: 'S256', scope: 'search:read' }),
      t.email,
    )
    const code = cb.searchParams.get('code')
    expect(code).toBeTruthy()
    const r = await token(srv, {
      grant_type: 'authorization_code',
      code: code!,
      code_verifier: p.verifier,
      redirect_uri: CALLBACK,
      client_id: clientId,
    })
    expect(r.status).toBe(200)
    expect(docs.requests.some((q) => q.url === '/client.json')).toBe(true)
  })

  it('refuses a document whose redirect URIs are not allowed, and a document on a private address', async () => {
    const evil = documentAt('/evil.json', { redirect_uris: ['https://evil.example/cb'] })
    const p = pkce()
    const r = await fetch(
      authorizeUrl(srv, evil, {
        code_challenge: p.challenge,
        code_challenge_method: 'S256',
        redirect_uri: 'https://evil.example/cb',
      }),
      { redirect: 'manual' },
    )
    expect(r.status).toBe(400)
    expect(r.headers.get('location')).toBeNull()
    expect(await r.text()).toMatch(/invalid_redirect_uri/)
    // One forbidden redirect URI in the document refuses the client, even when the request uses an allowed one.
    const mixed = documentAt('/mixed.json', { redirect_uris: [CALLBACK, 'https://evil.example/cb'] })
    const m = await fetch(authorizeUrl(srv, mixed, { code_challenge: p.challenge, code_challenge_method: 'S256' }), {
      redirect: 'manual',
    })
    expect(m.status).toBe(400)
    expect(m.headers.get('location')).toBeNull()
    expect(await m.text()).toMatch(/invalid_redirect_uri/) // the registration policy (provider.ts) refuses the document
    const privateDoc = `https://127.0.0.1:${docs.port}/client.json` // the same server, by an address the allow-list does not name
    const before = docs.requests.length
    const q = await fetch(
      authorizeUrl(srv, privateDoc, { code_challenge: p.challenge, code_challenge_method: 'S256' }),
      { redirect: 'manual' },
    )
    expect(q.status).toBe(400)
    expect(await q.text()).toContain('metadata document fetch failed')
    expect(docs.requests.length).toBe(before) // never fetched
  })
})
