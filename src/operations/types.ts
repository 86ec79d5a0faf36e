// The transport-free shapes every door speaks (ARCHITECTURE "Doors over one operation pipeline"): a door turns
// its transport into an OperationCall, runs it, and turns the OperationResult or the AppError into its own wire
// form. Nothing here knows about HTTP, MCP or the command line.
import type { Principal } from '../auth/index.ts'
import type { Readable } from 'node:stream'
import type { Logger } from '../lib/logger.ts'

export interface OperationCall {
  /** The operation as the door named it; the generic skill operation is resolved to the skill's own. */
  operationId: string
  principal: Principal | null
  params: Record<string, string>
  /** Strings as a transport sent them (or a raw query string), or typed values; the validate stage coerces. */
  query: Record<string, unknown> | string
  body: unknown
  /** The raw body of an operation marked `x-body: stream` (an upload), instead of a parsed `body`. */
  upload?: UploadBody | undefined
  /** The Idempotency-Key a door received out of band (a header); a write skill may also carry it in its input. */
  idempotencyKey?: string | undefined
  /** The If-Match precondition a door received (a header): the version a command expects to act on. */
  ifMatch?: string | undefined
  /** The Service-Version the call runs under (already resolved by the door). */
  version: string
  correlationId: string
  logger: Logger
  /** Aborted when the caller goes away (a client disconnect): a running skill is told to stop. */
  signal?: AbortSignal | undefined
  /** Set by a door that can stream (SSE, MCP progress): a streaming skill reports through it. */
  stream?: StreamSink | undefined
  /** Set by a door that serves an `x-sse` operation as an event stream. */
  events?: EventSink | undefined
  /**
   * Headers the answer carries whether it succeeds or fails (rate-limit state, deprecation); stages add to it.
   * The door owns the object and reads it after the run.
   */
  responseHeaders: Record<string, string>
}

export interface OperationResult {
  status: number
  /** JSON-serialisable; absent for 204. */
  body?: unknown
  /** The headers that matter to the caller (Set-Cookie, replay markers); transport headers are the door's. */
  headers: Record<string, string>
  /** Bytes to send instead of a JSON body (a download); never stored for a replay, never version-transformed. */
  content?: ContentBody
  /** True when the idempotency stage replayed a stored result instead of running the operation. */
  replayed?: boolean
}

/**
 * An event stream the door offers to an operation marked `x-sse` when the caller asked for one (SSE): the
 * operation refuses as usual (an ordinary error response) until it calls begin(); after that it sends events and
 * resolves when the stream is over.
 */
export interface EventSink {
  /** The Last-Event-ID the caller sent (a reconnect), or undefined. */
  readonly lastEventId: string | undefined
  /** Aborted when the caller goes away. */
  readonly signal: AbortSignal
  /** Starts the stream (200, text/event-stream). */
  begin(): void
  /** One event; `id` becomes the stream's Last-Event-ID for a reconnect. */
  send(id: string | null, event: string, data: unknown): void
}

/** Progress and partial output of a streaming skill, as the door will carry them (SSE `progress`, `delta`). */
export interface StreamSink {
  /** Called once, when every check has passed and the operation starts running. */
  begin(): void
  progress(fraction: number | null, message: string): void
  delta(data: unknown): void
}

/** A request body handed over unread (operations marked `x-body: stream`). */
export interface UploadBody {
  /** The body's bytes as they arrive; reading past the operation's limit fails with 413 payload_too_large. */
  stream: Readable
  /** The request's Content-Type, parameters included (a multipart boundary), or '' when none was sent. */
  mediaType: string
  /**
   * Reads whatever the operation left unread and answers the SHA-256 (hex) of the whole body with any multipart
   * boundary set aside: what makes two uploads "the same request" for idempotency.
   */
  digest(): Promise<string>
}

/** Bytes an operation answers with, streamed by the door. */
export interface ContentBody {
  stream: Readable
  /** Content-Type. */
  type: string
  /** Content-Length. */
  length: number
}
