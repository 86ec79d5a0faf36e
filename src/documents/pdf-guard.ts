// The check a PDF passes before pdf.js sees it (README "Limits"): every Flate-compressed stream that is not an image is
// inflated here with zlib under one output budget, so a decompression bomb is refused after inflating at most
// maxInflatedBytes. Images are left out (text extraction never decodes them). A stream's length is its direct
// `/Length`, else the distance to `endstream`; the worker's time and heap caps stay the backstop for what a hostile
// file could still hide from this scan.
import zlib from 'node:zlib'
import { DocumentProblem, type DocumentLimits } from './types.ts'
import { tooLarge } from './zip-guard.ts'

const STREAM = /\bstream(?:\r\n|\n|\r)/g
/** How far back from `stream` its dictionary is looked for. */
const DICT_WINDOW = 2048

export function checkPdf(b: Buffer, limits: DocumentLimits): { streams: number; inflatedBytes: number } {
  const text = b.toString('latin1')
  const head = text.indexOf('%PDF-')
  if (head < 0 || head > 1024) throw new DocumentProblem('document_unreadable', 'The file is not a PDF.')
  let inflated = 0
  let streams = 0
  STREAM.lastIndex = 0
  for (let m = STREAM.exec(text); m; m = STREAM.exec(text)) {
    const dataAt = m.index + m[0].length
    const dictStart = text.lastIndexOf('<<', m.index)
    const dict = text.slice(Math.max(dictStart, m.index - DICT_WINDOW), m.index)
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)
    const end = text.indexOf('endstream', dataAt)
    const length = direct ? Number(direct[1]) : (end === -1 ? b.length : end) - dataAt
    STREAM.lastIndex = Math.min(b.length, dataAt + Math.max(0, length))
    if (!/\/(?:FlateDecode|Fl)\b/.test(dict) || /\/Subtype\s*\/Image\b/.test(dict)) continue
    streams += 1
    const data = b.subarray(dataAt, Math.min(b.length, dataAt + Math.max(0, length)))
    const budget = limits.maxInflatedBytes - inflated
    try {
      inflated += zlib.inflateSync(data, {
        maxOutputLength: Math.max(1, budget),
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      }).length
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) throw tooLarge(limits)
      // A damaged stream is pdf.js's to judge (it may recover the page or skip it).
    }
  }
  return { streams, inflatedBytes: inflated }
}
