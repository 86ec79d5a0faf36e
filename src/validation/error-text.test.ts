// ajvErrorText: what an Ajv error leaves out of its message is said: the field refused, the values allowed, the value
// given (only where the caller passes the data).
import { expect, it } from 'vitest'
import { ajvErrorText, ajvErrorsText, createAjv } from './index.ts'

const ajv = createAjv({ allErrors: true })
const validate = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: { enum: ['a', 'b'] },
    n: { type: 'integer' },
    lines: { type: 'array', items: { type: 'object', properties: { amount: { type: 'string' } } } },
  },
})

it('names the refused field, the allowed values and the value given', () => {
  const data = { kind: 'c', n: 1.5, extra_field: true, lines: [{ amount: 12.5 }] }
  expect(validate(data)).toBe(false)
  const texts = (validate.errors ?? []).map((e) => ajvErrorText(e, data)).sort()
  expect(texts).toEqual([
    '/ must NOT have additional properties (extra_field)',
    '/kind must be equal to one of the allowed values ("a", "b") (given "c")',
    '/lines/0/amount must be string (given 12.5)',
    '/n must be integer (given 1.5)',
  ])
  // Without the data, no value is shown (log lines about outputs carry client data).
  expect((validate.errors ?? []).map((e) => ajvErrorText(e)).sort()[0]).toBe(
    '/ must NOT have additional properties (extra_field)',
  )
  expect(ajvErrorsText(validate.errors).includes('given')).toBe(false)
  expect(ajvErrorsText(validate.errors, data, 2)).toMatch(/; and 2 more$/)
})
