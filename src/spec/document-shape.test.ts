// The published document as generators and linters read it (issue 26 §2): no description cut short by YAML, no
// keyword a schema does not have, and, further down, the shapes code generators need. Each check names the exact
// place that breaks it.
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSkills } from '../skill-runtime/index.ts'
import {
  bundleSpec,
  defaultBaseDocumentPath,
  readBaseDocument,
  readResponseExamples,
  type OpenApiDocument,
} from './index.ts'
import { SCHEMA_KEYWORDS, walkDocumentSchemas } from './schema-walk.ts'
import { forGenerators } from './for-generators.ts'
import { createAjv } from '../validation/index.ts'
import { FILE_TYPES } from '../files/index.ts'

const ROOT = path.join(import.meta.dirname, '..', '..')

/**
 * Where a flow mapping (`{ a: b, c: d }`) holds a pair that is not `key: value` with a one-word key: the trace of a
 * plain scalar cut at an unquoted comma (`{ description: The user, or a key }` is `description: The user` plus a key
 * `or a key` without a value).
 */
function cutFlowScalars(text: string): string[] {
  const lines = new YAML.LineCounter()
  const doc = YAML.parseDocument(text, { lineCounter: lines })
  const found: string[] = []
  YAML.visit(doc, {
    Map(_, node) {
      if (!node.flow) return
      for (const pair of node.items) {
        const key = pair.key as YAML.Scalar | null
        const name = YAML.isScalar(key) ? String(key.value) : String(key)
        if (pair.value === null || /\s/.test(name)) {
          const at = key && YAML.isNode(key) && key.range ? lines.linePos(key.range[0]) : { line: 0, col: 0 }
          found.push(`line ${at.line}:${at.col}: ${JSON.stringify(name)}`)
        }
      }
    },
  })
  return found
}

describe('the YAML source', () => {
  it('cuts no flow-mapping value at an unquoted comma (quote such descriptions)', () => {
    expect(cutFlowScalars(fs.readFileSync(defaultBaseDocumentPath(), 'utf8'))).toEqual([])
  })

  it('the check finds a description cut at a comma, with its line', () => {
    const text =
      'a:\n  b: { type: string, description: The user, or a key. }\n  c: { type: string, description: "Quoted, fine." }\n'
    expect(cutFlowScalars(text)).toEqual(['line 2:45: "or a key."'])
  })
})

