// The kit's request helper: the verdicts of the in-repo suite's helper (../../support/client.ts: Prism's violations,
// answers Prism gave itself, Service-Version and the rate-limit headers on every answer of ours) plus what a run
// against someone's deployment needs: it honours the rate limits (SPEC-DECISIONS "Rate limits") instead of failing on
// them, and it never lets a secret into a message.
//
// Throttling: after an answer whose X-RateLimit-Remaining is 0 the next request on that budget (the key's, or the IP
// gate's) waits until RateLimit's `t=` has passed; a throttle answer (429 rate_limited, 403 RATE_LIMIT.USER /
// RATE_LIMIT.ORG) with `x-should-retry: true` is retried after its Retry-After. Every wait comes out of one budget for
// the run (--max-throttle-wait); a throttle that cannot be waited out (budget spent, or x-should-retry: false) throws
// Throttled, which the checks report as a skipped check, apart from contract failures.
import {
  ContractViolation,
  decodeViolations,
  fromServer,
  rateLimitHeaderProblem,
  type Json,
} from '../../support/client.ts'
import type { SpecOperations } from '../../support/spec-operations.ts'
import { redact } from './redact.ts'

export { ContractViolation }

export type Via = 'proxy' | 'direct'

/** One request and its answer, as the HAR file records it (har.ts). */
export interface Exchange {
  via: Via
  url: string
  method: string
  requestHeaders: Record<string, string>
  requestBody: string | undefined
  startedAtMs: number
  elapsedMs: number
  status: number
  statusText: string
  responseHeaders: Headers
  responseBody: string
}

export interface KitRequest {
  method?: string
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null
  /** JSON-encoded, with `Content-Type: application/json`. */
  body?: unknown
  headers?: Record<string, string>
  /** Proxy only: Prism itself is expected to answer (the target never sees the request). */
  expectPrismAnswer?: boolean
}

export interface KitResponse {
  via: Via
  method: string
  path: string
  status: number
  headers: Headers
  body: Json
  text: string
  operationId: string | undefined
  /** `via: METHOD path → status` and the start of the body, secrets cut. */
  describe(): string
}

export type KitClient = (path: string, o?: KitRequest) => Promise<KitResponse>

/** A throttle the run could not wait out. Not a contract failure: the check is reported as skipped. */
export class Throttled extends Error {
  override name = 'Throttled'
}

export interface ThrottleEvent {
  at: string
  request: string
  status: number
  code: string
  retryAfterS: number | null
  waitedS: number
}

/** Waits and throttle answers of the whole run, shared by both doors. */
export class ThrottleState {
  /** Waiting left for the run (ms). */
  private budgetMs: number
  private readonly blockedUntil = new Map<string, number>()
  readonly events: ThrottleEvent[] = []
  waitedMs = 0
  /** Answers of the target seen (each one's rate-limit headers checked). */
  answers = 0
  private readonly sleep: (ms: number) => Promise<void>
  constructor(maxWaitS: number, sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))) {
    this.budgetMs = maxWaitS * 1000
    this.sleep = sleep
  }

  /** Waits `ms` if the run's budget allows it; false (and no wait) otherwise. */
  async wait(ms: number): Promise<boolean> {
    if (ms <= 0) return true
    if (ms > this.budgetMs) return false
    this.budgetMs -= ms
    this.waitedMs += ms
    await this.sleep(ms)
    return true
  }

  /** Before a request on these budgets: wait out a budget an earlier answer showed spent (when the run may). */
  async pace(budgets: string[]): Promise<void> {
    const until = Math.max(0, ...budgets.map((b) => this.blockedUntil.get(b) ?? 0))
    const ms = until - Date.now()
    if (ms > 0) await this.wait(ms) // if the run may not wait, send anyway: the answer then says what happens
    for (const b of budgets) if ((this.blockedUntil.get(b) ?? 0) <= Date.now()) this.blockedUntil.delete(b)
  }

  block(budget: string, untilMs: number): void {
    this.blockedUntil.set(budget, Math.max(untilMs, this.blockedUntil.get(budget) ?? 0))
  }
}

export interface KitClientOptions {
  baseUrl: string
  via: Via
  operations: SpecOperations
  throttle: ThrottleState
  /** Clock difference tolerated between this machine and the target, for the X-RateLimit-Reset check. */
  skewS: number
  timeoutMs: number
  /** Prism's output tail, appended (secrets cut) to a failure to reach it. */
  prismOutput?: () => string
  /** How many times one request is retried after throttle answers. */
  maxRetries?: number
  /** Told every exchange (--har). */
  record?: (x: Exchange) => void
}

const excerpt = (s: string, n = 1500) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s)
const THROTTLE_CODES = new Set(['rate_limited', 'RATE_LIMIT.USER', 'RATE_LIMIT.ORG'])
const tokenBudget = (token: string | null | undefined) => `key:${token ?? ''}`

/** The error code of a throttle answer, or null. */
export function throttleCode(status: number, body: Json): string | null {
  const code = body && typeof body === 'object' ? body.error?.code : undefined
  if ((status === 429 || status === 403) && typeof code === 'string' && THROTTLE_CODES.has(code)) return code
  return null
}

