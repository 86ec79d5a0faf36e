// hoistable(): a skill schema made into components, its $defs hoisted into prefixed components of their own.
import { describe, expect, it } from 'vitest'
import { hoistable } from './bundle.ts'

describe('hoistable', () => {
  it('hoists the $defs it reaches into <Component><PascalName> components and rewrites every local ref', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'x',
      type: 'object',
      properties: {
        line: { $ref: '#/$defs/ledger_line' },
        amount: { $ref: '#/$defs/amount' },
        deep: { $ref: '#/$defs/ledger_line/properties/amount' },
        again: { $ref: '#/properties/line' },
        self: { $ref: '#' },
      },
      $defs: {
        amount: { type: 'string' },
        unused: { type: 'integer' },
        ledger_line: { type: 'object', properties: { amount: { $ref: '#/$defs/amount' }, parent: { $ref: '#' } } },
      },
    }
    expect(hoistable(schema, 'BooksOutput')).toEqual({
      BooksOutput: {
        type: 'object',
        properties: {
          line: { $ref: '#/components/schemas/BooksOutputLedgerLine' },
          amount: { $ref: '#/components/schemas/BooksOutputAmount' },
          deep: { $ref: '#/components/schemas/BooksOutputLedgerLine/properties/amount' },
          again: { $ref: '#/components/schemas/BooksOutput/properties/line' },
          self: { $ref: '#/components/schemas/BooksOutput' },
        },
      },
      BooksOutputAmount: { type: 'string' },
      BooksOutputLedgerLine: {
        type: 'object',
        properties: { amount: { $ref: '#/components/schemas/BooksOutputAmount' }, parent: { $ref: '#/components/schemas/BooksOutput' } },
      },
    })
  })

  it('refuses a ref to a $defs entry that does not exist, and two entries with one component name', () => {
    expect(() => hoistable({ properties: { a: { $ref: '#/$defs/nope' } }, $defs: {} }, 'X')).toThrow(/names no \$defs entry/)
    expect(() => hoistable({ $defs: { a_b: {}, aB: {} } }, 'X')).toThrow(/share the component name/)
  })

  it('leaves a schema without $defs as one component', () => {
    expect(hoistable({ type: 'string' }, 'Y')).toEqual({ Y: { type: 'string' } })
  })
})
