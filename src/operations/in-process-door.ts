// The in-process door: how WorkStream tasks and the admin command line call an operation or a skill, through the
// same stages as HTTP (authorization, budget, start limits, idempotency, versions, validation, output checks).
// The caller already holds a Principal (a task runs as its cycle's principal); there is no transport to adapt.
import { correlationId as newCorrelationId } from '../lib/ids.ts'
import type { Principal } from '../auth/index.ts'
import { lazyChild, type Logger } from '../lib/logger.ts'
import type { Versioning } from '../versioning/index.ts'
import type { Operations } from './operations.ts'
import type { OperationResult, StreamSink } from './types.ts'

export interface InProcessCall {
  principal: Principal
  params?: Record<string, string>
  query?: Record<string, unknown>
  body?: unknown
  idempotencyKey?: string
  /** The If-Match precondition (a cycle command's expected version). */
  ifMatch?: string
  /** Service-Version to run under; the latest when absent. */
  version?: string
  correlationId?: string
  signal?: AbortSignal
  onProgress?(fraction: number | null, message: string): void
  onDelta?(data: unknown): void
}

export interface InvocationResult {
  skill: string
  output: Record<string, unknown>
  correlation_id: string
}

export class InProcessDoor {
  private readonly ops: Operations
  private readonly versioning: Versioning
  private readonly logger: Logger

  constructor(ops: Operations, o: { versioning: Versioning; logger: Logger }) {
    this.ops = ops
    this.versioning = o.versioning
    this.logger = o.logger
  }

  /**
   * Runs any operation by id. Resolves to the result with every header a REST caller would have seen (rate-limit
   * state, deprecation, replay markers); rejects with the AppError a REST caller would have seen as an envelope.
   */
  async call(operationId: string, c: InProcessCall): Promise<OperationResult> {
    const correlationId = c.correlationId ?? newCorrelationId()
    const stream: StreamSink | undefined =
      c.onProgress || c.onDelta
        ? { begin() {}, progress: (f, m) => c.onProgress?.(f, m), delta: (d) => c.onDelta?.(d) }
        : undefined
    const responseHeaders: Record<string, string> = {}
    const r = await this.ops.run({
      operationId,
      principal: c.principal,
      params: c.params ?? {},
      query: c.query ?? {},
      // The stages fill defaults into the input in place: the caller's object stays as it was.
      body: c.body === undefined ? undefined : structuredClone(c.body),
      idempotencyKey: c.idempotencyKey,
      ifMatch: c.ifMatch,
      version: this.versioning.resolve(c.version),
      correlationId,
      logger: lazyChild(this.logger, { correlation_id: correlationId, door: 'in-process' }),
      signal: c.signal,
      stream,
      responseHeaders,
    })
    return { ...r, headers: { ...responseHeaders, ...r.headers } }
  }

  /** Runs a skill by name or slug; resolves to the invocation result (skill, output, correlation_id). */
  async invokeSkill(
    nameOrSlug: string,
    input: unknown,
    c: Omit<InProcessCall, 'body' | 'params' | 'query'>,
  ): Promise<InvocationResult> {
    // Through the generic operation, so an unknown skill is counted and refused exactly as over REST.
    const generic = this.ops.deps.catalog.genericSkillOperation()
    const r = await this.call(generic.id, { ...c, params: { [generic.skillParam!]: nameOrSlug }, body: input })
    return r.body as InvocationResult
  }
}
