// One POST to a model endpoint under one deadline, with capped retries (issue 11 §2; research topics-model.md §2.3).
//
// - The deadline covers every attempt, every wait between attempts and the reading of the answer (the returned
//   signal aborts the body too). A wait that would pass the deadline is not started: the call fails at once.
// - Retried only where the provider says the request was not carried out: 408, 429, 503, 529 (overloaded), or a
//   connection that was refused (nothing was sent). Never after a 500/502/504, a dropped connection or a timeout:
//   the completion may have been produced (and billed), and repeating it would make a second one. The same
//   `Idempotency-Key` header goes with every attempt of one call, for the proxies that honour it.
// - Retry-After (`retry-after-ms`, `retry-after` seconds or HTTP date) is honoured up to maxRetryAfterMs; longer
//   asks fail at once with provider_rate_limited and retryAfterMs, so a caller can say when to come back.
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { ProviderError, type ProviderErrorCode } from './types.ts'

const RETRYABLE_STATUS = new Set([408, 429, 503, 529])
const BACKOFF_BASE_MS = 200
const BACKOFF_MAX_MS = 4000

export interface PostOptions {
  deadlineMs: number
  signal?: AbortSignal
  maxRetries: number
  maxRetryAfterMs: number
}

export interface Posted {
  response: Response
  attempts: number
  /** Aborts when the deadline passes or the caller cancels: read the body under it. */
  signal: AbortSignal
  /** Maps an abort while reading the body to the right ProviderError. */
  abortError(attempts: number, cause?: unknown): ProviderError
}

export function parseRetryAfter(h: Headers, nowMs = Date.now()): number | null {
  const ms = h.get('retry-after-ms')
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms))
  const v = h.get('retry-after')
  if (v === null) return null
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000
  const at = Date.parse(v)
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs)
}

const connectionRefused = (e: unknown): boolean => {
  const cause = (e as { cause?: { code?: unknown } } | null)?.cause
  return cause?.code === 'ECONNREFUSED'
}

export async function postWithRetries(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  o: PostOptions,
): Promise<Posted> {
  const timeout = AbortSignal.timeout(o.deadlineMs)
  const signal = o.signal ? AbortSignal.any([o.signal, timeout]) : timeout
  const started = performance.now()
  const remaining = () => o.deadlineMs - (performance.now() - started)
  const abortError = (attempts: number, cause?: unknown): ProviderError =>
    o.signal?.aborted
      ? new ProviderError('cancelled', 'The model call was cancelled.', { attempts, cause })
      : new ProviderError('provider_timeout', `The model provider did not answer within ${o.deadlineMs} ms.`, {
          attempts,
          cause,
        })
  const payload = JSON.stringify(body)
  const idempotencyKey = randomUUID()
  let attempts = 0
  for (;;) {
    if (signal.aborted) throw abortError(attempts)
    attempts++
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: payload,
        signal,
      })
    } catch (e) {
      if (signal.aborted) throw abortError(attempts, e)
      const refused = connectionRefused(e)
      const err = new ProviderError('provider_unreachable', 'The model provider could not be reached.', {
        attempts,
        cause: e,
      })
      if (!refused || attempts > o.maxRetries) throw err
      await wait(backoff(attempts), err)
      continue
    }
    if (response.ok) return { response, attempts, signal, abortError }
    const retryAfterMs = parseRetryAfter(response.headers)
    await response.body?.cancel().catch(() => undefined)
    const code: ProviderErrorCode = response.status === 429 ? 'provider_rate_limited' : 'provider_error'
    const err = new ProviderError(code, `The model provider answered HTTP ${response.status}.`, {
      status: response.status,
      retryAfterMs,
      attempts,
    })
    if (!RETRYABLE_STATUS.has(response.status) || attempts > o.maxRetries) throw err
    if (retryAfterMs !== null && retryAfterMs > o.maxRetryAfterMs) throw err
    await wait(retryAfterMs ?? backoff(attempts), err)
  }

  async function wait(ms: number, otherwise: ProviderError): Promise<void> {
    if (ms >= remaining()) throw otherwise // the wait alone would pass the deadline: say why now
    try {
      await sleep(ms, undefined, { signal })
    } catch (e) {
      throw abortError(attempts, e)
    }
  }
}

function backoff(attempt: number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1))
  return Math.round(base / 2 + Math.random() * (base / 2))
}

/** Server-sent events of a fetch body: yields each event's name and data (joined data lines). */
export async function* readSse(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<{ event: string | null; data: string }> {
  const decoder = new TextDecoder()
  let buf = ''
  let event: string | null = null
  let data: string[] = []
  // cast: a fetch body (web ReadableStream) is async-iterable in Node; the DOM type does not say so
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buf += decoder.decode(chunk, { stream: true })
    let nl: number
    while ((nl = buf.indexOf('\n')) >= 0) {
      let line = buf.slice(0, nl)
      buf = buf.slice(nl + 1)
      if (line.endsWith('\r')) line = line.slice(0, -1)
      if (line === '') {
        if (data.length) yield { event, data: data.join('\n') }
        event = null
        data = []
      } else if (line.startsWith(':')) {
      } else {
        const i = line.indexOf(':')
        const field = i < 0 ? line : line.slice(0, i)
        const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '')
        if (field === 'event') event = value
        else if (field === 'data') data.push(value)
      }
    }
  }
  if (data.length) yield { event, data: data.join('\n') }
}
