// The request pipeline, in order (ARCHITECTURE "The request pipeline in one file"):
//   request id → version → route (404/405) → authenticate → [rate limit, idempotency: issue 3]
//   → body → validate → operation → response check → envelope.
// The body is read only after authentication, and only for operations that declare one, so an anonymous
// client cannot make the server parse a large body, and a body sent to an operation without one is ignored.
// Public operations are the ones whose `security` is empty in openapi.yaml (/health, /openapi.json).
import express, { type NextFunction, type Request, type Response } from 'express'
import type { Services } from '../services.ts'
import { AppError, ajvErrorsToValidation } from '../errors/index.ts'
import { randomUUID } from 'node:crypto'
import { resolveVersion, VERSION_HEADER, LATEST_VERSION } from '../versioning/index.ts'
import { sendError } from './envelope.ts'
import { buildRoutes, validatesOwnBody } from './routes.ts'
import type { HttpCall } from './types.ts'
import { lazyChild, type Logger } from '../lib/logger.ts'

interface Locals { correlationId: string; logger: Logger; version: string; started: number }

const locals = (res: Response): Locals => res.locals as Locals

function hasBody(req: Request): boolean {
  const len = req.headers['content-length']
  return (len !== undefined && len !== '0') || req.headers['transfer-encoding'] !== undefined
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
    const l: Locals = { correlationId, logger: lazyChild(s.logger, { correlation_id: correlationId }), version: LATEST_VERSION, started: performance.now() }
    Object.assign(res.locals, l)
    res.setHeader('X-Correlation-Id', correlationId)
    res.setHeader(VERSION_HEADER, LATEST_VERSION)
    res.on('finish', () => {
      s.logger.info({ correlation_id: correlationId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(performance.now() - l.started) }, 'request')
    })
    return l
  }

  // One express layer runs every stage in order (each extra layer costs a router hop per request).
  app.use(async (req, res, next) => {
    try {
      const l = begin(req, res)
      // 2. Version.
      l.version = resolveVersion(req.headers['service-version'])
      res.setHeader(VERSION_HEADER, l.version)
      // 3–8. Route, authenticate, read the body, validate, run the operation, check the response.
      const match = s.router.match(req.method, req.path)
      if (match.kind === 'not_found') throw new AppError('route_not_found', `No route for ${req.method} ${req.path.slice(0, 200)}.`)
      if (match.kind === 'method_not_allowed') {
        throw new AppError('method_not_allowed', `${req.method} is not allowed here; use ${match.allow.join(', ')}.`, { headers: { Allow: match.allow.join(', ') } })
      }
      const op = match.operation
      const isPublic = Array.isArray(op.security) && op.security.length === 0
      const principal = isPublic ? null : await s.authenticator.authenticate({ authorization: req.headers.authorization, cookie: req.headers.cookie })
      if (match.malformedParam) {
        const name = match.malformedParam
        throw new AppError('validation_error', `Invalid request: ${name} is not a valid percent-encoded path segment.`, {
          param: name, details: [{ loc: ['path', name], msg: 'is not a valid percent-encoded path segment', type: 'invalid_format' }],
        })
      }
      if (op.requestBody) await readBody(req, res)
      else req.body = undefined

      const rawQuery = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : ''
      const ownBody = validatesOwnBody(op.operationId ?? '')
      // Body parse errors are turned into envelopes by the error handler below (entity.* types).
      let query: Record<string, unknown> = {}
      if (!ownBody) {
        const headers = { ...req.headers }
        if (req.body === undefined) delete headers['content-type']
        const v = s.router.validate({ method: req.method, path: req.path, headers, query: rawQuery, body: req.body }, op, true)
        if (v.errors) throw ajvErrorsToValidation(v.errors, { wrapped: true })
        query = (v.coerced?.query ?? {}) as Record<string, unknown>
      }

      const call: HttpCall = {
        operation: op, principal, params: match.params, query, body: req.body, correlationId: l.correlationId,
        version: l.version, logger: l.logger, req, res,
      }
      const handler = routes[op.operationId ?? '']
      if (!handler) throw new Error(`no handler for operation ${op.operationId}`)
      const result = await handler(call)
      if (s.config.responseValidation !== 'off' && result.body !== undefined && op.operationId !== 'getOpenApi') {
        const check = s.router.backend.validator.validateResponse(result.body, op, result.status)
        if (check.errors) {
          l.logger.error({ operation: op.operationId, status: result.status, response_errors: check.errors.map((e) => `${e.instancePath} ${e.message}`) }, 'response does not match openapi.yaml')
          if (s.config.responseValidation === 'enforce') throw new AppError('internal_error')
        }
      }
      if (result.headers) for (const [h, v] of Object.entries(result.headers)) res.setHeader(h, v)
      if (result.body === undefined) res.status(result.status).end()
      else res.status(result.status).json(result.body)
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
    sendError(res, appErr, l?.correlationId ?? 'unknown', l?.logger ?? s.logger)
  })
  return app
}
