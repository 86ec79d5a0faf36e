// Writes webhook-signatures.json: each case's signature computed here with node:crypto's HMAC (independent of the
// SDKs' WebCrypto verifiers). Run once by hand (`node sdk-conformance/make-webhook-signatures.ts`); the JSON is
// the source of truth that the SDK test suites read, and is reviewed like code.
import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const secret = 'whsec_conformance0123456789abcdefghijABCDEFGHIJ'
const now = 1_767_225_600 // 2026-01-01T00:00:00Z
const sign = (s: string, ts: string | number, body: string) => createHmac('sha256', s).update(`${ts}.${body}`, 'utf8').digest('hex')
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')
const body = JSON.stringify({ event: 'api_key.created', data: { id: 'key_123', name: 'ci', created_at: '2026-01-01T00:00:00Z' } })
const unicode = `${JSON.stringify({ event: 'workstream.run.completed', data: { note: 'Größe – 税 ✓' } })}\n`
const ok = (sig: string, ts: string | number = now) => ({ 'X-Webhook-Signature': sig, 'X-Webhook-Timestamp': String(ts), 'X-Webhook-Id': 'whd_1', 'X-Webhook-Event': 'api_key.created' })

type Case = { name: string; body_b64: string; headers: Record<string, string>; tolerance_seconds?: number; expect: { valid: true; event: string } | { valid: false; error: string } }
const cases: Case[] = [
  { name: 'basic', body_b64: b64(body), headers: ok(`v1=${sign(secret, now, body)}`), expect: { valid: true, event: 'api_key.created' } },
  { name: 'unicode body with trailing newline (exact bytes)', body_b64: b64(unicode), headers: ok(`v1=${sign(secret, now, unicode)}`), expect: { valid: true, event: 'workstream.run.completed' } },
  { name: 're-serialised body (pretty-printed after signing)', body_b64: b64(JSON.stringify(JSON.parse(body), null, 2)), headers: ok(`v1=${sign(secret, now, body)}`), expect: { valid: false, error: 'signature_mismatch' } },
  { name: 'one byte of the body changed', body_b64: b64(body.replace('ci', 'cj')), headers: ok(`v1=${sign(secret, now, body)}`), expect: { valid: false, error: 'signature_mismatch' } },
  { name: 'timestamp 300 s old (edge, accepted)', body_b64: b64(body), headers: ok(`v1=${sign(secret, now - 300, body)}`, now - 300), expect: { valid: true, event: 'api_key.created' } },
  { name: 'timestamp 301 s old', body_b64: b64(body), headers: ok(`v1=${sign(secret, now - 301, body)}`, now - 301), expect: { valid: false, error: 'timestamp_out_of_tolerance' } },
  { name: 'timestamp 300 s in the future (edge, accepted)', body_b64: b64(body), headers: ok(`v1=${sign(secret, now + 300, body)}`, now + 300), expect: { valid: true, event: 'api_key.created' } },
  { name: 'timestamp 301 s in the future', body_b64: b64(body), headers: ok(`v1=${sign(secret, now + 301, body)}`, now + 301), expect: { valid: false, error: 'timestamp_out_of_tolerance' } },
  { name: 'custom tolerance 10 s, 11 s old', body_b64: b64(body), tolerance_seconds: 10, headers: ok(`v1=${sign(secret, now - 11, body)}`, now - 11), expect: { valid: false, error: 'timestamp_out_of_tolerance' } },
  { name: 'signature over another timestamp', body_b64: b64(body), headers: ok(`v1=${sign(secret, now - 1, body)}`), expect: { valid: false, error: 'signature_mismatch' } },
  { name: 'wrong secret', body_b64: b64(body), headers: ok(`v1=${sign(`${secret}x`, now, body)}`), expect: { valid: false, error: 'signature_mismatch' } },
  { name: 'hex without v1= prefix', body_b64: b64(body), headers: ok(sign(secret, now, body)), expect: { valid: false, error: 'no_signature' } },
  { name: 'upper-case hex (compare the exact lower-case form)', body_b64: b64(body), headers: ok(`v1=${sign(secret, now, body).toUpperCase()}`), expect: { valid: false, error: 'no_signature' } },
  { name: 'unknown scheme only (v0=)', body_b64: b64(body), headers: ok(`v0=${sign(secret, now, body)}`), expect: { valid: false, error: 'no_signature' } },
  { name: 'truncated signature', body_b64: b64(body), headers: ok(`v1=${sign(secret, now, body).slice(0, 63)}`), expect: { valid: false, error: 'no_signature' } },
  { name: 'non-integer timestamp', body_b64: b64(body), headers: ok(`v1=${sign(secret, '1767225600.0', body)}`, '1767225600.0'), expect: { valid: false, error: 'invalid_timestamp' } },
  { name: 'missing signature header', body_b64: b64(body), headers: { 'X-Webhook-Timestamp': String(now) }, expect: { valid: false, error: 'missing_header' } },
  { name: 'missing timestamp header', body_b64: b64(body), headers: { 'X-Webhook-Signature': `v1=${sign(secret, now, body)}` }, expect: { valid: false, error: 'missing_header' } },
  { name: 'rotation: newest first matches', body_b64: b64(body), headers: ok(`v1=${sign(secret, now, body)},v1=${sign('whsec_old', now, body)}`), expect: { valid: true, event: 'api_key.created' } },
  { name: 'rotation: the older secret matches (second value)', body_b64: b64(body), headers: ok(`v1=${sign('whsec_new', now, body)}, v1=${sign(secret, now, body)}`), expect: { valid: true, event: 'api_key.created' } },
  { name: 'rotation: neither matches', body_b64: b64(body), headers: ok(`v1=${sign('whsec_a', now, body)},v1=${sign('whsec_b', now, body)}`), expect: { valid: false, error: 'signature_mismatch' } },
  { name: 'lower-case header names', body_b64: b64(body), headers: { 'x-webhook-signature': `v1=${sign(secret, now, body)}`, 'x-webhook-timestamp': String(now) }, expect: { valid: true, event: 'api_key.created' } },
]
const out = {
  description: 'Webhook signature vectors (spec: Events, Delivery). HMAC-SHA256 keyed with the secret string (UTF-8) over `{timestamp}.{raw body}`, hex, `v1=`; comma-separated values during rotation. Verify each case with now_seconds as the clock and tolerance_seconds (default 300); body_b64 holds the exact bytes.',
  secret, now_seconds: now, default_tolerance_seconds: 300, cases,
}
fs.writeFileSync(path.join(import.meta.dirname, 'webhook-signatures.json'), `${JSON.stringify(out, null, 2)}\n`)
