// A client's financial report as files (issue 8, prepare_financial_report): the trial balance, the profit and loss and
// the balance sheet of src/books/analysis, as a PDF (pdfkit) and as an XLSX workbook (exceljs, one sheet each).
// Pure: the statements (decimal strings, as the API shows them) in, a Buffer out.
import type { FormattedStatements } from '../analysis/index.ts'
import { displayAmount } from './format.ts'
import { heading, notes, renderPdf, table, title, type Row } from './pdf.ts'
import { addSheet, renderXlsx, type Cell } from './xlsx.ts'

export interface FinancialReportData {
  entity: string
  currency: string
  period: { start: string | null; end: string }
  statements: FormattedStatements
  /** Assumptions and warnings printed at the end. */
  notes: string[]
  createdAt: Date
}

const periodText = (p: FinancialReportData['period']) => (p.start ? `${p.start} to ${p.end}` : `up to ${p.end}`)
const d = (v: string | null) => (v === null ? '' : displayAmount(v))

type Line = { account_code: string; account_name: string | null; amount: string }
const lineRows = (lines: Line[]): Row[] =>
  lines.map((l) => ({ cells: [l.account_code, l.account_name ?? '', d(l.amount)] }))

export function financialReportPdf(r: FinancialReportData): Promise<Buffer> {
  const s = r.statements
  return renderPdf(
    {
      title: `Financial report: ${r.entity}`,
      subject: `Financial statements ${periodText(r.period)}`,
      createdAt: r.createdAt,
    },
    (doc) => {
      title(doc, `Financial report: ${r.entity}`, [
        `Period: ${periodText(r.period)}`,
        `Currency: ${r.currency}`,
        `Prepared: ${r.createdAt.toISOString().slice(0, 10)} from the journal entries recorded in the books`,
      ])
      const three = [
        { header: 'Code', width: 60 },
        { header: 'Account', width: 315 },
        { header: `Amount (${r.currency})`, width: 120, align: 'right' as const },
      ]

      heading(doc, `Trial balance at ${r.period.end}`)
      table(
        doc,
        [
          { header: 'Code', width: 60 },
          { header: 'Account', width: 235 },
          { header: 'Debit', width: 100, align: 'right' },
          { header: 'Credit', width: 100, align: 'right' },
        ],
        [
          ...s.trial_balance.rows.map((x) => ({
            cells: [x.account_code, x.account_name ?? '(not in the chart)', d(x.debit), d(x.credit)],
          })),
          { cells: ['', 'Total', d(s.trial_balance.total_debit), d(s.trial_balance.total_credit)], bold: true },
        ],
      )

      heading(doc, `Profit and loss ${periodText(r.period)}`)
      const pl = s.profit_and_loss
      table(doc, three, [
        { cells: ['', 'Revenue', ''], bold: true },
        ...lineRows(pl.revenue),
        { cells: ['', 'Total revenue', d(pl.total_revenue)], bold: true },
        { cells: ['', 'Expenses', ''], bold: true },
        ...lineRows(pl.expenses),
        { cells: ['', 'Total expenses', d(pl.total_expenses)], bold: true },
        { cells: ['', 'Net profit', d(pl.net_profit)], bold: true },
      ])

      heading(doc, `Balance sheet at ${r.period.end}`)
      const bs = s.balance_sheet
      table(doc, three, [
        { cells: ['', 'Assets', ''], bold: true },
        ...lineRows(bs.assets),
        { cells: ['', 'Total assets', d(bs.total_assets)], bold: true },
        { cells: ['', 'Liabilities', ''], bold: true },
        ...lineRows(bs.liabilities),
        { cells: ['', 'Total liabilities', d(bs.total_liabilities)], bold: true },
        { cells: ['', 'Equity', ''], bold: true },
        ...lineRows(bs.equity),
        { cells: ['', 'Current and unclosed earnings', d(bs.unclosed_earnings)] },
        { cells: ['', 'Total equity', d(bs.total_equity)], bold: true },
        {
          cells: ['', 'Total liabilities and equity', d(addDecimal(bs.total_liabilities, bs.total_equity))],
          bold: true,
        },
      ])
      notes(doc, 'Notes', r.notes)
    },
  )
}

