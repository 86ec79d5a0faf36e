// The model provider port (issue 11 §2): "complete these messages, optionally to this JSON Schema, within this
// deadline, and tell me the tokens". Two wire formats implement it over fetch (openai-chat.ts, anthropic.ts); the
// metered client (client.ts) records usage per call and per organization. Nothing here knows about topics or skills.

export interface ChatMessage {
  role: 'user' | 'assistant'
  content: string
}

export interface StructuredOutput {
  /** A short identifier the wire format may require (OpenAI `json_schema.name`): [A-Za-z0-9_-]{1,64}. */
  name: string
  /** JSON Schema (2020-12) the answer must satisfy; checked here with Ajv whatever the endpoint claims. */
  schema: Record<string, unknown>
}

export interface CompleteRequest {
  system?: string
  messages: ChatMessage[]
  /** Ask for JSON matching this schema; the result's `json` is the checked value. */
  schema?: StructuredOutput
  maxTokens?: number
  /** The caller's cancel (turn cancelled, client gone): stops waiting and sleeping at once. */
  signal?: AbortSignal
  /** One budget for every attempt and every wait between attempts; defaults to the configured timeout. */
  deadlineMs?: number
  /** Called with each piece of text as it arrives; asking for it makes the call stream (SSE). */
  onDelta?: (text: string) => void
}

export interface TokenUsage {
  /** null when the provider did not say (never estimated). */
  inputTokens: number | null
  outputTokens: number | null
}

export interface CompleteResult {
  text: string
  /** The parsed and schema-checked answer when a schema was asked for. */
  json?: unknown
  /** The model the provider says answered (falls back to the configured name). */
  model: string
  finishReason: string | null
  usage: TokenUsage
  /** HTTP requests made, including retries and a repair request. */
  attempts: number
}

export type ProviderErrorCode =
  | 'provider_timeout'
  | 'provider_rate_limited'
  | 'provider_unreachable'
  | 'provider_error'
  | 'provider_bad_output'
  | 'cancelled'

/** Why a completion failed. Its message never carries the API key or the request body. */
export class ProviderError extends Error {
  readonly code: ProviderErrorCode
  readonly status: number | null
  readonly retryAfterMs: number | null
  readonly attempts: number
  /** Tokens spent before the failure (a completion whose output failed its schema was still billed). */
  readonly usage: TokenUsage
  constructor(
    code: ProviderErrorCode,
    message: string,
    o: { status?: number | null; retryAfterMs?: number | null; attempts: number; usage?: TokenUsage; cause?: unknown },
  ) {
    super(message, o.cause === undefined ? undefined : { cause: o.cause })
    this.name = 'ProviderError'
    this.code = code
    this.status = o.status ?? null
    this.retryAfterMs = o.retryAfterMs ?? null
    this.attempts = o.attempts
    this.usage = o.usage ?? { inputTokens: null, outputTokens: null }
  }
}

export interface ModelProvider {
  /** `<wire>:<model>`, recorded on messages and usage rows as the provider. */
  readonly id: string
  readonly wire: 'openai-chat' | 'anthropic'
  readonly model: string
  complete(req: CompleteRequest): Promise<CompleteResult>
}

export interface ProviderConfig {
  wire: 'openai-chat' | 'anthropic'
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1, https://api.anthropic.com */
  baseUrl: string
  apiKey: string | null
  model: string
  /** `bearer` (Authorization: Bearer), or `api-key` (Azure's api-key header). Anthropic always uses x-api-key. */
  authHeader: 'bearer' | 'api-key'
  /** Default deadline of one complete(), retries and waits included. */
  timeoutMs: number
  /** Retries after the first request (only where the provider says nothing was done: see http.ts). */
  maxRetries: number
  /** A Retry-After longer than this is not waited for: the call fails with provider_rate_limited at once. */
  maxRetryAfterMs: number
  /** Default max output tokens (Anthropic requires one). */
  maxTokens: number
}
