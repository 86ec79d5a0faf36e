// Redaction of recorded bodies (issue 26 §2, response examples): what the contract suite saw, with every value that
// is random, secret or of this run replaced by a stable placeholder of the same shape, so the examples validate
// against the same schemas, a re-recording changes only what the API changed, and no live credential is published.
//
// - `sk_` key values → `sk_ExampleKeyNotReal000…000N` (49 characters, as the pattern wants), and their `sk_…abcd`
//   obfuscated forms → `sk_…000N`, the same N, so a key's value and its obfuscated value still agree;
//   `whsec_` secrets → `whsec_ExampleSecretNotReal000…N`; JWTs → one unsigned (`alg: none`) placeholder;
// - ids `<prefix>_<20 base62>` → `<prefix>_example0000000000N`; correlation ids `req_<32 hex>` → `req_000…N`;
//   UUIDs → `00000000-0000-4000-a000-00000000000N` (but for the ones the skill examples name, kept);
// - date-times → 2026-01-15T09:30:00.000Z plus their distance from the earliest date-time of the body, in whole
//   minutes (created_at = updated_at, expires_at 30 days later), in the original's precision;
// - the test servers' loopback addresses → http://localhost:8080 (the documented default) and, for the local webhook
//   receiver, https://hooks.example.com.
// One Redactor covers one request and its response, so an id in both becomes the same placeholder in both.

const BASE_TIME_MS = Date.parse('2026-01-15T09:30:00.000Z')
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi
const DATE_TIME = /\b(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})/g
const KEY_VALUE = /\bsk_[0-9A-Za-z]{20,}\b/g // real ones: 49 (src/auth/api-key-format.ts)
const KEY_OBFUSCATED = /\bsk_\u2026([0-9A-Za-z]{4})\b/g
const WEBHOOK_SECRET = /\bwhsec_[0-9A-Za-z]{16,}\b/g
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g
const CORRELATION_ID = /\breq_[0-9a-f]{32}\b/g
/**
 * `randomIds.id(prefix)` (src/lib/ids.ts): a prefix and 20 base62 characters, at least one a digit or capital (so
 * snake_case words are left alone); some ids take their 20 characters from base64url (`conv__AuI4…`, `msg_ILcVCo_o9…`).
 */
const PREFIXED_ID = /\b([a-z][a-z0-9]{0,11})_((?=[0-9a-z_-]*[0-9A-Z])[0-9A-Za-z_-]{20})(?![0-9A-Za-z_-])/g
const HTTPS_LOOPBACK = /https:\/\/(?:localhost|127\.0\.0\.1):\d+/g
const HTTP_LOOPBACK = /http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):\d+/g

export const FAKE_JWT = 'eyJhbGciOiJub25lIn0.eyJleGFtcGxlIjp0cnVlfQ.'

/** Hand-made UUIDs (a run of zeros: `00000000-0000-4000-8000-00000000c10e`) are stable already. */
const handMade = (uuid: string) => /0{6}/.test(uuid)

const pad = (prefix: string, n: number, length: number) => prefix + String(n).padStart(length - prefix.length, '0')

export class Redactor {
  private readonly maps = new Map<string, Map<string, string>>()
  private baseMs: number | null = null

  private readonly keep: ReadonlySet<string>

  /** `keep`: values left as they are (the UUIDs and date-times that the skills' example inputs name). */
  constructor(keep: ReadonlySet<string> = new Set()) {
    this.keep = keep
  }

  private placeholder(kind: string, real: string, make: (n: number) => string): string {
    let m = this.maps.get(kind)
    if (!m) this.maps.set(kind, (m = new Map()))
    let v = m.get(real)
    if (v === undefined) m.set(real, (v = make(m.size + 1)))
    return v
  }

