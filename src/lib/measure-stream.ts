// A pass-through stream that counts and hashes (SHA-256) what flows through it: stores measure content as they
// write it, so the recorded size and digest are those of the bytes stored, not of what a caller believed it sent.
import { createHash } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

export class MeasureStream extends Transform {
  sizeBytes = 0
  private readonly hash = createHash('sha256')

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.sizeBytes += chunk.length
    this.hash.update(chunk)
    done(null, chunk)
  }

  /** Lower-case hex; call once, after the stream has ended. */
  sha256(): string {
    return this.hash.digest('hex')
  }
}
