// The API reference's files: swagger-ui's (read from the installed swagger-ui-dist, wherever node_modules is, whatever
// the working directory) under a URL naming the package version, and ours (docs.js, docs.css) under a URL naming a
// hash of their content. Either way a URL always means the same bytes, so browsers keep them a year without asking
// (`immutable`); a deploy that changes a file changes its URL. Read on first use, once per process.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { CachedBody } from '../../lib/cached-body.ts'

export const DOCS = '/docs'
export const DOCS_ASSETS = `${DOCS}/assets/`
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

/** swagger-ui-dist's folder and version, from its package.json (it has no `exports`, so the file resolves). */
function swaggerUiDist(): { dir: string; version: string } {
  const pkg = createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')
  return { dir: path.dirname(pkg), version: (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version }
}

export interface DocsAssets {
  /** The URL of each file by its name (`swagger-ui-bundle.js`, `docs.css`, ...). */
  url: Record<'swagger-ui-bundle.js' | 'swagger-ui.css' | 'docs.js' | 'docs.css', string>
  swaggerUiVersion: string
  /** The file a URL names, or undefined. */
  get(pathname: string): CachedBody | undefined
}

function load(): DocsAssets {
  const dist = swaggerUiDist()
  const files = new Map<string, () => CachedBody>()
  const bodies = new Map<string, CachedBody>()
  const add = (file: string, read: () => Buffer, tag: string): string => {
    const url = `${DOCS_ASSETS}${tag}/${file}`
    files.set(url, () => new CachedBody(read(), TYPES[path.extname(file)]!))
    return url
  }
  const own = (file: string): string => {
    const bytes = readFileSync(new URL(`./assets/${file}`, import.meta.url))
    return add(file, () => bytes, createHash('sha256').update(bytes).digest('base64url').slice(0, 12))
  }
  const vendor = (file: string): string =>
    add(file, () => readFileSync(path.join(dist.dir, file)), `swagger-ui-dist@${dist.version}`)
  return {
    swaggerUiVersion: dist.version,
    url: {
      'swagger-ui-bundle.js': vendor('swagger-ui-bundle.js'),
      'swagger-ui.css': vendor('swagger-ui.css'),
      'docs.js': own('docs.js'),
      'docs.css': own('docs.css'),
    },
    get(pathname) {
      let b = bodies.get(pathname)
      if (!b) {
        const read = files.get(pathname)
        if (!read) return undefined
        bodies.set(pathname, (b = read()))
      }
      return b
    },
  }
}

let loaded: DocsAssets | null = null
/** The files, found on first use (swagger-ui's 1.9 MB are read only when first asked for). */
export function docsAssets(): DocsAssets {
  return (loaded ??= load())
}
