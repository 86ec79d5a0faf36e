// The authorization server's pages (issue 10 §2: "sign-in as in section 1, then a consent page naming the client,
// its redirect host and the scopes"): /oauth/interaction/<uid>. The interaction itself (what is pending, finishing
// it) is behind InteractionsPort, which app.ts wires to the authorization server door; this door never imports it.
//   GET  /oauth/interaction/<uid>          login pending: signed in with the session cookie → on; else → sign-in page
//                                          consent pending: the consent page
//   POST /oauth/interaction/<uid>/confirm  approve or deny (a same-origin form post)
import type { IncomingMessage, ServerResponse } from 'node:http'
import { AppError } from '../errors/index.ts'
import type { Authenticator } from '../auth/index.ts'
import { PERMISSIONS, WILDCARD_PERMISSION, isPermission } from '../permissions/index.ts'
import { html, originSource, page, pageCsp, type Raw } from '../lib/html.ts'
import { readForm, requireSameOrigin } from './forms.ts'

export const INTERACTION_PREFIX = '/oauth/interaction/'

export interface InteractionView {
  uid: string
  prompt: string
  accountId: string | null
  client: { id: string; name: string | null; redirectHost: string }
  /** Where answering sends the browser (the request's redirect_uri). */
  redirectUri: string
  scopes: string[]
}

/** A page to send: its HTML and the headers it needs beyond the common ones (its own CSP). */
export interface RenderedPage {
  body: string
  headers: Record<string, string>
}

/**
 * What the pages need of the authorization server. login answers the request (a redirect); approve and deny record
 * the answer and return where the browser goes next (the authorization server's resume URL, which redirects to the
 * client's callback), for the page to send it there.
 */
export interface InteractionsPort {
  details(req: IncomingMessage, res: ServerResponse): Promise<InteractionView>
  login(req: IncomingMessage, res: ServerResponse, accountId: string): Promise<void>
  approve(req: IncomingMessage, res: ServerResponse): Promise<string>
  deny(req: IncomingMessage, res: ServerResponse): Promise<string>
}

export interface InteractionPagesDeps {
  interactions: InteractionsPort
  authenticator: Pick<Authenticator, 'authenticate'>
  ownOrigins: readonly string[]
  signInPath: string
}

function scopeLine(s: string): Raw {
  if (s === WILDCARD_PERMISSION)
    return html`<li><strong>Full access</strong>: every skill and every permission of your account</li>`
  if (isPermission(s)) return html`<li><code>${s}</code>: ${PERMISSIONS[s]}</li>`
  return html`<li><code>${s}</code></li>`
}

export class InteractionPages {
  private readonly d: InteractionPagesDeps
  constructor(d: InteractionPagesDeps) {
    this.d = d
  }

  /** Answers the request, or returns a page to send. */
  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<RenderedPage | null> {
    const rest = path.slice(INTERACTION_PREFIX.length)
    const [uid, action] = rest.split('/')
    if (!uid || !/^[A-Za-z0-9_-]{1,128}$/.test(uid)) throw new AppError('route_not_found')
    if (req.method === 'GET' && action === undefined) return this.show(req, res, uid)
    if (req.method === 'POST' && action === 'confirm') return this.confirm(req, res)
    throw new AppError('method_not_allowed', undefined, { headers: { Allow: action ? 'POST' : 'GET' } })
  }

  private async show(req: IncomingMessage, res: ServerResponse, uid: string): Promise<RenderedPage | null> {
    const view = await this.d.interactions.details(req, res)
    if (view.prompt === 'login') {
      const userId = await this.signedInUser(req)
      if (userId) {
        await this.d.interactions.login(req, res, userId)
        return null
      }
      res.writeHead(303, {
        Location: `${this.d.signInPath}?return_to=${encodeURIComponent(`${INTERACTION_PREFIX}${uid}`)}`,
        'Cache-Control': 'no-store',
      })
      res.end()
      return null
    }
    if (view.prompt !== 'consent') throw new AppError('validation_error', `Unexpected step ${view.prompt}.`)
    const name = view.client.name ?? 'An application'
    // Allow and Deny both answer with a redirect to the client's callback, which Chromium checks against this page's
    // form-action: the page names that one origin besides its own (no other origin may receive its form).
    const callback = originSource(view.redirectUri)
    const headers = { 'Content-Security-Policy': pageCsp({ formAction: callback ? [callback] : [] }) }
    const body = page(
      'Allow access',
      html`<h1>Allow ${name} to use your account?</h1>
      <p><strong>${name}</strong> (client <code>${view.client.id}</code>) will receive access tokens for the Skills Connect
      MCP server and return to <strong>${view.client.redirectHost}</strong>.</p>
      <p>It asks for:</p><ul>${view.scopes.map(scopeLine)}</ul>
      <form method="post" action="${INTERACTION_PREFIX}${uid}/confirm" class="actions">
        <button type="submit" name="decision" value="approve">Allow</button>
        <button type="submit" name="decision" value="deny">Deny</button></form>
      <p class="muted">You can revoke this connection at any time.</p>`,
    )
    return { body, headers }
  }

  private async confirm(req: IncomingMessage, res: ServerResponse): Promise<RenderedPage | null> {
    requireSameOrigin(req, this.d.ownOrigins)
    const form = await readForm(req)
    const userId = await this.signedInUser(req)
    if (!userId) throw new AppError('auth_required', 'Sign in again to answer this request.')
    // Only the person the request was signed in for may answer it.
    const view = await this.d.interactions.details(req, res)
    if (view.accountId !== userId)
      throw new AppError('auth_required', 'Sign in again as the person this request is for.')
    const decision = form.get('decision')
    if (decision !== 'approve' && decision !== 'deny')
      throw new AppError('validation_error', 'Choose Allow or Deny.', { param: 'decision' })
    const next =
      decision === 'approve' ? await this.d.interactions.approve(req, res) : await this.d.interactions.deny(req, res)
    // The consent page's form-action names the callback's origin, so the redirect chain may end there. A callback
    // whose origin no CSP source can name (an IPv6 literal: Chromium ignores the source as invalid) is reached by a
    // page that moves on by itself instead: a navigation that does not follow the form post.
    if (originSource(view.redirectUri) !== null) {
      res.writeHead(303, { Location: next, 'Cache-Control': 'no-store' })
      res.end()
      return null
    }
    const body = page(
      'Returning to the application',
      html`<h1>Returning to ${view.client.name ?? 'the application'}</h1>
      <p><a href="${next}">Continue</a> if nothing happens.</p>`,
      { refreshTo: next },
    )
    return { body, headers: {} }
  }

  private async signedInUser(req: IncomingMessage): Promise<string | null> {
    try {
      const p = await this.d.authenticator.authenticate({ cookie: req.headers.cookie })
      return p.method === 'session_cookie' ? p.userId : null
    } catch {
      return null
    }
  }
}
