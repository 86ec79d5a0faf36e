// Server-sent events (spec decisions: streaming skills send `progress`, `delta`, then `result` or `error`; a cycle
// tail sends one event per transition with `id:` its seq). SSEDecoder follows the WHATWG parsing rules (CRLF, CR or
// LF line ends, `:` comments, multi-line data, `id`, `retry`); Stream wraps a response body as an async iterable
// whose early exit (break, return, throw in the loop) aborts the request.
import { SkillsConnectError, type ErrorEnvelope } from './errors.ts'

export interface ServerSentEvent {
  event: string
  data: string
  id: string | null
  retry: number | null
}

export class SSEDecoder {
  #buf = ''
  #data: string[] = []
  #event = ''
  #id: string | null = null
  #retry: number | null = null
  #lastWasCR = false

  /** Feed decoded text; returns the events completed by it. */
  push(chunk: string): ServerSentEvent[] {
    let text = chunk
    if (this.#lastWasCR && text.startsWith('\n')) text = text.slice(1) // a CRLF split across chunks
    this.#lastWasCR = text.endsWith('\r')
    this.#buf += text
    const out: ServerSentEvent[] = []
    const lines = this.#buf.split(/\r\n|\r|\n/)
    this.#buf = lines.pop() ?? ''
    for (const line of lines) {
      const ev = this.#line(line)
      if (ev) out.push(ev)
    }
    return out
  }

  /** End of stream: an unterminated event is dropped, as the standard says. */
  end(): ServerSentEvent[] {
    this.#buf = ''
    this.#data = []
    this.#event = ''
    return []
  }

  #line(line: string): ServerSentEvent | null {
    if (line === '') {
      if (this.#data.length === 0) {
        this.#event = ''
        return null
      }
      const ev: ServerSentEvent = {
        event: this.#event || 'message',
        data: this.#data.join('\n'),
        id: this.#id,
        retry: this.#retry,
      }
      this.#data = []
      this.#event = ''
      return ev
    }
    if (line.startsWith(':')) return null
    const i = line.indexOf(':')
    const field = i === -1 ? line : line.slice(0, i)
    let value = i === -1 ? '' : line.slice(i + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') this.#data.push(value)
    else if (field === 'event') this.#event = value
    else if (field === 'id' && !value.includes('\0')) this.#id = value
    else if (field === 'retry' && /^\d+$/.test(value)) this.#retry = Number(value)
    return null
  }
}

/** Raw SSE events from a response body; aborts the request when the consumer stops early. */
export async function* sseEvents(response: Response, abort: () => void): AsyncGenerator<ServerSentEvent> {
  if (!response.body) return
  const decoder = new SSEDecoder()
  const text = new TextDecoder()
  const reader = response.body.getReader()
  let finished = false
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) {
        finished = true
        break
      }
      for (const ev of decoder.push(text.decode(value, { stream: true }))) yield ev
    }
    decoder.end()
  } finally {
    if (!finished) abort()
    reader.releaseLock()
  }
}

/** A streaming skill's `error` event: the envelope the server would have sent as a JSON error. */
export class StreamError extends SkillsConnectError {
  override name = 'StreamError'
  readonly error: ErrorEnvelope
  readonly code: string
  constructor(env: ErrorEnvelope) {
    super(`${env.code}: ${env.message}`)
    this.error = env
    this.code = env.code
  }
}

export interface SkillStreamEvent<R = unknown> {
  event: 'progress' | 'delta' | 'result' | (string & {})
  /** The parsed JSON payload (for `result`: the invocation result). */
  data: R | Record<string, unknown>
  id: string | null
}
