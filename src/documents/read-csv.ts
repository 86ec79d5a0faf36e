// A CSV file as one table, read as the books importers read CSV (src/books/import/csv-common.ts: encodings, the
// delimiter sniffed among `,` `;` and tab, quoted fields, blank rows skipped). The header is row 1 like any other row:
// a workpaper exported as CSV has titles and sign-off lines above its table, not a clean header.
import { importers } from '../books/index.ts'
import { tooManyCells } from './zip-guard.ts'
import { DocumentProblem, type DocCell, type DocRow, type DocumentLimits, type ExtractedDocument } from './types.ts'

export function readCsvDocument(bytes: Buffer, name: string, limits: DocumentLimits): ExtractedDocument {
  const errors = new importers.ErrorList()
  const table = importers.readCsv(bytes, errors, { maxRows: limits.maxCells })
  const structural = errors.list().find((e) => e.field === 'file')
  if (table.headers.length === 0) throw new DocumentProblem('document_unreadable', 'The CSV file is empty.')
  if (structural && /more than \d+ rows/.test(structural.message)) throw tooManyCells(limits)
  if (structural && table.rows.length === 0)
    throw new DocumentProblem('document_unreadable', `The CSV file cannot be read: ${structural.message}`)
  const rows: DocRow[] = []
  let cells = 0
  const add = (n: number, values: readonly string[]) => {
    const out: DocCell[] = []
    values.forEach((v, i) => {
      if (v.trim() !== '') out.push({ col: i + 1, v: v.trim() })
    })
    cells += out.length
    if (cells > limits.maxCells) throw tooManyCells(limits)
    if (out.length) rows.push({ n, cells: out })
  }
  add(table.headerLine, table.headers)
  for (const r of table.rows) add(r.line, r.cells)
  return { format: 'csv', pages: 0, tables: [{ kind: 'csv', name, rows }], cells, formulasWithoutResult: 0 }
}
