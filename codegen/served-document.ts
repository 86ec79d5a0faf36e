// The document a server started with `env` serves at /openapi.json, built the way src/services.ts builds it, for the
// checks that read the published description as tools do (codegen/spec-lint.ts, the generated-client tests).
import path from 'node:path'
import { loadSkills } from '../src/skill-runtime/index.ts'
import { bundleSpec, defaultBaseDocumentPath, readBaseDocument, type OpenApiDocument } from '../src/spec/index.ts'

const ROOT = path.resolve(import.meta.dirname, '..')

export async function servedDocument(): Promise<OpenApiDocument> {
  const registry = await loadSkills(path.join(ROOT, 'skills'))
  return bundleSpec(readBaseDocument(defaultBaseDocumentPath()), registry.list())
}
