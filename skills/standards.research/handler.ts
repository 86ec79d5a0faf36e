// standards.research (research_standards): the standards a question concerns (cited by number, title and link), and
// legislation that bears on it; analysis written by a model when one is configured.
import { advisory, defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'
import outputSchema from './output.schema.json' with { type: 'json' }

const ISSUERS: Record<string, (issuer: string, standard: string) => boolean> = {
  IFRS: (i) => i === 'IFRS Foundation',
  US_GAAP: (i) => i === 'FASB',
  ISA: (i) => i.startsWith('IAASB'),
  any: () => true,
}

export default defineSkill<Input, Output>(async (input, ctx) => {
  const keep = ISSUERS[input.framework ?? 'any'] ?? ISSUERS.any!
  const knowledge = {
    search: ctx.knowledge.search.bind(ctx.knowledge),
    asAt: ctx.knowledge.asAt.bind(ctx.knowledge),
    standards: (q: string) =>
      ctx.knowledge
        .standards(q, 10)
        .filter((s) => keep(s.issuer, s.standard))
        .slice(0, 5),
  }
  const g = await advisory.grounded(
    { knowledge, model: ctx.model },
    {
      query: input.question,
      jurisdiction: input.jurisdiction ?? null,
      name: 'research_standards',
      outputSchema,
      defaults: { summary: '', analysis: '', open_items: [] as string[], confidence: 0 },
      task: 'Say which standards answer the question and how, citing them by number (their text is not available to you: do not quote it).',
      prompt: `Question: ${input.question}\nFramework: ${input.framework ?? 'any'}\nJurisdiction: ${input.jurisdiction ?? 'not given'}`,
    },
  )
  return {
    ...g.fields,
    standards: g.standards,
    citations: g.citations,
    as_at: g.as_at,
    stub_fields: g.stub_fields,
    warnings: g.warnings,
  }
})
