// Routing and request validation with openapi-backend, made O(1) in the number of operations.
// openapi-backend rebuilds its operation list (lodash) and a RegExp per templated path on every request, so
// routing cost grows with the operation count (ARCHITECTURE: "Known traps"). After init we replace its
// router lookups with precompiled ones: a Map for literal paths (every skill is one: O(1) whatever the number of
// skills) and compiled RegExps for templated paths, bucketed by segment count (those come from openapi.yaml
// only, a handful, and do not grow with skills). Measured by `npm run bench`.
// The document is OpenAPI 3.1: `quick` skips openapi-backend's 3.0 meta-schema check (the bundle is
// validated with swagger-parser in codegen and tests instead) and Ajv is our 2020-12 instance.
// Request validation (src/validation/): numeric parameters must be decimal text before Ajv's coercion sees them;
// the first pass stops at the first failure, and a second, allErrors pass (compiled per operation on its first
// failure) lists every failing field when the request is small enough.
import {
  OpenAPIBackend,
  OpenAPIValidator,
  type Operation,
  type Request as OABRequest,
  type ValidationResult,
} from 'openapi-backend'
import type { Ajv, ErrorObject, Options } from 'ajv'
import {
  createAjv,
  locateErrors,
  numericParamErrors,
  numericParamsOf,
  reportableErrors,
  type NumericParam,
} from '../validation/index.ts'
import type { OpenApiDocument } from '../spec/index.ts'

export type MatchResult =
  | { kind: 'ok'; operation: Operation; params: Record<string, string>; malformedParam?: string }
  | { kind: 'not_found' }
  | { kind: 'method_not_allowed'; allow: string[] }

interface Template {
  regex: RegExp
  names: string[]
  specificity: number
  byMethod: Map<string, Operation>
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** customizeAjv for openapi-backend: one shared Ajv 2020 instance per validation context and coercion mode. */
function ajvPerContext(extra: Options = {}) {
  const cache = new Map<string, Ajv>()
  return (_original: unknown, opts: Options, ctx: string) => {
    const coerce = Boolean(opts.coerceTypes)
    const key = `${ctx}:${coerce}`
    let ajv = cache.get(key)
    if (!ajv) cache.set(key, (ajv = createAjv({ ...extra, coerceTypes: coerce ? 'array' : false })))
    // cast: openapi-backend types its Ajv factory for Ajv 8 draft-07; ours is Ajv 2020, the same API
    return ajv as never
  }
}

/**
 * openapi-backend as configured here, before our lookups replace its router's: quick mode (no 3.0
 * meta-schema check), strict, query coercion, and one shared Ajv 2020 instance per validation context.
 * Call init() on it. Exported so the benchmark compares against exactly this configuration.
 */
export function createBackend(doc: OpenApiDocument): OpenAPIBackend {
  return new OpenAPIBackend({
    // cast: openapi-backend types definitions as OpenAPI 3.0 documents; it reads 3.1 ones
    definition: structuredClone(doc) as never,
    quick: true,
    strict: true,
    validate: true,
    coerceTypes: true,
    ignoreTrailingSlashes: false,
    customizeAjv: ajvPerContext(),
  })
}

export class ApiRouter {
  readonly backend: OpenAPIBackend
  /** The allErrors pass, run only after the first pass failed on a small request. */
  private readonly thorough: OpenAPIValidator
  private readonly numericParams = new Map<string, NumericParam[]>()
  private readonly operations: Operation[]
  private readonly byId = new Map<string, Operation>()
  private readonly literal = new Map<string, Map<string, Operation>>()
  private readonly templates = new Map<number, Template[]>() // by path segment count

