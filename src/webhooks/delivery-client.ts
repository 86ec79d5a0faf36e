// The outbound HTTP client for webhook deliveries (spec: Events, Delivery; SPEC-DECISIONS "Webhooks").
// One attempt = one POST, judged by status only: 2xx is success; 3xx is a failure and is never followed; any other
// status is a failure. The response body is read up to a small bound and thrown away.
//
// SSRF defence, three layers:
//   1. checkWebhookUrl before every attempt (scheme, userinfo, host shape, IP literals, resolved addresses);
//   2. and 3. the pinned Agent (guarded-agent.ts): every resolved answer vetted at connect time and the connection
//      pinned to them, IP literals refused before dialling, the socket's remote address checked once more.
// Always our own dispatcher: HTTP(S)_PROXY and the global dispatcher are never used (a proxy would resolve the name
// itself and bypass the pinning).
import { request } from 'undici'
import { checkWebhookUrl, systemResolver, WebhookUrlError, type Resolver } from './address-policy.ts'
import type { AllowList } from './allow-list.ts'
import { BlockedAddressError, createGuardedAgent, DEFAULT_TIMEOUT_MS } from './guarded-agent.ts'

export type DeliveryError = 'blocked' | 'timeout' | 'connection' | 'redirect' | 'tls' | 'http'

export interface DeliveryResult {
  /** True only for a 2xx response. */
  ok: boolean
  /** The response status, or null when there was no response. */
  status: number | null
  error: null | DeliveryError
  durationMs: number
  /** For logs only: a WebhookUrlError reason or an error code (never an address). */
  detail: string | null
  /** The first RESPONSE_EXCERPT_BYTES of the response body as text (the deliveries panel shows it), or null. */
  excerpt: string | null
}

/** How much of a receiver's answer is kept for the attempt's record. */
export const RESPONSE_EXCERPT_BYTES = 512

export interface DeliveryClientOptions {
  /** Hosts exempt from the public-address check (tests/local development); empty in production. */
  allow: AllowList
  /** Total budget per attempt: URL check, DNS, connect, TLS, response headers, body drain (default 10 s). */
  timeoutMs?: number
  resolve?: Resolver
  /** Extra trust anchor for tests' self-signed receivers. Replaces the system CAs: never set in production. */
  ca?: string | Buffer
  /** How much of a response body is read (and discarded) before the connection is dropped (default 64 KiB). */
  maxResponseBytes?: number
}

export interface DeliveryClient {
  deliver(url: string, body: string, headers: Record<string, string>): Promise<DeliveryResult>
  close(): Promise<void>
}

export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024

// Headers the caller must not set: undici refuses some outright, and Host must match the URL we checked.
const DROPPED_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'expect',
  'proxy-connection',
  'te',
  'trailer',
])

