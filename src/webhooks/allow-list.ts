// The webhook allow-list (WEBHOOK_ALLOW_HOSTS; tests and local development only): hosts exempt from the
// public-address check, still HTTPS only. Also the one host-name normalization the URL check uses.
import ipaddr from 'ipaddr.js'
import net from 'node:net'
import { domainToASCII } from 'node:url'
import { canonicalIPv6 } from './public-address.ts'

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
export function normalizeHost(host: string): string | null {
  if (net.isIP(host) !== 0) {
    if (host.includes('%')) return null
    try {
      return ipaddr.parse(net.isIPv6(host) ? canonicalIPv6(host) : host).toString()
    } catch {
      return null
    }
  }
  if (/[\s/\\?#@:%*[\]]/.test(host)) return null // domainToASCII would silently cut at '/', '?', …
  const ascii = domainToASCII(host)
  if (!ascii || net.isIP(ascii) !== 0) return null // legacy IPv4 notations ('10.1', '0x7f.1') are not names
  const name = ascii.endsWith('.') ? ascii.slice(0, -1) : ascii
  if (!name || name.length > 253) return null
  if (!name.split('.').every((l) => LABEL.test(l))) return null
  return name
}
