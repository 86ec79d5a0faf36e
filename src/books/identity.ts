// Ids derived from what they identify (issue: Client books): the same parts give the same id, so a retried write finds
// the row it made, and a statement line imported twice is one line.
import { hash } from 'node:crypto'

const squash = (v: string) => v.trim().replace(/\s+/g, ' ')

/** A UUID (version 8, RFC 9562) derived from its parts: the same parts give the same id, so a retried write finds its row. */
export function derivedUuid(...parts: string[]): string {
  const h = hash('sha256', parts.join('\u0000'), 'hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** A statement line as identities need it. */
export interface IdentifiableLine { date: string; amount_minor: number; description: string; reference?: string | null; fitid?: string | null }

/**
 * What makes a statement line the same line in another (overlapping) statement: its FITID when the bank gave one,
 * else its date, amount, description and reference with its occurrence among the identical lines of its file (two
 * identical coffees on one day stay two lines, and the same two in the next statement are recognised).
 */
export function lineIdentities(lines: readonly IdentifiableLine[]): string[] {
  const seen = new Map<string, number>()
  return lines.map((l) => {
    if (l.fitid) return `fitid:${l.fitid}`
    const key = JSON.stringify([l.date, l.amount_minor, squash(l.description).toLowerCase(), squash(l.reference ?? '').toLowerCase()])
    const n = seen.get(key) ?? 0
    seen.set(key, n + 1)
    return `line:${hash('sha256', `${key}#${n}`, 'hex').slice(0, 32)}`
  })
}

