// The authorization server: node-oidc-provider configured for MCP clients (spec: "OAuth 2.1 for MCP clients";
// issue 10 §2). Issuer `{auth_url}`; endpoints under /oauth/; RFC 8414 and OpenID discovery metadata; RFC 7591
// dynamic registration for public clients only (no secret), bound to the allowed redirect URIs (policy.ts); PKCE S256
// required; the one resource `{mcp_url}/mcp`, for which access tokens are RS256 JWTs (RFC 9068) with aud = the
// resource and `gid` = the grant (the resource side checks the grant, auth/oauth-tokens.ts); refresh tokens for every
// public client, rotated on each use (a reused one revokes the grant, adapter.ts makes that atomic); RFC 7009
// revocation; RFC 9207 `iss` in authorization responses (the library's default). Sign-in and consent are the
// interaction pages (web/ through interactions.ts).
import { Provider, errors, interactionPolicy, type Configuration } from 'oidc-provider'
import type { JWK } from 'jose'
import type { Clock } from '../lib/clock.ts'
import type { RecordStore, Stores } from '../store/ports/index.ts'
import { CSP, page, html } from '../lib/html.ts'
import { PERMISSION_SLUGS } from '../permissions/index.ts'
import { STORE_RETRY_AFTER_SECONDS, recordAdapter, trackStoreWrites } from './adapter.ts'
import {
  PROTOCOL_SCOPES,
  RESOURCE_SCOPES,
  canonicalResource,
  decideScope,
  isLoopbackRedirect,
  refusedRedirectUri,
} from './policy.ts'

export interface ProviderOptions {
  issuer: string
  /** `{mcp_url}/mcp`. */
  resource: string
  records: RecordStore
  users: Pick<Stores['users'], 'get'>
  clock: Clock
  /** Private signing keys, the signing one first. */
  jwks: JWK[]
  cookieKeys: string[]
  accessTokenTtlSeconds: number
  refreshTokenTtlDays: number
  redirectUris: readonly string[]
  unusedClientDays: number
  /** Behind a TLS-terminating proxy whose X-Forwarded-* headers are believed. */
  proxy: boolean
  /** Browser origins allowed to call /mcp (MCP_ALLOWED_ORIGINS): they may call the token and revocation endpoints too. */
  allowedOrigins?: readonly string[]
  /** Every outgoing request of the library (Client ID Metadata Documents): the webhook SSRF guard's fetch. */
  fetch: (
    url: string | URL,
    init?: { method?: string; headers?: Record<string, string> | Headers; signal?: AbortSignal },
  ) => Promise<Response>
}

export const INTERACTION_PATH = '/oauth/interaction'

/** Dynamic registration is credential-less (public clients, no initial access token): any browser origin may use it. */
export const REGISTRATION_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'WWW-Authenticate',
} as const
const REGISTRATION_PREFLIGHT = {
  ...REGISTRATION_CORS,
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '3600',
} as const

