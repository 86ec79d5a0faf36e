// tb.enrich (enrich_tb_rows): each trial-balance row classified to the jurisdiction's standard heading by the rules in
// src/books/tb/ (keyword, then code range), naming the rule; rows no rule covers are marked, never guessed.
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

  const headings = new Map<string, { code: string | null; name: string; rows: number; debit: number; credit: number }>()
  let byKeyword = 0
  let byRange = 0
  const rows: Output['rows'] = loaded.rows.map((r) => {
    const c = tb.classify(r, j)
    const base = {
      row: r.row,
      account_code: r.code,
      account_name: r.name,
      debit: r.balanceMinor > 0 ? fmt(r.balanceMinor) : null,
      credit: r.balanceMinor < 0 ? fmt(-r.balanceMinor) : null,
      chart_type: r.chartType ?? null,
    }
    if (!c.classified) {
      return {
        ...base,
        unclassified: true,
        category: c.category,
        type: null,
        natural_side: null,
        heading: null,
        rule: c.rule,
        reason: c.reason,
      }
    }
    if (c.rule.kind === 'keyword') byKeyword++
    else byRange++
    const key = `${c.heading.code}\u0000${c.heading.name}`
    const h = headings.get(key) ?? { code: c.heading.code, name: c.heading.name, rows: 0, debit: 0, credit: 0 }
    h.rows++
    if (r.balanceMinor > 0) h.debit = money.add(h.debit, r.balanceMinor)
    else h.credit = money.add(h.credit, -r.balanceMinor)
    headings.set(key, h)
    return {
      ...base,
      unclassified: false,
      category: c.category,
      type: c.info.type,
      natural_side: c.info.natural,
      heading: c.heading,
      rule: c.rule,
      reason: null,
    }
  })

  const warnings: string[] = []
  const unclassified = rows.filter((r) => r.unclassified)
  if (unclassified.length) {
    warnings.push(
      `${unclassified.length} row${unclassified.length === 1 ? ' is' : 's are'} unclassified (no rule covers ${unclassified.length === 1 ? 'it' : 'them'}, or a suspense or clearing account): ${unclassified
        .slice(0, 20)
        .map((r) => `${r.account_code} ${r.account_name}`)
        .join(
          '; ',
        )}${unclassified.length > 20 ? '; …' : ''}. Classify ${unclassified.length === 1 ? 'it' : 'them'} by hand.`,
    )
  }
  const coarse = rows.filter(
    (r) => r.rule?.kind === 'code_range' && /unspecified|other_(non_)?current/.test(r.category ?? ''),
  )
  if (coarse.length)
    warnings.push(
      `${coarse.length} row${coarse.length === 1 ? ' was' : 's were'} placed by code range only, on a general heading of ${coarse.length === 1 ? 'its' : 'their'} class; review ${coarse.length === 1 ? 'it' : 'them'}.`,
    )
  const mismatched = rows.filter((r) => r.chart_type && r.type && r.chart_type !== r.type)
  if (mismatched.length)
    warnings.push(
      `The chart's type differs from the classification for ${mismatched.map((r) => r.account_code).join(', ')}.`,
    )

  return {
    jurisdiction: j,
    currency,
    source: {
      kind: loaded.source.kind,
      file_id: loaded.source.file_id,
      client_id: loaded.source.client_id,
      as_of: loaded.source.as_of,
    },
    heading_source: tb.HEADING_SOURCES[j],
    rows,
    headings: [...headings.values()].map((h) => ({
      code: h.code,
      name: h.name,
      rows: h.rows,
      debit: fmt(h.debit),
      credit: fmt(h.credit),
      net: fmt(money.subtract(h.debit, h.credit)),
    })),
    counts: {
      rows: rows.length,
      classified: rows.length - unclassified.length,
      unclassified: unclassified.length,
      by_keyword: byKeyword,
      by_code_range: byRange,
    },
    stub_fields: [],
    warnings,
  }
})
