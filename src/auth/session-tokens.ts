// Portal session tokens: HS256 JWTs (the internal secret) naming a server-side session, so logout can revoke
// them (spec: Authentication, resolution steps 1 and 2; POST /auth/logout). Only HS256 is accepted here.
import { randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { AppError } from '../errors/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Session, Stores } from '../store/ports/index.ts'
import { WILDCARD_PERMISSION } from '../permissions/index.ts'
import type { AuthMethod, Principal } from './principal.ts'

export const SESSION_ISSUER = 'skills-connect/session'

export interface SessionTokensOptions {
  stores: Pick<Stores, 'sessions' | 'settings'>
  clock: Clock
  ids: IdSource
  secret: Uint8Array
  ttlSeconds: number
}

export class SessionTokens {
  private readonly o: SessionTokensOptions
  constructor(o: SessionTokensOptions) {
    this.o = o
  }

  /** The configured secret, or one generated once and shared through the store by every instance. */
  static async resolveSecret(stores: Pick<Stores, 'settings'>, configured: string | null): Promise<Uint8Array> {
    const value =
      configured ?? (await stores.settings.getOrInsert('session_jwt_secret', randomBytes(48).toString('base64url')))
    return new TextEncoder().encode(value)
  }

  async mint(userId: string, organizationId: string): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const now = this.o.clock.now()
    const expiresAt = new Date(now.getTime() + this.o.ttlSeconds * 1000)
    const sessionId = this.o.ids.id('sess')
    await this.o.stores.sessions.insert({
      id: sessionId,
      userId,
      organizationId,
      createdAt: now,
      expiresAt,
      revokedAt: null,
    })
    const token = await new SignJWT({ org: organizationId, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(SESSION_ISSUER)
      .setSubject(userId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.o.secret)
    return { token, sessionId, expiresAt }
  }

  async verify(token: string, method: Extract<AuthMethod, 'session_cookie' | 'session_jwt'>): Promise<Principal> {
    let payload
    try {
      ;({ payload } = await jwtVerify(token, this.o.secret, {
        algorithms: ['HS256'],
        issuer: SESSION_ISSUER,
        currentDate: this.o.clock.now(),
      }))
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) throw new AppError('invalid_token')
      throw e
    }
    const sid = typeof payload.sid === 'string' ? payload.sid : null
    if (!sid || typeof payload.sub !== 'string') throw new AppError('invalid_token')
    const session = await this.o.stores.sessions.get(sid)
    if (
      !session ||
      session.revokedAt ||
      session.expiresAt.getTime() <= this.o.clock.nowMs() ||
      session.userId !== payload.sub
    ) {
      throw new AppError('invalid_token')
    }
    return {
      method,
      userId: session.userId,
      organizationId: session.organizationId,
      workspaceId: null,
      permissions: [WILDCARD_PERMISSION],
      keyId: null,
      sessionId: session.id,
      keyRateLimitPerMinute: null,
    }
  }

  async revoke(sessionId: string): Promise<void> {
    await this.o.stores.sessions.revoke(sessionId, this.o.clock.now())
  }

  /** The user's live sessions, newest first (at most `limit`). */
  listLive(userId: string, limit: number): Promise<Session[]> {
    return this.o.stores.sessions.listLive(userId, this.o.clock.now(), limit)
  }

  /** Revokes one of the user's sessions; another user's, or an unknown one, is left alone (false). */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const s = await this.o.stores.sessions.get(sessionId)
    if (!s || s.userId !== userId) return false
    await this.o.stores.sessions.revoke(sessionId, this.o.clock.now())
    return true
  }

  /** Sign out everywhere: every live session of the user. */
  revokeAll(userId: string): Promise<number> {
    return this.o.stores.sessions.revokeAllOfUser(userId, this.o.clock.now())
  }
}
