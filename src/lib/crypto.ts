// Small crypto helpers: digests, constant-time comparison, base62.
import { randomBytes } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Base62 encoding of an unsigned big integer built from bytes, left-padded to `width` when given. */
export function base62(bytes: Uint8Array, width = 0): string {
  let n = 0n
  for (const b of bytes) n = (n << 8n) | BigInt(b)
  let out = ''
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out
    n /= 62n
  }
  return out.padStart(width, '0')
}

export function randomBase62(byteCount: number): string {
  // 32 bytes -> at most 43 base62 characters; pad so every value has the same length.
  const width = Math.ceil((byteCount * 8) / Math.log2(62))
  return base62(randomBytes(byteCount), width)
}

export function isBase62(s: string): boolean {
  return /^[0-9A-Za-z]*$/.test(s)
}
