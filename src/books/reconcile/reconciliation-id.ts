// A reconciliation's id: a UUID (version 8 layout, RFC 9562 §5.8) derived from what was reconciled (client, account,
// period, auto_match) and the lines read, so the same request on the same data answers the same id, and changed data
// a different one.
import { createHash } from 'node:crypto'

export function reconciliationId(
  input: {
    clientId: string
    accountCode: string
    periodStart: string | null
    periodEnd: string | null
    autoMatch: boolean
  },
  bank: ReadonlyArray<{ id: string; amount_minor: number; date: string }>,
  ledger: ReadonlyArray<{ entry_id: string; line: number; amount_minor: number; date: string }>,
): string {
  const h = createHash('sha256').update(
    JSON.stringify([
      'reconcile/v1',
      input.clientId,
      input.accountCode,
      input.periodStart,
      input.periodEnd,
      input.autoMatch,
    ]),
  )
  for (const b of [...bank].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)))
    h.update(`\nb|${b.id}|${b.date}|${b.amount_minor}`)
  for (const l of [...ledger].sort((x, y) =>
    x.entry_id < y.entry_id ? -1 : x.entry_id > y.entry_id ? 1 : x.line - y.line,
  ))
    h.update(`\nl|${l.entry_id}|${l.line}|${l.date}|${l.amount_minor}`)
  const hex = h.digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
