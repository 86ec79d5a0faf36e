// reports.asc606-memo (prepare_asc606_memo): the transaction price allocated by relative standalone selling price
// (computed, exact to the cent), the five steps with their references, and the memo and step conclusions written by a
// model when one is configured.
import { SkillInputError, advisory, defineSkill, money } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'
import outputSchema from './output.schema.json' with { type: 'json' }
import stepsFile from './data/steps.json' with { type: 'json' }

const STEPS = stepsFile as { url: string; steps: Array<{ step: number; title: string; reference: string }> }
const CONCLUSIONS_SCHEMA = {
  type: 'array',
  minItems: 5,
  maxItems: 5,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['step', 'conclusion'],
    properties: { step: { type: 'integer', minimum: 1, maximum: 5 }, conclusion: { type: 'string' } },
  },
}

export default defineSkill<Input, Output>(async (input, ctx) => {
  const currency = input.currency ?? 'USD'
  const parse = (v: string, param: string) => {
    try {
      return money.parseAmount(v, currency)
    } catch (e) {
      throw new SkillInputError(param, (e as Error).message)
    }
  }
  const price = parse(input.transaction_price, 'transaction_price')
  const ssp = input.performance_obligations.map((o, i) =>
    parse(o.standalone_selling_price, `performance_obligations.${i}.standalone_selling_price`),
  )
  if (!ssp.some((v) => v > 0))
    throw new SkillInputError('performance_obligations', 'needs at least one positive standalone_selling_price')
  const shares = money.allocate(price, ssp)
  const allocation = input.performance_obligations.map((o, i) => ({
    description: o.description,
    standalone_selling_price: money.formatAmount(ssp[i]!, currency),
    allocated_amount: money.formatAmount(shares[i]!, currency),
    timing: o.timing ?? 'unknown',
  }))
  const g = await advisory.grounded(ctx, {
    query: `ASC 606 revenue recognition ${input.contract_description}`,
    jurisdiction: 'US',
    name: 'prepare_asc606_memo',
    outputSchema,
    fieldSchemas: { conclusions: CONCLUSIONS_SCHEMA },
    defaults: { memo: '', conclusions: [] as Array<{ step: number; conclusion: string }> },
    task: 'Write an ASC 606 technical memo: a conclusion for each of the five steps and a narrative, using the computed allocation as given.',
    prompt:
      `Entity: ${input.entity_name}\nContract: ${input.contract_description}\nTransaction price: ${money.formatAmount(price, currency)} ${currency}\n` +
      `Variable consideration: ${input.variable_consideration ?? 'none stated'}`,
    computed: { allocation, steps: STEPS.steps },
  })
  const byStep = new Map(g.fields.conclusions.map((c) => [c.step, c.conclusion]))
  const steps = STEPS.steps.map((s) => ({ ...s, conclusion: byStep.get(s.step) ?? '' }))
  return {
    allocation,
    steps,
    memo: g.fields.memo,
    citations: g.citations,
    as_at: g.as_at,
    stub_fields: g.stub_fields.map((f) => (f === 'conclusions' ? 'steps.conclusion' : f)),
    warnings: g.warnings,
  }
})
