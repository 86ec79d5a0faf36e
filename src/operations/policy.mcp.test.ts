// The operation policy through the MCP door: skills are tools, called with raw JSON-RPC over HTTP (so the test sees
// the statuses and headers a client gets). A tool result is read back into the shape the suite compares: the output
// and the invocation's skill and correlation id, the headers that matter from `_meta`, and for a tool error the
// envelope (its status is the catalogue's for its code). REST operations are not tools: the suite's key set-up and
// REST checks go through the HTTP door, so the request budget they spend is the same credential's.
import { policySuite, type DoorAnswer, type DoorRequest } from './policy.suite.ts'
import { call } from '../testing/test-server.ts'
import { rpc } from '../mcp/testing/json-rpc.ts'
import { ERROR_META, HEADERS_META, INVOCATION_META } from '../mcp/index.ts'
import { ERROR_CATALOGUE, type ErrorCode } from '../errors/index.ts'

const lower = (h: Headers): Record<string, string> =>
  Object.fromEntries([...h.entries()].map(([k, v]) => [k.toLowerCase(), v]))

policySuite('MCP', (srv) => {
  const rest = async (token: string, method: string, path: string, o: DoorRequest): Promise<DoorAnswer> => {
    const headers: Record<string, string> = {}
    if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey
    if (o.version) headers['service-version'] = o.version
    const qs = o.query ? `?${new URLSearchParams(o.query).toString()}` : ''
    const r = await call(srv.url, path + qs, {
      method: method.toUpperCase(),
      token,
      headers,
      ...(o.body !== undefined ? { body: o.body } : {}),
    })
    return { status: r.status, body: (r.body ?? {}) as DoorAnswer['body'], headers: lower(r.headers) }
  }
  return {
    skill: async (token, nameOrSlug, input, o = {}) => {
      const headers: Record<string, string> = {}
      if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey
      if (o.version) headers['service-version'] = o.version
      const a = await rpc(`${srv.url}/mcp`, 'tools/call', { name: nameOrSlug, arguments: input }, { token, headers })
      if (a.status !== 200) return { status: a.status, body: a.body as DoorAnswer['body'], headers: lower(a.headers) }
      const m = a.message as { result?: Record<string, unknown>; error?: { data?: { error: Record<string, unknown> } } }
      if (m.error) {
        const error = m.error.data!.error
        return { status: ERROR_CATALOGUE[error.code as ErrorCode].status, body: { error }, headers: lower(a.headers) }
      }
      const r = m.result!
      const meta = r._meta as Record<string, Record<string, string>>
      if (r.isError) {
        const error = meta[ERROR_META]!
        return {
          status: ERROR_CATALOGUE[error.code as ErrorCode].status,
          body: { error },
          headers: meta[HEADERS_META]!,
        }
      }
      return {
        status: 200,
        body: { ...meta[INVOCATION_META], output: r.structuredContent },
        headers: meta[HEADERS_META]!,
      }
    },
    operation: (token, operationId, o = {}) => {
      const op = srv.services.operations.get(operationId)
      const path = op.path.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(o.params?.[n] ?? ''))
      return rest(token, op.method, path, o)
    },
  }
})
