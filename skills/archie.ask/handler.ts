// archie.ask (ask_archie): the conversational entry point. Routes the question (ctx.intents: rules, or a model
// validated against the catalogue), suggests the specialist call, and answers from retrieval (a model writes the
// answer when one is configured).
import { advisory, defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'
import outputSchema from './output.schema.json' with { type: 'json' }

/** The specialist's input when the question alone is enough to call it. */
export function nextCall(skill: string, question: string, jurisdiction: Input['jurisdiction']): Output['next'] {
  const j = jurisdiction ?? null
  const q = question.slice(0, 5000)
  switch (skill) {
    case 'advise_tax':
      return { skill, input: { question: q, jurisdiction: j } }
    case 'research_standards':
      return { skill, input: { question: q, jurisdiction: j } }
    case 'advise_acquisition':
      return { skill, input: { topic: q, jurisdiction: j } }
    case 'advise_payroll':
      return { skill, input: { topic: q, jurisdiction: j } }
    case 'search_knowledge':
      return { skill, input: { query: q.slice(0, 2000), jurisdiction: j } }
    default:
      return null
  }
}

export default defineSkill<Input, Output>(async (input, ctx) => {
  const route = await ctx.intents.route(input.question)
  const g = await advisory.grounded(ctx, {
    query: input.question,
    jurisdiction: input.jurisdiction ?? null,
    name: 'ask_archie',
    outputSchema,
    defaults: { answer: '' },
    task: 'Answer the question briefly from the sources; say when they do not answer it.',
    prompt: `Question: ${input.question}\nJurisdiction: ${input.jurisdiction ?? 'not given'}\nRouted to: ${route.cluster} / ${route.skill}`,
  })
  return {
    answer: g.fields.answer,
    route,
    next: route.skill === 'ask_archie' ? null : nextCall(route.skill, input.question, input.jurisdiction),
    citations: g.citations,
    standards: g.standards,
    as_at: g.as_at,
    stub_fields: g.stub_fields,
    warnings: [...g.warnings, ...(route.fallback_reason ? [`Routing used the rules: ${route.fallback_reason}.`] : [])],
  }
})
