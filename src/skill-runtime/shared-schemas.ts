// Schemas several skills share (skills/README.md, "Shared schemas"): skills/_shared/<name>.schema.json, one schema per
// file, referred to from a skill's input.schema.json or output.schema.json by a relative `$ref`
// ("../_shared/<name>.schema.json") and from another shared file by "./<name>.schema.json". The loader inlines them
// (resolveSharedRefs): the skill's schema gets each shared schema it reaches as `$defs.<Name>` and every such ref becomes
// `#/$defs/<Name>`, so whatever reads a loaded skill's schema (Ajv, the MCP tools, WorkStream bindings, the bundler,
// codegen) reads one self-contained schema, as before shared files existed. <Name> is the file's stem in PascalCase and
// the file's `title`: the component the bundler makes of it (bundle.ts, once for every skill), the type codegen writes
// in skills/_shared/types.ts. Pure functions: load-skill-folder.ts reads the files and names the folder in errors.

/** The folder of skills/ that holds the shared schemas: skipped as a skill (a leading `_`), loaded by the loader. */
export const SHARED_FOLDER = '_shared'

/**
 * The `$id` base of the shared files: `<base><file>` mirrors the file's place under skills/, so a relative `$ref` from a
 * skill schema (`../_shared/x.schema.json`, against `<...>/skills/<folder>/input.schema.json`) names the same URI as
 * the file's `$id`. An identifier, never fetched: `.invalid` can never resolve to anyone's server (RFC 2606).
 */
export const SHARED_ID_BASE = 'https://skills-connect.invalid/skills/_shared/'

