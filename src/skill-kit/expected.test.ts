// The expected-output match of examples (expected.ts): a subset for objects, element by element for arrays, and the
// placeholders; each way of differing is reported with its path.
import { describe, expect, it } from 'vitest'
import { compareExpected, PLACEHOLDERS } from './expected.ts'

const output = {
  results: [
    { index: 0, valid: true, formatted: '53 004 085 616' },
    { index: 1, valid: false, formatted: null },
  ],
  summary: { total: 2, valid: 1, invalid: 1 },
  id: 'rpt_01HZX',
  created_at: '2026-07-01T09:30:00.123Z',
  ratio: 0.5,
  done: false,
  stub_fields: [],
  warnings: ['No registry lookup was performed.'],
}

describe('compareExpected', () => {
  it('accepts a subset: keys left out are not compared', () => {
    expect(compareExpected(output, {})).toEqual([])
    expect(
      compareExpected(output, { summary: { valid: 1 }, results: [{ valid: true }, { valid: false, formatted: null }] }),
    ).toEqual([])
    expect(compareExpected(output, structuredClone(output))).toEqual([])
  })

  it('reports a different scalar, a missing key and a wrong kind, each with its path', () => {
    expect(compareExpected(output, { summary: { valid: 2 } })).toEqual(['output.summary.valid: expected 2, got 1'])
    expect(compareExpected(output, { summary: { missing: 0 } })).toEqual([
      'output.summary.missing: missing (expected 0)',
    ])
    expect(compareExpected(output, { summary: [1] })).toEqual([
      'output.summary: expected an array, got object {"total":2,"valid":1,"invalid":1}',
    ])
    expect(compareExpected(output, { results: { 0: {} } })).toEqual([
      'output.results: expected an object, got array [{"index":0,"valid":true,"formatted":"53 004 085 616"},{"index":1,"valid":false,"formatted":null}]',
    ])
    expect(compareExpected(output, { results: [{}, { formatted: '1' }] })).toEqual([
      'output.results.1.formatted: expected "1", got null',
    ])
    expect(compareExpected({ a: null }, { a: 0 })).toEqual(['output.a: expected 0, got null'])
    expect(compareExpected({ a: '1' }, { a: 1 })).toEqual(['output.a: expected 1, got "1"'])
  })

  it('compares arrays element by element and by length: no extra and no missing items', () => {
    expect(compareExpected(output, { stub_fields: ['x'] })).toEqual(['output.stub_fields: expected 1 items, got 0'])
    expect(compareExpected(output, { results: [{ valid: true }] })).toEqual(['output.results: expected 1 items, got 2'])
    expect(compareExpected(output, { warnings: [] })).toEqual(['output.warnings: expected 0 items, got 1'])
    expect(compareExpected({ a: [1, 2] }, { a: [2, 1] })).toEqual([
      'output.a.0: expected 2, got 1',
      'output.a.1: expected 1, got 2',
    ])
  })

  it('has placeholders for what changes from run to run', () => {
    expect(PLACEHOLDERS).toEqual(['<any>', '<string>', '<number>', '<boolean>', '<date-time>'])
    expect(
      compareExpected(output, {
        id: '<string>',
        created_at: '<date-time>',
        ratio: '<number>',
        done: '<boolean>',
        results: '<any>',
      }),
    ).toEqual([])
    expect(compareExpected({ a: null }, { a: '<any>' })).toEqual([])
    expect(compareExpected({}, { a: '<any>' })).toEqual(['output.a: missing (expected "<any>")'])
    expect(compareExpected({ a: 1 }, { a: '<string>' })).toEqual(['output.a: expected <string>, got 1'])
    expect(compareExpected({ a: '1' }, { a: '<number>' })).toEqual(['output.a: expected <number>, got "1"'])
    expect(compareExpected({ a: 'yes' }, { a: '<boolean>' })).toEqual(['output.a: expected <boolean>, got "yes"'])
    for (const bad of ['2026-07-01', '2026-07-01 09:30:00Z', '2026-13-45T99:99:99Z', 'soon']) {
      expect(compareExpected({ a: bad }, { a: '<date-time>' })).toHaveLength(1)
    }
    expect(compareExpected({ a: '2026-07-01T09:30:00+10:00' }, { a: '<date-time>' })).toEqual([])
    // Any other string in angle brackets is an ordinary value.
    expect(compareExpected({ a: '<id>' }, { a: '<id>' })).toEqual([])
    expect(compareExpected({ a: 'x' }, { a: '<id>' })).toEqual(['output.a: expected "<id>", got "x"'])
  })
})
