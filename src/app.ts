// buildApp(services): the express app with every route and the pipeline, not listening (tests use it
// directly on an ephemeral port). The HTTP door serves the REST routes; the MCP door shares its listener.
import type { Express } from 'express'
import type { Services } from './services.ts'
import { buildPipeline } from './http/index.ts'
import { McpDoor } from './mcp/index.ts'
import { WebDoor } from './web/index.ts'
import { OidcSignIn } from './signin/index.ts'
import { OAuthDoor } from './oauth/index.ts'
import { HostHome } from './lib/host-home.ts'

/** The origins of the service's own addresses (REST, MCP, authorization server). */
export function ownOrigins(s: Services): string[] {
  return [
    ...new Set([s.config.publicBaseUrl, s.config.mcp.baseUrl, s.config.authBaseUrl].map((u) => new URL(u).origin)),
  ]
}

/** Every address the service answers at (REST, MCP, authorization server). */
function ownBaseUrls(s: Services): string[] {
  return [s.config.publicBaseUrl, s.config.mcp.baseUrl, s.config.authBaseUrl]
}

export function buildMcpDoor(s: Services): McpDoor {
  return new McpDoor({
    operations: s.operations,
    registry: s.registry,
    authenticator: s.authenticator,
    versioning: s.versioning,
    logger: s.logger,
    resource: s.config.mcp.resource,
    authBaseUrl: s.config.authBaseUrl,
    ownBaseUrls: [s.config.publicBaseUrl, s.config.mcp.baseUrl, s.config.authBaseUrl],
    allowedOrigins: s.config.mcp.allowedOrigins,
    bodyLimitBytes: s.config.bodyLimitBytes,
  })
}

/** The built-in authorization server at AUTH_BASE_URL (null when an external one is configured: OAUTH_JWKS_URL). */
export function buildOAuthDoor(s: Services): OAuthDoor | null {
  if (s.config.oauth.jwksUrl) return null
  const o = s.config.oauth
  return new OAuthDoor({
    issuer: s.config.authBaseUrl,
    resource: s.config.mcp.resource,
    stores: s.stores,
    signingKeys: s.signingKeys,
    clock: s.clock,
    accessTokenTtlSeconds: o.accessTokenTtlSeconds,
    refreshTokenTtlDays: o.refreshTokenTtlDays,
    redirectUris: o.redirectUris,
    unusedClientDays: o.unusedClientDays,
    proxy: s.config.trustedProxies !== null,
    fetch: s.documentFetch,
    allowedOrigins: s.config.mcp.allowedOrigins,
    home: new HostHome(s.config.authBaseUrl, ownBaseUrls(s), s.config.trustedProxies !== null),
  })
}

export function buildWebDoor(s: Services, oauth: OAuthDoor | null): WebDoor {
  const signIn = { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl }
  return new WebDoor({
    ...(oauth ? { interactions: oauth.interactions } : {}),
    ...(s.config.oidcProviders.length
      ? { oidc: new OidcSignIn({ ...signIn, providers: s.config.oidcProviders, logger: s.logger }) }
      : {}),
    signIn,
    authenticator: s.authenticator,
    users: s.stores.users,
    ownOrigins: ownOrigins(s),
    cookie: { name: s.config.sessionCookieName, secure: s.config.sessionCookieSecure },
    home: new HostHome(s.config.signInBaseUrl, ownBaseUrls(s), s.config.trustedProxies !== null),
    operations: s.inProcess,
    limiter: s.limiter,
    mcpUrl: s.config.mcp.resource,
    versions: s.versioning.versions,
  })
}

export function buildApp(s: Services): Express {
  const oauth = buildOAuthDoor(s)
  return buildPipeline({
    operations: s.operations,
    router: s.router,
    authenticator: s.authenticator,
    limiter: s.limiter,
    versioning: s.versioning,
    trustedProxies: s.trustedProxies,
    logger: s.logger,
    sseHeartbeatMs: s.config.sseHeartbeatMs,
    onRequest: (operation, status, seconds) => s.metrics.request(operation, status, seconds),
    ...(s.config.metricsToken ? { metrics: { token: s.config.metricsToken, render: () => s.metrics.render() } } : {}),
    ownOrigins: ownOrigins(s),
    mounts: [buildWebDoor(s, oauth), ...(oauth ? [oauth] : []), buildMcpDoor(s)],
  })
}
