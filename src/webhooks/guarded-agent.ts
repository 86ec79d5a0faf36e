// The pinned undici Agent behind webhook deliveries (SPEC-DECISIONS "Webhooks"; delivery-client.ts is its user).
// SSRF layers 2 and 3 (layer 1 is checkWebhookUrl, before every attempt):
//   2. at connect time, the Agent's lookup resolves the name again, refuses the connection if ANY answer is not
//      public, and hands exactly the vetted answers to the socket (the connection is pinned: no second lookup can
//      answer differently: DNS rebinding between 1 and 2 is refused here). IP literals never reach a lookup, so
//      the connector refuses non-public literals itself before dialling;
//   3. after connecting, the socket's remote address is checked once more.
// TLS verification stays on and uses the URL's host name (SNI and certificate name), whatever address was pinned.
// Keep-alive is short, so a pooled socket (already pinned to a vetted address) is not reused for long.
import net from 'node:net'
import type { LookupAddress, LookupOptions } from 'node:dns'
import { Agent, buildConnector } from 'undici'
import { systemResolver, type Resolver } from './address-policy.ts'
import { isAllowListed, type AllowList } from './allow-list.ts'
import { isPublicAddress } from './public-address.ts'

/** Total budget per attempt (delivery-client.ts); here the default connect and I/O timeouts. */
export const DEFAULT_TIMEOUT_MS = 10_000
const KEEP_ALIVE_MS = 4_000

/** Raised (never shown to API callers) when the connect-time guard refuses an address. */
export class BlockedAddressError extends Error {
  readonly code = 'ESSRFBLOCKED'
  constructor() {
    super('webhook target address is not public')
    this.name = 'BlockedAddressError'
  }
}

export interface GuardedAgentOptions {
  allow: AllowList
  resolve?: Resolver
  ca?: string | Buffer
  connectTimeoutMs?: number
  /** Headers and body timeouts (the caller's AbortSignal is the real deadline). */
  ioTimeoutMs?: number
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * An undici Agent that only ever connects to vetted addresses (layers 2 and 3 above). Exported for tests and for
 * anyone who needs a guarded dispatcher; deliveries should go through createDeliveryClient.
 */
export function createGuardedAgent(opts: GuardedAgentOptions): Agent {
  const resolve = opts.resolve ?? systemResolver
  const allow = opts.allow

  const lookup = (hostname: string, options: LookupOptions, cb: LookupCallback): void => {
    // Answer on a later tick, outside the promise chain, so a throw inside Node's callback is not caught below
    // and turned into a second answer.
    const callback: LookupCallback = (err, address, family) => {
      process.nextTick(cb, err, address, family)
    }
    Promise.resolve()
      .then(() => resolve(hostname))
      .then((answers) => {
        const list = (Array.isArray(answers) ? answers : []).map((a) => ({
          address: String(a.address),
          family: net.isIPv6(String(a.address)) ? 6 : 4,
        }))
        if (list.length === 0) return callback(notFound(hostname), '')
        // Vet every answer before choosing any: one private answer refuses the whole name.
        if (!isAllowListed(allow, hostname) && list.some((a) => !isPublicAddress(a.address))) {
          return callback(new BlockedAddressError(), '')
        }
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family
        const wanted = family === 4 || family === 6 ? list.filter((a) => a.family === family) : list
        if (wanted.length === 0) return callback(notFound(hostname), '')
        if (options.all) return callback(null, wanted)
        return callback(null, wanted[0]!.address, wanted[0]!.family)
      })
      .catch((err: unknown) => callback(err instanceof Error ? (err as NodeJS.ErrnoException) : notFound(hostname), ''))
  }

  const base = buildConnector({
    lookup,
    ...(opts.ca !== undefined ? { ca: opts.ca } : {}),
    allowH2: false,
    timeout: opts.connectTimeoutMs ?? DEFAULT_TIMEOUT_MS,
  })

  const connect: buildConnector.connector = (options, callback) => {
    const host = unbracket(options.hostname)
    const allowed = isAllowListed(allow, host)
    // IP literals skip the lookup hook entirely: refuse non-public ones before dialling.
    if (net.isIP(host) !== 0 && !allowed && !isPublicAddress(host)) {
      callback(new BlockedAddressError(), null)
      return
    }
    base(options, (err, socket) => {
      if (err !== null) return callback(err, null)
      const remote = socket.remoteAddress
      if (!allowed && (remote === undefined || !isPublicAddress(remote))) {
        socket.destroy()
        return callback(new BlockedAddressError(), null)
      }
      return callback(null, socket)
    })
  }

  const io = opts.ioTimeoutMs ?? DEFAULT_TIMEOUT_MS
  return new Agent({
    connect,
    allowH2: false,
    keepAliveTimeout: KEEP_ALIVE_MS,
    keepAliveMaxTimeout: KEEP_ALIVE_MS,
    headersTimeout: io,
    bodyTimeout: io,
  })
}

function unbracket(h: string): string {
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h
}

function notFound(hostname: string): NodeJS.ErrnoException {
  const e: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`)
  e.code = 'ENOTFOUND'
  return e
}
