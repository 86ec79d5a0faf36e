// What document extraction gives (issue 11 §3 "Document skills"): a file's text and its tables, whatever the format.
// Spreadsheet and CSV rows keep their row and column numbers; a PDF page's text is grouped into lines, and the words
// of a line into cells by their right edge, so a column of figures in a PDF lines up like a spreadsheet column.

export type DocumentFormat = 'pdf' | 'xlsx' | 'csv'

/** One non-empty cell. */
export interface DocCell {
  /** Column: 1-based in a sheet or CSV; in a PDF, the page's column (numbered by right edge, left to right). */
  col: number
  /** A number as stored (spreadsheets), else the text as written. Spreadsheet dates become `YYYY-MM-DD`. */
  v: string | number
  /** A spreadsheet formula's cached result. */
  formula?: true
  /** A spreadsheet date cell. */
  date?: true
}

export interface DocRow {
  /** 1-based: the sheet row, the CSV line, or the line of the PDF page (top to bottom). */
  n: number
  cells: DocCell[]
}

/** A sheet, a CSV file, or a PDF page. */
export interface DocTable {
  kind: 'sheet' | 'csv' | 'page'
  /** The sheet's name, the file name, or `page N`. */
  name: string
  rows: DocRow[]
}

export interface ExtractedDocument {
  format: DocumentFormat
  /** PDF pages (0 for spreadsheets and CSV). */
  pages: number
  tables: DocTable[]
  /** Number of cells read (PDF: text items). */
  cells: number
  /** Formula cells whose file holds no computed result (they read as empty). */
  formulasWithoutResult: number
}

/**
 * Caps on what one extraction may read. A file past a cap is refused with a precise code (README "Limits"); the
 * time and memory caps also stop a file that would otherwise hang or exhaust the process.
 */
export interface DocumentLimits {
  /** Bytes of the file itself. */
  maxBytes: number
  /** PDF pages. */
  maxPages: number
  /** Sheets of a workbook. */
  maxSheets: number
  /** Non-empty cells (spreadsheets and CSV) or text items (PDF) in all. */
  maxCells: number
  /** Bytes a workbook's ZIP entries, or a PDF's compressed streams, may inflate to, in all. */
  maxInflatedBytes: number
  /** ZIP entries of a workbook. */
  maxZipEntries: number
  /** Wall-clock time of one extraction (the worker is terminated past it). */
  timeoutMs: number
  /** V8 heap of the extraction worker, in MiB (past it the worker dies and the file is refused). */
  maxHeapMb: number
}

export const DEFAULT_LIMITS: Readonly<DocumentLimits> = Object.freeze({
  maxBytes: 10 * 1024 * 1024,
  maxPages: 300,
  maxSheets: 50,
  maxCells: 500_000,
  maxInflatedBytes: 100 * 1024 * 1024,
  maxZipEntries: 2_000,
  timeoutMs: 20_000,
  maxHeapMb: 512,
})

/** Why a file cannot be read: the codes of the error catalogue a document skill answers with (all 422). */
export type DocumentProblemCode =
  | 'unsupported_document_type'
  | 'document_unreadable'
  | 'document_too_large'
  | 'document_too_many_pages'
  | 'document_too_many_cells'
  | 'document_extraction_timeout'

export class DocumentProblem extends Error {
  readonly code: DocumentProblemCode
  constructor(code: DocumentProblemCode, message: string) {
    super(message)
    this.name = 'DocumentProblem'
    this.code = code
  }
}
