// findIllFormedString: the first string (or object key) in document order that is not well-formed Unicode.
import { describe, expect, it } from 'vitest'
import { AppError } from '../errors/index.ts'
import { findIllFormedString, markWellFormed, rejectIllFormedStrings } from './well-formed.ts'

const lone = JSON.parse('"a\\ud800b"') as string

describe('findIllFormedString', () => {
  it('finds nothing in well-formed data, surrogate pairs included', () => {
    expect(findIllFormedString({ a: ['x', 1, null, true, { b: '\u{1f600}' }], c: 'é' })).toBeNull()
    expect(findIllFormedString(undefined)).toBeNull()
    expect(findIllFormedString(42)).toBeNull()
  })

  it('gives the path of the first offending value in document order, array indexes as numbers', () => {
    expect(findIllFormedString(lone)).toEqual([])
    expect(findIllFormedString({ a: 'ok', b: [1, { c: lone }], d: lone })).toEqual(['b', 1, 'c'])
    expect(findIllFormedString(['ok', '\udc00', lone])).toEqual([1])
  })

  it('checks object keys, reporting them with U+FFFD in place of the surrogate', () => {
    const key = JSON.parse('{"ok": 1, "k\\udfff": {"inner": "\\ud800"}}') as unknown
    expect(findIllFormedString(key)).toEqual(['k\ufffd'])
    expect(findIllFormedString({ outer: JSON.parse('{"\\ud800": 1}') })).toEqual(['outer', '\ufffd'])
  })

  it('walks deep nesting without recursion', () => {
    let v: unknown = lone
    for (let i = 0; i < 200_000; i++) v = i % 2 ? [v] : { n: v }
    const at = findIllFormedString(v)
    expect(at).toHaveLength(200_000)
    expect(at!.slice(0, 2)).toEqual([0, 'n'])
  })
})

describe('rejectIllFormedStrings', () => {
  it('throws 422 validation_error, type invalid_string, with the dotted param', () => {
    let err: unknown
    try {
      rejectIllFormedStrings({ items: [{ name: lone }] })
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(AppError)
    expect(err).toMatchObject({
      code: 'validation_error',
      status: 422,
      param: 'items.0.name',
      details: [{ loc: ['body', 'items', 0, 'name'], type: 'invalid_string' }],
    })
    expect((err as Error).message).not.toContain(lone)
  })

  it('passes well-formed and absent bodies', () => {
    expect(() => rejectIllFormedStrings(undefined)).not.toThrow()
    expect(() => rejectIllFormedStrings({ a: 'fine' })).not.toThrow()
  })
})

describe('markWellFormed', () => {
  it('vouches for a value parsed from text with no \\u escape, and only for that value', () => {
    const text = '{"name":"caf\u00e9 \u{1f600}"}' // the characters themselves, no escape
    const vouched = JSON.parse(text) as Record<string, unknown>
    markWellFormed(vouched, text)
    // the walk is skipped for it: a lone surrogate put in afterwards is not looked for (a reader marks a value it
    // has just parsed, which nothing has touched)
    vouched.name = lone
    expect(() => rejectIllFormedStrings(vouched)).not.toThrow()
    // an equal value it did not mark is walked
    expect(() => rejectIllFormedStrings({ name: lone })).toThrow(AppError)
  })

  it('vouches once, and only for the value marked last: any other value is walked', () => {
    const text = '{"name":"plain"}'
    const first = JSON.parse(text) as Record<string, unknown>
    const second = JSON.parse(text) as Record<string, unknown>
    markWellFormed(first, text)
    markWellFormed(second, text) // another request's body read before the first one's check
    first.name = lone
    second.name = lone
    expect(() => rejectIllFormedStrings(first)).toThrow(AppError)
    expect(() => rejectIllFormedStrings(second)).not.toThrow() // vouched: not walked
    expect(() => rejectIllFormedStrings(second)).toThrow(AppError) // checked once: walked after that
  })

  it('does not vouch for text with a \\u escape, even a harmless one', () => {
    for (const text of ['{"name":"a\\ud800b"}', '{"name":"\\u0041"}', '{"\\ud800":1}']) {
      const v = JSON.parse(text) as Record<string, unknown>
      markWellFormed(v, text)
      v.extra = lone
      expect(() => rejectIllFormedStrings(v), text).toThrow(AppError)
    }
  })
})
