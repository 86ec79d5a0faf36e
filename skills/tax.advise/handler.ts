// tax.advise (advise_tax): tax advice grounded in retrieved legislation (src/advisory/grounded.ts).
import { advisory, defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'
import outputSchema from './output.schema.json' with { type: 'json' }

export default defineSkill<Input, Output>(async (input, ctx) => {
  const g = await advisory.grounded(ctx, {
    query: input.question,
    jurisdiction: input.jurisdiction ?? null,
    name: 'advise_tax',
    outputSchema,
    defaults: { advice: '', considerations: [] as string[], open_items: [] as string[], confidence: 0 },
    task: 'Give tax advice on the question: the answer, the considerations an adviser must weigh, and the facts to confirm.',
    prompt: `Question: ${input.question}\nJurisdiction: ${input.jurisdiction ?? 'not given'}\nEntity type: ${input.entity_type}\nTax year: ${input.tax_year ?? 'not given'}`,
  })
  return {
    ...g.fields,
    citations: g.citations,
    standards: g.standards,
    as_at: g.as_at,
    stub_fields: g.stub_fields,
    warnings: g.warnings,
  }
})
