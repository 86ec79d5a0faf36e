// Writing an answer: the one place the door turns status, headers and body into bytes.
import type { ServerResponse } from 'node:http'

/**
 * Writes a whole answer with one `writeHead` and one `end`: every header in one flat list (no `setHeader` per
 * header, each of which validates and stores into the response's header map; about 1 µs apiece). Headers set
 * earlier with `setHeader` (the transport's `Connection: close` while draining) are kept: Node merges them.
 */
export function writeAnswer(res: ServerResponse, status: number, headers: Record<string, string>, body?: string, contentType = 'application/json; charset=utf-8'): void {
  const list: string[] = []
  for (const h in headers) list.push(h, headers[h]!)
  if (body === undefined) { res.writeHead(status, list); res.end(); return }
  list.push('Content-Type', contentType, 'Content-Length', String(Buffer.byteLength(body)))
  res.writeHead(status, list)
  res.end(body)
}
