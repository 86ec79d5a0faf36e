// Documents (issue 11 §3 "Document skills"): text and tables from uploaded PDF, XLSX and CSV files, read off the main
// thread under size, page, cell, time and memory caps, and the checks computed on them. See README.md.
export * from './types.ts'
export { formatOf } from './read.ts'
export { ExtractionPool, type PoolOptions } from './pool.ts'
export * from './checks/index.ts'

import { formatOf } from './read.ts'
import { ExtractionPool } from './pool.ts'
import { DEFAULT_LIMITS, type DocumentLimits, type ExtractedDocument } from './types.ts'

let shared: ExtractionPool | null = null

/** The process's pool: two workers (the extractions a 2-CPU instance runs at once), the default heap cap. */
export function defaultPool(): ExtractionPool {
  return (shared ??= new ExtractionPool({ size: 2, maxHeapMb: DEFAULT_LIMITS.maxHeapMb, idleMs: 60_000 }))
}

export interface ExtractOptions {
  limits?: Partial<DocumentLimits>
  signal?: AbortSignal
  pool?: ExtractionPool
}

/**
 * The text and tables of a file (its sniffed content type decides the reader). Rejects with DocumentProblem:
 * unsupported_document_type, document_unreadable, document_too_large, document_too_many_pages,
 * document_too_many_cells, document_extraction_timeout.
 */
export async function extractDocument(file: { bytes: Buffer; contentType: string; filename: string }, o: ExtractOptions = {}): Promise<ExtractedDocument> {
  const limits = { ...DEFAULT_LIMITS, ...o.limits }
  const format = formatOf(file.contentType)
  return (o.pool ?? defaultPool()).extract(file.bytes, format, file.filename, limits, o.signal)
}
