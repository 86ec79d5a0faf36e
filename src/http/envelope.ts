// The only place an error becomes an HTTP response (ARCHITECTURE: "Errors"); the envelope itself (errorBody, 5xx
// wording, log levels) is transport-neutral and lives in errors/envelope.ts, shared with the MCP door.
import { STATUS_CODES, type ServerResponse } from 'node:http'
import { errorBody, logRefusal, toAppError, type AppError } from '../errors/index.ts'
import type { Logger } from '../lib/logger.ts'
import { writeAnswer } from './answer.ts'

export { errorBody, logRefusal, toAppError, STORE_RETRY_AFTER_SECONDS, type ErrorBody } from '../errors/index.ts'

/** The envelope for `err`, with `headers` (the door's: correlation id, version, rate limits) and the error's own. */
export function sendError(
  res: ServerResponse,
  err: unknown,
  correlationId: string,
  logger: Logger,
  headers: Record<string, string> = {},
): void {
  const e = toAppError(err)
  logRefusal(logger, err, e)
  sendEnvelope(res, e, correlationId, headers)
}

/** Writes `e` as the envelope, with `headers` and the error's own (a refusal already decided and logged). */
export function sendEnvelope(
  res: ServerResponse,
  e: AppError,
  correlationId: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end()
    return
  }
  const all = e.headers ? Object.assign(headers, e.headers) : headers
  if (e.retryAfterSeconds !== undefined) all['Retry-After'] = String(e.retryAfterSeconds)
  writeAnswer(res, e.status, all, JSON.stringify(errorBody(e, correlationId)))
}

/**
 * A whole HTTP/1.1 answer as bytes, for a refusal written straight to the socket where no response object exists
 * (Node's HTTP parser refused the request: server.ts, parser-refusal.ts). The same envelope and correlation id as
 * every other answer; the connection closes after it.
 */
export function rawErrorAnswer(e: AppError, correlationId: string, headers: Record<string, string>): Buffer {
  const body = JSON.stringify(errorBody(e, correlationId))
  const all: Record<string, string> = {
    Date: new Date().toUTCString(),
    ...headers,
    ...e.headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }
  const head = [
    `HTTP/1.1 ${e.status} ${STATUS_CODES[e.status] ?? 'Error'}`,
    ...Object.entries(all).map(([k, v]) => `${k}: ${v}`),
  ]
  return Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}`, 'utf8')
}