/** The sum of two decimal strings with the same number of decimals (exact: digits as bigint). */
function addDecimal(a: string, b: string): string {
  const dec = (a.split('.')[1] ?? '').length
  const units = (v: string) => BigInt(v.replace('.', ''))
  const t = units(a) + units(b)
  const neg = t < 0n
  const digits = (neg ? -t : t).toString().padStart(dec + 1, '0')
  return `${neg ? '-' : ''}${dec ? `${digits.slice(0, -dec)}.${digits.slice(-dec)}` : digits}`
}

export function financialReportXlsx(r: FinancialReportData): Promise<Buffer> {
  const s = r.statements
  const amt = (v: string | null): Cell => (v === null ? null : { amount: v })
  const head = (what: string) => [`${what}: ${r.entity}`, `Period: ${periodText(r.period)}`, `Currency: ${r.currency}`]
  const lines = (ls: Line[]) => ls.map((l) => ({ cells: [l.account_code, l.account_name, amt(l.amount)] as Cell[] }))
  const cols3 = [
    { header: 'Code', width: 10 },
    { header: 'Account', width: 40 },
    { header: `Amount (${r.currency})`, width: 18 },
  ]
  return renderXlsx({ title: `Financial report: ${r.entity}`, createdAt: r.createdAt }, (wb) => {
    addSheet(wb, 'Trial balance', {
      title: head(`Trial balance at ${r.period.end}`),
      columns: [
        { header: 'Code', width: 10 },
        { header: 'Account', width: 40 },
        { header: 'Debit', width: 18 },
        { header: 'Credit', width: 18 },
      ],
      rows: [
        ...s.trial_balance.rows.map((x) => ({
          cells: [x.account_code, x.account_name, amt(x.debit), amt(x.credit)] as Cell[],
        })),
        { cells: [null, 'Total', amt(s.trial_balance.total_debit), amt(s.trial_balance.total_credit)], bold: true },
      ],
    })
    const pl = s.profit_and_loss
    addSheet(wb, 'Profit and loss', {
      title: head('Profit and loss'),
      columns: cols3,
      rows: [
        { cells: [null, 'Revenue', null], bold: true },
        ...lines(pl.revenue),
        { cells: [null, 'Total revenue', amt(pl.total_revenue)], bold: true },
        { cells: [null, 'Expenses', null], bold: true },
        ...lines(pl.expenses),
        { cells: [null, 'Total expenses', amt(pl.total_expenses)], bold: true },
        { cells: [null, 'Net profit', amt(pl.net_profit)], bold: true },
      ],
    })
    const bs = s.balance_sheet
    addSheet(wb, 'Balance sheet', {
      title: head(`Balance sheet at ${r.period.end}`),
      columns: cols3,
      rows: [
        { cells: [null, 'Assets', null], bold: true },
        ...lines(bs.assets),
        { cells: [null, 'Total assets', amt(bs.total_assets)], bold: true },
        { cells: [null, 'Liabilities', null], bold: true },
        ...lines(bs.liabilities),
        { cells: [null, 'Total liabilities', amt(bs.total_liabilities)], bold: true },
        { cells: [null, 'Equity', null], bold: true },
        ...lines(bs.equity),
        { cells: [null, 'Current and unclosed earnings', amt(bs.unclosed_earnings)] },
        { cells: [null, 'Total equity', amt(bs.total_equity)], bold: true },
      ],
    })
    if (r.notes.length)
      addSheet(wb, 'Notes', {
        title: [`Notes: ${r.entity}`],
        columns: [{ header: 'Note', width: 120 }],
        rows: r.notes.map((n) => ({ cells: [n] })),
      })
  })
}
