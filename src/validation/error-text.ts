// One line per Ajv error for people reading a log or a test failure: the path, the message, and what the message
// leaves out (the field an object does not accept, the values an enum allows, the value given). Never used in an
// answer's envelope (ajv-errors-to-validation.ts builds that); a value is shown only where the caller passes the data
// and says it holds no secret (a skill's own schema files and examples, its test output).
import type { ErrorObject } from 'ajv'

const short = (v: unknown): string => {
  const s = JSON.stringify(v)
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}...` : s
}

/** `"/lines/0/amount must be string (given 12.5)"`, `"/ must NOT have additional properties (extra_field)"`. */
export function ajvErrorText(
  e: Pick<ErrorObject, 'instancePath' | 'message' | 'keyword' | 'params'>,
  data?: unknown,
): string {
  const at = e.instancePath || '/'
  const p = (e.params ?? {}) as Record<string, unknown>
  let extra = ''
  if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
    const name = p.additionalProperty ?? p.unevaluatedProperty
    if (name !== undefined) extra = ` (${String(name)})`
  } else if (e.keyword === 'enum' && Array.isArray(p.allowedValues)) {
    extra = ` (${p.allowedValues.slice(0, 8).map(short).join(', ')}${p.allowedValues.length > 8 ? ', ...' : ''})`
  }
  if (
    data !== undefined &&
    e.keyword !== 'additionalProperties' &&
    e.keyword !== 'required' &&
    e.keyword !== 'unevaluatedProperties'
  ) {
    const value = valueAt(data, e.instancePath)
    if (value.found && (typeof value.v !== 'object' || value.v === null)) extra += ` (given ${short(value.v)})`
  }
  return `${at} ${e.message ?? e.keyword}${extra}`.trim()
}

/** Every error of a list, `; `-joined, at most `most` of them. */
export function ajvErrorsText(
  errors: ReadonlyArray<Pick<ErrorObject, 'instancePath' | 'message' | 'keyword' | 'params'>> | null | undefined,
  data?: unknown,
  most = 10,
): string {
  const list = errors ?? []
  return (
    list
      .slice(0, most)
      .map((e) => ajvErrorText(e, data))
      .join('; ') + (list.length > most ? `; and ${list.length - most} more` : '')
  )
}

function valueAt(data: unknown, pointer: string): { found: boolean; v?: unknown } {
  let v = data
  for (const raw of pointer.split('/').slice(1)) {
    const k = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (typeof v !== 'object' || v === null || !(k in v)) return { found: false }
    v = (v as Record<string, unknown>)[k]
  }
  return { found: true, v }
}
