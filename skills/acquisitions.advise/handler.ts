// acquisitions.advise (advise_acquisition): the checklist computed from data (deal type, jurisdiction); advice,
// open items and confidence written by a model from the citations and the checklist when one is configured.
import { advisory, defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'
import outputSchema from './output.schema.json' with { type: 'json' }
import checklists from './data/checklists.json' with { type: 'json' }

type Lists = { common: string[]; deal_type: Record<string, string[]>; jurisdiction: Record<string, string[]> }
const LISTS = checklists as unknown as Lists
const TEXT_TYPES = /^(text\/|application\/json)/
const FILE_CONTEXT_CHARS = 8000

/** The deal's checklist: common items, then the deal type's, then the jurisdiction's (none when it is not given). */
export function checklistFor(dealType: string, jurisdiction: string | null): string[] {
  return [...LISTS.common, ...(LISTS.deal_type[dealType] ?? []), ...(jurisdiction ? LISTS.jurisdiction[jurisdiction] ?? [] : [])]
}

export default defineSkill<Input, Output>(async (input, ctx) => {
  const jurisdiction = input.jurisdiction ?? null
  const dealType = input.deal_type ?? 'acquisition'
  const checklist = checklistFor(dealType, jurisdiction)
  ctx.progress(0.2, 'checklist computed')
  // The files must be the organization's (404 otherwise); text files go to the model as context.
  const files: string[] = []
  for (const [i, id] of (input.file_ids ?? []).entries()) {
    const f = await ctx.data.files.read(id, { param: `file_ids.${i}` })
    if (TEXT_TYPES.test(f.contentType)) files.push(`File ${f.filename}:\n${f.bytes.toString('utf8').slice(0, FILE_CONTEXT_CHARS)}`)
  }
  ctx.progress(0.4, 'retrieving')
  const g = await advisory.grounded(ctx, {
    query: `${input.topic} ${dealType.replace('_', ' ')}`, jurisdiction, name: 'advise_acquisition', outputSchema,
    defaults: { advice: '', open_items: [] as string[], confidence: 0 },
    task: 'Advise on the deal: the main risks and decisions, referring to the checklist; list the open questions to resolve.',
    prompt: `Topic: ${input.topic}\nDeal type: ${dealType}\nJurisdiction: ${jurisdiction ?? 'not given'}\nClient context: ${JSON.stringify(input.client_context ?? {})}` +
      (files.length ? `\n\n${files.join('\n\n')}` : ''),
    computed: { checklist },
  })
  ctx.progress(1, 'done')
  return { ...g.fields, checklist, citations: g.citations, as_at: g.as_at, stub_fields: g.stub_fields, warnings: g.warnings }
})
