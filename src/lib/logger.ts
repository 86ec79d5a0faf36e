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
