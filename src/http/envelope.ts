// The only place an error becomes an HTTP response (ARCHITECTURE: "Errors"). 5xx messages never carry
// internal detail; the correlation id goes in the body and in the log line.
import type { Response } from 'express'
import { AppError, isAppError } from '../errors/index.ts'
import type { Logger } from '../lib/logger.ts'
import { StoreUnavailableError } from '../store/ports/index.ts'

/** Seconds a client should wait before retrying after 503 store_unavailable. */
export const STORE_RETRY_AFTER_SECONDS = 2

export interface ErrorBody {
  error: Record<string, unknown>
}

export function toAppError(err: unknown): AppError {
  // A store that did not answer is 503 with Retry-After, also when an operation wrapped it as internal_error.
  const storeDown = err instanceof StoreUnavailableError ? err
    : isAppError(err) && err.code === 'internal_error' && err.cause instanceof StoreUnavailableError ? err.cause : null
  if (storeDown) return new AppError('store_unavailable', undefined, { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS, cause: storeDown })
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

/** Faults are logged with their cause; the caller's own mistakes are not faults. */
export function logError(logger: Logger, err: unknown, e: AppError): void {
  if (e.status >= 500) {
    const cause = isAppError(err) ? e.cause : err
    logger.error({ err: cause instanceof Error ? { name: cause.name, message: cause.message, stack: cause.stack } : cause, code: e.code }, 'request failed')
  }
}

export function sendError(res: Response, err: unknown, correlationId: string, logger: Logger): void {
  const e = toAppError(err)
  logError(logger, err, e)
  if (res.headersSent) { res.end(); return }
  if (e.headers) for (const [k, v] of Object.entries(e.headers)) res.setHeader(k, v)
  if (e.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(e.retryAfterSeconds))
  res.status(e.status).json(errorBody(e, correlationId))
}
