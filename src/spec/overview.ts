// The parts of the served description's overview (info.description) that are made from data rather than written in
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
  return ['### Error codes', '', `${rows.length} codes, by status. The message shown is the default; most errors say more.`, '',
    '<details><summary>Every code, its status and type</summary>', '',
    '| Status | Code | Type | Meaning |', '|---|---|---|---|', ...rows, '', '</details>'].join('\n')
}

/** Appends the error codes and the changelog to info.description. */
export function addOverview(doc: OpenApiDocument, versions: readonly ServiceVersionDef[] = VERSIONS): void {
  const info = doc.info as { description?: string }
  const changelog = ['### Changelog', '', 'One entry per `Service-Version` date, newest first (also at `/docs/changelog`).', '',
    changelogMarkdown(versions, 4)].join('\n')
  info.description = [(info.description ?? '').trimEnd(), errorCodesMarkdown(), changelog].join('\n\n') + '\n'
}
