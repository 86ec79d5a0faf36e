// Trust distribution statements as files (issue 8, reports.trust-accounts.prepare; research domain-skills §4.3): the
// distribution summary (distributable income, streamed amounts, each beneficiary's entitlement), the beneficiary
// accounts (opening + entitlement − paid = closing unpaid entitlement) and, when asked, one statement per beneficiary
// with the trustee's signature block rendered, not signed. Pure: decimal strings in, a Buffer out.
import { displayAmount } from './format.ts'
import { heading, notes, renderPdf, table, title } from './pdf.ts'
import { addSheet, renderXlsx, type Cell } from './xlsx.ts'

export interface TrustBeneficiaryLine {
  name: string
  entityType: string
  tfnQuoted: boolean | null
  /** The resolution's percentage of general income, or null. */
  percentage: string | null
  /** Share of the income of the trust estate, in percent (4 dp), or null. */
  sharePercent: number | null
  generalIncome: string
  streamedCapitalGains: string
  streamedFrankedDistributions: string
  entitlement: string
  capitalGains: string
  frankedDistributions: string
  frankingCredits: string
  opening: string
  paid: string
  closingUnpaid: string
}

export interface TrustReportData {
  trust: string
  currency: string
  period: { start: string; end: string }
  resolutionDate: string | null
  /** Label and decimal amount, in order (accounting profit, adjustments, distributable income, streamed amounts…). */
  summary: Array<[string, string]>
  beneficiaries: TrustBeneficiaryLine[]
  totals: { entitlement: string; opening: string; paid: string; closingUnpaid: string }
  includeStatements: boolean
  notes: string[]
  createdAt: Date
}

const d = displayAmount
const yesNo = (v: boolean | null) => (v === null ? 'not stated' : v ? 'yes' : 'no')
const pct = (v: string | number | null) => (v === null ? '' : `${v}%`)

function statementRows(b: TrustBeneficiaryLine): Array<[string, string]> {
  return [
    ['Share of income of the trust estate', pct(b.sharePercent)],
    ['General income (resolution share)', b.generalIncome],
    ['Capital gains streamed', b.streamedCapitalGains],
    ['Franked distributions streamed', b.streamedFrankedDistributions],
    ['Present entitlement', b.entitlement],
    ['of which capital gains', b.capitalGains],
    ['of which franked distributions', b.frankedDistributions],
    ['Franking credits', b.frankingCredits],
  ]
}

function accountRows(b: TrustBeneficiaryLine): Array<[string, string]> {
  return [
    ['Opening balance', b.opening],
    ['Add: present entitlement', b.entitlement],
    ['Less: paid or applied', b.paid],
    ['Closing unpaid present entitlement', b.closingUnpaid],
  ]
}

const periodText = (r: TrustReportData) => `${r.period.start} to ${r.period.end}`

export function trustReportPdf(r: TrustReportData): Promise<Buffer> {
  return renderPdf(
    {
      title: `Trust distribution: ${r.trust}`,
      subject: `Distribution statement ${periodText(r)}`,
      createdAt: r.createdAt,
    },
    (doc) => {
      const intro = [
        `Income year: ${periodText(r)}`,
        `Currency: ${r.currency}`,
        `Resolution date: ${r.resolutionDate ?? 'not stated'}`,
      ]
      title(doc, `Statement of distribution: ${r.trust}`, intro)
      heading(doc, 'Distributable income')
      const money = (label: string, v: string) => ({ cells: [label, v.includes('%') ? v : d(v)] })
      table(
        doc,
        [
          { header: 'Item', width: 375 },
          { header: `Amount (${r.currency})`, width: 120, align: 'right' },
        ],
        r.summary.map(([l, v]) => money(l, v)),
      )
      heading(doc, 'Beneficiaries')
      table(
        doc,
        [
          { header: 'Beneficiary', width: 135 },
          { header: 'Share', width: 60, align: 'right' },
          { header: 'Entitlement', width: 75, align: 'right' },
          { header: 'Opening', width: 75, align: 'right' },
          { header: 'Paid', width: 75, align: 'right' },
          { header: 'Unpaid (UPE)', width: 75, align: 'right' },
        ],
        [
          ...r.beneficiaries.map((b) => ({
            cells: [b.name, pct(b.sharePercent), d(b.entitlement), d(b.opening), d(b.paid), d(b.closingUnpaid)],
          })),
          {
            cells: [
              'Total',
              '',
              d(r.totals.entitlement),
              d(r.totals.opening),
              d(r.totals.paid),
              d(r.totals.closingUnpaid),
            ],
            bold: true,
          },
        ],
      )
      notes(doc, 'Notes and assumptions', r.notes)
      if (!r.includeStatements) return
      for (const b of r.beneficiaries) {
        doc.addPage()
        title(doc, `Beneficiary statement: ${b.name}`, [
          `Trust: ${r.trust}`,
          ...intro,
          `Entity type: ${b.entityType}`,
          `TFN quoted: ${yesNo(b.tfnQuoted)}`,
        ])
        heading(doc, 'Distribution')
        table(
          doc,
          [
            { header: 'Item', width: 375 },
            { header: `Amount (${r.currency})`, width: 120, align: 'right' },
          ],
          statementRows(b).map(([l, v]) => ({
            cells: [l, v.endsWith('%') || v === '' ? v : d(v)],
            bold: l === 'Present entitlement',
          })),
        )
        heading(doc, 'Beneficiary account')
        table(
          doc,
          [
            { header: 'Item', width: 375 },
            { header: `Amount (${r.currency})`, width: 120, align: 'right' },
          ],
          accountRows(b).map(([l, v], i) => ({ cells: [l, d(v)], bold: i === 3 })),
        )
        doc.moveDown(2)
        doc.fontSize(9).text('Signed for the trustee: ______________________________    Date: ______________')
      }
    },
  )
}

