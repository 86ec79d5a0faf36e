// The portal (issue 24 §1): server-rendered pages for a signed-in person under /portal, on the pages door. Every
// action is a form post answered with a redirect (post/redirect/get); every read and write is an operation called
// through the in-process door with the person's session principal, so the REST rules (permissions, budgets,
// validation, idempotency, the portal's key-creation limit) hold here exactly as on /api. No front-end build: one
// stylesheet and one script (progressive enhancement: copy buttons, the back/forward-cache guard, live updates).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import { AppError, logRefusal, toAppError } from '../../errors/index.ts'
import type { Logger } from '../../lib/logger.ts'
import { html, type Raw } from '../../lib/html.ts'
import { readForm, requireSameOrigin } from '../forms.ts'
import { PORTAL, PORTAL_ASSETS, PORTAL_HEADERS, ASSETS, notice, portalPage, type Viewer } from './layout.ts'
import { RevealSlots } from './reveal.ts'
import {
  errorHeaders,
  retryText,
  type PortalContext,
  type PortalDeps,
  type PortalRequest,
  type PortalRoute,
} from './route.ts'
import { keyRoutes } from './keys.ts'
import { webhookRoutes } from './webhooks.ts'
import { cycleRoutes } from './cycles.ts'
import { setupRoutes } from './workstream-setup.ts'
import { homeRoutes } from './home.ts'
import { accountRoutes } from './account.ts'

export class PortalPages {
  private readonly d: PortalDeps
  private readonly ctx: PortalContext
  private readonly routes: PortalRoute[]
  constructor(d: PortalDeps) {
    this.d = d
    this.ctx = { deps: d, reveals: new RevealSlots({ records: d.records, clock: d.clock }) }
    this.routes = [
      ...homeRoutes(),
      ...keyRoutes(),
      ...webhookRoutes(),
      ...setupRoutes(),
      ...cycleRoutes(),
      ...accountRoutes(),
    ]
  }

  /** Whether a path is the portal's, and whether it counts against the IP gate (the static files do not). */
  serves(path: string): { throttled: boolean } | null {
    if (path.startsWith(ASSETS)) return { throttled: false }
    return path === PORTAL || path.startsWith(`${PORTAL}/`) ? { throttled: true } : null
  }

  async serve(req: IncomingMessage, res: ServerResponse, correlationId: string, logger: Logger): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname.startsWith(ASSETS)) return this.asset(req, res, url.pathname.slice(ASSETS.length))
    let viewer: Viewer = { email: '' }
    try {
      const route = this.match(req.method ?? 'GET', url.pathname)
      const principal = await this.d.authenticator.authenticate({ cookie: req.headers.cookie }).catch(() => null)
      if (principal?.method !== 'session_cookie') {
        // Not signed in: a page visit goes to sign in and comes back; a form post is refused (its data is not kept).
        if (req.method === 'GET')
          return redirect(res, `${this.d.signInPath}?return_to=${encodeURIComponent(url.pathname + url.search)}`)
        throw new AppError('auth_required', 'Your session has ended. Sign in again.')
      }
      viewer = { email: (await this.d.users.get(principal.userId))?.email ?? principal.userId }
      const r: PortalRequest = {
        req,
        res,
        url,
        params: route.params,
        principal,
        viewer,
        correlationId,
        call: (operationId, c = {}) => this.d.operations.call(operationId, { ...c, principal, correlationId }),
        form: async () => {
          requireSameOrigin(req, this.d.ownOrigins)
          return readForm(req)
        },
        users: async (id) => (await this.d.users.get(id))?.email ?? null,
        newId: () => randomUUID(),
      }
      const answer = await route.route.run(r, this.ctx)
      if ('redirect' in answer) return redirect(res, answer.redirect, answer.headers)
      if ('fragment' in answer) return send(res, 200, answer.fragment)
      send(res, answer.status ?? 200, portalPage({ ...answer.page, viewer: r.viewer }), answer.headers)
    } catch (err) {
      const e = toAppError(err)
      logRefusal(logger, err, e)
      send(
        res,
        e.status,
        portalPage({
          title: errorTitle(e),
          section: 'home',
          viewer,
          body: errorBody(e, correlationId, this.d.signInPath),
        }),
        errorHeaders(e),
      )
    }
  }

  private match(method: string, path: string): { route: PortalRoute; params: string[] } {
    let pathKnown = false
    for (const route of this.routes) {
      const m = route.pattern.exec(path)
      if (!m) continue
      pathKnown = true
      if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { route, params: m.slice(1) }
    }
    if (pathKnown) throw new AppError('method_not_allowed')
    throw new AppError('route_not_found', 'There is no such page.')
  }

  private asset(req: IncomingMessage, res: ServerResponse, name: string): void {
    const a = PORTAL_ASSETS.get(name)
    if (!a || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
      return
    }
    if (req.headers['if-none-match'] === a.etag) {
      res.writeHead(304, { ETag: a.etag }).end()
      return
    }
    res.writeHead(200, {
      'Content-Type': a.type,
      'Content-Length': String(a.body.length),
      ETag: a.etag,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    })
    res.end(req.method === 'HEAD' ? undefined : a.body)
  }
}

function errorTitle(e: AppError): string {
  if (e.status === 429) return 'Slow down'
  if (e.status === 404) return 'Not found'
  if (e.status === 401) return 'Signed out'
  return 'Cannot continue'
}

function errorBody(e: AppError, correlationId: string, signInPath: string): Raw {
  const message = e.status >= 500 ? 'Something went wrong. Try again in a moment.' : e.message
  const wait =
    e.retryAfterSeconds !== undefined
      ? html`<p>Try again in <strong>${retryText(e.retryAfterSeconds)}</strong>.</p>`
      : html``
  const next =
    e.status === 401
      ? html`<p><a href="${signInPath}">Sign in</a></p>`
      : html`<p><a href="${PORTAL}">Back to the overview</a></p>`
  return html`<h1>${errorTitle(e)}</h1>${notice('error', message)}${wait}${next}<p class="muted">Reference: <code>${correlationId}</code></p>`
}

function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(303, { ...PORTAL_HEADERS, ...headers, Location: location })
  res.end()
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...PORTAL_HEADERS, ...headers, 'Content-Length': String(Buffer.byteLength(body)) })
  res.end(body)
}
