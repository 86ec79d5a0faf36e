// The HTTP door: transport concerns only (ARCHITECTURE "Doors over one operation pipeline"). In order:
//   request id → route (404/405) → IP gate ∥ authenticate → Service-Version → body (after authentication, only
//   where declared, media type, size, encoding) → the operation (src/operations: every rule) → JSON or SSE →
//   envelope.
// Rules that hold for every caller (scopes, budgets, start limits, idempotency, version transforms, validation,
// output checks) live in src/operations/stages.ts and are never repeated here.
// The IP gate runs before every refusal, so every response is counted and carries rate-limit headers; operations
// marked never throttled (`x-never-throttled`) carry the gate's headers, read without consuming.
import express, { type NextFunction, type Request, type Response } from 'express'
import { hash, randomUUID, timingSafeEqual } from 'node:crypto'
import { AppError } from '../errors/index.ts'
import type { Authenticator } from '../auth/index.ts'
import { clientAddress, type Limiter, type TrustedProxies } from '../ratelimit/index.ts'
import { VERSION_HEADER, type Versioning } from '../versioning/index.ts'
import type { ApiRouter, OperationCall, OperationResult, Operations } from '../operations/index.ts'
import { lazyChild, type Logger } from '../lib/logger.ts'
import { sendError } from './envelope.ts'
import { bodyReader } from './body.ts'
import { serveStream, wantsStream } from './sse.ts'

export interface HttpDeps {
  operations: Operations
  router: ApiRouter
  authenticator: Pick<Authenticator, 'authenticate'>
  limiter: Pick<Limiter, 'ipGate' | 'ipState'>
  versioning: Versioning
  trustedProxies: TrustedProxies
  logger: Logger
  sseHeartbeatMs: number
  /** Told of every finished request (metrics). */
  onRequest?: (operation: string, status: number, seconds: number) => void
  /** GET /metrics for holders of this bearer token; absent: /metrics does not exist (404). */
  metrics?: { token: string; render(): Promise<{ contentType: string; body: string }> }
}

interface Locals {
  correlationId: string
  logger: Logger
  started: number
  /** Headers the answer carries, success or failure: the IP gate's, then whatever the stages add. */
  headers: Record<string, string>
  /** The operation served (metrics label); 'unmatched' until routed. */
  operation: string
}

function setHeaders(res: Response, headers: Record<string, string>): void {
  for (const h in headers) res.setHeader(h, headers[h]!)
}

export function sendResult(res: Response, r: OperationResult): void {
  setHeaders(res, r.headers)
  res.statusCode = r.status
  if (r.body === undefined) { res.end(); return }
  const json = JSON.stringify(r.body)
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(json))
  res.end(json)
}

