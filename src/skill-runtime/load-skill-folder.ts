// Loads one skill folder (skills/<name>/): checks skill.json, the input and output schemas, the handler and the
// examples, and compiles the validators. A problem throws SkillLoadError naming the folder, which stops the boot
// (spec: every skill declares exactly one of the 11 permissions). registry.ts loads every folder. The schemas of
// skills/_shared/ that a folder's schemas refer to are inlined into them (shared-schemas.ts).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ValidateFunction } from 'ajv'
import { ajvErrorsText, compileRequestValidator, createAjv } from '../validation/index.ts'
import { isDefinedSkill, type DefinedSkill } from './sdk.ts'
import { isPermission, RETIRED_PERMISSIONS, PERMISSION_SLUGS, type Permission } from '../permissions/index.ts'
import manifestSchema from './skill-manifest.schema.json' with { type: 'json' }
import {
  parseSharedSchemas,
  resolveSharedRefs,
  SHARED_FOLDER,
  SharedSchemaProblem,
  type SharedSchema,
} from './shared-schemas.ts'
import type { SkillSummary } from '../generated/api-types.ts'

export interface SkillManifest {
  name: string
  slug: string
  /** One of skill-manifest.schema.json's categories (openapi.yaml publishes the same enum). */
  category: SkillSummary['category']
  cluster: SkillSummary['cluster']
  streaming: boolean
  advisory: boolean
  writes: boolean
  permission: Permission
  summary: string
  description: string
  /** This skill's own start limit (a window of its own). */
  rate_limit?: { starts_per_minute: number }
  /** A named start limit shared with every operation naming it (ratelimit/policies.ts START_LIMITS). */
  start_limit?: string
  /** A run past this is stopped and answered 504 skill_timeout. */
  time_limit_ms?: number
  /** Body limit for this skill when it needs more than BODY_LIMIT_BYTES. */
  max_body_bytes?: number
  deprecated?: { since: string; successor: string }
  /** Served only on the alpha channel (SPEC-DECISIONS "Hosts"). */
  preview?: boolean
}

export interface SkillExample {
  file: string
  summary: string
  input: Record<string, unknown>
  /**
   * What the output must hold (a subset: fields left out are not compared; `"<any>"` and the other placeholders of
   * src/skill-kit/expected.ts stand for ids and timestamps). Checked by skills/examples.test.ts through the one door.
   */
  expected?: Record<string, unknown>
  /**
   * examples/outputs/<file>: the output this input produced when the contract suite recorded it (RECORD_EXAMPLES=1),
   * redacted; the served document's response example. Not validated here (a stale one would stop the boot that
   * re-records it): src/spec/response-examples.test.ts validates it against output.schema.json.
   */
  output?: Record<string, unknown>
}

/** The fields an examples/*.json file may carry. */
const EXAMPLE_FIELDS = new Set(['summary', 'input', 'expected'])

export interface LoadedSkill {
  manifest: SkillManifest
  folder: string
  inputSchema: Record<string, unknown>
  outputSchema: Record<string, unknown>
  examples: SkillExample[]
  handler: DefinedSkill
  validateInput: ValidateFunction
  validateOutput: ValidateFunction
  /** PascalCase stem for component schema names, e.g. IdentifiersValidate. */
  componentName: string
  /**
   * The skills/_shared/ schemas its two schemas reach, by name (sorted): each is `$defs.<name>` in them (inlined by the
   * loader), one component of that name in the served document, one type of skills/_shared/types.ts.
   */
  sharedSchemas: readonly string[]
  /** The shared schema its input or output file is as a whole (`{"title", "$ref": "../_shared/<file>"}`), by name. */
  wholeShared: { input: string | null; output: string | null }
}

export class SkillLoadError extends Error {
  constructor(folder: string, problem: string) {
    super(`skills/${folder}: ${problem}`)
    this.name = 'SkillLoadError'
  }
}

