import { describe, expect, it } from 'vitest'
import { CATEGORIES } from './categories.ts'
import { classify, codeDigits, normaliseName } from './classify.ts'
import { HEADINGS } from './headings.ts'
import { CODE_RANGE_RULES, JURISDICTIONS, KEYWORD_RULES } from './rules.ts'

const cat = (code: string, name: string, j: 'AU' | 'GB' | 'CA' | 'US' | 'NZ' | null = 'AU') => {
  const c = classify({ code, name }, j)
  return c.classified ? [c.category, c.rule.id] : [null, c.rule?.id ?? null]
}

describe('normaliseName and codeDigits', () => {
  it('folds case, & and punctuation; reads separated numeric codes', () => {
    expect(normaliseName("Owner's Equity & Reserves")).toBe('owners equity and reserves')
    expect(normaliseName('Accum. Dep. - Plant')).toBe('accum dep plant')
    expect([codeDigits('1-1100'), codeDigits('4000.01'), codeDigits('BANK1'), codeDigits(' 090 ')]).toEqual([
      '11100',
      '400001',
      null,
      '090',
    ])
  })
})

describe('classify', () => {
  it.each([
    ['1-1110', 'Cheque Account', 'cash', 'kw.cash'],
    ['1200', 'Trade Debtors', 'receivables', 'kw.receivables'],
    ['1210', 'Provision for Doubtful Debts', 'allowance_doubtful_debts', 'kw.allowance_doubtful_debts'],
    [
      '711',
      'Less Accumulated Depreciation on Office Equipment',
      'accumulated_depreciation',
      'kw.accumulated_depreciation',
    ],
    ['710', 'Office Equipment', 'property_plant_equipment', 'kw.property_plant_equipment'],
    ['449', 'Motor Vehicle Expenses', 'operating_expenses', 'kw.operating_expenses'],
    ['820', 'GST', 'indirect_tax', 'kw.indirect_tax'],
    ['825', 'PAYG Withholdings Payable', 'payroll_liabilities', 'kw.payroll_liabilities'],
    ['830', 'Income Tax Payable', 'income_tax_payable', 'kw.income_tax_payable'],
    ['2-1500', 'Sales Tax Payable', 'indirect_tax', 'kw.indirect_tax'],
    ['310', 'Cost of Goods Sold', 'cost_of_sales', 'kw.cost_of_sales'],
    ['200', 'Sales', 'revenue', 'kw.revenue'],
    ['270', 'Interest Income', 'interest_income', 'kw.interest_income'],
    ['880', 'Owner A Drawings', 'drawings_distributions', 'kw.drawings_distributions'],
    ['970', 'Owner A Share Capital', 'share_capital', 'kw.share_capital'],
    ['960', 'Retained Earnings', 'retained_earnings', 'kw.retained_earnings'],
    ['3000', "Owner's equity", 'equity_unspecified', 'kw.equity'],
    ['477', 'Wages and Salaries', 'employee_costs', 'kw.employee_costs'],
    ['416', 'Depreciation', 'depreciation', 'kw.depreciation'],
    ['900', 'Bank Loan', 'borrowings', 'kw.borrowings'],
    ['404', 'Bank Fees', 'operating_expenses', 'kw.operating_expenses'],
    ['6100', 'Land Tax', 'operating_expenses', 'kw.operating_expenses'],
  ])('%s %s → %s by %s', (code, name, category, rule) => {
    expect(cat(code, name)).toEqual([category, rule])
  })

  it("falls back to the jurisdiction's code ranges, then leaves the row unclassified", () => {
    expect(cat('4-1000', 'Widgets')).toEqual(['revenue', 'class.4'])
    expect(cat('455', 'Widgets')).toEqual(['expenses_unspecified', 'xero.400-599'])
    expect(cat('0030', 'Widgets', 'GB')).toEqual(['other_non_current_assets', 'sage.0010-0999'])
    expect(cat('6500', 'Widgets', 'US')).toEqual(['expenses_unspecified', 'us.6000-7999'])
    expect(cat('2620', 'Widgets', 'CA')).toEqual([null, null]) // GIFI and QuickBooks numberings disagree on 2xxx: no rule
    expect(cat('X1', 'Widgets')).toEqual([null, null])
    expect(cat('455', 'Widgets', null)).toEqual([null, null])
    const c = classify({ code: 'X1', name: 'Widgets' }, 'NZ')
    expect(c).toMatchObject({ classified: false, category: null, reason: expect.stringContaining('NZ code range') })
  })

  it('never gives a suspense or clearing account a heading', () => {
    for (const [code, name, j] of [
      ['850', 'Suspense', 'AU'],
      ['9999', 'Mispostings account', 'GB'],
      ['9998', 'Widgets', 'GB'],
      ['877', 'Tracking Transfers', 'NZ'],
    ] as const) {
      expect(classify({ code, name }, j)).toMatchObject({ classified: false, category: 'suspense' })
    }
  })

  it("maps a classified row to its jurisdiction's heading", () => {
    const row = { code: '1000', name: 'Cash at bank' }
    expect(
      [...JURISDICTIONS].map((j) => {
        const c = classify(row, j)
        return c.classified ? c.heading : null
      }),
    ).toEqual([
      { code: 'BS.CASH', name: 'Cash and cash equivalents' },
      { code: 'C.IV', name: 'Cash at bank and in hand' },
      { code: '1000', name: 'Cash and deposits' },
      { code: 'L1', name: 'Cash' },
      { code: 'BS.CASH', name: 'Cash and cash equivalents' },
    ])
  })
})

describe('the rule tables', () => {
  it('give every category a heading in every jurisdiction, and rules only name known categories', () => {
    const known = new Set([...Object.keys(CATEGORIES), 'suspense'])
    for (const j of JURISDICTIONS) {
      expect(Object.keys(HEADINGS[j]).sort()).toEqual(Object.keys(CATEGORIES).sort())
      for (const r of CODE_RANGE_RULES[j]) {
        expect(known.has(r.category), r.id).toBe(true)
        expect(r.from.length, r.id).toBe(r.to.length)
      }
    }
    for (const r of KEYWORD_RULES) {
      expect(known.has(r.category), r.id).toBe(true)
      for (const p of r.phrases) expect(normaliseName(p), `${r.id}: ${p}`).toBe(p) // phrases are written normalised
    }
    expect(new Set(KEYWORD_RULES.map((r) => r.id)).size).toBe(KEYWORD_RULES.length)
  })
})
