// The served document's examples that openapi.yaml does not write itself (issue 26 §2): bodies the contract suite
// recorded (contract-tests/support/examples-recorder.ts, RECORD_EXAMPLES=1), redacted, kept apart from openapi.yaml in
// response-examples/ (one file per operation, one per error status; the skills' outputs live in their folders and
// skill-operation.ts adds them). bundle.ts puts them into each media type's `examples` after decorate.ts, so the
// shared error responses and their inline copies get them too. A media type that already has `example`/`examples`
// keeps its own. Examples never change a schema: response-examples.test.ts checks that, and validates every example.
import fs from 'node:fs'
import path from 'node:path'
import type { OpenApiDocument } from './openapi-document.ts'

/** OpenAPI Example Objects by name. */
export type MediaExamples = Record<string, { summary?: string; description?: string; value: unknown }>

/** response-examples/operations/<operationId>.json */
export interface OperationExamples {
  /** Request examples by media type, for a request body openapi.yaml gives none. */
  request?: Record<string, MediaExamples>
  /** By status, then media type. */
  responses?: Record<string, Record<string, MediaExamples>>
}

export interface ResponseExamples {
  operations: Record<string, OperationExamples>
  /** response-examples/errors/<status>.json: error envelopes by code, for every error response of that status. */
  errors: Record<string, MediaExamples>
}

export const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorResponse'
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

export function defaultResponseExamplesDir(root = path.join(import.meta.dirname, '..', '..')): string {
  return path.join(root, 'response-examples')
}

function readDir(dir: string): Record<string, unknown> {
  if (!fs.existsSync(dir)) return {}
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        try {
          return [f.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as unknown]
        } catch (e) {
          throw new Error(`${path.join(path.basename(dir), f)} is not valid JSON: ${(e as Error).message}`)
        }
      }),
  )
}

export function readResponseExamples(dir = defaultResponseExamplesDir()): ResponseExamples {
  return {
    operations: readDir(path.join(dir, 'operations')) as ResponseExamples['operations'],
    errors: readDir(path.join(dir, 'errors')) as ResponseExamples['errors'],
  }
}

export const hasExample = (media: object | undefined): boolean => !!media && ('example' in media || 'examples' in media)

type Media = { schema?: { $ref?: string }; example?: unknown; examples?: MediaExamples }
type Response = { $ref?: string; content?: Record<string, Media> }

/** `components/examples` name of the error envelope example for `code` answered with `status`. */
export const errorExampleName = (status: string, code: string) => `Error_${status}_${code}`

/**
 * Adds the examples to `doc` (after decorate): each operation's own to its inline responses and request body, and the
 * error envelopes of a status to every media type of that status whose schema is the error envelope, as refs to one
 * `components/examples` entry each (the shared component responses and their inline copies share them). Fixtures that
 * match nothing are left out here and reported by response-examples.test.ts (the same fixtures serve documents with
 * other skills, SKILLS_DIR).
 */
export function addResponseExamples(doc: OpenApiDocument, set: ResponseExamples): void {
  const components = (doc.components.responses ?? {}) as Record<string, Response>
  const fill = (media: Media, examples: MediaExamples | undefined) => {
    if (examples && Object.keys(examples).length && !hasExample(media)) media.examples = structuredClone(examples)
  }
  const errorRefs = new Map<string, MediaExamples>()
  const errorsOf = (status: string): MediaExamples | undefined => {
    if (!set.errors[status] || !Object.keys(set.errors[status]).length) return undefined
    if (!errorRefs.has(status)) {
      const shared = (doc.components.examples ??= {}) as MediaExamples
      errorRefs.set(
        status,
        Object.fromEntries(
          Object.entries(set.errors[status]).map(([code, ex]) => {
            shared[errorExampleName(status, code)] = structuredClone(ex)
            return [code, { $ref: `#/components/examples/${errorExampleName(status, code)}` }]
            // cast: refs to components/examples stand where examples may (OpenAPI allows either)
          }),
        ) as unknown as MediaExamples,
      )
    }
    return errorRefs.get(status)
  }
  for (const item of Object.values(doc.paths)) {
    for (const m of METHODS) {
      const op = item[m] as
        | {
            operationId?: string
            requestBody?: { content?: Record<string, Media> }
            responses?: Record<string, Response>
          }
        | undefined
      if (!op) continue
      const own = set.operations[String(op.operationId)]
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) fill(media, own?.request?.[type])
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const response = r.$ref ? components[r.$ref.split('/').pop()!] : r
        for (const [type, media] of Object.entries(response?.content ?? {})) {
          if (!r.$ref) fill(media, own?.responses?.[status]?.[type])
          if (media.schema?.$ref === ERROR_ENVELOPE_REF) fill(media, errorsOf(status))
        }
      }
    }
  }
}