export function componentNameFor(skillName: string): string {
  return skillName
    .split(/[._-]/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('')
}

function readJson(dir: string, folder: string, file: string): Record<string, unknown> {
  const p = path.join(dir, file)
  if (!fs.existsSync(p)) throw new SkillLoadError(folder, `missing ${file}`)
  try {
    const v = JSON.parse(fs.readFileSync(p, 'utf8')) as unknown
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('not a JSON object')
    return v as Record<string, unknown>
  } catch (e) {
    throw new SkillLoadError(folder, `${file} is not valid JSON: ${(e as Error).message}`)
  }
}

/** Rules of skill.json (skill-manifest.schema.json) that tools making a folder check first (src/skill-kit/new-skill.ts). */
export const SKILL_MANIFEST_RULES = {
  name: {
    pattern: new RegExp(manifestSchema.properties.name.pattern),
    maxLength: manifestSchema.properties.name.maxLength,
  },
  slug: {
    pattern: new RegExp(manifestSchema.properties.slug.pattern),
    maxLength: manifestSchema.properties.slug.maxLength,
  },
  categories: manifestSchema.properties.category.enum as readonly SkillManifest['category'][],
  clusters: manifestSchema.properties.cluster.enum as readonly SkillManifest['cluster'][],
  summaryMaxLength: manifestSchema.properties.summary.maxLength,
} as const

const ajv = createAjv({ allErrors: true })
const validateManifest = ajv.compile(manifestSchema)

/**
 * Checks a schema against its meta-schema (JSON Schema 2020-12) with this one instance, so the meta-schema is compiled
 * once per process: each skill's own Ajv (below) skips that check. Compiling the meta-schema in every skill's instance
 * was over a third of a server's start (`contract-tests/bench/README.md`, "Start-up").
 */
function checkSchema(folder: string, file: string, schema: object): void {
  if (ajv.validateSchema(schema) === true) return
  throw new SkillLoadError(folder, `${file} does not compile: schema is invalid: ${ajvErrorsText(ajv.errors, schema)}`)
}

/**
 * Where in the folder an import failed: a syntax error's file and line (Node puts `path:line`, the line and a caret
 * above the message), or the first stack frame in the folder for an error thrown while the module ran.
 */
export function whereThrown(e: unknown, dir: string): string {
  const stack = e instanceof Error ? (e.stack ?? '') : ''
  const strip = (f: string) =>
    path.relative(
      process.cwd(),
      fileURLToPath(f.startsWith('file:') ? f.replace(/\?[^:]*$/, '') : pathToFileURL(f).href),
    )
  const syntax = /^((?:file:\/\/)?\/[^\n]*?):(\d+)\n([^\n]*)\n/.exec(stack)
  if (syntax)
    return ` (${strip(syntax[1]!)}:${syntax[2]}${syntax[3]!.trim() ? `: ${syntax[3]!.trim().slice(0, 120)}` : ''})`
  const base = pathToFileURL(dir).href
  for (const m of stack.matchAll(/((?:file:\/\/)?\/[^\s)]+?):(\d+):(\d+)/g)) {
    const url = m[1]!.startsWith('file:') ? m[1]! : pathToFileURL(m[1]!).href
    if (url.startsWith(`${base}/`)) return ` (${strip(m[1]!)}:${m[2]}:${m[3]})`
  }
  return ''
}

function checkManifest(folder: string, raw: Record<string, unknown>): SkillManifest {
  if (!validateManifest(raw)) {
    throw new SkillLoadError(folder, `bad skill.json: ${ajvErrorsText(validateManifest.errors, raw)}`)
  }
  // cast: validated just above against skill-manifest.schema.json, which SkillManifest is written from
  const m = raw as unknown as SkillManifest
  if (!isPermission(m.permission)) {
    const retired = (RETIRED_PERMISSIONS as readonly string[]).includes(m.permission) ? ' (a retired scope)' : ''
    throw new SkillLoadError(
      folder,
      `unknown permission "${m.permission}"${retired}; use one of ${PERMISSION_SLUGS.join(', ')}`,
    )
  }
  if (m.name !== folder) throw new SkillLoadError(folder, `skill.json name "${m.name}" must equal the folder name`)
  return m
}

function checkOutputSchema(folder: string, schema: Record<string, unknown>): void {
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
  for (const field of ['stub_fields', 'warnings']) {
    const p = props[field]
    if (p?.type !== 'array' || !Array.isArray(p.default) || p.default.length !== 0) {
      throw new SkillLoadError(folder, `output.schema.json must declare ${field} as an array with default []`)
    }
  }
  if (schema.type !== 'object') throw new SkillLoadError(folder, 'output.schema.json must describe an object')
}

/** Write skills accept `idempotency_key` in the body (spec: "Write skills honour Idempotency-Key and accept an
 * idempotency_key field"); the runtime removes it before the handler runs. */
export const IDEMPOTENCY_KEY_FIELD = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description: 'Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result.',
}

function addIdempotencyKeyField(schema: Record<string, unknown>): void {
  const props = (schema.properties ??= {}) as Record<string, unknown>
  props.idempotency_key ??= IDEMPOTENCY_KEY_FIELD
}

interface Compiled {
  validateInput: ValidateFunction
  validateOutput: ValidateFunction
}

