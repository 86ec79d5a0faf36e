// Checking a template's tasks before a version is published (openapi.yaml TaskDefinitionInput): every skill exists,
// keys are unique, dependencies and task bindings name earlier tasks, inputs are fields the skill accepts and its
// required fields are given. Each refusal is 422 validation_error naming the field (`tasks.2.input.account_code`).
import { AppError, type ValidationDetail } from '../errors/index.ts'
import type { SkillRegistry } from '../skill-runtime/index.ts'
import type { TaskDefinition, TemplateDefinition } from '../store/ports/index.ts'
import type { TaskDefinitionInput } from '../generated/api-types.ts'
import { bindingProblem, bindingsIn } from './bindings.ts'

interface Problem { loc: (string | number)[]; msg: string; type: string }

export function checkDefinition(tasks: TaskDefinitionInput[], registry: Pick<SkillRegistry, 'resolve'>): TemplateDefinition {
  const problems: Problem[] = []
  const out: TaskDefinition[] = []
  const ancestors = new Map<string, Set<string>>()
  tasks.forEach((t, i) => {
    const at = (...rest: (string | number)[]) => ['body', 'tasks', i, ...rest]
    if (ancestors.has(t.key)) problems.push({ loc: at('key'), msg: `repeats the key ${t.key}`, type: 'duplicate_key' })
    const mine = new Set<string>()
    ;(t.depends_on ?? []).forEach((k, j) => {
      const before = ancestors.get(k)
      if (!before) problems.push({ loc: at('depends_on', j), msg: `names ${k}, which is not a task listed before this one`, type: 'unknown_task' })
      else { mine.add(k); for (const a of before) mine.add(a) }
    })
    ancestors.set(t.key, mine)
    const skill = registry.resolve(t.skill)
    if (!skill) problems.push({ loc: at('skill'), msg: `names no skill in the catalogue (${t.skill.slice(0, 64)})`, type: 'unknown_skill' })
    const input = (t.input ?? {}) as Record<string, unknown>
    for (const b of bindingsIn(input)) {
      const problem = bindingProblem(b.source)
      if (problem) { problems.push({ loc: at('input', ...b.path, '$bind'), msg: problem, type: 'invalid_binding' }); continue }
      const parts = b.source.split('.')
      if (parts[0] === 'tasks' && !mine.has(parts[1]!)) {
        problems.push({ loc: at('input', ...b.path, '$bind'), msg: `binds to task ${parts[1]}, which this task does not depend on`, type: 'invalid_binding' })
      }
    }
    if (skill) {
      const schema = skill.inputSchema as { properties?: Record<string, { default?: unknown }>; required?: string[]; additionalProperties?: unknown }
      const props = schema.properties ?? {}
      if (schema.additionalProperties === false) {
        for (const k of Object.keys(input)) {
          if (!(k in props)) problems.push({ loc: at('input', k), msg: `is not an input field of ${skill.manifest.name}`, type: 'unknown_field' })
        }
      }
      for (const k of schema.required ?? []) {
        if (!(k in input) && props[k]?.default === undefined) problems.push({ loc: at('input', k), msg: `is required by ${skill.manifest.name}`, type: 'missing_field' })
      }
    }
    const gate = t.approval ?? null
    if (gate?.approvers && gate.approvers.length < (gate.required ?? 1)) {
      problems.push({ loc: at('approval', 'required'), msg: `needs ${gate.required} approvals from ${gate.approvers.length} approvers`, type: 'unsatisfiable' })
    }
    out.push({
      key: t.key, name: t.name ?? t.key, skill: skill?.manifest.name ?? t.skill, writes: skill?.manifest.writes ?? false, input,
      dependsOn: t.depends_on ?? [],
      approval: gate ? { required: gate.required ?? 1, approvers: gate.approvers ?? null, distinctFromPreparer: gate.distinct_from_preparer ?? true } : null,
      retry: { maxAttempts: t.retry?.max_attempts ?? 3, backoffSeconds: t.retry?.backoff_seconds ?? 2 },
      onFailure: t.on_failure ?? 'block',
    })
  })
  if (problems.length > 0) {
    const first = problems[0]!
    const details: ValidationDetail[] = problems.slice(0, 20)
    throw new AppError('validation_error', `Invalid request: ${first.loc.slice(1).join('.')} ${first.msg}.`, {
      param: first.loc.slice(1).join('.'), details, ...(problems.length > 20 ? { extra: { details_truncated: true } } : {}),
    })
  }
  return { tasks: out }
}