export function createProvider(o: ProviderOptions): Provider {
  const refreshTtl = o.refreshTokenTtlDays * 86_400
  const config: Configuration = {
    adapter: recordAdapter({ records: o.records, clock: o.clock, unusedClientDays: o.unusedClientDays }),
    // cast: private JWKs from jose; oidc-provider types them by its own JWK interface, the same members
    jwks: { keys: o.jwks as never },
    cookies: { keys: o.cookieKeys, long: { signed: true, sameSite: 'lax' }, short: { signed: true, sameSite: 'lax' } },
    routes: {
      authorization: '/oauth/authorize',
      token: '/oauth/token',
      registration: '/oauth/register',
      revocation: '/oauth/revoke',
      jwks: '/oauth/jwks',
      userinfo: '/oauth/userinfo',
      end_session: '/oauth/logout',
      introspection: '/oauth/introspect',
      pushed_authorization_request: '/oauth/par',
      code_verification: '/oauth/device',
      device_authorization: '/oauth/device/auth',
      backchannel_authentication: '/oauth/backchannel',
      challenge: '/oauth/challenge',
    },
    scopes: [...PROTOCOL_SCOPES, ...PERMISSION_SLUGS],
    responseTypes: ['code'],
    // Public clients only (registration refuses every other method), so metadata advertises only `none`.
    clientAuthMethods: ['none'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    pkce: { required: () => true },
    // CORS on the client endpoints (token, revocation): the library's rule (a public client's own redirect-URI
    // origins), plus the origins allowed to call /mcp. Discovery and JWKS are open to every origin (the library).
    clientBasedCORS: (_ctx, origin, client) => {
      if (origin === 'null') return false
      if (o.allowedOrigins?.includes(origin)) return true
      return (
        client.clientAuthMethod === 'none' &&
        (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin)
      )
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: false },
      // A client revokes only its own tokens (another's: answered 200, nothing revoked, RFC 7009 §2.2).
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      // No registration access token (RFC 7592): a public client needs none, and the library would otherwise hand
      // out a bearer credential for reading the registration back (found by the contract suite's Prism check).
      registration: { enabled: true, initialAccessToken: false, issueRegistrationAccessToken: false },
      // Client ID Metadata Documents (MCP 2026-07-28): a client id that is an https URL names its own metadata,
      // fetched through the SSRF guard; its redirect URIs meet the same allow-list as a registration's.
      clientIdMetadataDocument: {
        enabled: true,
        ack: 'draft-02',
        allowFetch: () => true,
        allowClient: (_ctx, client) =>
          client.clientAuthMethod === 'none' && refusedRedirectUri(client.redirectUris ?? [], o.redirectUris) === null,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => o.resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx, indicator) => {
          if (canonicalResource(indicator, o.resource) !== o.resource)
            throw new errors.InvalidTarget(`the only resource is ${o.resource}`)
          // A retired scope is refused where an authorization request is made: directly, or pushed first (PAR, RFC 9126).
          if (ctx.oidc.route === 'authorization' || ctx.oidc.route === 'pushed_authorization_request') {
            const d = decideScope(String(ctx.oidc.params?.scope ?? ''))
            if ('retired' in d)
              throw new errors.InvalidScope(`retired scope: ${d.retired.join(' ')}`, d.retired.join(' '))
          }
          return {
            scope: RESOURCE_SCOPES,
            audience: o.resource,
            accessTokenTTL: o.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          }
        },
      },
    },
    // Registration: public clients only, redirect URIs from the allow-list; loopback-only clients are native apps
    // (node-oidc-provider then accepts any port, RFC 8252 §7.3); no client `scope` restriction.
    extraClientMetadata: {
      properties: ['token_endpoint_auth_method'],
      validator: (_ctx, key, value, metadata) => {
        if (key !== 'token_endpoint_auth_method') return
        if (value !== undefined && value !== 'none')
          throw new errors.InvalidClientMetadata('only public clients (token_endpoint_auth_method none) may register')
        metadata.token_endpoint_auth_method = 'none'
        // The library decides on a secret from the request before its defaults apply, so a registration that leaves
        // the method out was handed a client_secret no token request accepts (issue 25 §3): a public client has none.
        delete metadata.client_secret
        delete metadata.client_secret_expires_at
        const uris = (metadata.redirect_uris ?? []) as string[]
        const refused = refusedRedirectUri(uris, o.redirectUris)
        if (refused) throw new errors.InvalidRedirectUri(`redirect_uri ${refused} is not allowed`)
        if (uris.length && uris.every(isLoopbackRedirect)) metadata.application_type = 'native'
        delete metadata.scope
      },
    },
    fetch: (url, init) =>
      o.fetch(url instanceof Request ? url.url : url, {
        ...(init?.method ? { method: init.method } : {}),
        ...(init?.headers ? { headers: new Headers(init.headers) } : {}),
        ...(init?.signal ? { signal: init.signal } : {}),
      }),
    findAccount: async (_ctx, sub) => {
      if (!(await o.users.get(sub))) return undefined
      return { accountId: sub, claims: async () => ({ sub }) }
    },
    extraTokenClaims: (_ctx, token) => ({ gid: (token as { grantId?: string }).grantId }),
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    expiresWithSession: () => false,
    ttl: {
      AccessToken: o.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      Grant: refreshTtl,
      Interaction: 600,
      RefreshToken: refreshTtl,
      Session: 8 * 3600,
    },
    interactions: {
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
      policy: interactionPolicyWithPortalLogin(),
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.set('Content-Security-Policy', CSP)
      ctx.set('X-Frame-Options', 'DENY')
      ctx.body = page(
        'Cannot continue',
        html`<h1>Cannot continue</h1><p>${String(out.error)}: ${String(out.error_description ?? '')}</p>`,
      )
    },
  }
  const provider = new Provider(o.issuer, config)
  provider.proxy = o.proxy
  // An authorization request is read as its scope decision says (policy.ts): ignored strings dropped, none left:
  // service:full. A retired scope is left in place for getResourceServerInfo to refuse with invalid_scope.
  provider.use(async (ctx, next) => {
    if (ctx.path === '/oauth/authorize' && ctx.method === 'GET') rewriteScope(ctx)
    // A store without answer is 503 temporarily_unavailable (adapter.ts), with the time to wait.
    await trackStoreWrites(next)
    if (ctx.status === 503) ctx.set('Retry-After', String(STORE_RETRY_AFTER_SECONDS))
  })
  // CORS on registration (the library has none there): browser-based MCP clients register from their own origin.
  // Preflight answered here; the answer to the POST (success or the library's error) carries the same headers.
  provider.use(async (ctx, next) => {
    if (ctx.path !== '/oauth/register') return next()
    if (ctx.method === 'OPTIONS' && ctx.get('origin')) {
      ctx.set(REGISTRATION_PREFLIGHT)
      ctx.status = 204
      return
    }
    try {
      await next()
    } finally {
      if (ctx.get('origin')) ctx.set(REGISTRATION_CORS)
    }
  })
  return provider
}

/**
 * The library's prompts, with one more login check: every authorization request passes through the login step
 * (interaction pages: the portal session cookie signs the person in without a page when present). The library's own
 * session would otherwise outlive the portal's: after signing out of the portal, the same browser was still "signed
 * in" here and was shown a consent page it could not answer. A request that has just finished the login step
 * (`result.login`) does not ask again.
 */
function interactionPolicyWithPortalLogin(): ReturnType<typeof interactionPolicy.base> {
  const policy = interactionPolicy.base()
  const login = policy.get('login')
  if (!login) throw new Error('oidc-provider has no login prompt')
  login.checks.add(
    new interactionPolicy.Check(
      'portal_session',
      'The person signs in with the portal session on each request',
      (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  )
  return policy
}

function rewriteScope(ctx: { query: Record<string, unknown> }): void {
  const q = { ...ctx.query } as Record<string, string | string[] | undefined>
  const requested = typeof q.scope === 'string' ? q.scope : undefined
  const d = decideScope(requested)
  if ('scope' in d) {
    q.scope = d.scope
    // cast: Koa types query as ParsedUrlQuery; the same object with one member replaced
    ctx.query = q as never
  }
}
