// Statement line identities and ids are stored: a line imported today must get the same id and identity as the same
// line imported by any earlier version of the service, or a re-import would add it again. These values were computed
// by the first implementation (before the import speed work) and must never change.
import { describe, expect, it } from 'vitest'
import { derivedUuid, lineKeys, squash, statementLineId, statementLineIds, uuidOfDigest } from './identity.ts'

describe('statement line identities', () => {
  it('gives the ids and identities the service has always stored', () => {
    const keyOf = lineKeys()
    const lines = [
      { date: '2026-01-05', amount_minor: -450, description: 'Coffee  shop ', reference: null },
      { date: '2026-01-05', amount_minor: -450, description: 'COFFEE SHOP', reference: '' },
      { date: '2026-01-05', amount_minor: -450, description: '\tcoffee\u00a0shop', reference: ' Ref\n1 ' },
      { date: '2026-02-28', amount_minor: 123456, description: 'Salary', reference: 'PAY 7', fitid: 'F-1' },
    ]
    const got = lines.map((l) => {
      const key = keyOf(l)
      return [key, statementLineId('org-1', 'bank-1', key)]
    })
    expect(got).toEqual([
      [
        'line:["2026-01-05",-450,"coffee shop",""]#0',
        { id: 'b359e8fb-2d99-8dfc-a1ee-4ad10043cc51', identity: 'line:2026-01-05:b6043d74691fb0b754c3723b7fb5147d' },
      ],
      [
        'line:["2026-01-05",-450,"coffee shop",""]#1',
        { id: 'd4d2f458-aae8-85d5-ae45-42b80de2fc1b', identity: 'line:2026-01-05:c1c1a470f29a6a0720002f7970d8dd65' },
      ],
      [
        'line:["2026-01-05",-450,"coffee shop","ref 1"]#0',
        { id: 'd7b22bac-9dd4-80a8-b719-838131d74622', identity: 'line:2026-01-05:e7661707c6070b5525eb4de56061338d' },
      ],
      ['fitid:F-1', { id: '89e969a2-88db-80af-9e8d-4f1b5ad13e22', identity: 'fitid:F-1' }],
    ])
    const bound = statementLineIds('org-1', 'bank-1')
    for (const [key, ids] of got) expect(bound(key as string)).toEqual(ids)
    expect(derivedUuid('a', 'b')).toBe('59b271ae-1bbc-81d3-9d41-929817f4b16f')
  })

  it('sets the variant bits of every hex digit as parseInt did', () => {
    for (const c of '0123456789abcdef') {
      const h = `0123456789abcdef${c}123456789abcdef0123456789abcdef`
      expect(uuidOfDigest(h)[19]).toBe(((parseInt(c, 16) & 0x3) | 0x8).toString(16))
    }
  })

  it('squash is trim and one space for every run of whitespace, on any text', () => {
    const parts = ['a', 'B', ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\ufeff', 'é', ',', 'x y']
    let seed = 7
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed
    }
    for (let i = 0; i < 5000; i++) {
      let s = ''
      for (let n = next() % 8; n > 0; n--) s += parts[next() % parts.length]
      expect(squash(s)).toBe(s.trim().replace(/\s+/g, ' '))
    }
  })
})
