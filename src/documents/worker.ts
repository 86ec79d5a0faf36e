// The extraction worker thread (pool.ts): reads one file per message and answers with the document or the problem.
// It runs under the pool's heap cap and is terminated past the time cap, so a hostile file costs at most that.
import { parentPort } from 'node:worker_threads'
import { readDocument } from './read.ts'
import { analyse, type Analysis, type AnalysisRequest } from './analyse.ts'
import { DocumentProblem, type DocumentFormat, type DocumentLimits } from './types.ts'

/** Without `analysis` the reply is the whole document; with it, the analysis only (analyse.ts). */
export interface WorkRequest {
  id: number
  bytes: Uint8Array
  format: DocumentFormat
  name: string
  limits: DocumentLimits
  analysis?: AnalysisRequest
}
export type WorkReply =
  | { id: number; ok: true; doc: import('./types.ts').ExtractedDocument | Analysis }
  | { id: number; ok: false; code: string; message: string }

parentPort!.on('message', (m: WorkRequest) => {
  void (async (): Promise<WorkReply> => {
    try {
      const bytes = Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength)
      const doc = await readDocument(bytes, m.format, m.name, m.limits)
      return { id: m.id, ok: true, doc: m.analysis ? analyse(doc, m.analysis) : doc }
    } catch (e) {
      if (e instanceof DocumentProblem) return { id: m.id, ok: false, code: e.code, message: e.message }
      if (e instanceof RangeError && /allocation|invalid (?:array|string|typed array) length/i.test(e.message)) {
        return {
          id: m.id,
          ok: false,
          code: 'document_too_large',
          message: 'The document needs more memory to read than a document skill may use.',
        }
      }
      // A reader's own failure on a malformed file: the file cannot be read (never the library's message, which may
      // quote the file).
      return { id: m.id, ok: false, code: 'document_unreadable', message: 'The file cannot be read: it is malformed.' }
    }
  })().then((r) => parentPort!.postMessage(r))
})
