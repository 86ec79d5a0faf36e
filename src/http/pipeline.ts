// The HTTP door: transport concerns only (ARCHITECTURE "Doors over one operation pipeline"). In order:
//   request id → route (404/405) → IP gate ∥ authenticate → Service-Version → body (after authentication, only
//   where declared, media type, size, encoding) → the operation (src/operations: every rule) → JSON, bytes or SSE
//   → envelope.
// Streamed bodies (`x-body: stream`, uploads): instead of a parsed body the call carries `upload`, the body unread
// behind a counter that fails past the operation's limit (413) and hashes it for idempotency (body-stream.ts). The
// operation reads it; every stage (budget, authorization, params, idempotency) runs before a byte is read. What
// the operation left unread is discarded after the answer, so the connection stays usable.
// Streamed answers (a result's `content`, downloads): Content-Type and Content-Length from the result, the bytes
// piped; a read that fails half way cuts the connection (the length tells the client it is short).
// Cached answers (`x-cache-control`, the API description): serialised and compressed once, with an ETag; 304 on
// If-None-Match (lib/cached-body.ts).
// Rules that hold for every caller (scopes, budgets, start limits, idempotency, version transforms, validation,
// output checks) live in src/operations/stages.ts and are never repeated here.
// The IP gate runs before every refusal, so every response is counted and carries rate-limit headers; operations
// marked never throttled (`x-never-throttled`) carry the gate's headers, read without consuming.
import express, { type Request, type Response } from 'express'
import { hash, timingSafeEqual } from 'node:crypto'
import { correlationId } from '../lib/ids.ts'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { AppError } from '../errors/index.ts'
import type { Authenticator } from '../auth/index.ts'
import {
  clientAddress,
  rateLimitHeaders,
  type Limiter,
  type LimitState,
  type TrustedProxies,
} from '../ratelimit/index.ts'
import { VERSION_HEADER, type Versioning } from '../versioning/index.ts'
import type { ApiRouter, OperationCall, OperationResult, Operations } from '../operations/index.ts'
import { accessLogWriter, lazyChild, type Logger } from '../lib/logger.ts'
import { CachedBody, sendCached } from '../lib/cached-body.ts'
import { sendError } from './envelope.ts'
import { writeAnswer } from './answer.ts'
import { bodyReader } from './body.ts'
import { openBodyStream, type BodyStream } from './body-stream.ts'
import { serveEventStream, serveStream, wantsStream } from './sse.ts'

export interface HttpDeps {
  operations: Operations
  router: ApiRouter
  authenticator: Pick<Authenticator, 'authenticate' | 'authenticateNow'>
  limiter: Pick<Limiter, 'ipGate' | 'ipState' | 'ipGateNow' | 'ipStateNow'>
  versioning: Versioning
  trustedProxies: TrustedProxies
  logger: Logger
  sseHeartbeatMs: number
  /** Told of every finished request (metrics). */
  onRequest?: (operation: string, status: number, seconds: number) => void
  /** GET /metrics for holders of this bearer token; absent: /metrics does not exist (404). */
  metrics?: { token: string; render(): Promise<{ contentType: string; body: string }> }
  /** The service's own origins: cookie-authenticated writes must come from one of them (CSRF). */
  ownOrigins?: readonly string[]
  /** Other doors served on this listener (the MCP door), tried before the REST routes. */
  mounts?: readonly MountedDoor[]
}

/**
 * A door that shares this listener (ARCHITECTURE "Doors over one operation pipeline"): the HTTP door gives it the
 * request id, the access log line and the IP fairness gate, and hands it the request; the door answers everything
 * else itself (its own wire form). Neither door imports the other: app.ts joins them.
 */
export interface MountedDoor {
  /** The label the access log and metrics use. */
  readonly name: string
  /**
   * Every path `serves` can accept matches this: the HTTP door asks `serves` only about such paths, so a REST call
   * is not offered to every door in turn. Absent: every path is offered.
   */
  readonly pathPattern?: RegExp
  /** null when this door does not serve `path`; otherwise whether the IP gate counts the request. */
  serves(method: string, path: string): { throttled: boolean } | null
  /** Answers the request; `headers` (request id, rate-limit state) are already set on `res`. */
  serve(req: IncomingMessage, res: ServerResponse, ctx: { correlationId: string; logger: Logger }): Promise<void>
}

