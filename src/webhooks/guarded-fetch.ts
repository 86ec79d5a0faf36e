// A fetch for documents the service must read from URLs someone else chose (OAuth Client ID Metadata Documents),
// through the webhook SSRF guard (SPEC-DECISIONS "Webhooks", SSRF): the URL is checked (https, public addresses
// only, WEBHOOK_ALLOW_HOSTS exempt) and the connection is pinned to the vetted address by the guarded agent, with
// the same deadline as a delivery. Redirects are never followed. What is read, and how much, is the caller's.
import { fetch as undiciFetch } from 'undici'
import { checkWebhookUrl, WebhookUrlError, systemResolver, type Resolver } from './address-policy.ts'
import type { AllowList } from './allow-list.ts'
import { createGuardedAgent, DEFAULT_TIMEOUT_MS } from './guarded-agent.ts'

export interface GuardedFetchOptions {
  allow: AllowList
  ca?: string | Buffer
  timeoutMs?: number
  resolve?: Resolver
}

export type GuardedFetch = ((
  url: string | URL,
  init?: { method?: string; headers?: Record<string, string> | Headers; signal?: AbortSignal },
) => Promise<Response>) & { close(): Promise<void> }

export function createGuardedFetch(opts: GuardedFetchOptions): GuardedFetch {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const resolve = opts.resolve ?? systemResolver
  const agent = createGuardedAgent({
    allow: opts.allow,
    resolve,
    ...(opts.ca !== undefined ? { ca: opts.ca } : {}),
    connectTimeoutMs: timeoutMs,
    ioTimeoutMs: timeoutMs,
  })
  const guarded = async (
    url: string | URL,
    init: { method?: string; headers?: Record<string, string> | Headers; signal?: AbortSignal } = {},
  ): Promise<Response> => {
    const signal = init.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs)
    try {
      await checkWebhookUrl(String(url), { allow: opts.allow, resolve, timeoutMs, signal })
    } catch (err) {
      throw new Error(
        `refused to fetch ${String(url).slice(0, 200)}: ${err instanceof WebhookUrlError ? err.reason : 'bad_url'}`,
      )
    }
    const r = await undiciFetch(String(url), {
      // cast: undici's fetch and the DOM's type the same headers differently
      method: init.method ?? 'GET',
      ...(init.headers ? { headers: init.headers as never } : {}),
      redirect: 'manual',
      signal,
      dispatcher: agent,
    })
    // cast: undici's Response is the web Response; its type is undici's own
    return r as unknown as Response
  }
  return Object.assign(guarded, { close: () => agent.close() })
}
