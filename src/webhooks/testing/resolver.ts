// Test support: DNS answers without touching real DNS, for the SSRF tests.
import type { ResolvedAddress, Resolver } from '../address-policy.ts'

/** Resolved addresses, family from the form (IPv6 has a colon). */
export const A = (...addresses: string[]): ResolvedAddress[] =>
  addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))

/** A resolver that answers a fixed table (anything else is NXDOMAIN) and records every name asked. */
export function tableResolver(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = []
  return Object.assign(
    async (host: string) => {
      calls.push(host)
      const hit = table[host]
      if (!hit) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
      return A(...hit)
    },
    { calls },
  )
}
