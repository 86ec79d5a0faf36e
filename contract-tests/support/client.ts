// The request helper of the contract suite. `proxy` sends through Prism and fails the test whenever Prism
// reports a contract violation (an `sl-violations` header, or its 500 VIOLATIONS problem), or answers a
// request itself instead of forwarding it. `direct` sends straight to the server, for the negative cases
// Prism cannot forward (see ../README.md). Both record which operation and status each request exercised, and
// both fail on a server response without Service-Version or without well-formed, consistent rate-limit headers
// (X-RateLimit-Limit/Remaining/Reset, RateLimit, RateLimit-Policy: SPEC-DECISIONS "Rate limits").
import type { SpecOperations } from './spec-operations.ts'
import type { ExamplesRecorder } from './examples-recorder.ts'

// Response bodies are whatever the server sent; tests narrow them with expect().
export type Json = any

export type Via = 'proxy' | 'direct'

export interface RequestOptions {
  method?: string
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null
  /** JSON-encoded, with `Content-Type: application/json` unless headers say otherwise. */
  body?: unknown
  /** Sent as is (use with a content-type header). */
  rawBody?: string
  headers?: Record<string, string>
  /** Proxy only: the test expects Prism itself to answer (no request reaches the server). */
  expectPrismAnswer?: boolean
}

export interface Response {
  via: Via
  method: string
  path: string
  status: number
  headers: Headers
  body: Json
  text: string
  /** The operation of the served document this request was for, if any. */
  operationId: string | undefined
  /** `METHOD path → status body…`, for assertion messages. */
  describe(): string
}

export interface Exercise {
  operationId: string
  status: number
  via: Via
}

/** Which (operation, status) pairs the suite exercised, and through which door. */
export class ExerciseLog {
  readonly entries: Exercise[] = []
  add(e: Exercise): void {
    this.entries.push(e)
  }
  operations(via?: Via): Set<string> {
    return new Set(this.entries.filter((e) => !via || e.via === via).map((e) => e.operationId))
  }
  statuses(operationId: string): Set<string> {
    return new Set(this.entries.filter((e) => e.operationId === operationId).map((e) => String(e.status)))
  }
}

export class ContractViolation extends Error {
  override name = 'ContractViolation'
}

const PRISM_ERROR_TYPE = 'https://stoplight.io/prism/errors#'

/** Prism's verdict on a response, decoded; null when it found nothing to report. */
export function decodeViolations(status: number, headers: Headers, body: Json): string | null {
  const found: string[] = []
  const header = headers.get('sl-violations')
  if (header) {
    const json = header.startsWith('Too many violations! ') ? header.slice('Too many violations! '.length) : header
    let items: unknown
    try {
      items = JSON.parse(json)
    } catch {
      items = null
    }
    if (Array.isArray(items)) {
      for (const v of items as { location?: unknown[]; severity?: string; code?: unknown; message?: string }[]) {
        found.push(
          `  [${v.severity ?? '?'}] ${(v.location ?? []).join('.')}${v.code !== undefined ? ` (${String(v.code)})` : ''}: ${v.message ?? ''}`,
        )
      }
    } else {
      found.push(`  sl-violations: ${header}`)
    }
  }
  if (status === 500 && body && typeof body === 'object' && body.type === `${PRISM_ERROR_TYPE}VIOLATIONS`) {
    for (const v of (Array.isArray(body.validation) ? body.validation : []) as {
      location?: unknown[]
      severity?: string
      code?: unknown
      message?: string
    }[]) {
      const line = `  [${v.severity ?? '?'}] ${(v.location ?? []).join('.')}${v.code !== undefined ? ` (${String(v.code)})` : ''}: ${v.message ?? ''}`
      if (!found.includes(line)) found.push(line)
    }
    if (!found.length) found.push(`  ${JSON.stringify(body)}`)
  }
  return found.length ? found.join('\n') : null
}

/** True when the response was produced by our server (it sets X-Correlation-Id on every response). */
export function fromServer(headers: Headers): boolean {
  return headers.get('x-correlation-id') !== null
}

const excerpt = (s: string, n = 1200) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s)

export interface ClientOptions {
  baseUrl: string
  via: Via
  operations: SpecOperations
  log: ExerciseLog
  /** Prism's output tail, appended to failure messages. */
  prismOutput?: () => string
  timeoutMs?: number
  /** The server's clock (ms), to check X-RateLimit-Reset against RateLimit's delta; the real clock by default. */
  serverNowMs?: () => number
  /** Hands every answer of our server to it (RECORD_EXAMPLES=1: the served document's examples). */
  recorder?: ExamplesRecorder
}

export type Client = (path: string, o?: RequestOptions) => Promise<Response>

