// Issue 26 §3 over HTTP: /openapi.json with gzip and Brotli, a strong ETag per encoding, Cache-Control and 304 on
// If-None-Match; /docs and its files (no inline script or style, the docs policy, files under versioned URLs kept a
// year); the changelog in step with the version list, on its page and in the served description.
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'
import { changelogMarkdown, Versioning, VERSIONS, type ServiceVersionDef } from '../../versioning/index.ts'
import { CHANGELOG, DOCS_CSP } from './docs-pages.ts'

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A GET (or HEAD) with exactly these headers: Node's fetch would add Accept-Encoding and decode the body itself. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
      .end()
  })
}

const decode = (r: Raw): string =>
  r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body).toString()
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body).toString()
      : r.body.toString()

/** A version after today's, with every kind of entry, to see the changelog follow the list. */
const NEXT: ServiceVersionDef = {
  date: '2099-01-01',
  summary: 'A test version: the catalogue renames `skills`.',
  notes: [
    { kind: 'added', text: 'The `fixture_note` field.' },
    { kind: 'deprecated', text: 'The `old_thing` route.' },
  ],
  changes: [{ description: 'Catalogue: `skills` renamed `items`.', operations: ['listSkills'], response: (b) => b }],
}

describe('/openapi.json and /docs over HTTP', () => {
  let srv: TestServer
  let later: TestServer
  beforeAll(async () => {
    srv = await startTestServer()
    later = await startTestServer({ versioning: new Versioning([...VERSIONS, NEXT]) })
  })
  afterAll(async () => {
    await srv?.close()
    await later?.close()
  })

  describe('/openapi.json', () => {
    it('is sent as Brotli or gzip when accepted, as it is otherwise, the same document every way', async () => {
      const expected = JSON.stringify(srv.services.spec)
      const plain = await get(srv.url, '/openapi.json')
      const gz = await get(srv.url, '/openapi.json', { 'Accept-Encoding': 'gzip' })
      const br = await get(srv.url, '/openapi.json', { 'Accept-Encoding': 'gzip, deflate, br' })
      expect([
        plain.headers['content-encoding'],
        gz.headers['content-encoding'],
        br.headers['content-encoding'],
      ]).toEqual([undefined, 'gzip', 'br'])
      for (const r of [plain, gz, br]) {
        expect(r.status).toBe(200)
        expect(decode(r)).toBe(expected)
        expect(Number(r.headers['content-length'])).toBe(r.body.length)
        expect(r.headers['cache-control']).toBe('public, max-age=300')
        expect(r.headers.vary).toBe('Service-Version, Accept-Encoding')
        expect(r.headers['content-type']).toBe('application/json; charset=utf-8')
        expect(r.headers['service-version']).toBe(VERSIONS.at(-1)!.date)
      }
      expect(br.body.length).toBeLessThan(plain.body.length / 8)
      expect(gz.body.length).toBeLessThan(plain.body.length / 6)
      console.info(`/openapi.json: ${plain.body.length} bytes, gzip ${gz.body.length}, br ${br.body.length}`)
      // One strong ETag per encoding (RFC 9110 §8.8.3), stable from one request to the next.
      const tags = [plain, gz, br].map((r) => r.headers.etag)
      expect(new Set(tags).size).toBe(3)
      expect((await get(srv.url, '/openapi.json', { 'Accept-Encoding': 'br' })).headers.etag).toBe(br.headers.etag)
    })

    it('answers 304 with no body to If-None-Match naming any of its encodings, and 200 to one that does not', async () => {
      const br = await get(srv.url, '/openapi.json', { 'Accept-Encoding': 'br' })
      const plain = await get(srv.url, '/openapi.json')
      for (const [inm, ae] of [
        [br.headers.etag!, 'br'],
        [plain.headers.etag!, 'br'],
        [`W/${br.headers.etag!}`, 'gzip'],
        [`"nope", ${plain.headers.etag!}`, ''],
      ]) {
        const r = await get(srv.url, '/openapi.json', {
          'If-None-Match': inm!,
          ...(ae ? { 'Accept-Encoding': ae } : {}),
        })
        expect(r.status, inm).toBe(304)
        expect(r.body.length).toBe(0)
        expect(r.headers.etag).toEqual(
          ae === 'br' ? br.headers.etag : ae === '' ? plain.headers.etag : expect.stringMatching(/-gzip"$/),
        )
        expect(r.headers['cache-control']).toBe('public, max-age=300')
        expect(r.headers['x-correlation-id']).toMatch(/^req_/)
      }
      expect((await get(srv.url, '/openapi.json', { 'If-None-Match': '"stale"' })).status).toBe(200)
    })

    it('HEAD has the headers and no body; a bad Service-Version is still 400', async () => {
      const head = await get(srv.url, '/openapi.json', { 'Accept-Encoding': 'gzip' }, 'HEAD')
      expect(head.status).toBe(200)
      expect(head.body.length).toBe(0)
      expect(head.headers['content-encoding']).toBe('gzip')
      expect(Number(head.headers['content-length'])).toBeGreaterThan(10_000)
      const bad = await get(srv.url, '/openapi.json', { 'Service-Version': 'latest' })
      expect(bad.status).toBe(400)
      expect(JSON.parse(bad.body.toString()).error.code).toBe('invalid_service_version')
    })
  })

  describe('/docs', () => {
    it('is a page with no inline script or style, under the docs policy, revalidated on every visit', async () => {
      const r = await get(srv.url, '/docs')
      expect(r.status).toBe(200)
      expect(r.headers['content-security-policy']).toBe(DOCS_CSP)
      expect(DOCS_CSP).not.toMatch(/unsafe-|sha256-|nonce-|\*|https?:/)
      expect(r.headers['cache-control']).toBe('no-cache')
      expect(r.headers['x-frame-options']).toBe('DENY')
      const page = r.body.toString()
      const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      expect(scripts.length).toBe(2)
      for (const [, attrs, inner] of scripts) {
        expect(attrs).toMatch(/ src="\/docs\/assets\//)
        expect(inner).toBe('')
      }
      expect(page).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i)
      expect((await get(srv.url, '/docs', { 'If-None-Match': r.headers.etag! })).status).toBe(304)
      expect((await get(srv.url, '/docs/')).body.toString()).toBe(page)
    })

    it("serves swagger-ui's files from the installed package and ours, each under a URL that names its version", async () => {
      const page = (await get(srv.url, '/docs')).body.toString()
      const urls = [...page.matchAll(/(?:src|href)="(\/docs\/assets\/[^"]+)"/g)].map((m) => m[1]!)
      const version = (createRequire(import.meta.url)('swagger-ui-dist/package.json') as { version: string }).version
      expect(urls.sort()).toEqual([
        expect.stringMatching(/^\/docs\/assets\/[A-Za-z0-9_-]{12}\/docs\.css$/),
        expect.stringMatching(/^\/docs\/assets\/[A-Za-z0-9_-]{12}\/docs\.js$/),
        `/docs/assets/swagger-ui-dist@${version}/swagger-ui-bundle.js`,
        `/docs/assets/swagger-ui-dist@${version}/swagger-ui.css`,
      ])
      const bundle = await get(srv.url, `/docs/assets/swagger-ui-dist@${version}/swagger-ui-bundle.js`, {
        'Accept-Encoding': 'br',
      })
      expect(bundle.status).toBe(200)
      expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(bundle.headers['x-content-type-options']).toBe('nosniff')
      expect(decode(bundle)).toBe(
        readFileSync(createRequire(import.meta.url).resolve('swagger-ui-dist/swagger-ui-bundle.js'), 'utf8'),
      )
      console.info(`swagger-ui-bundle.js: ${decode(bundle).length} bytes, br ${bundle.body.length}`)
      const css = await get(srv.url, urls.find((u) => u.endsWith('swagger-ui.css'))!, { 'Accept-Encoding': 'gzip' })
      expect([css.status, css.headers['content-type'], css.headers['content-encoding']]).toEqual([
        200,
        'text/css; charset=utf-8',
        'gzip',
      ])
      expect(
        (await get(srv.url, urls[0]!, { 'If-None-Match': (await get(srv.url, urls[0]!)).headers.etag! })).status,
      ).toBe(304)
      // Another version, a file not served, another method: nothing.
      expect((await get(srv.url, '/docs/assets/swagger-ui-dist@0.0.1/swagger-ui-bundle.js')).status).toBe(404)
      expect((await get(srv.url, `/docs/assets/swagger-ui-dist@${version}/index.html`)).status).toBe(404)
      expect((await get(srv.url, `/docs/assets/swagger-ui-dist@${version}/../../../package.json`)).status).toBe(404)
      const post = await get(srv.url, '/docs', {}, 'POST')
      expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD'])
    })
  })

  describe('the changelog', () => {
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
    const bare = (s: string) => s.replace(/`/g, '').replace(/\s+/g, ' ')

    it('every supported version has an entry that says something', () => {
      for (const v of VERSIONS) expect(Boolean(v.summary || v.notes?.length || v.changes.length), v.date).toBe(true)
    })

    it('/docs/changelog shows every version, newest first, with each note and breaking change, from the running list', async () => {
      for (const [server, versions] of [
        [srv, VERSIONS],
        [later, [...VERSIONS, NEXT]],
      ] as const) {
        const r = await get(server.url, CHANGELOG)
        expect(r.status).toBe(200)
        expect(r.headers['content-security-policy']).toBe(DOCS_CSP)
        const page = text(r.body.toString())
        const dates = [...r.body.toString().matchAll(/<h2 id="v(\d{4}-\d{2}-\d{2})">/g)].map((m) => m[1])
        expect(dates).toEqual(versions.map((v) => v.date).reverse())
        expect(r.body.toString()).toContain(
          `<h2 id="v${versions.at(-1)!.date}">${versions.at(-1)!.date}<span class="latest">latest</span></h2>`,
        )
        for (const v of versions) {
          if (v.summary) expect(page).toContain(bare(v.summary))
          for (const n of v.notes ?? []) expect(page).toContain(bare(n.text))
          for (const c of v.changes) expect(page).toContain(bare(c.description))
        }
        expect(r.body.toString()).not.toMatch(/<script/)
      }
      expect(text((await get(later.url, CHANGELOG)).body.toString())).toContain(
        'Catalogue: skills renamed items. (listSkills)',
      )
    })

    it('the served description carries the same changelog (VERSIONS), so every renderer shows it', async () => {
      const spec = JSON.parse(decode(await get(srv.url, '/openapi.json'))) as {
        info: { description: string; 'x-overview': string }
      }
      expect(spec.info['x-overview']).toContain(changelogMarkdown(VERSIONS, 4))
      for (const v of VERSIONS) expect(spec.info['x-overview']).toContain(`#### ${v.date}`)
      expect(changelogMarkdown([...VERSIONS, NEXT])).toMatch(
        /^#### 2099-01-01 \(latest\)\n\nA test version[^\n]*\n\n- \*\*Added:\*\* The `fixture_note` field\.\n- \*\*Deprecated:\*\* The `old_thing` route\.\n- \*\*Breaking:\*\* Catalogue: `skills` renamed `items`\. \(`listSkills`\)/,
      )
    })
  })
})
