// The wire-independent half of complete(): one deadline for the whole call, streaming or not, and the structured
// output check. Whatever an endpoint claims about enforcing a schema (local models and proxies often accept and
// ignore it), the answer is parsed and checked with Ajv here; a mismatch gets one repair request (the errors are
// sent back), then fails with provider_bad_output carrying the tokens spent.
import type { ValidateFunction } from 'ajv'
import { createAjv } from '../validation/index.ts'
import { postWithRetries, readSse } from './http.ts'
import {
  ProviderError,
  type ChatMessage,
  type CompleteRequest,
  type CompleteResult,
  type ProviderConfig,
  type TokenUsage,
} from './types.ts'

export interface WireRequest {
  url: string
  headers: Record<string, string>
  body: unknown
}
export interface WireAnswer {
  text: string
  model: string | null
  finishReason: string | null
  usage: TokenUsage
}

/** What a wire format supplies: how to ask, and how to read a JSON answer or a stream of events. */
export interface WireFormat {
  build(cfg: ProviderConfig, req: CompleteRequest, messages: ChatMessage[], stream: boolean): WireRequest
  readJson(body: unknown): WireAnswer
  /** Folds one SSE event into the answer so far; returns text to hand to onDelta, if any. */
  readEvent(event: string | null, data: string, acc: WireAnswer): string | null
}

const ajv = createAjv({ allErrors: true, useDefaults: false })
const compiled = new WeakMap<object, ValidateFunction>()
const validatorOf = (schema: Record<string, unknown>): ValidateFunction => {
  let v = compiled.get(schema)
  if (!v) {
    v = ajv.compile(schema)
    compiled.set(schema, v)
  }
  return v
}

const addUsage = (a: TokenUsage, b: TokenUsage): TokenUsage => ({
  inputTokens: a.inputTokens === null && b.inputTokens === null ? null : (a.inputTokens ?? 0) + (b.inputTokens ?? 0),
  outputTokens:
    a.outputTokens === null && b.outputTokens === null ? null : (a.outputTokens ?? 0) + (b.outputTokens ?? 0),
})

/** The JSON in a model's text: the whole text, or the body of one ```json fence around it. */
export function extractJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const t = text.trim()
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/.exec(t)
  try {
    return { ok: true, value: JSON.parse(fenced ? fenced[1]! : t) }
  } catch {
    return { ok: false }
  }
}

export async function completeOver(
  wire: WireFormat,
  cfg: ProviderConfig,
  req: CompleteRequest,
): Promise<CompleteResult> {
  const deadlineMs = req.deadlineMs ?? cfg.timeoutMs
  const started = performance.now()
  const left = () => Math.max(1, Math.round(deadlineMs - (performance.now() - started)))
  let attempts = 0
  let usage: TokenUsage = { inputTokens: null, outputTokens: null }
  let messages = req.messages
  for (let repair = 0; ; repair++) {
    const one = await exchange(wire, cfg, req, messages, left())
    attempts += one.attempts
    usage = addUsage(usage, one.answer.usage)
    const base = {
      text: one.answer.text,
      model: one.answer.model ?? cfg.model,
      finishReason: one.answer.finishReason,
      usage,
      attempts,
    }
    if (!req.schema) return base
    const parsed = extractJson(one.answer.text)
    const validate = validatorOf(req.schema.schema)
    if (parsed.ok && validate(parsed.value)) return { ...base, json: parsed.value }
    const problems = parsed.ok
      ? (validate.errors ?? [])
          .slice(0, 10)
          .map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`)
          .join('; ')
      : 'the answer is not JSON'
    if (repair >= 1 || performance.now() - started >= deadlineMs) {
      throw new ProviderError(
        'provider_bad_output',
        `The model's answer did not match the schema ${req.schema.name}: ${problems}.`,
        { attempts, usage },
      )
    }
    messages = [
      ...messages,
      { role: 'assistant', content: one.answer.text },
      {
        role: 'user',
        content: `That answer does not match the required JSON Schema (${problems}). Answer again with only a JSON value that matches it.`,
      },
    ]
  }
}

async function exchange(
  wire: WireFormat,
  cfg: ProviderConfig,
  req: CompleteRequest,
  messages: ChatMessage[],
  deadlineMs: number,
): Promise<{ answer: WireAnswer; attempts: number }> {
  const stream = req.onDelta !== undefined
  const w = wire.build(cfg, req, messages, stream)
  const posted = await postWithRetries(w.url, w.headers, w.body, {
    deadlineMs,
    signal: req.signal,
    maxRetries: cfg.maxRetries,
    maxRetryAfterMs: cfg.maxRetryAfterMs,
  })
  const { response, attempts } = posted
  try {
    // The answer's Content-Type decides how it is read, not what was asked for: a provider (or a proxy) may answer a
    // streaming request with one JSON completion. Anything else is not an answer we can read.
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const json = type === 'application/json' || type.endsWith('+json')
    if (!stream || json) {
      const text = await response.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch (e) {
        throw new ProviderError('provider_error', 'The model provider answered with something that is not JSON.', {
          status: response.status,
          attempts,
          cause: e,
        })
      }
      const answer = nonEmpty(wire.readJson(body), attempts)
      if (stream) req.onDelta!(answer.text)
      return { answer, attempts }
    }
    if (type !== '' && type !== 'text/event-stream') throw notReadable(type, attempts)
    const acc: WireAnswer = {
      text: '',
      model: null,
      finishReason: null,
      usage: { inputTokens: null, outputTokens: null },
    }
    if (!response.body)
      throw new ProviderError('provider_error', 'The model provider sent an empty stream.', { attempts })
    for await (const ev of readSse(response.body)) {
      const delta = wire.readEvent(ev.event, ev.data, acc)
      if (delta) req.onDelta!(delta)
    }
    return { answer: nonEmpty(acc, attempts), attempts }
  } catch (e) {
    if (e instanceof ProviderError) throw e
    if (posted.signal.aborted) throw posted.abortError(attempts, e)
    throw new ProviderError('provider_error', "The model provider's answer could not be read.", { attempts, cause: e })
  }
}

/** A completion with no text is not an answer (an empty stream, or JSON holding no completion): the call fails. */
function nonEmpty(answer: WireAnswer, attempts: number): WireAnswer {
  if (answer.text.trim() !== '') return answer
  throw new ProviderError('provider_bad_output', "The model provider's answer held no text.", {
    attempts,
    usage: answer.usage,
  })
}

const notReadable = (type: string, attempts: number): ProviderError =>
  new ProviderError(
    'provider_error',
    `The model provider answered with Content-Type ${type.slice(0, 80)}, neither a stream nor JSON.`,
    { attempts },
  )
