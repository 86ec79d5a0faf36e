// Sealing (AES-256-GCM) for values that must be readable again but never stored in clear: idempotent replays that
// may carry a one-time key value, webhook signing secrets. The secret comes from the store (generated once), so
// every instance can open what another sealed.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

export class Sealer {
  private readonly key: Buffer
  constructor(secret: string) {
    this.key = createHash('sha256').update(`seal:${secret}`).digest()
  }

  seal(plain: string): string {
    const iv = randomBytes(12)
    const c = createCipheriv('aes-256-gcm', this.key, iv)
    const body = Buffer.concat([c.update(plain, 'utf8'), c.final()])
    return Buffer.concat([iv, c.getAuthTag(), body]).toString('base64url')
  }

  /** Throws when the data was not sealed with this secret or was altered. */
  open(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64url')
    const d = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12))
    d.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8')
  }
}
