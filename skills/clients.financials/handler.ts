// clients.financials (get_client_financials): trial balance, profit and loss and balance sheet from the journal.
// Balances come from the store in minor units (debit positive); the statements are built by the SDK's `analysis`
// (src/books/analysis/statements.ts, shared with the analysis and report skills) and formatted once.
import { analysis, defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  const chart = await books.chart()
  const atEnd = await books.balances({ to: input.period_end })
  const inPeriod = input.period_start ? await books.balances({ from: input.period_start, to: input.period_end }) : atEnd
  const statements = analysis.buildStatements(chart, atEnd, inPeriod)
  const warnings = [...statements.warnings]
  if (!input.period_start) warnings.push('No period_start: the profit and loss covers every entry up to period_end.')
  return {
    client: { id: books.client.id, name: books.client.name, currency },
    period: { start: input.period_start ?? null, end: input.period_end },
    ...analysis.formatStatements(statements, currency),
    stub_fields: [],
    warnings,
  }
})
