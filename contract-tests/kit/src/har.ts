// --har <file>: every exchange of the run, through Prism and straight to the target, as an HTTP Archive (HAR 1.2),
// each entry's comment naming the check that sent it, so a failure in CI can be read request by request (browsers'
// devtools and most HTTP tools open HAR files). Secrets are cut as in every other output (redact.ts): the
// Authorization header, keys and webhook secrets in bodies. A body over BODY_LIMIT characters is cut, and says so.
import fs from 'node:fs'
import path from 'node:path'
import { redact } from './redact.ts'
import type { Exchange } from './http.ts'

export const BODY_LIMIT = 65_536

interface HarEntry {
  startedDateTime: string
  time: number
  request: Record<string, unknown>
  response: Record<string, unknown>
  cache: Record<string, never>
  timings: { send: number; wait: number; receive: number }
  comment: string
}

const cut = (text: string) => {
  const t = redact(text)
  return t.length > BODY_LIMIT
    ? { text: t.slice(0, BODY_LIMIT), comment: `cut at ${BODY_LIMIT} of ${t.length} characters` }
    : { text: t }
}
const pairs = (h: Iterable<[string, string]>) => [...h].map(([name, value]) => ({ name, value: redact(value) }))

/** The entries of one run, written out as one HAR file. */
export class HarRecorder {
  private readonly entries: HarEntry[] = []
  private readonly creator: { name: string; version: string }
  constructor(creator: { name: string; version: string }) {
    this.creator = creator
  }

  add(x: Exchange, check: string | null): void {
    const u = new URL(x.url)
    const reqBody = x.requestBody === undefined ? undefined : cut(x.requestBody)
    const resBody = cut(x.responseBody)
    const contentType = x.responseHeaders.get('content-type') ?? ''
    this.entries.push({
      startedDateTime: new Date(x.startedAtMs).toISOString(),
      time: x.elapsedMs,
      request: {
        method: x.method,
        url: redact(x.url),
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: pairs(Object.entries(x.requestHeaders)),
        queryString: pairs(u.searchParams.entries()),
        ...(reqBody
          ? { postData: { mimeType: x.requestHeaders['content-type'] ?? 'application/json', ...reqBody } }
          : {}),
        headersSize: -1,
        bodySize: x.requestBody === undefined ? 0 : Buffer.byteLength(x.requestBody),
      },
      response: {
        status: x.status,
        statusText: x.statusText,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: pairs(x.responseHeaders.entries()),
        content: { size: Buffer.byteLength(x.responseBody), mimeType: contentType, ...resBody },
        redirectURL: '',
        headersSize: -1,
        bodySize: Buffer.byteLength(x.responseBody),
      },
      cache: {},
      timings: { send: 0, wait: x.elapsedMs, receive: 0 },
      comment: `${x.via === 'proxy' ? 'through Prism' : 'straight to the target'}${check ? `; check: ${redact(check)}` : ''}`,
    })
  }

  get size(): number {
    return this.entries.length
  }

  /** Writes the file (synchronously: it is called from the checks process's exit). */
  write(file: string): void {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    const har = { log: { version: '1.2', creator: this.creator, entries: this.entries } }
    fs.writeFileSync(file, `${JSON.stringify(har, null, 1)}\n`)
  }
}
