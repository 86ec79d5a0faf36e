// Extraction and the checks in one pass, run inside the extraction worker (pool.analyse): only the findings, a bounded
// preview of the tables and the bounded text for a model cross back to the calling thread. A large workbook's cells
// never do: handing 80,000 cells to the main thread blocked its event loop for about 190 ms (structured clone) and
// the checks over them would have run there too (contract-tests/bench/documents.ts).
import {
  checkFooting,
  checkPeriods,
  checkRequiredItems,
  checkSignoffs,
  figure,
  type CheckFinding,
  type DateOrder,
  type Engagement,
  type RequiredItem,
  type SignoffBlock,
  type TablePeriod,
} from './checks/index.ts'
import type { DocumentFormat, ExtractedDocument } from './types.ts'

export interface AnalysisRequest {
  engagement: Engagement
  order: DateOrder
  /** Decimal string: the largest stated-minus-computed difference not reported. */
  footingTolerance: string
  /** `YYYY-MM-DD`: with it, the sign-off rules run (a date after it is in the future). */
  signoffsToday: string | null
  /** With it, each phrase is looked for. */
  requiredItems: string[] | null
  preview: { rowsPerTable: number; cells: number }
  /** Characters of document text for a model (0: none). */
  promptChars: number
}

export interface PreviewTable {
  name: string
  kind: 'sheet' | 'csv' | 'page'
  row_count: number
  rows: Array<{ row: number; cells: string[] }>
}

export interface Analysis {
  format: DocumentFormat
  pages: number
  cells: number
  formulasWithoutResult: number
  /** PDF pages without any text (scanned images). */
  blankPages: number
  tables: PreviewTable[]
  tablesTruncated: boolean
  findings: CheckFinding[]
  totalsChecked: number
  periods: TablePeriod[]
  datesChecked: number
  signoffs: SignoffBlock[] | null
  requiredItems: RequiredItem[] | null
  /** The document as `row: cell | cell` lines under `## table` headings, cut at promptChars. */
  text: string
}

const cellText = (v: string | number) => (typeof v === 'number' ? String(v) : v)

function tolerance(s: string): bigint {
  const f = figure({ col: 1, v: s })
  return f === null ? 0n : f < 0n ? -f : f
}

export function analyse(doc: ExtractedDocument, req: AnalysisRequest): Analysis {
  const footing = checkFooting(doc.tables, { tolerance: tolerance(req.footingTolerance) })
  const periods = checkPeriods(doc.tables, req.engagement, req.order)
  const signoffs = req.signoffsToday ? checkSignoffs(doc.tables, { order: req.order, today: req.signoffsToday }) : null
  const required = req.requiredItems ? checkRequiredItems(doc.tables, req.requiredItems) : null

  let cells = 0
  let truncated = false
  const tables = doc.tables.map((t): PreviewTable => {
    const rows: PreviewTable['rows'] = []
    for (const row of t.rows.slice(0, req.preview.rowsPerTable)) {
      if (cells + row.cells.length > req.preview.cells) {
        truncated = true
        break
      }
      const width = row.cells.reduce((m, c) => Math.max(m, c.col), 0)
      const line = Array.from({ length: width }, () => '')
      for (const c of row.cells) line[c.col - 1] = cellText(c.v)
      cells += row.cells.length
      rows.push({ row: row.n, cells: line })
    }
    if (t.rows.length > rows.length) truncated = true
    return { name: t.name, kind: t.kind, row_count: t.rows.length, rows }
  })

  const out: string[] = []
  let used = 0
  outer: for (const t of req.promptChars > 0 ? doc.tables : []) {
    out.push(`## ${t.name}`)
    used += t.name.length + 4
    for (const r of t.rows) {
      const line = `${r.n}: ${r.cells.map((c) => cellText(c.v)).join(' | ')}`
      if (used + line.length > req.promptChars) {
        out.push('[document cut here]')
        break outer
      }
      out.push(line)
      used += line.length + 1
    }
  }

  return {
    format: doc.format,
    pages: doc.pages,
    cells: doc.cells,
    formulasWithoutResult: doc.formulasWithoutResult,
    blankPages: doc.format === 'pdf' ? doc.tables.filter((t) => t.rows.length === 0).length : 0,
    tables,
    tablesTruncated: truncated,
    findings: [...footing.findings, ...periods.findings, ...(signoffs?.findings ?? []), ...(required?.findings ?? [])],
    totalsChecked: footing.totalsChecked,
    periods: periods.periods,
    datesChecked: periods.datesChecked,
    signoffs: signoffs?.blocks ?? null,
    requiredItems: required?.items ?? null,
    text: out.join('\n'),
  }
}
