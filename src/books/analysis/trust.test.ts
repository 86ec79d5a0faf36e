// Trust distribution arithmetic (research domain-skills §4.2): shares add up exactly, streaming to the named
// beneficiaries, fixed amounts before percentages, the residual beneficiary, the roll-forward, and refusals with the
// failing path. Expected figures were worked out by hand (largest remainders in the comments).
import { describe, expect, it } from 'vitest'
import { distribute, parseResolution, AnalysisInputError } from './index.ts'

const resolve = (r: Record<string, unknown>) => parseResolution(r, 'AUD')
const refusal = (r: Record<string, unknown>, accountingProfit = 10_000_00) => {
  try {
    distribute({ resolution: resolve(r), accountingProfit })
  } catch (e) {
    if (e instanceof AnalysisInputError) return { param: e.param, reason: e.reason }
    throw e
  }
  throw new Error('not refused')
}

describe('distribute', () => {
  it('splits thirds so that the shares add up to the distributable income exactly', () => {
    const d = distribute({
      accountingProfit: 100_00,
      resolution: resolve({
        beneficiaries: [
          { name: 'A', percentage: '33.3333' },
          { name: 'B', percentage: 33.3333 },
          { name: 'C', percentage: '33.3334' },
        ],
      }),
    })
    expect(d.beneficiaries.map((b) => b.entitlement)).toEqual([33_33, 33_33, 33_34])
    expect(d.totals.entitlement).toBe(100_00)
    expect(d.unallocated).toBe(0)
  })

  it('streams capital gains and franked distributions, pays fixed amounts, then percentages and the residual', () => {
    const d = distribute({
      accountingProfit: 100_000_00,
      resolution: resolve({
        resolution_date: '2026-06-30',
        adjustments: [{ description: 'Unrealised gain on investments excluded', amount: '-2000.00' }],
        beneficiaries: [
          { name: 'Alice', percentage: '40', opening_balance: '1000.00', paid: '2000.00', tfn_quoted: true },
          { name: 'Bob', percentage: '40' },
          { name: 'Carol', amount: '5000.00' },
          { name: 'Dan Pty Ltd', entity_type: 'company', residual: true },
        ],
        streaming: {
          capital_gains: { amount: '30000.00', to: [{ beneficiary: 'Alice', percentage: '100' }] },
          franked_distributions: {
            amount: '10000.00',
            franking_credits: '4285.71',
            to: [{ beneficiary: 'Bob', percentage: '50' }],
          },
        },
      }),
    })
    expect(d.distributableIncome).toBe(98_000_00)
    expect(d.capitalGains).toEqual({ amount: 30_000_00, streamed: 30_000_00, unstreamed: 0 })
    expect(d.frankedDistributions).toEqual({
      amount: 10_000_00,
      streamed: 5_000_00,
      unstreamed: 5_000_00,
      frankingCredits: 4_285_71,
    })
    // General income 98,000 − 30,000 − 5,000 = 63,000; Carol's 5,000 first; 58,000 by 40/40 and the residual 20.
    expect(d.generalIncome).toBe(63_000_00)
    const row = (name: string) => d.beneficiaries.find((b) => b.name === name)!
    expect(d.beneficiaries.map((b) => [b.name, b.generalIncome, b.entitlement])).toEqual([
      ['Alice', 23_200_00, 53_200_00],
      ['Bob', 23_200_00, 28_200_00],
      ['Carol', 5_000_00, 5_000_00],
      ['Dan Pty Ltd', 11_600_00, 11_600_00],
    ])
    expect(row('Dan Pty Ltd').percentage).toBe('20')
    // Unstreamed franked 5,000.00 by general shares: 1841.26|98, 1841.26|98, 396.82|54, 920.63|49 → +1c to the first three.
    expect(d.beneficiaries.map((b) => b.frankedDistributions)).toEqual([1_841_27, 6_841_27, 396_83, 920_63])
    // Credits 4285.71 follow the franked totals (sum 10,000.00): 789.11|49, 2931.96|99, 170.06|98, 394.55|53.
    expect(d.beneficiaries.map((b) => b.frankingCredits)).toEqual([789_11, 2_931_97, 170_07, 394_56])
    expect(d.totals.frankingCredits).toBe(4_285_71)
    expect(d.beneficiaries.map((b) => b.sharePercent)).toEqual([54.2857, 28.7755, 5.102, 11.8367])
    expect(d.totals.entitlement).toBe(d.distributableIncome)
    // Roll-forward: 1,000 + 53,200 − 2,000.
    expect(row('Alice')).toMatchObject({
      opening: 1_000_00,
      paid: 2_000_00,
      closingUnpaid: 52_200_00,
      tfnQuoted: true,
      capitalGains: 30_000_00,
    })
    for (const b of d.beneficiaries) expect(b.closingUnpaid).toBe(b.opening + b.entitlement - b.paid)
    expect(d.warnings.join(' ')).toContain('Dan Pty Ltd is a company with an unpaid present entitlement')
  })

  it('leaves what percentages do not cover unallocated without a residual beneficiary, and says so', () => {
    const d = distribute({
      accountingProfit: 1_000_00,
      resolution: resolve({
        beneficiaries: [
          { name: 'A', percentage: '60' },
          { name: 'B', percentage: '30' },
        ],
      }),
    })
    expect(d.beneficiaries.map((b) => b.entitlement)).toEqual([600_00, 300_00])
    expect(d.unallocated).toBe(100_00)
    expect(d.totals.entitlement + d.unallocated).toBe(d.distributableIncome)
    expect(d.warnings.join(' ')).toContain('s99A')
  })

  it('uses the distributable income the resolution gives, and streams only to the named share', () => {
    const d = distribute({
      accountingProfit: 5_000_00,
      booksCapitalGains: 1_000_01,
      resolution: resolve({
        distributable_income: '4000.00',
        beneficiaries: [{ name: 'A', residual: true }, { name: 'B' }],
        streaming: { capital_gains: { account_codes: ['4500'], to: [{ beneficiary: 'B', percentage: '50' }] } },
      }),
    })
    expect(d.distributableIncome).toBe(4_000_00)
    // 1000.01 × 50 % = 500.005: the tied cent goes to the earlier share (B's), the unstreamed 500.00 stays in general income.
    expect(d.capitalGains).toEqual({ amount: 1_000_01, streamed: 500_01, unstreamed: 500_00 })
    expect(d.beneficiaries.map((b) => [b.name, b.basis, b.entitlement, b.capitalGains])).toEqual([
      ['A', 'residual', 3_499_99, 500_00],
      ['B', 'none', 500_01, 500_01],
    ])
    expect(d.warnings.join(' ')).toContain('not the accounting profit')
  })

  it('distributes nothing when distributable income is zero or negative, and rolls the accounts forward anyway', () => {
    const d = distribute({
      accountingProfit: -250_00,
      resolution: resolve({ beneficiaries: [{ name: 'A', residual: true, opening_balance: '100.00', paid: '40.00' }] }),
    })
    expect(d.beneficiaries[0]).toMatchObject({ entitlement: 0, closingUnpaid: 60_00, sharePercent: null })
    expect(d.warnings.join(' ')).toContain('nothing to distribute')
  })

  it('refuses what the arithmetic cannot use, naming the field', () => {
    expect(
      refusal({
        beneficiaries: [
          { name: 'A', percentage: '60' },
          { name: 'B', percentage: '50' },
        ],
      }),
    ).toEqual({ param: 'distribution_resolution.beneficiaries', reason: 'percentages add up to 110, more than 100' })
    expect(refusal({ beneficiaries: [{ name: 'A', percentage: '0' }] }).param).toBe(
      'distribution_resolution.beneficiaries.0.percentage',
    )
    expect(refusal({ beneficiaries: [{ name: 'A', percentage: '10', amount: '5.00' }] }).param).toBe(
      'distribution_resolution.beneficiaries.0',
    )
    expect(refusal({ beneficiaries: [{ name: 'A', residual: true }, { name: 'A' }] }).param).toBe(
      'distribution_resolution.beneficiaries.1.name',
    )
    expect(refusal({ beneficiaries: [{ name: 'A', amount: '5.001' }] }).param).toBe(
      'distribution_resolution.beneficiaries.0.amount',
    )
    expect(
      refusal({
        beneficiaries: [{ name: 'A', residual: true }],
        streaming: { capital_gains: { amount: '1.00', to: [{ beneficiary: 'Z' }] } },
      }).param,
    ).toBe('distribution_resolution.streaming.capital_gains.to.0.beneficiary')
    expect(
      refusal({
        beneficiaries: [{ name: 'A', residual: true }],
        streaming: { capital_gains: { amount: '20000.00', to: [{ beneficiary: 'A' }] } },
      }).param,
    ).toBe('distribution_resolution.streaming')
    expect(refusal({ beneficiaries: [{ name: 'A', amount: '20000.00' }] }).param).toBe(
      'distribution_resolution.beneficiaries',
    )
    expect(refusal({ beneficiaries: [] }).param).toBe('distribution_resolution.beneficiaries')
  })
})
