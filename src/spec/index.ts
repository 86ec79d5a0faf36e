// Bundling openapi.yaml with the installed skills into the served description. Start with bundle.ts.
export { bundleSpec, hoistable, type BundleOptions } from './bundle.ts'
export { publishedServers, ALPHA_DESCRIPTION, type HostSettings, type ServerObject } from './servers.ts'
export { readBaseDocument, defaultBaseDocumentPath, type OpenApiDocument } from './openapi-document.ts'
export { SKILL_ERROR_STATUSES, MAX_EMBEDDED_EXAMPLE_BYTES } from './skill-operation.ts'
export {
  addResponseExamples,
  defaultResponseExamplesDir,
  readResponseExamples,
  hasExample,
  ERROR_ENVELOPE_REF,
  type MediaExamples,
  type OperationExamples,
  type ResponseExamples,
} from './response-examples.ts'
