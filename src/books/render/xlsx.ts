// XLSX building blocks over exceljs: a workbook written to a Buffer with its creation and modification dates from the
// caller's clock, and sheets of rows whose amounts are numeric cells (decimal strings turned into numbers only here,
// for the spreadsheet, with a number format of the currency's decimals). exceljs stamps the zip entries with the
// current time, so two renderings differ in those bytes; the cells do not.
// exceljs is loaded on the first rendering, not at start (see pdf.ts).
import type ExcelJSType from 'exceljs'

export type Workbook = ExcelJSType.Workbook
export type Worksheet = ExcelJSType.Worksheet

let exceljs: Promise<typeof ExcelJSType> | null = null
const loadExceljs = () => (exceljs ??= import('exceljs').then((m) => m.default))

export async function renderXlsx(
  meta: { title: string; createdAt: Date },
  build: (wb: Workbook) => void,
): Promise<Buffer> {
  const ExcelJS = await loadExceljs()
  const wb = new ExcelJS.Workbook()
  wb.creator = 'Skills Connect'
  wb.lastModifiedBy = 'Skills Connect'
  wb.title = meta.title
  wb.created = meta.createdAt
  wb.modified = meta.createdAt
  build(wb)
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** A cell value: a decimal amount string becomes a number; anything else stays as given. */
export type Cell = string | number | null | { amount: string }

const numFmt = (decimals: number) =>
  decimals ? `#,##0.${'0'.repeat(decimals)};-#,##0.${'0'.repeat(decimals)}` : '#,##0;-#,##0'

/** Sheet names: at most 31 characters, none of []:*?/\, unique in the workbook. */
export function sheetName(wb: Workbook, wanted: string): string {
  const base =
    wanted
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet'
  let name = base
  for (let i = 2; wb.getWorksheet(name); i++) name = `${base.slice(0, 31 - String(i).length - 1)} ${i}`
  return name
}

export function addSheet(
  wb: Workbook,
  name: string,
  o: {
    title: string[]
    columns: Array<{ header: string; width: number }>
    rows: Array<{ cells: Cell[]; bold?: boolean }>
  },
): Worksheet {
  const ws = wb.addWorksheet(sheetName(wb, name))
  for (const t of o.title) ws.addRow([t]).font = { bold: ws.rowCount === 1 }
  ws.addRow([])
  const header = ws.addRow(o.columns.map((c) => c.header))
  header.font = { bold: true }
  o.columns.forEach((c, i) => {
    ws.getColumn(i + 1).width = c.width
  })
  for (const r of o.rows) {
    const row = ws.addRow(r.cells.map((c) => (c !== null && typeof c === 'object' ? Number(c.amount) : c)))
    r.cells.forEach((c, i) => {
      if (c !== null && typeof c === 'object') row.getCell(i + 1).numFmt = numFmt((c.amount.split('.')[1] ?? '').length)
    })
    if (r.bold) row.font = { bold: true }
  }
  return ws
}
