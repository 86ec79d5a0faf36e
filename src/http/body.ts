// Reading a JSON request body: only after authentication and only for operations that declare one (the door
// decides), `application/json` only (415 otherwise), at most the operation's limit (413; a skill may raise its
// own with `max_body_bytes`), counted after decompression.
// Compressed bodies are accepted: `Content-Encoding` gzip, deflate, br and zstd; anything else is 415, and data
// that does not decompress is 400 invalid_body_encoding (never a 500 with a zlib stack).
import express, { type Request, type Response } from 'express'
import { AppError } from '../errors/index.ts'

function hasBody(req: Request): boolean {
  const len = req.headers['content-length']
  return (len !== undefined && len !== '0') || req.headers['transfer-encoding'] !== undefined
}

/** body-parser's error types → our codes. */
function toAppError(err: unknown, req: Request, limit: number): unknown {
  const e = err as { type?: string; status?: number }
  if (!e || typeof e !== 'object' || err instanceof AppError) return err
  switch (e.type) {
    case 'entity.too.large': return new AppError('payload_too_large', `The body exceeds ${limit} bytes.`)
    case 'entity.parse.failed': return new AppError('invalid_json')
    case 'charset.unsupported': return new AppError('unsupported_media_type', 'Unsupported body charset.')
    case 'encoding.unsupported':
      return new AppError('unsupported_media_type', 'Unsupported Content-Encoding; send identity, gzip, deflate, br or zstd.', { param: 'Content-Encoding' })
    case 'request.aborted': return new AppError('invalid_json', 'The request body was not received completely.')
  }
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase()
  // A decompression stream error (zlib, brotli, zstd) arrives as a plain 400 without a type.
  if (e.status === 400 && encoding !== 'identity') {
    return new AppError('invalid_body_encoding', `The body is not valid ${encoding.slice(0, 20)} data.`, { param: 'Content-Encoding' })
  }
  return err
}

/** Returns a reader: `(req, res, limit) → parsed body, or undefined when none was sent`. */
export function bodyReader(): (req: Request, res: Response, limit: number) => Promise<unknown> {
  const parsers = new Map<number, ReturnType<typeof express.json>>()
  const parserFor = (limit: number) => {
    let p = parsers.get(limit)
    if (!p) parsers.set(limit, (p = express.json({ limit, strict: true, type: 'application/json' })))
    return p
  }
  return (req, res, limit) => new Promise((resolve, reject) => {
    if (!hasBody(req)) return resolve(undefined)
    if (!req.is('application/json')) {
      return reject(new AppError('unsupported_media_type', `Send the body as application/json (got ${JSON.stringify((req.headers['content-type'] ?? 'none').slice(0, 60))}).`))
    }
    parserFor(limit)(req, res, (err?: unknown) => (err ? reject(toAppError(err, req, limit)) : resolve(req.body)))
  })
}
