// The figures the ratio set is computed from (research domain-skills §6), in integer minor units: balance-sheet totals
// by account class at the period's end (and at its opening, when the books have entries before it) and the period's
// profit and loss split into revenue, cost of sales, interest, income tax and depreciation. Balance-sheet equity
// includes earnings not yet closed into an equity account, as the balance sheet shows it.
import { add, subtract, sum } from '../../money/index.ts'
import type { AccountType } from '../journal.ts'
import { ALL_CLASSES, type AccountClass, type Classified } from './classify.ts'
import { naturalAmount } from './statements.ts'

export interface Position {
  cash: number
  receivables: number
  inventory: number
  marketableSecurities: number
  currentAssets: number
  totalAssets: number
  tradePayables: number
  currentLiabilities: number
  totalLiabilities: number
  /** Interest-bearing debt, current and non-current. */
  debt: number
  /** Equity accounts plus unclosed earnings. */
  equity: number
}

export interface Flows {
  revenue: number
  otherIncome: number
  costOfSales: number
  operatingExpenses: number
  interest: number
  incomeTax: number
  depreciationAmortisation: number
  grossProfit: number
  netProfit: number
  /** Net profit + interest + income tax. */
  ebit: number
  /** EBIT + depreciation and amortisation. */
  ebitda: number
}

export interface Figures {
  closing: Position
  /** Null when no entry is dated before the period (averages then fall back to closing balances). */
  opening: Position | null
  flows: Flows
}

type ClassTotals = Record<AccountClass, number>

function totalsByClass(balances: ReadonlyMap<string, number>, classes: readonly Classified[]): ClassTotals {
  const out = Object.fromEntries(ALL_CLASSES.map((c) => [c, 0])) as ClassTotals
  const byCode = new Map(classes.map((c) => [c.code, c]))
  for (const [code, balance] of balances) {
    const c = byCode.get(code)
    if (!c) continue // not in the chart: the statements already warn
    out[c.class] = add(out[c.class], naturalAmount(c.type, balance))
  }
  return out
}

function byType(balances: ReadonlyMap<string, number>, classes: readonly Classified[], type: AccountType): number {
  const types = new Map(classes.map((c) => [c.code, c.type]))
  return sum([...balances].filter(([code]) => types.get(code) === type).map(([, b]) => naturalAmount(type, b)))
}

export function position(balances: ReadonlyMap<string, number>, classes: readonly Classified[]): Position {
  const t = totalsByClass(balances, classes)
  const currentAssets = sum([t.cash, t.receivables, t.inventory, t.marketable_securities, t.other_current_asset])
  const currentLiabilities = sum([t.trade_payables, t.current_debt, t.other_current_liability])
  const earnings = subtract(byType(balances, classes, 'revenue'), byType(balances, classes, 'expense'))
  return {
    cash: t.cash,
    receivables: t.receivables,
    inventory: t.inventory,
    marketableSecurities: t.marketable_securities,
    currentAssets,
    totalAssets: add(currentAssets, t.non_current_asset),
    tradePayables: t.trade_payables,
    currentLiabilities,
    totalLiabilities: sum([currentLiabilities, t.non_current_debt, t.other_non_current_liability]),
    debt: add(t.current_debt, t.non_current_debt),
    equity: add(t.equity, earnings),
  }
}

export function flows(movements: ReadonlyMap<string, number>, classes: readonly Classified[]): Flows {
  const t = totalsByClass(movements, classes)
  const netProfit = subtract(
    add(t.revenue, t.other_income),
    sum([t.cost_of_sales, t.operating_expense, t.interest, t.income_tax, t.depreciation_amortisation]),
  )
  const ebit = sum([netProfit, t.interest, t.income_tax])
  return {
    revenue: t.revenue,
    otherIncome: t.other_income,
    costOfSales: t.cost_of_sales,
    operatingExpenses: t.operating_expense,
    interest: t.interest,
    incomeTax: t.income_tax,
    depreciationAmortisation: t.depreciation_amortisation,
    grossProfit: subtract(t.revenue, t.cost_of_sales),
    netProfit,
    ebit,
    ebitda: add(ebit, t.depreciation_amortisation),
  }
}

export function figures(
  p: {
    atEnd: ReadonlyMap<string, number>
    inPeriod: ReadonlyMap<string, number>
    opening: ReadonlyMap<string, number> | null
  },
  classes: readonly Classified[],
): Figures {
  return {
    closing: position(p.atEnd, classes),
    opening: p.opening ? position(p.opening, classes) : null,
    flows: flows(p.inPeriod, classes),
  }
}
