// The ratio set of research domain-skills §6 (liquidity, profitability, efficiency, leverage), each with its formula,
// its inputs as decimal strings and its value. Computed exactly on minor units (bigint fractions) and rounded once, at
// output: 4 decimal places for ratios, 1 for days (half-even). A zero or negative denominator (no revenue, negative
// equity, negative EBITDA, no interest expense) gives null and a warning, never Infinity or NaN. Flows are annualised
// (× 365 / days) where they meet a balance (returns, turnover, debt to EBITDA); "average" balances are
// (opening + closing) / 2 when the books have entries before the period, else closing balances (with a warning).
import { formatAmount, subtract } from '../../money/index.ts'
import type { Figures, Position } from './figures.ts'

export type RatioGroup = 'liquidity' | 'profitability' | 'efficiency' | 'leverage'

export interface Ratio {
  key: string
  name: string
  group: RatioGroup
  /** `ratio` (0.25 is 25 %), `days`, or `amount` (a decimal string in the client's currency). */
  unit: 'ratio' | 'days' | 'amount'
  formula: string
  /** Every name the formula uses, as decimal strings (money in the client's currency; `days` a whole number). */
  inputs: Record<string, string>
  value: number | string | null
  /** Why the value is null (a zero or negative denominator, a missing part); null otherwise. */
  warning: string | null
}

/** An exact fraction; the denominator is positive once checked. */
interface Frac {
  num: bigint
  den: bigint
}

const DP = { ratio: 4, days: 1 } as const

/** num / den rounded half-even to `dp` places, as a number. */
export function roundQuotient(f: Frac, dp: number): number {
  const scale = 10n ** BigInt(dp)
  let p = f.num * scale
  let d = f.den
  if (d < 0n) {
    p = -p
    d = -d
  }
  const neg = p < 0n
  const abs = neg ? -p : p
  let q = abs / d
  const twice = (abs % d) * 2n
  if (twice > d || (twice === d && q % 2n === 1n)) q += 1n
  const n = Number(neg ? -q : q) / Number(scale)
  return n === 0 ? 0 : n
}

const add = (a: Frac, b: Frac): Frac => ({ num: a.num * b.den + b.num * a.den, den: a.den * b.den })
const neg = (a: Frac): Frac => ({ num: -a.num, den: a.den })
const B = (n: number) => BigInt(n)

