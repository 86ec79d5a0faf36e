// The ratio set (research domain-skills §6): every formula against figures worked out by hand, the half-even rounding
// at output, averages and annualisation, and null plus a warning for every zero or negative denominator.
import { describe, expect, it } from 'vitest'
import { classifyChart, computeRatios, figures, type ChartAccount, type Figures, type Ratio } from './index.ts'

const a = (code: string, name: string, type: ChartAccount['type']): ChartAccount => ({ code, name, type })
const CHART = [
  a('1000', 'Cash at bank', 'asset'),
  a('1100', 'Trade debtors', 'asset'),
  a('1200', 'Inventory', 'asset'),
  a('1500', 'Plant and equipment', 'asset'),
  a('2000', 'Trade creditors', 'liability'),
  a('2100', 'GST collected', 'liability'),
  a('2500', 'Bank loan', 'liability'),
  a('3000', 'Owner capital', 'equity'),
  a('4000', 'Sales', 'revenue'),
  a('4100', 'Interest received', 'revenue'),
  a('5000', 'Cost of sales', 'expense'),
  a('6000', 'Rent', 'expense'),
  a('6100', 'Interest expense', 'expense'),
  a('6200', 'Depreciation', 'expense'),
  a('6300', 'Income tax expense', 'expense'),
]
// One year of books with no opening position (debit positive, cents).
const FLOWS: Array<[string, number]> = [
  ['4000', -10_000_000],
  ['4100', -100_000],
  ['5000', 4_000_000],
  ['6000', 2_000_000],
  ['6100', 300_000],
  ['6200', 500_000],
  ['6300', 300_000],
]
const AT_END = new Map<string, number>([
  ['1000', 5_000_000],
  ['1100', 2_000_000],
  ['1200', 1_000_000],
  ['1500', 4_000_000],
  ['2000', -800_000],
  ['2100', -200_000],
  ['2500', -3_000_000],
  ['3000', -5_000_000],
  ...FLOWS,
])
const byKey = (rs: Ratio[]) => Object.fromEntries(rs.map((r) => [r.key, r]))

describe('classifyChart', () => {
  it('classes accounts by name, falls back by type, and takes overrides', () => {
    const c = Object.fromEntries(
      classifyChart(CHART, { '2100': 'current_debt' }).map((x) => [x.code, `${x.class}/${x.source}`]),
    )
    expect(c).toMatchObject({
      1000: 'cash/keyword',
      1100: 'receivables/keyword',
      1200: 'inventory/keyword',
      1500: 'non_current_asset/keyword',
      2000: 'trade_payables/keyword',
      2100: 'current_debt/override',
      2500: 'non_current_debt/keyword',
      3000: 'equity/default',
      4000: 'revenue/default',
      4100: 'other_income/keyword',
      5000: 'cost_of_sales/keyword',
      6000: 'operating_expense/default',
      6100: 'interest/keyword',
      6200: 'depreciation_amortisation/keyword',
      6300: 'income_tax/keyword',
    })
  })
})

