// Which webhook URLs and addresses we may connect to (spec: Events, "Only public HTTPS URLs are accepted …
// re-checked at every delivery"; SPEC-DECISIONS "Webhooks", SSRF). Used at registration and again before every
// delivery attempt; the delivery client additionally vets every address at connect time (delivery-client.ts).
//
// Addresses are classified after parsing, never as strings: ipaddr.js's range() must be 'unicast', plus explicit
// denies for what it calls unicast but is not a public destination. IPv6 must also lie in 2000::/3 (the only
// block IANA allocates for global unicast), which refuses ::/8 (IPv4-compatible ::a.b.c.d, ISATAP ::5efe:…),
// 1::/16, 4000::/2, fe00::/9 and the rest of the unallocated space that ipaddr.js 2.5.0 calls 'unicast'.
// IPv4-mapped addresses (::ffff:a.b.c.d) are judged by the IPv4 address they map to.
//
// Every refusal is the same WebhookUrlError with the same message; only `reason` (for logs) differs, so an API
// caller cannot use registration to learn which internal names exist.
import ipaddr from 'ipaddr.js'
import net from 'node:net'
import { promises as dns } from 'node:dns'
import { domainToASCII } from 'node:url'

type Address = ipaddr.IPv4 | ipaddr.IPv6

const v4 = (cidr: string) => ipaddr.IPv4.parseCIDR(cidr)
const v6 = (cidr: string) => ipaddr.IPv6.parseCIDR(cidr)

/** IPv4 addresses ipaddr.js calls 'unicast' (or may one day) that reach cloud-internal services. */
const V4_DENY: Array<[ipaddr.IPv4, number]> = [
  v4('168.63.129.16/32'), // Azure WireServer / host DNS and health probes (ipaddr.js: 'unicast')
  v4('100.100.100.200/32'), // Alibaba Cloud metadata (inside 100.64/10, which ipaddr.js already refuses)
  v4('169.254.0.0/16'), // link-local incl. 169.254.169.254 metadata (ipaddr.js: 'linkLocal'); belt and braces
  v4('0.0.0.0/8'), // "this network"; 0.0.0.0 reaches the local host on Linux (ipaddr.js: 'unspecified')
]

/** IPv6 prefixes refused outright even where ipaddr.js would say 'unicast', or that embed an IPv4 address. */
const V6_DENY: Array<[ipaddr.IPv6, number]> = [
  v6('::/8'), // ::, ::1, IPv4-compatible ::a.b.c.d, ::5efe:a.b.c.d (ISATAP form), ::ffff:0:a.b.c.d (SIIT)
  v6('64:ff9b::/96'), // NAT64 well-known prefix (RFC 6052)
  v6('64:ff9b:1::/48'), // NAT64 local-use prefix (RFC 8215)
  v6('2002::/16'), // 6to4 (RFC 3056)
  v6('2001::/32'), // Teredo (RFC 4380)
  v6('2001:db8::/32'), // documentation
  v6('fc00::/7'), // unique local, incl. fd00:ec2::254 (AWS metadata over IPv6)
  v6('fe80::/10'), // link-local
  v6('fec0::/10'), // deprecated site-local
  v6('ff00::/8'), // multicast
]
const V6_GLOBAL_UNICAST = v6('2000::/3')

/**
 * True only for a canonical IPv4 or IPv6 address string that is a public unicast destination. Anything else
 * (garbage, legacy IPv4 notations such as '2130706433' or '0x7f.1', zone ids, brackets) is false: fail closed.
 */
export function isPublicAddress(ip: string): boolean {
  if (typeof ip !== 'string' || ip.includes('%')) return false
  const family = net.isIP(ip) // only the forms the OS would connect to as-is; refuses '2130706433', '0x7f.1', '[::1]'
  if (family === 0) return false
  let addr: Address
  try {
    // ipaddr.js 2.5.0 parses the IPv4-compatible form '::a.b.c.d' as IPv4-MAPPED '::ffff:a.b.c.d' (so '::8.8.8.8'
    // would be judged as 8.8.8.8), while the OS connects to ::808:808. Re-serialize IPv6 through the WHATWG URL
    // parser (hex groups only) before handing it to ipaddr.js.
    addr = ipaddr.parse(family === 6 ? canonicalIPv6(ip) : ip)
  } catch {
    return false
  }
  return isPublic(addr)
}