export function createDeliveryClient(opts: DeliveryClientOptions): DeliveryClient {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const maxResponseBytes = opts.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES
  const resolve = opts.resolve ?? systemResolver
  const agent = createGuardedAgent({
    allow: opts.allow,
    resolve,
    ...(opts.ca !== undefined ? { ca: opts.ca } : {}),
    connectTimeoutMs: timeoutMs,
    ioTimeoutMs: timeoutMs,
  })

  async function deliver(rawUrl: string, body: string, headers: Record<string, string>): Promise<DeliveryResult> {
    const started = performance.now()
    const signal = AbortSignal.timeout(timeoutMs)
    let excerpt: string | null = null
    const done = (
      ok: boolean,
      status: number | null,
      error: DeliveryError | null,
      detail: string | null,
    ): DeliveryResult => ({ ok, status, error, durationMs: Math.round(performance.now() - started), detail, excerpt })

    let url: URL
    try {
      url = await checkWebhookUrl(rawUrl, { allow: opts.allow, resolve, timeoutMs, signal })
    } catch (err) {
      const reason = err instanceof WebhookUrlError ? err.reason : 'bad_url'
      if (reason === 'timeout') return done(false, null, 'timeout', reason)
      if (reason === 'unresolvable') return done(false, null, 'connection', reason)
      return done(false, null, 'blocked', reason)
    }

    const sendHeaders: Record<string, string> = {}
    for (const [k, v] of Object.entries(headers)) if (!DROPPED_HEADERS.has(k.toLowerCase())) sendHeaders[k] = v

    let res: Awaited<ReturnType<typeof request>>
    try {
      res = await request(url, { method: 'POST', body, headers: sendHeaders, dispatcher: agent, signal })
    } catch (err) {
      if (isProgrammingError(err)) throw err
      const [error, detail] = classify(err, signal)
      return done(false, null, error, detail)
    }

    const status = res.statusCode
    // Read at most ~maxResponseBytes (keeping the first few hundred for the record), then drop the socket.
    const head: Buffer[] = []
    let kept = 0
    let read = 0
    try {
      // An answer declaring more than the bound is dropped unread (nothing waits for a body that may never come).
      if (Number(res.headers['content-length'] ?? 0) > maxResponseBytes) throw new Error('response too large')
      for await (const chunk of res.body as AsyncIterable<Buffer>) {
        if (kept < RESPONSE_EXCERPT_BYTES) {
          const part = chunk.subarray(0, RESPONSE_EXCERPT_BYTES - kept)
          head.push(part)
          kept += part.length
        }
        read += chunk.length
        if (read >= maxResponseBytes) {
          res.body.destroy()
          break
        }
      }
    } catch {
      // The status decides the outcome; a body that is cut short, too slow or too large does not change it.
      res.body.destroy()
    }
    if (kept > 0) excerpt = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(head))
    if (status >= 200 && status < 300) return done(true, status, null, null)
    if (status >= 300 && status < 400) return done(false, status, 'redirect', null)
    return done(false, status, 'http', null)
  }

  return { deliver, close: () => agent.close() }
}

function isProgrammingError(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'UND_ERR_INVALID_ARG'
}

const TLS_CODES = new Set([
  'EPROTO',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'CERT_SIGNATURE_FAILURE',
  'HOSTNAME_MISMATCH',
  'INVALID_CA',
  'PATH_LENGTH_EXCEEDED',
  'INVALID_PURPOSE',
  'UND_ERR_SOCKET_TLS',
])
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
  'ABORT_ERR',
])

/** Maps a failed request to a DeliveryError plus a log-safe code. */
function classify(err: unknown, signal: AbortSignal): [DeliveryError, string | null] {
  const chain = errorChain(err)
  if (chain.some((e) => e instanceof BlockedAddressError || codeOf(e) === 'ESSRFBLOCKED'))
    return ['blocked', 'private_address']
  if (signal.aborted) return ['timeout', 'deadline']
  for (const e of chain) {
    const code = codeOf(e)
    if (code && TIMEOUT_CODES.has(code)) return ['timeout', code]
    if ((e as { name?: unknown }).name === 'TimeoutError') return ['timeout', 'deadline']
  }
  for (const e of chain) {
    const code = codeOf(e)
    if (code && (code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_') || TLS_CODES.has(code)))
      return ['tls', code]
    if ((e as { library?: unknown }).library === 'SSL routines') return ['tls', code ?? 'ssl']
  }
  const code = chain.map(codeOf).find((c) => c !== null) ?? null
  return ['connection', code]
}

function codeOf(e: unknown): string | null {
  const c = (e as { code?: unknown } | null)?.code
  return typeof c === 'string' ? c : null
}

function errorChain(err: unknown): unknown[] {
  const out: unknown[] = []
  const queue: unknown[] = [err]
  while (queue.length && out.length < 20) {
    const e = queue.shift()
    if (e === null || e === undefined || out.includes(e)) continue
    out.push(e)
    if (typeof e === 'object') {
      queue.push((e as { cause?: unknown }).cause)
      if (e instanceof AggregateError) queue.push(...e.errors)
    }
  }
  return out
}
