// Test support: the OAuth flow by hand (registration, authorization with PKCE, token requests), so negative tests
// can bend one parameter at a time and see the server's exact answer.
import { createHash, randomBytes } from 'node:crypto'
import type { TestServer } from '../../testing/test-server.ts'
import { issueSignInLink } from '../../signin/index.ts'
import { Browser } from './browser.ts'

export const CALLBACK = 'http://127.0.0.1:49153/cb'

export interface Registered {
  client_id: string
  redirect_uris: string[]
  [k: string]: unknown
}

export async function register(
  srv: TestServer,
  metadata: Record<string, unknown> = {},
): Promise<{ status: number; body: Registered & { error?: string } }> {
  const r = await fetch(`${srv.url}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Raw Client',
      redirect_uris: [CALLBACK],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      ...metadata,
    }),
  })
  return { status: r.status, body: (await r.json()) as never }
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export function authorizeUrl(srv: TestServer, clientId: string, params: Record<string, string | null>): string {
  const u = new URL(`${srv.url}/oauth/authorize`)
  const all: Record<string, string | null> = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    state: 'st-1',
    resource: `${srv.url}/mcp`,
    ...params,
  }
  for (const [k, v] of Object.entries(all)) if (v !== null) u.searchParams.set(k, v)
  return u.href
}

/** Runs the browser side to the callback (`callback`, CALLBACK by default): signs `email` in if asked, approves consent. */
export async function authorizeInBrowser(
  srv: TestServer,
  browser: Browser,
  url: string,
  email: string,
  callback = CALLBACK,
): Promise<URL> {
  let step = await browser.follow(url, callback)
  if (step.stopped) return new URL(step.url)
  if (new URL(step.url).pathname === '/auth/sign-in') {
    const s = srv.services
    const link = await issueSignInLink(
      { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl },
      email,
    )
    // The link names the sign-in host ({auth_url}); the form is posted where the link points.
    step = await browser.follow(`${new URL(link.url).origin}/auth/sign-in/link`, callback, {
      form: {
        token: new URL(link.url).searchParams.get('token')!,
        return_to: new URL(step.url).searchParams.get('return_to')!,
      },
    })
    if (step.stopped) return new URL(step.url)
  }
  const page = new URL(step.url)
  if (!page.pathname.startsWith('/oauth/interaction/'))
    throw new Error(`unexpected page ${step.url}: ${step.response.status} ${await step.response.text()}`)
  const done = await browser.follow(`${page.origin}${page.pathname}/confirm`, callback, {
    form: { decision: 'approve' },
  })
  if (!done.stopped)
    throw new Error(`consent did not reach the callback: ${done.response.status} ${await done.response.text()}`)
  return new URL(done.url)
}

export interface TokenAnswer {
  status: number
  body: {
    access_token?: string
    refresh_token?: string
    scope?: string
    error?: string
    error_description?: string
    expires_in?: number
  }
}

export async function token(srv: TestServer, form: Record<string, string>): Promise<TokenAnswer> {
  const r = await fetch(`${srv.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  })
  return { status: r.status, body: (await r.json()) as never }
}

/** Registration, authorization and code exchange in one go; answers the tokens and what it used. */
export async function fullFlow(srv: TestServer, email: string, o: { scope?: string | null; browser?: Browser } = {}) {
  const reg = await register(srv)
  if (reg.status !== 201) throw new Error(`registration failed: ${JSON.stringify(reg.body)}`)
  const p = pkce()
  const browser = o.browser ?? new Browser()
  const cb = await authorizeInBrowser(
    srv,
    browser,
    authorizeUrl(srv, reg.body.client_id, {
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
      scope: o.scope === undefined ? 'search:read offline_access' : o.scope,
    }),
    email,
  )
  const code = cb.searchParams.get('code')
  if (!code) throw new Error(`no code: ${cb.href}`)
  const tokens = await token(srv, {
    grant_type: 'authorization_code',
    code,
    code_verifier: p.verifier,
    redirect_uri: CALLBACK,
    client_id: reg.body.client_id,
    resource: `${srv.url}/mcp`,
  })
  return { clientId: reg.body.client_id, code, verifier: p.verifier, tokens, browser }
}

/** tools/list with a bearer token: the HTTP status /mcp answers. */
export async function mcpStatus(srv: TestServer, accessToken: string): Promise<number> {
  const r = await fetch(`${srv.url}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  })
  await r.arrayBuffer()
  return r.status
}
