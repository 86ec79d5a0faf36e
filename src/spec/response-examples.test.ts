// The served document's examples (issue 26 §2), checked with the server's own Ajv set-up: every response of every
// operation has one on each JSON media type (an error status shares the error envelopes of response-examples/errors/),
// each example (responses and requests) validates against its schema, every fixture still matches something the
// document has and openapi.yaml does not already exemplify (a stale one fails), and adding examples changes no schema.
import { beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import { servedDocument } from '../../codegen/served-document.ts'
import { loadSkills, type LoadedSkill } from '../skill-runtime/index.ts'
import {
  bundleSpec,
  defaultBaseDocumentPath,
  readBaseDocument,
  readResponseExamples,
  type OpenApiDocument,
  type ResponseExamples,
} from './index.ts'
import { hasExample, ERROR_ENVELOPE_REF } from './response-examples.ts'
import { walkDocumentSchemas } from './schema-walk.ts'
import {
  documentValidators,
  examplesOf,
  operationsOf,
  requestMedia,
  responseMedia,
} from './testing/document-validators.ts'

const ROOT = path.join(import.meta.dirname, '..', '..')
const isJson = (t: string) => t === 'application/json' || t.endsWith('+json')

describe('examples of the served document', () => {
  let doc: OpenApiDocument
  let fixtures: ResponseExamples
  beforeAll(async () => {
    doc = await servedDocument()
    fixtures = readResponseExamples()
  })

  it('every response has an example on each JSON media type, and every 2xx with a body on one media type at least', () => {
    const missing: string[] = []
    const statuses = new Map<string, { withBody: boolean; exemplified: boolean }>()
    for (const r of responseMedia(doc)) {
      const where = `${r.operationId} ${r.status} ${r.mediaType}${r.component ? ` (components/responses/${r.component})` : ''}`
      if (isJson(r.mediaType) && !hasExample(r.media)) missing.push(where)
      const key = `${r.operationId} ${r.status}`
      const s = statuses.get(key) ?? { withBody: false, exemplified: false }
      statuses.set(key, { withBody: true, exemplified: s.exemplified || hasExample(r.media) })
    }
    for (const [key, s] of statuses)
      if (key.split(' ')[1]!.startsWith('2') && s.withBody && !s.exemplified)
        missing.push(`${key}: no media type has an example`)
    const ops = operationsOf(doc)
    const complete = ops.filter((o) => !missing.some((m) => m.startsWith(`${o.operationId} `)))
    console.info(
      `examples: ${complete.length} of ${ops.length} operations have an example for every documented response`,
    )
    expect(
      missing,
      `responses without an example (record them: RECORD_EXAMPLES=1, src/spec/README.md):\n${missing.join('\n')}`,
    ).toEqual([])
  })

  it("every example, response and request, validates against its schema (the server's Ajv, formats included)", () => {
    const v = documentValidators(doc)
    const invalid: string[] = []
    let count = 0
    const seen = new Set<unknown>()
    const check = (where: string, media: Record<string, unknown>) => {
      if (seen.has(media)) return // a shared component response, once
      seen.add(media)
      for (const [name, value] of examplesOf(media, doc)) {
        count++
        const errors = v.errors(media.schema ?? {}, value)
        if (errors.length) invalid.push(`${where} example ${name}: ${errors.slice(0, 5).join('; ')}`)
      }
    }
    for (const r of responseMedia(doc)) check(`${r.operationId} ${r.status} ${r.mediaType}`, r.media)
    for (const r of requestMedia(doc)) check(`${r.operationId} request ${r.mediaType}`, r.media)
    console.info(`examples: ${count} validated`)
    expect(count).toBeGreaterThan(0)
    expect(invalid, invalid.join('\n')).toEqual([])
  })

  it('the answers recorded from the server carry no field their schema leaves undeclared (generators drop such fields)', () => {
    // A generated client drops what an object's schema does not declare when additionalProperties is left unsaid
    // (OpenAPI Generator's default): read so, every recorded answer must lose nothing. Only an explicit
    // additionalProperties (true or a schema) lets an answer carry more.
    const strict = structuredClone(doc)
    walkDocumentSchemas(strict, (x, pointer) => {
      // A part of a composition is judged with the whole (its siblings declare the rest), as generators merge them.
      const composed =
        ['allOf', 'anyOf', 'oneOf', 'if', '$ref'].some((k) => k in x) ||
        /\/(allOf|anyOf|oneOf|then|else)(\/\d+)?$/.test(pointer)
      if (x.properties && !('additionalProperties' in x) && !('unevaluatedProperties' in x) && !composed)
        x.additionalProperties = false
    })
    const v = documentValidators(strict)
    const dropped: string[] = []
    for (const r of responseMedia(strict)) {
      if (!r.status.startsWith('2')) continue
      for (const [name, value] of examplesOf(r.media, strict)) {
        const errors = v.errors(r.media.schema ?? {}, value).filter((e) => e.includes('additional properties'))
        const where = [...new Set(errors.map((e) => e.split(' must ')[0]!.replace(/\/\d+(?=\/|$)/g, '/*')))]
        if (errors.length)
          dropped.push(
            `${r.operationId} ${r.status} example ${name}: ${where.join(', ')} (${errors.slice(0, 2).join('; ')})`,
          )
      }
    }
    expect(dropped, dropped.join('\n')).toEqual([])
  })

  it('every fixture matches a response (or request) of the document that openapi.yaml does not exemplify itself', () => {
    const base = readBaseDocument(defaultBaseDocumentPath())
    const ops = new Map(operationsOf(doc).map((o) => [o.operationId, o.operation]))
    const baseOps = new Map(operationsOf(base).map((o) => [o.operationId, o.operation]))
    const stale: string[] = []
    type Responses = Record<string, { $ref?: string; content?: Record<string, object> }>
    for (const [id, f] of Object.entries(fixtures.operations)) {
      const where = `response-examples/operations/${id}.json`
      const op = ops.get(id)
      if (!op) {
        stale.push(`${where}: no operation ${id}`)
        continue
      }
      for (const [status, byType] of Object.entries(f.responses ?? {})) {
        const r = (op.responses as Responses)[status]
        if (!r) {
          stale.push(`${where}: ${id} documents no ${status}`)
          continue
        }
        if (r.$ref) {
          stale.push(
            `${where}: ${id} ${status} is the shared ${r.$ref}; its examples are response-examples/errors/${status}.json`,
          )
          continue
        }
        for (const type of Object.keys(byType)) {
          if (!r.content?.[type]) stale.push(`${where}: ${id} ${status} has no ${type}`)
          else if (hasExample((baseOps.get(id)?.responses as Responses | undefined)?.[status]?.content?.[type]))
            stale.push(`${where}: openapi.yaml already gives ${id} ${status} ${type} an example`)
        }
      }
      for (const type of Object.keys(f.request ?? {})) {
        const content = (op.requestBody as { content?: Record<string, object> } | undefined)?.content
        if (!content?.[type]) stale.push(`${where}: ${id} takes no ${type} body`)
        else if (
          hasExample(
            (baseOps.get(id)?.requestBody as { content?: Record<string, object> } | undefined)?.content?.[type],
          )
        )
          stale.push(`${where}: openapi.yaml already gives ${id}'s ${type} request an example`)
      }
    }
    const envelopes = new Set(
      responseMedia(doc)
        .filter((r) => (r.media.schema as { $ref?: string } | undefined)?.$ref === ERROR_ENVELOPE_REF)
        .map((r) => r.status),
    )
    for (const status of Object.keys(fixtures.errors))
      if (!envelopes.has(status))
        stale.push(`response-examples/errors/${status}.json: no response ${status} is an error envelope`)
    expect(stale, stale.join('\n')).toEqual([])
  })

  it('changes no schema: the document without the examples is the document bundled without them', async () => {
    const skills = (await loadSkills(path.join(ROOT, 'skills'))).forChannel('production').list()
    const bare: LoadedSkill[] = skills.map((s) => ({ ...s, examples: s.examples.map(({ output: _o, ...e }) => e) }))
    const base = readBaseDocument(defaultBaseDocumentPath())
    const withExamples = bundleSpec(base, skills, { responseExamples: fixtures })
    const without = bundleSpec(base, bare)
    expect(withExamples.components.schemas).toEqual(without.components.schemas)
    // Take out exactly the examples the bare bundle lacks; what is left must be the bare bundle.
    const strip = (a: unknown, b: unknown): unknown => {
      if (Array.isArray(a)) return a.map((x, i) => strip(x, (b as unknown[] | undefined)?.[i]))
      if (a === null || typeof a !== 'object') return a
      const bo = (b ?? {}) as Record<string, unknown>
      return Object.fromEntries(
        Object.entries(a)
          .filter(([k]) => k !== 'examples' || k in bo || !('schema' in a))
          .map(([k, x]) => [k, strip(x, bo[k])]),
      )
    }
    const stripped = strip(withExamples, without) as OpenApiDocument
    if (!without.components.examples) delete stripped.components.examples // the error envelopes, shared by ref
    expect(stripped).toEqual(without)
    expect(JSON.stringify(withExamples)).not.toBe(JSON.stringify(without))
  })
})
