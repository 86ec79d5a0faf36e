// OAuth discovery for the MCP resource (spec: "OAuth 2.1 for MCP clients", steps 1-2; RFC 9728, RFC 6750 §3):
// the protected-resource metadata, served at both the root form the spec names
// (`/.well-known/oauth-protected-resource`) and RFC 9728's path-aware form for `/mcp`
// (`/.well-known/oauth-protected-resource/mcp`) with the same body, and the challenges /mcp answers with.
import { PERMISSION_SLUGS } from '../permissions/index.ts'

export const PRM_ROOT_PATH = '/.well-known/oauth-protected-resource'

export interface ResourceMetadata {
  resource: string
  authorization_servers: string[]
  scopes_supported: string[]
  bearer_methods_supported: ['header']
  resource_name: string
}

/** `resource` is `{mcp_url}/mcp`; the authorization server is `{auth_url}`. */
export function resourceMetadata(resource: string, authBaseUrl: string): ResourceMetadata {
  return {
    resource,
    authorization_servers: [authBaseUrl],
    // The 11 scopes; service:full is what a token minted without a scope parameter holds, not something to ask for.
    scopes_supported: [...PERMISSION_SLUGS],
    bearer_methods_supported: ['header'],
    resource_name: 'Skills Connect MCP server',
  }
}

/** Where a client finds the metadata: the RFC 9728 path-aware URL of `{mcp_url}/mcp`. */
export function resourceMetadataUrl(resource: string): string {
  const u = new URL(resource)
  return `${u.origin}${PRM_ROOT_PATH}${u.pathname.replace(/\/$/, '')}`
}

const quoted = (v: string): string => `"${v.replace(/["\\]/g, '')}"`

/**
 * The RFC 6750 challenge: no error code when no credential was sent (§3.1), `invalid_token` for a bad one,
 * `insufficient_scope` with the scope needed; always `resource_metadata` (RFC 9728 §5.1).
 */
export function bearerChallenge(
  metadataUrl: string,
  error?: 'invalid_token' | 'insufficient_scope',
  scope?: string,
): string {
  const parts: string[] = []
  if (error) parts.push(`error=${quoted(error)}`)
  if (scope) parts.push(`scope=${quoted(scope)}`)
  parts.push(`resource_metadata=${quoted(metadataUrl)}`)
  return `Bearer ${parts.join(', ')}`
}

/** The scope an insufficient_scope refusal names (authorize.ts puts it in its RFC 6750 challenge). */
export function neededScope(wwwAuthenticate: string | undefined): string | undefined {
  return wwwAuthenticate ? /\bscope="([^"]+)"/.exec(wwwAuthenticate)?.[1] : undefined
}
