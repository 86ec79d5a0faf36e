// The configuration refuses bad values with a message naming the variable, before anything starts.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const fails = (env: Record<string, string>, re: RegExp) => {
  expect(() => loadConfig(env)).toThrow(ConfigError)
  expect(() => loadConfig(env)).toThrow(re)
}

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      port: 8080,
      defaultRequestsPerMinute: 60,
      ipRequestsPerMinute: 120,
      keyCacheTtlSeconds: 300,
      reaperIntervalSeconds: 900,
    })
    expect(c.webhooks).toMatchObject({
      dispatcher: true,
      allowHosts: null,
      timeoutMs: 10_000,
      retryDelaysS: [1, 2, 4, 8, 16],
      maxAttempts: 5,
      leaseMs: 30_000,
    })
  })

  it('names the variable in every refusal', () => {
    fails({ PORT: 'eighty' }, /^PORT: must be a whole number/)
    fails({ PORT: '70000' }, /^PORT: must be between/)
    fails({ MONGODB_URL: 'postgres://x' }, /^MONGODB_URL: must use mongodb:/)
    fails({ SESSION_JWT_SECRET: 'short' }, /^SESSION_JWT_SECRET: must be at least 32 bytes/)
    fails({ RESPONSE_VALIDATION: 'sometimes' }, /^RESPONSE_VALIDATION/)
    fails({ WEBHOOK_RETRY_DELAYS: '1,two' }, /^WEBHOOK_RETRY_DELAYS/)
  })

  it('places the MCP server, the authorization server and the session cookie from the base URLs (issue 10)', () => {
    const d = loadConfig({})
    expect(d.mcp).toEqual({
      baseUrl: 'http://localhost:8080',
      resource: 'http://localhost:8080/mcp',
      allowedOrigins: [],
    })
    expect(d.authBaseUrl).toBe('http://localhost:8080')
    expect(d.oauth).toMatchObject({
      issuer: 'http://localhost:8080',
      audience: 'http://localhost:8080/mcp',
      accessTokenTtlSeconds: 28_800,
      keyRotationDays: 30,
    })
    expect(d).toMatchObject({ sessionCookieName: '__Host-session', sessionCookieSecure: true, oidcProviders: [] })
    const c = loadConfig({
      PUBLIC_BASE_URL: 'https://api.example.com/',
      MCP_BASE_URL: 'https://mcp.example.com',
      AUTH_BASE_URL: 'https://auth.example.com',
      MCP_ALLOWED_ORIGINS: 'https://App.example.com, http://localhost:6274',
      SESSION_TTL_SECONDS: '3600',
      OIDC_1_ISSUER: 'https://id.example.com',
      OIDC_1_CLIENT_ID: 'sc',
      OIDC_1_CLIENT_SECRET: 's3cret',
      OIDC_1_NAME: 'Example',
    })
    expect(c.publicBaseUrl).toBe('https://api.example.com')
    expect(c.mcp).toEqual({
      baseUrl: 'https://mcp.example.com',
      resource: 'https://mcp.example.com/mcp',
      allowedOrigins: ['https://app.example.com', 'http://localhost:6274'],
    })
    expect(c.oauth).toMatchObject({
      issuer: 'https://auth.example.com',
      audience: 'https://mcp.example.com/mcp',
      accessTokenTtlSeconds: 3600,
    })
    expect(c.oidcProviders).toEqual([
      { slot: 1, name: 'Example', issuer: 'https://id.example.com', clientId: 'sc', clientSecret: 's3cret' },
    ])
    expect(loadConfig({ PUBLIC_BASE_URL: 'http://api.internal:8080' })).toMatchObject({
      sessionCookieName: 'session',
      sessionCookieSecure: false,
    })
    fails({ AUTH_BASE_URL: 'https://example.com/auth' }, /^AUTH_BASE_URL: must be an origin/)
    fails({ MCP_BASE_URL: 'ftp://example.com' }, /^MCP_BASE_URL: must use https: or http:/)
    fails({ MCP_ALLOWED_ORIGINS: 'https://example.com/path' }, /^MCP_ALLOWED_ORIGINS/)
    fails({ OIDC_1_ISSUER: 'https://id.example.com' }, /^OIDC_1_CLIENT_ID: is required/)
    fails({ OIDC_2_CLIENT_ID: 'x' }, /^OIDC_2_ISSUER: is required/)
    fails(
      { OIDC_1_ISSUER: 'http://id.example.com', OIDC_1_CLIENT_ID: 'a', OIDC_1_CLIENT_SECRET: 'b' },
      /^OIDC_1_ISSUER: must use https/,
    )
    fails({ OAUTH_REDIRECT_URIS: 'http://claude.ai/cb' }, /^OAUTH_REDIRECT_URIS/)
    fails(
      { PUBLIC_BASE_URL: 'http://api.internal', SESSION_COOKIE_NAME: '__Host-x' },
      /^SESSION_COOKIE_NAME: a __Host- cookie needs/,
    )
    // People sign in at {auth_url} (the session cookie's host) with the built-in authorization server, else at the API.
    expect(d.signInBaseUrl).toBe('http://localhost:8080')
    expect(c.signInBaseUrl).toBe('https://auth.example.com')
    expect(
      loadConfig({
        PUBLIC_BASE_URL: 'https://api.example.com',
        AUTH_BASE_URL: 'https://auth.example.com',
        OAUTH_JWKS_URL: 'https://idp.example.com/jwks',
      }).signInBaseUrl,
    ).toBe('https://api.example.com')
    // The cookie's Secure follows the sign-in host.
    expect(
      loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com', AUTH_BASE_URL: 'http://auth.internal:8080' }),
    ).toMatchObject({ sessionCookieName: 'session', sessionCookieSecure: false })
  })

  it('refuses a webhook lease that an attempt could outlast', () => {
    fails({ WEBHOOK_TIMEOUT_MS: '60000' }, /^WEBHOOK_LEASE_MS: must be longer than WEBHOOK_TIMEOUT_MS/)
    fails({ WEBHOOK_LEASE_MS: '1000', WEBHOOK_TIMEOUT_MS: '1000' }, /^WEBHOOK_LEASE_MS/)
    expect(loadConfig({ WEBHOOK_LEASE_MS: '1500', WEBHOOK_TIMEOUT_MS: '1000' }).webhooks.leaseMs).toBe(1500)
  })
})
