// Operations: the one transport-free path every door (HTTP, the in-process door for WorkStream tasks and the
// command line, MCP) takes to run a REST operation or a skill. Start with stages.ts (the stage table), then
// operations.ts (the entry point) and catalog.ts (exceptions as data).
export { Operations, type AdmittedCall } from './operations.ts'
export { OperationCatalog, type OperationDef, type CatalogOptions } from './catalog.ts'
export { STAGES, execute, type Stage } from './stages.ts'
export {
  buildHandlers,
  type HandlerDeps,
  type RestCall,
  type RestHandler,
  type RestHandlers,
  type RestResult,
} from './handlers.ts'
export { InProcessDoor, type InProcessCall, type InvocationResult } from './in-process-door.ts'
export { skillDataFactory } from './skill-data.ts'
export { ApiRouter, createBackend, type MatchResult } from './router.ts'
export type { OperationsDeps, OpContext } from './context.ts'
export type { ContentBody, EventSink, OperationCall, OperationResult, StreamSink, UploadBody } from './types.ts'
