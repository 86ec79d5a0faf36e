// A request body handed to an operation unread (operations marked `x-body: stream` in openapi.yaml: uploads).
// The door checks what it can before anything is read (a declared Content-Length over the limit: 413; a
// Content-Encoding other than identity: 415) and then passes the body through a counter that fails the stream with
// 413 payload_too_large past the limit, however the body is framed (Content-Length or chunked). The media type is
// the operation's to judge (a refused media type must not come before the request budget's 403).
// The same pass hashes the body with its multipart boundary set aside (every `--<boundary>` counts as one fixed
// token), which is how idempotency tells a retried upload from a different one: clients re-encoding the same
// form pick a new boundary, and the bytes that matter are the same.
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { Transform, type TransformCallback } from 'node:stream'
import { finished } from 'node:stream/promises'
import { AppError } from '../errors/index.ts'
import type { UploadBody } from '../operations/index.ts'

const BOUNDARY_TOKEN = Buffer.from('--\0boundary\0')

/** The `boundary` parameter of a multipart Content-Type, or null. */
export function boundaryOf(mediaType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,200})"|([^\s;]{1,200}))/i.exec(mediaType)
  return m ? (m[1] ?? m[2]!) : null
}

export class BodyStream extends Transform implements UploadBody {
  readonly mediaType: string
  received = 0
  private readonly limit: number
  private readonly needle: Buffer | null
  private readonly hash = createHash('sha256')
  private carry = Buffer.alloc(0)
  private hex: Promise<string> | undefined

  constructor(mediaType: string, limit: number) {
    super()
    this.mediaType = mediaType
    this.limit = limit
    const boundary = boundaryOf(mediaType)
    this.needle = boundary ? Buffer.from(`--${boundary}`) : null
  }

  get stream(): this {
    return this
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length
    if (this.received > this.limit) {
      done(new AppError('payload_too_large', `The body exceeds ${this.limit} bytes.`))
      return
    }
    this.digestChunk(chunk)
    done(null, chunk)
  }

  override _flush(done: TransformCallback): void {
    this.hash.update(this.carry)
    done()
  }

  private digestChunk(chunk: Buffer): void {
    if (!this.needle) {
      this.hash.update(chunk)
      return
    }
    const data = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk
    let from = 0
    for (let at = data.indexOf(this.needle, from); at !== -1; at = data.indexOf(this.needle, from)) {
      this.hash.update(data.subarray(from, at))
      this.hash.update(BOUNDARY_TOKEN)
      from = at + this.needle.length
    }
    // The tail could be the start of a boundary that the next chunk completes: held back until then.
    const keep = Math.min(this.needle.length - 1, data.length - from)
    this.hash.update(data.subarray(from, data.length - keep))
    this.carry = Buffer.from(data.subarray(data.length - keep))
  }

  /** Reads (and discards) whatever the operation left, then answers the digest; rejects as reading does (413, cut short). */
  digest(): Promise<string> {
    return (this.hex ??= (async () => {
      if (!this.readableEnded) {
        this.unpipe()
        this.resume()
        await finished(this, { writable: false })
      }
      return this.hash.digest('hex')
    })())
  }
}

/** The body of an `x-body: stream` operation, or a refusal that needs no reading (413 by Content-Length, 415 encoding). */
export function openBodyStream(req: IncomingMessage, limit: number): BodyStream {
  const declared = req.headers['content-length']
  if (declared !== undefined && /^\d{1,15}$/.test(declared) && Number(declared) > limit) {
    throw new AppError('payload_too_large', `The body exceeds ${limit} bytes.`)
  }
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase()
  if (encoding !== 'identity') {
    throw new AppError('unsupported_media_type', 'Send an upload without Content-Encoding (identity).', {
      param: 'Content-Encoding',
    })
  }
  const body = new BodyStream(req.headers['content-type'] ?? '', limit)
  req.once('close', () => {
    if (!req.complete) body.destroy(new AppError('invalid_multipart', 'The request body was not received completely.'))
  })
  req.pipe(body)
  return body
}
