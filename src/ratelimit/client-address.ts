// The client address the IP gate counts. X-Forwarded-For is believed only behind a configured trusted proxy
// (TRUSTED_PROXIES, off by default): then the address is the rightmost X-Forwarded-For entry that is not
// itself a trusted proxy, so a client cannot choose its own address by sending the header.
import ipaddr from 'ipaddr.js'

export type TrustedProxies = Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>

export function parseTrustedProxies(spec: string | null): TrustedProxies {
  if (!spec) return []
  return spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((cidr) => {
      try {
        return cidr.includes('/')
          ? ipaddr.parseCIDR(cidr)
          : (() => {
              const a = ipaddr.parse(cidr)
              return [a, a.kind() === 'ipv4' ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number]
            })()
      } catch {
        throw new Error(`TRUSTED_PROXIES: ${JSON.stringify(cidr)} is not an IP address or CIDR range`)
      }
    })
}

// Parsing an address and printing it back cost microseconds, and the same socket address repeats on every request of
// a connection: both are kept.
interface Address {
  a: ipaddr.IPv4 | ipaddr.IPv6
  text: string
}
const parsed = new Map<string, Address | null>()

function normalize(addr: string): Address | null {
  let a = parsed.get(addr)
  if (a === undefined) {
    a = parse(addr)
    if (parsed.size >= 10_000) parsed.clear()
    parsed.set(addr, a)
  }
  return a
}

function parse(addr: string): Address | null {
  try {
    const p = ipaddr.parse(addr.trim())
    const a = p.kind() === 'ipv6' && (p as ipaddr.IPv6).isIPv4MappedAddress() ? (p as ipaddr.IPv6).toIPv4Address() : p
    return { a, text: a.toString() }
  } catch {
    return null
  }
}

function trusted(a: ipaddr.IPv4 | ipaddr.IPv6, proxies: TrustedProxies): boolean {
  // cast: ipaddr.js types match() per address family; kind() was compared first
  return proxies.some(([range, bits]) => a.kind() === range.kind() && a.match(range as never, bits))
}

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  proxies: TrustedProxies,
): string {
  const peer = normalize(socketAddress ?? '')
  if (!peer) return socketAddress ?? 'unknown'
  if (!proxies.length || !trusted(peer.a, proxies) || !forwardedFor) return peer.text
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',')
  for (let i = hops.length - 1; i >= 0; i--) {
    const a = normalize(hops[i]!)
    if (!a) return peer.text // a garbled header is not to be believed past this point
    if (!trusted(a.a, proxies)) return a.text
  }
  return peer.text
}
