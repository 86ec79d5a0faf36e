// Credential → Principal, in the spec's resolution order (first hit wins):
//   1. session cookie  2. bearer session JWT (HS256)  3. bearer OAuth JWT (RS256, JWKS)  4. bearer sk_ key.
// Tokens are routed by shape, never by trial: `sk_` goes to the key path at once (and a bearer not beginning
// with `sk_` skips key checks); a JWT goes to the verifier its header's alg names, so an RS256/HS256
// confusion cannot arise.
import { decodeProtectedHeader } from 'jose'
import { AppError } from '../errors/index.ts'
import { KEY_PREFIX } from './api-key-format.ts'
import type { KeyVerifier, VerifiedKey } from './key-verifier.ts'
import type { OAuthTokens } from './oauth-tokens.ts'
import { serviceActorFor, type Principal } from './principal.ts'
import type { SessionTokens } from './session-tokens.ts'

export interface AuthenticatorDeps {
  keys: KeyVerifier
  sessions: SessionTokens
  oauth: OAuthTokens
  sessionCookieName: string
}

export interface Credentials {
  authorization?: string | undefined
  cookie?: string | undefined
}

const WWW_AUTH = 'Bearer realm="api"'

function unauthorized(code: 'auth_required' | 'invalid_token'): AppError {
  const header = code === 'auth_required' ? WWW_AUTH : `${WWW_AUTH}, error="invalid_token"`
  return new AppError(code, undefined, { headers: { 'WWW-Authenticate': header } })
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const i = part.indexOf('=')
    if (i === -1) continue
    if (part.slice(0, i).trim() === name) {
      const v = part.slice(i + 1).trim()
      try {
        return decodeURIComponent(v)
      } catch {
        return v
      }
    }
  }
  return null
}

export function readBearer(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined
  // The usual form, `Bearer <printable ASCII>`, without the regular expression (its match array and capture); the
  // same answer (auth.test.ts compares the two).
  if (header.length > 7 && header.startsWith('Bearer ')) {
    let i = 7
    for (; i < header.length; i++) {
      const c = header.charCodeAt(i)
      if (c <= 0x20 || c >= 0x7f) break
    }
    if (i === header.length) return header.slice(7)
  }
  const m = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header)
  return m ? m[1]! : null
}

/**
 * An API key's principal. A class, not an object literal, so that V8 cannot decide to allocate every request's
 * principal in the old generation (see CallContext in src/operations/operations.ts).
 */
class KeyPrincipal implements Principal {
  readonly method = 'api_key' as const
  readonly userId: string
  readonly organizationId: string
  readonly workspaceId: string | null
  readonly permissions: readonly string[]
  readonly keyId: string
  readonly sessionId = null
  readonly keyRateLimitPerMinute: number | null
  constructor(k: VerifiedKey) {
    this.userId = k.createdByUserId ?? serviceActorFor(k.keyId)
    this.organizationId = k.organizationId
    this.workspaceId = k.workspaceId
    this.permissions = k.permissions
    this.keyId = k.keyId
    this.keyRateLimitPerMinute = k.rateLimitPerMinute
  }
}

export class Authenticator {
  private readonly d: AuthenticatorDeps
  constructor(d: AuthenticatorDeps) {
    this.d = d
  }

  async authenticate(c: Credentials): Promise<Principal> {
    const cookie = readCookie(c.cookie, this.d.sessionCookieName)
    const bearer = readBearer(c.authorization)
    if (cookie) {
      try {
        return await this.d.sessions.verify(cookie, 'session_cookie')
      } catch (e) {
        if (!(e instanceof AppError) || bearer === undefined)
          throw e instanceof AppError ? unauthorized('invalid_token') : e
      }
    }
    if (bearer === undefined) throw unauthorized('auth_required')
    if (bearer === null) throw unauthorized('invalid_token')
    try {
      return await this.bearer(bearer)
    } catch (e) {
      throw e instanceof AppError && e.status === 401 ? unauthorized('invalid_token') : e
    }
  }

  /**
   * authenticate's answer when it needs no I/O: an `sk_` bearer whose validator-cache entry holds (KeyVerifier
   * verifyNow) and no session cookie. null: call authenticate, which decides every other case and every refusal.
   */
  authenticateNow(c: Credentials): Principal | null {
    if (c.cookie !== undefined && readCookie(c.cookie, this.d.sessionCookieName)) return null
    const bearer = readBearer(c.authorization)
    if (!bearer?.startsWith(KEY_PREFIX)) return null
    const k = this.d.keys.verifyNow(bearer)
    return k && new KeyPrincipal(k)
  }

  private async bearer(token: string): Promise<Principal> {
    if (token.startsWith(KEY_PREFIX)) return new KeyPrincipal(await this.d.keys.verify(token))
    let alg: string | undefined
    try {
      alg = decodeProtectedHeader(token).alg
    } catch {
      throw new AppError('invalid_token')
    }
    if (alg === 'HS256') return this.d.sessions.verify(token, 'session_jwt')
    if (alg === 'RS256') return this.d.oauth.verify(token)
    throw new AppError('invalid_token')
  }
}
