// Test books for the general-ledger importer (issue 25 §2): random balanced entries (seeded), written out as the
// reports of Xero, QuickBooks Online and MYOB lay them out (title rows, account sections, opening and closing
// balances, subtotals, continuation rows, footers), as CSV text or as an XLSX workbook (exceljs). The layouts are
// invented from the vendors' documented column names, not copied from real files. Used by tests only.
import ExcelJS from 'exceljs'

export type FixtureLayout =
  | 'xero_general_ledger_detail'
  | 'xero_journal_report'
  | 'qbo_journal'
  | 'qbo_general_ledger'
  | 'myob_general_journal'
  | 'myob_transaction_journal'

export interface FixtureAccount {
  code: string
  name: string
  type: 'asset' | 'liability' | 'equity' | 'revenue' | 'expense'
}
export const FIXTURE_CHART: readonly FixtureAccount[] = [
  { code: '1100', name: 'Business Bank Account', type: 'asset' },
  { code: '1200', name: 'Accounts Receivable', type: 'asset' },
  { code: '2100', name: 'Accounts Payable', type: 'liability' },
  { code: '2200', name: 'GST', type: 'liability' },
  { code: '3100', name: 'Owner Funds Introduced', type: 'equity' },
  { code: '4100', name: 'Sales', type: 'revenue' },
  { code: '6100', name: 'Advertising', type: 'expense' },
  { code: '6200', name: 'Rent', type: 'expense' },
  { code: '6300', name: 'Wages and Salaries', type: 'expense' },
]

export interface FixtureEntry {
  number: string
  date: string
  source: string
  reference: string
  narration: string
  contact: string
  lines: Array<{ code: string; amountMinor: number; description: string }>
}

class Rng {
  private s: number
  constructor(seed: number) {
    this.s = seed >>> 0 || 1
  }
  next(): number {
    this.s ^= this.s << 13
    this.s >>>= 0
    this.s ^= this.s >>> 17
    this.s ^= this.s << 5
    this.s >>>= 0
    return this.s / 4294967296
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1))
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!
  }
}

const CONTACTS = [
  'Coastal Hydraulics',
  'Millstone Security',
  'Pioneer Labour Hire',
  'Jarrah Dental',
  'Granite Paving',
  'Eastside Motors',
  'Total Care Cleaning',
]

/** About `lines` ledger lines in balanced entries of 2 or 3 lines, dated over 2025-07-01 … 2026-06-30. */
export function fixtureEntries(seed: number, lines: number): FixtureEntry[] {
  const r = new Rng(seed)
  const out: FixtureEntry[] = []
  let count = 0
  const start = Date.UTC(2025, 6, 1)
  for (let n = 1; count < lines; n++) {
    const date = new Date(start + r.int(0, 364) * 86_400_000).toISOString().slice(0, 10)
    const contact = r.pick(CONTACTS)
    const amount = r.int(100, 2_000_000)
    const kind = r.int(0, 2)
    const three = count + 3 <= lines && r.next() < 0.4
    const gst = Math.round(amount / 11)
    let ls: FixtureEntry['lines']
    let source: string
    if (kind === 0) {
      source = 'Receive Money'
      ls = three
        ? [
            { code: '1100', amountMinor: amount, description: `Deposit ${contact}` },
            { code: '4100', amountMinor: -(amount - gst), description: 'Sales' },
            { code: '2200', amountMinor: -gst, description: 'GST on sales' },
          ]
        : [
            { code: '1100', amountMinor: amount, description: `Deposit ${contact}` },
            { code: '4100', amountMinor: -amount, description: 'Sales' },
          ]
    } else if (kind === 1) {
      source = 'Spend Money'
      const exp = r.pick(['6100', '6200', '6300'])
      ls = three
        ? [
            { code: exp, amountMinor: amount - gst, description: `Paid ${contact}` },
            { code: '2200', amountMinor: gst, description: 'GST on purchases' },
            { code: '1100', amountMinor: -amount, description: `Payment ${contact}` },
          ]
        : [
            { code: exp, amountMinor: amount, description: `Paid ${contact}` },
            { code: '1100', amountMinor: -amount, description: `Payment ${contact}` },
          ]
    } else {
      source = 'Manual Journal'
      ls = [
        { code: '1200', amountMinor: amount, description: 'Accrued income' },
        { code: '4100', amountMinor: -amount, description: 'Accrued income' },
      ]
    }
    if (count + ls.length > lines)
      ls = ls
        .slice(0, 2)
        .map((l, i) => ({ ...l, amountMinor: i === 0 ? Math.abs(l.amountMinor) : -Math.abs(ls[0]!.amountMinor) }))
    count += ls.length
    out.push({
      number: String(n),
      date,
      source,
      reference: `REF-${String(n).padStart(6, '0')}`,
      narration: `${source} ${contact} #${n}`,
      contact,
      lines: ls,
    })
  }
  return out
}

