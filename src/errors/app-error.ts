// AppError: the one error type operations throw. Transport-neutral: http/envelope.ts renders it.
import { catalogueEntry, type ErrorCode } from './catalogue.ts'

export interface ValidationDetail {
  loc: (string | number)[]
  msg: string
  type: string
}

export interface AppErrorOptions {
  param?: string
  details?: ValidationDetail[]
  retryAfterSeconds?: number
  /** Extra documented fields merged into the error object (for example valid_permissions). */
  extra?: Record<string, unknown>
  headers?: Record<string, string>
  cause?: unknown
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly type: string
  readonly param?: string
  readonly details?: ValidationDetail[]
  readonly retryAfterSeconds?: number
  readonly extra?: Record<string, unknown>
  readonly headers?: Record<string, string>

  constructor(code: ErrorCode, message?: string, opts: AppErrorOptions = {}) {
    const entry = catalogueEntry(code)
    super(message ?? entry.message, opts.cause === undefined ? undefined : { cause: opts.cause })
    this.name = 'AppError'
    this.code = code
    this.status = entry.status
    this.type = entry.type
    if (opts.param !== undefined) this.param = opts.param
    if (opts.details !== undefined) this.details = opts.details
    if (opts.retryAfterSeconds !== undefined) this.retryAfterSeconds = opts.retryAfterSeconds
    if (opts.extra !== undefined) this.extra = opts.extra
    if (opts.headers !== undefined) this.headers = opts.headers
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError
}
