// The model provider port (issue 11 §2). See README.md.
export * from './types.ts'
export { ModelClient, type ModelClientDeps } from './client.ts'
export { openAiChatProvider } from './openai-chat.ts'
export { anthropicProvider } from './anthropic.ts'
export { extractJson } from './complete.ts'
export { parseRetryAfter } from './http.ts'

import { anthropicProvider } from './anthropic.ts'
import { openAiChatProvider } from './openai-chat.ts'
import type { ModelProvider, ProviderConfig } from './types.ts'

/** The configured provider, or null when none is (the service then answers from retrieval and says so). */
export function createProvider(cfg: ProviderConfig | null): ModelProvider | null {
  if (!cfg) return null
  return cfg.wire === 'anthropic' ? anthropicProvider(cfg) : openAiChatProvider(cfg)
}
