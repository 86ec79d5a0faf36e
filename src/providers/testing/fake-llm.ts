// A local fake model server for tests (real HTTP): speaks the OpenAI chat-completions and Anthropic messages wire
// formats, JSON and SSE, with a per-test queue of faults and replies. Every request is recorded (headers and body)
// so tests can count completions and check what was sent. Used by the provider tests and the topic turn tests.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Recorded {
  path: string
  headers: http.IncomingHttpHeaders
  body: Record<string, unknown>
}

/** What the next request gets: an error status (with headers), a reply text, a hang (never answers), a stream cut. */
export type Step =
  | { status: number; headers?: Record<string, string>; body?: unknown }
  /** `json`: answered as one JSON completion even when a stream was asked for (as some proxies do). */
  | { reply: string; usage?: { input: number; output: number }; model?: string; json?: boolean }
  /** A 200 with this exact Content-Type and body (an empty stream, a stream of only `[DONE]`, an HTML page). */
  | { raw: string; contentType: string }
  | { hang: true }
  | { cutStream: string }
  | { gate: Promise<void>; reply: string; usage?: { input: number; output: number } }
  /** Streams the reply's first `holdAfter` characters, waits for the gate, then the rest (a JSON answer waits first). */
  | { gate: Promise<void>; reply: string; holdAfter: number; usage?: { input: number; output: number } }

export class FakeLlm {
  readonly requests: Recorded[] = []
  /** Requests being answered now, and the most there ever were at once. */
  inFlight = 0
  maxInFlight = 0
  private steps: Step[] = []
  /** Reply used when the queue is empty. */
  fallback: Step = { reply: 'fake answer', usage: { input: 11, output: 7 } }
  private server: http.Server
  private sockets = new Set<import('node:net').Socket>()
  url = ''

  constructor() {
    this.server = http.createServer((req, res) => {
      void this.handle(req, res)
    })
    this.server.on('connection', (s) => {
      this.sockets.add(s)
      s.on('close', () => this.sockets.delete(s))
    })
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  /** Forgets queued steps and recorded requests. */
  reset(): void {
    this.steps = []
    this.requests.length = 0
    this.maxInFlight = this.inFlight
  }

  /** Queues what the next requests get, in order. */
  next(...steps: Step[]): this {
    this.steps.push(...steps)
    return this
  }

  completions(): Recorded[] {
    return this.requests
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy()
    await new Promise<void>((r) => this.server.close(() => r()))
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
    const path = (req.url ?? '').split('?')[0]!
    this.requests.push({ path, headers: req.headers, body })
    this.inFlight++
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
    res.on('close', () => {
      this.inFlight--
    })
    const step = this.steps.shift() ?? this.fallback
    if ('hang' in step) return // never answers; the client's deadline must end it
    if ('status' in step) {
      res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers })
      res.end(JSON.stringify(step.body ?? { error: { message: 'fake failure' } }))
      return
    }
    if ('raw' in step) {
      res.writeHead(200, { 'content-type': step.contentType })
      res.end(step.raw)
      return
    }
    const hold = 'holdAfter' in step ? { after: step.holdAfter, gate: step.gate } : null
    if ('gate' in step && (!hold || body.stream !== true)) await step.gate
    const anthropic = path.endsWith('/v1/messages')
    const stream = body.stream === true && !('json' in step && step.json)
    const text = 'cutStream' in step ? step.cutStream : step.reply
    const usage = ('usage' in step && step.usage) || { input: 11, output: 7 }
    const model = ('model' in step && step.model) || String(body.model ?? 'fake-model')
    if (!stream) {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify(
          anthropic
            ? {
                id: 'msg_1',
                type: 'message',
                role: 'assistant',
                model,
                content: [{ type: 'text', text }],
                stop_reason: 'end_turn',
                usage: { input_tokens: usage.input, output_tokens: usage.output },
              }
            : {
                id: 'chatcmpl-1',
                object: 'chat.completion',
                model,
                choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
                usage: {
                  prompt_tokens: usage.input,
                  completion_tokens: usage.output,
                  total_tokens: usage.input + usage.output,
                },
              },
        ),
      )
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    // A cut after what was written has reached the client: the answer started, then the connection dropped.
    const cut = () => res.write('', () => setTimeout(() => res.socket?.destroy(), 50))
    const pieces = text.match(/.{1,4}/gs) ?? []
    // With a hold: the pieces up to `after` characters are sent by this call, the gate awaited, the rest returned.
    const held = async (all: string[]): Promise<string[]> => {
      if (!hold) return all
      let n = 0
      let i = 0
      for (; i < all.length && n < hold.after; i++) {
        emit(all[i]!)
        n += all[i]!.length
      }
      await hold.gate
      return all.slice(i)
    }
    const emit = (p: string) =>
      anthropic
        ? send('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: p } })
        : send(null, { id: 'c1', model, choices: [{ index: 0, delta: { content: p }, finish_reason: null }] })
    const send = (event: string | null, data: unknown) =>
      res.write(
        `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`,
      )
    if (anthropic) {
      send('message_start', {
        type: 'message_start',
        message: { id: 'msg_1', model, usage: { input_tokens: usage.input, output_tokens: 1 } },
      })
      send('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } })
      for (const p of await held(pieces))
        send('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: p } })
      if ('cutStream' in step) {
        cut()
        return
      }
      send('content_block_stop', { type: 'content_block_stop', index: 0 })
      send('message_delta', {
        type: 'message_delta',
        delta: { stop_reason: 'end_turn' },
        usage: { output_tokens: usage.output },
      })
      send('message_stop', { type: 'message_stop' })
    } else {
      for (const p of await held(pieces))
        send(null, { id: 'c1', model, choices: [{ index: 0, delta: { content: p }, finish_reason: null }] })
      if ('cutStream' in step) {
        cut()
        return
      }
      send(null, { id: 'c1', model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })
      send(null, {
        id: 'c1',
        model,
        choices: [],
        usage: { prompt_tokens: usage.input, completion_tokens: usage.output },
      })
      send(null, '[DONE]')
    }
    res.end()
  }
}
