// Date-based versions (spec: Versioning; SPEC-DECISIONS "Versioning"). The supported list lives here and
// nowhere else. A request pins a version with `Service-Version: YYYY-MM-DD`; absent means the latest.
import { AppError } from '../errors/index.ts'

export const SUPPORTED_VERSIONS = ['2026-04-24'] as const
export const LATEST_VERSION: string = SUPPORTED_VERSIONS[SUPPORTED_VERSIONS.length - 1]!
export const VERSION_HEADER = 'Service-Version'

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The version a request runs under; 400 invalid_service_version for a malformed or unsupported value. */
export function resolveVersion(header: string | string[] | undefined): string {
  if (header === undefined) return LATEST_VERSION
  const v = Array.isArray(header) ? header[0] ?? '' : header.trim()
  if (DATE.test(v) && (SUPPORTED_VERSIONS as readonly string[]).includes(v)) return v
  throw new AppError('invalid_service_version',
    `Unsupported Service-Version ${JSON.stringify(v.slice(0, 40))}; supported: ${SUPPORTED_VERSIONS.join(', ')}.`,
    { param: VERSION_HEADER, extra: { supported_versions: [...SUPPORTED_VERSIONS] } })
}
