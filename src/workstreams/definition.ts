// Checking a template's tasks (openapi.yaml TaskDefinitionInput; a draft's DraftTaskInput) against the skill
// registry and the skills' JSON Schemas: every skill exists, keys are unique, dependencies and task bindings name
// earlier tasks, every binding is a known source, binds to a field the upstream skill outputs with a type the
// receiving field accepts, literal inputs match the skill's input schema, required fields are given. Each problem
// names its task and where it is (`loc`: ["body", "tasks", 2, "input", "text", "$bind"]). Publishing a template or a
// draft refuses with 422 validation_error carrying the problems as `details`; validating a draft lists them.
import { AppError, type ValidationDetail } from '../errors/index.ts'
import type { LoadedSkill, SkillRegistry } from '../skill-runtime/index.ts'
import type { TaskDefinition, TemplateDefinition } from '../store/ports/index.ts'
import { ajvErrorsToValidation, createAjv, MAX_DETAILS } from '../validation/index.ts'
import { bindingProblem, bindingsIn, isBinding } from './bindings.ts'

export interface Problem {
  /** The task at fault; null for a problem of the whole list. */
  taskKey: string | null
  loc: (string | number)[]
  msg: string
  type: string
}

/** A task as given: TaskDefinitionInput, or a draft's task (whose skill may still be missing). */
export interface TaskInput {
  key: string
  kind?: 'skill' | 'input'
  input_schema?: Record<string, unknown>
  name?: string
  skill?: string
  input?: Record<string, unknown>
  depends_on?: string[]
  approval?: { required?: number; approvers?: string[] | null; distinct_from_preparer?: boolean } | null
  retry?: { max_attempts?: number; backoff_seconds?: number }
  on_failure?: 'block' | 'fail_cycle' | 'continue'
}

type Registry = Pick<SkillRegistry, 'resolve'>
type Schema = Record<string, unknown>

const asSchema = (v: unknown): Schema | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Schema) : null

/** Follows a local $ref ("#/$defs/x", "#/definitions/x") inside `root`; null when it points elsewhere. */
function deref(s: Schema | null, root: Schema): Schema | null {
  let cur = s
  for (let i = 0; cur && typeof cur.$ref === 'string' && i < 10; i++) {
    const ref = cur.$ref as string
    if (!ref.startsWith('#/')) return null
    let at: unknown = root
    for (const seg of ref.slice(2).split('/')) at = asSchema(at)?.[seg.replace(/~1/g, '/').replace(/~0/g, '~')]
    cur = asSchema(at)
  }
  return cur
}

/**
 * The subschema at `path` inside an object schema: `{ schema }` when found, `{ schema: null }` when the schema does not
 * say (open objects, combinators), `'absent'` when the schema closes the object and the field is not in it.
 */
function schemaAt(root: Schema, path: string[]): { schema: Schema | null } | 'absent' {
  let cur = deref(root, root)
  for (const seg of path) {
    if (!cur) return { schema: null }
    const props = asSchema(cur.properties)
    if (props && seg in props) {
      cur = deref(asSchema(props[seg]), root)
      continue
    }
    if (cur.items !== undefined && /^\d+$/.test(seg)) {
      cur = deref(asSchema(cur.items), root)
      continue
    }
    if (props && cur.additionalProperties === false) return 'absent'
    return { schema: null }
  }
  return { schema: cur }
}

/** The JSON types a schema allows, or null when it does not say. */
function typesOf(s: Schema | null): Set<string> | null {
  if (!s) return null
  if (s.const !== undefined)
    return new Set([
      s.const === null
        ? 'null'
        : Array.isArray(s.const)
          ? 'array'
          : typeof s.const === 'number' && Number.isInteger(s.const)
            ? 'integer'
            : typeof s.const,
    ])
  const t = s.type
  if (typeof t === 'string') return new Set([t])
  if (Array.isArray(t)) return new Set(t.map(String))
  if (Array.isArray(s.enum)) {
    return new Set(
      (s.enum as unknown[]).map((v) =>
        v === null
          ? 'null'
          : Array.isArray(v)
            ? 'array'
            : typeof v === 'number'
              ? Number.isInteger(v)
                ? 'integer'
                : 'number'
              : typeof v,
      ),
    )
  }
  return null
}

/** Some value of the source's types fits the target's (an integer is a number). */
function compatible(source: Set<string>, target: Set<string>): boolean {
  for (const t of source) {
    if (target.has(t)) return true
    if (t === 'integer' && target.has('number')) return true
    if (t === 'number' && target.has('integer')) return true
  }
  return false
}

