// Request validation, the same for every door: path, query and body against openapi.yaml for REST operations;
// a skill's input against its input.schema.json (defaults applied); strings must be well-formed Unicode. 422
// validation_error naming the fields.
import { AppError } from '../errors/index.ts'
import { ajvErrorsToValidation, rejectIllFormedStrings } from '../validation/index.ts'
import type { OpContext } from './context.ts'

/** The operation's path with its parameters filled in (the validator reads path parameters from it). */
function concretePath(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

function hasQuery(q: Record<string, unknown> | string): boolean {
  return typeof q === 'string' ? q.length > 0 : Object.keys(q).length > 0
}

export function validate(c: OpContext): void {
  const { op, call } = c
  // A lone UTF-16 surrogate would be stored as something else than was sent: refused in any body, from any door.
  rejectIllFormedStrings(c.body)
  const skill = op.skill
  // Skills take no query: validated only when one is sent (so unknown parameters are refused), off the hot path.
  if (!skill || hasQuery(call.query)) {
    const withBody = !skill && op.hasBody
    // A streamed body (an upload) is the operation's to read: params and query are checked here against an empty
    // form (the validator leaves binary parts out of `required`), the parts by the operation.
    const body = op.bodyStream ? {} : c.body
    const v = c.deps.router.validate(
      {
        method: op.method,
        path: concretePath(op.path, call.params),
        headers: withBody && body !== undefined ? { 'content-type': 'application/json' } : {},
        query: call.query,
        body,
      },
      op.spec,
      withBody,
    )
    if (v.errors) throw ajvErrorsToValidation(v.errors, { wrapped: true })
    c.query = (v.coerced?.query ?? {}) as Record<string, unknown>
  }
  if (!skill) return
  const input = c.body
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new AppError('validation_error', 'Invalid request: the body must be a JSON object.', {
      details: [{ loc: ['body'], msg: 'must be object', type: 'invalid_type' }],
    })
  }
  if (!skill.validateInput(input)) throw ajvErrorsToValidation(skill.validateInput.errors ?? [], { wrapped: false })
}
