// financials.analyse (analyse_financials): the ratio set of research domain-skills §6 from a client's books, each ratio
// with its formula and inputs. The arithmetic is the SDK's `analysis` (src/books/analysis/); this reads the books,
// checks the caller's account classes against the chart, and says what was assumed.
import { analysis, defineSkill, SkillInputError } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  if (input.period_start > input.period_end) throw new SkillInputError('period_start', 'must not be after period_end')
  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  const period = await analysis.readPeriod(books, { start: input.period_start, end: input.period_end })
  const overrides = inputError(() => analysis.checkClassOverrides(input.account_classes ?? {}, period.chart))
  const classes = analysis.classifyChart(period.chart, overrides)
  const days = analysis.daysInclusive(input.period_start, input.period_end)
  const { ratios, warnings: ratioWarnings } = analysis.computeRatios(analysis.figures(period, classes), {
    currency,
    days,
  })
  const statements = analysis.buildStatements(period.chart, period.atEnd, period.inPeriod)
  const defaulted = classes
    .filter((c) => c.source === 'default' && c.type !== 'equity' && c.type !== 'revenue')
    .map((c) => c.code)
  const warnings = [
    ...statements.warnings,
    ...(defaulted.length
      ? [
          `No name rule classed these accounts, so they count by type's default (assets current, liabilities current and not interest-bearing, expenses operating): ${defaulted.join(', ')}. Give account_classes to correct.`,
        ]
      : []),
    ...ratioWarnings,
    'commentary is empty: narrative needs a language model, which is not configured.',
  ]
  return {
    client: { id: books.client.id, name: books.client.name, currency },
    period: { start: input.period_start, end: input.period_end, days },
    ratios,
    classification: classes.map((c) => ({
      account_code: c.code,
      account_name: c.name,
      type: c.type,
      class: c.class,
      source: c.source,
    })),
    commentary: '',
    stub_fields: ['commentary'],
    warnings,
  }
})

/** The analysis' refusals of the caller's input as the runtime's 422. */
function inputError<T>(f: () => T): T {
  try {
    return f()
  } catch (e) {
    if (e instanceof analysis.AnalysisInputError) throw new SkillInputError(e.param, e.reason)
    throw e
  }
}
