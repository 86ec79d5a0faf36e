// Delivery signatures (spec: Events, "Delivery"): HMAC-SHA256 keyed with the endpoint secret (the exact secret
// string, UTF-8) over `{timestamp}.{raw body}`, hex, prefixed `v1=`. During a secret rotation's grace period the
// header carries one `v1=` per secret, comma-separated, newest first; a receiver accepts any that matches.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_TOLERANCE_SECONDS = 300 // spec: Limits, "Webhook timestamp tolerance"

export function signature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.`).update(body, 'utf8').digest('hex')}`
}

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return secrets.map((s) => signature(s, timestamp, body)).join(',')
}

/**
 * What a receiver does (and what the README tells users to do): the timestamp within ±300 s of now, then a
 * constant-time comparison against each `v1=` in the header. `rawBody` must be the exact bytes received.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  timestampHeader: string | undefined,
  rawBody: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!header || !timestampHeader || !/^\d+$/.test(timestampHeader)) return false
  const ts = Number(timestampHeader)
  if (Math.abs(nowSeconds - ts) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(signature(secret, ts, rawBody))
  return header.split(',').some((candidate) => {
    const got = Buffer.from(candidate.trim())
    return got.length === expected.length && timingSafeEqual(got, expected)
  })
}