  /** Sets the time origin from every date-time of `values` (call before `redact` with the whole context). */
  scanTimes(...values: unknown[]): void {
    const walk = (v: unknown) => {
      if (typeof v === 'string') {
        for (const m of v.matchAll(DATE_TIME)) {
          if (this.keep.has(m[0])) continue
          const t = Date.parse(m[0])
          if (!Number.isNaN(t) && (this.baseMs === null || t < this.baseMs)) this.baseMs = t
        }
      } else if (Array.isArray(v)) v.forEach(walk)
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          walk(k)
          walk(x)
        }
      }
    }
    values.forEach(walk)
  }

  string(s: string): string {
    // The key's last four characters name its placeholder, so `value` and `obfuscated_value` stay paired.
    const keyNumber = (last4: string) => this.placeholder('key', last4, (n) => String(n).padStart(4, '0'))
    return s
      .replace(JWT, FAKE_JWT)
      .replace(KEY_VALUE, (v) => pad('sk_ExampleKeyNotReal', Number(keyNumber(v.slice(-4))), 52))
      .replace(KEY_OBFUSCATED, (_v, last4: string) => `sk_\u2026${keyNumber(last4)}`)
      .replace(WEBHOOK_SECRET, (v) => this.placeholder('whsec', v, (n) => pad('whsec_ExampleSecretNotReal', n, 38)))
      .replace(CORRELATION_ID, (v) => this.placeholder('req', v, (n) => pad('req_', n, 36)))
      .replace(PREFIXED_ID, (v, prefix: string) =>
        this.placeholder(`id:${prefix}`, v, (n) => `${prefix}_${pad('example', n, 20)}`),
      )
      .replace(UUID, (v) =>
        this.keep.has(v.toLowerCase()) || handMade(v)
          ? v
          : this.placeholder(
              'uuid',
              v.toLowerCase(),
              (n) => `00000000-0000-4000-a000-${n.toString(16).padStart(12, '0')}`,
            ),
      )
      .replace(HTTPS_LOOPBACK, 'https://hooks.example.com')
      .replace(HTTP_LOOPBACK, 'http://localhost:8080')
      .replace(DATE_TIME, (v, _s: string, frac: string | undefined) => {
        if (this.keep.has(v)) return v
        const t = Date.parse(v)
        if (Number.isNaN(t)) return v
        if (this.baseMs === null) this.baseMs = t
        const minutes = Math.round((t - this.baseMs) / 60_000)
        const iso = new Date(BASE_TIME_MS + minutes * 60_000).toISOString() // …T09:30:00.000Z
        return frac
          ? `${iso.slice(0, 19)}${frac.length > 1 ? `.${'0'.repeat(frac.length - 1)}` : ''}Z`
          : `${iso.slice(0, 19)}Z`
      })
  }

  /** A redacted copy of a JSON value: every string (object keys too) through `string`. */
  redact<T>(v: T): T {
    if (typeof v === 'string') return this.string(v) as T
    if (Array.isArray(v)) return v.map((x) => this.redact(x)) as T
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [this.string(k), this.redact(x)])) as T
    return v
  }
}

/** The UUIDs and date-times named in `texts` (the skills' example files), to be kept as they are. */
export function keptValues(texts: Iterable<string>): Set<string> {
  const out = new Set<string>()
  for (const t of texts) {
    for (const m of t.matchAll(UUID)) out.add(m[0].toLowerCase())
    for (const m of t.matchAll(DATE_TIME)) out.add(m[0])
  }
  return out
}

/**
 * What redaction should have replaced and did not: a `sk_`, `whsec_` or JWT value that is not one of the placeholders
 * above (a live-looking credential), or an id of this run (`<prefix>_<20 random characters>`, not `…_example…`).
 */
export function unredacted(v: unknown): string[] {
  const out: string[] = []
  const walk = (x: unknown) => {
    if (typeof x === 'string') {
      for (const m of x.matchAll(KEY_VALUE)) if (!m[0].startsWith('sk_ExampleKeyNotReal')) out.push(m[0])
      for (const m of x.matchAll(WEBHOOK_SECRET)) if (!m[0].startsWith('whsec_ExampleSecretNotReal')) out.push(m[0])
      for (const m of x.matchAll(JWT)) if (m[0] !== FAKE_JWT) out.push(m[0])
      for (const m of x.matchAll(PREFIXED_ID)) if (!m[2]!.startsWith('example')) out.push(m[0])
      for (const m of x.matchAll(CORRELATION_ID)) if (!/^req_0{24,}[0-9a-f]{1,8}$/.test(m[0])) out.push(m[0])
    } else if (Array.isArray(x)) x.forEach(walk)
    else if (x && typeof x === 'object') {
      for (const [k, y] of Object.entries(x)) {
        walk(k)
        walk(y)
      }
    }
  }
  walk(v)
  return out
}
