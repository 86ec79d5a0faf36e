// The OpenAPI document as the bundler handles it, and where the hand-maintained base (openapi.yaml) is read from.
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>
  components: Record<string, Record<string, unknown>>
  tags?: { name: string; description?: string }[]
}

export function readBaseDocument(file: string): OpenApiDocument {
  return YAML.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument
}

export function defaultBaseDocumentPath(): string {
  return path.join(import.meta.dirname, '..', '..', 'openapi.yaml')
}
