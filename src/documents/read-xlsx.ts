// A workbook's sheets as rows of cells (exceljs), after zip-guard.ts has checked its size, entries and cells. Values
// are what a reader of the sheet sees: numbers stay numbers, a formula gives its cached result (Excel and LibreOffice
// store one; a file without it reads as empty and is counted), dates become `YYYY-MM-DD`, rich text its plain text,
// an error value its text (`#REF!`).
import ExcelJS from 'exceljs'
import { checkZip, tooManyCells } from './zip-guard.ts'
import {
  DocumentProblem,
  type DocCell,
  type DocRow,
  type DocTable,
  type DocumentLimits,
  type ExtractedDocument,
} from './types.ts'

type Plain = string | number | boolean | Date | null | undefined

function plain(v: unknown): { v: Plain; formula: boolean } {
  if (v === null || v === undefined) return { v: null, formula: false }
  if (typeof v !== 'object' || v instanceof Date) return { v: v as Plain, formula: false }
  const o = v as Record<string, unknown>
  if ('formula' in o || 'sharedFormula' in o) return { v: plain(o.result).v, formula: true }
  if (Array.isArray(o.richText))
    return { v: (o.richText as Array<{ text?: string }>).map((r) => r.text ?? '').join(''), formula: false }
  if ('text' in o) return { v: plain(o.text).v, formula: false }
  if ('error' in o) return { v: String(o.error), formula: false }
  return { v: null, formula: false }
}

const isoDate = (d: Date) => (Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10))

export async function readXlsx(bytes: Buffer, limits: DocumentLimits): Promise<ExtractedDocument> {
  checkZip(bytes, limits)
  const wb = new ExcelJS.Workbook()
  try {
    // cast: exceljs types load() for ArrayBuffer and reads Node Buffers as well (document-skills.api.test.ts reads uploaded workbooks through it)
    await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    // Not the library's message: it may quote the file.
    throw new DocumentProblem('document_unreadable', 'The workbook cannot be read: it is not a well-formed XLSX file.')
  }
  const tables: DocTable[] = []
  let cells = 0
  let formulasWithoutResult = 0
  wb.eachSheet((ws) => {
    const rows: DocRow[] = []
    ws.eachRow({ includeEmpty: false }, (row, n) => {
      const out: DocCell[] = []
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        const raw = cell.value
        const { v, formula } = plain(raw)
        if (formula && (v === null || v === undefined)) formulasWithoutResult++
        let value: string | number | null
        let date = false
        if (v instanceof Date) {
          value = isoDate(v)
          date = value !== null
        } else if (typeof v === 'boolean') value = v ? 'TRUE' : 'FALSE'
        else if (typeof v === 'number') value = Number.isFinite(v) ? v : null
        else if (typeof v === 'string') value = v.trim() === '' ? null : v
        else value = null
        if (value === null) return
        const c: DocCell = { col, v: value }
        if (formula) c.formula = true
        if (date) c.date = true
        out.push(c)
        if (++cells > limits.maxCells) throw tooManyCells(limits)
      })
      if (out.length) rows.push({ n, cells: out })
    })
    tables.push({ kind: 'sheet', name: ws.name, rows })
  })
  return { format: 'xlsx', pages: 0, tables, cells, formulasWithoutResult }
}
