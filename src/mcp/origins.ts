// Origin validation and CORS for /mcp (MCP Streamable HTTP "Security warning": servers MUST validate Origin; a present
// and invalid Origin is refused with 403). Requests without Origin (assistants' back ends, CLIs, SDK clients) pass.
// Browsers may call from the service's own origins and MCP_ALLOWED_ORIGINS; their scripts can read the challenge
// (WWW-Authenticate) and the MCP headers. Credentials are bearer tokens only, never cookies, so no
// Access-Control-Allow-Credentials.

export const CORS_ALLOW_HEADERS =
  'Authorization, Content-Type, Accept, MCP-Protocol-Version, Mcp-Session-Id, Mcp-Method, Mcp-Name, Last-Event-ID, Idempotency-Key, Service-Version'
export const CORS_EXPOSE_HEADERS =
  'WWW-Authenticate, MCP-Protocol-Version, Mcp-Session-Id, X-Correlation-Id, Service-Version, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After'

export class OriginPolicy {
  private readonly allowed: ReadonlySet<string>
  /** `baseUrls`: the service's own addresses (their origins are allowed); `extra`: more origins. */
  constructor(baseUrls: readonly string[], extra: readonly string[]) {
    this.allowed = new Set([...baseUrls.map((u) => new URL(u).origin), ...extra])
  }

  /** undefined: no Origin header (not a browser); true/false: whether a browser at that origin may call. */
  check(origin: string | null): boolean | undefined {
    if (origin === null) return undefined
    let o: string
    try {
      o = new URL(origin).origin
    } catch {
      return false
    }
    return o !== 'null' && this.allowed.has(o)
  }

  /** CORS headers for an allowed browser origin (none without Origin). */
  corsHeaders(origin: string | null): Record<string, string> {
    if (origin === null) return {}
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS,
      Vary: 'Origin',
    }
  }

  preflightHeaders(origin: string): Record<string, string> {
    return {
      ...this.corsHeaders(origin),
      'Access-Control-Allow-Methods': 'POST, GET, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
      'Access-Control-Max-Age': '600',
    }
  }
}
