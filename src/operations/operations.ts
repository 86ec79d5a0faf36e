// The one entry point every door calls: resolve the operation, then run the stage table (stages.ts).
import type { OperationsDeps, OpContext } from './context.ts'
import type { OperationDef } from './catalog.ts'
import { execute, STAGES, type Stage } from './stages.ts'
import type { OperationCall, OperationResult } from './types.ts'

export class Operations {
  readonly deps: OperationsDeps
  private readonly stages: readonly Stage[]

  constructor(deps: OperationsDeps, stages: readonly Stage[] = STAGES) {
    this.deps = deps
    this.stages = stages
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
    const op = this.get(call.operationId)
    const c: OpContext = {
      call, op, deps: this.deps, principal: call.principal,
      query: typeof call.query === 'string' ? {} : call.query, body: call.body, idempotencyKey: null,
    }
    return execute(this.stages, c)
  }
}
