// The renderers write real files: read back, the PDF's text and the workbook's cells carry the statements' numbers.
// The same data and clock give byte-identical PDFs.
import { describe, expect, it } from 'vitest'
import { buildStatements, formatStatements } from '../analysis/index.ts'
import {
  displayAmount,
  financialReportPdf,
  financialReportXlsx,
  trustReportPdf,
  trustReportXlsx,
  type TrustReportData,
} from './index.ts'
import { pdfPages, rowWith, xlsxSheets } from './testing/read-back.ts'

const chart = [
  { code: '1000', name: 'Cash at bank', type: 'asset' as const },
  { code: '2100', name: 'Trade creditors', type: 'liability' as const },
  { code: '3000', name: 'Owner capital', type: 'equity' as const },
  { code: '4000', name: 'Sales', type: 'revenue' as const },
  { code: '6000', name: 'Rent', type: 'expense' as const },
]
const atEnd = new Map([
  ['1000', 1_234_567_89],
  ['2100', -300_00],
  ['3000', -1_000_000_00],
  ['4000', -250_000_00],
  ['6000', 15_732_11],
])
const statements = formatStatements(buildStatements(chart, atEnd, atEnd), 'AUD')
const createdAt = new Date('2026-07-15T09:30:00Z')
const report = {
  entity: 'Harbour Bakery',
  currency: 'AUD',
  period: { start: '2025-07-01', end: '2026-06-30' },
  statements,
  notes: ['A note.'],
  createdAt,
}

describe('displayAmount', () => {
  it('adds thousands separators and keeps every digit', () => {
    expect(['0.05', '-1234.50', '1234567.89', '100', '-999.99'].map(displayAmount)).toEqual([
      '0.05',
      '-1,234.50',
      '1,234,567.89',
      '100',
      '-999.99',
    ])
  })
})

describe('financial report', () => {
  it('PDF: the three statements with their totals, byte-identical for the same data and clock', async () => {
    const pdf = await financialReportPdf(report)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = (await pdfPages(pdf)).join(' ')
    expect(text).toContain('Financial report: Harbour Bakery')
    expect(text).toMatch(/Cash at bank 1,234,567\.89/)
    expect(text).toMatch(/Total 1,250,300\.00 1,250,300\.00/) // trial balance debits = credits
    expect(text).toMatch(/Net profit 234,267\.89/)
    expect(text).toMatch(/Total assets 1,234,567\.89/)
    expect(text).toMatch(/Total liabilities and equity 1,234,567\.89/)
    expect((await financialReportPdf(report)).equals(pdf)).toBe(true)
    expect((await financialReportPdf({ ...report, createdAt: new Date('2026-07-16T00:00:00Z') })).equals(pdf)).toBe(
      false,
    )
  })

  it('XLSX: one sheet per statement with numeric amount cells', async () => {
    const sheets = await xlsxSheets(await financialReportXlsx(report))
    expect([...sheets.keys()]).toEqual(['Trial balance', 'Profit and loss', 'Balance sheet', 'Notes'])
    expect(rowWith(sheets.get('Trial balance')!, 'Cash at bank')).toEqual(['1000', 'Cash at bank', 1234567.89])
    expect(rowWith(sheets.get('Trial balance')!, 'Total')).toEqual([null, 'Total', 1250300, 1250300])
    expect(rowWith(sheets.get('Profit and loss')!, 'Net profit')).toEqual([null, 'Net profit', 234267.89])
    expect(rowWith(sheets.get('Balance sheet')!, 'Total equity')).toEqual([null, 'Total equity', 1234267.89])
  })
})

describe('trust statements', () => {
  const b = (name: string, entitlement: string, paid: string, closing: string) => ({
    name,
    entityType: 'individual',
    tfnQuoted: true,
    percentage: '50',
    sharePercent: 50,
    generalIncome: entitlement,
    streamedCapitalGains: '0.00',
    streamedFrankedDistributions: '0.00',
    entitlement,
    capitalGains: '0.00',
    frankedDistributions: '0.00',
    frankingCredits: '0.00',
    opening: '0.00',
    paid,
    closingUnpaid: closing,
  })
  const trust: TrustReportData = {
    trust: 'Smith Family Trust',
    currency: 'AUD',
    period: { start: '2025-07-01', end: '2026-06-30' },
    resolutionDate: '2026-06-30',
    summary: [
      ['Accounting profit', '20000.01'],
      ['Distributable income', '20000.01'],
    ],
    beneficiaries: [b('Alice Smith', '10000.01', '4000.00', '6000.01'), b('Bob Smith', '10000.00', '0.00', '10000.00')],
    totals: { entitlement: '20000.01', opening: '0.00', paid: '4000.00', closingUnpaid: '16000.01' },
    includeStatements: true,
    notes: ['Trust deed not read.'],
    createdAt,
  }

  it('PDF: the summary page, then one statement per beneficiary with its account roll-forward', async () => {
    const pages = await pdfPages(await trustReportPdf(trust))
    expect(pages).toHaveLength(3)
    expect(pages[0]).toMatch(/Distributable income 20,000\.01/)
    expect(pages[0]).toMatch(/Alice Smith 50% 10,000\.01 0\.00 4,000\.00 6,000\.01/)
    expect(pages[1]).toContain('Beneficiary statement: Alice Smith')
    expect(pages[1]).toMatch(/Closing unpaid present entitlement 6,000\.01/)
    expect(pages[2]).toContain('Signed for the trustee')
    expect(await pdfPages(await trustReportPdf({ ...trust, includeStatements: false }))).toHaveLength(1)
  })

  it('XLSX: distribution, beneficiaries and one sheet per beneficiary', async () => {
    const sheets = await xlsxSheets(await trustReportXlsx(trust))
    expect([...sheets.keys()]).toEqual(['Distribution', 'Beneficiaries', 'Alice Smith', 'Bob Smith', 'Notes'])
    expect(rowWith(sheets.get('Beneficiaries')!, 'Alice Smith')!.slice(8)).toEqual([
      10000.01, 0, 0, 0, 0, 4000, 6000.01,
    ])
    expect(rowWith(sheets.get('Bob Smith')!, 'Closing unpaid present entitlement')).toEqual([
      'Closing unpaid present entitlement',
      10000,
    ])
  })
})
