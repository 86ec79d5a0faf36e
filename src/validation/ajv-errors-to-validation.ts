// Maps Ajv errors to the validation envelope (SPEC-DECISIONS "Errors"): `param` names the first failing field and
// `details` has one item per failing field ({loc, msg, type}), at most MAX_DETAILS; `details_truncated: true` says
// the list is not complete (cut at the bound, or the check stopped at the first failure on a large body).
// `loc` starts with where the value came from (body, query, path, header), then strings for property names and
// numbers for array indexes, the same shape skill-runtime gives a SkillInputError.
import type { ErrorObject } from 'ajv'
import { AppError, type ValidationDetail } from '../errors/index.ts'

export const MAX_DETAILS = 20

type Segment = string | number

const incompleteLists = new WeakSet<readonly ErrorObject[]>()
/** The data an error list was produced on, so only the errors that get reported are located in it. */
const dataOf = new WeakMap<readonly ErrorObject[], { data: unknown }>()

/** Marks an error list as possibly incomplete: the validator stopped at the first failure. */
export function markIncomplete<T extends readonly ErrorObject[]>(errors: T): T {
  incompleteLists.add(errors)
  return errors
}

const INDEX = /^(?:0|[1-9]\d*)$/

function unescapePointer(p: string): string {
  return p.replace(/~1/g, '/').replace(/~0/g, '~')
}

/**
 * A JSON pointer as loc segments: an index into an array is a number, a property name a string. Where `data` is
 * known the containers decide; past it (or without it), a segment of digits counts as an index.
 */
export function pointerToLoc(pointer: string, data?: unknown): Segment[] {
  if (!pointer) return []
  const out: Segment[] = []
  let cur: unknown = data
  let known = data !== undefined
  for (const raw of pointer.split('/').slice(1)) {
    const seg = unescapePointer(raw)
    if (known && Array.isArray(cur) && INDEX.test(seg)) {
      out.push(Number(seg))
      cur = cur[Number(seg)]
    } else if (known && cur !== null && typeof cur === 'object' && !Array.isArray(cur)) {
      out.push(seg)
      cur = Object.hasOwn(cur, seg) ? (cur as Record<string, unknown>)[seg] : undefined
    } else {
      known = false
      out.push(INDEX.test(seg) ? Number(seg) : seg)
    }
    if (cur === undefined) known = false
  }
  return out
}

/**
 * Ties an error list to the data it was produced on (an array's index then becomes a number in `loc`, an object's
 * digit-named property stays a string). Returns a copy of the list; the incomplete mark carries over.
 */
export function locateErrors(errors: readonly ErrorObject[], data: unknown): ErrorObject[] {
  const out = [...errors]
  dataOf.set(out, { data })
  return incompleteLists.has(errors) ? markIncomplete(out) : out
}

function describe(e: ErrorObject, data: unknown): { loc: Segment[]; msg: string; type: string } {
  const loc = pointerToLoc(e.instancePath, data)
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
      return {
        loc,
        msg: `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        type: 'invalid_value',
      }
    case 'const':
      return { loc, msg: `must be ${JSON.stringify(p.allowedValue)}`, type: 'invalid_value' }
    case 'parse':
      return { loc, msg: 'is not valid JSON', type: 'invalid_json' }
    default:
      return { loc, msg: e.message ?? 'is invalid', type: e.keyword }
  }
}

// Summaries that repeat what their branch errors say; kept only when nothing else explains the failure.
const SUMMARY_KEYWORDS = new Set(['oneOf', 'anyOf', 'if'])

/**
 * Turns Ajv errors into a 422 AppError. With `wrapped`, the first path segment is openapi-backend's wrapper
 * (`requestBody`, `query`, `path`, `header`): it becomes the location kind.
 */
export function ajvErrorsToValidation(
  errors: readonly ErrorObject[],
  opts: { wrapped: boolean; bodyLoc?: string; headerNames?: ReadonlyMap<string, string> },
): AppError {
  const details: ValidationDetail[] = []
  const seen = new Set<string>()
  const onlySummaries = errors.every((e) => SUMMARY_KEYWORDS.has(e.keyword))
  let truncated = incompleteLists.has(errors)
  const data = dataOf.get(errors)?.data
  for (const e of errors) {
    if (SUMMARY_KEYWORDS.has(e.keyword) && !onlySummaries) continue
    const d = describe(e, data)
    let loc: Segment[] = d.loc
    let kind = opts.bodyLoc ?? 'body'
    if (opts.wrapped && loc.length > 0) {
      const head = String(loc[0])
      kind = head === 'requestBody' ? 'body' : head
      loc = loc.slice(1)
      // Headers arrive lower-cased; name them as the description does (Idempotency-Key, Service-Version).
      const name = loc[0]
      if (kind === 'header' && typeof name === 'string')
        loc = [opts.headerNames?.get(name.toLowerCase()) ?? name, ...loc.slice(1)]
    }
    const key = JSON.stringify([kind, loc, d.type])
    if (seen.has(key)) continue
    if (details.length === MAX_DETAILS) {
      truncated = true
      break
    }
    seen.add(key)
    details.push({ loc: [kind, ...loc], msg: d.msg, type: d.type })
  }
  // An empty list never comes from a failed Ajv validation; still, the envelope promises at least one detail.
  if (!details.length) details.push({ loc: [opts.bodyLoc ?? 'body'], msg: 'failed validation', type: 'invalid' })
  const first = details[0]
  const fieldPath = first ? first.loc.slice(1).join('.') : ''
  const message = first
    ? fieldPath
      ? `Invalid request: ${fieldPath} ${first.msg}.`
      : `Invalid request: the ${String(first.loc[0])} ${first.msg}.`
    : 'The request failed validation.'
  return new AppError('validation_error', message, {
    ...(fieldPath ? { param: fieldPath } : {}),
    details,
    ...(truncated ? { extra: { details_truncated: true } } : {}),
  })
}
