// The general-ledger reader (ledger.ts) on every layout, from generated books (ledger-fixtures.ts): the entries read
// back are the entries written, grouped and signed right; report rows are skipped; bad rows are errors with their line.
import { describe, expect, it } from 'vitest'
import { csvSheetRows, groupLedgerEntries, parseLedger, type ResolvedLine } from './ledger.ts'
import { FIXTURE_CHART, fixtureCsv, fixtureEntries, type FixtureEntry, type FixtureLayout } from './ledger-fixtures.ts'

const LAYOUTS: FixtureLayout[] = [
  'xero_general_ledger_detail',
  'xero_journal_report',
  'qbo_journal',
  'qbo_general_ledger',
  'myob_general_journal',
  'myob_transaction_journal',
]
const loose = (s: string) => s.replace(/[^0-9A-Za-z]/g, '')
const resolve = (lines: ReturnType<typeof parseLedger>['lines']): ResolvedLine[] =>
  lines.map((l) => {
    const a = FIXTURE_CHART.find((x) =>
      l.accountCode !== null
        ? loose(x.code) === loose(l.accountCode)
        : x.name === l.accountName || `${x.code} ${x.name}` === l.accountName,
    )
    if (!a) throw new Error(`line ${l.row}: no account ${l.accountCode} ${l.accountName}`)
    return {
      ...l,
      accountCode: a.code,
      amountMinor: l.natural && ['liability', 'equity', 'revenue'].includes(a.type) ? -l.amountMinor : l.amountMinor,
    }
  })
const canon = (
  es: Array<{ date: string; lines: Array<{ accountCode?: string; code?: string; amountMinor: number }> }>,
) =>
  es
    .map(
      (e) =>
        `${e.date} ${e.lines
          .map((l) => `${l.accountCode ?? l.code}:${l.amountMinor}`)
          .sort()
          .join(' ')}`,
    )
    .sort()

describe('parseLedger', () => {
  for (const layout of LAYOUTS) {
    it(`reads ${layout} as the entries that were written`, () => {
      const entries: FixtureEntry[] = fixtureEntries(11, 600)
      const { rows, errors } = csvSheetRows(fixtureCsv(layout, entries))
      expect(errors).toEqual([])
      const currency = layout.startsWith('qbo') ? 'USD' : 'AUD'
      const p = parseLedger(rows, { currency })
      expect(p.errors).toEqual([])
      expect(p.layout).toBe(layout)
      expect(p.dateOrder).toBe(layout.startsWith('qbo') ? 'MDY' : 'DMY')
      expect(p.lines.length).toBe(entries.reduce((n, e) => n + e.lines.length, 0))
      const g = groupLedgerEntries(resolve(p.lines), currency)
      expect(g.errors).toEqual([])
      expect(canon(g.entries)).toEqual(canon(entries))
    })
  }

  it('reports an unbalanced entry naming its lines, and bad amounts and dates with their line', () => {
    const csv =
      'Date,Journal Number,Source,Reference,Description,Account Code,Account,Debit,Credit\n' +
      '14/07/2025,1,Manual Journal,R1,a,1100,Bank,100.00,\n14/07/2025,1,Manual Journal,R1,b,4100,Sales,,90.00\n' +
      '15/07/2025,2,Manual Journal,R2,c,1100,Bank,12.3.4,\n31/02/2025,3,Manual Journal,R3,d,1100,Bank,5.00,\n'
    const p = parseLedger(csvSheetRows(csv).rows, { currency: 'AUD' })
    expect(p.errors.map((e) => [e.row, e.field])).toEqual([
      [4, 'debit'],
      [5, 'date'],
    ])
    const g = groupLedgerEntries(resolve(p.lines), 'AUD')
    expect(g.errors).toEqual([
      {
        row: 2,
        field: 'entry',
        message: 'Entry Manual Journal 1 (lines 2, 3) does not balance: debits 100.00, credits 90.00.',
      },
    ])
  })

  it('reads mapped columns, grouping by date and reference without an entry column, and a signed amount', () => {
    const csv =
      'When,Acct,Text,Ref,Value\n2026-01-05,1100,x,A,10.00\n2026-01-05,4100,x,A,-10.00\n2026-01-05,1100,y,B,-3.00\n2026-01-05,6100,y,B,3.00\n'
    const p = parseLedger(csvSheetRows(csv).rows, {
      currency: 'AUD',
      mapping: { date: 'When', account_code: 'Acct', description: 'Text', reference: 'Ref', amount: 'Value' },
    })
    expect(p.errors).toEqual([])
    const g = groupLedgerEntries(resolve(p.lines), 'AUD')
    expect(g.entries.map((e) => [e.reference, e.lines.map((l) => l.amountMinor)])).toEqual([
      ['A', [1000, -1000]],
      ['B', [-300, 300]],
    ])
  })

  it("assumes the layout's date order when every day is 12 or less, and says so", () => {
    const csv =
      'Date,Journal Number,Source,Reference,Description,Account Code,Account,Debit,Credit\n03/04/2025,1,M,R,a,1100,Bank,1.00,\n03/04/2025,1,M,R,b,4100,Sales,,1.00\n'
    const p = parseLedger(csvSheetRows(csv).rows, { currency: 'AUD' })
    expect([p.dateOrder, p.dateOrderAssumed, p.lines[0]!.date]).toEqual(['DMY', true, '2025-04-03'])
    expect(parseLedger(csvSheetRows(csv).rows, { currency: 'AUD', dateFormat: 'MDY' }).lines[0]!.date).toBe(
      '2025-03-04',
    )
  })
})