const STRING: Schema = { type: 'string' }
/** What each fixed binding source yields. */
const SOURCE_SCHEMAS: Record<string, Schema> = {
  'period.key': STRING,
  'period.start': STRING,
  'period.end': STRING,
  'workplan.client_id': STRING,
}

/** The input with every binding taken out (object fields removed, array items nulled), for checking the literals. */
function literalsOf(v: unknown): unknown {
  if (Array.isArray(v)) return v.map((x) => (isBinding(x) ? null : literalsOf(x)))
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => !isBinding(x))
        .map(([k, x]) => [k, literalsOf(x)]),
    )
  return v
}

const schemaAjv = createAjv({ allErrors: true })

/** Why an input task's schema cannot be used, or null. */
function schemaProblem(s: Record<string, unknown> | undefined): string | null {
  if (s === undefined) return 'is required for an input task'
  if (s.type !== 'object') return 'must describe an object ("type": "object"): the value becomes the task\'s output'
  try {
    schemaAjv.compile(s)
  } catch (e) {
    return `is not a JSON Schema: ${(e as Error).message.slice(0, 200)}`
  }
  return null
}

/** The compiled validator of an input task's schema (cached by its text). */
const compiled = new Map<string, ReturnType<typeof schemaAjv.compile>>()
export function inputValidator(schema: Record<string, unknown>): ReturnType<typeof schemaAjv.compile> {
  const key = JSON.stringify(schema)
  let v = compiled.get(key)
  if (!v) {
    v = createAjv({ allErrors: true }).compile(schema)
    if (compiled.size > 500) compiled.clear()
    compiled.set(key, v)
  }
  return v
}

const startsWith = (a: readonly (string | number)[], prefix: readonly string[]) =>
  prefix.every((p, i) => String(a[i]) === p)

/** Where `input` does not fit the skill's input schema (every field, in the schema's order), except under `skip` paths. */
export function inputProblems(
  skill: LoadedSkill,
  input: unknown,
  skip: readonly string[][] = [],
): { path: (string | number)[]; msg: string; type: string }[] {
  const copy = structuredClone(input)
  if (skill.validateInput(copy)) return []
  const details = ajvErrorsToValidation(skill.validateInput.errors ?? [], { wrapped: false }).details ?? []
  return details.flatMap((d) => {
    const path = d.loc.slice(1)
    if (skip.some((b) => startsWith(path, b))) return []
    if (d.type === 'missing') return [{ path, msg: `is required by ${skill.manifest.name}`, type: 'missing_field' }]
    if (d.type === 'unknown_field')
      return [{ path, msg: `is not an input field of ${skill.manifest.name}`, type: 'unknown_field' }]
    return [{ path, msg: d.msg, type: d.type }]
  })
}

