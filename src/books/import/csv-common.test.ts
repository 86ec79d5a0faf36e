import { describe, expect, it } from 'vitest'
import { decode, ErrorList, headerKey, readCsv, sniffDelimiter } from './csv-common.ts'

describe('csv-common', () => {
  it('sniffs the header line\'s delimiter, ignoring quoted text and leading blank lines', () => {
    expect(sniffDelimiter('a,b,c\n1;2;3;4;5\n')).toBe(',')
    expect(sniffDelimiter('a;b;"c,d,e"\n')).toBe(';')
    expect(sniffDelimiter('\n\na\tb\tc\n')).toBe('\t')
    expect(sniffDelimiter('single\n1\n')).toBe(',')
  })

  it('strips a UTF-8 byte-order mark from bytes and strings', () => {
    expect(decode(Buffer.from('\ufeffDate', 'utf8'))).toBe('Date')
    expect(decode('\ufeffDate')).toBe('Date')
  })

  it('gives each row the line it starts on and skips blank rows', () => {
    const errors = new ErrorList()
    const t = readCsv('\n"H1",H2\r\n"a\r\nb",1\r\n,\r\n\r\nc,2', errors)
    expect(errors.list()).toEqual([])
    expect(t.headerLine).toBe(2)
    expect(t.headers).toEqual(['H1', 'H2'])
    expect(t.rows).toEqual([{ line: 3, cells: ['a\nb', '1'] }, { line: 7, cells: ['c', '2'] }])
  })

  it('matches header names without case, spaces, punctuation or a parenthesised part', () => {
    expect(headerKey(' Money  In (GBP) ')).toBe('moneyin')
    expect(headerKey('Posted_Date')).toBe('posteddate')
  })
})
