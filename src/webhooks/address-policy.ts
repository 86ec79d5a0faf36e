// Which webhook URLs and addresses we may connect to (spec: Events, "Only public HTTPS URLs are accepted …
// re-checked at every delivery"; SPEC-DECISIONS "Webhooks", SSRF). Used at registration and again before every
// delivery attempt; the delivery client additionally vets every address at connect time (guarded-agent.ts).
// Which addresses are public: public-address.ts; which hosts are exempt (WEBHOOK_ALLOW_HOSTS): allow-list.ts.
//
// Every refusal is the same WebhookUrlError with the same message; only `reason` (for logs) differs, so an API
// caller cannot use registration to learn which internal names exist.
import net from 'node:net'
import { promises as dns } from 'node:dns'
import { isAllowListed, normalizeHost, type AllowList } from './allow-list.ts'
import { isPublicAddress } from './public-address.ts'

export type WebhookUrlReason =
  | 'bad_url' // not a parsable absolute URL, or too long
  | 'not_https'
  | 'userinfo'
  | 'bad_host' // zone id, single-label name, malformed name
  | 'private_address' // an IP literal, or any resolved address, that is not public
  | 'unresolvable'
  | 'timeout' // name resolution took too long

/** The one error every refusal throws. `message` is the same for all of them; log `reason`, never show it. */
export class WebhookUrlError extends Error {
  readonly code = 'invalid_url'
  readonly reason: WebhookUrlReason
  constructor(reason: WebhookUrlReason) {
    super('invalid_url')
    this.name = 'WebhookUrlError'
    this.reason = reason
  }
}

export interface ResolvedAddress {
  address: string
  family: number
}

/** Every address (A and AAAA) a name resolves to. Rejects or returns [] when it does not resolve. */
export type Resolver = (hostname: string) => Promise<ReadonlyArray<ResolvedAddress>>

/** getaddrinfo (hosts file, search domains: single-label names are refused before this) with all answers. */
export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, order: 'verbatim' })

export interface CheckUrlOptions {
  allow: AllowList
  resolve?: Resolver
  /** Name-resolution budget (default 5 s). */
  timeoutMs?: number
  /** Abandon (reason 'timeout') when this aborts, e.g. the delivery attempt's overall deadline. */
  signal?: AbortSignal
}

export const MAX_URL_LENGTH = 2048
const DEFAULT_RESOLVE_TIMEOUT_MS = 5_000

/**
 * Returns the parsed URL when it is an HTTPS URL whose host is a public IP literal, or a multi-label name whose
 * every resolved address is public (or a host on the allow-list). Otherwise throws WebhookUrlError.
 */
export async function checkWebhookUrl(raw: string, opts: CheckUrlOptions): Promise<URL> {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH) throw new WebhookUrlError('bad_url')
  let url: URL
  try {
    url = new URL(raw) // normalizes 2130706433, 0x7f.1, 0177.0.0.1, 127.1, %31%32%37.0.0.1 → 127.0.0.1
  } catch {
    throw new WebhookUrlError('bad_url')
  }
  if (url.protocol !== 'https:') throw new WebhookUrlError('not_https')
  if (url.username !== '' || url.password !== '') throw new WebhookUrlError('userinfo')

  const hostname = url.hostname
  const bracketed = hostname.startsWith('[')
  const host = bracketed ? hostname.slice(1, -1) : hostname
  if (host === '' || host.includes('%')) throw new WebhookUrlError('bad_host') // zone ids
  const allowed = isAllowListed(opts.allow, host)

  if (bracketed || net.isIP(host) !== 0) {
    // IP literals never reach a DNS lookup (nor the connect-time lookup hook): judge them here.
    if (allowed) return url
    if (!isPublicAddress(host)) throw new WebhookUrlError('private_address')
    return url
  }

  const name = normalizeHost(host)
  if (name === null) throw new WebhookUrlError('bad_host')
  if (allowed) return url
  if (!name.includes('.')) throw new WebhookUrlError('bad_host') // single label: search domains, /etc/hosts

  const addresses = await resolveWithin(
    opts.resolve ?? systemResolver,
    name,
    opts.timeoutMs ?? DEFAULT_RESOLVE_TIMEOUT_MS,
    opts.signal,
  )
  if (addresses.length === 0) throw new WebhookUrlError('unresolvable')
  if (addresses.some((a) => !isPublicAddress(a.address))) throw new WebhookUrlError('private_address')
  return url
}

async function resolveWithin(
  resolve: Resolver,
  name: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<ReadonlyArray<ResolvedAddress>> {
  if (signal?.aborted) throw new WebhookUrlError('timeout')
  let timer: NodeJS.Timeout | undefined
  let onAbort: (() => void) | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WebhookUrlError('timeout')), timeoutMs)
    timer.unref?.()
    onAbort = () => reject(new WebhookUrlError('timeout'))
    signal?.addEventListener('abort', onAbort, { once: true })
  })
  try {
    const lookup = Promise.resolve()
      .then(() => resolve(name))
      .then(
        (addrs) => (Array.isArray(addrs) ? addrs : []) as ReadonlyArray<ResolvedAddress>,
        () => {
          throw new WebhookUrlError('unresolvable')
        },
      )
    return await Promise.race([lookup, deadline])
  } finally {
    clearTimeout(timer)
    if (onAbort) signal?.removeEventListener('abort', onAbort)
  }
}
