// An example's expected output (skills/*/examples/*.json `expected`) against the output a skill gave: a subset match.
// Objects: every key `expected` names must be in the output with a matching value; keys it leaves out are not looked
// at. Arrays: the same length, element by element (order matters). Scalars: equal. A string placeholder matches a
// kind of value instead of one value, for what changes from run to run (ids, timestamps) or is not the point:
//
//   "<any>"        anything, null included (the key must be present)
//   "<string>"     any string           "<number>"   any number        "<boolean>"  true or false
//   "<date-time>"  an RFC 3339 timestamp ("2026-07-01T09:30:00Z", "2026-07-01T09:30:00.123+10:00")
//
// skills/README.md ("Examples") is the author's account of this; skills/examples.test.ts applies it.

export const PLACEHOLDERS = ['<any>', '<string>', '<number>', '<boolean>', '<date-time>'] as const

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)

function placeholderMatches(p: string, v: unknown): boolean | undefined {
  switch (p) {
    case '<any>':
      return true
    case '<string>':
      return typeof v === 'string'
    case '<number>':
      return typeof v === 'number'
    case '<boolean>':
      return typeof v === 'boolean'
    case '<date-time>':
      return typeof v === 'string' && DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))
    default:
      return undefined
  }
}

const show = (v: unknown): string => {
  const s = JSON.stringify(v)
  return s === undefined ? 'undefined' : s.length > 120 ? `${s.slice(0, 117)}...` : s
}

/**
 * Every difference between `actual` and `expected`, as `path: what` lines (`output.results.2.valid: expected false,
 * got true`); empty when `actual` matches. `path` names the root in the messages.
 */
export function compareExpected(actual: unknown, expected: unknown, path = 'output'): string[] {
  if (typeof expected === 'string') {
    const p = placeholderMatches(expected, actual)
    if (p !== undefined) return p ? [] : [`${path}: expected ${expected}, got ${show(actual)}`]
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${kindOf(actual)} ${show(actual)}`]
    const out: string[] = []
    if (actual.length !== expected.length) out.push(`${path}: expected ${expected.length} items, got ${actual.length}`)
    for (let i = 0; i < Math.min(actual.length, expected.length); i++)
      out.push(...compareExpected(actual[i], expected[i], `${path}.${i}`))
    return out
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual))
      return [`${path}: expected an object, got ${kindOf(actual)} ${show(actual)}`]
    const out: string[] = []
    for (const [k, v] of Object.entries(expected)) {
      if (!Object.hasOwn(actual, k)) {
        out.push(`${path}.${k}: missing (expected ${show(v)})`)
        continue
      }
      out.push(...compareExpected((actual as Record<string, unknown>)[k], v, `${path}.${k}`))
    }
    return out
  }
  return Object.is(actual, expected) || actual === expected
    ? []
    : [`${path}: expected ${show(expected)}, got ${show(actual)}`]
}
