// Two-pass request validators: every failing field on small data, a bounded first-failure report on large data.
import { describe, expect, it } from 'vitest'
import { createAjv } from './ajv.ts'
import { ajvErrorsToValidation, MAX_DETAILS } from './ajv-errors-to-validation.ts'
import { compileRequestValidator, hasMoreValuesThan, THOROUGH_MAX_VALUES } from './request-validator.ts'

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1 },
    mode: { enum: ['a', 'b'], default: 'a' },
    items: { type: 'array', items: { type: 'object', required: ['x'], properties: { x: { type: 'integer' } } } },
  },
}

describe('hasMoreValuesThan', () => {
  it('counts objects, arrays and scalars, and stops at the bound', () => {
    expect(hasMoreValuesThan({ a: [1, 2], b: 'x' }, 5)).toBe(false) // root, a, 1, 2, b
    expect(hasMoreValuesThan({ a: [1, 2], b: 'x' }, 4)).toBe(true)
    expect(
      hasMoreValuesThan(
        Array.from({ length: 1_000_000 }, () => ({ x: 1 })),
        THOROUGH_MAX_VALUES,
      ),
    ).toBe(true)
    expect(hasMoreValuesThan(undefined, 1)).toBe(false)
  })
})

describe('compileRequestValidator', () => {
  const validate = compileRequestValidator(createAjv(), schema)

  it('passes valid data and applies defaults', () => {
    const data: Record<string, unknown> = { name: 'n' }
    expect(validate(data)).toBe(true)
    expect(validate.errors).toBeNull()
    expect(data.mode).toBe('a')
  })

  it('reports every failing field of small data, located with numeric array indexes', () => {
    expect(validate({ name: '', mode: 'c', extra: 1, items: [{ x: 1 }, { x: 'no' }, {}] })).toBe(false)
    const e = ajvErrorsToValidation(validate.errors ?? [], { wrapped: false })
    expect(e.details!.map((d) => d.loc)).toEqual([
      ['body', 'extra'],
      ['body', 'name'],
      ['body', 'mode'],
      ['body', 'items', 1, 'x'],
      ['body', 'items', 2, 'x'],
    ])
    expect(e.param).toBe('extra')
    expect(e.extra).toBeUndefined()
  })

  it('on large data, reports the first failure only and marks the list incomplete', () => {
    const items = Array.from({ length: 100_000 }, () => ({ x: 'bad' }))
    expect(validate({ name: 'n', items })).toBe(false)
    expect(validate.errors).toHaveLength(1)
    const e = ajvErrorsToValidation(validate.errors ?? [], { wrapped: false })
    expect(e).toMatchObject({
      param: 'items.0.x',
      details: [{ loc: ['body', 'items', 0, 'x'], type: 'invalid_type' }],
      extra: { details_truncated: true },
    })
  })

  it('keeps at most MAX_DETAILS details and says so', () => {
    const bad: Record<string, unknown> = { name: 'n' }
    for (let i = 0; i < 50; i++) bad[`f${i}`] = i
    expect(validate(bad)).toBe(false)
    const e = ajvErrorsToValidation(validate.errors ?? [], { wrapped: false })
    expect(e.details).toHaveLength(MAX_DETAILS)
    expect(e.extra).toEqual({ details_truncated: true })
  })
})
