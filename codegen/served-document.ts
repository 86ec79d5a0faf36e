// The document a server started with `env` serves at /openapi.json, built as src/services.ts builds it (the skills
// and Service-Version dates of its channel, its servers), for the checks that read the published description as
// tools do: codegen/spec-lint.ts, the generated-client tests. src/spec/hosts.api.test.ts checks that a live server
// serves exactly this.
import { loadConfig } from '../src/config.ts'
import { loadSkills } from '../src/skill-runtime/index.ts'
import {
  bundleSpec,
  defaultBaseDocumentPath,
  publishedServers,
  readBaseDocument,
  readResponseExamples,
  type OpenApiDocument,
} from '../src/spec/index.ts'
import { Versioning, VERSIONS } from '../src/versioning/index.ts'

export async function servedDocument(env: Record<string, string> = {}): Promise<OpenApiDocument> {
  const config = loadConfig(env)
  const registry = (await loadSkills(config.skillsDir)).forChannel(config.serviceChannel)
  const versioning = new Versioning(VERSIONS, config.serviceChannel)
  return bundleSpec(readBaseDocument(defaultBaseDocumentPath()), registry.list(), {
    servers: publishedServers(config),
    serviceVersions: versioning.supported,
    responseExamples: readResponseExamples(),
  })
}
