// One file's extraction, in whatever thread runs it: the format from the sniffed content type, then its reader.
import { DocumentProblem, type DocumentFormat, type DocumentLimits, type ExtractedDocument } from './types.ts'

const FORMATS: Readonly<Record<string, DocumentFormat>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
}

/** The format of a file of this (sniffed) content type; unsupported_document_type for anything but PDF, XLSX and CSV. */
export function formatOf(contentType: string): DocumentFormat {
  const f = FORMATS[contentType.split(';')[0]!.trim().toLowerCase()]
  if (!f)
    throw new DocumentProblem(
      'unsupported_document_type',
      `The file is ${contentType}; a document skill reads PDF, XLSX and CSV files.`,
    )
  return f
}

export async function readDocument(
  bytes: Buffer,
  format: DocumentFormat,
  name: string,
  limits: DocumentLimits,
): Promise<ExtractedDocument> {
  if (bytes.length > limits.maxBytes)
    throw new DocumentProblem(
      'document_too_large',
      `The file has ${bytes.length} bytes; at most ${limits.maxBytes} are read.`,
    )
  // Each reader is loaded when first needed: a worker that only ever reads CSV never loads pdf.js or exceljs.
  if (format === 'pdf') return (await import('./read-pdf.ts')).readPdf(bytes, limits)
  if (format === 'xlsx') return (await import('./read-xlsx.ts')).readXlsx(bytes, limits)
  return (await import('./read-csv.ts')).readCsvDocument(bytes, name, limits)
}
