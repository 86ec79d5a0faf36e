// The one entry point every door calls: resolve the operation, then run the stage table (stages.ts).
import type { OperationsDeps, OpContext } from './context.ts'
import type { OperationDef } from './catalog.ts'
import { execute, STAGES, type Stage } from './stages.ts'
import type { OperationCall, OperationResult } from './types.ts'
import type { Principal } from '../auth/index.ts'
import { toAppError } from '../errors/index.ts'

/** A call that passed the stages up to `authorize`; `run()` carries it through the rest. */
export interface AdmittedCall {
  run(): Promise<OperationResult>
}

/** Stands in for the run stage when a call is only admitted (never reaches a caller). */
const ADMITTED: OperationResult = { status: 0, headers: {} }

export class Operations {
  readonly deps: OperationsDeps
  private readonly stages: readonly Stage[]
  /** The stages up to and including `authorize`, closed by a run stage that only marks the call admitted. */
  private readonly admission: readonly Stage[]
  /** The stages after `authorize`. */
  private readonly rest: readonly Stage[]
  /** Skill resolution and `authorize` only (no request budget, nothing run): what `permits` asks. */
  private readonly permission: readonly Stage[]

  constructor(deps: OperationsDeps, stages: readonly Stage[] = STAGES) {
    this.deps = deps
    this.stages = stages
    const cut = stages.findIndex((s) => s.name === 'authorize') + 1
    if (cut === 0) throw new Error('the stage table has no authorize stage')
    this.admission = [...stages.slice(0, cut), { name: 'admitted', kind: 'run', run: () => ADMITTED }]
    this.rest = stages.slice(cut)
    this.permission = [
      ...stages.slice(0, cut).filter((s) => s.name === 'resolve skill' || s.name === 'authorize'),
      { name: 'permitted', kind: 'run', run: () => ADMITTED },
    ]
  }

  /**
   * Whether `principal` would pass the authorize stage for the operation (the generic skill operation resolved to
   * the skill `params` names): the same stage functions `run` uses, without the request budget and without running
   * anything. For a door that shows a caller only what it may call (MCP `tools/list`); a call still goes through
   * `run`/`admit`, which refuse the same way. An unknown skill is not permitted.
   */
  permits(principal: Principal | null, operationId: string, params: Readonly<Record<string, string>> = {}): boolean {
    // Skill resolution and authorize read only the operation, its params and the principal.
    const probe = {
      operationId,
      principal,
      params,
      query: {},
      body: undefined,
      version: '',
      correlationId: '',
      responseHeaders: {},
    }
    const c = this.context(probe as Omit<OperationCall, 'logger'> as OperationCall)
    try {
      const r = execute(this.permission, c)
      if (r instanceof Promise) throw new Error('the permission stages must decide synchronously')
      return true
    } catch (err) {
      const code = toAppError(err).code
      if (code === 'insufficient_scope' || code === 'auth_required' || code === 'skill_not_found') return false
      throw err
    }
  }

  /** The operation a call would run (404 skill_not_found for an unknown skill on the generic operation). */
  resolve(operationId: string, params: Readonly<Record<string, string>> = {}): OperationDef {
    return this.deps.catalog.resolve(operationId, params)
  }

  /** The operation a call names, before the generic skill operation is resolved to a skill. */
  get(operationId: string): OperationDef {
    const op = this.deps.catalog.get(operationId)
    if (!op) throw new Error(`unknown operation ${operationId}`)
    return op
  }

  /** Runs the call through every stage; resolves to the result or rejects with an AppError (or a fault). */
  run(call: OperationCall): Promise<OperationResult> {
    try {
      return Promise.resolve(this.runNow(call))
    } catch (err) {
      return Promise.reject(err)
    }
  }

  /**
   * run, without a promise when every stage answers synchronously (stages.ts execute): the result, or a promise of it;
   * a refusal decided synchronously is thrown. For a door that can use the difference (the HTTP door).
   */
  runNow(call: OperationCall): OperationResult | Promise<OperationResult> {
    return execute(this.stages, this.context(call))
  }

  /**
   * The same stages as run, in two steps: the stages up to `authorize` (request budget, skill resolution,
   * authorization) now, the rest when the answer's `run()` is called. For a door that must answer a refusal at
   * admission differently from the rest (the MCP door answers insufficient_scope with an HTTP 403 challenge and
   * everything else as a tool result). Rejects with the refusal, as run would.
   */
  async admit(call: OperationCall): Promise<AdmittedCall> {
    const c = this.context(call)
    await execute(this.admission, c)
    let ran = false
    return {
      run: async () => {
        if (ran) throw new Error('an admitted call runs once')
        ran = true
        return execute(this.rest, c, 0)
      },
    }
  }

  private context(call: OperationCall): OpContext {
    return new CallContext(call, this.get(call.operationId), this.deps)
  }
}

/** No query (a door that passes the query string, validated later): read-only, shared. */
const NO_QUERY: Record<string, unknown> = Object.freeze({})

/**
 * A call's context: a class, not an object literal. V8 decides per object literal (allocation site) whether its
 * objects live long and, once it has, allocates every later one in the old generation; a context literal so decided
 * (a burst of calls in flight at start-up is enough) made every request's context an old object that kept the
 * request's young objects alive through each young-generation collection, which then copied and promoted them
 * (7.8 KB a request before, 2.3 KB after, in the in-process bench; contract-tests/bench/HISTORY.md, "Eighth round"). Objects made
 * by `new` are not pretenured that way.
 */
class CallContext implements OpContext {
  readonly call: OperationCall
  op: OperationDef
  readonly deps: OperationsDeps
  readonly principal: OperationCall['principal']
  query: Record<string, unknown>
  body: unknown
  idempotencyKey: string | null = null
  constructor(call: OperationCall, op: OperationDef, deps: OperationsDeps) {
    this.call = call
    this.op = op
    this.deps = deps
    this.principal = call.principal
    this.query = typeof call.query === 'string' ? NO_QUERY : call.query
    this.body = call.body
  }
}