/**
 * The headers every answer starts with. A class, not an object literal: an object literal's objects can be pretenured
 * by V8 (allocated in the old generation), and an old per-request object keeps its young values alive through
 * young-generation collections (see CallContext in src/operations/operations.ts). Used as a plain record (headers
 * are added to it); the class has no enumerable properties of its own on its prototype.
 */
class AnswerHeaders {
  [name: string]: string
  constructor(correlationId: string, version: string) {
    this['X-Correlation-Id'] = correlationId
    this['Service-Version'] = version
  }
}

/** One request's state in the door. A class, so every request's object has the same shape. */
class Locals {
  readonly started = performance.now()
  /** Headers the answer carries, success or failure: ours, then whatever the stages add (the request budget's). */
  readonly headers: Record<string, string>
  /** The IP gate's state, until its headers are needed (answerHeaders). */
  ip: LimitState | null = null
  /** The operation served (metrics label); 'unmatched' until routed. */
  operation = 'unmatched'
  /** Aborted when the client goes away before the answer is written; only skill calls get one (they can stop). */
  controller: AbortController | null = null
  readonly correlationId: string
  /** The request's path (express's `req.path` parses on every read). */
  readonly path: string
  private readonly root: Logger
  private log: Logger | undefined
  constructor(correlationId: string, path: string, root: Logger, version: string) {
    this.correlationId = correlationId
    this.path = path
    this.root = root
    this.headers = new AnswerHeaders(correlationId, version)
  }

  /**
   * The headers for the answer: with the IP gate's rate-limit headers where nothing replaced them (every answer
   * carries one policy's; the request budget's, set by the stages, replace the gate's, so for most requests the gate's
   * are never built). Call once the answer is decided.
   */
  answerHeaders(): Record<string, string> {
    const ip = this.ip
    if (ip) {
      this.ip = null
      if (this.headers.RateLimit === undefined) Object.assign(this.headers, rateLimitHeaders(ip))
    }
    return this.headers
  }

  /** The request's logger (its lines carry the correlation id), built when something first logs through it. */
  get logger(): Logger {
    return (this.log ??= lazyChild(this.root, { correlation_id: this.correlationId }))
  }
}

/** A call from this door. A class, so that its logger is built only when something logs (most calls log nothing). */
class DoorCall implements OperationCall {
  readonly operationId: string
  readonly principal: OperationCall['principal']
  readonly params: OperationCall['params']
  readonly query: string
  readonly body: unknown
  upload?: BodyStream
  readonly idempotencyKey: string | undefined
  ifMatch?: string
  readonly version: string
  readonly correlationId: string
  readonly signal: AbortSignal | undefined
  readonly responseHeaders: Record<string, string>
  stream?: OperationCall['stream']
  private readonly l: Locals
  constructor(
    l: Locals,
    operationId: string,
    principal: OperationCall['principal'],
    params: OperationCall['params'],
    query: string,
    body: unknown,
    idempotencyKey: string | undefined,
    version: string,
  ) {
    this.l = l
    this.operationId = operationId
    this.principal = principal
    this.params = params
    this.query = query
    this.body = body
    this.idempotencyKey = idempotencyKey
    this.version = version
    this.correlationId = l.correlationId
    this.signal = l.controller?.signal
    this.responseHeaders = l.headers
  }

  get logger(): Logger {
    return this.l.logger
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A write authenticated by the session cookie must come from the service's own pages (CSRF; SameSite=Lax already
 * keeps the cookie off cross-site POSTs, this also refuses same-site cross-origin ones): `Sec-Fetch-Site` must be
 * same-origin or none (typed by the user), else, where a browser sent no fetch metadata, `Origin` must be one of
 * ours. Clients that are not browsers send neither and pass (a cookie is then just a credential they hold).
 */
export function refuseCrossSite(req: IncomingMessage, ownOrigins: readonly string[]): void {
  const site = req.headers['sec-fetch-site']
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return
    throw new AppError('origin_not_allowed', "Cookie-authenticated writes must come from this service's own pages.")
  }
  const origin = req.headers.origin
  if (origin !== undefined && !ownOrigins.includes(origin)) {
    throw new AppError('origin_not_allowed', "Cookie-authenticated writes must come from this service's own pages.")
  }
}

