// pino JSON logger. Secrets never reach a log: request headers are not logged, and any field that could
// carry a credential is redacted by path as a second line of defence.
import { pino, type Logger } from 'pino'

export type { Logger }

export const REDACT_PATHS = [
  'authorization', '*.authorization', 'headers.authorization', 'headers.cookie', 'cookie', '*.cookie',
  'value', '*.value', 'api_key', '*.api_key', 'secret', '*.secret', 'token', '*.token', 'password', '*.password',
]

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const opts = { level, base: undefined, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }
  return destination ? pino(opts, destination as pino.DestinationStream) : pino(opts)
}

/**
 * A child logger that is only built when something is logged through it. pino's child() with redaction costs
 * a few microseconds, which is real money per request when most requests log nothing but the access line.
 */
const LEVEL_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal'])
const noop = (): void => {}

export function lazyChild(parent: Logger, bindings: Record<string, unknown>): Logger {
  let real: Logger | undefined
  const get = (): Logger => (real ??= parent.child(bindings))
  return new Proxy({} as Logger, {
    get(_t, prop) {
      // A disabled level logs nothing, so it needs no child.
      if (!real && typeof prop === 'string' && LEVEL_METHODS.has(prop) && (parent.levels.values[prop] ?? 0) < parent.levelVal) return noop
      const r = get() as unknown as Record<PropertyKey, unknown>
      const v = r[prop]
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(r) : v
    },
  })
}
