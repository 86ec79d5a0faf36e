// The HTTP door. Start with pipeline.ts.
export { buildPipeline, sendResult, type HttpDeps } from './pipeline.ts'
export { errorBody, sendError, toAppError } from './envelope.ts'