/** Every problem of `tasks`, and the definition they make when there are none. */
export function definitionProblems(
  tasks: readonly TaskInput[],
  registry: Registry,
): { problems: Problem[]; definition: TemplateDefinition } {
  const problems: Problem[] = []
  const out: TaskDefinition[] = []
  const ancestors = new Map<string, Set<string>>()
  const skills = new Map<string, LoadedSkill>()
  /** What each task outputs: its skill's output schema, or an input task's input schema. */
  const outputs = new Map<string, { schema: Schema; what: string }>()
  if (tasks.length === 0) problems.push({ taskKey: null, loc: ['body', 'tasks'], msg: 'has no task', type: 'no_tasks' })
  tasks.forEach((t, i) => {
    const at = (...rest: (string | number)[]) => ['body', 'tasks', i, ...rest]
    const problem = (loc: (string | number)[], msg: string, type: string) =>
      problems.push({ taskKey: t.key, loc, msg, type })
    if (ancestors.has(t.key)) problem(at('key'), `repeats the key ${t.key}`, 'duplicate_key')
    const mine = new Set<string>()
    ;(t.depends_on ?? []).forEach((k, j) => {
      const before = ancestors.get(k)
      if (!before)
        problem(at('depends_on', j), `names ${k}, which is not a task listed before this one`, 'unknown_task')
      else {
        mine.add(k)
        for (const a of before) mine.add(a)
      }
    })
    ancestors.set(t.key, mine)
    const isInput = t.kind === 'input'
    const skill = t.skill === undefined || isInput ? undefined : registry.resolve(t.skill)
    if (isInput) {
      if (t.skill !== undefined)
        problem(at('skill'), 'is for skill tasks: an input task runs no skill', 'not_applicable')
      if (t.input !== undefined && Object.keys(t.input).length > 0)
        problem(at('input'), 'is for skill tasks: an input task takes its value from a person', 'not_applicable')
      const bad = schemaProblem(t.input_schema)
      if (bad) problem(at('input_schema'), bad, 'invalid_schema')
      else outputs.set(t.key, { schema: t.input_schema!, what: `the input schema of task ${t.key}` })
    } else if (t.input_schema !== undefined) {
      problem(at('input_schema'), 'is for input tasks (kind: input)', 'not_applicable')
    }
    if (!isInput && t.skill === undefined)
      problem(at('skill'), 'is missing: choose a skill from the catalogue', 'missing_skill')
    else if (!isInput && !skill)
      problem(at('skill'), `names no skill in the catalogue (${t.skill!.slice(0, 64)})`, 'unknown_skill')
    if (skill) {
      skills.set(t.key, skill)
      outputs.set(t.key, { schema: skill.outputSchema, what: `${skill.manifest.name} (task ${t.key})` })
    }
    const input = t.input ?? {}
    const bindings = bindingsIn(input)
    for (const b of bindings) {
      const loc = at('input', ...b.path, '$bind')
      const bad = bindingProblem(b.source)
      if (bad) {
        problem(loc, bad, 'invalid_binding')
        continue
      }
      const parts = b.source.split('.')
      let source: Schema | null = SOURCE_SCHEMAS[b.source] ?? null
      if (parts[0] === 'tasks') {
        if (!mine.has(parts[1]!)) {
          problem(loc, `binds to task ${parts[1]}, which this task does not depend on`, 'invalid_binding')
          continue
        }
        const upstream = outputs.get(parts[1]!)
        if (!upstream) continue // its own problem is reported on that task
        const found = schemaAt(upstream.schema, parts.slice(3))
        if (found === 'absent') {
          problem(
            loc,
            `binds to ${parts.slice(3).join('.')}, which ${upstream.what} does not output`,
            'unknown_output_field',
          )
          continue
        }
        source = found.schema
      }
      if (!skill) continue
      const target = schemaAt(skill.inputSchema, b.path)
      if (target === 'absent') continue // reported below as an unknown field
      const [from, to] = [typesOf(source), typesOf(target.schema)]
      if (from && to && !compatible(from, to)) {
        problem(
          loc,
          `binds a ${[...from].join(' or ')} (${b.source}) to a field of ${skill.manifest.name} that takes ${[...to].join(' or ')}`,
          'type_mismatch',
        )
      }
    }
    if (skill) {
      // A bound field is checked above (its value comes when the task runs); everything else must fit the schema now.
      for (const e of inputProblems(
        skill,
        isBinding(input) ? {} : literalsOf(input),
        bindings.map((b) => b.path),
      ))
        problem(at('input', ...e.path), e.msg, e.type)
    }
    const gate = t.approval ?? null
    if (gate?.approvers && gate.approvers.length < (gate.required ?? 1)) {
      problem(
        at('approval', 'required'),
        `needs ${gate.required} approvals from ${gate.approvers.length} approvers`,
        'unsatisfiable',
      )
    }
    out.push({
      key: t.key,
      ...(isInput ? { kind: 'input' as const, inputSchema: t.input_schema ?? null } : {}),
      name: t.name ?? t.key,
      skill: skill?.manifest.name ?? t.skill ?? '',
      writes: skill?.manifest.writes ?? false,
      input,
      dependsOn: t.depends_on ?? [],
      approval: gate
        ? {
            required: gate.required ?? 1,
            approvers: gate.approvers ?? null,
            distinctFromPreparer: gate.distinct_from_preparer ?? true,
          }
        : null,
      retry: { maxAttempts: t.retry?.max_attempts ?? 3, backoffSeconds: t.retry?.backoff_seconds ?? 2 },
      onFailure: t.on_failure ?? 'block',
    })
  })
  return { problems, definition: { tasks: out } }
}

/** 422 validation_error carrying the problems (the first names `param`; at most 20 in `details`). */
export function problemsError(problems: readonly Problem[]): AppError {
  const first = problems[0]!
  const details: ValidationDetail[] = problems
    .slice(0, MAX_DETAILS)
    .map((p) => ({ loc: p.loc, msg: p.taskKey ? `task ${p.taskKey}: ${p.msg}` : p.msg, type: p.type }))
  const param = first.loc.slice(1).join('.')
  return new AppError('validation_error', `Invalid request: ${param} ${first.msg}.`, {
    param,
    details,
    ...(problems.length > MAX_DETAILS ? { extra: { details_truncated: true } } : {}),
  })
}

/** The definition `tasks` make, or 422 naming every problem. */
export function checkDefinition(tasks: readonly TaskInput[], registry: Registry): TemplateDefinition {
  const { problems, definition } = definitionProblems(tasks, registry)
  if (problems.length > 0) throw problemsError(problems)
  return definition
}
