// Bundles openapi.yaml with every installed skill into the served document: one operation per skill at
// POST /api/v1/skills/<name>/invoke carrying x-skill-* metadata and its required permission, with the skill's
// schemas hoisted into components/schemas under stable names (<Pascal>Input / <Pascal>Output) so no ref
// points into paths. Used at boot (served as /openapi.json) and by codegen (written to src/generated/). The skill's
// operation is built by skill-operation.ts; decorate.ts then documents what the pipeline adds to every operation, and
// overview.ts appends the error codes and the changelog to info.description.
import { skillInvokePath, type LoadedSkill } from '../skill-runtime/index.ts'
import type { OpenApiDocument } from './openapi-document.ts'
import { skillOperation } from './skill-operation.ts'
import { decorate } from './decorate.ts'
import { addOverview } from './overview.ts'

/**
 * Prepares a skill schema to live at #/components/schemas/<component>: drops $schema/$id (meaningless inside an
 * OpenAPI document) and rewrites the schema's own local refs (`#/$defs/x`, `#`) to point inside the component.
 */
export function hoistable(schema: Record<string, unknown>, component: string): Record<string, unknown> {
  const base = `#/components/schemas/${component}`
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk)
    if (v === null || typeof v !== 'object') return v
    const out: Record<string, unknown> = {}
    for (const [k, val] of Object.entries(v)) {
      if (k === '$ref' && typeof val === 'string' && (val === '#' || val.startsWith('#/'))) out[k] = base + val.slice(1)
      else out[k] = walk(val)
    }
    return out
  }
  const { $schema: _s, $id: _i, ...rest } = schema
  return walk(rest) as Record<string, unknown>
}

/** Returns a new document; `base` is not modified. Deterministic for the same inputs. */
export function bundleSpec(base: OpenApiDocument, skills: readonly LoadedSkill[]): OpenApiDocument {
  const doc = structuredClone(base)
  doc.components.schemas ??= {}
  const schemas = doc.components.schemas
  const tags = doc.tags ?? []
  const tagNames = new Set(tags.map((t) => t.name))
  for (const s of [...skills].sort((a, b) => a.manifest.name.localeCompare(b.manifest.name))) {
    for (const [suffix, schema] of [['Input', s.inputSchema], ['Output', s.outputSchema]] as const) {
      const name = `${s.componentName}${suffix}`
      if (schemas[name]) throw new Error(`skills/${s.folder}: component schema ${name} already exists in openapi.yaml`)
      schemas[name] = hoistable(schema, name)
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
  decorate(doc)
  addOverview(doc)
  return doc
}
