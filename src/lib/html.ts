// Server-rendered pages without a front-end build: one template, text escaped, no script. The Content-Security-Policy
// allows nothing but the page's one inline stylesheet (by its hash) and form posts to this origin; no framing.
import { createHash } from 'node:crypto'

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}' +
  'h1{font-size:1.4rem}button{font:inherit;padding:.5rem 1.2rem;cursor:pointer}.muted{color:#666;font-size:.9rem}' +
  'code{background:#f2f2f2;padding:.1rem .3rem}ul{padding-left:1.2rem}.actions{display:flex;gap:.8rem}'

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')

/**
 * The page policy. `formAction` adds sources to `form-action 'self'`: Chromium applies form-action to every redirect
 * that follows a form post, so a page whose form ends at another origin (the consent page, whose answer is a redirect
 * to the client's callback) must name that origin, and only that one.
 */
export function pageCsp(o: { formAction?: readonly string[] } = {}): string {
  const formAction = ["'self'", ...(o.formAction ?? [])].join(' ')
  return (
    `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; form-action ${formAction}; ` +
    "frame-ancestors 'none'; base-uri 'none'"
  )
}

export const CSP = pageCsp()

/**
 * A CSP source expression for exactly the origin of `uri` (scheme, host, port), or null when it has none that a
 * source expression can name (an opaque or non-http(s) URL). CSP ignores a source's path once a request has been
 * redirected, so the origin is what a redirect target is matched by.
 */
export function originSource(uri: string): string | null {
  const u = URL.parse(uri)
  if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:')) return null
  // CSP's host grammar has no IPv6 literal: Chromium drops `http://[::1]:8080` as an invalid source.
  if (u.hostname.startsWith('[')) return null
  return u.origin
}

/** Headers every page carries: the strict CSP, no framing, no caching, no referrer (links hold one-time tokens). */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': CSP,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** A tagged template: interpolated values are escaped unless wrapped by raw(). */
export interface Raw {
  readonly html: string
}
export const raw = (html: string): Raw => ({ html })
export function html(strings: TemplateStringsArray, ...values: (string | number | Raw | Raw[])[]): Raw {
  let out = strings[0]!
  values.forEach((v, i) => {
    const part = Array.isArray(v)
      ? v.map((x) => x.html).join('')
      : typeof v === 'object'
        ? v.html
        : escapeHtml(String(v))
    out += part + strings[i + 1]!
  })
  return raw(out)
}

/** A whole page. `refreshTo`: the page moves on to that same-origin URL at once (a meta refresh, no script). */
export function page(title: string, body: Raw, o: { refreshTo?: string } = {}): string {
  const refresh = o.refreshTo ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(o.refreshTo)}">` : ''
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="referrer" content="no-referrer">${refresh}<link rel="icon" href="/portal/assets/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body.html}</main></body></html>`
  )
}
