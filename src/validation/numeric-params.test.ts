// Numeric parameters: decimal text only, before Ajv's coercion (which accepts anything Number() does).
import { describe, expect, it } from 'vitest'
import { isDecimalText, numericParamErrors, numericParamsOf } from './numeric-params.ts'

const params = numericParamsOf([
  { in: 'query', name: 'limit', schema: { type: 'integer', minimum: 1 } },
  { in: 'query', name: 'delta', schema: { type: 'integer' } },
  { in: 'query', name: 'ratio', schema: { type: ['number', 'null'], minimum: 0 } },
  { in: 'query', name: 'ids', schema: { type: 'array', items: { type: 'integer', minimum: 0 } } },
  { in: 'header', name: 'X-Page', schema: { type: 'integer', exclusiveMinimum: 0 } },
  { in: 'query', name: 'name', schema: { type: 'string' } },
])
const byName = (n: string) => params.find((p) => p.name === n)!

describe('numeric parameters', () => {
  it('finds the numeric ones and whether they may be negative', () => {
    expect(params.map((p) => [p.name, p.integer, p.negative])).toEqual([
      ['limit', true, false],
      ['delta', true, true],
      ['ratio', false, false],
      ['ids', true, false],
      ['X-Page', true, false],
    ])
  })

  it('accepts decimal digits only; a minus only where negatives are allowed', () => {
    for (const ok of ['0', '5', '007', '123456']) expect(isDecimalText(byName('limit'), ok), ok).toBe(true)
    for (const bad of ['0x10', '0b11', '0o7', '1e1', ' 5', '5 ', '+5', '', '5.0', '-0', '-5', 'Infinity', '١']) {
      expect(isDecimalText(byName('limit'), bad), bad).toBe(false)
    }
    expect(isDecimalText(byName('delta'), '-5')).toBe(true)
    expect(isDecimalText(byName('delta'), '--5')).toBe(false)
    expect(isDecimalText(byName('ratio'), '0.25')).toBe(true)
    expect(isDecimalText(byName('ratio'), '1e-3')).toBe(false)
  })

  it('reports bad raw values as Ajv type errors at openapi-backend paths', () => {
    const errors = numericParamErrors(params, {
      query: { limit: '0x10', delta: '-3', ids: ['1', ' 2'], name: '0x10' },
      header: { 'x-page': '1e2' },
    })
    expect(errors.map((e) => [e.instancePath, e.keyword, e.params])).toEqual([
      ['/query/limit', 'type', { type: 'integer' }],
      ['/query/ids/1', 'type', { type: 'integer' }],
      ['/header/x-page', 'type', { type: 'integer' }],
    ])
    expect(numericParamErrors(params, { query: { limit: '20' } })).toEqual([])
    // Not text (qs parsed limit[a]=1 into an object): left to the schema.
    expect(numericParamErrors(params, { query: { limit: { a: '1' } } })).toEqual([])
  })
})
