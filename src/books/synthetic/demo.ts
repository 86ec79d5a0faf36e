// The README walkthrough's files (issue: Client books, "Done means"): a small generated book as the files a newcomer
// sends through the REST API (chart CSV, opening trial balance CSV, bank statement CSV, contacts and journal entries as
// JSON) and the planted truth the answers must match. Small on purpose: the whole walkthrough stays under the default
// 60 requests a minute of one key. `npm run demo -- <folder>` writes them (src/cli/books-demo.ts).
import { formatAmount } from '../../money/index.ts'
import { generateBooks } from './generate.ts'

export interface DemoTruth {
  period_start: string
  period_end: string
  bank_account_code: string
  opening_as_of: string
  reconcile: {
    matched_groups: number
    bank_fees: number
    deposits_in_transit: number
    outstanding_payments: number
    stale_items: number
    duplicate_bank_lines: number
    difference: string
    reconciled: boolean
  }
  /** Duplicated statement lines: [date, amount, payee] of each planted copy (same-same-same in the forensic tests). */
  duplicates: Array<{ date: string; amount: string; payee: string | null }>
  /** Profit for the period from the entries (revenue less expenses), a decimal string. */
  net_profit: string
}

export interface DemoFiles {
  'chart.csv': string
  'trial-balance.csv': string
  'statement.csv': string
  'contacts.json': string
  /** One record_journal_entry body per line, without client_id. */
  'entries.jsonl': string
  'truth.json': string
}

const csvCell = (v: string | null) => (v === null ? '' : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
const OPENING_MINOR = 5_000_000

export function demoFiles(seed = 2026): { files: DemoFiles; truth: DemoTruth } {
  const book = generateBooks(seed, {
    period: '2026-06',
    history_months: 4,
    pairs: 8,
    fees: 2,
    transit: 2,
    stale: 1,
    duplicates: 1,
    splits: 1,
    recurring: 0,
    prepayments: 0,
  })
  const cur = book.currency
  const fmt = (m: number) => formatAmount(m, cur)
  const labels = book.labels.reconcile
  const bank = book.bank_accounts[0]!
  const equity = book.chart.find((a) => a.type === 'equity')!
  const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  // Opening balances the day before the period (outside what is reconciled): money in the bank from the owner.
  const openingAsOf = dayBefore([labels.period_start, ...book.entries.map((e) => e.date)].sort()[0]!)
  const files: DemoFiles = {
    'chart.csv': `${['Code,Name,Type', ...book.chart.map((a) => `${csvCell(a.code)},${csvCell(a.name)},${a.type}`)].join('\n')}\n`,
    'trial-balance.csv': `${['Account Code,Account Name,Debit,Credit', `${bank.account_code},${csvCell(bank.name)},${fmt(OPENING_MINOR)},`, `${equity.code},${csvCell(equity.name)},,${fmt(OPENING_MINOR)}`].join('\n')}\n`,
    'statement.csv': `${['Date,Description,Amount,Reference,Payee', ...book.statement_lines.map((l) => [l.date, csvCell(l.description), fmt(l.amount_minor), csvCell(l.reference), csvCell(l.counterparty)].join(','))].join('\n')}\n`,
    'contacts.json': `${JSON.stringify(
      book.contacts.map((c) => ({
        name: c.name,
        kind: c.kind,
        identifiers: c.identifiers,
        bank_account: c.bank_account,
        address: c.address,
        email: c.email,
      })),
      null,
      1,
    )}\n`,
    'entries.jsonl': `${book.entries
      .map((e) =>
        JSON.stringify({
          date: e.date,
          narration: e.narration,
          reference: e.reference,
          lines: e.lines.map((l) => ({
            account_code: l.account_code,
            ...(l.amount_minor > 0 ? { debit: fmt(l.amount_minor) } : { credit: fmt(-l.amount_minor) }),
            description: l.description,
          })),
        }),
      )
      .join('\n')}\n`,
    'truth.json': '',
  }
  const types = new Map(book.chart.map((a) => [a.code, a.type]))
  let profit = 0
  for (const e of book.entries) {
    if (e.date < labels.period_start || e.date > labels.period_end) continue
    for (const l of e.lines)
      if (types.get(l.account_code) === 'revenue' || types.get(l.account_code) === 'expense') profit -= l.amount_minor
  }
  const byId = new Map(book.statement_lines.map((l) => [l.id, l]))
  const truth: DemoTruth = {
    period_start: labels.period_start,
    period_end: labels.period_end,
    bank_account_code: bank.account_code,
    opening_as_of: openingAsOf,
    reconcile: {
      matched_groups: labels.matches.length,
      bank_fees: labels.bank_fees.length,
      deposits_in_transit: labels.deposits_in_transit.length,
      outstanding_payments: labels.outstanding_payments.length,
      stale_items: labels.stale.length,
      duplicate_bank_lines: labels.duplicates.length,
      difference: fmt(0),
      reconciled: true,
    },
    duplicates: labels.duplicates.map(([, copy]) => {
      const l = byId.get(copy)!
      return { date: l.date, amount: fmt(l.amount_minor), payee: l.counterparty }
    }),
    net_profit: fmt(profit),
  }
  files['truth.json'] = `${JSON.stringify(truth, null, 2)}\n`
  return { files, truth }
}