/** An operation's result as the answer; `extra` (the door's headers) first, the result's own after. */
export function sendResult(res: ServerResponse, r: OperationResult, extra?: Record<string, string>): void {
  const headers = extra ? Object.assign(extra, r.headers) : r.headers
  if (r.content) {
    sendContent(res, r.status, headers, r.content)
    return
  }
  writeAnswer(res, r.status, headers, r.body === undefined ? undefined : JSON.stringify(r.body))
}

function sendContent(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  content: NonNullable<OperationResult['content']>,
): void {
  const list: string[] = []
  for (const h in headers) list.push(h, headers[h]!)
  list.push('Content-Type', content.type, 'Content-Length', String(content.length))
  res.writeHead(status, list)
  content.stream.on('error', () => res.destroy())
  res.once('close', () => content.stream.destroy())
  content.stream.pipe(res)
}

/**
 * The serialised and compressed forms of a cached operation's result (`x-cache-control`), kept while the result
 * object lives: the API description's handler answers the same object every time, so it is serialised and compressed
 * once per process. A result built per request (a version transform's copy) is serialised for that request only.
 */
const cachedBodies = new WeakMap<object, CachedBody>()
function cachedBodyOf(body: unknown): CachedBody {
  if (body === null || typeof body !== 'object') return CachedBody.json(body)
  let c = cachedBodies.get(body)
  if (!c) cachedBodies.set(body, (c = CachedBody.json(body)))
  return c
}

/** What express's app function calls for each request (not in its published types). */
interface Handles {
  handle(req: Request, res: Response, next?: unknown): void
}

