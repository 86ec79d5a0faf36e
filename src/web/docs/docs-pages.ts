// The API reference for people (issue 26 §3): GET /docs draws the served /openapi.json with swagger-ui, served from
// our own package (no CDN) under the docs policy below; GET /docs/changelog is the changelog per Service-Version, made
// from the version list (versioning/ VERSIONS), no script; /docs/assets/… are the files (assets.ts). Every page is the
// same bytes until the next deploy, so each is sent with an ETag (304 on If-None-Match) and gzip or Brotli.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { CachedBody, sendCached } from '../../lib/cached-body.ts'
import { escapeHtml, html, raw, type Raw } from '../../lib/html.ts'
import { changelogEntries, NOTE_HEADINGS, type ServiceVersionDef } from '../../versioning/index.ts'
import { ASSET_CACHE_CONTROL, DOCS, DOCS_ASSETS, docsAssets } from './assets.ts'

export const CHANGELOG = `${DOCS}/changelog`

/**
 * The docs policy: the portal's (scripts and styles from this origin only, fetch to this origin only) plus `data:`
 * images, which swagger-ui's stylesheet uses for its icons (inline SVG in `url(data:…)`). No 'unsafe-inline', no
 * 'unsafe-eval', no hash: measured in Chromium with zero violations on load, expanding operations and schemas, and
 * "Try it out" (docs.browser.test.ts; README.md in this folder).
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "form-action 'none'; frame-ancestors 'none'; base-uri 'none'"

export const DOCS_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': DOCS_CSP,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Revalidated on every visit (a 304 while nothing changed), so a deploy's new asset URLs are seen at once.
  'Cache-Control': 'no-cache',
}

type Section = 'reference' | 'changelog'

function docsPage(o: { title: string; section: Section; body: Raw; scripts?: readonly string[] }): string {
  const a = docsAssets().url
  const styles = o.scripts ? [a['swagger-ui.css'], a['docs.css']] : [a['docs.css']]
  const link = (href: string, label: string, section: Section | null) =>
    section === o.section
      ? html`<li><a href="${href}" aria-current="page">${label}</a></li>`
      : html`<li><a href="${href}">${label}</a></li>`
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<meta name="referrer" content="no-referrer"><title>${escapeHtml(o.title)} · Skills Connect</title>` +
    '<link rel="icon" href="/portal/assets/favicon.svg" type="image/svg+xml">' +
    styles.map((s) => `<link rel="stylesheet" href="${escapeHtml(s)}">`).join('') +
    (o.scripts ?? []).map((s) => `<script src="${escapeHtml(s)}" defer></script>`).join('') +
    '</head><body>' +
    html`<a class="skip" href="#main">Skip to content</a>
    <header class="docs-top"><p class="brand"><a href="${DOCS}">Skills Connect</a></p>
      <nav class="docs-nav" aria-label="Documentation"><ul>${[
        link(DOCS, 'API reference', 'reference'),
        link(CHANGELOG, 'Changelog', 'changelog'),
        link('/openapi.json', 'OpenAPI document', null),
        link('/portal', 'Portal', null),
      ]}</ul></nav>
    </header>
    <main id="main" tabindex="-1">${o.body}</main>`.html +
    '</body></html>'
  )
}

function referencePage(): string {
  const a = docsAssets().url
  return docsPage({
    title: 'API reference',
    section: 'reference',
    scripts: [a['swagger-ui-bundle.js'], a['docs.js']],
    body: html`<h1 class="visually-hidden">Skills Connect API reference</h1>
      <div id="swagger-ui" aria-busy="true"><p class="docs-loading">Loading the reference from <a href="/openapi.json">/openapi.json</a>…</p></div>
      <noscript><p class="docs-loading">The reference is drawn by JavaScript. Without it, read the OpenAPI document at
        <a href="/openapi.json">/openapi.json</a> and the <a href="${CHANGELOG}">changelog</a>.</p></noscript>`,
  })
}

/** Inline Markdown of the version notes: `code` only (the rest is text, escaped). */
function inline(text: string): Raw {
  return raw(escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>'))
}

export function changelogPage(versions: readonly ServiceVersionDef[]): string {
  const entries = changelogEntries(versions).map((e) => {
    const groups = (['added', 'deprecated', 'removed'] as const).map((kind) => {
      const notes = e.notes.filter((n) => n.kind === kind)
      return notes.length
        ? html`<h3>${NOTE_HEADINGS[kind]}</h3><ul>${notes.map((n) => html`<li>${inline(n.text)}</li>`)}</ul>`
        : html``
    })
    const breaking = e.breaking.length
      ? html`<h3>Breaking</h3><p class="muted">Requests pinned to an earlier date keep the old shapes.</p>
        <ul>${e.breaking.map((b) => html`<li>${inline(b.description)}${b.operations ? html` (${raw(b.operations.map((o) => `<code>${escapeHtml(o)}</code>`).join(', '))})` : html``}</li>`)}</ul>`
      : html``
    const empty =
      !e.summary && !e.notes.length && !e.breaking.length ? html`<p>No changes a client can see.</p>` : html``
    return html`<section aria-labelledby="v${e.date}"><h2 id="v${e.date}">${e.date}${e.latest ? html`<span class="latest">latest</span>` : html``}</h2>
      ${e.summary ? html`<p>${inline(e.summary)}</p>` : html``}${groups}${breaking}${empty}</section>`
  })
  return docsPage({
    title: 'Changelog',
    section: 'changelog',
    body: html`<div class="docs-prose"><h1>Changelog</h1>
      <p>One entry per <code>Service-Version</code> date, newest first. Send <code>Service-Version: YYYY-MM-DD</code> to pin a
        date; without it you get the latest (${versions.at(-1)!.date}), and every response names the version that served it.
        Supported: ${raw(versions.map((v) => `<code>${escapeHtml(v.date)}</code>`).join(', '))}.</p>
      ${entries}</div>`,
  })
}

export interface DocsPagesDeps {
  /** The supported versions, oldest first (the running Versioning's list). */
  versions: readonly ServiceVersionDef[]
}

export class DocsPages {
  private readonly versions: readonly ServiceVersionDef[]
  private pages: Map<string, CachedBody> | null = null
  constructor(d: DocsPagesDeps) {
    this.versions = d.versions
  }

  /** Whether a path is the docs', and whether it counts against the IP gate (the files do not, as the portal's). */
  static serves(path: string): { throttled: boolean } | null {
    if (path.startsWith(DOCS_ASSETS)) return { throttled: false }
    return path === DOCS || path === `${DOCS}/` || path === CHANGELOG ? { throttled: true } : null
  }

  async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { ...DOCS_HEADERS, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method not allowed.\n')
      return
    }
    if (pathname.startsWith(DOCS_ASSETS)) {
      const body = docsAssets().get(pathname)
      if (!body) {
        res.writeHead(404, { ...DOCS_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('No such file.\n')
        return
      }
      return sendCached(req, res, body, {
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Cache-Control': ASSET_CACHE_CONTROL,
      })
    }
    const page = this.page(pathname === `${DOCS}/` ? DOCS : pathname)
    return sendCached(req, res, page, DOCS_HEADERS)
  }

  private page(pathname: string): CachedBody {
    this.pages ??= new Map([
      [DOCS, new CachedBody(Buffer.from(referencePage()), 'text/html; charset=utf-8')],
      [CHANGELOG, new CachedBody(Buffer.from(changelogPage(this.versions)), 'text/html; charset=utf-8')],
    ])
    return this.pages.get(pathname)!
  }
}