describe('computeRatios', () => {
  const f = figures({ atEnd: AT_END, inPeriod: new Map(FLOWS), opening: null }, classifyChart(CHART))

  it('derives the figures from the classes', () => {
    expect(f.closing).toEqual({
      cash: 5_000_000,
      receivables: 2_000_000,
      inventory: 1_000_000,
      marketableSecurities: 0,
      currentAssets: 8_000_000,
      totalAssets: 12_000_000,
      tradePayables: 800_000,
      currentLiabilities: 1_000_000,
      totalLiabilities: 4_000_000,
      debt: 3_000_000,
      equity: 8_000_000,
    })
    expect(f.flows).toMatchObject({
      revenue: 10_000_000,
      otherIncome: 100_000,
      costOfSales: 4_000_000,
      grossProfit: 6_000_000,
      netProfit: 3_000_000,
      ebit: 3_600_000,
      ebitda: 4_100_000,
    })
  })

  it('computes every ratio of the set with its formula and inputs', () => {
    const { ratios, warnings } = computeRatios(f, { currency: 'AUD', days: 365 })
    const r = byKey(ratios)
    const values = Object.fromEntries(ratios.map((x) => [x.key, x.value]))
    expect(values).toEqual({
      current_ratio: 8,
      quick_ratio: 7,
      cash_ratio: 5,
      working_capital: '70000.00',
      gross_margin: 0.6,
      ebitda_margin: 0.41,
      ebit_margin: 0.36,
      net_margin: 0.3,
      return_on_assets: 0.25,
      return_on_equity: 0.375,
      debtor_days: 73,
      inventory_days: 91.2 /* 91.25, half-even */,
      creditor_days: 73,
      cash_conversion_cycle: 91.2,
      asset_turnover: 0.8333,
      debt_to_equity: 0.375,
      gearing: 0.2727,
      interest_cover: 12,
      debt_to_ebitda: 0.7317,
      equity_ratio: 0.6667,
    })
    expect(ratios.map((x) => x.group)).toEqual([
      ...Array(4).fill('liquidity'),
      ...Array(6).fill('profitability'),
      ...Array(5).fill('efficiency'),
      ...Array(5).fill('leverage'),
    ])
    expect(r.quick_ratio).toMatchObject({
      formula: '(cash + receivables + marketable_securities) / current_liabilities',
      inputs: {
        cash: '50000.00',
        receivables: '20000.00',
        marketable_securities: '0.00',
        current_liabilities: '10000.00',
      },
    })
    expect(r.return_on_assets).toMatchObject({
      formula: '(net_profit * 365 / days) / closing_total_assets',
      inputs: { net_profit: '30000.00', days: '365', closing_total_assets: '120000.00' },
    })
    expect(r.debt_to_ebitda!.inputs).toEqual({
      debt: '30000.00',
      net_profit: '30000.00',
      interest: '3000.00',
      income_tax: '3000.00',
      depreciation_amortisation: '5000.00',
      days: '365',
    })
    expect(r.cash_conversion_cycle!.inputs).toEqual({
      debtor_days: '73.0',
      inventory_days: '91.2',
      creditor_days: '73.0',
    })
    // Every name a formula uses is among its inputs.
    for (const x of ratios)
      for (const name of x.formula.match(/[a-z_]+/g)!) expect(x.inputs, `${x.key}: ${name}`).toHaveProperty(name)
    expect(warnings).toEqual([
      'No entries before the period: averages (returns, turnover, debtor, inventory and creditor days) use closing balances.',
    ])
  })

  it('averages opening and closing balances and annualises part-year flows', () => {
    const opening = {
      ...f.closing,
      totalAssets: 10_000_000,
      equity: 6_000_000,
      receivables: 1_000_000,
      inventory: 500_000,
      tradePayables: 600_000,
    }
    const g: Figures = { ...f, opening }
    const r = byKey(computeRatios(g, { currency: 'AUD', days: 92 }).ratios)
    // 3,000,000 × 365 / 92 / 11,000,000 = 1.08201...
    expect(r.return_on_assets).toMatchObject({
      value: 1.082,
      formula: '(net_profit * 365 / days) / ((opening_total_assets + closing_total_assets) / 2)',
      inputs: {
        opening_total_assets: '100000.00',
        closing_total_assets: '120000.00',
        days: '92',
        net_profit: '30000.00',
      },
    })
    expect(r.return_on_equity!.value).toBe(1.7003) // 3,000,000 × 365 / 92 / 7,000,000 = 1.70031
    expect(r.asset_turnover!.value).toBe(3.6067) // 10,000,000 × 365 / 92 / 11,000,000 = 3.60672
    expect(r.debtor_days).toMatchObject({
      value: 13.8,
      formula: '((opening_receivables + closing_receivables) / 2) / revenue * days',
    }) // 1.5M / 10M × 92
    expect(r.inventory_days!.value).toBe(17.2) // 750,000 / 4M × 92 = 17.25 exactly, half-even
  })

  it('gives null and a warning for every zero or negative denominator, never Infinity or NaN', () => {
    const zero: Figures = figures({ atEnd: new Map(), inPeriod: new Map(), opening: null }, classifyChart(CHART))
    const { ratios, warnings } = computeRatios(zero, { currency: 'AUD', days: 30 })
    for (const x of ratios.filter((x) => x.key !== 'working_capital')) {
      expect(x.value, x.key).toBeNull()
      expect(x.warning, x.key).toMatch(/zero|null/)
      expect(warnings).toContain(x.warning)
    }
    expect(byKey(ratios).working_capital!.value).toBe('0.00')
    expect(byKey(ratios).current_ratio!.warning).toBe(
      'Current ratio: current liabilities is zero, so the ratio is not meaningful (null).',
    )
  })

  it('treats negative equity and negative EBITDA as meaningless denominators', () => {
    const g: Figures = { ...f, closing: { ...f.closing, equity: -1_000_000 }, flows: { ...f.flows, ebitda: -5 } }
    const r = byKey(computeRatios(g, { currency: 'AUD', days: 365 }).ratios)
    for (const k of ['return_on_equity', 'debt_to_equity', 'debt_to_ebitda']) {
      expect(r[k]!.value, k).toBeNull()
      expect(r[k]!.warning, k).toContain('negative')
    }
    expect(r.gearing!.value).toBe(1.5) // 3M / (3M − 1M)
    expect(r.equity_ratio!.value).toBe(-0.0833) // a negative numerator is a meaningful (bad) value
  })
})