export function trustReportXlsx(r: TrustReportData): Promise<Buffer> {
  const amt = (v: string): Cell => ({ amount: v })
  const head = (what: string) => [
    `${what}: ${r.trust}`,
    `Income year: ${periodText(r)}`,
    `Currency: ${r.currency}`,
    `Resolution date: ${r.resolutionDate ?? 'not stated'}`,
  ]
  return renderXlsx({ title: `Trust distribution: ${r.trust}`, createdAt: r.createdAt }, (wb) => {
    addSheet(wb, 'Distribution', {
      title: head('Statement of distribution'),
      columns: [
        { header: 'Item', width: 50 },
        { header: `Amount (${r.currency})`, width: 18 },
      ],
      rows: r.summary.map(([l, v]) => ({ cells: [l, amt(v)] })),
    })
    addSheet(wb, 'Beneficiaries', {
      title: head('Beneficiaries'),
      columns: [
        'Beneficiary',
        'Entity type',
        'TFN quoted',
        'Resolution %',
        'Share of income %',
        'General income',
        'Capital gains streamed',
        'Franked streamed',
        'Entitlement',
        'Capital gains',
        'Franked distributions',
        'Franking credits',
        'Opening',
        'Paid',
        'Closing UPE',
      ].map((h, i) => ({ header: h, width: i === 0 ? 30 : 16 })),
      rows: [
        ...r.beneficiaries.map((b) => ({
          cells: [
            b.name,
            b.entityType,
            yesNo(b.tfnQuoted),
            b.percentage === null ? null : Number(b.percentage),
            b.sharePercent,
            amt(b.generalIncome),
            amt(b.streamedCapitalGains),
            amt(b.streamedFrankedDistributions),
            amt(b.entitlement),
            amt(b.capitalGains),
            amt(b.frankedDistributions),
            amt(b.frankingCredits),
            amt(b.opening),
            amt(b.paid),
            amt(b.closingUnpaid),
          ] as Cell[],
        })),
        {
          cells: [
            'Total',
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            amt(r.totals.entitlement),
            null,
            null,
            null,
            amt(r.totals.opening),
            amt(r.totals.paid),
            amt(r.totals.closingUnpaid),
          ],
          bold: true,
        },
      ],
    })
    if (r.includeStatements) {
      for (const b of r.beneficiaries) {
        addSheet(wb, b.name, {
          title: [
            ...head(`Beneficiary statement: ${b.name}`),
            `Entity type: ${b.entityType}`,
            `TFN quoted: ${yesNo(b.tfnQuoted)}`,
          ],
          columns: [
            { header: 'Item', width: 45 },
            { header: `Amount (${r.currency})`, width: 18 },
          ],
          rows: [
            ...statementRows(b).map(([l, v]): { cells: Cell[] } => ({
              cells: [l, v === '' ? null : v.endsWith('%') ? Number(v.slice(0, -1)) : amt(v)],
            })),
            ...accountRows(b).map(([l, v]) => ({ cells: [l, amt(v)] as Cell[] })),
          ],
        })
      }
    }
    if (r.notes.length)
      addSheet(wb, 'Notes', {
        title: [`Notes: ${r.trust}`],
        columns: [{ header: 'Note', width: 120 }],
        rows: r.notes.map((n) => ({ cells: [n] })),
      })
  })
}
