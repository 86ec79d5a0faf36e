// Split hosts: the service may be reached at up to three addresses (PUBLIC_BASE_URL, MCP_BASE_URL, AUTH_BASE_URL) on one
// listener, and routes are matched by path. Some routes belong to one of those hosts: the authorization server and
// the sign-in and consent pages live at `{auth_url}`, because their cookies (the session cookie, `__Host-` and so
// host-only; the library's interaction cookies) are set for the host that served them and must come back to it.
// A request for such a route addressed to another of the service's own hosts is sent home with a 308 (method and
// body kept). A request addressed to a host the service does not know as its own (an internal name behind a proxy
// that does not pass the Host on) is served as it is: never a redirect loop.
import type { IncomingMessage } from 'node:http'

/** The host a request was addressed to (X-Forwarded-Host first when a trusted proxy forwards), lower-cased. */
export function requestHost(req: IncomingMessage, trustForwarded: boolean): string | null {
  const forwarded = trustForwarded ? req.headers['x-forwarded-host'] : undefined
  const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || req.headers.host
  return raw ? raw.toLowerCase() : null
}

export class HostHome {
  readonly home: string
  private readonly homeHost: string
  private readonly others: ReadonlySet<string>
  private readonly trustForwarded: boolean

  /** `home`: the base URL these routes belong to; `ownBaseUrls`: every address of the service. */
  constructor(home: string, ownBaseUrls: readonly string[], trustForwarded: boolean) {
    this.home = new URL(home).origin
    this.homeHost = new URL(home).host
    this.others = new Set(ownBaseUrls.map((u) => new URL(u).host).filter((h) => h !== this.homeHost))
    this.trustForwarded = trustForwarded
  }

  /** Where to send a request addressed to another of our hosts (`home` + its path and query), else null. */
  elsewhere(req: IncomingMessage): string | null {
    if (this.others.size === 0 || req.method === 'OPTIONS') return null
    const host = requestHost(req, this.trustForwarded)
    if (host === null || !this.others.has(host)) return null
    return this.home + (req.url ?? '/')
  }
}