export function createKitClient(c: KitClientOptions): KitClient {
  const once = async (path: string, o: KitRequest): Promise<KitResponse> => {
    const headers: Record<string, string> = { ...o.headers }
    if (o.token) headers.authorization = `Bearer ${o.token}`
    let body: string | undefined
    if (o.body !== undefined) {
      body = JSON.stringify(o.body)
      if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
        headers['content-type'] = 'application/json'
    }
    const method = (o.method ?? (body === undefined ? 'GET' : 'POST')).toUpperCase()
    await c.throttle.pace([tokenBudget(o.token), 'ip'])
    const sentAtMs = Date.now()
    let res: globalThis.Response
    try {
      res = await fetch(c.baseUrl + path, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: AbortSignal.timeout(c.timeoutMs),
      })
    } catch (e) {
      throw new Error(
        redact(
          `${c.via}: ${method} ${path} failed: ${String(e)}${c.prismOutput ? `\nprism output:\n${c.prismOutput().slice(-3000)}` : ''}`,
        ),
      )
    }
    const text = await res.text()
    const receivedAtMs = Date.now()
    c.record?.({
      via: c.via,
      url: c.baseUrl + path,
      method,
      requestHeaders: headers,
      requestBody: body,
      startedAtMs: sentAtMs,
      elapsedMs: receivedAtMs - sentAtMs,
      status: res.status,
      statusText: res.statusText,
      responseHeaders: res.headers,
      responseBody: text,
    })
    let parsed: Json = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = text
    }
    const op = c.operations.match(method, path)
    const r: KitResponse = {
      via: c.via,
      method,
      path,
      status: res.status,
      headers: res.headers,
      body: parsed,
      text,
      operationId: op?.operationId,
      describe: () => redact(`${c.via}: ${method} ${path} → ${res.status}\n${excerpt(text)}`),
    }
    const server = fromServer(res.headers)
    if (c.via === 'proxy') {
      const violations = decodeViolations(res.status, res.headers, parsed)
      if (violations)
        throw new ContractViolation(
          redact(
            `Prism reports that the response breaks the published contract (operation ${op?.operationId ?? 'none'}):\n${violations}\n${r.describe()}`,
          ),
        )
      if (!server && !o.expectPrismAnswer)
        throw new ContractViolation(
          redact(`Prism answered ${method} ${path} itself (${res.status}); the target never saw it.\n${r.describe()}`),
        )
      if (server && o.expectPrismAnswer)
        throw new ContractViolation(
          redact(`expected Prism to answer ${method} ${path} itself, but it was forwarded.\n${r.describe()}`),
        )
    }
    if (server) {
      c.throttle.answers++
      const v = res.headers.get('service-version')
      if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v))
        throw new ContractViolation(
          `missing or malformed Service-Version response header (${String(v)}).\n${r.describe()}`,
        )
      const problem = rateLimitHeaderProblem(res.headers, sentAtMs - c.skewS * 1000, receivedAtMs + c.skewS * 1000)
      if (problem) throw new ContractViolation(`rate-limit headers: ${problem}\n${r.describe()}`)
      // A spent budget: the next request on it waits for the oldest counted request to leave the window (a throttle
      // answer's own Retry-After is waited for by the retry below).
      if (res.headers.get('x-ratelimit-remaining') === '0' && !throttleCode(res.status, parsed)) {
        const t = Number(/;t=(\d+)$/.exec(res.headers.get('ratelimit') ?? '')?.[1] ?? 0)
        const policy = /^"([a-z]+)"/.exec(res.headers.get('ratelimit-policy') ?? '')?.[1]
        c.throttle.block(policy === 'ip' ? 'ip' : tokenBudget(o.token), receivedAtMs + t * 1000)
      }
    }
    return r
  }

  return async (path, o = {}) => {
    for (let attempt = 0; ; attempt++) {
      const r = await once(path, o)
      const code = throttleCode(r.status, r.body)
      if (!code || !fromServer(r.headers)) return r
      const retry = r.headers.get('x-should-retry') === 'true'
      const after = /^\d+$/.test(r.headers.get('retry-after') ?? '') ? Number(r.headers.get('retry-after')) : null
      const event: ThrottleEvent = {
        at: new Date().toISOString(),
        request: `${r.method} ${path.split('?')[0]}`,
        status: r.status,
        code,
        retryAfterS: after,
        waitedS: 0,
      }
      c.throttle.events.push(event)
      if (!retry || after === null)
        throw new Throttled(
          `${r.method} ${path.split('?')[0]} answered ${r.status} ${code} with x-should-retry: ${String(r.headers.get('x-should-retry'))} (a limit waiting cannot fix)`,
        )
      if (attempt >= (c.maxRetries ?? 5))
        throw new Throttled(
          `${r.method} ${path.split('?')[0]} still answered ${r.status} ${code} after ${attempt + 1} tries`,
        )
      // Retry-After is whole seconds; a little more lands after the slot is free, not on its edge.
      const ms = after * 1000 + 250
      if (!(await c.throttle.wait(ms)))
        throw new Throttled(
          `${r.method} ${path.split('?')[0]} answered ${r.status} ${code}, Retry-After ${after} s: more than the run may still wait (--max-throttle-wait)`,
        )
      event.waitedS = ms / 1000
    }
  }
}
