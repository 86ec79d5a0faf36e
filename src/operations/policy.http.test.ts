// The operation policy through the HTTP door: real requests on a real socket.
import { policySuite, type DoorAnswer, type DoorRequest } from './policy.suite.ts'
import { call } from '../testing/test-server.ts'

const lower = (h: Headers): Record<string, string> =>
  Object.fromEntries([...h.entries()].map(([k, v]) => [k.toLowerCase(), v]))

policySuite('HTTP', (srv) => {
  const send = async (token: string, method: string, path: string, o: DoorRequest): Promise<DoorAnswer> => {
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
    skill: (token, nameOrSlug, input, o = {}) =>
      send(token, 'POST', `/api/v1/skills/${encodeURIComponent(nameOrSlug)}/invoke`, { ...o, body: input }),
    operation: (token, operationId, o = {}) => {
      const op = srv.services.operations.get(operationId)
      const path = op.path.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(o.params?.[n] ?? ''))
      return send(token, op.method, path, o)
    },
  }
})
