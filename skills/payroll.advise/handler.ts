// payroll.advise (advise_payroll): employer rates in force from dated tables (data/rates.json) and rate checks,
// computed in integer cents; advice written by a model from the citations and the computed checks when configured.
import { SkillInputError, advisory, defineSkill, money } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'
import outputSchema from './output.schema.json' with { type: 'json' }
import table from './data/rates.json' with { type: 'json' }

interface RateRow {
  rate: string
  jurisdiction: string
  name: string
  basis: string
  percent: string
  applies_from: string
  applies_to: string | null
  source_url: string
}
const RATES = (table as { rates: RateRow[] }).rates
const CURRENCY: Record<string, string> = { AU: 'AUD', GB: 'GBP', NZ: 'NZD', US: 'USD', CA: 'CAD' }

/** The row of `rate` in force on `date` (YYYY-MM-DD), or null. */
export function rateOn(rate: string, date: string): RateRow | null {
  return (
    RATES.find((r) => r.rate === rate && r.applies_from <= date && (r.applies_to === null || date <= r.applies_to)) ??
    null
  )
}

/** `minor` × percent / 100, half-up to the minor unit, exactly (the percent as a decimal string). */
export function percentOf(minor: number, percent: string): number {
  const [whole, frac = ''] = percent.split('.')
  return money.scale(minor, BigInt(`${whole}${frac}`), 100n * 10n ** BigInt(frac.length), 'half-up')
}

export default defineSkill<Input, Output>(async (input, ctx) => {
  const payDate = input.pay_date ?? ctx.now().toISOString().slice(0, 10)
  const client = input.client_id ? (await ctx.data.books(input.client_id)).client : null
  const jurisdiction = input.jurisdiction ?? null
  const checks = input.checks ?? []
  const firstRate = checks[0] ? RATES.find((r) => r.rate === checks[0]!.rate)?.jurisdiction : undefined
  const currency = client?.currency ?? CURRENCY[jurisdiction ?? firstRate ?? ''] ?? 'USD'
  const ratesInForce = RATES.filter(
    (r) =>
      r.jurisdiction === jurisdiction &&
      r.applies_from <= payDate &&
      (r.applies_to === null || payDate <= r.applies_to),
  ).map((r) => ({
    rate: r.rate,
    name: r.name,
    percent: r.percent,
    applies_from: r.applies_from,
    applies_to: r.applies_to,
    basis: r.basis,
    source_url: r.source_url,
  }))
  const parse = (v: string, param: string) => {
    try {
      return money.parseAmount(v, currency)
    } catch (e) {
      throw new SkillInputError(param, (e as Error).message)
    }
  }
  const rateChecks = checks.map((c, i) => {
    const row = rateOn(c.rate, payDate)
    const base = parse(c.base_amount, `checks.${i}.base_amount`)
    const paid =
      c.amount_paid === null || c.amount_paid === undefined ? null : parse(c.amount_paid, `checks.${i}.amount_paid`)
    const expected = row ? percentOf(base, row.percent) : null
    const difference = expected !== null && paid !== null ? money.subtract(paid, expected) : null
    const status = !row
      ? ('no_rate' as const)
      : paid === null
        ? ('not_paid_given' as const)
        : difference === 0
          ? ('ok' as const)
          : difference! < 0
            ? ('underpaid' as const)
            : ('overpaid' as const)
    const fmt = (m: number | null) => (m === null ? null : money.formatAmount(m, currency))
    return {
      rate: c.rate,
      label: c.label ?? null,
      pay_date: payDate,
      percent: row?.percent ?? null,
      base_amount: money.formatAmount(base, currency),
      expected_amount: fmt(expected),
      amount_paid: fmt(paid),
      difference: fmt(difference),
      status,
    }
  })
  const g = await advisory.grounded(ctx, {
    query: `${input.topic} payroll employer`,
    jurisdiction,
    name: 'advise_payroll',
    outputSchema,
    defaults: { advice: '', open_items: [] as string[], confidence: 0 },
    task: 'Advise on the payroll compliance question, relying on the computed rates and checks for every figure.',
    prompt: `Topic: ${input.topic}\nJurisdiction: ${jurisdiction ?? 'not given'}\nPayroll system: ${input.payroll_system ?? 'unknown'}\nPay date: ${payDate}`,
    computed: { rates_in_force: ratesInForce, rate_checks: rateChecks, currency },
  })
  return {
    ...g.fields,
    rates_in_force: ratesInForce,
    rate_checks: rateChecks,
    currency,
    citations: g.citations,
    as_at: g.as_at,
    stub_fields: g.stub_fields,
    warnings: g.warnings,
  }
})
