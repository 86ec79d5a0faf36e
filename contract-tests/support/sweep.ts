// One concrete request per operation of a harness's served document, for sweeps that expect the same answer
// from every operation (a spent request budget, a spent IP gate). Written from the document alone: path
// parameters are filled from `params`, a declared body is `{}` (throttles answer before the body is read), and
// `x-never-throttled` marks the operations no throttle applies to (SPEC-DECISIONS "Rate limits").
import type { Harness } from './harness.ts'
import type { SpecOperation } from './spec-operations.ts'

export interface SweepRequest {
  operation: SpecOperation
  method: string
  path: string
  body: unknown
  neverThrottled: boolean
}

export function everyOperation(h: Harness, params: Record<string, string>): SweepRequest[] {
  return h.operations.all.map((operation) => {
    const op = h.spec.paths[operation.path]![operation.method] as Record<string, unknown>
    const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x'))
    return {
      operation,
      method: operation.method.toUpperCase(),
      path,
      body: op.requestBody ? {} : undefined,
      neverThrottled: op['x-never-throttled'] === true,
    }
  })
}
