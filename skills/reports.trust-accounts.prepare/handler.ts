// reports.trust-accounts.prepare (prepare_trust_accounts): a trust's distribution for an income year from its books and
// the trustee's resolution (arithmetic: src/books/analysis/trust-*.ts), rendered as a statement of distribution and
// beneficiary statements (src/books/render), stored through ctx.data.files.create and returned as file references.
// Deed interpretation and tax (s95 net income, CGT discount, s100A, Division 7A) are stubs, said in warnings.
import { analysis, defineSkill, money, render, SkillInputError, type SkillFile } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

const STUB_WARNINGS = [
  'The trust deed was not read: the definition of income, streaming powers and default beneficiaries are assumed to allow this resolution (deed_interpretation is a stub).',
  'net_income is a stub: s95 net income needs tax adjustments the books do not hold; each beneficiary is assessed on its share_of_income_percent of net income after streamed amounts (proportionate approach).',
  'Capital gains are shown gross: the CGT discount and concessions per beneficiary are not applied.',
  'Reimbursement agreements (s100A) and private company rules (Division 7A) need judgement and are not assessed.',
]

export default defineSkill<Input, Output>(async (input, ctx) => {
  const period = parsePeriod(input.period)
  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  const fmt = (m: number) => money.formatAmount(m, currency)
  const raw = input.distribution_resolution ?? {}
  const given = Object.keys(raw).length > 0
  const resolution = given
    ? inputError(() => analysis.parseResolution(raw, currency))
    : {
        resolutionDate: null,
        distributableIncome: null,
        adjustments: [],
        beneficiaries: [],
        capitalGains: null,
        frankedDistributions: null,
      }
  const p = await analysis.readPeriod(books, period)
  const statements = analysis.buildStatements(p.chart, p.atEnd, p.inPeriod)
  const accounts = new Map(p.chart.map((a) => [a.code, a]))
  /** The period's movement of the named accounts, on their natural side (a capital gain credited to revenue is positive). */
  const fromBooks = (codes: string[], param: string) =>
    money.sum(
      codes.map((code, i) => {
        const a = accounts.get(code)
        if (!a) throw new SkillInputError(`${param}.account_codes.${i}`, "names no account of the client's chart")
        return analysis.naturalAmount(a.type, p.inPeriod.get(code) ?? 0)
      }),
    )
  const s = 'distribution_resolution.streaming'
  const d = inputError(() =>
    analysis.distribute({
      resolution,
      accountingProfit: statements.profitAndLoss.netProfit,
      booksCapitalGains: resolution.capitalGains
        ? fromBooks(resolution.capitalGains.accountCodes, `${s}.capital_gains`)
        : 0,
      booksFrankedDistributions: resolution.frankedDistributions
        ? fromBooks(resolution.frankedDistributions.accountCodes, `${s}.franked_distributions`)
        : 0,
    }),
  )

  const warnings = [...statements.warnings, ...d.warnings]
  if (!given)
    warnings.unshift(
      'No distribution_resolution: no beneficiary is presently entitled, so the distributable income is shown unallocated (the trustee may be assessed under s99A unless the deed names default beneficiaries).',
    )
  if (resolution.resolutionDate && resolution.resolutionDate > period.end)
    warnings.push(
      `The resolution is dated ${resolution.resolutionDate}, after the end of the income year (${period.end}): resolutions of present entitlement to income are generally needed by then.`,
    )
  for (const b of resolution.beneficiaries)
    if (b.tfnQuoted === false)
      warnings.push(`${b.name} has not quoted a TFN: the trustee may need to withhold and report (closely held trust).`)
  warnings.push(...STUB_WARNINGS)

  const beneficiaries = d.beneficiaries.map((b) => ({
    name: b.name,
    entity_type: b.entityType,
    basis: b.basis,
    percentage: b.percentage,
    share_of_income_percent: b.sharePercent,
    general_income: fmt(b.generalIncome),
    streamed_capital_gains: fmt(b.streamedCapitalGains),
    streamed_franked_distributions: fmt(b.streamedFrankedDistributions),
    entitlement: fmt(b.entitlement),
    capital_gains: fmt(b.capitalGains),
    franked_distributions: fmt(b.frankedDistributions),
    franking_credits: fmt(b.frankingCredits),
    account: {
      opening: fmt(b.opening),
      entitlement: fmt(b.entitlement),
      paid: fmt(b.paid),
      closing_unpaid: fmt(b.closingUnpaid),
    },
    tfn_quoted: b.tfnQuoted,
  }))
  const totals = {
    entitlement: fmt(d.totals.entitlement),
    opening: fmt(d.totals.opening),
    paid: fmt(d.totals.paid),
    closing_unpaid: fmt(d.totals.closingUnpaid),
    franking_credits: fmt(d.totals.frankingCredits),
  }

  const summary: Array<[string, string]> = [
    ['Accounting profit for the year', fmt(d.accountingProfit)],
    ...d.adjustments.map((a): [string, string] => [`Adjustment: ${a.description}`, fmt(a.amount)]),
    [
      d.distributableIncomeGiven ? 'Distributable income (as resolved)' : 'Distributable income',
      fmt(d.distributableIncome),
    ],
    ['Capital gains streamed', fmt(d.capitalGains.streamed)],
    ['Franked distributions streamed', fmt(d.frankedDistributions.streamed)],
    ['Franking credits', fmt(d.frankedDistributions.frankingCredits)],
    ['General income shared by the resolution', fmt(d.generalIncome)],
    ['Unallocated income', fmt(d.unallocated)],
    ['Total present entitlements', totals.entitlement],
  ]
  const report = {
    trust: books.client.name,
    currency,
    period,
    resolutionDate: resolution.resolutionDate,
    summary,
    beneficiaries: beneficiaries.map((b) => ({
      name: b.name,
      entityType: b.entity_type,
      tfnQuoted: b.tfn_quoted,
      percentage: b.percentage,
      sharePercent: b.share_of_income_percent,
      generalIncome: b.general_income,
      streamedCapitalGains: b.streamed_capital_gains,
      streamedFrankedDistributions: b.streamed_franked_distributions,
      entitlement: b.entitlement,
      capitalGains: b.capital_gains,
      frankedDistributions: b.franked_distributions,
      frankingCredits: b.franking_credits,
      opening: b.account.opening,
      paid: b.account.paid,
      closingUnpaid: b.account.closing_unpaid,
    })),
    totals: {
      entitlement: totals.entitlement,
      opening: totals.opening,
      paid: totals.paid,
      closingUnpaid: totals.closing_unpaid,
    },
    includeStatements: input.include_beneficiary_statements ?? true,
    notes: warnings,
    createdAt: ctx.now(),
  }
  const base = `trust-distribution-${slug(books.client.name)}-${period.end}`
  const formats = input.output_format === 'both' ? (['pdf', 'xlsx'] as const) : [input.output_format ?? 'pdf']
  const files: SkillFile[] = []
  for (const f of formats) {
    const bytes = f === 'pdf' ? await render.trustReportPdf(report) : await render.trustReportXlsx(report)
    files.push(
      await ctx.data.files.create({
        filename: `${base}.${f}`,
        contentType: render.CONTENT_TYPES[f],
        bytes,
        workspaceId: books.client.workspaceId,
      }),
    )
  }

  return {
    client: { id: books.client.id, name: books.client.name, currency },
    period,
    resolution_date: resolution.resolutionDate,
    distributable_income: {
      accounting_profit: fmt(d.accountingProfit),
      adjustments: d.adjustments.map((a) => ({ description: a.description, amount: fmt(a.amount) })),
      amount: fmt(d.distributableIncome),
      source: d.distributableIncomeGiven ? ('resolution' as const) : ('books' as const),
    },
    streaming: {
      capital_gains: {
        amount: fmt(d.capitalGains.amount),
        streamed: fmt(d.capitalGains.streamed),
        unstreamed: fmt(d.capitalGains.unstreamed),
      },
      franked_distributions: {
        amount: fmt(d.frankedDistributions.amount),
        streamed: fmt(d.frankedDistributions.streamed),
        unstreamed: fmt(d.frankedDistributions.unstreamed),
        franking_credits: fmt(d.frankedDistributions.frankingCredits),
      },
    },
    general_income: fmt(d.generalIncome),
    unallocated_income: fmt(d.unallocated),
    beneficiaries,
    totals,
    files: files.map((f) => ({ ...f, download_path: `/api/v1/files/${f.id}/content` })),
    net_income: null,
    deed_interpretation: null,
    stub_fields: ['net_income', 'deed_interpretation'],
    warnings,
  }
})

/** FY2026 is 1 July 2025 to 30 June 2026 (the Australian income year); or an explicit interval start/end. */
function parsePeriod(period: string): { start: string; end: string } {
  const fy = /^FY(\d{4})$/i.exec(period.trim())
  if (fy) return { start: `${Number(fy[1]) - 1}-07-01`, end: `${fy[1]}-06-30` }
  const m = /^(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/.exec(period.trim())
  const real = (d: string) =>
    !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d)
  if (!m || !real(m[1]!) || !real(m[2]!))
    throw new SkillInputError(
      'period',
      'must be an income year such as FY2026 or an interval such as 2025-07-01/2026-06-30',
    )
  if (m[1]! > m[2]!) throw new SkillInputError('period', 'starts after it ends')
  return { start: m[1]!, end: m[2]! }
}

function inputError<T>(f: () => T): T {
  try {
    return f()
  } catch (e) {
    if (e instanceof analysis.AnalysisInputError) throw new SkillInputError(e.param, e.reason)
    throw e
  }
}

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
