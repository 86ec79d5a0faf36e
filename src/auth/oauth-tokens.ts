// OAuth 2.1 access tokens for MCP clients: RS256 only, checked against the configured JWKS with jose
// (spec: Authentication, resolution step 3). Audience is the MCP resource `{public_base_url}/mcp`.
// A token with no `scope` claim carries `service:full`; unknown and retired scope strings grant nothing.
import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTVerifyGetKey } from 'jose'
import { AppError } from '../errors/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { Stores } from '../store/ports/index.ts'
import { WILDCARD_PERMISSION, isPermission } from '../permissions/index.ts'
import type { Principal } from './principal.ts'

export interface OAuthTokensOptions {
  stores: Pick<Stores, 'memberships' | 'sessions' | 'users'>
  clock: Clock
  jwksUrl: string | null
  issuer: string | null
  audience: string
}

export class OAuthTokens {
  private readonly o: OAuthTokensOptions
  private readonly keys: JWTVerifyGetKey | null
  constructor(o: OAuthTokensOptions) {
    this.o = o
    this.keys = o.jwksUrl ? createRemoteJWKSet(new URL(o.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 600_000 }) : null
  }

  get configured(): boolean { return this.keys !== null }

  async verify(token: string): Promise<Principal> {
    if (!this.keys) throw new AppError('invalid_token')
    let payload
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        algorithms: ['RS256'], audience: this.o.audience, currentDate: this.o.clock.now(),
        ...(this.o.issuer ? { issuer: this.o.issuer } : {}),
      }))
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) throw new AppError('invalid_token')
      throw e
    }
    if (typeof payload.sub !== 'string') throw new AppError('invalid_token')
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
    const permissions = scope === null
      ? [WILDCARD_PERMISSION]
      : scope.split(' ').filter((s) => isPermission(s) || s === WILDCARD_PERMISSION)
    return {
      method: 'oauth_jwt', userId: user.id, organizationId: membership.organizationId, workspaceId: null,
      permissions, keyId: null, sessionId: sid, keyRateLimitPerMinute: null,
    }
  }
}
