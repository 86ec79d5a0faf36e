// workstream.draft's warnings tell the truth about the model (issue 25 §3): "none is configured" only when none is;
// with a model configured the same fields are left out (the skill does not ask it) and the warning says so.
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSkillForTest, type TestSkill } from '../../src/skill-runtime/testing.ts'
import type { SkillContext, SkillModel } from '../../src/skill-runtime/sdk.ts'

let skill: TestSkill
const created: unknown[] = []
const workstreams = {
  createDraft: async (d: unknown) => {
    created.push(d)
    return {
      draft: { id: 'drf_1', template_id: null, ...(d as object), status: 'draft', version: 1 },
      validation: { valid: false, errors: [] },
    }
  },
} as unknown as SkillContext['workstreams']
const model: SkillModel = {
  name: 'm-draft',
  structured: async () => {
    throw new Error('not asked')
  },
}
const description = {
  name: 'Close',
  tasks: [{ name: 'Chase the client', instructions: 'Email the client for the missing statements.' }],
}

beforeAll(async () => {
  skill = await loadSkillForTest(import.meta.dirname)
})

describe('workstream.draft warnings', () => {
  it('without a model: the stubbed fields and a warning that none is configured', async () => {
    const out = await skill.invoke(description, { workstreams })
    expect(out.stub_fields).toEqual(['tasks.0.skill', 'tasks.0.input'])
    expect((out.warnings as string[]).join(' ')).toMatch(/none is configured/)
  })

  it('with a model: the same stubbed fields, and no warning claims that no model is configured', async () => {
    const out = await skill.invoke(description, { workstreams, model })
    expect(out.stub_fields).toEqual(['tasks.0.skill', 'tasks.0.input'])
    const w = (out.warnings as string[]).join(' ')
    expect(w).not.toMatch(/none is configured|no model/i)
    expect(w).toMatch(/does not ask the configured model \(m-draft\)/)
  })

  it('a fully described task: nothing stubbed, no warning, model or not', async () => {
    const full = {
      name: 'Close',
      tasks: [{ name: 'Check', skill: 'identifiers.validate', input: { identifiers: [] } }],
    }
    for (const m of [null, model])
      expect(await skill.invoke(full, { workstreams, model: m })).toMatchObject({ stub_fields: [], warnings: [] })
  })
})