/**
 * Validators this process compiled, by the text of the two schemas they were compiled from. A validator is a pure
 * function of its schema, so a process that loads the same skills again (the tests start hundreds of servers) reuses
 * them: compiling them is a third of a server's start.
 */
const compiledByText = new Map<string, Compiled>()
const COMPILED_MAX = 2000

function compileSchemas(folder: string, inputSchema: object, outputSchema: object): Compiled {
  const key = `${JSON.stringify(inputSchema)}\u0000${JSON.stringify(outputSchema)}`
  const known = compiledByText.get(key)
  if (known) return known
  checkSchema(folder, 'input.schema.json', inputSchema)
  checkSchema(folder, 'output.schema.json', outputSchema)
  const v = createAjv({ validateSchema: false })
  let validateInput: ValidateFunction
  let validateOutput: ValidateFunction
  try {
    validateInput = compileRequestValidator(v, inputSchema)
  } catch (e) {
    throw new SkillLoadError(folder, `input.schema.json does not compile: ${(e as Error).message}`)
  }
  try {
    validateOutput = v.compile(outputSchema)
  } catch (e) {
    throw new SkillLoadError(folder, `output.schema.json does not compile: ${(e as Error).message}`)
  }
  if (compiledByText.size >= COMPILED_MAX) compiledByText.clear()
  const compiled = { validateInput, validateOutput }
  compiledByText.set(key, compiled)
  return compiled
}

/** The schemas of `<skillsDir>/_shared/` by file (none when the folder is absent); a bad one is a SkillLoadError. */
export function loadSharedSchemas(skillsDir: string): Map<string, SharedSchema> {
  const dir = path.join(skillsDir, SHARED_FOLDER)
  if (!fs.existsSync(dir)) return new Map()
  const files = new Map<string, unknown>()
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    try {
      files.set(file, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown)
    } catch (e) {
      throw new SkillLoadError(SHARED_FOLDER, `${file} is not valid JSON: ${(e as Error).message}`)
    }
  }
  try {
    return parseSharedSchemas(files, (file, schema) => checkSchema(SHARED_FOLDER, file, schema))
  } catch (e) {
    if (e instanceof SharedSchemaProblem) throw new SkillLoadError(SHARED_FOLDER, `${e.file}: ${e.message}`)
    throw e
  }
}

export interface SkillSchemas {
  inputSchema: Record<string, unknown>
  outputSchema: Record<string, unknown>
  /** LoadedSkill.sharedSchemas */
  sharedSchemas: string[]
  /** LoadedSkill.wholeShared */
  wholeShared: { input: string | null; output: string | null }
}

/**
 * A folder's input and output schemas, self-contained: the shared schemas they refer to inlined (shared-schemas.ts). A
 * deprecated alias may leave out either file: it then has its successor's, titled as its own (`<Component>Input`).
 * `shared`: loadSharedSchemas(skillsDir), read once by whoever loads many folders.
 */
export function readSkillSchemas(
  skillsDir: string,
  folder: string,
  manifest: Pick<SkillManifest, 'name' | 'deprecated'>,
  shared: ReadonlyMap<string, SharedSchema> = loadSharedSchemas(skillsDir),
): SkillSchemas {
  const dir = path.join(skillsDir, folder)
  const used = new Set<string>()
  const wholeShared: SkillSchemas['wholeShared'] = { input: null, output: null }
  const read = (file: string, suffix: 'Input' | 'Output'): Record<string, unknown> => {
    const borrowed = !fs.existsSync(path.join(dir, file)) && manifest.deprecated !== undefined
    const raw = borrowed
      ? readJson(path.join(skillsDir, manifest.deprecated!.successor), folder, file)
      : readJson(dir, folder, file)
    if (borrowed) raw.title = `${componentNameFor(manifest.name)}${suffix}`
    try {
      const r = resolveSharedRefs(raw, shared)
      for (const n of r.shared) used.add(n)
      wholeShared[suffix === 'Input' ? 'input' : 'output'] = r.whole
      return r.schema
    } catch (e) {
      if (e instanceof SharedSchemaProblem)
        throw new SkillLoadError(
          folder,
          `${borrowed ? `${manifest.deprecated!.successor}'s ` : ''}${file}: ${e.message}`,
        )
      throw e
    }
  }
  const inputSchema = read('input.schema.json', 'Input')
  const outputSchema = read('output.schema.json', 'Output')
  return { inputSchema, outputSchema, sharedSchemas: [...used].sort(), wholeShared }
}

