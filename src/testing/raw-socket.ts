// Test support: a raw TCP connection to a server, for what an HTTP client library hides: partial headers, a body
// shorter than its Content-Length, several requests on one connection, when exactly the server closed.
import net from 'node:net'

export interface RawConnection {
  socket: net.Socket
  /** Everything received so far. */
  received(): string
  /** Resolves with the milliseconds from connect to close, and how the connection ended. */
  closed: Promise<{ afterMs: number; error: string | null }>
  /** Resolves when `re` matches what was received. */
  waitFor(re: RegExp, timeoutMs?: number): Promise<string>
  send(text: string): void
}

export async function rawConnect(port: number, host = '127.0.0.1'): Promise<RawConnection> {
  const socket = net.connect(port, host)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  const start = performance.now()
  let data = ''
  let error: string | null = null
  const watchers = new Set<() => void>()
  socket.on('data', (b: Buffer) => {
    data += b.toString('latin1')
    for (const w of watchers) w()
  })
  socket.on('error', (e: NodeJS.ErrnoException) => {
    error = e.code ?? e.message
  })
  const closed = new Promise<{ afterMs: number; error: string | null }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: performance.now() - start, error })),
  )
  return {
    socket,
    closed,
    received: () => data,
    send: (text) => {
      socket.write(text)
    },
    waitFor(re, timeoutMs = 10_000) {
      return new Promise<string>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer)
          watchers.delete(check)
        }
        const check = () => {
          const m = re.exec(data)
          if (m) {
            done()
            resolve(m[0])
          }
        }
        const timer = setTimeout(() => {
          done()
          reject(new Error(`no ${re} within ${timeoutMs} ms; received: ${JSON.stringify(data)}`))
        }, timeoutMs)
        watchers.add(check)
        void closed.then(() => {
          if (!re.test(data)) {
            done()
            reject(new Error(`connection closed before ${re}; received: ${JSON.stringify(data)}`))
          }
        })
        check()
      })
    },
  }
}

/** An HTTP/1.1 request as text. */
export function httpRequest(method: string, path: string, headers: Record<string, string>, body = ''): string {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ]
  if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`)
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** The complete responses (Content-Length bodies) at the start of `data`, in order. */
export function parseResponses(data: string): RawResponse[] {
  const out: RawResponse[] = []
  let rest = data
  for (;;) {
    const end = rest.indexOf('\r\n\r\n')
    if (end < 0) return out
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n')
    const headers: Record<string, string> = {}
    for (const l of lines) {
      const i = l.indexOf(':')
      headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim()
    }
    const length = Number(headers['content-length'] ?? 0)
    if (rest.length < end + 4 + length) return out
    out.push({ status: Number(statusLine!.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) })
    rest = rest.slice(end + 4 + length)
  }
}
