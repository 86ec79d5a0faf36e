// Test support: an in-memory OAuthClientProvider for the official MCP SDK client: it remembers what the SDK asks it
// to and hands the authorization URL to the test (no real browser).
import type { OAuthClientProvider } from '@modelcontextprotocol/client'

type Saved = Parameters<OAuthClientProvider['saveClientInformation'] & object>[0]
type Tokens = Parameters<OAuthClientProvider['saveTokens']>[0]

export class MemoryOAuthProvider implements OAuthClientProvider {
  authorizationUrl: URL | null = null
  private info: Saved | undefined
  private saved: Tokens | undefined
  private verifier = ''
  private discovery: unknown
  readonly redirect: string
  readonly metadata: Record<string, unknown>

  constructor(redirect: string, metadata: Record<string, unknown> = {}) {
    this.redirect = redirect
    this.metadata = {
      client_name: 'Test Assistant',
      redirect_uris: [redirect],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...metadata,
    }
  }

  get redirectUrl(): string {
    return this.redirect
  }
  get clientMetadata() {
    return this.metadata as never
  }
  clientInformation() {
    return this.info
  }
  saveClientInformation(i: Saved) {
    this.info = i
  }
  tokens() {
    return this.saved
  }
  saveTokens(t: Tokens) {
    this.saved = t
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url
  }
  saveCodeVerifier(v: string) {
    this.verifier = v
  }
  codeVerifier() {
    return this.verifier
  }
  saveDiscoveryState(s: unknown) {
    this.discovery = s
  }
  discoveryState() {
    return this.discovery as never
  }
  invalidateCredentials(scope: string) {
    if (scope === 'all' || scope === 'tokens') this.saved = undefined
    if (scope === 'all' || scope === 'client') this.info = undefined
  }
}
