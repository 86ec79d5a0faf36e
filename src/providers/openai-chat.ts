// The OpenAI chat-completions wire format (POST {base}/chat/completions): OpenAI, Azure OpenAI's v1 route, Ollama
// (/v1), vLLM, LiteLLM. Structured output as `response_format: json_schema` (strict); streams ask for usage with
// `stream_options.include_usage` (the last chunk, with no choices, carries it).
import { completeOver, type WireAnswer, type WireFormat } from './complete.ts'
import type { CompleteRequest, ModelProvider, ProviderConfig, TokenUsage } from './types.ts'

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const usageOf = (u: unknown): TokenUsage => {
  const o = (u ?? {}) as { prompt_tokens?: unknown; completion_tokens?: unknown }
  return { inputTokens: num(o.prompt_tokens), outputTokens: num(o.completion_tokens) }
}

export const openAiChatWire: WireFormat = {
  build(cfg, req, messages, stream) {
    const headers: Record<string, string> = { accept: stream ? 'text/event-stream' : 'application/json' }
    if (cfg.apiKey) {
      if (cfg.authHeader === 'api-key') headers['api-key'] = cfg.apiKey
      else headers.authorization = `Bearer ${cfg.apiKey}`
    }
    const body: Record<string, unknown> = {
      model: cfg.model,
      messages: [...(req.system ? [{ role: 'system', content: req.system }] : []), ...messages],
      max_tokens: req.maxTokens ?? cfg.maxTokens,
    }
    if (req.schema)
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: req.schema.name, schema: req.schema.schema, strict: true },
      }
    if (stream) {
      body.stream = true
      body.stream_options = { include_usage: true }
    }
    return { url: `${cfg.baseUrl.replace(/\/+$/, '')}/chat/completions`, headers, body }
  },
  readJson(body) {
    const b = body as {
      model?: unknown
      choices?: Array<{ message?: { content?: unknown }; finish_reason?: unknown }>
      usage?: unknown
    }
    const choice = b.choices?.[0]
    return {
      text: typeof choice?.message?.content === 'string' ? choice.message.content : '',
      model: typeof b.model === 'string' ? b.model : null,
      finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null,
      usage: usageOf(b.usage),
    }
  },
  readEvent(_event, data, acc: WireAnswer) {
    if (data === '[DONE]') return null
    const c = JSON.parse(data) as {
      model?: unknown
      choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>
      usage?: unknown
    }
    if (typeof c.model === 'string') acc.model = c.model
    if (c.usage) acc.usage = usageOf(c.usage)
    const choice = c.choices?.[0]
    if (typeof choice?.finish_reason === 'string') acc.finishReason = choice.finish_reason
    const text = typeof choice?.delta?.content === 'string' ? choice.delta.content : ''
    acc.text += text
    return text || null
  },
}

export function openAiChatProvider(cfg: ProviderConfig): ModelProvider {
  return {
    id: `openai-chat:${cfg.model}`,
    wire: 'openai-chat',
    model: cfg.model,
    complete: (req: CompleteRequest) => completeOver(openAiChatWire, cfg, req),
  }
}
