// Ajv errors → 422 validation_error: loc typing (numbers for array indexes, strings for property names), the
// wrapper segment of openapi-backend, and summaries dropped in favour of the errors that explain them.
import { describe, expect, it } from 'vitest'
import { createAjv } from './ajv.ts'
import { ajvErrorsToValidation, locateErrors, pointerToLoc } from './ajv-errors-to-validation.ts'

describe('pointerToLoc', () => {
  it('lets the data decide between an index and a property name', () => {
    expect(pointerToLoc('/a/0/1', { a: [{ 1: 'x' }] })).toEqual(['a', 0, '1'])
    expect(pointerToLoc('/a~1b/c~0d', { 'a/b': { 'c~d': 1 } })).toEqual(['a/b', 'c~d'])
  })
  it('without the data, a segment of digits is an index', () => {
    expect(pointerToLoc('/a/12/b')).toEqual(['a', 12, 'b'])
    expect(pointerToLoc('')).toEqual([])
  })
})

describe('ajvErrorsToValidation', () => {
  const ajv = createAjv({ allErrors: true })

  it('maps openapi-backend wrapper segments to the location kind and names headers as declared', () => {
    const validate = ajv.compile({
      type: 'object',
      properties: {
        requestBody: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } },
        header: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 2 } } },
      },
    })
    const data = { requestBody: { tags: ['a', 3] }, header: { 'idempotency-key': 'x' } }
    expect(validate(data)).toBe(false)
    const e = ajvErrorsToValidation(locateErrors(validate.errors!, data), {
      wrapped: true,
      headerNames: new Map([['idempotency-key', 'Idempotency-Key']]),
    })
    expect(e.details!.map((d) => d.loc)).toEqual([
      ['body', 'tags', 1],
      ['header', 'Idempotency-Key'],
    ])
    expect(e.param).toBe('tags.1')
  })

  it('always carries at least one detail, as the envelope schema requires', () => {
    expect(ajvErrorsToValidation([], { wrapped: false }).details).toEqual([
      { loc: ['body'], msg: 'failed validation', type: 'invalid' },
    ])
  })

  it('drops oneOf/anyOf summaries when branch errors explain the failure', () => {
    const validate = ajv.compile({
      type: 'object',
      properties: { v: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
    })
    expect(validate({ v: true })).toBe(false)
    const e = ajvErrorsToValidation(validate.errors!, { wrapped: false })
    expect(e.details!.every((d) => d.type === 'invalid_type')).toBe(true)
  })
})
