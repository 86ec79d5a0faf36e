// reports.financial (prepare_financial_report): the client's statements (src/books/analysis) rendered as PDF and/or
// XLSX (src/books/render), stored through ctx.data.files.create and returned as file references with the totals.
import { analysis, defineSkill, render, type SkillFile } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  const chart = await books.chart()
  const atEnd = await books.balances({ to: input.period_end })
  const inPeriod = input.period_start ? await books.balances({ from: input.period_start, to: input.period_end }) : atEnd
  const statements = analysis.buildStatements(chart, atEnd, inPeriod)
  const formatted = analysis.formatStatements(statements, currency)
  const warnings = [...statements.warnings]
  if (!input.period_start) warnings.push('No period_start: the profit and loss covers every entry up to period_end.')
  if (!statements.trialBalance.balanced || !statements.balanceSheet.balanced)
    warnings.push('The statements do not balance (see the warnings above); the report shows them as computed.')

  const data = {
    entity: books.client.name,
    currency,
    period: { start: input.period_start ?? null, end: input.period_end },
    statements: formatted,
    notes: warnings,
    createdAt: ctx.now(),
  }
  const base = `financial-report-${slug(books.client.name)}-${input.period_end}`
  const formats = input.output_format === 'both' ? (['pdf', 'xlsx'] as const) : [input.output_format ?? 'pdf']
  const files: SkillFile[] = []
  for (const f of formats) {
    ctx.progress(files.length / formats.length, `rendering ${f}`)
    const bytes = f === 'pdf' ? await render.financialReportPdf(data) : await render.financialReportXlsx(data)
    files.push(
      await ctx.data.files.create({
        filename: `${base}.${f}`,
        contentType: render.CONTENT_TYPES[f],
        bytes,
        workspaceId: books.client.workspaceId,
      }),
    )
  }
  const t = formatted
  return {
    client: { id: books.client.id, name: books.client.name, currency },
    period: { start: input.period_start ?? null, end: input.period_end },
    totals: {
      total_debit: t.trial_balance.total_debit,
      total_credit: t.trial_balance.total_credit,
      trial_balance_balanced: t.trial_balance.balanced,
      total_revenue: t.profit_and_loss.total_revenue,
      total_expenses: t.profit_and_loss.total_expenses,
      net_profit: t.profit_and_loss.net_profit,
      total_assets: t.balance_sheet.total_assets,
      total_liabilities: t.balance_sheet.total_liabilities,
      total_equity: t.balance_sheet.total_equity,
      balance_sheet_balanced: t.balance_sheet.balanced,
    },
    files: files.map((f) => ({ ...f, download_path: `/api/v1/files/${f.id}/content` })),
    stub_fields: [],
    warnings,
  }
})

/** A file-name-safe form of the client's name. */
function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'client'
  )
}
