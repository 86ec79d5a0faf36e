// The request core (issue 12 §1): one `request()` on native fetch for every resource. Per attempt: a timeout and
// the caller's AbortSignal; between attempts: decideRetry() (retry.ts) and a jittered wait. A write carries one
// Idempotency-Key (generated unless given) for all its attempts, so the server replays rather than re-runs it.
// Every request pins Service-Version to the spec version this SDK was generated from.
import { APIConnectionError, APIError, APITimeoutError, APIUserAbortError, SkillsConnectError } from './errors.ts'
import { decideRetry, isWrite, type RetryPolicy } from './retry.ts'
import { SERVICE_VERSION } from './generated/meta.ts'

export const SDK_VERSION = '0.1.0'

export type Fetch = (input: string, init: RequestInit) => Promise<Response>

export interface ClientOptions {
  /** An sk_ key. Default: the SKILLS_CONNECT_API_KEY environment variable. */
  apiKey?: string
  /** e.g. https://api.example.com. Default: SKILLS_CONNECT_BASE_URL. */
  baseUrl?: string
  /** Retries after the first attempt (default 2). */
  maxRetries?: number
  /** Per-attempt timeout in ms (default 60 000). */
  timeout?: number
  /** A Retry-After longer than this (seconds, default 60) is not waited for. */
  maxRetryAfterSeconds?: number
  /** Defaults to the spec version this SDK was generated from. */
  serviceVersion?: string
  /** Replace the global fetch (tests, proxies, instrumentation). */
  fetch?: Fetch
  defaultHeaders?: Record<string, string>
}

export interface RequestOptions {
  signal?: AbortSignal
  timeout?: number
  maxRetries?: number
  /** For writes: reuse a key of yours (e.g. across process restarts). Default: one generated per call. */
  idempotencyKey?: string
  /** Optimistic concurrency on WorkStream commands and draft edits: the `version` you read (sent as If-Match; 412 `version_mismatch` if it moved). */
  ifMatch?: string | number
  headers?: Record<string, string>
}

export interface RequestSpec {
  method: string
  path: string
  query?: Record<string, string | number | boolean | null | undefined>
  body?: unknown
  /** A multipart body, built afresh for every attempt (fetch sets the boundary); replaces `body`. */
  form?: () => FormData
  /** Return the response unread (SSE, downloads); the timeout then covers only the wait for the headers. */
  stream?: boolean
  headers?: Record<string, string>
}

export interface RawResult<T> {
  data: T
  response: Response
}

function env(name: string): string | undefined {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
  return proc?.env?.[name]
}

export function headersToRecord(h: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  h.forEach((v, k) => {
    out[k.toLowerCase()] = v
  })
  return out
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new APIUserAbortError())
      return
    }
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(t)
      reject(new APIUserAbortError())
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

const pick = ([min, max]: [number, number]) => min + Math.random() * (max - min)

export class Core {
  readonly apiKey: string
  readonly baseUrl: string
  readonly maxRetries: number
  readonly timeout: number
  readonly maxRetryAfterSeconds: number
  readonly serviceVersion: string
  readonly #fetch: Fetch
  readonly #defaultHeaders: Record<string, string>

  constructor(o: ClientOptions = {}) {
    const apiKey = o.apiKey ?? env('SKILLS_CONNECT_API_KEY')
    if (!apiKey) throw new SkillsConnectError('No API key: pass { apiKey } or set SKILLS_CONNECT_API_KEY.')
    const baseUrl = o.baseUrl ?? env('SKILLS_CONNECT_BASE_URL')
    if (!baseUrl) throw new SkillsConnectError('No base URL: pass { baseUrl } or set SKILLS_CONNECT_BASE_URL.')
    this.apiKey = apiKey
    this.baseUrl = baseUrl.replace(/\/+$/, '')
    this.maxRetries = o.maxRetries ?? 2
    this.timeout = o.timeout ?? 60_000
    this.maxRetryAfterSeconds = o.maxRetryAfterSeconds ?? 60
    this.serviceVersion = o.serviceVersion ?? SERVICE_VERSION
    this.#fetch = o.fetch ?? ((input, init) => fetch(input, init))
    this.#defaultHeaders = { ...o.defaultHeaders }
  }

  url(path: string, query?: RequestSpec['query']): string {
    const u = new URL(this.baseUrl + path)
    for (const [k, v] of Object.entries(query ?? {}))
      if (v !== undefined && v !== null) u.searchParams.set(k, String(v))
    return u.toString()
  }

  /** One logical request: attempts, waits and errors as the retry policy says. */
  async request<T>(spec: RequestSpec, opts: RequestOptions = {}): Promise<RawResult<T>> {
    const method = spec.method.toUpperCase()
    const policy: RetryPolicy = {
      maxRetries: opts.maxRetries ?? this.maxRetries,
      maxRetryAfterSeconds: this.maxRetryAfterSeconds,
    }
    const timeout = opts.timeout ?? this.timeout
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': `skills-connect-ts/${SDK_VERSION}`,
      ...this.#defaultHeaders,
      authorization: `Bearer ${this.apiKey}`,
      'service-version': this.serviceVersion,
      ...spec.headers,
      ...opts.headers,
    }
    if (isWrite(method)) headers['idempotency-key'] = opts.idempotencyKey ?? `sdk-ts-${crypto.randomUUID()}`
    if (opts.ifMatch !== undefined) headers['if-match'] = String(opts.ifMatch)
    let json: string | undefined
    if (spec.body !== undefined && !spec.form) {
      json = JSON.stringify(spec.body)
      headers['content-type'] = 'application/json'
    }
    const url = this.url(spec.path, spec.query)
    const started = Date.now()

