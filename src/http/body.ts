// Reading a JSON request body: only after authentication and only for operations that declare one (the door
// decides), `application/json` only (415 otherwise), at most the operation's limit (413; a skill may raise its
// own with `max_body_bytes`), counted after decompression.
// Compressed bodies are accepted: `Content-Encoding` gzip, deflate, br and zstd; anything else is 415, and data
// that does not decompress is 400 invalid_body_encoding (never a 500 with a zlib stack).
// Bytes that are not valid in the body's charset (UTF-8 unless it says otherwise) are 400 invalid_json, never turned
// into U+FFFD and stored (issue 25 §3): both paths decode with a fatal TextDecoder.
import { TextDecoder } from 'node:util'
import express, { type Request, type Response } from 'express'
import { AppError } from '../errors/index.ts'
import { markWellFormed } from '../validation/index.ts'

function hasBody(req: Request): boolean {
  const len = req.headers['content-length']
  return (len !== undefined && len !== '0') || req.headers['transfer-encoding'] !== undefined
}

/** body-parser's error types → our codes. */
function toAppError(err: unknown, req: Request, limit: number): unknown {
  const e = err as { type?: string; status?: number }
  if (!e || typeof e !== 'object' || err instanceof AppError) return err
  switch (e.type) {
    case 'entity.too.large':
      return new AppError('payload_too_large', `The body exceeds ${limit} bytes.`)
    case 'entity.parse.failed':
      return new AppError('invalid_json')
    case 'charset.unsupported':
      return new AppError('unsupported_media_type', 'Unsupported body charset.')
    case 'encoding.unsupported':
      return new AppError(
        'unsupported_media_type',
        'Unsupported Content-Encoding; send identity, gzip, deflate, br or zstd.',
        { param: 'Content-Encoding' },
      )
    case 'request.aborted':
      return new AppError('invalid_json', 'The request body was not received completely.')
    case 'charset.invalid_bytes':
      return notDecodable(String((err as { charset?: unknown }).charset ?? 'utf-8'))
  }
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase()
  // A decompression stream error (zlib, brotli, zstd) arrives as a plain 400 without a type.
  if (e.status === 400 && encoding !== 'identity') {
    return new AppError('invalid_body_encoding', `The body is not valid ${encoding.slice(0, 20)} data.`, {
      param: 'Content-Encoding',
    })
  }
  return err
}

/** `Content-Type` values read by the fast path: JSON in UTF-8, as clients send it (any other goes through express.json()). */
const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8'])

/**
 * The common case without body-parser: an uncompressed UTF-8 JSON body with a Content-Length within the limit. Same
 * answers as express.json({ strict: true }): an empty body is {}, a leading BOM is dropped, anything but an object or
 * an array is 400 invalid_json, a body that stops short (the client went away) is 400. Returns null when the request
 * is not that case (a parsed body is never null: strict JSON bodies are objects or arrays). The parsed body itself
 * when the whole body is already buffered (a refusal then thrown), else a promise. Worth about 10 µs a request
 * (contract-tests/bench/README.md).
 */
export function readPlainJson(req: Request, limit: number): unknown {
  const h = req.headers
  const type = h['content-type']
  const encoding = h['content-encoding']
  if (
    type === undefined ||
    !PLAIN_JSON.has(type.toLowerCase()) ||
    (encoding !== undefined && encoding.toLowerCase() !== 'identity') ||
    h['transfer-encoding'] !== undefined
  )
    return null
  const declared = h['content-length']
  if (declared === undefined || !/^\d{1,15}$/.test(declared)) return null
  const length = Number(declared)
  if (length > limit) return null // express.json() answers 413 and leaves the body unread
  if (length === 0) return parsed(Buffer.alloc(0))
  // A body already read to its end (the door read it after something asynchronous) is taken from the stream's buffer
  // at once, with no listener and no wait.
  if (req.complete && req.readableLength === length && !req.readableFlowing) {
    const buffered = req.read() as Buffer | null
    if (buffered !== null && buffered.length === length) return parsed(buffered)
    if (buffered !== null) throw new AppError('invalid_json', 'The request body was not received completely.')
  }
  // Usually the body came in the same packet as the headers, and Node's parser pushes it just after the request event
  // (where the door is, when authentication needed no I/O): its 'data' event brings it, and the declared length says
  // when it is whole, without waiting for the stream's 'end' (a further turn of nextTicks). A client that goes away
  // first closes the request (400).
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    const cleanup = () => {
      req.off('data', onData)
      req.off('error', onCut)
      req.off('close', onCut)
    }
    const onCut = () => {
      cleanup()
      reject(new AppError('invalid_json', 'The request body was not received completely.'))
    }
    const onData = (chunk: Buffer) => {
      received += chunk.length
      chunks.push(chunk)
      if (received < length) return
      cleanup()
      // The parser stops a message at its Content-Length, so more than declared cannot arrive; refused all the same.
      if (received > length)
        return reject(new AppError('invalid_json', 'The request body is longer than its Content-Length.'))
      try {
        resolve(parsed(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)))
      } catch (err) {
        reject(err)
      }
    }
    req.on('data', onData)
    req.on('error', onCut)
    req.on('close', onCut)
  })
}

