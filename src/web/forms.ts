// Reading the small urlencoded forms the pages post, and the checks every form post meets.
import type { IncomingMessage } from 'node:http'
import { AppError } from '../errors/index.ts'

const FORM_LIMIT_BYTES = 16 * 1024

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded')
    throw new AppError('unsupported_media_type', 'Send the form as application/x-www-form-urlencoded.')
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > FORM_LIMIT_BYTES) throw new AppError('payload_too_large')
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * A form post must come from this service's own pages (login CSRF): Sec-Fetch-Site same-origin (or none), else an
 * Origin of ours; a browser that sends neither is refused too (every current browser sends Origin on a POST).
 */
export function requireSameOrigin(req: IncomingMessage, ownOrigins: readonly string[]): void {
  const site = req.headers['sec-fetch-site']
  if (site === 'same-origin' || site === 'none') return
  const origin = req.headers.origin
  if (site === undefined && origin !== undefined && ownOrigins.includes(origin)) return
  throw new AppError('origin_not_allowed', "This form must be sent from this service's own page.")
}

/** Where to go after signing in: a path on this service only (no scheme, no host, no `//`). */
export function safeReturnTo(v: string | null | undefined, fallback: string): string {
  if (!v || !/^\/(?![/\\])/.test(v) || /[\r\n]/.test(v)) return fallback
  return v
}
