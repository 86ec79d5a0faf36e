// File names as stored and as sent back (issue: Client books, "Files"): no path (a client's `../../etc/passwd` is
// `passwd`), no control or bidirectional-override characters, at most 255 characters; `file` when nothing is left.
// Downloads name the file in Content-Disposition per RFC 6266: an ASCII `filename` fallback, and `filename*` in
// RFC 8187/5987 form (UTF-8, percent-encoded) when the name is not plain ASCII.

const MAX_CHARS = 255
// C0, DEL, C1, and the bidirectional embeddings, overrides and isolates (a name that displays as something else).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu

export function sanitizeFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? ''
  const clean = base.replace(UNSAFE, '').trim()
  if (clean === '' || clean === '.' || clean === '..') return 'file'
  // By code point, so a character outside the BMP is never cut in half.
  const chars = Array.from(clean)
  return chars.length > MAX_CHARS ? chars.slice(0, MAX_CHARS).join('') : clean
}

/** RFC 8187 attr-char: everything else is percent-encoded from UTF-8. */
const encodeExtValue = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const header = `attachment; filename="${fallback}"`
  return fallback === filename ? header : `${header}; filename*=UTF-8''${encodeExtValue(filename)}`
}