export function buildPipeline(d: HttpDeps): express.Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.set('query parser', 'simple')
  const readBody = bodyReader()

  const begin = (req: Request, res: Response): Locals => {
    const correlationId = `req_${randomUUID().replaceAll('-', '')}`
    // res.locals itself, so the error handler sees every update.
    const l = Object.assign(res.locals, {
      correlationId, logger: lazyChild(d.logger, { correlation_id: correlationId }), started: performance.now(), headers: {},
      operation: 'unmatched',
    } satisfies Locals) as Locals
    res.setHeader('X-Correlation-Id', correlationId)
    res.setHeader(VERSION_HEADER, d.versioning.latest)
    res.on('finish', () => {
      const ms = performance.now() - l.started
      d.logger.info({ correlation_id: correlationId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) }, 'request')
      d.onRequest?.(l.operation, res.statusCode, ms / 1000)
    })
    return l
  }

  // Operators' metrics: only with METRICS_TOKEN, only for its bearer, compared in constant time; otherwise
  // /metrics is an unknown route like any other (not part of the published API).
  const metricsDigest = d.metrics ? hash('sha256', d.metrics.token, 'buffer') : null
  const isMetricsScrape = (req: Request): boolean => {
    if (!metricsDigest || req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const m = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')
    return m !== null && timingSafeEqual(hash('sha256', m[1]!, 'buffer'), metricsDigest)
  }

  // One express layer runs the whole door (each extra layer costs a router hop per request).
  app.use(async (req, res, next) => {
    const l = begin(req, res)
    try {
      if (isMetricsScrape(req)) {
        l.operation = 'metrics'
        const m = await d.metrics!.render()
        res.setHeader('Content-Type', m.contentType)
        res.setHeader('Cache-Control', 'no-store')
        res.end(m.body)
        return
      }
      const match = d.router.match(req.method, req.path)
      const op = match.kind === 'ok' ? d.operations.deps.catalog.get(match.operation.operationId!) ?? null : null
      if (op) l.operation = op.id
      const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], d.trustedProxies)
      const gate = op?.neverThrottled ? d.limiter.ipState(address) : d.limiter.ipGate(address)
      // Authenticate concurrently with the IP gate (independent; with Redis it saves a round trip). Both settle
      // before either result is used, so a refusal by the gate (429) always wins over a 401.
      const [gated, authenticated] = await Promise.allSettled([
        gate,
        !op || op.isPublic ? Promise.resolve(null) : d.authenticator.authenticate({ authorization: req.headers.authorization, cookie: req.headers.cookie }),
      ])
      if (gated.status === 'rejected') throw gated.reason
      Object.assign(l.headers, gated.value)
      const version = d.versioning.resolve(req.headers['service-version'])
      res.setHeader(VERSION_HEADER, version)
      if (match.kind === 'not_found') throw new AppError('route_not_found', `No route for ${req.method} ${req.path.slice(0, 200)}.`)
      if (match.kind === 'method_not_allowed') {
        throw new AppError('method_not_allowed', `${req.method} is not allowed here; use ${match.allow.join(', ')}.`, { headers: { Allow: match.allow.join(', ') } })
      }
      if (authenticated.status === 'rejected') throw authenticated.reason
      if (match.malformedParam) {
        const name = match.malformedParam
        throw new AppError('validation_error', `Invalid request: ${name} is not a valid percent-encoded path segment.`, {
          param: name, details: [{ loc: ['path', name], msg: 'is not a valid percent-encoded path segment', type: 'invalid_format' }],
        })
      }
      // The skill a generic invocation names decides the body limit; an unknown one is refused by the stages, after
      // the request budget counted it, so its body is read under the default limit.
      let def = op!
      if (def.skillParam) { try { def = d.operations.resolve(def.id, match.params) } catch { /* 404 from the stages */ } }
      l.operation = def.id
      const body = def.hasBody ? await readBody(req, res, def.bodyLimitBytes) : undefined
      const idem = req.headers['idempotency-key']
      const controller = new AbortController()
      res.on('close', () => { if (!res.writableFinished) controller.abort(new Error('the client closed the connection')) })
      const call: OperationCall = {
        operationId: op!.id, principal: authenticated.value, params: match.params,
        query: req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '',
        body, idempotencyKey: Array.isArray(idem) ? idem[0] : idem, version,
        correlationId: l.correlationId, logger: l.logger, signal: controller.signal, responseHeaders: l.headers,
      }
      if (def.skill?.manifest.streaming && wantsStream(req)) {
        await serveStream(res, call, d.operations, { heartbeatMs: d.sseHeartbeatMs, logger: l.logger })
        return
      }
      const result = await d.operations.run(call)
      if (res.destroyed) return // the client went away; nobody reads the answer
      setHeaders(res, l.headers)
      sendResult(res, result)
    } catch (err) {
      // A client that went away is not a fault: nothing to answer, nothing to log above info.
      if (res.destroyed) { l.logger.info({ err: (err as Error).message }, 'client closed the connection before the answer'); return }
      next(err)
    }
  })

  // The envelope: the only error renderer.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const l = res.locals as Partial<Locals>
    if (l.headers && !res.headersSent) setHeaders(res, l.headers)
    sendError(res, err, l.correlationId ?? 'unknown', l.logger ?? d.logger)
  })
  return app
}
