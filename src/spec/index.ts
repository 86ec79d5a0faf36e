// Bundling openapi.yaml with the installed skills into the served description. Start with bundle.ts.
export { bundleSpec, hoistable } from './bundle.ts'
export { readBaseDocument, defaultBaseDocumentPath, type OpenApiDocument } from './openapi-document.ts'
export { SKILL_ERROR_STATUSES, MAX_EMBEDDED_EXAMPLE_BYTES } from './skill-operation.ts'
