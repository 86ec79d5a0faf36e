// Strings in a request body must be well-formed Unicode. JSON can carry a lone UTF-16 surrogate ("\ud800"); the
// stores cannot keep one (SQLite and BSON hold UTF-8, so it comes back as U+FFFD), so a value would be echoed as
// sent on create and read back changed. Such a body is refused as 422 validation_error, type invalid_string, with
// `param` the path of the first offending string or object key, before anything runs. The walk is iterative, so
// deep nesting cannot overflow the stack.
import { AppError } from '../errors/index.ts'

type Segment = string | number

interface Frame {
  value: unknown
  /** Property name or array index of this value in its parent; undefined for the root. */
  seg: Segment | undefined
  parent: Frame | undefined
}

function pathOf(f: Frame): Segment[] {
  const out: Segment[] = []
  for (let cur: Frame | undefined = f; cur && cur.seg !== undefined; cur = cur.parent) {
    out.push(typeof cur.seg === 'string' ? cur.seg.toWellFormed() : cur.seg)
  }
  return out.reverse()
}

/**
 * The path (property names, with lone surrogates shown as U+FFFD, and array indexes) of the first string in
 * document order that is not well-formed Unicode, counting object keys; [] when the root is such a string; null
 * when every string is well-formed.
 */
export function findIllFormedString(value: unknown): Segment[] | null {
  const stack: Frame[] = [{ value, seg: undefined, parent: undefined }]
  while (stack.length) {
    const f = stack.pop()!
    if (typeof f.seg === 'string' && !f.seg.isWellFormed()) return pathOf(f)
    const v = f.value
    if (typeof v === 'string') {
      if (!v.isWellFormed()) return pathOf(f)
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        if (v[i] !== null && (typeof v[i] === 'object' || typeof v[i] === 'string'))
          stack.push({ value: v[i], seg: i, parent: f })
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v)
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push({ value: (v as Record<string, unknown>)[keys[i]!], seg: keys[i]!, parent: f })
    }
  }
  return null
}

/**
 * The last body a reader vouched for (markWellFormed), until it is checked. One slot rather than a WeakSet: adding to a
 * WeakSet costs about half a microsecond a request with the collector's work for it, and a body is checked soon after
 * it is read, so the slot nearly always holds it when its check comes. Any other body (the slot taken meanwhile by
 * another request's) is walked, as every body was before: identity decides, so a body is never vouched for by another's.
 */
let vouched: object | null = null

/**
 * For a body reader: `value` was parsed by JSON.parse from `text`, decoded from UTF-8. Decoding UTF-8 never yields a
 * lone surrogate (an invalid sequence becomes U+FFFD), so only a `\u` escape can put one in a string; a text with no
 * backslash followed by `u` cannot, and its value is marked so that rejectIllFormedStrings need not walk it.
 */
export function markWellFormed(value: unknown, text: string): void {
  if (typeof value === 'object' && value !== null && !text.includes('\\u')) vouched = value
}

/** Throws 422 validation_error (invalid_string) when a request body holds a string that is not well-formed. */
export function rejectIllFormedStrings(body: unknown): void {
  if (body === undefined) return
  if (body === vouched) {
    vouched = null
    return
  }
  const at = findIllFormedString(body)
  if (!at) return
  const param = at.join('.')
  throw new AppError(
    'validation_error',
    param
      ? `Invalid request: ${param} is not well-formed Unicode text (it holds a lone UTF-16 surrogate).`
      : 'Invalid request: the body is not well-formed Unicode text (it holds a lone UTF-16 surrogate).',
    {
      ...(param ? { param } : {}),
      details: [
        {
          loc: ['body', ...at],
          msg: 'must be well-formed Unicode text (no lone UTF-16 surrogates)',
          type: 'invalid_string',
        },
      ],
    },
  )
}
