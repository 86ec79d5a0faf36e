// clients.financials (get_client_financials): trial balance, profit and loss and balance sheet from the journal.
// Balances come from the store in minor units (debit positive); everything is summed in minor units and formatted once.
import { defineSkill, money, type SkillAccount } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

type Type = SkillAccount['type']
/** Assets and expenses are shown as debits; liabilities, equity and revenue as credits. */
const CREDIT_NATURAL: ReadonlySet<Type> = new Set(['liability', 'equity', 'revenue'])

export default defineSkill<Input, Output>(async (input, ctx) => {
  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  const fmt = (minor: number) => money.formatAmount(minor, currency)
  const accounts = new Map((await books.chart()).map((a) => [a.code, a]))
  const atEnd = await books.balances({ to: input.period_end })
  const inPeriod = input.period_start ? await books.balances({ from: input.period_start, to: input.period_end }) : atEnd
  const warnings: string[] = []
  const unknown = [...new Set([...atEnd.keys(), ...inPeriod.keys()])].filter((c) => !accounts.has(c)).sort()
  if (unknown.length) warnings.push(`Accounts with entries but not in the chart of accounts, shown with type null and left out of the profit and loss and the balance sheet: ${unknown.join(', ')}.`)
  const codes = (m: Map<string, number>) => [...m.keys()].sort()

  // Trial balance at period_end: every account with a non-zero balance.
  const rows = codes(atEnd).filter((c) => atEnd.get(c) !== 0).map((code) => {
    const b = atEnd.get(code)!
    const a = accounts.get(code)
    return { account_code: code, account_name: a?.name ?? null, type: a?.type ?? null, debit: b > 0 ? fmt(b) : null, credit: b < 0 ? fmt(-b) : null }
  })
  const totalDebit = money.sum(codes(atEnd).map((c) => Math.max(0, atEnd.get(c)!)))
  const totalCredit = money.sum(codes(atEnd).map((c) => Math.max(0, -atEnd.get(c)!)))

  // Lines of one type on their natural side, and their total.
  const section = (m: Map<string, number>, type: Type) => {
    const lines = codes(m).filter((c) => accounts.get(c)?.type === type && m.get(c) !== 0).map((code) => {
      const natural = CREDIT_NATURAL.has(type) ? -m.get(code)! : m.get(code)!
      return { account_code: code, account_name: accounts.get(code)!.name, natural }
    })
    return { lines: lines.map((l) => ({ account_code: l.account_code, account_name: l.account_name, amount: fmt(l.natural) })), total: money.sum(lines.map((l) => l.natural)) }
  }

  const revenue = section(inPeriod, 'revenue')
  const expenses = section(inPeriod, 'expense')
  const assets = section(atEnd, 'asset')
  const liabilities = section(atEnd, 'liability')
  const equity = section(atEnd, 'equity')
  const earnings = money.subtract(section(atEnd, 'revenue').total, section(atEnd, 'expense').total)
  const totalEquity = money.add(equity.total, earnings)
  if (!input.period_start) warnings.push('No period_start: the profit and loss covers every entry up to period_end.')

  return {
    client: { id: books.client.id, name: books.client.name, currency },
    period: { start: input.period_start ?? null, end: input.period_end },
    trial_balance: { rows, total_debit: fmt(totalDebit), total_credit: fmt(totalCredit), balanced: totalDebit === totalCredit },
    profit_and_loss: {
      revenue: revenue.lines, expenses: expenses.lines, total_revenue: fmt(revenue.total), total_expenses: fmt(expenses.total),
      net_profit: fmt(money.subtract(revenue.total, expenses.total)),
    },
    balance_sheet: {
      assets: assets.lines, liabilities: liabilities.lines, equity: equity.lines, unclosed_earnings: fmt(earnings),
      total_assets: fmt(assets.total), total_liabilities: fmt(liabilities.total), total_equity: fmt(totalEquity),
      balanced: assets.total === money.add(liabilities.total, totalEquity),
    },
    stub_fields: [],
    warnings,
  }
})
