// API key values (SPEC-DECISIONS "Keys"): `sk_` + base62 of 32 random bytes (43 chars) + a 6-character
// base62 CRC32 checksum of that body. A mistyped or malformed key is refused without any store lookup.
// Never `sk_live_`/`sk_test_`: those match Stripe secret scanners. Stored only as a SHA-256 digest.
import { crc32 } from 'node:zlib'
import { base62, randomBase62, sha256Hex } from '../lib/crypto.ts'

export const KEY_PREFIX = 'sk_'
const BODY_LENGTH = 43
const CHECKSUM_LENGTH = 6
const KEY_PATTERN = /^sk_[0-9A-Za-z]{49}$/

function checksum(body: string): string {
  const c = crc32(body) >>> 0
  const bytes = new Uint8Array([(c >>> 24) & 255, (c >>> 16) & 255, (c >>> 8) & 255, c & 255])
  return base62(bytes, CHECKSUM_LENGTH)
}

export function generateKeyValue(): string {
  const body = randomBase62(32)
  if (body.length !== BODY_LENGTH) throw new Error('unexpected key body length')
  return `${KEY_PREFIX}${body}${checksum(body)}`
}

/** Shape and checksum only; says nothing about whether the key exists. */
export function isWellFormedKey(value: string): boolean {
  if (!KEY_PATTERN.test(value)) return false
  const body = value.slice(KEY_PREFIX.length, KEY_PREFIX.length + BODY_LENGTH)
  return checksum(body) === value.slice(KEY_PREFIX.length + BODY_LENGTH)
}

export function keyDigest(value: string): string {
  return sha256Hex(value)
}

export function obfuscateKey(value: string): string {
  return `${KEY_PREFIX}…${value.slice(-4)}`
}
