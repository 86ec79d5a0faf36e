// knowledge.search ranks by jurisdiction (issue 25 §3): an Australian GST question finds the Australian GST Act before
// the UK VAT Act, whether the jurisdiction is given or named in the question, and whichever name of the tax it uses.
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSkillForTest, type TestSkill } from '../../src/skill-runtime/testing.ts'

let skill: TestSkill
beforeAll(async () => {
  skill = await loadSkillForTest(import.meta.dirname)
})
const top = async (input: Record<string, unknown>) =>
  ((await skill.invoke(input)) as { results: Array<{ id: string }> }).results[0]?.id

describe('knowledge.search ranking by jurisdiction', () => {
  it.each([
    [{ query: 'What VAT does a Sydney cafe charge on its sales?' }, 'au-gsta1999-s9-70'],
    [{ query: 'value added tax on a taxable supply', jurisdiction: 'AU' }, 'au-gsta1999-s9-70'],
    [{ query: 'ATO guidance on the GST in the price of a supply' }, 'au-gsta1999-s9-70'],
    [{ query: 'GST charged on a supply by a Wellington business' }, 'nz-gsta1985-s8'],
    [{ query: 'GST on a supply of goods', jurisdiction: 'GB' }, 'gb-vata1994-s2'],
    [{ query: 'Does a Toronto company charge VAT on a supply?' }, 'ca-eta-s165'],
  ])('%j -> %s', async (input, want) => {
    expect(await top(input)).toBe(want)
  })
})
