// Statement summaries (types.ts StatementScan): what an import reports about a file's lines without keeping them.
import type { ParsedStatement, StatementScan, StatementSummary } from './types.ts'

export const emptySummary = (): StatementSummary => ({
  lines: 0,
  firstDate: null,
  lastDate: null,
  moneyInMinor: 0,
  moneyOutMinor: 0,
})

/** Adds lines one at a time. The totals are plain sums of safe integers; the caller checks them (money.sum). */
export class SummaryBuilder {
  private readonly s = emptySummary()

  add(date: string, amountMinor: number): void {
    const s = this.s
    s.lines += 1
    if (s.firstDate === null || date < s.firstDate) s.firstDate = date
    if (s.lastDate === null || date > s.lastDate) s.lastDate = date
    if (amountMinor > 0) s.moneyInMinor += amountMinor
    else s.moneyOutMinor -= amountMinor
  }

  result(): StatementSummary {
    return { ...this.s }
  }
}

/** A parsed (held) statement as a scan: OFX files, whose lines the OFX reader holds anyway. */
export function scanOfParsed(p: ParsedStatement): StatementScan {
  const summary = new SummaryBuilder()
  for (const l of p.lines) summary.add(l.date, l.amountMinor)
  return { currency: p.currency, account: p.account, errors: p.errors, summary: summary.result(), lines: () => p.lines }
}
