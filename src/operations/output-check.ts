// The output check: a skill's output always matches its output.schema.json (defaults such as stub_fields and
// warnings filled in) or the call fails with 500 and a log line naming the paths, never invalid data
// (SPEC-DECISIONS "Skills"). REST results are checked against openapi.yaml when RESPONSE_VALIDATION asks.
import { AppError } from '../errors/index.ts'
import { ajvErrorText } from '../validation/index.ts'
import type { OpContext } from './context.ts'
import type { OperationResult } from './types.ts'

export function checkOutput(c: OpContext, r: OperationResult): OperationResult {
  const skill = c.op.skill
  // A replay carries a result that was checked when it was made.
  if (skill && !r.replayed) {
    // Validated in place: output defaults are added to the object the handler returned (sdk.ts says so).
    const output = (r.body as { output: unknown }).output
    if (!skill.validateOutput(output)) {
      // Paths and the fields refused, never the values (an output carries client data).
      const where = (skill.validateOutput.errors ?? []).map((e) => ajvErrorText(e))
      c.call.logger.error(
        { skill: skill.manifest.name, output_errors: where },
        'skill returned output that does not match its output schema',
      )
      throw new AppError('internal_error')
    }
  }
  const mode = c.deps.responseValidation
  if (mode !== 'off' && r.body !== undefined) {
    const check = c.deps.router.backend.validator.validateResponse(r.body, c.op.spec, r.status)
    if (check.errors) {
      c.call.logger.error(
        {
          operation: c.op.id,
          status: r.status,
          response_errors: check.errors.map((e) => `${e.instancePath} ${e.message}`),
        },
        'response does not match openapi.yaml',
      )
      if (mode === 'enforce') throw new AppError('internal_error')
    }
  }
  return r
}
