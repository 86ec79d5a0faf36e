// The request pipeline, in order (ARCHITECTURE "The request pipeline in one file"):
//   request id → route → IP gate ∥ authenticate → version → (404/405) → request budget → body → validate
//   → idempotency → [skill start limit → version transforms → operation → response check] → envelope.
// Never throttled (policies.ts NEVER_THROTTLED): /health, /openapi.json, GET /api/v1/skills; they still carry
// the IP gate's rate-limit headers, read without consuming.
// The body is read only after authentication, and only for operations that declare one, so an anonymous
// client cannot make the server parse a large body, and a body sent to an operation without one is ignored.
// Public operations are the ones whose `security` is empty in openapi.yaml (/health, /openapi.json).
import express, { type NextFunction, type Request, type Response } from 'express'
import type { Services } from '../services.ts'
import { AppError } from '../errors/index.ts'
import { ajvErrorsToValidation, rejectIllFormedStrings } from '../validation/index.ts'
import { randomUUID } from 'node:crypto'
import { VERSION_HEADER } from '../versioning/index.ts'
import { NEVER_THROTTLED, clientAddress } from '../ratelimit/index.ts'
import { REPLAYED_HEADER, fingerprint, idempotencyKeyOf, runIdempotent } from '../idempotency/index.ts'
import type { StoredResponse } from '../store/ports/index.ts'
import { skillInvokePath } from '../spec/index.ts'
import { sendError } from './envelope.ts'
import { buildRoutes, idempotentOperation, skillOf, validatesOwnBody } from './routes.ts'
import type { HttpCall } from './types.ts'
import { lazyChild, type Logger } from '../lib/logger.ts'

interface Locals {
  correlationId: string
  logger: Logger
  version: string
  started: number
  /** The rate-limit headers this response will carry: the IP gate's, replaced by the request budget's. */
  rateHeaders?: Record<string, string>
}

const locals = (res: Response): Locals => res.locals as Locals

function hasBody(req: Request): boolean {
  const len = req.headers['content-length']
  return (len !== undefined && len !== '0') || req.headers['transfer-encoding'] !== undefined
}

const headerNameCache = new WeakMap<object, Map<string, string>>()
/** lower-case → declared name of an operation's header parameters. */
function headerNamesOf(op: { parameters?: unknown[] }): Map<string, string> {
  let m = headerNameCache.get(op)
  if (!m) {
    m = new Map()
    for (const p of (op.parameters ?? []) as { in?: string; name?: string }[]) if (p.in === 'header' && p.name) m.set(p.name.toLowerCase(), p.name)
    headerNameCache.set(op, m)
  }
  return m
}

function setHeaders(res: Response, headers: Record<string, string>): void {
  for (const [h, v] of Object.entries(headers)) res.setHeader(h, v)
}

/** RFC 9745 Deprecation (a structured date) and RFC 8288 Link to the successor. */
function deprecationHeaders(since: string, successor: string): Record<string, string> {
  return {
    Deprecation: `@${Math.floor(Date.parse(`${since}T00:00:00Z`) / 1000)}`,
    Link: `<${successor}>; rel="successor-version"`,
  }
}

