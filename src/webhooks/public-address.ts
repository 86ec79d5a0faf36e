// Whether an IP address is a public destination a webhook may reach (SPEC-DECISIONS "Webhooks", SSRF). Used by the
// URL check (address-policy.ts), the allow-list (canonical forms) and the connect-time guard (guarded-agent.ts).
//
// Addresses are classified after parsing, never as strings: ipaddr.js's range() must be 'unicast', plus explicit
// denies for what it calls unicast but is not a public destination. IPv6 must also lie in 2000::/3 (the only
// block IANA allocates for global unicast), which refuses ::/8 (IPv4-compatible ::a.b.c.d, ISATAP ::5efe:…),
// 1::/16, 4000::/2, fe00::/9 and the rest of the unallocated space that ipaddr.js 2.5.0 calls 'unicast'.
// IPv4-mapped addresses (::ffff:a.b.c.d) are judged by the IPv4 address they map to.
import ipaddr from 'ipaddr.js'
import net from 'node:net'

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

/** The canonical (WHATWG URL) form of a plain IPv6 address; throws on anything else. */
export function canonicalIPv6(ip: string): string {
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
