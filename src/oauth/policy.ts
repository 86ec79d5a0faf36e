// What the authorization server accepts (spec: "OAuth 2.1 for MCP clients", "Scopes"; issue 10 §2). Pure rules,
// used by provider.ts and door.ts:
// - the resource indicator must be `{mcp_url}/mcp`; scheme and host case and one trailing slash are normalised
//   (clients append a slash; research §8.4), anything else (another path, a query, a fragment) is not it;
// - scopes: a retired scope is refused (invalid_scope); other strings that are not one of the 11 are ignored (an
//   assistant may ask for a vendor label); a request left with none of the 11 gets `service:full`, as one with no
//   scope parameter does (spec: "A token minted with no scope parameter carries the wildcard");
// - redirect URIs: the configured assistant callbacks exactly, or a loopback address on any port (RFC 8252 §7.3).
import { PERMISSION_SLUGS, RETIRED_PERMISSIONS, WILDCARD_PERMISSION, isPermission } from '../permissions/index.ts'

/** OpenID/OAuth scopes the server also understands (refresh tokens). */
export const PROTOCOL_SCOPES = ['openid', 'offline_access'] as const

/** The canonical indicator when `value` names `{mcp_url}/mcp` (case of scheme and host, one trailing slash), else null. */
export function canonicalResource(value: string, canonical: string): string | null {
  let u: URL
  try {
    u = new URL(value)
  } catch {
    return null
  }
  if (u.search || u.hash || value.includes('#') || value.includes('?')) return null
  const path = u.pathname.length > 1 ? u.pathname.replace(/\/$/, '') : u.pathname
  return `${u.protocol}//${u.host}${path}` === canonical ? canonical : null
}

const RETIRED: ReadonlySet<string> = new Set([
  ...RETIRED_PERMISSIONS,
  'client:read',
  'workstream:execute',
  'workstream:read',
  'topic:read',
  'topic:write',
])

/** Whether a scope string is a retired one (older micro and singular scopes included). */
export function isRetiredScope(s: string): boolean {
  return RETIRED.has(s)
}

export type ScopeDecision = { scope: string } | { retired: string[] }

/** The scope an authorization request is treated as asking for. */
export function decideScope(requested: string | undefined): ScopeDecision {
  const asked = (requested ?? '').split(' ').filter(Boolean)
  const retired = asked.filter(isRetiredScope)
  if (retired.length) return { retired }
  const known = asked.filter((s) => isPermission(s) || s === WILDCARD_PERMISSION)
  const protocol = asked.filter((s) => (PROTOCOL_SCOPES as readonly string[]).includes(s))
  return { scope: [...new Set([...protocol, ...(known.length ? known : [WILDCARD_PERMISSION])])].join(' ') }
}

/** Every scope a token for the MCP resource may carry. */
export const RESOURCE_SCOPES = [...PERMISSION_SLUGS, WILDCARD_PERMISSION].join(' ')

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function isLoopbackRedirect(uri: string): boolean {
  let u: URL
  try {
    u = new URL(uri)
  } catch {
    return false
  }
  return (
    (u.protocol === 'http:' || u.protocol === 'https:') &&
    LOOPBACK_HOSTS.has(u.hostname) &&
    !u.hash &&
    !u.username &&
    !u.password
  )
}

/** null when every URI is allowed; otherwise the first one that is not. */
export function refusedRedirectUri(uris: readonly string[], allowed: readonly string[]): string | null {
  for (const uri of uris) if (!allowed.includes(uri) && !isLoopbackRedirect(uri)) return uri
  return null
}
