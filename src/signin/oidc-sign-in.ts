// Signing in through an external OpenID Connect provider (issue 10 §1: two configured providers; openid-client with
// PKCE, state and nonce). start() sends the browser to the provider; finish() takes it back at
// `$PUBLIC_BASE_URL/auth/callback/oidc/<slot>`, checks the answer and signs in the account with the ID token's email.
// - The login in progress is a record (kind OidcLogin) keyed by the digest of `state`, consumed once, for 10 minutes.
// - It is bound to the browser that started it: the PKCE verifier travels only in that browser's cookie, the record
//   holds its digest (no login CSRF: a callback carried to another browser has no verifier to match).
// - The person must already have an account with that email (verified, when the provider says); nobody is created.
import { createHash, timingSafeEqual } from 'node:crypto'
import * as oidc from 'openid-client'
import { AppError } from '../errors/index.ts'
import type { Logger } from '../lib/logger.ts'
import type { SignInDeps, SignedIn } from './sign-in-links.ts'

export const OIDC_LOGIN_KIND = 'OidcLogin'
export const OIDC_LOGIN_TTL_SECONDS = 600
export const OIDC_CALLBACK_PATH = '/auth/callback/oidc'

export interface OidcProvider {
  slot: number
  name: string
  issuer: string
  clientId: string
  clientSecret: string
}

export interface OidcSignInDeps extends SignInDeps {
  providers: readonly OidcProvider[]
  logger: Logger
}

const digest = (v: string): string => createHash('sha256').update(v).digest('base64url')

function loopback(issuer: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(issuer).hostname)
}

export class OidcSignIn {
  private readonly d: OidcSignInDeps
  private readonly configs = new Map<number, Promise<oidc.Configuration>>()
  constructor(d: OidcSignInDeps) {
    this.d = d
  }

  get providers(): { slot: number; name: string }[] {
    return this.d.providers.map((p) => ({ slot: p.slot, name: p.name }))
  }

  private provider(slot: number): OidcProvider {
    const p = this.d.providers.find((x) => x.slot === slot)
    if (!p) throw new AppError('route_not_found', 'No such sign-in provider.')
    return p
  }

  /** The provider's discovered configuration, fetched once (again after a failure). */
  private configuration(p: OidcProvider): Promise<oidc.Configuration> {
    let c = this.configs.get(p.slot)
    if (!c) {
      c = oidc.discovery(
        new URL(p.issuer),
        p.clientId,
        p.clientSecret,
        undefined,
        loopback(p.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      c.catch(() => this.configs.delete(p.slot))
      this.configs.set(p.slot, c)
    }
    return c
  }

  private callbackUrl(slot: number): string {
    return `${this.d.baseUrl}${OIDC_CALLBACK_PATH}/${slot}`
  }

  /** Where to send the browser, and the value of its binding cookie (the PKCE verifier). */
  async start(slot: number, returnTo: string): Promise<{ url: string; verifier: string }> {
    const p = this.provider(slot)
    let config: oidc.Configuration
    try {
      config = await this.configuration(p)
    } catch (err) {
      this.d.logger.warn({ err: (err as Error).message, provider: p.name }, 'sign-in provider discovery failed')
      throw new AppError('service_unavailable', `${p.name} cannot be reached; try again shortly.`)
    }
    const verifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const now = this.d.clock.now()
    await this.d.stores.records.upsert(
      {
        kind: OIDC_LOGIN_KIND,
        id: digest(state),
        payload: { slot, nonce, returnTo, verifier: digest(verifier) },
        grantId: null,
        uid: null,
        userCode: null,
        accountId: null,
        expiresAt: new Date(now.getTime() + OIDC_LOGIN_TTL_SECONDS * 1000),
      },
      now,
    )
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUrl(slot),
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })
    return { url: url.href, verifier }
  }

  /** The provider's answer (`query` of the callback) for the browser holding `verifier`: a new session. */
  async finish(
    slot: number,
    query: URLSearchParams,
    verifier: string | null,
  ): Promise<SignedIn & { returnTo: string }> {
    const p = this.provider(slot)
    const refused = (why: string, err?: unknown): AppError => {
      this.d.logger.info(
        { provider: p.name, why, ...(err ? { err: (err as Error).message } : {}) },
        'external sign-in refused',
      )
      return new AppError('invalid_token', `Signing in with ${p.name} did not succeed; start again.`)
    }
    const state = query.get('state') ?? ''
    const now = this.d.clock.now()
    const login = await this.d.stores.records.get(OIDC_LOGIN_KIND, digest(state), now)
    if (!login || login.payload.slot !== slot) throw refused('unknown or expired state')
    const expected = Buffer.from(String(login.payload.verifier))
    if (
      !verifier ||
      !timingSafeEqual(Buffer.from(digest(verifier)), expected.length === 43 ? expected : Buffer.alloc(43))
    )
      throw refused('not the browser that started')
    if (!(await this.d.stores.records.consume(OIDC_LOGIN_KIND, digest(state), now))) throw refused('state already used')
    if (query.has('error')) throw refused(`provider answered ${query.get('error')}`)
    let claims: Record<string, unknown> | undefined
    try {
      const config = await this.configuration(p)
      const current = new URL(`${this.callbackUrl(slot)}?${query.toString()}`)
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: String(login.payload.nonce),
        idTokenExpected: true,
      })
      const id = tokens.claims()
      claims = id
      // A conformant provider may keep scope-requested claims out of the ID token: ask its UserInfo endpoint.
      if (id && typeof id.email !== 'string' && tokens.access_token)
        claims = await oidc.fetchUserInfo(config, tokens.access_token, id.sub)
    } catch (err) {
      throw refused('code exchange or ID token check failed', err)
    }
    const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : null
    if (!email || claims?.email_verified === false) throw refused('no verified email in the ID token')
    const user = await this.d.stores.users.getByEmail(email)
    if (!user) throw new AppError('invalid_token', `No account uses ${email}; ask an operator to add you.`)
    const membership = (await this.d.stores.memberships.listByUser(user.id))[0]
    if (!membership) throw new AppError('invalid_token', 'This account belongs to no organization.')
    const s = await this.d.sessionTokens.mint(user.id, membership.organizationId)
    return {
      userId: user.id,
      organizationId: membership.organizationId,
      sessionId: s.sessionId,
      token: s.token,
      expiresAt: s.expiresAt,
      returnTo: String(login.payload.returnTo ?? ''),
    }
  }
}
