// The authorized identity every credential resolves to (spec: Authentication, "Three paths resolve to the
// same authorized identity").
export type AuthMethod = 'session_cookie' | 'session_jwt' | 'oauth_jwt' | 'api_key'

export interface Principal {
  method: AuthMethod
  /** The user; for a key without a creator, the per-key service actor `svc_<key id>`. */
  userId: string
  organizationId: string
  workspaceId: string | null
  permissions: readonly string[]
  keyId: string | null
  sessionId: string | null
  /** The key's own rate_limit_per_minute (api_key only). */
  keyRateLimitPerMinute: number | null
}

export function serviceActorFor(keyId: string): string {
  return `svc_${keyId}`
}
