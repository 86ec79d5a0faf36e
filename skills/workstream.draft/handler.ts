// workstream.draft (workstream_draft; deprecated alias playbook.creator): a draft template from a structured
// description, through ctx.workstreams as the caller (src/workstreams/skill-api.ts). Nothing is invented: keys come
// from names, dependencies by key or name; a missing skill, and free-text instructions with no input, are left out and
// listed in stub_fields (choosing a skill or writing an input from words needs a language model; this skill does not
// ask one, so with a model configured the warning says that instead of claiming none is configured).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

/** A task key from a name: lowercase letters, digits and underscores, starting with a letter. */
export function keyOf(name: string): string {
  const k = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  const key = /^[a-z]/.test(k) ? k : `task_${k}`
  return key.slice(0, 64).replace(/_+$/, '') || 'task'
}

export default defineSkill<Input, Output>(async (input, ctx) => {
  // Why a field is left out: no model at all, or a model this skill does not ask (issue 25 §3: never "none is
  // configured" when one is).
  const why = ctx.model
    ? `this skill does not ask the configured model (${ctx.model.name}) to choose for you`
    : 'that needs a language model (none is configured)'
  const stub: string[] = []
  const warnings: string[] = []
  const keys: string[] = []
  const byName = new Map<string, string>()
  for (const t of input.tasks) {
    let key = t.key ?? keyOf(t.name)
    for (let n = 2; keys.includes(key); n++) key = `${(t.key ?? keyOf(t.name)).slice(0, 60)}_${n}`
    keys.push(key)
    if (!byName.has(t.name)) byName.set(t.name, key)
  }
  const tasks = input.tasks.map((t, i) => {
    const key = keys[i]!
    const task: Record<string, unknown> = { key, name: t.name }
    if (t.skill !== undefined) task.skill = t.skill
    else {
      stub.push(`tasks.${i}.skill`)
      warnings.push(
        `Task ${key}: no skill was given, and choosing one from a description is left to you: ${why}; choose it from GET /api/v1/skills.`,
      )
    }
    if (t.input !== undefined) task.input = t.input
    else if (t.instructions !== undefined) {
      stub.push(`tasks.${i}.input`)
      warnings.push(
        `Task ${key}: its instructions are words and turning them into the skill's input is left to you (${why}), so the input is left empty.`,
      )
    }
    if (t.depends_on?.length) {
      const deps: string[] = []
      for (const d of t.depends_on) {
        const k = keys.includes(d) ? d : byName.get(d)
        if (k === undefined)
          warnings.push(
            `Task ${key}: depends on "${d.slice(0, 80)}", which names no task of this description by key or name; left out of the draft.`,
          )
        else if (!deps.includes(k)) deps.push(k)
      }
      task.depends_on = deps
    }
    if (t.approval) task.approval = t.approval
    return task
  })
  const r = await ctx.workstreams.createDraft({
    name: input.name,
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.template_id !== undefined ? { template_id: input.template_id } : {}),
    tasks,
  })
  return {
    draft: r.draft as Output['draft'],
    validation: r.validation as Output['validation'],
    stub_fields: stub,
    warnings,
  }
})
