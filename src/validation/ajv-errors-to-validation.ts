// Maps Ajv errors to the validation envelope: `param` names the first failing field and
// `details` has one item per failing field ({loc, msg, type}, per SPEC-DECISIONS "Errors").
import type { ErrorObject } from 'ajv'
import { AppError, type ValidationDetail } from '../errors/index.ts'

/** Where the validated object came from; the first path segment is dropped for openapi-backend's wrapper. */
export type Root = 'body' | 'request'

function pointerToLoc(pointer: string): string[] {
  if (!pointer) return []
  return pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
}

function describe(e: ErrorObject): { loc: string[]; msg: string; type: string } {
  const loc = pointerToLoc(e.instancePath)
  const p = e.params as Record<string, unknown>
  switch (e.keyword) {
    case 'required':
      return { loc: [...loc, String(p.missingProperty)], msg: 'is required', type: 'missing' }
    case 'additionalProperties':
      return { loc: [...loc, String(p.additionalProperty)], msg: 'is not an accepted field', type: 'unknown_field' }
    case 'unevaluatedProperties':
      return { loc: [...loc, String(p.unevaluatedProperty)], msg: 'is not an accepted field', type: 'unknown_field' }
    case 'type':
      return { loc, msg: `must be ${String(p.type).replace(',', ' or ')}`, type: 'invalid_type' }
    case 'format':
      return { loc, msg: `must be a valid ${String(p.format)}`, type: 'invalid_format' }
    case 'enum':
      return { loc, msg: `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`, type: 'invalid_value' }
    case 'const':
      return { loc, msg: `must be ${JSON.stringify(p.allowedValue)}`, type: 'invalid_value' }
    case 'parse':
      return { loc, msg: 'is not valid JSON', type: 'invalid_json' }
    default:
      return { loc, msg: e.message ?? 'is invalid', type: e.keyword }
  }
}

/**
 * Turns Ajv errors into a 422 AppError. `stripPrefix` drops openapi-backend's wrapper segment
 * (`requestBody`, `query`, `path`, `header`) and records it as the location kind.
 */
export function ajvErrorsToValidation(errors: ErrorObject[], opts: { wrapped: boolean; bodyLoc?: string; headerNames?: ReadonlyMap<string, string> }): AppError {
  const details: ValidationDetail[] = []
  const seen = new Set<string>()
  for (const e of errors) {
    // oneOf/anyOf summaries repeat what the branch errors say; keep the branch errors.
    if ((e.keyword === 'oneOf' || e.keyword === 'anyOf') && errors.length > 1) continue
    const d = describe(e)
    let loc: string[] = d.loc
    let kind = opts.bodyLoc ?? 'body'
    if (opts.wrapped && loc.length > 0) {
      const head = loc[0] as string
      kind = head === 'requestBody' ? 'body' : head === 'path' ? 'path' : head
      loc = loc.slice(1)
      // Headers arrive lower-cased; name them as the description does (Idempotency-Key, Service-Version).
      if (kind === 'header' && loc[0] !== undefined) loc = [opts.headerNames?.get(loc[0].toLowerCase()) ?? loc[0], ...loc.slice(1)]
    }
    const key = `${kind}/${loc.join('/')}/${d.type}`
    if (seen.has(key)) continue
    seen.add(key)
    details.push({ loc: [kind, ...loc], msg: d.msg, type: d.type })
  }
  const first = details[0]
  const fieldPath = first ? first.loc.slice(1).join('.') : ''
  const message = first
    ? fieldPath ? `Invalid request: ${fieldPath} ${first.msg}.` : `Invalid request: the ${first.loc[0]} ${first.msg}.`
    : 'The request failed validation.'
  return new AppError('validation_error', message, fieldPath ? { param: fieldPath, details } : { details })
}