    for (let retriesDone = 0; ; retriesDone++) {
      if (opts.signal?.aborted) throw new APIUserAbortError()
      const ctl = new AbortController()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        ctl.abort()
      }, timeout)
      const onAbort = () => ctl.abort()
      opts.signal?.addEventListener('abort', onAbort, { once: true })
      const done = () => {
        clearTimeout(timer)
        opts.signal?.removeEventListener('abort', onAbort)
      }

      let response: Response
      let text: string
      try {
        const body = spec.form ? spec.form() : json
        response = await this.#fetch(url, {
          method,
          headers: { ...headers },
          ...(body !== undefined ? { body } : {}),
          signal: ctl.signal,
        })
        if (spec.stream && response.ok) {
          clearTimeout(timer)
          // The stream keeps following the caller's signal until it is consumed or closed (see sse.ts).
          return {
            data: undefined as T,
            response: withAbort(response, ctl, () => opts.signal?.removeEventListener('abort', onAbort)),
          }
        }
        text = await response.text()
      } catch (err) {
        done()
        if (opts.signal?.aborted) throw new APIUserAbortError()
        const kind = timedOut ? 'timeout' : 'connection'
        const d = decideRetry(
          { method, status: null, error: kind, retriesDone, elapsedMs: Date.now() - started },
          policy,
        )
        if (d.retry) {
          await sleep(pick(d.delayMs!), opts.signal)
          continue
        }
        const e = timedOut
          ? new APITimeoutError(`Request timed out after ${timeout} ms.`)
          : new APIConnectionError(`Connection error: ${(err as Error).message}`, { cause: err })
        throw markMaybeExecuted(e, d.maybeExecuted, d.reason)
      }
      done()
      const parsed = parseJson(text)
      if (response.ok) return { data: (response.status === 204 ? undefined : parsed) as T, response }
      const d = decideRetry(
        {
          method,
          status: response.status,
          headers: headersToRecord(response.headers),
          body: parsed,
          retriesDone,
          elapsedMs: Date.now() - started,
        },
        policy,
      )
      if (d.retry) {
        await sleep(pick(d.delayMs!), opts.signal)
        continue
      }
      throw markMaybeExecuted(
        APIError.generate(response.status, response.headers, text, parsed),
        d.maybeExecuted,
        d.reason,
      )
    }
  }
}

function markMaybeExecuted<E extends SkillsConnectError>(e: E, maybe: boolean | undefined, reason: string): E {
  if (!maybe) return e
  e.maybeExecuted = true
  e.message +=
    reason === 'replay_window'
      ? ' The write may have executed; no retry was made because it would fall outside the 60 s idempotency replay window.'
      : ' The write may have executed.'
  return e
}

/** Ties a streamed response to its controller, so that closing the stream aborts the request. */
export interface StreamedResponse extends Response {
  abort(): void
}
function withAbort(r: Response, ctl: AbortController, cleanup: () => void): Response {
  return Object.assign(r, {
    abort: () => {
      cleanup()
      ctl.abort()
    },
  })
}

/** A request's promise of data, with the raw response at hand. */
export class APIPromise<T> implements PromiseLike<T> {
  readonly #raw: Promise<RawResult<T>>
  constructor(raw: Promise<RawResult<T>>) {
    this.#raw = raw
  }

  // biome-ignore lint/suspicious/noThenProperty: an APIPromise is a thenable on purpose (await gives the data)
  then<A = T, B = never>(
    onfulfilled?: ((v: T) => A | PromiseLike<A>) | null,
    onrejected?: ((e: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#raw.then((r) => r.data).then(onfulfilled, onrejected)
  }
  catch<B = never>(onrejected?: ((e: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.then(undefined, onrejected)
  }
  finally(f?: (() => void) | null): Promise<T> {
    return this.then((v) => v).finally(f)
  }

  /** The data and the response (status, headers; its body already read), plus the facts most callers want. */
  async withResponse(): Promise<{
    data: T
    response: Response
    correlationId: string | null
    replayed: boolean
    rateLimit: RateLimitInfo
  }> {
    const { data, response } = await this.#raw
    const h = response.headers
    const num = (n: string) => (h.has(n) ? Number(h.get(n)) : null)
    const bodyId = data && typeof data === 'object' ? (data as { correlation_id?: unknown }).correlation_id : undefined
    return {
      data,
      response,
      correlationId: h.get('x-correlation-id') ?? (typeof bodyId === 'string' ? bodyId : null),
      replayed: h.get('x-idempotent-replayed') === 'true',
      rateLimit: {
        limit: num('x-ratelimit-limit'),
        remaining: num('x-ratelimit-remaining'),
        reset: num('x-ratelimit-reset'),
      },
    }
  }
  async asResponse(): Promise<Response> {
    return (await this.#raw).response
  }
}

export interface RateLimitInfo {
  limit: number | null
  remaining: number | null
  /** Epoch seconds when the oldest counted request leaves the window. */
  reset: number | null
}
