// The entry points: a file's extraction through the worker pool, and an uploaded file read and extracted for a skill.
import { AppError } from '../errors/index.ts'
import { formatOf } from './read.ts'
import { ExtractionPool, PoolBusy } from './pool.ts'
import type { Analysis, AnalysisRequest } from './analyse.ts'
import { DEFAULT_LIMITS, DocumentProblem, type DocumentLimits, type ExtractedDocument } from './types.ts'

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
export async function extractDocument(
  file: { bytes: Buffer; contentType: string; filename: string },
  o: ExtractOptions = {},
): Promise<ExtractedDocument> {
  const limits = { ...DEFAULT_LIMITS, ...o.limits }
  const format = formatOf(file.contentType)
  return (o.pool ?? defaultPool()).extract(file.bytes, format, file.filename, limits, o.signal)
}

/** What analyseUpload needs of ctx.data (the skill SDK's SkillData.files). */
export interface FileReader {
  read(
    id: string,
    o?: { maxBytes?: number; param?: string },
  ): Promise<{ filename: string; contentType: string; sha256: string; bytes: Buffer }>
}

export interface UploadAnalysis {
  file: { file_id: string; filename: string; content_type: string; sha256: string; size_bytes: number }
  analysis: Analysis
}

/**
 * An uploaded file of the caller's organization, read, extracted and checked in a worker: what a document skill
 * starts with. Problems are the error catalogue's codes with `param` naming the file (404 file_not_found, 422
 * document_* and unsupported_document_type).
 */
export async function analyseUpload(
  files: FileReader,
  fileId: string,
  request: AnalysisRequest,
  o: ExtractOptions & { param?: string } = {},
): Promise<UploadAnalysis> {
  const param = o.param ?? 'file_id'
  const limits = { ...DEFAULT_LIMITS, ...o.limits }
  let f: Awaited<ReturnType<FileReader['read']>>
  try {
    f = await files.read(fileId, { maxBytes: limits.maxBytes, param })
  } catch (e) {
    // The store's size refusal (a generic validation_error) becomes this module's precise code.
    if (e instanceof AppError && e.code === 'validation_error')
      throw new AppError(
        'document_too_large',
        `The file is larger than ${limits.maxBytes} bytes, the most a document skill reads.`,
        { param },
      )
    throw e
  }
  try {
    const format = formatOf(f.contentType)
    const analysis = await (o.pool ?? defaultPool()).analyse(f.bytes, format, f.filename, limits, request, o.signal)
    return {
      file: {
        file_id: fileId,
        filename: f.filename,
        content_type: f.contentType,
        sha256: f.sha256,
        size_bytes: f.bytes.length,
      },
      analysis,
    }
  } catch (e) {
    if (e instanceof DocumentProblem) throw new AppError(e.code, e.message, { param })
    if (e instanceof PoolBusy) {
      // A throttle like the others (SPEC-DECISIONS: 429 rate_limited): the instance's readers are all taken.
      throw new AppError('rate_limited', 'Every document reader of this instance is busy; retry shortly.', {
        retryAfterSeconds: 2,
        headers: { 'x-should-retry': 'true' },
      })
    }
    throw e
  }
}