export function buildPipeline(s: Services): express.Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.set('query parser', 'simple')
  const routes = buildRoutes(s)
  const json = express.json({ limit: s.config.bodyLimitBytes, strict: true, type: 'application/json' })

  /** Reads a JSON body (size-limited) when the operation declares one; 415 for any other media type. */
  const readBody = (req: Request, res: Response): Promise<void> => new Promise((resolve, reject) => {
    if (!hasBody(req)) return resolve()
    if (!req.is('application/json')) {
      return reject(new AppError('unsupported_media_type', `Send the body as application/json (got ${JSON.stringify((req.headers['content-type'] ?? 'none').slice(0, 60))}).`))
    }
    json(req, res, (err?: unknown) => (err ? reject(err) : resolve()))
  })

  // 1. Request id, logger, timing; Service-Version on every response, errors included.
  const begin = (req: Request, res: Response): Locals => {
    const correlationId = `req_${randomUUID().replaceAll('-', '')}`
    // res.locals itself, so later stages and the error handler see every update.
    const l = Object.assign(res.locals, {
      correlationId, logger: lazyChild(s.logger, { correlation_id: correlationId }), version: s.versioning.latest, started: performance.now(),
    } satisfies Locals) as Locals
    res.setHeader('X-Correlation-Id', correlationId)
    res.setHeader(VERSION_HEADER, s.versioning.latest)
    res.on('finish', () => {
      s.logger.info({ correlation_id: correlationId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(performance.now() - l.started) }, 'request')
    })
    return l
  }

  // One express layer runs every stage in order (each extra layer costs a router hop per request).
  app.use(async (req, res, next) => {
    try {
      const l = begin(req, res)
      // 2. Route; 3. IP gate (before every refusal, so each carries rate-limit headers and is counted).
      const match = s.router.match(req.method, req.path)
      const throttled = !(match.kind === 'ok' && NEVER_THROTTLED.has(match.operation.operationId ?? ''))
      const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], s.trustedProxies)
      const gate = throttled ? s.limiter.ipGate(address) : s.limiter.ipState(address)
      const routed = match.kind === 'ok' ? match.operation : null
      const isPublic = !routed || (Array.isArray(routed.security) && routed.security.length === 0)
      // 5. Authenticate, concurrently with the IP gate (independent; with Redis it saves a round trip). Both are
      // settled before either result is used, so a refusal by the gate (429) always wins over a 401.
      const [gated, authenticated] = await Promise.allSettled([
        gate,
        isPublic ? Promise.resolve(null) : s.authenticator.authenticate({ authorization: req.headers.authorization, cookie: req.headers.cookie }),
      ])
      if (gated.status === 'rejected') throw gated.reason
      l.rateHeaders = gated.value
      // 4. Version.
      l.version = s.versioning.resolve(req.headers['service-version'])
      res.setHeader(VERSION_HEADER, l.version)
      if (match.kind === 'not_found') throw new AppError('route_not_found', `No route for ${req.method} ${req.path.slice(0, 200)}.`)
      if (match.kind === 'method_not_allowed') {
        throw new AppError('method_not_allowed', `${req.method} is not allowed here; use ${match.allow.join(', ')}.`, { headers: { Allow: match.allow.join(', ') } })
      }
      if (authenticated.status === 'rejected') throw authenticated.reason
      const principal = authenticated.value
      const operation = match.operation
      const operationId = operation.operationId ?? ''
      // 6. Request budget.
      if (principal && throttled) l.rateHeaders = await s.limiter.requestBudget(principal)
      if (match.malformedParam) {
        const name = match.malformedParam
        throw new AppError('validation_error', `Invalid request: ${name} is not a valid percent-encoded path segment.`, {
          param: name, details: [{ loc: ['path', name], msg: 'is not a valid percent-encoded path segment', type: 'invalid_format' }],
        })
      }
      const skill = skillOf(s.registry, operation, match.params)
      // Deprecated but working: the operation (openapi.yaml `deprecated`, `x-deprecated-since`, `x-successor`), or a
      // deprecated skill reached through the generic path.
      const x = operation as unknown as Record<string, unknown>
      if (operation.deprecated && typeof x['x-deprecated-since'] === 'string' && typeof x['x-successor'] === 'string') {
        setHeaders(res, deprecationHeaders(x['x-deprecated-since'], x['x-successor']))
      } else if (skill?.manifest.deprecated) {
        setHeaders(res, deprecationHeaders(skill.manifest.deprecated.since, skillInvokePath(skill.manifest.deprecated.successor)))
      }

      // 8. Body (after authentication, only where declared); 9. validate.
      if (operation.requestBody) await readBody(req, res)
      else req.body = undefined
      rejectIllFormedStrings(req.body)
      // Requests pinned to an older version are brought to the latest shape before anything else reads them.
      if (req.body !== undefined) req.body = s.versioning.upgradeRequest(l.version, operationId, req.body)
      const rawQuery = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : ''
      let query: Record<string, unknown> = {}
      if (!validatesOwnBody(operationId)) {
        const headers = { ...req.headers }
        if (req.body === undefined) delete headers['content-type']
        const v = s.router.validate({ method: req.method, path: req.path, headers, query: rawQuery, body: req.body }, operation, true)
        if (v.errors) throw ajvErrorsToValidation(v.errors, { wrapped: true, headerNames: headerNamesOf(operation) })
        query = (v.coerced?.query ?? {}) as Record<string, unknown>
      }

      // 11. The operation, with version transforms around it; 12. the response check.
      const execute = async (): Promise<StoredResponse> => {
        // A skill's own start limit counts executions only: an idempotent replay starts nothing.
        if (principal && skill?.manifest.rate_limit) await s.limiter.skillStarts(principal, skill.manifest.name, skill.manifest.rate_limit.starts_per_minute)
        const call: HttpCall = {
          operation, principal, params: match.params, query, body: req.body, correlationId: l.correlationId, version: l.version,
          logger: l.logger, req, res,
        }
        const handler = routes[operationId]
        if (!handler) throw new Error(`no handler for operation ${operationId}`)
        const result = await handler(call)
        if (s.config.responseValidation !== 'off' && result.body !== undefined && operationId !== 'getOpenApi') {
          const check = s.router.backend.validator.validateResponse(result.body, operation, result.status)
          if (check.errors) {
            l.logger.error({ operation: operationId, status: result.status, response_errors: check.errors.map((e) => `${e.instancePath} ${e.message}`) }, 'response does not match openapi.yaml')
            if (s.config.responseValidation === 'enforce') throw new AppError('internal_error')
          }
        }
        const body = result.body === undefined ? undefined : s.versioning.downgradeResponse(l.version, { operationId, status: result.status }, result.body)
        const headers: Record<string, string> = { ...result.headers }
        if (body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8'
        return { status: result.status, body: body === undefined ? '' : JSON.stringify(body), headers }
      }

      // 10. Idempotency: writes carrying a key run at most once per user and key within the replay window.
      const key = principal && idempotentOperation(operation, skill) ? idempotencyKeyOf(req.headers['idempotency-key'], req.body) : null
      const outcome = key && principal
        ? await runIdempotent(s.coordination.idempotency, s.sealer, s.clock, `idem:${principal.userId}`, key,
          fingerprint(req.method, `${l.version} ${req.path}`, req.body), execute)
        : { response: await execute(), replayed: false }
      if (key) res.setHeader('Idempotency-Key', key)
      if (outcome.replayed) res.setHeader(REPLAYED_HEADER, 'true')
      if (l.rateHeaders) setHeaders(res, l.rateHeaders)
      setHeaders(res, outcome.response.headers)
      res.status(outcome.response.status)
      if (outcome.response.body === '') res.end()
      else res.send(outcome.response.body)
    } catch (err) {
      next(err)
    }
  })

  // 9. Envelope: the only error renderer.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const l = locals(res)
    const e = err as { type?: string; status?: number }
    let appErr: unknown = err
    if (e && typeof e === 'object' && !(err instanceof AppError)) {
      if (e.type === 'entity.too.large') appErr = new AppError('payload_too_large', `The body exceeds ${s.config.bodyLimitBytes} bytes.`)
      else if (e.type === 'entity.parse.failed') appErr = new AppError('invalid_json')
      else if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported') appErr = new AppError('unsupported_media_type', 'Unsupported body charset or encoding.')
      else if (e.type === 'request.aborted') appErr = new AppError('invalid_json', 'The request body was not received completely.')
    }
    // Throttle refusals carry their own rate-limit headers (set from the error); others the ones in force.
    if (l?.rateHeaders && !res.headersSent) setHeaders(res, l.rateHeaders)
    sendError(res, appErr, l?.correlationId ?? 'unknown', l?.logger ?? s.logger)
  })
  return app
}
