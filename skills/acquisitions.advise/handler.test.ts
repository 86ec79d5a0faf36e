// acquisitions.advise tailors its checklist to the input (issue 25 §3): the foreign-investment step appears plainly when
// a party is foreign, is left out when the input says none is, and is kept saying "applies only if" when the input does
// not say (with a warning); common and deal-type items are marked generic; different deals get different checklists.
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSkillForTest, type TestSkill } from '../../src/skill-runtime/testing.ts'
import { foreignParty } from './checklist.ts'

let skill: TestSkill
beforeAll(async () => {
  skill = await loadSkillForTest(import.meta.dirname)
})

type Item = { item: string; basis: string; generic: boolean; condition: string | null; condition_met: boolean | null }
const run = async (input: Record<string, unknown>) =>
  (await skill.invoke(input)) as { checklist: string[]; checklist_items: Item[]; warnings: string[] }
const FIRB = /Foreign Acquisitions and Takeovers Act/
const UNKNOWN = 'Applies only if a party to the deal is foreign: the input does not say whether one is.'

describe('acquisitions.advise checklist', () => {
  it('a foreign buyer: the FIRB step stated plainly, its condition met', async () => {
    const o = await run({
      topic: 'A Japanese company wants to buy all the shares of a Perth engineering firm',
      deal_type: 'share_purchase',
      jurisdiction: 'AU',
    })
    const firb = o.checklist_items.find((i) => FIRB.test(i.item))!
    expect(firb).toMatchObject({
      basis: 'jurisdiction',
      generic: false,
      condition: 'foreign_party',
      condition_met: true,
    })
    expect(firb.item).not.toContain(UNKNOWN)
    expect(o.warnings.join(' ')).not.toMatch(/client_context\.foreign_party/)
  })

  it('no foreign party (said in the topic or in client_context): no foreign-investment step', async () => {
    const said = await run({
      topic: 'Two local accounting practices in Adelaide merge; all parties are domestic',
      deal_type: 'merger',
      jurisdiction: 'AU',
    })
    expect(said.checklist.some((i) => FIRB.test(i))).toBe(false)
    const ctx = await run({
      topic: 'Buying the shares of a Brisbane plumbing business',
      deal_type: 'share_purchase',
      jurisdiction: 'AU',
      client_context: { foreign_party: false },
    })
    expect(ctx.checklist.some((i) => FIRB.test(i))).toBe(false)
    const buyer = await run({
      topic: 'Acquiring a Toronto distributor',
      jurisdiction: 'CA',
      client_context: { buyer_country: 'CA' },
    })
    expect(buyer.checklist.some((i) => /Investment Canada Act/.test(i))).toBe(false)
    expect(buyer.checklist.some((i) => /Competition Act/.test(i))).toBe(true)
  })

  it('the input does not say: the step is kept saying it applies only if a party is foreign, and a warning says what to set', async () => {
    const o = await run({
      topic: 'Buying a cafe business in Melbourne',
      deal_type: 'asset_purchase',
      jurisdiction: 'AU',
    })
    const firb = o.checklist_items.find((i) => FIRB.test(i.item))!
    expect(firb).toMatchObject({ condition: 'foreign_party', condition_met: null })
    expect(firb.item.endsWith(UNKNOWN)).toBe(true)
    expect(o.warnings.join(' ')).toMatch(/client_context\.foreign_party/)
  })

  it('marks common and deal-type items generic, jurisdiction items not; deal types and facts give different checklists', async () => {
    const o = await run({
      topic: 'A US investor buys a New Zealand orchard company',
      deal_type: 'share_purchase',
      jurisdiction: 'NZ',
    })
    expect(o.checklist_items.filter((i) => i.basis !== 'jurisdiction').every((i) => i.generic)).toBe(true)
    expect(o.checklist_items.filter((i) => i.basis === 'jurisdiction').every((i) => !i.generic)).toBe(true)
    expect(o.checklist.some((i) => /Overseas Investment Office/.test(i))).toBe(true)
    expect(o.warnings.join(' ')).toMatch(/generic/)
    const asset = await run({
      topic: 'Asset purchase of a US bakery by a domestic buyer',
      deal_type: 'asset_purchase',
      jurisdiction: 'US',
    })
    expect(asset.checklist.some((i) => /section 338/.test(i))).toBe(false) // a stock-purchase election
    expect(asset.checklist.some((i) => /CFIUS/.test(i))).toBe(false)
    const none = await run({ topic: 'Buying a business', deal_type: 'acquisition' })
    expect(none.checklist_items.some((i) => i.basis === 'jurisdiction')).toBe(false)
    expect(none.warnings.join(' ')).toMatch(/No jurisdiction was given/)
  })

  it('infers a foreign party from the words, explicit facts first', () => {
    expect(foreignParty('An overseas investor takes a stake', 'AU', {})).toBe(true)
    expect(foreignParty('A Canadian buyer for a Seattle business', 'US', {})).toBe(true)
    expect(foreignParty('An Australian buyer for a Sydney business', 'AU', {})).toBeNull()
    expect(foreignParty('An overseas investor', 'AU', { foreign_party: false })).toBe(false)
    expect(foreignParty('x', 'GB', { buyer_country: 'United Kingdom' })).toBe(false)
    expect(foreignParty('x', 'GB', { buyer_country: 'FR' })).toBe(true)
    expect(foreignParty('Help us buy a Hobart brewery', 'AU', {})).toBeNull() // "us" is not the United States
  })
})