describe('the bundled document', () => {
  let doc: OpenApiDocument
  beforeAll(async () => {
    const registry = await loadSkills(path.join(ROOT, 'skills'))
    // The alpha host's document: every skill, preview ones included (production's is a part of it).
    doc = bundleSpec(readBaseDocument(defaultBaseDocumentPath()), registry.forChannel('alpha').list(), {
      responseExamples: readResponseExamples(),
    })
  })

  it('uses only JSON Schema and OpenAPI keywords in its schemas (skill schemas included)', () => {
    const unknown: string[] = []
    walkDocumentSchemas(doc, (s, pointer) => {
      for (const k of Object.keys(s))
        if (!SCHEMA_KEYWORDS.has(k) && !k.startsWith('x-')) unknown.push(`${pointer}: ${k}`)
    })
    expect(unknown).toEqual([])
  })

  it('gives every array schema its items (or prefixItems): generators type an array without them as a list of anything', () => {
    const bare: string[] = []
    walkDocumentSchemas(doc, (s, pointer) => {
      const array = s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array'))
      if (array && !('items' in s) && !('prefixItems' in s)) bare.push(pointer)
    })
    expect(bare).toEqual([])
  })

  it('lists at most one type besides null in a schema, and no property or items is null alone (generators mishandle both)', () => {
    const found: string[] = []
    walkDocumentSchemas(doc, (s, pointer) => {
      if (Array.isArray(s.type) && s.type.filter((t) => t !== 'null').length > 1)
        found.push(`${pointer}: type ${JSON.stringify(s.type)}`)
      if (s.type === 'null' && /\/(properties\/[^/]+|items)$/.test(pointer)) found.push(`${pointer}: type null`)
    })
    expect(found).toEqual([])
  })

  it('the rewrite for generators accepts and refuses exactly what the schema it rewrote does', () => {
    const original = {
      type: ['string', 'number', 'null'],
      pattern: '^-?[0-9]+(\\.[0-9]{1,2})?$',
      minimum: -1000,
      description: 'an amount',
      properties: { ignored: { type: 'string' } },
    }
    const doc = {
      components: {
        schemas: { A: structuredClone(original), B: { type: 'object', properties: { n: { type: 'null' } } } },
      },
    }
    expect(forGenerators(doc).sort()).toEqual(['#/components/schemas/A', '#/components/schemas/B/properties/n'])
    expect(doc.components.schemas.A).toEqual({
      description: 'an amount',
      properties: { ignored: { type: 'string' } },
      oneOf: [{ type: 'string', pattern: original.pattern }, { type: 'number', minimum: -1000 }, { type: 'null' }],
    })
    expect(doc.components.schemas.B.properties.n).toEqual({ const: null })
    const ajv = createAjv({ allErrors: true })
    const [before, after] = [ajv.compile(original), ajv.compile(doc.components.schemas.A)]
    for (const v of ['12.50', '12.505', 'abc', 12.5, -1001, -1000, null, true, [], {}, ''])
      expect(after(v), JSON.stringify(v)).toBe(before(v))
  })

  it("has no $ref into a component's $defs (generators do not follow them) and every local $ref resolves", () => {
    const bad: string[] = []
    const resolve = (ref: string) =>
      ref
        .slice(2)
        .split('/')
        .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>(
          (at, t) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[t] : undefined),
          doc,
        )
    const visit = (v: unknown, pointer: string): void => {
      if (v === null || typeof v !== 'object') return
      for (const [k, x] of Object.entries(v)) {
        if (k === '$ref' && typeof x === 'string') {
          if (x.includes('/$defs/') || x.includes('/definitions/')) bad.push(`${pointer}: ${x}`)
          else if (x.startsWith('#/') && resolve(x) === undefined) bad.push(`${pointer}: ${x} (unresolved)`)
        } else visit(x, `${pointer}/${k}`)
      }
    }
    visit(doc, '#')
    expect(bad).toEqual([])
    for (const [name, s] of Object.entries(doc.components.schemas as Record<string, Record<string, unknown>>))
      expect(s, name).not.toHaveProperty('$defs')
  })

  it('names concrete media types only: a download lists each type sniffing can give it, application/octet-stream first', () => {
    const wild: string[] = []
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, r] of Object.entries(
          (op as { responses?: Record<string, { content?: object }> }).responses ?? {},
        )) {
          for (const type of Object.keys(r.content ?? {}))
            if (type.includes('*')) wild.push(`${method.toUpperCase()} ${p} ${status}: ${type}`)
        }
      }
    }
    expect(wild).toEqual([])
    const download = (
      doc.paths['/api/v1/files/{file_id}/content']!.get as {
        responses: Record<string, { content: Record<string, unknown> }>
      }
    ).responses['200']!
    expect(Object.keys(download.content).sort()).toEqual(Object.values(FILE_TYPES).sort())
    expect(Object.keys(download.content)[0]).toBe(FILE_TYPES.binary)
  })

  it('lists each parameter (name and place) once per operation, path-item parameters included', () => {
    const parameters = doc.components.parameters as Record<string, { name: string; in: string }>
    const repeated: string[] = []
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (method === 'parameters' || method.startsWith('x-')) continue
        const all = [
          ...((item.parameters as unknown[]) ?? []),
          ...((op as { parameters?: unknown[] }).parameters ?? []),
        ]
        const ids = all.map((x) => {
          const r = x as { $ref?: string; name: string; in: string }
          const q = r.$ref ? parameters[r.$ref.split('/').pop()!]! : r
          return `${q.in}:${q.in === 'header' ? q.name.toLowerCase() : q.name}`
        })
        for (const [i, id] of ids.entries())
          if (ids.indexOf(id) !== i) repeated.push(`${method.toUpperCase()} ${p}: ${id}`)
      }
    }
    expect(repeated).toEqual([])
  })
})
