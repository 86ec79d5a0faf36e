// The authorization server against a stalled MongoDB (the process SIGSTOPped), on a private mongo-java-server started
// here: a code exchange and a refresh answer 503 `temporarily_unavailable` (the OAuth error format, with Retry-After)
// within seconds, saying nothing was changed; /mcp with a valid token answers the 503 store_unavailable envelope
// (its grant cannot be checked). After SIGCONT the very same code and refresh token work: nothing was spent.
// Needs the built .ci/mongo-server and java; skipped with the reason otherwise, failed with REQUIRE_SERVERS=1.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { startPrivateMongo, type PrivateMongo } from '../testing/private-mongo.ts'
import { describeWithPrivateMongo } from '../testing/describe-private-mongo.ts'
import { Browser } from './testing/browser.ts'
import {
  CALLBACK,
  authorizeInBrowser,
  authorizeUrl,
  fullFlow,
  mcpStatus,
  pkce,
  register,
  token,
  type TokenAnswer,
} from './testing/raw-flow.ts'

const STALL_MS = 60_000 // only bounds the stall if the test fails part way; it is resumed once the refusals are in
const ANSWER_BOUND_MS = 7_000 // generous: the store's deadline is MONGODB_TIMEOUT_MS=3000

describeWithPrivateMongo('the authorization server on a stalled MongoDB', () => {
  let mongo: PrivateMongo
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    mongo = await startPrivateMongo()
    srv = await startTestServer({ selfUrl: true, env: { MONGODB_URL: mongo.url } })
    t = await createTenant(srv.services)
  }, 60_000)
  afterAll(async () => {
    mongo?.resume()
    await srv?.close()
    await mongo?.close()
  }, 30_000)

  it('answers 503 temporarily_unavailable, nothing changed; after SIGCONT the same code and refresh token work', async () => {
    // A connection with tokens (its refresh token unused so far), and a second authorization whose code is not yet exchanged.
    const first = await fullFlow(srv, t.email, { scope: null })
    expect(first.tokens.status).toBe(200)
    const refreshToken = first.tokens.body.refresh_token!
    const reg = await register(srv)
    const p = pkce()
    const cb = await authorizeInBrowser(
      srv,
      new Browser(),
      authorizeUrl(srv, reg.body.client_id, { code_challenge: p.challenge, code_challenge_method: 'S256' }),
      t.email,
    )
    const code = cb.searchParams.get('code')!
    const exchange = {
      grant_type: 'authorization_code',
      code,
      code_verifier: p.verifier,
      redirect_uri: CALLBACK,
      client_id: reg.body.client_id,
      resource: `${srv.url}/mcp`,
    }
    const refresh = { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: first.clientId }
    const rawToken = async (form: Record<string, string>) => {
      const r = await fetch(`${srv.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      })
      return {
        status: r.status,
        retryAfter: r.headers.get('retry-after'),
        body: (await r.json()) as TokenAnswer['body'],
      }
    }

    mongo.stall()
    const resumeTimer = setTimeout(() => mongo.resume(), STALL_MS)
    try {
      for (const [label, form] of [
        ['code exchange', exchange],
        ['refresh', refresh],
      ] as const) {
        const t0 = performance.now()
        const r = await rawToken(form)
        const fast = performance.now() - t0 < ANSWER_BOUND_MS
        expect(
          { label, status: r.status, error: r.body.error, retryAfter: r.retryAfter, fast },
          JSON.stringify(r.body),
        ).toEqual({ label, status: 503, error: 'temporarily_unavailable', retryAfter: '2', fast: true })
        expect(r.body.error_description).toMatch(/nothing was changed/)
      }
      const t0 = performance.now()
      const m = await fetch(`${srv.url}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${first.tokens.body.access_token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      })
      expect({ status: m.status, fast: performance.now() - t0 < ANSWER_BOUND_MS }).toEqual({ status: 503, fast: true })
      expect(await m.json()).toMatchObject({ error: { code: 'store_unavailable' } })
    } finally {
      clearTimeout(resumeTimer)
      mongo.resume()
    }

    // Recovery: the same code and the same refresh token, as a client retrying would send them.
    const retry = async (form: Record<string, string>) => {
      for (let i = 0; i < 100; i++) {
        const r = await token(srv, form)
        if (r.status !== 503) return r
        await new Promise((res) => setTimeout(res, 200))
      }
      throw new Error('still 503')
    }
    const exchanged = await retry(exchange)
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200)
    expect(await mcpStatus(srv, exchanged.body.access_token!)).toBe(200)
    const refreshed = await retry(refresh)
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200)
    expect(refreshed.body.refresh_token).not.toBe(refreshToken)
    expect(await mcpStatus(srv, refreshed.body.access_token!)).toBe(200)
    expect(await mcpStatus(srv, first.tokens.body.access_token!)).toBe(200)
  }, 90_000)
})
