// OAuth 2.1 access tokens for MCP clients: RS256 JWTs (RFC 9068, typ at+jwt) from the authorization server
// (spec: Authentication, resolution step 3). Checked against the in-process authorization server's signing keys
// (SigningKeys; or OAUTH_JWKS_URL for an external one), for issuer `{auth_url}` and audience `{mcp_url}/mcp`. The
// signature is not enough: a token names its grant (`gid`) and the grant must still exist in the store, so revoking
// a connection stops its tokens on the next call on every instance (issue 10 §2). A token with no `scope` claim
// carries `service:full`; unknown and retired scope strings grant nothing.
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTVerifyGetKey } from 'jose'
import { AppError } from '../errors/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { Stores } from '../store/ports/index.ts'
import { WILDCARD_PERMISSION, isPermission } from '../permissions/index.ts'
import type { Principal } from './principal.ts'
import type { SigningKeys } from './signing-keys.ts'

/** The record kind the authorization server stores grants under (node-oidc-provider's model name). */
export const GRANT_KIND = 'Grant'

export interface OAuthTokensOptions {
  stores: Pick<Stores, 'memberships' | 'sessions' | 'users' | 'records'>
  clock: Clock
  /** An external authorization server's JWKS; null: the in-process one's `signingKeys`. */
  jwksUrl: string | null
  signingKeys: Pick<SigningKeys, 'current'> | null
  issuer: string | null
  audience: string
}

export class OAuthTokens {
  private readonly o: OAuthTokensOptions
  private readonly remote: JWTVerifyGetKey | null
  private local: { period: number; keys: JWTVerifyGetKey } | null = null
  constructor(o: OAuthTokensOptions) {
    this.o = o
    this.remote = o.jwksUrl
      ? createRemoteJWKSet(new URL(o.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 600_000 })
      : null
  }

  get configured(): boolean {
    return this.remote !== null || this.o.signingKeys !== null
  }

  private async keys(): Promise<JWTVerifyGetKey | null> {
    if (this.remote) return this.remote
    if (!this.o.signingKeys) return null
    const set = await this.o.signingKeys.current()
    if (this.local?.period !== set.period)
      this.local = { period: set.period, keys: createLocalJWKSet({ keys: set.publicJwks }) }
    return this.local.keys
  }

  async verify(token: string): Promise<Principal> {
    const keys = await this.keys()
    if (!keys) throw new AppError('invalid_token')
    let payload
    try {
      ;({ payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        audience: this.o.audience,
        currentDate: this.o.clock.now(),
        ...(this.o.issuer ? { issuer: this.o.issuer } : {}),
        ...(this.remote ? {} : { typ: 'at+jwt', requiredClaims: ['gid', 'exp'] }),
      }))
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) throw new AppError('invalid_token')
      throw e
    }
    if (typeof payload.sub !== 'string') throw new AppError('invalid_token')
    if (payload.gid !== undefined) {
      if (typeof payload.gid !== 'string') throw new AppError('invalid_token')
      const grant = await this.o.stores.records.get(GRANT_KIND, payload.gid, this.o.clock.now())
      if (!grant || grant.payload.accountId !== payload.sub) throw new AppError('invalid_token')
    }
    const user = await this.o.stores.users.get(payload.sub)
    if (!user) throw new AppError('invalid_token')
    const memberships = await this.o.stores.memberships.listByUser(user.id)
    const wanted = typeof payload.org_id === 'string' ? payload.org_id : null
    const membership = wanted ? memberships.find((m) => m.organizationId === wanted) : memberships[0]
    if (!membership) throw new AppError('invalid_token')
    const sid = typeof payload.sid === 'string' ? payload.sid : null
    if (sid) {
      const s = await this.o.stores.sessions.get(sid)
      if (!s || s.revokedAt || s.userId !== user.id) throw new AppError('invalid_token')
    }
    const scope = typeof payload.scope === 'string' ? payload.scope : null
    const permissions =
      scope === null
        ? [WILDCARD_PERMISSION]
        : scope.split(' ').filter((s) => isPermission(s) || s === WILDCARD_PERMISSION)
    return {
      method: 'oauth_jwt',
      userId: user.id,
      organizationId: membership.organizationId,
      workspaceId: null,
      permissions,
      keyId: null,
      sessionId: sid,
      keyRateLimitPerMinute: null,
    }
  }
}
