// The HTTP door. Start with pipeline.ts.
export {
  buildPipeline,
  messageClasses,
  sendResult,
  type HttpDeps,
  type MessageClasses,
  type MountedDoor,
} from './pipeline.ts'
export { errorBody, sendError, toAppError } from './envelope.ts'
export {
  createHttpTransport,
  ListenError,
  IDLE_SETTLE_MS,
  type HttpTransport,
  type TransportOptions,
  type DrainOptions,
} from './server.ts'