const notDecodable = (charset: string): AppError =>
  new AppError(
    'invalid_json',
    `The request body is not valid ${charset.slice(0, 20).toUpperCase()}: it holds bytes that decode to no character.`,
  )

/** Fails on the first malformed sequence instead of writing U+FFFD (a leading BOM is still dropped). */
const UTF8 = new TextDecoder('utf-8', { fatal: true })

/**
 * body-parser's `verify` hook: the raw (decompressed) bytes in the charset it will decode them with, checked by a
 * fatal TextDecoder first, since body-parser (iconv-lite) would replace what does not decode.
 */
function verifyCharset(_req: unknown, _res: unknown, buf: Buffer, encoding: string): void {
  let decoder: TextDecoder
  try {
    decoder = encoding.toLowerCase().replace(/[-_]/g, '') === 'utf8' ? UTF8 : new TextDecoder(encoding, { fatal: true })
  } catch {
    return
  } // a label TextDecoder does not know: body-parser's own checks apply
  try {
    decoder.decode(buf)
  } catch {
    throw Object.assign(new Error('invalid bytes for the charset'), {
      type: 'charset.invalid_bytes',
      charset: encoding,
    })
  }
}

/** JSON.parse of a whole body, as express.json({ strict: true }) answers it; throws 400 invalid_json. */
function parsed(body: Buffer): unknown {
  let text: string
  try {
    text = UTF8.decode(body)
  } catch {
    throw notDecodable('utf-8')
  }
  let i = 0
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  if (text.length === 0) return {}
  // strict: the first character that is not JSON whitespace opens an object or an array
  for (let c = text.charCodeAt(0); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = text.charCodeAt(++i)) {
    /* skip */
  }
  const first = text.charCodeAt(i)
  if (first !== 0x7b && first !== 0x5b) throw new AppError('invalid_json')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new AppError('invalid_json')
  }
  markWellFormed(value, text) // text from UTF-8 holds no lone surrogate unless a \\u escape writes one
  return value
}

/**
 * Returns a reader: `(req, res, limit) → parsed body, or undefined when none was sent`, as the value itself when the
 * body was already there (readPlainJson), else as a promise; a refusal decided at once is thrown.
 */
export function bodyReader(): (req: Request, res: Response, limit: number) => unknown {
  const parsers = new Map<number, ReturnType<typeof express.json>>()
  const parserFor = (limit: number) => {
    let p = parsers.get(limit)
    if (!p)
      parsers.set(limit, (p = express.json({ limit, strict: true, type: 'application/json', verify: verifyCharset })))
    return p
  }
  return (req, res, limit) => {
    if (!hasBody(req)) return undefined
    return readPlainJson(req, limit) ?? readWithBodyParser(req, res, limit)
  }

  function readWithBodyParser(req: Request, res: Response, limit: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (!req.is('application/json')) {
        return reject(
          new AppError(
            'unsupported_media_type',
            `Send the body as application/json (got ${JSON.stringify((req.headers['content-type'] ?? 'none').slice(0, 60))}).`,
          ),
        )
      }
      parserFor(limit)(req, res, (err?: unknown) => (err ? reject(toAppError(err, req, limit)) : resolve(req.body)))
    })
  }
}
