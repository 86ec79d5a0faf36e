// acquisitions.advise (advise_acquisition): the checklist computed from data (deal type, jurisdiction) and tailored to
// the deal's facts (checklist.ts); advice, open items and confidence written by a model from the citations and the
// checklist when one is configured.
import { advisory, defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'
import outputSchema from './output.schema.json' with { type: 'json' }
import { tailoredChecklist } from './checklist.ts'
const TEXT_TYPES = /^(text\/|application\/json)/
const FILE_CONTEXT_CHARS = 8000

const FACT_WORDS = { foreign_party: 'whether a party to the deal is foreign (set client_context.foreign_party)' }

export default defineSkill<Input, Output>(async (input, ctx) => {
  const jurisdiction = input.jurisdiction ?? null
  const dealType = input.deal_type ?? 'acquisition'
  const context = (input.client_context ?? {}) as Record<string, unknown>
  const tailored = tailoredChecklist(dealType, jurisdiction, input.topic, context)
  const checklist = tailored.items.map((i) => i.item)
  const notes: string[] = []
  if (tailored.unknown.length)
    notes.push(
      `The checklist keeps items that depend on facts the input does not give: ${tailored.unknown.map((f) => FACT_WORDS[f]).join('; ')}. They say so; drop them if they do not apply.`,
    )
  if (!jurisdiction)
    notes.push(
      'No jurisdiction was given, so no jurisdiction items (foreign investment, merger control, duties) are in the checklist.',
    )
  notes.push(
    'Checklist items marked generic in checklist_items apply to every deal of this type: they are reminders, not findings about this deal.',
  )
  ctx.progress(0.2, 'checklist computed')
  // The files must be the organization's (404 otherwise); text files go to the model as context.
  const files: string[] = []
  for (const [i, id] of (input.file_ids ?? []).entries()) {
    const f = await ctx.data.files.read(id, { param: `file_ids.${i}` })
    if (TEXT_TYPES.test(f.contentType))
      files.push(`File ${f.filename}:\n${f.bytes.toString('utf8').slice(0, FILE_CONTEXT_CHARS)}`)
  }
  ctx.progress(0.4, 'retrieving')
  const g = await advisory.grounded(ctx, {
    query: `${input.topic} ${dealType.replace('_', ' ')}`,
    jurisdiction,
    name: 'advise_acquisition',
    outputSchema,
    defaults: { advice: '', open_items: [] as string[], confidence: 0 },
    task: 'Advise on the deal: the main risks and decisions, referring to the checklist; list the open questions to resolve.',
    prompt:
      `Topic: ${input.topic}\nDeal type: ${dealType}\nJurisdiction: ${jurisdiction ?? 'not given'}\nClient context: ${JSON.stringify(input.client_context ?? {})}` +
      (files.length ? `\n\n${files.join('\n\n')}` : ''),
    computed: { checklist: tailored.items },
  })
  ctx.progress(1, 'done')
  return {
    ...g.fields,
    checklist,
    checklist_items: tailored.items,
    citations: g.citations,
    as_at: g.as_at,
    stub_fields: g.stub_fields,
    warnings: [...g.warnings, ...notes],
  }
})
