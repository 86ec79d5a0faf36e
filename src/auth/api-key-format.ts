// API key values (SPEC-DECISIONS "Keys"): `sk_` + base62 of 32 random bytes (43 chars) + a 6-character
// base62 CRC32 checksum of that body. A mistyped or malformed key is refused without any store lookup.
// Never `sk_live_`/`sk_test_`: those match Stripe secret scanners. Stored only as a SHA-256 digest.
import { hash } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { randomBase62 } from '../lib/crypto.ts'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

export const KEY_PREFIX = 'sk_'
const BODY_LENGTH = 43
const CHECKSUM_LENGTH = 6
const KEY_PATTERN = /^sk_[0-9A-Za-z]{49}$/
/** Every well-formed key's length: `sk_`, 43 characters of body, 6 of checksum. */
export const KEY_LENGTH = KEY_PREFIX.length + BODY_LENGTH + CHECKSUM_LENGTH

/** Base62 of the body's CRC32, 6 characters (62^6 > 2^32). Plain number arithmetic: this runs on every call. */
function checksum(body: string): string {
  let c = crc32(body) >>> 0
  let out = ''
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[c % 62] + out
    c = Math.floor(c / 62)
  }
  return out
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
  return hash('sha256', value, 'hex')
}

export function obfuscateKey(value: string): string {
  return `${KEY_PREFIX}…${value.slice(-4)}`
}
