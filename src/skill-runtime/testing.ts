// Test helper for skill authors: runs a skill folder's handler through the same input and output
// validation the runtime applies, without a server: the folder's schemas read as the loader reads them (the
// skills/_shared/ schemas they refer to inlined; a deprecated alias's left-out files and handler its successor's).
//
//   const skill = await loadSkillForTest(import.meta.dirname)
//   const out = await skill.invoke({ identifiers: [...] })     // throws AppError(validation_error) on bad input
//   const typed = await skill.invoke<Output>({ ... })          // the folder's types.ts Output, checked at run time
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ajvErrorsText, ajvErrorsToValidation, compileRequestValidator, createAjv } from '../validation/index.ts'
import { isDefinedSkill, type SkillContext } from './sdk.ts'
import { readSkillSchemas } from './load-skill-folder.ts'
import { runHandler } from './run-handler.ts'
import { KnowledgeBase } from '../knowledge/index.ts'
import { IntentRouter, ruleRouter, type CatalogueSkill } from '../routing/index.ts'
import { systemClock } from '../lib/clock.ts'

// The shipped knowledge sample, and routing over the skills folder's manifests (rules only unless a model is passed).
let knowledge: KnowledgeBase | undefined
let router: IntentRouter | undefined
function testRouter(): IntentRouter {
  if (router) return router
  const root = path.join(import.meta.dirname, '..', '..', 'skills')
  const catalogue: CatalogueSkill[] = fs
    .readdirSync(root)
    .filter((d) => fs.existsSync(path.join(root, d, 'skill.json')))
    .map((d) => {
      const m = JSON.parse(fs.readFileSync(path.join(root, d, 'skill.json'), 'utf8')) as CatalogueSkill
      return { name: m.name, slug: m.slug, cluster: m.cluster, permission: m.permission }
    })
  return (router = new IntentRouter(ruleRouter, () => catalogue))
}

export interface TestSkill {
  manifest: Record<string, unknown>
  inputSchema: Record<string, unknown>
  outputSchema: Record<string, unknown>
  /**
   * Validates input (defaults applied), runs the handler, fills and validates the output. `O`: the type to read the
   * output as (the folder's `Output` from types.ts), which the output schema has just been checked against.
   */
  invoke<O = Record<string, unknown>>(input: unknown, ctx?: Partial<SkillContext>): Promise<O>
  /** Ajv errors for an output object, or null when valid. */
  outputErrors(output: unknown): unknown[] | null
}

export async function loadSkillForTest(dir: string): Promise<TestSkill> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'skill.json'), 'utf8')) as Record<string, unknown>
  const deprecated = manifest.deprecated as { since: string; successor: string } | undefined
  const { inputSchema, outputSchema } = readSkillSchemas(path.dirname(dir), path.basename(dir), {
    name: String(manifest.name),
    ...(deprecated ? { deprecated } : {}),
  })
  const ajv = createAjv()
  for (const [file, schema] of [
    ['input.schema.json', inputSchema],
    ['output.schema.json', outputSchema],
  ] as const) {
    if (ajv.validateSchema(schema) !== true)
      throw new Error(`${path.join(dir, file)} is not a valid JSON Schema: ${ajvErrorsText(ajv.errors, schema)}`)
  }
  const validateIn = compileRequestValidator(ajv, inputSchema)
  const validateOut = ajv.compile(outputSchema)
  const own = path.join(dir, 'handler.ts')
  const handlerPath =
    !fs.existsSync(own) && deprecated ? path.join(path.dirname(dir), deprecated.successor, 'handler.ts') : own
  const mod = (await import(pathToFileURL(handlerPath).href)) as { default: unknown }
  if (!isDefinedSkill(mod.default)) throw new Error(`${dir}/handler.ts: default export is not defineSkill(...)`)
  const handler = mod.default
  return {
    manifest,
    inputSchema,
    outputSchema,
    async invoke<O = Record<string, unknown>>(input: unknown, ctxOver: Partial<SkillContext> = {}): Promise<O> {
      const body = structuredClone(input)
      if (!validateIn(body)) throw ajvErrorsToValidation(validateIn.errors ?? [], { wrapped: false })
      const ctx: SkillContext = {
        skill: String(manifest.name),
        correlationId: 'test',
        now: () => new Date('2026-06-30T00:00:00Z'),
        caller: { userId: 'user_test', organizationId: 'org_test', workspaceId: null },
        logger: { debug() {}, info() {}, warn() {} },
        signal: new AbortController().signal,
        idempotencyKey: null,
        data: {
          organizationId: 'org_test',
          workspaces: { list: async () => [], get: async () => null },
          clients: { get: async () => null, list: async () => ({ items: [], hasMore: false }) },
          files: {
            read: async () => {
              throw new Error('no files in loadSkillForTest: pass ctx.data')
            },
            create: async () => {
              throw new Error('no files in loadSkillForTest: pass ctx.data')
            },
          },
          books: async () => {
            throw new Error('no client data in loadSkillForTest: pass ctx.data')
          },
        },
        workstreams: new Proxy({} as SkillContext['workstreams'], {
          get: () => async () => {
            throw new Error('no WorkStreams in loadSkillForTest: pass ctx.workstreams')
          },
        }),
        topics: new Proxy({} as SkillContext['topics'], {
          get: () => async () => {
            throw new Error('no topics in loadSkillForTest: pass ctx.topics')
          },
        }),
        knowledge: (knowledge ??= new KnowledgeBase({ store: null, clock: systemClock, refreshMs: 60_000 })),
        model: ctxOver.model ?? null,
        intents: {
          route: (text: string) => testRouter().route(text, { holds: () => true, model: ctxOver.model ?? null }),
        },
        progress() {},
        delta() {},
        ...ctxOver,
      }
      const raw = await runHandler(handler, body, ctx)
      const out = structuredClone(raw) as Record<string, unknown>
      if (!validateOut(out)) {
        throw new Error(
          `output of ${String(manifest.name)} does not match output.schema.json: ${ajvErrorsText(validateOut.errors, out)}`,
        )
      }
      // Checked against output.schema.json just now; O is the type codegen derives from that schema.
      return out as O
    },
    outputErrors(output) {
      const copy = structuredClone(output)
      return validateOut(copy) ? null : (validateOut.errors ?? [])
    },
  }
}