const FILE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*\.schema\.json$/
/** How a skill schema refers to a shared one, and how a shared one refers to another. */
const FROM_SKILL = /^\.\.\/_shared\/([^/#?]+)$/
const FROM_SHARED = /^\.\/([^/#?]+)$/
/** Keywords whose values are data, not schemas: a `$ref` key inside them is not a reference. */
const DATA_KEYWORDS = new Set(['default', 'const', 'enum', 'examples', 'example'])

/** A problem of a shared file (`file`) or of a skill schema's refs to one (`file` null). */
export class SharedSchemaProblem extends Error {
  readonly file: string | null
  constructor(file: string | null, problem: string) {
    super(problem)
    this.name = 'SharedSchemaProblem'
    this.file = file
  }
}

export interface SharedSchema {
  /** `document-finding.schema.json` */
  file: string
  /** `DocumentFinding`: its title, its `$defs` key in a loaded skill schema, its component and its type. */
  name: string
  /** As written. */
  schema: Record<string, unknown>
  /** As it sits in a skill's `$defs`: `$schema` and `$id` dropped, its refs as `#/$defs/<Name>` (or into itself). */
  inlined: Record<string, unknown>
  /** The names of the shared schemas it refers to. */
  refs: readonly string[]
}

/** `document-finding.schema.json` → `DocumentFinding`. */
export function sharedSchemaName(file: string): string {
  return file
    .replace(/\.schema\.json$/, '')
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')
}

export const sharedSchemaId = (file: string): string => `${SHARED_ID_BASE}${file}`

/** Every `$ref` string in a schema (data keywords skipped), rewritten by `map` (its return value replaces it). */
function mapRefs(v: unknown, map: (ref: string, pointer: string) => string, pointer = ''): unknown {
  if (Array.isArray(v)) return v.map((x, i) => mapRefs(x, map, `${pointer}/${i}`))
  if (v === null || typeof v !== 'object') return v
  const out: Record<string, unknown> = {}
  for (const [k, val] of Object.entries(v)) {
    const at = `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`
    if (k === '$ref' && typeof val === 'string') out[k] = map(val, `#${pointer}`)
    else if (DATA_KEYWORDS.has(k)) out[k] = val
    else out[k] = mapRefs(val, map, at)
  }
  return out
}

/**
 * Checks the files of skills/_shared/ (file name → parsed JSON; `isSchema` is the meta-schema check) and answers them by
 * file. Each is one schema: `$id` `<SHARED_ID_BASE><file>`, `title` its name, no `$defs` (a part two schemas need is a
 * file of its own), no `default` at its top (Ajv applies no default reached through a `$ref`: give it beside the
 * `$ref`), refs only to other shared files (`./<name>.schema.json`) or into itself (`#…`).
 */
export function parseSharedSchemas(
  files: ReadonlyMap<string, unknown>,
  isSchema: (file: string, schema: object) => void,
): Map<string, SharedSchema> {
  const out = new Map<string, SharedSchema>()
  for (const [file, raw] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const fail = (problem: string): never => {
      throw new SharedSchemaProblem(file, problem)
    }
    if (!FILE.test(file))
      fail(
        'a shared schema is named <lower-case-words>.schema.json (its type and component are the words in PascalCase)',
      )
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) fail('is not a JSON object')
    const schema = raw as Record<string, unknown>
    const name = sharedSchemaName(file)
    if (schema.$id !== sharedSchemaId(file)) fail(`must say "$id": "${sharedSchemaId(file)}"`)
    if (schema.title !== name) fail(`must say "title": "${name}" (the name of its type and component)`)
    if (schema.$schema !== undefined && schema.$schema !== 'https://json-schema.org/draft/2020-12/schema')
      fail('is JSON Schema 2020-12 ("$schema": "https://json-schema.org/draft/2020-12/schema")')
    if (schema.$defs !== undefined || schema.definitions !== undefined)
      fail(
        'holds one schema: put each of its $defs in a shared file of its own and refer to it as "./<name>.schema.json"',
      )
    if ('default' in schema)
      fail('has a "default" at its top, which a $ref to it would not apply: give the default beside the $ref')
    isSchema(file, schema)
    const refs = new Set<string>()
    const { $schema: _s, $id: _i, ...rest } = schema
    const inlined = mapRefs(rest, (ref, at) => {
      if (ref === '#' || ref.startsWith('#/')) return `#/$defs/${name}${ref.slice(1)}`
      const m = FROM_SHARED.exec(ref)
      if (!m)
        fail(
          `$ref "${ref}" at ${at}: a shared schema refers to another by "./<name>.schema.json", or into itself by "#…"`,
        )
      if (!files.has(m![1]!)) fail(`$ref "${ref}" at ${at}: there is no skills/_shared/${m![1]}`)
      const other = sharedSchemaName(m![1]!)
      refs.add(other)
      return `#/$defs/${other}`
    }) as Record<string, unknown>
    out.set(file, { file, name, schema, inlined, refs: [...refs].sort() })
  }
  return out
}

export interface ResolvedSchema {
  /** Self-contained: the shared schemas it reaches are in `$defs` under their names. */
  schema: Record<string, unknown>
  /** The names of those shared schemas, sorted. */
  shared: string[]
  /** The shared schema the file is as a whole (`{"title", "$ref"}`), by name; else null. */
  whole: string | null
}

/** What may stand beside a `$ref` that makes a whole schema file a shared schema. */
const WHOLE_SCHEMA_KEYS = new Set(['$ref', '$schema', 'title', 'description', '$comment'])

/**
 * A skill schema with its shared refs inlined: each `../_shared/<file>` becomes `#/$defs/<Name>` and `$defs.<Name>` the
 * shared schema (and those it reaches), after the skill's own `$defs`, sorted by name. A schema file that is a shared
 * schema as a whole (`{"title": ..., "$ref": "../_shared/<file>"}`, annotations only beside the ref: two skills taking
 * the same input) is that schema, with the file's annotations. A ref to anything but the schema itself (`#…`) or a
 * shared file is refused, so a skill never reads another skill's files.
 */
export function resolveSharedRefs(
  schema: Record<string, unknown>,
  shared: ReadonlyMap<string, SharedSchema>,
): ResolvedSchema {
  const byName = new Map([...shared.values()].map((s) => [s.name, s]))
  const whole =
    typeof schema.$ref === 'string' && Object.keys(schema).every((k) => WHOLE_SCHEMA_KEYS.has(k))
      ? FROM_SKILL.exec(schema.$ref)
      : null
  if (whole) {
    const s = shared.get(whole[1]!)
    if (!s)
      throw new SharedSchemaProblem(null, `$ref "${String(schema.$ref)}" at #: there is no skills/_shared/${whole[1]}`)
    // Its refs into itself now point at the root; those to other shared schemas stay #/$defs/<Name>, added below.
    const self = `#/$defs/${s.name}`
    const { title: _t, ...body } = mapRefs(s.inlined, (ref) =>
      ref === self || ref.startsWith(`${self}/`) ? `#${ref.slice(self.length)}` : ref,
    ) as Record<string, unknown>
    const { $ref: _r, ...annotations } = schema
    const r = resolveSharedRefs({ ...annotations, ...body, ...annotations }, shared)
    const reached = new Set(r.shared)
    for (const n of s.refs) reached.add(n)
    const reach = (name: string): void => {
      for (const x of byName.get(name)!.refs)
        if (!reached.has(x)) {
          reached.add(x)
          reach(x)
        }
    }
    for (const n of s.refs) reach(n)
    const names = [...reached].sort()
    if (names.length)
      r.schema.$defs = {
        ...((r.schema.$defs ?? {}) as Record<string, unknown>),
        ...Object.fromEntries(names.map((n) => [n, structuredClone(byName.get(n)!.inlined)])),
      }
    return { schema: r.schema, shared: names, whole: s.name }
  }
  const used = new Set<string>()
  const rewritten = mapRefs(schema, (ref, at) => {
    if (ref === '#' || ref.startsWith('#/')) return ref
    const m = FROM_SKILL.exec(ref)
    if (!m)
      throw new SharedSchemaProblem(
        null,
        `$ref "${ref}" at ${at}: a skill schema refers to its own parts ("#/…") or to a shared schema ("../_shared/<name>.schema.json")`,
      )
    const s = shared.get(m[1]!)
    if (!s) throw new SharedSchemaProblem(null, `$ref "${ref}" at ${at}: there is no skills/_shared/${m[1]}`)
    used.add(s.name)
    return `#/$defs/${s.name}`
  }) as Record<string, unknown>
  if (used.size === 0) return { schema, shared: [], whole: null }
  const reach = (name: string): void => {
    for (const r of byName.get(name)!.refs)
      if (!used.has(r)) {
        used.add(r)
        reach(r)
      }
  }
  for (const n of [...used]) reach(n)
  const own = (rewritten.$defs ?? {}) as Record<string, unknown>
  const names = [...used].sort()
  for (const n of names) {
    if (n in own)
      throw new SharedSchemaProblem(
        null,
        `$defs.${n} has the name of the shared schema skills/_shared/${byName.get(n)!.file}, which this schema uses: rename the entry`,
      )
  }
  rewritten.$defs = { ...own, ...Object.fromEntries(names.map((n) => [n, structuredClone(byName.get(n)!.inlined)])) }
  return { schema: rewritten, shared: names, whole: null }
}
