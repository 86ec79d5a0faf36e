// The portal's page frame: skip link, navigation, who is signed in, the sign-out form; its headers (strict CSP that
// allows only this origin's one script and one stylesheet, no framing, no caching, no referrer) and its assets.
import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { escapeHtml, html, type Raw } from '../../lib/html.ts'

export const PORTAL = '/portal'
export const ASSETS = `${PORTAL}/assets/`

/** script and style from this origin only (the two files below); EventSource and fetch to this origin. */
export const PORTAL_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

export const PORTAL_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': PORTAL_CSP,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
}

interface Asset {
  body: Buffer
  type: string
  etag: string
}
function asset(file: string, type: string): Asset {
  const body = readFileSync(new URL(`./assets/${file}`, import.meta.url))
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` }
}
/** The portal's static files (stylesheet, script, icon), read once. */
export const PORTAL_ASSETS: ReadonlyMap<string, Asset> = new Map([
  ['portal.css', asset('portal.css', 'text/css; charset=utf-8')],
  ['portal.js', asset('portal.js', 'text/javascript; charset=utf-8')],
  ['favicon.svg', asset('favicon.svg', 'image/svg+xml')],
])

export const NAV = [
  ['home', `${PORTAL}`, 'Overview'],
  ['keys', `${PORTAL}/keys`, 'API keys'],
  ['webhooks', `${PORTAL}/webhooks`, 'Webhooks'],
  ['cycles', `${PORTAL}/cycles`, 'WorkStreams'],
  ['approvals', `${PORTAL}/approvals`, 'Approvals'],
  ['connections', `${PORTAL}/connections`, 'Connections'],
  ['sessions', `${PORTAL}/sessions`, 'Sessions'],
] as const
export type Section = (typeof NAV)[number][0]

export interface Viewer {
  email: string
}

/** A whole portal page. */
export function portalPage(o: { title: string; section: Section; viewer: Viewer; body: Raw }): string {
  const nav = NAV.map(([id, href, label]) =>
    id === o.section
      ? html`<li><a href="${href}" aria-current="page">${label}</a></li>`
      : html`<li><a href="${href}">${label}</a></li>`,
  )
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<meta name="referrer" content="no-referrer"><title>${escapeHtml(o.title)} · Skills Connect</title>` +
    `<link rel="icon" href="${ASSETS}favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${ASSETS}portal.css"><script type="module" src="${ASSETS}portal.js"></script></head><body>` +
    html`<a class="skip" href="#main">Skip to content</a>
    <header class="top"><a class="brand" href="${PORTAL}">Skills Connect</a>
      <nav class="main" aria-label="Portal"><ul>${nav}</ul></nav>
      <div class="who"><span>${o.viewer.email}</span>
        <form method="post" action="/auth/sign-out" class="inline"><button type="submit" class="secondary">Sign out</button></form></div>
    </header>
    <main id="main" tabindex="-1">${o.body}</main>`.html +
    '</body></html>'
  )
}

/** A notice: role=alert for errors (read at once), role=status otherwise. */
export function notice(kind: 'ok' | 'error' | 'warn' | 'info', text: string | Raw): Raw {
  const role = kind === 'error' ? 'alert' : 'status'
  return html`<div class="notice ${kind}" role="${role}">${text}</div>`
}

/** A timestamp as people read it (UTC), in a <time> element; '—' for none. */
export function when(iso: string | null | undefined): Raw {
  if (!iso) return html`<span class="muted">—</span>`
  const d = new Date(iso)
  return html`<time datetime="${d.toISOString()}">${d.toISOString().slice(0, 16).replace('T', ' ')} UTC</time>`
}
