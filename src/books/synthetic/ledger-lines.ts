// A generated book's journal as the SDK's ledgerLines() returns it: one row per line with its entry's fields,
// by date, entry and line, optionally one account and a date range (inclusive).
import type { LedgerKey, SyntheticBook, SyntheticLedgerLine } from './types.ts'

export function ledgerLinesOf(
  book: SyntheticBook,
  o: { accountCode?: string; from?: string; to?: string } = {},
): SyntheticLedgerLine[] {
  const out: SyntheticLedgerLine[] = []
  for (const e of book.entries) {
    if ((o.from && e.date < o.from) || (o.to && e.date > o.to)) continue
    e.lines.forEach((l, line) => {
      if (o.accountCode && l.account_code !== o.accountCode) return
      out.push({
        entry_id: e.id,
        line,
        date: e.date,
        narration: e.narration,
        reference: e.reference,
        account_code: l.account_code,
        amount_minor: l.amount_minor,
        description: l.description,
        contact_id: e.contact_id,
      })
    })
  }
  return out.sort((a, b) =>
    a.date < b.date
      ? -1
      : a.date > b.date
        ? 1
        : a.entry_id < b.entry_id
          ? -1
          : a.entry_id > b.entry_id
            ? 1
            : a.line - b.line,
  )
}

export function ledgerKey(l: { entry_id: string; line: number }): LedgerKey {
  return `${l.entry_id}:${l.line}`
}
