// OFX bytes → text (issue: Client books, "Getting data in"). The encoding comes from the file itself: OFX 1.x says it in
// its `ENCODING:`/`CHARSET:` header lines, OFX 2.x in the XML declaration; both headers are ASCII, so they are read from
// a latin1 view of the bytes before anything is decoded. Nothing here throws: an encoding we cannot decode is a message.

export type OfxText = { ok: true; text: string; version: 1 | 2 | null } | { ok: false; message: string }

const HEADER_1X = /^\s*OFXHEADER\s*:/
const XML_ENCODING = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([^"']+)["']/i
const OFX_PI = /<\?OFX\b/i

/** The file's text, decoded as its header says; `version` is 1 (SGML header), 2 (XML with `<?OFX?>`) or null (neither). */
export function decodeOfx(bytes: Buffer | string): OfxText {
  if (typeof bytes === 'string') {
    const text = bytes.charCodeAt(0) === 0xfeff ? bytes.slice(1) : bytes
    return { ok: true, text, version: versionOf(text.slice(0, 4096)) }
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return decode(bytes.subarray(3), 'utf-8', 'a UTF-8 byte order mark')
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode(bytes.subarray(2), 'utf-16le', 'a UTF-16 byte order mark')
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode(bytes.subarray(2), 'utf-16be', 'a UTF-16 byte order mark')

  const head = bytes.subarray(0, 4096).toString('latin1')
  const version = versionOf(head)
  if (version === 2 || (version === null && XML_ENCODING.test(head))) {
    const label = XML_ENCODING.exec(head)?.[1] ?? 'utf-8'
    return decode(bytes, label, `encoding="${label}"`, version)
  }
  if (version === 1) {
    const header = headerFields(head)
    const encoding = (header.get('ENCODING') ?? '').toUpperCase()
    const charset = (header.get('CHARSET') ?? '').toUpperCase()
    if (encoding === 'UTF-8' || encoding === 'UTF8' || charset === 'UTF-8')
      return decode(bytes, 'utf-8', 'ENCODING:UTF-8', 1)
    // USASCII with a code page: 1252 is what nearly every bank writes; ISO-8859-1 decodes as its superset windows-1252
    // (the WHATWG rule TextDecoder follows). No code page (NONE, missing): UTF-8 when the bytes are valid UTF-8.
    if (charset === '' || charset === 'NONE') return decodeUtf8Else1252(bytes, 1)
    const label = /^\d+$/.test(charset) ? `windows-${charset}` : charset
    return decode(bytes, label, `CHARSET:${charset}`, 1)
  }
  return decodeUtf8Else1252(bytes, null)
}

/** OFX 1.x header lines (`KEY:VALUE`) up to the first `<`. */
export function headerFields(head: string): Map<string, string> {
  const end = head.indexOf('<')
  const fields = new Map<string, string>()
  for (const line of (end === -1 ? head : head.slice(0, end)).split(/\r\n|\r|\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) fields.set(line.slice(0, colon).trim().toUpperCase(), line.slice(colon + 1).trim())
  }
  return fields
}

function versionOf(head: string): 1 | 2 | null {
  if (HEADER_1X.test(head)) return 1
  if (OFX_PI.test(head)) return 2
  return null
}

function decode(bytes: Uint8Array, label: string, said: string, version: 1 | 2 | null = null): OfxText {
  let decoder: InstanceType<typeof TextDecoder>
  try {
    decoder = new TextDecoder(label, { fatal: true })
  } catch {
    return { ok: false, message: `The file says ${said}, an encoding this importer cannot decode.` }
  }
  try {
    return { ok: true, text: decoder.decode(bytes), version }
  } catch {
    return { ok: false, message: `The file says ${said}, but its bytes are not valid ${decoder.encoding} text.` }
  }
}

function decodeUtf8Else1252(bytes: Uint8Array, version: 1 | null): OfxText {
  const utf8 = decode(bytes, 'utf-8', 'UTF-8', version)
  return utf8.ok ? utf8 : decode(bytes, 'windows-1252', 'windows-1252', version)
}
