// readBearer's fast path (`Bearer <printable ASCII>` read without a regular expression) gives the regular
// expression's answer for every header, fast path or not.
import { describe, expect, it } from 'vitest'
import { readBearer } from './authenticate.ts'

const byRegex = (h: string | undefined) => {
  if (h === undefined) return undefined
  const m = /^Bearer[ ]+([^\s]+)\s*$/i.exec(h)
  return m ? m[1]! : null
}

describe('readBearer', () => {
  it('answers as the regular expression does', () => {
    const fixed = [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearer  ',
      'Bearer x',
      'Bearer  x',
      'bearer x',
      'BEARER x',
      'Bearer x ',
      'Bearer x y',
      'Bearer\tx',
      'Bearer x\t',
      'Bearer sk_live_abc',
      'Bearer sk_\u00e9',
      'Bearer sk_\u00a0x',
      'Bearer x\u2028',
      'Basic abc',
      'Bearerx',
      'Bearer "quoted"',
      'Bearer a=b',
      'Bearer \u007f',
      'Bearer x\u007f',
      'Bearer ~!@#$%^&*()',
    ]
    const alphabet = [
      'B',
      'e',
      'a',
      'r',
      'b',
      ' ',
      '\t',
      'x',
      's',
      'k',
      '_',
      '\u00a0',
      '\u2003',
      '\u007f',
      '\n',
      '\u00e9',
      '~',
      '=',
    ]
    const printable = ['x', 's', 'k', '_', '~', '=', 'B', '"']
    const random: string[] = []
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) >> 16 // the high bits: an LCG's low bits cycle
    for (let i = 0; i < 3000; i++) {
      let s = next() % 2 ? 'Bearer ' : ''
      // half of them printable ASCII only (the fast path's case), half from the whole alphabet
      const from = next() % 2 ? printable : alphabet
      for (let n = next() % 12; n > 0; n--) s += from[next() % from.length]
      random.push(s)
    }
    let fast = 0
    for (const h of [...fixed, ...random]) {
      expect(readBearer(h), JSON.stringify(h)).toBe(byRegex(h))
      if (h && /^Bearer [\x21-\x7e]+$/.test(h)) fast++
    }
    expect(fast).toBeGreaterThan(100) // the fast path was taken often, not just the fallback
  })
})
