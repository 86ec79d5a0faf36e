// The pages door (issue 10 §1): minimal server-rendered pages for signing in, on the HTTP door's listener (a mounted
// door, like MCP). No front-end build, no script, a strict CSP (html.ts). Routes:
//   GET  /auth/sign-in          how to sign in (a sign-in link from an operator; the external providers next)
//   GET  /auth/sign-in/link     confirm page for a one-time link (a GET never consumes it: mail scanners open links)
//   POST /auth/sign-in/link     redeems it: server-side session, session cookie, 303 to return_to or /auth/signed-in
//   GET  /auth/signed-in        who is signed in, with a sign-out button (POST /auth/logout, the REST operation)
//   GET  /docs, /docs/changelog the API reference and the changelog (docs/, with script: swagger-ui, own policy)
// Form posts must come from these pages (forms.ts). Sessions are minted by src/auth; links by src/signin.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { AppError, logRefusal, toAppError } from '../errors/index.ts'
import { readCookie, setSessionCookie, type Authenticator, type SessionCookie } from '../auth/index.ts'
import {
  OIDC_CALLBACK_PATH,
  redeemSignInLink,
  SIGN_IN_LINK_PATH,
  type OidcSignIn,
  type SignInDeps,
  type SignedIn,
} from '../signin/index.ts'
import type { Stores } from '../store/ports/index.ts'
import type { Logger } from '../lib/logger.ts'
import { PAGE_HEADERS, html, page, type Raw } from '../lib/html.ts'
import type { HostHome } from '../lib/host-home.ts'
import type { InProcessDoor } from '../operations/index.ts'
import type { Limiter } from '../ratelimit/index.ts'
import { PortalPages } from './portal/portal.ts'
import { PORTAL } from './portal/layout.ts'
import { DocsPages } from './docs/docs-pages.ts'
import type { ServiceVersionDef } from '../versioning/index.ts'
import { readForm, requireSameOrigin, safeReturnTo } from './forms.ts'
import { INTERACTION_PREFIX, InteractionPages, type InteractionsPort } from './interaction-pages.ts'

export interface WebDoorDeps {
  /** The authorization server's interactions; absent: no /oauth/interaction pages. */
  interactions?: InteractionsPort
  signIn: SignInDeps
  /** The external OpenID Connect providers; absent or empty: sign-in links only. */
  oidc?: OidcSignIn
  authenticator: Pick<Authenticator, 'authenticate'>
  users: Pick<Stores['users'], 'get'>
  cookie: SessionCookie
  ownOrigins: readonly string[]
  /** Where people sign in (config signInBaseUrl): a page request addressed to another of our hosts is sent there. */
  home?: HostHome
  /** The operations, as the signed-in person calls them (the same stages as REST: budget, validation, rules). */
  operations: Pick<InProcessDoor, 'call'>
  /** The portal's key-creation quota (shown on the create form). */
  limiter: Pick<Limiter, 'portalKeyCreationQuota'>
  /** `{mcp_url}/mcp`. */
  mcpUrl: string
  /** The supported Service-Version dates with their changes (the changelog page). */
  versions: readonly ServiceVersionDef[]
}

const SIGN_IN = '/auth/sign-in'
const SIGNED_IN = '/auth/signed-in'
/** The pages' sign-out form: the REST logout operation, then back to the sign-in page (a 204 would leave the page). */
const SIGN_OUT = '/auth/sign-out'
/** Where the sign-in page was asked to return to, until a link is redeemed. */
const RETURN_COOKIE = 'sign_in_return'
const ROUTES = new Set([SIGN_IN, SIGN_IN_LINK_PATH, SIGNED_IN, SIGN_OUT])
const OIDC_START = '/auth/sign-in/oidc/'
/** The cookie binding an external sign-in to the browser that started it (it holds the PKCE verifier). */
const OIDC_COOKIE = 'oidc_login'

export class WebDoor {
  readonly name = 'web'
  private readonly d: WebDoorDeps
  private readonly interactions: InteractionPages | null
  private readonly portal: PortalPages
  private readonly docs: DocsPages
  constructor(d: WebDoorDeps) {
    this.d = d
    this.docs = new DocsPages({ versions: d.versions })
    this.portal = new PortalPages({
      operations: d.operations,
      authenticator: d.authenticator,
      users: d.users,
      records: d.signIn.stores.records,
      limiter: d.limiter,
      clock: d.signIn.clock,
      ownOrigins: d.ownOrigins,
      signInPath: SIGN_IN,
      mcpUrl: d.mcpUrl,
    })
    this.interactions = d.interactions
      ? new InteractionPages({
          interactions: d.interactions,
          authenticator: d.authenticator,
          ownOrigins: d.ownOrigins,
          signInPath: SIGN_IN,
        })
      : null
  }

