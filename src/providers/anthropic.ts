// The Anthropic messages wire format (POST {base}/v1/messages, x-api-key, anthropic-version 2023-06-01).
// Structured output as `output_config.format: json_schema`; `max_tokens` is required. Streams: `message_start`
// carries the input tokens, `content_block_delta` the text, `message_delta` the stop reason and the (cumulative)
// output tokens.
import { completeOver, type WireAnswer, type WireFormat } from './complete.ts'
import type { CompleteRequest, ModelProvider, ProviderConfig } from './types.ts'

const ANTHROPIC_VERSION = '2023-06-01'
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

export const anthropicWire: WireFormat = {
  build(cfg, req, messages, stream) {
    const headers: Record<string, string> = {
      accept: stream ? 'text/event-stream' : 'application/json',
      'anthropic-version': ANTHROPIC_VERSION,
    }
    if (cfg.apiKey) headers['x-api-key'] = cfg.apiKey
    const body: Record<string, unknown> = { model: cfg.model, max_tokens: req.maxTokens ?? cfg.maxTokens, messages }
    if (req.system) body.system = req.system
    if (req.schema) body.output_config = { format: { type: 'json_schema', schema: req.schema.schema } }
    if (stream) body.stream = true
    const base = cfg.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')
    return { url: `${base}/v1/messages`, headers, body }
  },
  readJson(body) {
    const b = body as {
      model?: unknown
      content?: Array<{ type?: unknown; text?: unknown }>
      stop_reason?: unknown
      usage?: { input_tokens?: unknown; output_tokens?: unknown }
    }
    return {
      text: (b.content ?? [])
        .filter((c) => c.type === 'text' && typeof c.text === 'string')
        .map((c) => c.text as string)
        .join(''),
      model: typeof b.model === 'string' ? b.model : null,
      finishReason: typeof b.stop_reason === 'string' ? b.stop_reason : null,
      usage: { inputTokens: num(b.usage?.input_tokens), outputTokens: num(b.usage?.output_tokens) },
    }
  },
  readEvent(event, data, acc: WireAnswer) {
    const e = JSON.parse(data) as {
      type?: string
      message?: { model?: unknown; usage?: { input_tokens?: unknown; output_tokens?: unknown } }
      delta?: { type?: unknown; text?: unknown; stop_reason?: unknown }
      usage?: { output_tokens?: unknown }
    }
    const type = e.type ?? event
    if (type === 'message_start') {
      if (typeof e.message?.model === 'string') acc.model = e.message.model
      acc.usage = {
        inputTokens: num(e.message?.usage?.input_tokens),
        outputTokens: num(e.message?.usage?.output_tokens),
      }
    } else if (type === 'content_block_delta' && e.delta?.type === 'text_delta' && typeof e.delta.text === 'string') {
      acc.text += e.delta.text
      return e.delta.text || null
    } else if (type === 'message_delta') {
      if (typeof e.delta?.stop_reason === 'string') acc.finishReason = e.delta.stop_reason
      const out = num(e.usage?.output_tokens)
      if (out !== null) acc.usage = { ...acc.usage, outputTokens: out }
    } else if (type === 'error') {
      throw new Error('the provider reported an error in the stream')
    }
    return null
  },
}

export function anthropicProvider(cfg: ProviderConfig): ModelProvider {
  return {
    id: `anthropic:${cfg.model}`,
    wire: 'anthropic',
    model: cfg.model,
    complete: (req: CompleteRequest) => completeOver(anthropicWire, cfg, req),
  }
}
