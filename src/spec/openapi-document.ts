// The OpenAPI document as the bundler handles it, and where the hand-maintained base (openapi.yaml) is read from.
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>
  components: Record<string, Record<string, unknown>>
  tags?: { name: string; description?: string }[]
}

/** The last document parsed, by its text: parsing the YAML is a tenth of a server's start, and tests start many. */
let last: { text: string; doc: OpenApiDocument } | null = null

/** The parsed document, a fresh copy on every call (callers build on it); parsed again only when the text changed. */
export function readBaseDocument(file: string): OpenApiDocument {
  const text = fs.readFileSync(file, 'utf8')
  if (last?.text !== text) last = { text, doc: YAML.parse(text) as OpenApiDocument }
  return structuredClone(last.doc)
}

export function defaultBaseDocumentPath(): string {
  return path.join(import.meta.dirname, '..', '..', 'openapi.yaml')
}