  /** The sign-in pages (/auth/...), the authorization server's interaction pages (/oauth/interaction/...), the portal, the docs. */
  readonly pathPattern = /^\/(?:(?:auth|oauth)\/|(?:portal|docs)(?:\/|$))/

  serves(_method: string, path: string): { throttled: boolean } | null {
    const docs = DocsPages.serves(path)
    if (docs) return docs
    if (path === PORTAL || path.startsWith(`${PORTAL}/`)) return this.portal.serves(path)
    if (this.interactions && path.startsWith(INTERACTION_PREFIX)) return { throttled: true }
    if (path.startsWith(OIDC_START) || path.startsWith(`${OIDC_CALLBACK_PATH}/`)) return { throttled: true }
    return ROUTES.has(path) ? { throttled: true } : null
  }

  async serve(
    req: IncomingMessage,
    res: ServerResponse,
    ctx: { correlationId: string; logger: Logger },
  ): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost')
    // The docs hold no session and call nothing: served on every host, beside the /openapi.json they draw.
    if (DocsPages.serves(url.pathname)) return this.docs.serve(req, res, url.pathname)
    // Split hosts: the session cookie (host-only) and the authorization server's interaction cookies are set for the
    // sign-in host, so its pages are served there only.
    const away = this.d.home?.elsewhere(req)
    if (away) {
      res.writeHead(308, { ...PAGE_HEADERS, Location: away })
      res.end()
      return
    }
    if (url.pathname === PORTAL || url.pathname.startsWith(`${PORTAL}/`))
      return this.portal.serve(req, res, ctx.correlationId, ctx.logger)
    try {
      if (this.interactions && url.pathname.startsWith(INTERACTION_PREFIX)) {
        const rendered = await this.interactions.handle(req, res, url.pathname)
        if (rendered !== null) send(res, 200, rendered.body, rendered.headers)
        return
      }
      const key = `${req.method} ${url.pathname}`
      if (key === `GET ${SIGN_IN}` || key === `HEAD ${SIGN_IN}`) {
        // Where to go once signed in (an authorization request waiting, say), kept for the link's redemption.
        const returnTo = safeReturnTo(url.searchParams.get('return_to'), '')
        const extra: Record<string, string> = returnTo
          ? {
              'Set-Cookie': `${RETURN_COOKIE}=${encodeURIComponent(returnTo)}; Path=/auth; Max-Age=900; HttpOnly; SameSite=Lax${this.d.cookie.secure ? '; Secure' : ''}`,
            }
          : {}
        return send(res, 200, page('Sign in', this.signInPage(url.searchParams.has('signed_out'))), extra)
      }
      if (req.method === 'GET' && url.pathname.startsWith(OIDC_START)) return await this.startOidc(req, res, url)
      if (req.method === 'GET' && url.pathname.startsWith(`${OIDC_CALLBACK_PATH}/`))
        return await this.finishOidc(req, res, url)
      if (key === `GET ${SIGN_IN_LINK_PATH}`) return send(res, 200, page('Sign in', this.confirmPage(url.searchParams)))
      if (key === `POST ${SIGN_IN_LINK_PATH}`) return await this.redeem(req, res)
      if (key === `GET ${SIGNED_IN}`) return send(res, 200, page('Signed in', await this.signedInPage(req)))
      if (key === `POST ${SIGN_OUT}`) return await this.signOut(req, res, ctx.correlationId)
      const allow = url.pathname === SIGN_IN_LINK_PATH ? 'GET, POST' : url.pathname === SIGN_OUT ? 'POST' : 'GET'
      throw new AppError('method_not_allowed', undefined, { headers: { Allow: allow } })
    } catch (err) {
      const e = toAppError(err)
      logRefusal(ctx.logger, err, e)
      const message = e.status >= 500 ? 'Something went wrong. Try again in a moment.' : e.message
      send(
        res,
        e.status,
        page(
          'Sign in',
          html`<h1>Cannot continue</h1><p>${message}</p><p><a href="${SIGN_IN}">Back to sign in</a></p>
        <p class="muted">Reference: ${ctx.correlationId}</p>`,
        ),
        e.headers,
      )
    }
  }

  private signInPage(signedOut: boolean): Raw {
    const providers = this.d.oidc?.providers ?? []
    const buttons = providers.map(
      (p) => html`<p><a href="${OIDC_START}${String(p.slot)}">Sign in with ${p.name}</a></p>`,
    )
    const note = signedOut ? html`<p role="status">You have signed out.</p>` : html``
    return html`<h1>Sign in</h1>${note}${buttons}
      <p>${providers.length ? 'Or ask' : 'Ask'} an operator of this service for a one-time sign-in link:</p>
      <p><code>npm run admin -- sign-in-link --email you@example.com</code></p>
      <p class="muted">A link works once, for 15 minutes.</p>`
  }

  private confirmPage(q: URLSearchParams): Raw {
    const token = q.get('token') ?? ''
    const returnTo = safeReturnTo(q.get('return_to'), '')
    return html`<h1>Sign in</h1><p>Continue to sign in with this one-time link.</p>
      <form method="post" action="${SIGN_IN_LINK_PATH}">
        <input type="hidden" name="token" value="${token}"><input type="hidden" name="return_to" value="${returnTo}">
        <button type="submit">Sign in</button></form>`
  }

  private async redeem(req: IncomingMessage, res: ServerResponse): Promise<void> {
    requireSameOrigin(req, this.d.ownOrigins)
    const form = await readForm(req)
    const s = await redeemSignInLink(this.d.signIn, form.get('token') ?? '')
    this.signedIn(res, s, form.get('return_to') || readCookie(req.headers.cookie, RETURN_COOKIE), [])
  }

  /** The session cookie, the transient cookies cleared, and on to where the person was going. */
  private signedIn(res: ServerResponse, s: SignedIn, returnTo: string | null, clear: string[]): void {
    const maxAge = (s.expiresAt.getTime() - this.d.signIn.clock.nowMs()) / 1000
    res.setHeader('Set-Cookie', [
      setSessionCookie(this.d.cookie, s.token, maxAge),
      `${RETURN_COOKIE}=; Path=/auth; Max-Age=0`,
      ...clear,
    ])
    res.writeHead(303, { ...PAGE_HEADERS, Location: safeReturnTo(returnTo, PORTAL) })
    res.end()
  }

  private slot(url: URL, prefix: string): number {
    const slot = Number(url.pathname.slice(prefix.length))
    if (!this.d.oidc || !Number.isInteger(slot)) throw new AppError('route_not_found', 'No such sign-in provider.')
    return slot
  }

  private async startOidc(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const slot = this.slot(url, OIDC_START)
    const returnTo = safeReturnTo(readCookie(req.headers.cookie, RETURN_COOKIE), '')
    const s = await this.d.oidc!.start(slot, returnTo)
    res.setHeader(
      'Set-Cookie',
      `${OIDC_COOKIE}=${s.verifier}; Path=${OIDC_CALLBACK_PATH}; Max-Age=600; HttpOnly; SameSite=Lax${this.d.cookie.secure ? '; Secure' : ''}`,
    )
    res.writeHead(303, { ...PAGE_HEADERS, Location: s.url })
    res.end()
  }

  private async finishOidc(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const slot = this.slot(url, `${OIDC_CALLBACK_PATH}/`)
    const s = await this.d.oidc!.finish(slot, url.searchParams, readCookie(req.headers.cookie, OIDC_COOKIE))
    this.signedIn(res, s, s.returnTo || null, [`${OIDC_COOKIE}=; Path=${OIDC_CALLBACK_PATH}; Max-Age=0`])
  }

  /** Ends the session through the logout operation (server-side revocation, the cookie cleared), then sign-in. */
  private async signOut(req: IncomingMessage, res: ServerResponse, correlationId: string): Promise<void> {
    requireSameOrigin(req, this.d.ownOrigins)
    let headers: Record<string, string> = {}
    const principal = await this.d.authenticator.authenticate({ cookie: req.headers.cookie }).catch(() => null)
    if (principal?.method === 'session_cookie')
      headers = (await this.d.operations.call('logout', { principal, correlationId })).headers
    res.writeHead(303, { ...PAGE_HEADERS, ...headers, Location: `${SIGN_IN}?signed_out=1` })
    res.end()
  }

  private async signedInPage(req: IncomingMessage): Promise<Raw> {
    let who: string | null = null
    try {
      const p = await this.d.authenticator.authenticate({ cookie: req.headers.cookie })
      if (p.method === 'session_cookie') who = (await this.d.users.get(p.userId))?.email ?? p.userId
    } catch {
      /* not signed in */
    }
    if (!who) return html`<h1>Not signed in</h1><p><a href="${SIGN_IN}">Sign in</a></p>`
    return html`<h1>Signed in</h1><p>You are signed in as <strong>${who}</strong>.</p>
      <form method="post" action="${SIGN_OUT}"><button type="submit">Sign out</button></form>`
  }
}

function send(res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...PAGE_HEADERS, ...extra, 'Content-Length': String(Buffer.byteLength(body)) })
  res.end(body)
}
