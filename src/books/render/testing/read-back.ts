// Test support: reading generated report files back the way a user's tools would: the text of each PDF page
// (pdfjs-dist, legacy build for Node) and the values of every XLSX sheet (exceljs).
import path from 'node:path'
import { createRequire } from 'node:module'
import ExcelJS from 'exceljs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))

/** The text of each page, its items joined by single spaces. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
    verbosity: 0,
  })
  const doc = await task.promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(
      content.items
        .map((it) => ('str' in it ? it.str : ''))
        .filter((s) => s.trim())
        .join(' '),
    )
  }
  await task.destroy()
  return pages
}

/** Each sheet by name as rows of cell values (numbers stay numbers; empty cells are null; a row ends at its last value). */
export async function xlsxSheets(bytes: Uint8Array): Promise<Map<string, Array<Array<string | number | null>>>> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  const out = new Map<string, Array<Array<string | number | null>>>()
  wb.eachSheet((ws) => {
    const rows: Array<Array<string | number | null>> = []
    ws.eachRow({ includeEmpty: true }, (row) => {
      const cells: Array<string | number | null> = []
      for (let c = 1; c <= row.cellCount; c++) {
        const v = row.getCell(c).value
        cells.push(
          v === null || v === undefined ? null : typeof v === 'number' || typeof v === 'string' ? v : String(v),
        )
      }
      rows.push(cells)
    })
    out.set(ws.name, rows)
  })
  return out
}

/** The row of a sheet whose cells include `label`. */
export function rowWith(
  rows: Array<Array<string | number | null>>,
  label: string,
): Array<string | number | null> | undefined {
  return rows.find((r) => r.includes(label))
}
