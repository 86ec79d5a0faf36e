// Financial statements from a chart of accounts and per-account balances (issue 8; skills/clients.financials shows them,
// the analysis and report skills build on them). Pure: balances come in as integer minor units, debit positive, the
// way SkillBooks.balances returns them; every sum is exact (src/money) and amounts are formatted once, at the edge.
import { add, formatAmount, subtract, sum } from '../../money/index.ts'
import type { AccountType } from '../journal.ts'

export interface ChartAccount {
  code: string
  name: string
  type: AccountType
}

/** Assets and expenses are shown as debits; liabilities, equity and revenue as credits. */
const CREDIT_NATURAL: ReadonlySet<AccountType> = new Set(['liability', 'equity', 'revenue'])

/** A balance on the account type's natural side (a credit balance of a revenue account is positive). */
export function naturalAmount(type: AccountType, balance: number): number {
  return CREDIT_NATURAL.has(type) ? -balance : balance
}

export interface StatementLine {
  code: string
  name: string
  amount: number
}
export interface Section {
  lines: StatementLine[]
  total: number
}

export interface Statements {
  trialBalance: {
    rows: Array<{ code: string; name: string | null; type: AccountType | null; balance: number }>
    totalDebit: number
    totalCredit: number
    balanced: boolean
  }
  profitAndLoss: { revenue: Section; expenses: Section; netProfit: number }
  balanceSheet: {
    assets: Section
    liabilities: Section
    equity: Section
    /** Revenue less expenses of every period up to the end date not closed into an equity account. */
    unclosedEarnings: number
    totalEquity: number
    balanced: boolean
  }
  /** Codes with entries that the chart does not hold (listed in the trial balance only). */
  unknownCodes: string[]
  warnings: string[]
}

const sortedCodes = (m: ReadonlyMap<string, number>) => [...m.keys()].sort()

/** Accounts of one type with a non-zero balance, on their natural side, by code. */
export function section(
  balances: ReadonlyMap<string, number>,
  accounts: ReadonlyMap<string, ChartAccount>,
  type: AccountType,
): Section {
  const lines = sortedCodes(balances)
    .filter((c) => accounts.get(c)?.type === type && balances.get(c) !== 0)
    .map((code) => ({ code, name: accounts.get(code)!.name, amount: naturalAmount(type, balances.get(code)!) }))
  return { lines, total: sum(lines.map((l) => l.amount)) }
}

/**
 * The trial balance and balance sheet at the end date (`atEnd`: balances of every entry up to it) and the profit and
 * loss of the period (`inPeriod`: movements of the entries dated in it).
 */
export function buildStatements(
  chart: readonly ChartAccount[],
  atEnd: ReadonlyMap<string, number>,
  inPeriod: ReadonlyMap<string, number>,
): Statements {
  const accounts = new Map(chart.map((a) => [a.code, a]))
  const warnings: string[] = []
  const unknownCodes = [...new Set([...atEnd.keys(), ...inPeriod.keys()])].filter((c) => !accounts.has(c)).sort()
  if (unknownCodes.length)
    warnings.push(
      `Accounts with entries but not in the chart of accounts, shown with type null and left out of the profit and loss and the balance sheet: ${unknownCodes.join(', ')}.`,
    )

  const rows = sortedCodes(atEnd)
    .filter((c) => atEnd.get(c) !== 0)
    .map((code) => {
      const a = accounts.get(code)
      return { code, name: a?.name ?? null, type: a?.type ?? null, balance: atEnd.get(code)! }
    })
  const totalDebit = sum(rows.map((r) => Math.max(0, r.balance)))
  const totalCredit = sum(rows.map((r) => Math.max(0, -r.balance)))

  const revenue = section(inPeriod, accounts, 'revenue')
  const expenses = section(inPeriod, accounts, 'expense')
  const assets = section(atEnd, accounts, 'asset')
  const liabilities = section(atEnd, accounts, 'liability')
  const equity = section(atEnd, accounts, 'equity')
  const unclosedEarnings = subtract(
    section(atEnd, accounts, 'revenue').total,
    section(atEnd, accounts, 'expense').total,
  )
  const totalEquity = add(equity.total, unclosedEarnings)
  return {
    trialBalance: { rows, totalDebit, totalCredit, balanced: totalDebit === totalCredit },
    profitAndLoss: { revenue, expenses, netProfit: subtract(revenue.total, expenses.total) },
    balanceSheet: {
      assets,
      liabilities,
      equity,
      unclosedEarnings,
      totalEquity,
      balanced: assets.total === add(liabilities.total, totalEquity),
    },
    unknownCodes,
    warnings,
  }
}

/** The statements as the API shows them (get_client_financials' output shape): decimal strings in `currency`. */
export function formatStatements(s: Statements, currency: string) {
  const fmt = (minor: number) => formatAmount(minor, currency)
  const lines = (sec: Section) =>
    sec.lines.map((l) => ({ account_code: l.code, account_name: l.name, amount: fmt(l.amount) }))
  return {
    trial_balance: {
      rows: s.trialBalance.rows.map((r) => ({
        account_code: r.code,
        account_name: r.name,
        type: r.type,
        debit: r.balance > 0 ? fmt(r.balance) : null,
        credit: r.balance < 0 ? fmt(-r.balance) : null,
      })),
      total_debit: fmt(s.trialBalance.totalDebit),
      total_credit: fmt(s.trialBalance.totalCredit),
      balanced: s.trialBalance.balanced,
    },
    profit_and_loss: {
      revenue: lines(s.profitAndLoss.revenue),
      expenses: lines(s.profitAndLoss.expenses),
      total_revenue: fmt(s.profitAndLoss.revenue.total),
      total_expenses: fmt(s.profitAndLoss.expenses.total),
      net_profit: fmt(s.profitAndLoss.netProfit),
    },
    balance_sheet: {
      assets: lines(s.balanceSheet.assets),
      liabilities: lines(s.balanceSheet.liabilities),
      equity: lines(s.balanceSheet.equity),
      unclosed_earnings: fmt(s.balanceSheet.unclosedEarnings),
      total_assets: fmt(s.balanceSheet.assets.total),
      total_liabilities: fmt(s.balanceSheet.liabilities.total),
      total_equity: fmt(s.balanceSheet.totalEquity),
      balanced: s.balanceSheet.balanced,
    },
  }
}

export type FormattedStatements = ReturnType<typeof formatStatements>
