// The error envelope, transport-neutral (ARCHITECTURE "Errors"): what any door sends for an error, whether as an HTTP
// body (http/envelope.ts), an MCP tool result or a JSON-RPC error's data (mcp/). 5xx messages never carry internal
// detail; the correlation id goes in the body and in the log line. Only faults are logged at error level.
import type { Logger } from '../lib/logger.ts'
import { StoreUnavailableError } from '../store/ports/index.ts'
import { AppError, isAppError } from './app-error.ts'

/** Seconds a client should wait before retrying after 503 store_unavailable. */
export const STORE_RETRY_AFTER_SECONDS = 2

export interface ErrorBody {
  error: Record<string, unknown>
}

export function toAppError(err: unknown): AppError {
  // A store that did not answer is 503 with Retry-After, also when an operation wrapped it as internal_error.
  const storeDown =
    err instanceof StoreUnavailableError
      ? err
      : isAppError(err) && err.code === 'internal_error' && err.cause instanceof StoreUnavailableError
        ? err.cause
        : null
  if (storeDown)
    return new AppError('store_unavailable', undefined, {
      retryAfterSeconds: STORE_RETRY_AFTER_SECONDS,
      cause: storeDown,
    })
  if (isAppError(err)) return err
  return new AppError('internal_error', undefined, { cause: err })
}

export function errorBody(e: AppError, correlationId: string): ErrorBody {
  const error: Record<string, unknown> = {
    type: e.type,
    code: e.code,
    // 5xx: only catalogue-level wording, never an underlying error's text.
    message: e.code === 'internal_error' ? 'An internal error occurred.' : e.message,
  }
  if (e.param !== undefined) error.param = e.param
  if (e.retryAfterSeconds !== undefined) error.retry_after_seconds = e.retryAfterSeconds
  if (e.details !== undefined) error.details = e.details
  if (e.extra) Object.assign(error, e.extra)
  error.correlation_id = correlationId
  return { error }
}

/**
 * One log line per refusal, at a level that says whose problem it is: `error` only for faults (internal_error,
 * anything thrown that is not an AppError), `warn` for a 5xx the code chose on purpose (permissions_immutable,
 * service_unavailable…), `debug` for client errors (the access line already records their status).
 */
export function logRefusal(logger: Logger, err: unknown, e: AppError): void {
  const cause = isAppError(err) ? e.cause : err
  const described = cause instanceof Error ? { name: cause.name, message: cause.message, stack: cause.stack } : cause
  if (!isAppError(err) || e.code === 'internal_error')
    logger.error({ err: described, code: e.code, status: e.status }, 'request failed')
  else if (e.status >= 500)
    logger.warn(
      { ...(cause === undefined ? {} : { err: described }), code: e.code, status: e.status },
      'request refused',
    )
  else logger.debug({ code: e.code, status: e.status }, 'request refused')
}