export function buildPipeline(d: HttpDeps): express.Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.set('query parser', 'simple')
  const readBody = bodyReader()
  const accessLine = accessLogWriter(d.logger)

  // One listener per request: 'close' follows 'finish' for an answer written out, and comes alone when the client
  // went away first (then a running skill is told through its signal). A response emits 'close' once, so `on`
  // (`once` wraps each listener in two more objects).
  const begin = (req: Request, res: Response): Locals => {
    const id = correlationId()
    const l = new Locals(id, req.path, d.logger, d.versioning.current)
    res.on('close', () => {
      if (!res.writableFinished) {
        l.controller?.abort(new Error('the client closed the connection'))
        return
      }
      const ms = performance.now() - l.started
      accessLine({ correlationId: id, method: req.method, path: l.path, status: res.statusCode, ms: Math.round(ms) })
      d.onRequest?.(l.operation, res.statusCode, ms / 1000)
    })
    return l
  }

  // Operators' metrics: only with METRICS_TOKEN, only for its bearer, compared in constant time; otherwise
  // /metrics is an unknown route like any other (not part of the published API).
  const metricsDigest = d.metrics ? hash('sha256', d.metrics.token, 'buffer') : null
  const isMetricsScrape = (req: Request, path: string): boolean => {
    if (!metricsDigest || path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const m = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')
    return m !== null && timingSafeEqual(hash('sha256', m[1]!, 'buffer'), metricsDigest)
  }

  // One test for all the mounted doors' paths, so most requests (REST calls) skip asking each door. Patterns with
  // flags are not combined (their sources alone would lose them): then every door is asked, as without patterns.
  const mountPaths =
    d.mounts?.length && d.mounts.every((m) => m.pathPattern && m.pathPattern.flags === '')
      ? new RegExp(d.mounts.map((m) => `(?:${m.pathPattern!.source})`).join('|'))
      : null
  const serveMount = (req: Request, l: Locals): { door: MountedDoor; throttled: boolean } | null => {
    if (mountPaths && !mountPaths.test(l.path)) return null
    for (const door of d.mounts!) {
      const s = door.serves(req.method, l.path)
      if (s) return { door, throttled: s.throttled }
    }
    return null
  }

  const serve = async (req: Request, res: Response, l: Locals): Promise<void> => {
    if (isMetricsScrape(req, l.path)) {
      l.operation = 'metrics'
      const m = await d.metrics!.render()
      l.headers['Cache-Control'] = 'no-store'
      writeAnswer(res, 200, l.headers, m.body, m.contentType)
      return
    }
    const mount = d.mounts?.length ? serveMount(req, l) : null
    if (mount) {
      const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], d.trustedProxies)
      l.operation = mount.door.name
      l.ip = mount.throttled ? await d.limiter.ipGate(address) : await d.limiter.ipState(address)
      const headers = l.answerHeaders()
      for (const h in headers) res.setHeader(h, headers[h]!)
      await mount.door.serve(req, res, { correlationId: l.correlationId, logger: l.logger })
      return
    }
    const match = d.router.match(req.method, l.path)
    const op = match.kind === 'ok' ? (d.operations.deps.catalog.get(match.operation.operationId!) ?? null) : null
    if (op) l.operation = op.id
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], d.trustedProxies)
    const needsAuth = op !== null && !op.isPublic
    const credentials = { authorization: req.headers.authorization, cookie: req.headers.cookie }
    // In-process limits and a key the validator cache vouches for are decided without I/O, and then without a promise
    // (a 429 from the gate is thrown here, before anything else). Otherwise authenticate concurrently with the IP gate
    // (independent; with Redis it saves a round trip); both settle before either result is used, so a refusal by the
    // gate (429) always wins over a 401.
    let gated = op?.neverThrottled ? d.limiter.ipStateNow(address) : d.limiter.ipGateNow(address)
    let principal = needsAuth ? d.authenticator.authenticateNow(credentials) : null
    let refused: { reason: unknown } | null = null
    if (gated === undefined || (needsAuth && principal === null)) {
      const [g, a] = await Promise.allSettled([
        gated ?? (op?.neverThrottled ? d.limiter.ipState(address) : d.limiter.ipGate(address)),
        needsAuth && principal === null ? d.authenticator.authenticate(credentials) : principal,
      ])
      if (g.status === 'rejected') throw g.reason
      gated = g.value
      if (a.status === 'rejected') refused = { reason: a.reason }
      else principal = a.value
    }
    l.ip = gated
    const version = d.versioning.resolve(req.headers['service-version'])
    l.headers[VERSION_HEADER] = version
    if (match.kind === 'not_found')
      throw new AppError('route_not_found', `No route for ${req.method} ${l.path.slice(0, 200)}.`)
    if (match.kind === 'method_not_allowed') {
      throw new AppError('method_not_allowed', `${req.method} is not allowed here; use ${match.allow.join(', ')}.`, {
        headers: { Allow: match.allow.join(', ') },
      })
    }
    if (refused) throw refused.reason
    if (principal?.method === 'session_cookie' && !SAFE_METHODS.has(req.method))
      refuseCrossSite(req, d.ownOrigins ?? [])
    if (match.malformedParam) {
      const name = match.malformedParam
      throw new AppError('validation_error', `Invalid request: ${name} is not a valid percent-encoded path segment.`, {
        param: name,
        details: [{ loc: ['path', name], msg: 'is not a valid percent-encoded path segment', type: 'invalid_format' }],
      })
    }
    // The skill a generic invocation names decides the body limit; an unknown one is refused by the stages, after
    // the request budget counted it, so its body is read under the default limit.
    let def = op!
    if (def.skillParam) {
      try {
        def = d.operations.resolve(def.id, match.params)
      } catch {
        /* 404 from the stages */
      }
    }
    l.operation = def.id
    let upload: BodyStream | undefined
    let body: unknown
    if (def.bodyStream) {
      upload = openBodyStream(req, def.bodyLimitBytes)
      // Whatever the operation did not read is discarded, so the connection can carry the next request.
      res.once('finish', () => {
        if (!req.complete) {
          req.unpipe(upload)
          req.resume()
        }
      })
    } else {
      const read = def.hasBody ? readBody(req, res, def.bodyLimitBytes) : undefined
      body = read instanceof Promise ? await read : read
    }
    const idem = req.headers['idempotency-key']
    if (def.skill) l.controller = new AbortController()
    const call = new DoorCall(
      l,
      op!.id,
      principal,
      match.params,
      req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '',
      body,
      Array.isArray(idem) ? idem[0] : idem,
      version,
    )
    if (upload) call.upload = upload
    const ifMatch = req.headers['if-match']
    if (ifMatch !== undefined) call.ifMatch = ifMatch
    if (def.sse && wantsStream(req)) {
      l.answerHeaders() // a stream's headers go out before the operation ends; the budget's replace these
      await serveEventStream(req, res, call, d.operations, { heartbeatMs: d.sseHeartbeatMs, logger: l.logger })
      return
    }
    if (def.skill?.manifest.streaming && wantsStream(req)) {
      l.answerHeaders()
      await serveStream(res, call, d.operations, { heartbeatMs: d.sseHeartbeatMs, logger: l.logger })
      return
    }
    const pending = d.operations.runNow(call)
    const result = pending instanceof Promise ? await pending : pending
    if (res.destroyed) return // the client went away; nobody reads the answer
    if (def.cacheControl && result.status === 200 && result.body !== undefined && !result.content) {
      await sendCached(req, res, cachedBodyOf(result.body), {
        ...l.answerHeaders(),
        ...result.headers,
        'Cache-Control': def.cacheControl,
        Vary: VERSION_HEADER,
      })
      return
    }
    sendResult(res, result, l.answerHeaders())
  }

  // The whole door, one function: errors are rendered here, by the envelope, with the headers gathered so far.
  const door = (req: Request, res: Response): void => {
    const l = begin(req, res)
    serve(req, res, l).catch((err: unknown) => {
      // A client that went away is not a fault: nothing to answer, nothing to log above info.
      if (res.destroyed) {
        l.logger.info({ err: (err as Error).message }, 'client closed the connection before the answer')
        return
      }
      sendError(res, err, l.correlationId, l.logger, l.answerHeaders())
    })
  }
  // The door is the app's only handler, so express's router has nothing to choose between: `handle` hands every
  // request straight to it, with express's request and response prototypes as the router would set them, and skips
  // the router's dispatch and the per-request final handler it would build (about 10 µs a request:
  // contract-tests/bench/HISTORY.md, "Fifth round"). A throw before the door's own error path answers the envelope.
  const request = app.request,
    response = app.response
  const own = messageClassesFor(request, response)
  // cast: express types apps as functions; handle() is express's internal entry, which the pipeline replaces (issue 27 §4 weighs it)
  ;(app as unknown as Handles).handle = (req, res) => {
    req.res = res
    res.req = req
    // A server built with messageClasses(app) (main.ts) makes them with these prototypes in their chain already;
    // changing an object's prototype on every request costs ~6 µs (contract-tests/bench/HISTORY.md, "Sixth round").
    if (!(req instanceof own.IncomingMessage)) Object.setPrototypeOf(req, request)
    if (!(res instanceof own.ServerResponse)) Object.setPrototypeOf(res, response)
    if (!res.locals) res.locals = Object.create(null) as Response['locals']
    try {
      door(req, res)
    } catch (err) {
      sendError(res, err, correlationId(), d.logger, {})
    }
  }
  classes.set(app, own)
  return app
}

/** The request and response classes an HTTP server should build for an app: see messageClasses. */
export interface MessageClasses {
  IncomingMessage: typeof http.IncomingMessage
  ServerResponse: typeof http.ServerResponse
}

const classes = new WeakMap<object, MessageClasses>()

/**
 * Constructors of Node's request and response whose prototypes are the app's own (express's request and response
 * helpers over Node's), for `http.createServer({ IncomingMessage, ServerResponse })`: each request then starts with
 * the prototype express gives it, instead of having it changed on arrival. Undefined for an app not built here.
 */
export function messageClasses(app: object): MessageClasses | undefined {
  return classes.get(app)
}

function messageClassesFor(request: object, response: object): MessageClasses {
  // Subclasses, so V8 sizes their objects for everything Node's constructors add (a plain function calling them on
  // `this` made objects that grew their property store on every request); their prototypes then lead to the app's.
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse {}
  Object.setPrototypeOf(AppRequest.prototype, request)
  Object.setPrototypeOf(AppResponse.prototype, response)
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse as typeof http.ServerResponse }
}