export interface LoadOptions {
  /**
   * A query for the URL `handler.ts` is imported by, given the folder holding that handler (an alias's successor's):
   * a new one imports the file afresh instead of the module loaded before (`npm run dev` reloads skills in place this
   * way: src/skill-kit/dev-server.ts). None: the usual import.
   */
  importQuery?: (handlerFolder: string) => string | undefined
  /** The shared schemas (loadSharedSchemas): read from `<skillsDir>/_shared/` when absent. */
  shared?: ReadonlyMap<string, SharedSchema>
}

export async function loadSkillFolder(skillsDir: string, folder: string, o: LoadOptions = {}): Promise<LoadedSkill> {
  const dir = path.join(skillsDir, folder)
  const manifest = checkManifest(folder, readJson(dir, folder, 'skill.json'))
  const { inputSchema, outputSchema, sharedSchemas, wholeShared } = readSkillSchemas(
    skillsDir,
    folder,
    manifest,
    o.shared,
  )
  if (inputSchema.type !== 'object') throw new SkillLoadError(folder, 'input.schema.json must describe an object')
  // An input field the schema does not name is refused (422 naming it), never passed on unread: a typo must not pass.
  if (inputSchema.additionalProperties !== false && inputSchema.unevaluatedProperties !== false) {
    throw new SkillLoadError(
      folder,
      'input.schema.json must say "additionalProperties": false at the top (an input field it does not name is then refused with a 422 naming it)',
    )
  }
  if (manifest.writes) addIdempotencyKeyField(inputSchema)
  checkOutputSchema(folder, outputSchema)
  const { validateInput, validateOutput } = compileSchemas(folder, inputSchema, outputSchema)

  // A deprecated alias may leave out handler.ts: it then runs its successor's handler, the same module (skills may not
  // import one another, so this is how an alias shares it).
  const own = path.join(dir, 'handler.ts')
  const handlerPath =
    !fs.existsSync(own) && manifest.deprecated ? path.join(skillsDir, manifest.deprecated.successor, 'handler.ts') : own
  if (!fs.existsSync(handlerPath))
    throw new SkillLoadError(
      folder,
      handlerPath === own
        ? 'missing handler.ts'
        : `missing handler.ts (and its successor ${manifest.deprecated!.successor} has none)`,
    )
  let mod: { default?: unknown }
  const query = o.importQuery?.(path.basename(path.dirname(handlerPath)))
  try {
    mod = (await import(`${pathToFileURL(handlerPath).href}${query ? `?${query}` : ''}`)) as { default?: unknown }
  } catch (e) {
    throw new SkillLoadError(folder, `handler.ts failed to load: ${(e as Error).message}${whereThrown(e, dir)}`)
  }
  if (!isDefinedSkill(mod.default))
    throw new SkillLoadError(folder, 'handler.ts must `export default defineSkill(...)`')

  const examples: SkillExample[] = []
  const exDir = path.join(dir, 'examples')
  if (fs.existsSync(exDir)) {
    for (const file of fs
      .readdirSync(exDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const ex = readJson(exDir, folder, file)
      const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v)
      if (
        typeof ex.summary !== 'string' ||
        !isObject(ex.input) ||
        (ex.expected !== undefined && !isObject(ex.expected))
      ) {
        throw new SkillLoadError(
          folder,
          `examples/${file} must be {"summary": string, "input": object, "expected"?: object}`,
        )
      }
      const unknown = Object.keys(ex).filter((k) => !EXAMPLE_FIELDS.has(k))
      if (unknown.length)
        throw new SkillLoadError(
          folder,
          `examples/${file} has unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (summary, input, expected)`,
        )
      const copy = structuredClone(ex.input)
      if (!validateInput(copy))
        throw new SkillLoadError(
          folder,
          `examples/${file} input does not match input.schema.json: ${ajvErrorsText(validateInput.errors, ex.input)}`,
        )
      examples.push({
        file,
        summary: ex.summary,
        input: ex.input as Record<string, unknown>,
        ...(ex.expected === undefined ? {} : { expected: ex.expected as Record<string, unknown> }),
      })
    }
    const outDir = path.join(exDir, 'outputs')
    if (fs.existsSync(outDir)) {
      for (const file of fs
        .readdirSync(outDir)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        const ex = examples.find((e) => e.file === file)
        if (!ex)
          throw new SkillLoadError(
            folder,
            `examples/outputs/${file} has no examples/${file} (the input it is the output of)`,
          )
        ex.output = readJson(outDir, folder, file)
      }
    }
  }
  return {
    manifest,
    folder,
    inputSchema,
    outputSchema,
    examples,
    handler: mod.default,
    validateInput,
    validateOutput,
    componentName: componentNameFor(manifest.name),
    sharedSchemas,
    wholeShared,
  }
}