export function createClient(c: ClientOptions): Client {
  return async (path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers }
    if (o.token) headers.authorization = `Bearer ${o.token}`
    let body: string | undefined
    if (o.rawBody !== undefined) body = o.rawBody
    else if (o.body !== undefined) {
      // Compact JSON: Prism re-serialises the parsed body the same way and forwards our Content-Length.
      body = JSON.stringify(o.body)
      if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
        headers['content-type'] = 'application/json'
    }
    const method = (o.method ?? (body === undefined ? 'GET' : 'POST')).toUpperCase()
    const now = c.serverNowMs ?? Date.now
    const sentAtMs = now()
    let res: globalThis.Response
    try {
      res = await fetch(c.baseUrl + path, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: AbortSignal.timeout(c.timeoutMs ?? 15_000),
      })
    } catch (e) {
      throw new Error(
        `${c.via}: ${method} ${path} failed: ${String(e)}${c.prismOutput ? `\nprism output:\n${c.prismOutput().slice(-3000)}` : ''}`,
      )
    }
    const text = await res.text()
    const receivedAtMs = now()
    let parsed: Json = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = text
    }
    const op = c.operations.match(method, path)
    const r: Response = {
      via: c.via,
      method,
      path,
      status: res.status,
      headers: res.headers,
      body: parsed,
      text,
      operationId: op?.operationId,
      describe: () => `${c.via}: ${method} ${path} → ${res.status}\n${excerpt(text)}`,
    }
    const server = fromServer(res.headers)
    if (c.via === 'proxy') {
      const violations = decodeViolations(res.status, res.headers, parsed)
      if (violations) {
        throw new ContractViolation(
          `Prism reports that the response breaks the published contract (operation ${op?.operationId ?? 'none'}):\n${violations}\n${r.describe()}`,
        )
      }
      if (!server && !o.expectPrismAnswer) {
        throw new ContractViolation(
          `Prism answered ${method} ${path} itself (${res.status}); the server never saw it. Send this case direct.\n${r.describe()}`,
        )
      }
      if (server && o.expectPrismAnswer) {
        throw new ContractViolation(
          `expected Prism to answer ${method} ${path} itself, but it was forwarded.\n${r.describe()}`,
        )
      }
    }
    if (server) {
      // Every response of ours echoes the version it ran under (SPEC-DECISIONS "Versioning").
      const v = res.headers.get('service-version')
      if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v))
        throw new ContractViolation(
          `missing or malformed Service-Version response header (${String(v)}).\n${r.describe()}`,
        )
      // Every response of ours carries the rate-limit headers (SPEC-DECISIONS "Rate limits").
      const problem = rateLimitHeaderProblem(res.headers, sentAtMs, receivedAtMs)
      if (problem) throw new ContractViolation(`rate-limit headers: ${problem}\n${r.describe()}`)
      if (op) c.log.add({ operationId: op.operationId, status: res.status, via: c.via })
      if (op && c.recorder) {
        const requestType = Object.entries(headers)
          .find(([h]) => h.toLowerCase() === 'content-type')?.[1]
          ?.split(';')[0]
          ?.trim()
        c.recorder.add({
          operationId: op.operationId,
          status: res.status,
          mediaType: (res.headers.get('content-type') ?? '').split(';')[0]!.trim(),
          body: parsed,
          ...(o.body !== undefined && requestType === 'application/json'
            ? { request: { mediaType: requestType, body: o.body } }
            : {}),
        })
      }
    }
    return r
  }
}

const POLICY = /^"(key|org|default|ip)";q=(\d+);w=(\d+)$/
const STATE = /^"(key|org|default|ip)";r=(\d+);t=(\d+)$/
const INT = /^\d+$/

/**
 * Why a response's rate-limit headers are missing, malformed or inconsistent; null when they are fine.
 * X-RateLimit-Limit/Remaining/Reset are integers; RateLimit-Policy is `"<policy>";q=<Limit>;w=<window s>`;
 * RateLimit is `"<same policy>";r=<Remaining>;t=<s until the oldest counted request leaves>`, t <= window;
 * Reset is epoch seconds when that happens, so Reset - t is the server's "now", which must fall between the
 * request being sent and its answer arriving (one second of rounding either side).
 */
export function rateLimitHeaderProblem(headers: Headers, sentAtMs: number, receivedAtMs: number): string | null {
  const names = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'RateLimit', 'RateLimit-Policy']
  const missing = names.filter((n) => headers.get(n) === null)
  if (missing.length) return `missing ${missing.join(', ')}`
  const [limit, remaining, reset, state, policy] = names.map((n) => headers.get(n)!) as [
    string,
    string,
    string,
    string,
    string,
  ]
  for (const [n, v] of [
    ['X-RateLimit-Limit', limit],
    ['X-RateLimit-Remaining', remaining],
    ['X-RateLimit-Reset', reset],
  ] as const) {
    if (!INT.test(v)) return `${n} is not a non-negative integer: ${JSON.stringify(v)}`
  }
  if (Number(remaining) > Number(limit)) return `X-RateLimit-Remaining ${remaining} > X-RateLimit-Limit ${limit}`
  const p = POLICY.exec(policy)
  if (!p) return `RateLimit-Policy is not "<policy>";q=<n>;w=<s>: ${JSON.stringify(policy)}`
  const s = STATE.exec(state)
  if (!s) return `RateLimit is not "<policy>";r=<n>;t=<s>: ${JSON.stringify(state)}`
  if (s[1] !== p[1]) return `RateLimit names policy ${s[1]} but RateLimit-Policy names ${p[1]}`
  if (p[2] !== limit) return `RateLimit-Policy q=${p[2]} differs from X-RateLimit-Limit ${limit}`
  if (s[2] !== remaining) return `RateLimit r=${s[2]} differs from X-RateLimit-Remaining ${remaining}`
  if (Number(p[3]) <= 0) return `RateLimit-Policy window w=${p[3]} is not positive`
  if (Number(s[3]) > Number(p[3])) return `RateLimit t=${s[3]} exceeds the window w=${p[3]}`
  const serverNow = Number(reset) - Number(s[3])
  if (serverNow < Math.floor(sentAtMs / 1000) - 1 || serverNow > Math.ceil(receivedAtMs / 1000) + 1) {
    return `X-RateLimit-Reset ${reset} minus RateLimit t=${s[3]} is ${serverNow}, not the time of the request (${Math.floor(sentAtMs / 1000)}..${Math.ceil(receivedAtMs / 1000)})`
  }
  return null
}