const nameOf = (code: string) => FIXTURE_CHART.find((a) => a.code === code)?.name ?? `Account ${code}`
const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`
const mdy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`
const fixed = (minor: number) => (minor / 100).toFixed(2)
const dollars = (minor: number) =>
  `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** A cell as a report writes it; `date` and `money` cells become real dates and numbers in a workbook. */
type Cell = string | { date: string; text: string } | { money: number; text: string }

function layoutRows(layout: FixtureLayout, entries: readonly FixtureEntry[]): Cell[][] {
  const d = (iso: string, text: string): Cell => ({ date: iso, text })
  const m = (minor: number, text = fixed(minor)): Cell => ({ money: minor, text })
  const side = (minor: number, fmt: (x: number) => string = fixed): [Cell, Cell] =>
    minor > 0 ? [m(minor, fmt(minor)), ''] : ['', m(-minor, fmt(-minor))]
  const rows: Cell[][] = []
  switch (layout) {
    case 'xero_general_ledger_detail': {
      rows.push(
        ['General Ledger Detail'],
        ['Harbour Bakery Pty Ltd'],
        ['For the period 1 July 2025 to 30 June 2026'],
        [],
      )
      rows.push([
        'Date',
        'Source',
        'Contact',
        'Description',
        'Reference',
        'Debit (AUD)',
        'Credit (AUD)',
        'Running Balance (AUD)',
        'Gross (AUD)',
        'GST (AUD)',
      ])
      for (const a of FIXTURE_CHART) {
        const ls = entries
          .flatMap((e) => e.lines.filter((l) => l.code === a.code).map((l) => ({ e, l })))
          .sort((x, y) => (x.e.date < y.e.date ? -1 : x.e.date > y.e.date ? 1 : 0))
        if (!ls.length) continue
        rows.push([`${a.name} (${a.code})`], ['Opening Balance', '', '', '', '', '', '', '0.00'])
        let bal = 0
        for (const { e, l } of ls) {
          bal += l.amountMinor
          rows.push([
            d(e.date, dmy(e.date)),
            e.source,
            e.contact,
            l.description,
            e.reference,
            ...side(l.amountMinor),
            fixed(bal),
            fixed(Math.abs(l.amountMinor)),
            '',
          ])
        }
        rows.push(
          [
            `Total ${a.name} (${a.code})`,
            '',
            '',
            '',
            '',
            fixed(ls.filter((x) => x.l.amountMinor > 0).reduce((s, x) => s + x.l.amountMinor, 0)),
            fixed(-ls.filter((x) => x.l.amountMinor < 0).reduce((s, x) => s + x.l.amountMinor, 0)),
            '',
          ],
          ['Closing Balance', '', '', '', '', '', '', fixed(bal)],
          [],
        )
      }
      break
    }
    case 'xero_journal_report': {
      rows.push(['Journal Report'], ['Harbour Bakery Pty Ltd'], ['For the period 1 July 2025 to 30 June 2026'], [])
      rows.push([
        'Date',
        'Journal Number',
        'Source',
        'Reference',
        'Description',
        'Account Code',
        'Account',
        'Debit (AUD)',
        'Credit (AUD)',
      ])
      for (const e of entries)
        for (const l of e.lines)
          rows.push([
            d(e.date, dmy(e.date)),
            e.number,
            e.source,
            e.reference,
            l.description,
            l.code,
            nameOf(l.code),
            ...side(l.amountMinor),
          ])
      rows.push([
        'Total',
        '',
        '',
        '',
        '',
        '',
        '',
        fixed(
          entries.reduce(
            (s, e) => s + e.lines.filter((l) => l.amountMinor > 0).reduce((a, l) => a + l.amountMinor, 0),
            0,
          ),
        ),
        '',
      ])
      break
    }
    case 'qbo_journal': {
      rows.push(['Harbour Bakery LLC'], ['Journal'], ['July 1, 2025 - June 30, 2026'], [])
      rows.push(['Date', 'Transaction Type', 'Num', 'Name', 'Memo/Description', 'Account', 'Debit', 'Credit'])
      for (const e of entries) {
        e.lines.forEach((l, i) =>
          rows.push(
            i === 0
              ? [
                  d(e.date, mdy(e.date)),
                  e.source,
                  e.number,
                  e.contact,
                  l.description,
                  nameOf(l.code),
                  ...side(l.amountMinor, dollars),
                ]
              : ['', '', '', e.contact, l.description, nameOf(l.code), ...side(l.amountMinor, dollars)],
          ),
        )
        const t = e.lines.filter((l) => l.amountMinor > 0).reduce((a, l) => a + l.amountMinor, 0)
        rows.push(['', '', '', '', '', '', m(t, dollars(t)), m(t, dollars(t))], [])
      }
      rows.push(['TOTAL', '', '', '', '', '', '', ''], [], ['Accrual Basis Monday, July 6, 2026 09:15 AM GMT-07:00'])
      break
    }
    case 'qbo_general_ledger': {
      rows.push(['Harbour Bakery LLC'], ['General Ledger'], ['July 1, 2025 - June 30, 2026'], [])
      rows.push(['Date', 'Transaction Type', 'Num', 'Name', 'Memo/Description', 'Split', 'Amount', 'Balance'])
      const natural = (a: FixtureAccount, minor: number) =>
        a.type === 'asset' || a.type === 'expense' ? minor : -minor
      for (const a of FIXTURE_CHART) {
        const ls = entries.flatMap((e) => e.lines.filter((l) => l.code === a.code).map((l) => ({ e, l })))
        if (!ls.length) continue
        rows.push([`${a.code} ${a.name}`], ['Beginning Balance', '', '', '', '', '', '', '0.00'])
        let bal = 0
        for (const { e, l } of ls) {
          const v = natural(a, l.amountMinor)
          bal += v
          rows.push([
            d(e.date, mdy(e.date)),
            e.source,
            e.number,
            e.contact,
            l.description,
            e.lines.length > 2 ? '-Split-' : nameOf(e.lines.find((x) => x !== l)!.code),
            m(v),
            fixed(bal),
          ])
        }
        rows.push([`Total for ${a.code} ${a.name}`, '', '', '', '', '', fixed(bal), ''], [])
      }
      rows.push(['TOTAL', '', '', '', '', '', '', ''], [], ['Accrual Basis Monday, July 6, 2026 09:15 AM GMT-07:00'])
      break
    }
    case 'myob_general_journal': {
      rows.push([
        'Journal Number',
        'Date',
        'Memo',
        'GST (BAS) Reporting',
        'Inclusive',
        'Account Number',
        'Debit Ex-Tax Amount',
        'Debit Inc-Tax Amount',
        'Credit Ex-Tax Amount',
        'Credit Inc-Tax Amount',
        'Job',
        'Tax Code',
        'Allocation Memo',
      ])
      for (const e of entries) {
        const no = `GJ${e.number.padStart(6, '0')}`
        for (const l of e.lines) {
          const [dr, cr] = side(l.amountMinor)
          rows.push([
            no,
            d(e.date, dmy(e.date)),
            e.narration,
            'N',
            '',
            `${l.code.slice(0, 1)}-${l.code.slice(1)}`,
            dr,
            dr,
            cr,
            cr,
            '',
            'N-T',
            l.description,
          ])
        }
        rows.push([])
      }
      break
    }
    case 'myob_transaction_journal': {
      rows.push(['Harbour Bakery Pty Ltd'], ['Transaction Journal - General'], ['1/07/2025 To 30/06/2026'], [])
      rows.push(['ID No.', 'Src', 'Date', 'Memo', 'Account No.', 'Account Name', 'Debit', 'Credit', 'Job'])
      for (const e of entries) {
        e.lines.forEach((l, i) =>
          rows.push([
            i === 0 ? `GJ${e.number.padStart(6, '0')}` : '',
            i === 0 ? 'GJ' : '',
            i === 0 ? d(e.date, dmy(e.date)) : '',
            i === 0 ? e.narration : '',
            `${l.code.slice(0, 1)}-${l.code.slice(1)}`,
            nameOf(l.code),
            ...side(l.amountMinor),
            '',
          ]),
        )
        rows.push([])
      }
      rows.push(['Grand Total:', '', '', '', '', '', '', '', ''])
      break
    }
  }
  return rows
}

const csvCell = (c: Cell): string => {
  const t = typeof c === 'string' ? c : c.text
  return /[",\n\t]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t
}

/** The books as the layout's CSV export (MYOB's General Journal export is tab-separated, as MYOB writes it). */
export function fixtureCsv(layout: FixtureLayout, entries: readonly FixtureEntry[]): string {
  const sep = layout === 'myob_general_journal' ? '\t' : ','
  return `${layoutRows(layout, entries)
    .map((r) => r.map(csvCell).join(sep))
    .join('\r\n')}\r\n`
}

/** The books as the layout's Excel export: dates as date cells, amounts as number cells. */
export async function fixtureXlsx(layout: FixtureLayout, entries: readonly FixtureEntry[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Report')
  for (const r of layoutRows(layout, entries)) {
    ws.addRow(r.map((c) => (typeof c === 'string' ? c : 'date' in c ? new Date(`${c.date}T00:00:00Z`) : c.money / 100)))
  }
  return Buffer.from(await wb.xlsx.writeBuffer())
}