function canonicalIPv6(ip: string): string {
  const host = new URL(`https://[${ip}]/`).hostname // throws on anything that is not a plain IPv6 address
  return host.slice(1, -1)
}

function isPublic(addr: Address): boolean {
  if (addr.kind() === 'ipv6') {
    const a = addr as ipaddr.IPv6
    if (a.isIPv4MappedAddress()) return isPublic(a.toIPv4Address())
    if (!a.match(V6_GLOBAL_UNICAST)) return false
    if (a.range() !== 'unicast') return false
    return !V6_DENY.some((cidr) => a.match(cidr))
  }
  const a = addr as ipaddr.IPv4
  if (a.range() !== 'unicast') return false
  return !V4_DENY.some((cidr) => a.match(cidr))
}

// ---------------------------------------------------------------------------------------------------------------
// Allow-list (tests and local development only): hosts exempt from the public-address check, still HTTPS only.

export interface AllowList {
  /** Normalized entries: lower-case ASCII host names without a trailing dot, or canonical IP addresses. */
  readonly hosts: ReadonlySet<string>
}

export const EMPTY_ALLOW_LIST: AllowList = Object.freeze({ hosts: new Set<string>() })

/**
 * Parses a comma-separated setting such as "localhost,127.0.0.1,receiver.test" (empty/undefined: nothing allowed).
 * Entries are exact host names or IP addresses (no ports, schemes, paths or wildcards); an entry matches a URL
 * whose host is exactly that name or that IP literal. The name's resolved addresses are then not vetted.
 */
export function parseAllowList(spec: string | null | undefined): AllowList {
  const hosts = new Set<string>()
  for (const raw of (spec ?? '').split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    const key = normalizeHost(entry.startsWith('[') && entry.endsWith(']') ? entry.slice(1, -1) : entry)
    if (key === null) throw new Error(`webhook allow-list: ${JSON.stringify(entry)} is not a host name or IP address`)
    hosts.add(key)
  }
  return Object.freeze({ hosts })
}

/** Does the allow-list exempt this host (a URL hostname, brackets allowed, or a name passed to a lookup)? */
export function isAllowListed(allow: AllowList, host: string): boolean {
  if (allow.hosts.size === 0) return false
  const key = normalizeHost(host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host)
  return key !== null && allow.hosts.has(key)
}

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/

/** Canonical IP string, or lower-case ASCII host name without trailing dot, or null if it is neither. */
function normalizeHost(host: string): string | null {
  if (net.isIP(host) !== 0) {
    if (host.includes('%')) return null
    try {
      return ipaddr.parse(net.isIPv6(host) ? canonicalIPv6(host) : host).toString()
    } catch {
      return null
    }
  }
  if (/[\s/\\?#@:%*\[\]]/.test(host)) return null // domainToASCII would silently cut at '/', '?', …
  const ascii = domainToASCII(host)
  if (!ascii || net.isIP(ascii) !== 0) return null // legacy IPv4 notations ('10.1', '0x7f.1') are not names
  const name = ascii.endsWith('.') ? ascii.slice(0, -1) : ascii
  if (!name || name.length > 253) return null
  if (!name.split('.').every((l) => LABEL.test(l))) return null
  return name
}

// ---------------------------------------------------------------------------------------------------------------
// URL check

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

  const addresses = await resolveWithin(opts.resolve ?? systemResolver, name, opts.timeoutMs ?? DEFAULT_RESOLVE_TIMEOUT_MS, opts.signal)
  if (addresses.length === 0) throw new WebhookUrlError('unresolvable')
  if (addresses.some((a) => !isPublicAddress(a.address))) throw new WebhookUrlError('private_address')
  return url
}

async function resolveWithin(resolve: Resolver, name: string, timeoutMs: number, signal?: AbortSignal): Promise<ReadonlyArray<ResolvedAddress>> {
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
    const lookup = Promise.resolve().then(() => resolve(name)).then(
      (addrs) => (Array.isArray(addrs) ? addrs : []) as ReadonlyArray<ResolvedAddress>,
      () => { throw new WebhookUrlError('unresolvable') },
    )
    return await Promise.race([lookup, deadline])
  } finally {
    clearTimeout(timer)
    if (onAbort) signal?.removeEventListener('abort', onAbort)
  }
}
