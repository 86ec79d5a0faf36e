// Things that exist twice are kept in step by tests (ARCHITECTURE habit 6): the error catalogue and the
// spec's code enum, the spec's operations and the route table, the served and the generated description.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import SwaggerParser from '@apidevtools/swagger-parser'
import { ERROR_CATALOGUE } from '../errors/index.ts'
import { loadSkills } from '../skill-runtime/index.ts'
import { PERMISSION_SLUGS } from '../permissions/index.ts'
import { ApiRouter } from '../operations/router.ts'
import {
  bundleSpec,
  defaultBaseDocumentPath,
  readBaseDocument,
  readResponseExamples,
  type OpenApiDocument,
} from './index.ts'

const ROOT = path.join(import.meta.dirname, '..', '..')

describe('the published description', () => {
  let doc: OpenApiDocument
  let router: ApiRouter
  beforeAll(async () => {
    const registry = await loadSkills(path.join(ROOT, 'skills'))
    doc = bundleSpec(readBaseDocument(defaultBaseDocumentPath()), registry.forChannel('production').list(), {
      responseExamples: readResponseExamples(),
    })
    router = await ApiRouter.create(doc)
  })

  it('is valid OpenAPI 3.1 (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined()
    expect(doc.openapi).toBe('3.1.0')
  })

  it('is what codegen wrote to src/generated/openapi.json', () => {
    const generated = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'src', 'generated', 'openapi.json'), 'utf8'),
    ) as unknown
    expect(generated).toEqual(doc)
  })

  it('lists exactly the error codes of the catalogue, and each catalogue type', () => {
    const errorSchema = (doc.components.schemas as Record<string, { properties: Record<string, { enum: string[] }> }>)
      .ErrorObject!
    expect([...errorSchema.properties.code!.enum].sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort())
    const types = new Set(Object.values(ERROR_CATALOGUE).map((e) => e.type))
    for (const t of types) expect(errorSchema.properties.type!.enum).toContain(t)
  })

  it('documents, for every operation, each status its error codes can produce', () => {
    for (const op of router.listOperations()) {
      const statuses = Object.keys(op.responses ?? {})
      // Any request can carry a bad Service-Version (400) and any can fail (500).
      expect(statuses, op.operationId).toContain('400')
      expect(statuses, op.operationId).toContain('500')
      if (op.security?.length !== 0) expect(statuses, op.operationId).toContain('401')
      // A body is read only where one is declared, so 413/415 belong exactly to those operations.
      if (op.requestBody) expect(statuses, op.operationId).toEqual(expect.arrayContaining(['413', '415', '422']))
    }
  })

  it('has a handler for every REST operation and an operation for every handler; skills run through the registry', async () => {
    const { buildHandlers } = await import('../operations/index.ts')
    const handlers = buildHandlers({} as never)
    const x = (o: unknown) => o as Record<string, unknown>
    const rest = router
      .listOperations()
      .filter((o) => x(o)['x-skill-name'] === undefined && x(o)['x-skill-param'] === undefined)
    expect(Object.keys(handlers).sort()).toEqual(rest.map((o) => o.operationId!).sort())
    const skills = router.listOperations().filter((o) => typeof x(o)['x-skill-name'] === 'string')
    expect(skills.length).toBeGreaterThan(0)
  })

  it('routes every operation to itself, with concrete path parameters', () => {
    for (const op of router.listOperations()) {
      const concrete = op.path.replace(/\{[^}]+\}/g, 'x1')
      const m = router.match(op.method, concrete)
      expect(m.kind, `${op.method} ${op.path}`).toBe('ok')
      if (m.kind === 'ok' && !op.path.includes('{')) expect(m.operation.operationId).toBe(op.operationId)
    }
    // A literal skill path wins over the templated one.
    const lit = router.match('post', '/api/v1/skills/identifiers.validate/invoke')
    expect(lit.kind === 'ok' && lit.operation.operationId).toBe('invoke_validate_business_identifiers')
    const tmpl = router.match('post', '/api/v1/skills/validate_business_identifiers/invoke')
    expect(tmpl.kind === 'ok' && tmpl.operation.operationId).toBe('invokeSkillByNameOrSlug')
  })

  it('gives each skill one operation with its x-skill-* metadata and its one permission', () => {
    const skillOps = router.listOperations().filter((o) => o.operationId?.startsWith('invoke_'))
    // One operation per skill folder (but for preview skills: the production document leaves them out).
    const folders = fs
      .readdirSync(path.join(ROOT, 'skills'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== '_shared')
    const preview = (f: string) =>
      (JSON.parse(fs.readFileSync(path.join(ROOT, 'skills', f, 'skill.json'), 'utf8')) as { preview?: boolean })
        .preview === true
    expect(skillOps).toHaveLength(folders.filter((d) => !preview(d.name)).length)
    for (const op of skillOps) {
      const x = op as unknown as Record<string, unknown>
      for (const k of ['x-skill-name', 'x-skill-slug', 'x-skill-category', 'x-skill-cluster', 'x-skill-streaming'])
        expect(x, k).toHaveProperty(k)
      expect(PERMISSION_SLUGS).toContain(x['x-required-permission'])
      expect(op.security).toEqual([
        { bearerApiKey: [x['x-required-permission']] },
        { bearerJwt: [x['x-required-permission']] },
        { sessionCookie: [x['x-required-permission']] },
      ])
      expect(op.tags).toEqual([x['x-skill-category']])
      expect(op.path).toBe(`/api/v1/skills/${String(x['x-skill-name'])}/invoke`)
    }
  })

  it('marks exactly the operations the spec says are never throttled, and the idempotent creating POSTs', async () => {
    const ops = router.listOperations() as unknown as Record<string, unknown>[]
    // spec: Limits, "Not throttled: catalogue listing, /openapi.json, /health" (OAuth discovery arrives with MCP).
    expect(
      ops
        .filter((o) => o['x-never-throttled'] === true)
        .map((o) => `${String(o.method).toUpperCase()} ${String(o.path)}`)
        .sort(),
    ).toEqual(['GET /api/v1/skills', 'GET /health', 'GET /openapi.json'])
    expect(
      ops
        .filter((o) => o['x-idempotent'] === true && !String(o.operationId).startsWith('invoke_'))
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(
      [
        'createClient',
        'createConnectKey',
        'createWebhookEndpoint',
        'invokeSkillByNameOrSlug',
        'rotateConnectKey',
        'rotateWebhookSecret',
        'uploadFile',
        // A test event queues a delivery: sent twice with one key, it queues one.
        'sendWebhookTestEvent',
        // Creating a workspace (issue 25).
        'createWorkspace',
        // WorkStreams: every POST creates or commands, and takes Idempotency-Key (issue 9); the /blueprints aliases too.
        ...[
          'createWorkstreamTemplate',
          'publishWorkstreamTemplateVersion',
          'createWorkplan',
          'archiveWorkplan',
          'enableWorkplanWrites',
          'disableWorkplanWrites',
          'createBlueprint',
          'archiveBlueprint',
          'enableBlueprintWrites',
          'disableBlueprintWrites',
          'startCycle',
          'pauseCycle',
          'resumeCycle',
          'cancelCycle',
          'approveCycleTask',
          'retryCycleTask',
          'skipCycleTask',
          'supplyCycleTaskInput',
          // Drafts: creating and publishing (validate and preview change nothing: safe to repeat as they are).
          'createWorkstreamDraft',
          'publishWorkstreamDraft',
        ],
        // Topics: linking an artifact creates a link (issue 11).
        'linkTopicArtifact',
      ].sort(),
    )
    // Per-operation headers never leak into the shared response definitions.
    const shared = JSON.stringify(doc.components.responses)
    for (const h of ['Deprecation', 'X-Idempotent-Replayed']) expect(shared).not.toContain(`"${h}"`)
    for (const o of ops) {
      if (o['x-never-throttled']) continue
      expect(Object.keys(o.responses as object), String(o.operationId)).toContain('429')
    }
  })

  it('hoists skill schemas into components with stable names and no refs into paths', () => {
    const text = JSON.stringify(doc)
    expect(text).not.toContain('#/paths/')
    const schemas = doc.components.schemas as Record<string, unknown>
    for (const n of [
      'IdentifiersValidateInput',
      'IdentifiersValidateOutput',
      'ForensicNumberAnalysisInput',
      'ForensicNumberAnalysisOutput',
    ]) {
      expect(schemas, n).toHaveProperty(n)
    }
  })
})