  private constructor(backend: OpenAPIBackend) {
    this.backend = backend
    const router = backend.router
    this.operations = router.getOperations()
    for (const op of this.operations) {
      if (op.operationId) this.byId.set(op.operationId, op)
      const numeric = numericParamsOf(op.parameters)
      if (op.operationId && numeric.length) this.numericParams.set(op.operationId, numeric)
      if (op.path.includes('{')) continue
      let m = this.literal.get(op.path)
      if (!m) this.literal.set(op.path, (m = new Map()))
      m.set(op.method, op)
    }
    const grouped = new Map<string, Operation[]>()
    for (const op of this.operations) {
      if (!op.path.includes('{')) continue
      const list = grouped.get(op.path) ?? []
      list.push(op)
      grouped.set(op.path, list)
    }
    for (const [p, ops] of grouped) {
      const names: string[] = []
      const pattern = p
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const m = /^\{([^}]+)\}$/.exec(part)
          if (m) {
            names.push(m[1]!)
            return '([^/]+)'
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        })
        .join('')
      const segments = p.split('/').length
      const bucket = this.templates.get(segments) ?? []
      bucket.push({
        regex: new RegExp(`^${pattern}$`),
        names,
        specificity: p.replace(/\{[^}]+\}/g, '').length,
        byMethod: new Map(ops.map((o) => [o.method, o])),
      })
      this.templates.set(segments, bucket)
    }
    for (const bucket of this.templates.values()) bucket.sort((a, b) => b.specificity - a.specificity)
    // Hand openapi-backend the same precompiled lookups, so its validator never rebuilds them either.
    router.getOperations = () => this.operations
    router.getOperation = (id: string) => this.byId.get(id)
    router.matchOperation = ((req: OABRequest) => {
      const r = this.match(req.method, req.path)
      return r.kind === 'ok' ? r.operation : undefined
    }) as typeof router.matchOperation
    this.thorough = new OpenAPIValidator({
      definition: backend.definition,
      router,
      lazyCompileValidators: true,
      coerceTypes: true,
      customizeAjv: ajvPerContext({ allErrors: true }),
    })
  }

  /**
   * The router for `doc`. Nothing in a router changes once built, so a process that builds several services from the
   * same document (the tests start hundreds of servers) compiles its validators once: building one is a third of a
   * server's start (contract-tests/bench/README.md, "Start-up"). Keyed by the document's JSON without `servers`; the last
   * few are kept.
   */
  static create(doc: OpenApiDocument): Promise<ApiRouter> {
    // `servers` names the deployment (PUBLIC_BASE_URL, per test server) and plays no part in routing or validation.
    const { servers: _servers, ...routed } = doc
    const key = JSON.stringify(routed)
    let built = ApiRouter.built.get(key)
    if (!built) {
      built = ApiRouter.build(doc)
      ApiRouter.built.set(key, built)
      built.catch(() => ApiRouter.built.delete(key))
      if (ApiRouter.built.size > 4) ApiRouter.built.delete(ApiRouter.built.keys().next().value!)
    }
    return built
  }

  private static readonly built = new Map<string, Promise<ApiRouter>>()

  private static async build(doc: OpenApiDocument): Promise<ApiRouter> {
    const backend = createBackend(doc)
    await backend.init()
    const router = new ApiRouter(backend)
    router.warm()
    return router
  }

  /** Compiles every request validator now instead of on each operation's first request. */
  private warm(): void {
    const v = this.backend.validator
    for (const op of this.operations) if (op.operationId) v.getRequestValidatorsForOperation(op.operationId)
  }

  get operationCount(): number {
    return this.operations.length
  }

  getOperation(id: string): Operation | undefined {
    return this.byId.get(id)
  }

  listOperations(): readonly Operation[] {
    return this.operations
  }

  match(method: string, rawPath: string): MatchResult {
    const m = method.toLowerCase()
    const r = this.matchMethod(m, rawPath)
    // HEAD works wherever GET does (Node sends no body for HEAD responses).
    if (m === 'head' && r.kind !== 'ok') {
      const g = this.matchMethod('get', rawPath)
      if (g.kind === 'ok') return g
    }
    if (r.kind === 'method_not_allowed' && r.allow.includes('GET') && !r.allow.includes('HEAD')) {
      return {
        kind: 'method_not_allowed',
        allow: [...r.allow, 'HEAD'].sort((a, b) => METHODS.indexOf(a.toLowerCase()) - METHODS.indexOf(b.toLowerCase())),
      }
    }
    return r
  }

  private matchMethod(m: string, rawPath: string): MatchResult {
    const q = rawPath.indexOf('?')
    const p = q === -1 ? rawPath : rawPath.slice(0, q)
    const lit = this.literal.get(p)
    const litOp = lit?.get(m)
    if (litOp) return { kind: 'ok', operation: litOp, params: {} }
    let allow: Set<string> | null = lit ? new Set(lit.keys()) : null
    let segments = 1
    for (let i = 0; i < p.length; i++) if (p.charCodeAt(i) === 47) segments++
    for (const t of this.templates.get(segments) ?? []) {
      const hit = t.regex.exec(p)
      if (!hit) continue
      const op = t.byMethod.get(m)
      if (op) {
        const params: Record<string, string> = {}
        let malformedParam: string | undefined
        t.names.forEach((n, i) => {
          const raw = hit[i + 1]!
          try {
            params[n] = decodeURIComponent(raw)
          } catch {
            params[n] = raw
            malformedParam ??= n
          }
        })
        return malformedParam
          ? { kind: 'ok', operation: op, params, malformedParam }
          : { kind: 'ok', operation: op, params }
      }
      allow ??= new Set()
      for (const k of t.byMethod.keys()) allow.add(k)
    }
    if (allow?.size)
      return { kind: 'method_not_allowed', allow: METHODS.filter((x) => allow!.has(x)).map((x) => x.toUpperCase()) }
    return { kind: 'not_found' }
  }

  /**
   * Validates params, query, headers and (when `withBody`) the body; returns coerced query values, or errors
   * located against the body (array indexes as numbers) for ajvErrorsToValidation.
   */
  validate(
    req: {
      method: string
      path: string
      headers: Record<string, string | string[] | undefined>
      query: string | Record<string, unknown>
      body: unknown
    },
    operation: Operation,
    withBody: boolean,
  ): ValidationResult<OABRequest> {
    const request: OABRequest = {
      method: req.method,
      path: req.path,
      headers: req.headers as Record<string, string | string[]>,
      query: req.query as string,
      ...(withBody ? { body: req.body } : {}),
    }
    const numeric = this.numericParams.get(operation.operationId ?? '')
    let numericErrors: ErrorObject[] = []
    if (numeric) {
      const parsed = this.backend.router.parseRequest(request, operation)
      numericErrors = numericParamErrors(numeric, { query: parsed.query, path: parsed.params, header: parsed.headers })
    }
    const r = this.backend.validator.validateRequest(request, operation)
    if (!r.errors && !numericErrors.length) return r
    const body = withBody ? req.body : undefined
    const locateIn = { requestBody: body }
    const errors = r.errors
      ? reportableErrors(
          body,
          [...numericErrors, ...r.errors],
          () => [...numericErrors, ...(this.thorough.validateRequest(request, operation).errors ?? [])],
          {
            size:
              typeof req.query === 'string'
                ? req.query
                  ? req.query.split('&').length
                  : 0
                : Object.keys(req.query).length,
            locateIn,
          },
        )
      : locateErrors(numericErrors, locateIn)
    return { ...r, valid: false, errors }
  }
}