export function computeRatios(
  f: Figures,
  o: { currency: string; days: number },
): { ratios: Ratio[]; warnings: string[] } {
  const fmt = (minor: number) => formatAmount(minor, o.currency)
  const c = f.closing
  const fl = f.flows
  const days = B(o.days)
  const warnings: string[] = []
  if (!f.opening)
    warnings.push(
      'No entries before the period: averages (returns, turnover, debtor, inventory and creditor days) use closing balances.',
    )

  /** An average balance: its inputs, its formula text, and 2 × average (or the closing balance) with its divisor. */
  const average = (key: keyof Position, name: string) =>
    f.opening
      ? {
          inputs: { [`opening_${name}`]: fmt(f.opening[key]), [`closing_${name}`]: fmt(c[key]) },
          text: `((opening_${name} + closing_${name}) / 2)`,
          twice: B(f.opening[key]) + B(c[key]),
          divisor: 2n,
        }
      : { inputs: { [`closing_${name}`]: fmt(c[key]) }, text: `closing_${name}`, twice: B(c[key]), divisor: 1n }

  const ratios: Ratio[] = []
  const fractions = new Map<string, Frac | null>()
  const ratio = (
    key: string,
    name: string,
    group: RatioGroup,
    unit: 'ratio' | 'days',
    formula: string,
    inputs: Record<string, string>,
    frac: Frac,
    denominatorName: string,
  ) => {
    const ok = frac.den > 0n
    const warning = ok
      ? null
      : `${name}: ${denominatorName} is ${frac.den === 0n ? 'zero' : 'negative'}, so the ratio is not meaningful (null).`
    if (warning) warnings.push(warning)
    fractions.set(key, ok ? frac : null)
    ratios.push({ key, name, group, unit, formula, inputs, value: ok ? roundQuotient(frac, DP[unit]) : null, warning })
  }

  // Liquidity
  const cl = { current_liabilities: fmt(c.currentLiabilities) }
  ratio(
    'current_ratio',
    'Current ratio',
    'liquidity',
    'ratio',
    'current_assets / current_liabilities',
    { current_assets: fmt(c.currentAssets), ...cl },
    { num: B(c.currentAssets), den: B(c.currentLiabilities) },
    'current liabilities',
  )
  ratio(
    'quick_ratio',
    'Quick ratio',
    'liquidity',
    'ratio',
    '(cash + receivables + marketable_securities) / current_liabilities',
    { cash: fmt(c.cash), receivables: fmt(c.receivables), marketable_securities: fmt(c.marketableSecurities), ...cl },
    { num: B(c.cash) + B(c.receivables) + B(c.marketableSecurities), den: B(c.currentLiabilities) },
    'current liabilities',
  )
  ratio(
    'cash_ratio',
    'Cash ratio',
    'liquidity',
    'ratio',
    'cash / current_liabilities',
    { cash: fmt(c.cash), ...cl },
    { num: B(c.cash), den: B(c.currentLiabilities) },
    'current liabilities',
  )
  ratios.push({
    key: 'working_capital',
    name: 'Working capital',
    group: 'liquidity',
    unit: 'amount',
    formula: 'current_assets - current_liabilities',
    inputs: { current_assets: fmt(c.currentAssets), ...cl },
    value: fmt(subtract(c.currentAssets, c.currentLiabilities)),
    warning: null,
  })

  // Profitability
  const rev = { revenue: fmt(fl.revenue) }
  const ebitParts = { net_profit: fmt(fl.netProfit), interest: fmt(fl.interest), income_tax: fmt(fl.incomeTax) }
  ratio(
    'gross_margin',
    'Gross margin',
    'profitability',
    'ratio',
    '(revenue - cost_of_sales) / revenue',
    { ...rev, cost_of_sales: fmt(fl.costOfSales) },
    { num: B(fl.grossProfit), den: B(fl.revenue) },
    'revenue',
  )
  ratio(
    'ebitda_margin',
    'EBITDA margin',
    'profitability',
    'ratio',
    '(net_profit + interest + income_tax + depreciation_amortisation) / revenue',
    { ...ebitParts, depreciation_amortisation: fmt(fl.depreciationAmortisation), ...rev },
    { num: B(fl.ebitda), den: B(fl.revenue) },
    'revenue',
  )
  ratio(
    'ebit_margin',
    'Operating (EBIT) margin',
    'profitability',
    'ratio',
    '(net_profit + interest + income_tax) / revenue',
    { ...ebitParts, ...rev },
    { num: B(fl.ebit), den: B(fl.revenue) },
    'revenue',
  )
  ratio(
    'net_margin',
    'Net margin',
    'profitability',
    'ratio',
    'net_profit / revenue',
    { net_profit: fmt(fl.netProfit), ...rev },
    { num: B(fl.netProfit), den: B(fl.revenue) },
    'revenue',
  )
  const ta = average('totalAssets', 'total_assets')
  ratio(
    'return_on_assets',
    'Return on assets (annualised)',
    'profitability',
    'ratio',
    `(net_profit * 365 / days) / ${ta.text}`,
    { net_profit: fmt(fl.netProfit), days: String(o.days), ...ta.inputs },
    { num: B(fl.netProfit) * 365n * ta.divisor, den: days * ta.twice },
    'average total assets',
  )
  const eq = average('equity', 'equity')
  ratio(
    'return_on_equity',
    'Return on equity (annualised)',
    'profitability',
    'ratio',
    `(net_profit * 365 / days) / ${eq.text}`,
    { net_profit: fmt(fl.netProfit), days: String(o.days), ...eq.inputs },
    { num: B(fl.netProfit) * 365n * eq.divisor, den: days * eq.twice },
    'average equity',
  )

  // Efficiency
  const rc = average('receivables', 'receivables')
  ratio(
    'debtor_days',
    'Debtor days (DSO)',
    'efficiency',
    'days',
    `${rc.text} / revenue * days`,
    { ...rc.inputs, ...rev, days: String(o.days) },
    { num: rc.twice * days, den: B(fl.revenue) * rc.divisor },
    'revenue',
  )
  const inv = average('inventory', 'inventory')
  const cos = { cost_of_sales: fmt(fl.costOfSales) }
  ratio(
    'inventory_days',
    'Inventory days (DIO)',
    'efficiency',
    'days',
    `${inv.text} / cost_of_sales * days`,
    { ...inv.inputs, ...cos, days: String(o.days) },
    { num: inv.twice * days, den: B(fl.costOfSales) * inv.divisor },
    'cost of sales',
  )
  const tp = average('tradePayables', 'trade_payables')
  ratio(
    'creditor_days',
    'Creditor days (DPO)',
    'efficiency',
    'days',
    `${tp.text} / cost_of_sales * days`,
    { ...tp.inputs, ...cos, days: String(o.days) },
    { num: tp.twice * days, den: B(fl.costOfSales) * tp.divisor },
    'cost of sales',
  )
  const [dso, dio, dpo] = ['debtor_days', 'inventory_days', 'creditor_days'].map((k) => fractions.get(k) ?? null)
  const cccInputs = Object.fromEntries(
    ratios
      .filter((r) => ['debtor_days', 'inventory_days', 'creditor_days'].includes(r.key))
      .map((r) => [r.key, r.value === null ? 'null' : (r.value as number).toFixed(1)]),
  )
  const ccc = dso && dio && dpo ? add(add(dso, dio), neg(dpo)) : null
  const cccWarning = ccc
    ? null
    : 'Cash conversion cycle: one of debtor, inventory or creditor days is null, so the cycle is null.'
  if (cccWarning) warnings.push(cccWarning)
  ratios.push({
    key: 'cash_conversion_cycle',
    name: 'Cash conversion cycle',
    group: 'efficiency',
    unit: 'days',
    formula: 'debtor_days + inventory_days - creditor_days',
    inputs: cccInputs,
    value: ccc ? roundQuotient(ccc, DP.days) : null,
    warning: cccWarning,
  })
  ratio(
    'asset_turnover',
    'Asset turnover (annualised)',
    'efficiency',
    'ratio',
    `(revenue * 365 / days) / ${ta.text}`,
    { ...rev, days: String(o.days), ...ta.inputs },
    { num: B(fl.revenue) * 365n * ta.divisor, den: days * ta.twice },
    'average total assets',
  )

  // Leverage and solvency
  const debt = { debt: fmt(c.debt) }
  ratio(
    'debt_to_equity',
    'Debt to equity',
    'leverage',
    'ratio',
    'debt / equity',
    { ...debt, equity: fmt(c.equity) },
    { num: B(c.debt), den: B(c.equity) },
    'equity',
  )
  ratio(
    'gearing',
    'Gearing',
    'leverage',
    'ratio',
    'debt / (debt + equity)',
    { ...debt, equity: fmt(c.equity) },
    { num: B(c.debt), den: B(c.debt) + B(c.equity) },
    'debt plus equity',
  )
  ratio(
    'interest_cover',
    'Interest cover',
    'leverage',
    'ratio',
    '(net_profit + interest + income_tax) / interest',
    ebitParts,
    { num: B(fl.ebit), den: B(fl.interest) },
    'interest expense',
  )
  ratio(
    'debt_to_ebitda',
    'Debt to EBITDA (annualised)',
    'leverage',
    'ratio',
    'debt / ((net_profit + interest + income_tax + depreciation_amortisation) * 365 / days)',
    { ...debt, ...ebitParts, depreciation_amortisation: fmt(fl.depreciationAmortisation), days: String(o.days) },
    { num: B(c.debt) * days, den: B(fl.ebitda) * 365n },
    'EBITDA',
  )
  ratio(
    'equity_ratio',
    'Equity ratio',
    'leverage',
    'ratio',
    'equity / total_assets',
    { equity: fmt(c.equity), total_assets: fmt(c.totalAssets) },
    { num: B(c.equity), den: B(c.totalAssets) },
    'total assets',
  )

  return { ratios, warnings }
}
