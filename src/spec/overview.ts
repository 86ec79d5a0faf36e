// The parts of the served description's overview (info.x-overview) that are made from data rather than written in
// openapi.yaml: every error code with its status and type (errors/ catalogue), and the changelog per Service-Version
// (versioning/ VERSIONS). So every renderer and generator shows them, and they cannot drift from the code.
import { ERROR_CATALOGUE } from '../errors/index.ts'
import { changelogMarkdown, VERSIONS, type ServiceVersionDef } from '../versioning/index.ts'
import type { OpenApiDocument } from './openapi-document.ts'

/** A Markdown table cell: pipes escaped, one line. */
const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ')

export function errorCodesMarkdown(): string {
  const rows = Object.entries(ERROR_CATALOGUE)
    .sort(([a, x], [b, y]) => x.status - y.status || a.localeCompare(b))
    .map(([code, e]) => `| ${e.status} | \`${code}\` | \`${e.type}\` | ${cell(e.message)} |`)
  // <details> keeps the long table folded in renderers that show HTML; the rest show it open.
  return [
    '### Error codes',
    '',
    `${rows.length} codes, by status. The message shown is the default; most errors say more.`,
    '',
    '<details><summary>Every code, its status and type</summary>',
    '',
    '| Status | Code | Type | Meaning |',
    '|---|---|---|---|',
    ...rows,
    '',
    '</details>',
  ].join('\n')
}

/** The pointer to the whole overview that info.description ends with. */
export const OVERVIEW_POINTER =
  'The whole overview (authentication, errors and every error code, rate limits, idempotency, ' +
  "versioning, lists, the changelog) is the API reference's first page, at `/docs`, and this document's `info.x-overview`."

/**
 * The overview: the prose of openapi.yaml's info.description, then the error codes and the changelog, in
 * `info.x-overview` (what /docs shows as the reference's first page: src/web/docs/assets/docs.js). info.description
 * keeps only its first paragraph and a pointer to the rest: client generators copy info.description into the head of
 * every file they write (OpenAPI Generator: 13 kB into each of 1,400 files, 36 MB of Python), and other renderers
 * still say where the overview is.
 */
export function addOverview(doc: OpenApiDocument, versions: readonly ServiceVersionDef[] = VERSIONS): void {
  const info = doc.info as { description?: string; 'x-overview'?: string }
  const changelog = [
    '### Changelog',
    '',
    'One entry per `Service-Version` date, newest first (also at `/docs/changelog`).',
    '',
    changelogMarkdown(versions, 4),
  ].join('\n')
  const prose = (info.description ?? '').trimEnd()
  info['x-overview'] = `${[prose, errorCodesMarkdown(), changelog].join('\n\n')}\n`
  info.description = `${prose.split(/\n\s*\n/)[0]!.trim()}\n\n${OVERVIEW_POINTER}\n`
}
