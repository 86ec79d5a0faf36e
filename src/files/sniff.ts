// What a file is, from its first bytes (issue: Client books, "Files"): the type the service trusts, whatever the
// client declared. Signatures: PDF `%PDF-`, PNG, JPEG, ZIP (XLSX and DOCX told apart by their entry names), OFX 1.x
// (`OFXHEADER:`) and 2.x (`<?OFX`, after an XML declaration), then CSV: UTF-8 text without control characters other
// than tab, CR, LF and form feed, whose first line holds a delimiter (`,` `;` tab `|`). Anything else is
// application/octet-stream.

/** How much of the start of a file sniffing looks at: enough for a ZIP's first entry names and a CSV's first line. */
export const SNIFF_BYTES = 16 * 1024

export const TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  ofx: 'application/x-ofx',
  csv: 'text/csv',
  binary: 'application/octet-stream',
} as const

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const ZIP_ENTRY = Buffer.from('PK\x03\x04', 'latin1')

/** The names of the ZIP local file headers found in `head`. */
function zipEntryNames(head: Buffer): string[] {
  const names: string[] = []
  for (let at = head.indexOf(ZIP_ENTRY); at !== -1 && at + 30 <= head.length; at = head.indexOf(ZIP_ENTRY, at + 4)) {
    const length = head.readUInt16LE(at + 26)
    if (at + 30 + length <= head.length) names.push(head.toString('latin1', at + 30, at + 30 + length))
  }
  return names
}

function isDelimitedText(head: Buffer, whole: boolean): boolean {
  let text: string
  try {
    // `stream` when the head is a prefix: a character cut at its end is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !whole })
  } catch {
    return false
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  if (/[\x00-\x08\x0b\x0e-\x1f\x7f]/.test(text)) return false
  const end = text.search(/\r|\n/)
  const first = end === -1 ? text : text.slice(0, end)
  return /[,;\t|]/.test(first)
}

/** The content type of a file starting with `head`; `whole` when `head` is the entire file. */
export function sniffContentType(head: Buffer, whole: boolean): string {
  const latin = head.toString('latin1', 0, Math.min(head.length, 1024))
  if (latin.startsWith('%PDF-')) return TYPES.pdf
  if (head.subarray(0, 8).equals(PNG)) return TYPES.png
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return TYPES.jpeg
  if (head.subarray(0, 4).equals(ZIP_ENTRY)) {
    const names = zipEntryNames(head)
    if (names.some((n) => n.startsWith('xl/'))) return TYPES.xlsx
    if (names.some((n) => n.startsWith('word/'))) return TYPES.docx
    return TYPES.zip
  }
  const start = latin.replace(/^(\xef\xbb\xbf)?\s*/, '')
  if (start.startsWith('OFXHEADER:') || /^(<\?xml[^>]*\?>\s*)?<\?OFX[\s?]/i.test(start)) return TYPES.ofx
  if (isDelimitedText(head, whole)) return TYPES.csv
  return TYPES.binary
}
