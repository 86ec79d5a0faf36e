// knowledge.search (search_knowledge): retrieval only, no model. src/knowledge/README.md.
import { advisory, defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export const SUMMARY_WARNING =
  'Results of kind "summary" are written in other words, not the text of the law: follow the url for the authoritative text.'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const hits = await ctx.knowledge.search(input.query, { jurisdiction: input.jurisdiction ?? null, limit: input.limit })
  const standards = ctx.knowledge.standards(input.query)
  const asAt = await ctx.knowledge.asAt()
  const results = hits.map((h) => ({
    id: h.id,
    standard: h.standard,
    section: h.section,
    title: h.title,
    text: h.text,
    url: h.url,
    jurisdiction: h.jurisdiction,
    licence: h.licence,
    attribution: h.attribution,
    as_at: h.as_at,
    kind: h.kind,
    confidence: h.confidence,
  }))
  return {
    results,
    standards,
    citations: advisory.citationsOf(hits, standards),
    as_at: asAt,
    warnings: [
      `${advisory.RETRIEVAL_NOTE}${asAt}.`,
      ...(results.some((r) => r.kind === 'summary') ? [SUMMARY_WARNING] : []),
      ...(results.length || standards.length ? [] : [advisory.NOTHING_FOUND_WARNING]),
    ],
  }
})
