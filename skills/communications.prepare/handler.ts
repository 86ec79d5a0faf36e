// communications.prepare (prepare_communication): a draft written by a model from the key points and retrieved
// sources; without one, the outline only (the key points as given). Nothing is sent.
import { advisory, defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'
import outputSchema from './output.schema.json' with { type: 'json' }

export default defineSkill<Input, Output>(async (input, ctx) => {
  const g = await advisory.grounded(ctx, {
    query: input.key_points.join(' '),
    jurisdiction: input.jurisdiction ?? null,
    name: 'prepare_communication',
    outputSchema,
    limit: 3,
    defaults: { subject: '', body: '' },
    task: `Draft a ${input.tone} ${input.channel} to a client covering every key point in order; state only facts from the key points and the sources.`,
    prompt: `Purpose: ${input.purpose}\nRecipient: ${input.recipient_name}\nKey points:\n${input.key_points.map((k, i) => `${i + 1}. ${k}`).join('\n')}`,
  })
  return {
    ...g.fields,
    outline: [...input.key_points],
    citations: g.citations,
    as_at: g.as_at,
    stub_fields: g.stub_fields,
    warnings: g.warnings,
  }
})
