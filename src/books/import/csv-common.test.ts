import { describe, expect, it } from 'vitest'
import {
  decode,
  ErrorList,
  headerKey,
  heldCsv,
  openCsv,
  readCsv,
  sniffDelimiter,
  type Delimiter,
} from './csv-common.ts'

describe('csv-common', () => {
  it("sniffs the header line's delimiter, ignoring quoted text and leading blank lines", () => {
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
    expect(t.rows).toEqual([
      { line: 3, cells: ['a\nb', '1'] },
      { line: 7, cells: ['c', '2'] },
    ])
  })

  it('matches header names without case, spaces, punctuation or a parenthesised part', () => {
    expect(headerKey(' Money  In (GBP) ')).toBe('moneyin')
    expect(headerKey('Posted_Date')).toBe('posteddate')
  })

  it("reads plain CSV without csv-parse and gives exactly csv-parse's header, rows, lines and errors for any text", () => {
    // Random texts built from the pieces that matter (quotes, doubled quotes, delimiters, newlines, spaces, blank
    // lines, a non-ASCII letter), plain and not: openCsv (plainRecords when it can) against heldCsv (csv-parse) on each.
    let x = 20261126
    const next = (n: number) => {
      x = (x * 1103515245 + 12345) % 2147483648
      return Math.floor((x / 2147483648) * n)
    } // high bits: an LCG's low bits cycle
    const cell = (delim: string): string => {
      const bare = ['a', 'b c', '12.50', ' ', '', 'é', '-3', 'x y z']
      const quoted = ['""', '"a"', `"a${delim}b"`, '"line\nbreak"', '"say ""hi"""', '" "', '"\n"']
      const odd = ['a"b', '"a"b', '"open', ' "a"', '"a" ']
      const r = next(100)
      if (r < 60) return bare[next(bare.length)]!
      if (r < 94) return quoted[next(quoted.length)]!
      return odd[next(odd.length)]!
    }
    const fixed = [
      'h,i\n"a"b,c\n',
      'h,i\nx,"a" \n',
      'h,i\nx, "a"\n',
      'h\n"a"b"c",d\n',
      'h\n"open,x\ny',
      'h,i\n"a""",b\n',
      'h,i\n"",""\n\n\nq,"\n"',
      'h\na"b\n',
    ]
    let plain = 0
    for (let t = 0; t < 800; t++) {
      const delim = t < fixed.length ? ',' : ([',', ';', '\t'] as Delimiter[])[next(3)]!
      const lines: string[] = []
      for (let l = 0, n = 1 + next(8); l < n; l++) {
        const r = next(10)
        lines.push(
          r === 0
            ? ''
            : r === 1
              ? delim.repeat(next(3))
              : Array.from({ length: 1 + next(4) }, () => cell(delim)).join(delim),
        )
      }
      const text = t < fixed.length ? fixed[t]! : lines.join('\n') + (next(2) ? '\n' : '')
      const maxRows = 1 + next(6)
      const a = new ErrorList()
      const b = new ErrorList()
      const fast = openCsv(text, a, { delimiter: delim, maxRows })
      const held = heldCsv(text, delim, maxRows, b)
      if (!Array.isArray(fast.rows())) plain += 1
      const shown = JSON.stringify(text)
      expect([fast.headerLine, fast.headers, [...fast.rows()], [...fast.rows()]], shown).toEqual([
        held.headerLine,
        held.headers,
        [...held.rows()],
        [...held.rows()],
      ])
      expect(a.list(), shown).toEqual(b.list())
    }
    expect(plain).toBeGreaterThan(400)
  })
})
