// Bundles openapi.yaml with every installed skill into the served document: one operation per skill at
// POST /api/v1/skills/<name>/invoke carrying x-skill-* metadata and its required permission, with the skill's
// schemas hoisted into components/schemas under stable names (<Pascal>Input / <Pascal>Output, and one component per
// $defs entry, and one component per shared schema of skills/_shared/, named as the file's title and made once for every
// skill that uses it) so no ref points into paths or into a component's $defs. Used at boot (served as /openapi.json) and by
// codegen (written to src/generated/). The skill's operation is built by skill-operation.ts; decorate.ts then
// documents what the pipeline adds to every operation, overview.ts makes info.x-overview (the prose, the error codes and
// the changelog; info.description keeps the first paragraph), and response-examples.ts adds the recorded examples.
import { isDeepStrictEqual } from 'node:util'
import { forGenerators } from './for-generators.ts'
import { skillInvokePath, type LoadedSkill } from '../skill-runtime/index.ts'
import type { OpenApiDocument } from './openapi-document.ts'
import { skillOperation } from './skill-operation.ts'
import { decorate } from './decorate.ts'
import { addOverview } from './overview.ts'
import { addResponseExamples, type ResponseExamples } from './response-examples.ts'
import type { ServerObject } from './servers.ts'

export interface BundleOptions {
  /** The document's `servers` (servers.ts publishedServers); openapi.yaml's when absent. */
  servers?: ServerObject[]
  /** The Service-Version dates this deployment accepts (preview ones on the alpha channel); openapi.yaml's when absent. */
  serviceVersions?: readonly string[]
  /** The recorded examples (response-examples.ts readResponseExamples); none when absent. */
  responseExamples?: ResponseExamples
}

const pascal = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')

/**
 * Prepares a skill schema to live at #/components/schemas/<component>: drops $schema/$id (meaningless inside an
 * OpenAPI document), hoists each of its `$defs` into a component of its own named `<component><PascalName>`
 * (`AccountsReconcileOutput` + `ledger_line` → `AccountsReconcileOutputLedgerLine`), and rewrites the schema's local
 * refs to match (`#/$defs/x…` to that component, `#` and any other `#/…` to inside the main one). Generators follow
 * refs to components, not into a component's `$defs` (openapi-python-client drops such responses). The entries named in
 * `shared` (a shared schema the loader inlined: LoadedSkill.sharedSchemas) keep their name: `DocumentFinding`, the
 * same component for every skill. Returns the main schema under `component`, then the hoisted ones the schema reaches
 * (an unreachable entry is left out).
 */
export function hoistable(
  schema: Record<string, unknown>,
  component: string,
  shared: ReadonlySet<string> = new Set(),
): Record<string, Record<string, unknown>> {
  const base = `#/components/schemas/${component}`
  const { $schema: _s, $id: _i, $defs, ...rest } = schema
  const defs = ($defs ?? {}) as Record<string, unknown>
  const names = new Map(Object.keys(defs).map((d) => [d, shared.has(d) ? d : `${component}${pascal(d)}`]))
  if (new Set(names.values()).size !== names.size)
    throw new Error(`${component}: two $defs share the component name (${[...names.keys()].join(', ')})`)
  const target = (ref: string): string => {
    const m = /^#\/\$defs\/([^/]+)(.*)$/.exec(ref)
    if (!m) return base + ref.slice(1)
    const name = names.get(m[1]!.replace(/~1/g, '/').replace(/~0/g, '~'))
    if (!name) throw new Error(`${component}: $ref ${ref} names no $defs entry`)
    return `#/components/schemas/${name}${m[2]}`
  }
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk)
    if (v === null || typeof v !== 'object') return v
    const out: Record<string, unknown> = {}
    for (const [k, val] of Object.entries(v)) {
      if (k === '$ref' && typeof val === 'string' && (val === '#' || val.startsWith('#/'))) out[k] = target(val)
      else out[k] = walk(val)
    }
    return out
  }
  const main = walk(rest) as Record<string, unknown>
  const hoisted: Record<string, Record<string, unknown>> = { [component]: main }
  const converted = new Map([...names].map(([d, name]) => [name, walk(defs[d]) as Record<string, unknown>]))
  // Only the entries the schema reaches: an unused one would be a component nothing uses (linters warn).
  const reach = (v: unknown): void => {
    if (v === null || typeof v !== 'object') return
    for (const [k, val] of Object.entries(v)) {
      if (k !== '$ref' || typeof val !== 'string') {
        reach(val)
        continue
      }
      const name = val.split('/')[3]!
      if (converted.has(name) && !hoisted[name]) {
        hoisted[name] = converted.get(name)!
        reach(hoisted[name])
      }
    }
  }
  reach(main)
  return Object.fromEntries([
    [component, main],
    ...[...converted.keys()].filter((n) => hoisted[n]).map((n) => [n, hoisted[n]!]),
  ])
}

/** Returns a new document; `base` is not modified. Deterministic for the same inputs. */
export function bundleSpec(
  base: OpenApiDocument,
  skills: readonly LoadedSkill[],
  o: BundleOptions = {},
): OpenApiDocument {
  const doc = structuredClone(base)
  if (o.servers) doc.servers = structuredClone(o.servers)
  doc.components.schemas ??= {}
  const schemas = doc.components.schemas
  if (o.serviceVersions) {
    const dates = schemas.ServiceVersionDate as { enum?: string[] } | undefined
    if (!dates?.enum) throw new Error('openapi.yaml: components.schemas.ServiceVersionDate has no enum to set')
    dates.enum = [...o.serviceVersions]
  }
  const tags = doc.tags ?? []
  const tagNames = new Set(tags.map((t) => t.name))
  /** The shared schemas made components so far: the next skill that uses one finds it there. */
  const sharedMade = new Set<string>()
  for (const s of [...skills].sort((a, b) => a.manifest.name.localeCompare(b.manifest.name))) {
    const shared = new Set(s.sharedSchemas)
    for (const [suffix, schema] of [
      ['Input', s.inputSchema],
      ['Output', s.outputSchema],
    ] as const) {
      for (const [name, hoisted] of Object.entries(hoistable(schema, `${s.componentName}${suffix}`, shared))) {
        if (sharedMade.has(name)) {
          if (!isDeepStrictEqual(schemas[name], hoisted))
            throw new Error(
              `skills/${s.folder}: the shared schema ${name} differs from the one another skill was bundled with`,
            )
          continue
        }
        if (schemas[name])
          throw new Error(
            `skills/${s.folder}: component schema ${name} already exists${shared.has(name) ? ' (the name of a shared schema of skills/_shared/: rename the file)' : ''}`,
          )
        schemas[name] = hoisted
        if (shared.has(name)) sharedMade.add(name)
      }
    }
    const p = skillInvokePath(s.manifest.name)
    if (doc.paths[p]) throw new Error(`skills/${s.folder}: path ${p} already exists in openapi.yaml`)
    doc.paths[p] = { post: skillOperation(s) }
    if (!tagNames.has(s.manifest.category)) {
      tags.push({ name: s.manifest.category, description: `Skills in the ${s.manifest.category} category.` })
      tagNames.add(s.manifest.category)
    }
  }
  doc.tags = tags
  forGenerators(doc) // the shapes client generators mishandle, made plain
  decorate(doc)
  addOverview(doc)
  if (o.responseExamples) addResponseExamples(doc, o.responseExamples)
  return doc
}
