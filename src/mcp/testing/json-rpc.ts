// Test support: raw JSON-RPC over HTTP to /mcp (no SDK client), reading a JSON or an SSE answer, so tests can see
// statuses and headers exactly as a client receives them.
export interface RpcAnswer {
  status: number
  headers: Headers
  /** The JSON-RPC response with the request's id (from a JSON body or the SSE stream), or the non-JSON-RPC body. */
  message: Record<string, unknown> | null
  /** Notifications that came before it on an SSE stream. */
  notifications: Record<string, unknown>[]
  body: unknown
}

export const LEGACY_VERSION = '2025-11-25'

export async function rpc(
  url: string,
  method: string,
  params: unknown,
  o: { token?: string; headers?: Record<string, string>; id?: number | string } = {},
): Promise<RpcAnswer> {
  const id = o.id ?? 1
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': LEGACY_VERSION,
    ...o.headers,
  }
  if (o.token) headers.authorization = `Bearer ${o.token}`
  const r = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id, method, params }) })
  const text = await r.text()
  const type = r.headers.get('content-type') ?? ''
  const messages: Record<string, unknown>[] = []
  let body: unknown = text
  if (type.includes('text/event-stream')) {
    for (const block of text.split(/\r?\n\r?\n/)) {
      const data = block
        .split(/\r?\n/)
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n')
      if (data) messages.push(JSON.parse(data) as Record<string, unknown>)
    }
  } else if (type.includes('json') && text) {
    body = JSON.parse(text)
    messages.push(...((Array.isArray(body) ? body : [body]) as Record<string, unknown>[]))
  }
  const message = messages.find((m) => m.id === id && ('result' in m || 'error' in m)) ?? null
  return { status: r.status, headers: r.headers, message, notifications: messages.filter((m) => !('id' in m)), body }
}
