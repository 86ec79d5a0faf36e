// Bundling openapi.yaml with the installed skills into the served description. Start with bundle.ts.
export {
  bundleSpec, readBaseDocument, defaultBaseDocumentPath, hoistable,
  SKILL_ERROR_STATUSES, MAX_EMBEDDED_EXAMPLE_BYTES, type OpenApiDocument,
} from './bundle.ts'
