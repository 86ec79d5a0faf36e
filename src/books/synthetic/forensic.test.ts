// The forensic synthetic books: deterministic, and their labels are true of the data they describe (checked with the
// identifier rules and by recounting the duplicates directly, not with the engine under test).
import { describe, expect, it } from 'vitest'
import { RULES, schemeFor } from '../../identifiers/index.ts'
import { forensicBooks, syntheticIdentifier } from './forensic.ts'
import { mulberry32 } from '../../forensic/index.ts'

describe('forensic synthetic books', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(forensicBooks({ seed: 7 })).toEqual(forensicBooks({ seed: 7 }))
    expect(forensicBooks({ seed: 7 }).transactions).not.toEqual(forensicBooks({ seed: 8 }).transactions)
  })

  it('builds identifiers that pass or fail the check-digit rules as asked', () => {
    const rnd = mulberry32(1)
    for (const scheme of ['ABN', 'NZBN', 'GB_VAT', 'CA_BN', 'US_EIN'] as const) {
      for (let i = 0; i < 200; i++) {
        expect(RULES[schemeFor(scheme)!](syntheticIdentifier(scheme, rnd, true)).valid, scheme).toBe(true)
        expect(RULES[schemeFor(scheme)!](syntheticIdentifier(scheme, rnd, false)).valid, scheme).toBe(false)
      }
    }
  })

  it('labels exactly the planted facts', () => {
    const b = forensicBooks({
      seed: 42,
      transactions: 3000,
      sameSameSame: 25,
      sameSameDifferent: 30,
      invalidIdentifiers: 6,
    })
    expect(b.transactions).toHaveLength(3000 + 25 + 30)
    expect(b.labels.same_same_same).toHaveLength(25)
    expect(b.labels.same_same_different).toHaveLength(30)
    // Recount: pairs with the same signed amount and date; same counterparty → SSS, different → SSD.
    const byKey = new Map<string, typeof b.transactions>()
    for (const t of b.transactions)
      byKey.set(`${t.amount_minor}|${t.date}`, [...(byKey.get(`${t.amount_minor}|${t.date}`) ?? []), t])
    const sss: string[] = []
    const ssd: string[] = []
    for (const g of byKey.values()) {
      if (g.length < 2) continue
      expect(g).toHaveLength(2)
      const [x, y] = g as [(typeof g)[0], (typeof g)[0]]
      const p = x.id < y.id ? `${x.id}|${y.id}` : `${y.id}|${x.id}`
      ;(x.counterparty === y.counterparty ? sss : ssd).push(p)
    }
    expect(sss.sort()).toEqual(b.labels.same_same_same)
    expect(ssd.sort()).toEqual(b.labels.same_same_different)
    const invalid = b.contacts.flatMap((c) =>
      c.identifiers
        .filter((i) => !RULES[schemeFor(i.scheme)!](i.value).valid)
        .map((i) => ({ contact_id: c.id, scheme: i.scheme })),
    )
    expect(invalid.sort((p, q) => (p.contact_id < q.contact_id ? -1 : 1))).toEqual(b.labels.invalid_identifiers)
    expect(b.labels.invalid_identifiers).toHaveLength(6)
    const banks = b.contacts.filter(
      (c) => c.bank_account === b.contacts.find((d) => d.id === b.labels.shared_bank_account[0])!.bank_account,
    )
    expect(banks.map((c) => c.id).sort()).toEqual(b.labels.shared_bank_account)
  })
})
