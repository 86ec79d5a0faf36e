// reports.cfo-pack (prepare_cfo_pack): a KPI table and the ratio set for a period against a comparison period, from
// the client's books through the SDK's `analysis` (src/books/analysis/). Numbers only: the commentary is a stub.
import { analysis, defineSkill, money, SkillInputError } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

type Figures = ReturnType<typeof analysis.figures>

const KPIS: Array<[string, string, (f: Figures) => number]> = [
  ['revenue', 'Revenue', (f) => f.flows.revenue],
  ['gross_profit', 'Gross profit', (f) => f.flows.grossProfit],
  ['ebitda', 'EBITDA', (f) => f.flows.ebitda],
  ['net_profit', 'Net profit', (f) => f.flows.netProfit],
  ['cash', 'Cash', (f) => f.closing.cash],
  ['receivables', 'Receivables', (f) => f.closing.receivables],
  ['inventory', 'Inventory', (f) => f.closing.inventory],
  ['trade_payables', 'Trade payables', (f) => f.closing.tradePayables],
  ['working_capital', 'Working capital', (f) => money.subtract(f.closing.currentAssets, f.closing.currentLiabilities)],
  ['total_assets', 'Total assets', (f) => f.closing.totalAssets],
  ['total_liabilities', 'Total liabilities', (f) => f.closing.totalLiabilities],
  ['debt', 'Interest-bearing debt', (f) => f.closing.debt],
  ['equity', 'Equity', (f) => f.closing.equity],
]

export default defineSkill<Input, Output>(async (input, ctx) => {
  if (input.period_start > input.period_end) throw new SkillInputError('period_start', 'must not be after period_end')
  const days = analysis.daysInclusive(input.period_start, input.period_end)
  if (((input.comparison_start ?? null) === null) !== ((input.comparison_end ?? null) === null))
    throw new SkillInputError(
      input.comparison_start ? 'comparison_end' : 'comparison_start',
      'is needed with the other comparison date',
    )
  const cmpEnd = input.comparison_end ?? analysis.dayBefore(input.period_start)
  const cmpStart = input.comparison_start ?? shift(cmpEnd, -(days - 1))
  if (cmpStart > cmpEnd) throw new SkillInputError('comparison_start', 'must not be after comparison_end')
  const cmpDays = analysis.daysInclusive(cmpStart, cmpEnd)

  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  const fmt = (m: number) => money.formatAmount(m, currency)
  const [current, comparison] = await Promise.all([
    analysis.readPeriod(books, { start: input.period_start, end: input.period_end }),
    analysis.readPeriod(books, { start: cmpStart, end: cmpEnd }),
  ])
  let classes: ReturnType<typeof analysis.classifyChart>
  try {
    classes = analysis.classifyChart(
      current.chart,
      analysis.checkClassOverrides(input.account_classes ?? {}, current.chart),
    )
  } catch (e) {
    if (e instanceof analysis.AnalysisInputError) throw new SkillInputError(e.param, e.reason)
    throw e
  }
  const fNow = analysis.figures(current, classes)
  const fCmp = analysis.figures(comparison, classes)
  const now = analysis.computeRatios(fNow, { currency, days })
  const cmp = analysis.computeRatios(fCmp, { currency, days: cmpDays })

  const kpis = KPIS.map(([key, name, get]) => {
    const a = get(fNow)
    const b = get(fCmp)
    return {
      key,
      name,
      current: fmt(a),
      comparison: fmt(b),
      change: fmt(money.subtract(a, b)),
      change_percent:
        b === 0 ? null : analysis.roundQuotient({ num: BigInt(a - b) * 100n, den: BigInt(Math.abs(b)) }, 1),
    }
  })
  const cmpByKey = new Map(cmp.ratios.map((r) => [r.key, r]))
  const ratioComparison = now.ratios.map((r) => {
    const c = cmpByKey.get(r.key)!.value
    return {
      key: r.key,
      name: r.name,
      unit: r.unit,
      current: r.value,
      comparison: c,
      change: difference(r.value, c, r.unit, currency),
    }
  })
  const emptyComparison = comparison.atEnd.size === 0
  const warnings = [
    ...analysis.buildStatements(current.chart, current.atEnd, current.inPeriod).warnings,
    ...now.warnings,
    ...(emptyComparison
      ? [
          `The books have no entries up to the comparison period's end (${cmpEnd}): every comparison figure is zero and its ratios null.`,
        ]
      : cmp.warnings.map((w) => `Comparison period: ${w}`)),
    'commentary is empty: narrative needs a language model, which is not configured.',
  ]
  return {
    client: { id: books.client.id, name: books.client.name, currency },
    period: { start: input.period_start, end: input.period_end, days },
    comparison_period: { start: cmpStart, end: cmpEnd, days: cmpDays },
    kpis,
    ratios: now.ratios,
    ratio_comparison: ratioComparison,
    commentary: '',
    stub_fields: ['commentary'],
    warnings,
  }
})

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** current − comparison: amounts exactly, ratios and days on their rounded values (to their decimals). */
function difference(
  a: number | string | null,
  b: number | string | null,
  unit: string,
  currency: string,
): number | string | null {
  if (a === null || b === null) return null
  if (unit === 'amount')
    return money.formatAmount(
      money.subtract(money.parseAmount(String(a), currency), money.parseAmount(String(b), currency)),
      currency,
    )
  const dp = unit === 'days' ? 1 : 4
  return Number((Number(a) - Number(b)).toFixed(dp)) + 0
}
