// tb.check (detect_tb_duplicates): the trial-balance integrity checks of src/books/tb/checks.ts over rows given inline,
// an uploaded CSV, or a client's books at a date. Each finding names the rows it came from.
import { defineSkill, money, SkillInputError, tb } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

const CURRENCY: Record<Input['jurisdiction'], string> = { AU: 'AUD', GB: 'GBP', CA: 'CAD', US: 'USD', NZ: 'NZD' }

export default defineSkill<Input, Output>(async (input, ctx) => {
  const j = input.jurisdiction
  const loaded = await tb.loadSource(input, ctx.data, { defaultCurrency: CURRENCY[j] })
  if (loaded.problems.length)
    throw new SkillInputError(loaded.problems[0]!.param, loaded.problems[0]!.reason, loaded.problems.slice(1))
  const { currency } = loaded
  const fmt = (minor: number) => money.formatAmount(minor, currency)
  const res = tb.checkTrialBalance(loaded.rows, { jurisdiction: j, fmt })

  const byKind: Record<string, number> = {}
  for (const f of res.findings) byKind[f.kind] = (byKind[f.kind] ?? 0) + 1
  const warnings: string[] = []
  const unchecked = loaded.rows.length - res.signCheckedRows
  if (unchecked > 0)
    warnings.push(
      `${unchecked} row${unchecked === 1 ? '' : 's'} could not be checked for sign (no chart type and no classification rule).`,
    )

  return {
    currency,
    source: {
      kind: loaded.source.kind,
      file_id: loaded.source.file_id,
      client_id: loaded.source.client_id,
      as_of: loaded.source.as_of,
    },
    totals: {
      debit: fmt(res.debitsMinor),
      credit: fmt(res.creditsMinor),
      difference: fmt(res.differenceMinor),
      balanced: res.differenceMinor === 0,
    },
    findings: res.findings.map((f) => ({
      kind: f.kind,
      severity: f.severity,
      rows: f.rows,
      amount: f.amountMinor === undefined ? null : fmt(f.amountMinor),
      message: f.message,
    })),
    counts: {
      rows: loaded.rows.length,
      findings: res.findings.length,
      sign_checked_rows: res.signCheckedRows,
      by_kind: byKind,
    },
    stub_fields: [],
    warnings,
  }
})
