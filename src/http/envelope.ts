// The only place an error becomes an HTTP response (ARCHITECTURE: "Errors"); the envelope itself (errorBody, 5xx
// wording, log levels) is transport-neutral and lives in errors/envelope.ts, shared with the MCP door.
import type { ServerResponse } from 'node:http'
import { errorBody, logRefusal, toAppError } from '../errors/index.ts'
import type { Logger } from '../lib/logger.ts'
import { writeAnswer } from './answer.ts'

export { errorBody, logRefusal, toAppError, STORE_RETRY_AFTER_SECONDS, type ErrorBody } from '../errors/index.ts'

/** The envelope for `err`, with `headers` (the door's: correlation id, version, rate limits) and the error's own. */
export function sendError(res: ServerResponse, err: unknown, correlationId: string, logger: Logger, headers: Record<string, string> = {}): void {
  const e = toAppError(err)
  logRefusal(logger, err, e)
  if (res.headersSent) { res.end(); return }
  const all = e.headers ? Object.assign(headers, e.headers) : headers
  if (e.retryAfterSeconds !== undefined) all['Retry-After'] = String(e.retryAfterSeconds)
  writeAnswer(res, e.status, all, JSON.stringify(errorBody(e, correlationId)))
}
