// Recording the served document's examples from the contract suite (issue 26 §2). With RECORD_EXAMPLES=1 every
// harness client hands each answer of our server (either door) to the recorder; when a harness closes, the recorder
// writes, redacted (redact.ts):
// - response-examples/operations/<operationId>.json: for each documented 2xx status and media type, one example (the
//   richest body seen of at most 8 kB with its request, else the smallest), and, when openapi.yaml gives the request
//   none, the request body that produced it;
// - response-examples/errors/<status>.json: one error envelope for each of the 3 error codes most operations answered
//   with that status;
// - skills/<name>/examples/outputs/<stem>.json: the output the skill answered for examples/<stem>.json's input.
// Only what this run saw is replaced; every other fixture stays as it is. src/spec/response-examples.ts puts them into
// the served document; src/spec/response-examples.test.ts validates them.
import fs from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { expect } from 'vitest'
import {
  defaultBaseDocumentPath,
  defaultResponseExamplesDir,
  readBaseDocument,
  type OpenApiDocument,
} from '../../src/spec/index.ts'
import { keptValues, Redactor } from './redact.ts'

export const RECORD_EXAMPLES = process.env.RECORD_EXAMPLES === '1'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']
/** A page's list longer than this is cut to its first LIST_KEEP items in a 2xx example (a tenant the suite filled holds dozens of keys). */
const LIST_MAX = 5
const LIST_KEEP = 3
/**
 * Error envelopes kept per status: the codes most operations answered with. Every operation's error response of that
 * status shows them (the response is shared), so a longer list would mostly show codes the operation never answers
 * (404 had 12).
 */
const ERRORS_PER_STATUS = 3
/** A 2xx example larger than this (JSON) is taken only when no smaller one was seen (then the smallest). */
const EXAMPLE_MAX_BYTES = 8192

export interface RecordedExchange {
  operationId: string
  status: number
  /** The response's media type, without parameters. */
  mediaType: string
  body: unknown
  /** The JSON request body sent, if any. */
  request?: { mediaType: string; body: unknown }
  /** The test that made the request (its own title), as the example's summary. */
  test: string | undefined
}

type Example = { summary?: string; value: unknown }
type MediaExamples = Record<string, Example>
export interface OperationFixture {
  request?: Record<string, MediaExamples>
  responses?: Record<string, Record<string, MediaExamples>>
}

export class ExamplesRecorder {
  readonly exchanges: RecordedExchange[] = []

  add(e: Omit<RecordedExchange, 'test'>): void {
    const name = expect.getState().currentTestName
    this.exchanges.push({ ...e, test: name?.split(' > ').pop() })
  }

  /** Writes what was recorded so far into the fixtures of the repository; returns the files it changed. */
  write(): string[] {
    return writeFixtures(this.exchanges)
  }
}

/** The one recorder of this process (every harness of a test file shares it). */
export const examplesRecorder = new ExamplesRecorder()

const readJson = <T>(file: string, fallback: T): T =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback
const sortKeys = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b))) as T
function writeJson(file: string, v: unknown, written: string[]): void {
  const text = `${JSON.stringify(v, null, 2)}\n`
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
  written.push(file)
}

/** Non-null leaves: the example that shows the most of a schema wins. */
function richness(v: unknown): number {
  if (v === null || v === undefined) return 0
  if (Array.isArray(v)) return v.reduce<number>((n, x) => n + richness(x), 0)
  if (typeof v === 'object') return Object.values(v).reduce<number>((n, x) => n + 1 + richness(x), 0)
  return 1
}

/** A page (an object with `has_more`) keeps the first LIST_KEEP items of a list longer than LIST_MAX; other arrays stay whole (a catalogue's `minItems`). */
function cutLists(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(cutLists)
  if (!v || typeof v !== 'object') return v
  const page = typeof (v as { has_more?: unknown }).has_more === 'boolean'
  return Object.fromEntries(
    Object.entries(v).map(([k, x]) => [
      k,
      cutLists(page && Array.isArray(x) && x.length > LIST_MAX ? x.slice(0, LIST_KEEP) : x),
    ]),
  )
}

/** Bodies that are too large to publish as they are. */
const SHRINK: Record<string, (body: unknown) => unknown> = {
  // The document itself: its head and one operation.
  getOpenApi: (body) => {
    const d = body as OpenApiDocument
    const first = Object.keys(d.paths ?? {}).sort()[0]
    return {
      openapi: d.openapi,
      info: d.info,
      servers: d.servers,
      paths: first ? { [first]: d.paths[first] } : {},
      components: {},
    }
  },
}

interface OperationInfo {
  op: Record<string, unknown>
  base: Record<string, unknown> | undefined
}

function operationsById(doc: OpenApiDocument): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>()
  for (const item of Object.values(doc.paths))
    for (const m of METHODS) {
      const op = item[m] as Record<string, unknown> | undefined
      if (op) out.set(String(op.operationId), op)
    }
  return out
}

function hasExample(media: unknown): boolean {
  return !!media && typeof media === 'object' && ('example' in media || 'examples' in media)
}

export interface WriteOptions {
  /** Where skills/ and response-examples/ are: the repository by default. */
  root?: string
  /** The production document (codegen's src/generated/openapi.json by default): which operations and statuses exist. */
  served?: OpenApiDocument
  /** openapi.yaml by default: which media types have hand-written examples (left alone). */
  base?: OpenApiDocument
}

export function writeFixtures(exchanges: readonly RecordedExchange[], o: WriteOptions = {}): string[] {
  const root = o.root ?? ROOT
  const written: string[] = []
  const served =
    o.served ??
    (JSON.parse(fs.readFileSync(path.join(ROOT, 'src', 'generated', 'openapi.json'), 'utf8')) as OpenApiDocument)
  const ops = operationsById(served)
  const baseOps = operationsById(o.base ?? readBaseDocument(defaultBaseDocumentPath()))
  const info = (id: string): OperationInfo | undefined =>
    ops.has(id) ? { op: ops.get(id)!, base: baseOps.get(id) } : undefined
  const skillsDir = path.join(root, 'skills')
  const exampleTexts: string[] = []
  for (const d of fs.existsSync(skillsDir) ? fs.readdirSync(skillsDir) : []) {
    const dir = path.join(skillsDir, d, 'examples')
    if (fs.existsSync(dir))
      for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json')))
        exampleTexts.push(fs.readFileSync(path.join(dir, f), 'utf8'))
  }
  const keep = keptValues(exampleTexts)
  const redacted = (e: RecordedExchange, body: unknown) => {
    const r = new Redactor(keep)
    r.scanTimes(e.request?.body, body)
    return { request: e.request ? r.redact(e.request.body) : undefined, body: r.redact(body) }
  }

  // 2xx of REST operations: the richest body per (operation, status, media type) of at most EXAMPLE_MAX_BYTES, else the
  // smallest (the generic skill operation's richest answer was a 24 kB analysis).
  const best = new Map<string, { e: RecordedExchange; body: unknown; request: unknown; score: number; size: number }>()
  const skillRuns: RecordedExchange[] = []
  for (const e of exchanges) {
    if (e.status < 200 || e.status > 299) continue
    const i = info(e.operationId)
    if (!i) continue
    if (typeof i.op['x-skill-name'] === 'string') {
      skillRuns.push(e)
      continue
    }
    const response = (i.op.responses as Record<string, { content?: Record<string, unknown> }>)[String(e.status)]
    if (!response?.content?.[e.mediaType]) continue
    const baseMedia = (i.base?.responses as Record<string, { content?: Record<string, unknown> }> | undefined)?.[
      String(e.status)
    ]?.content?.[e.mediaType]
    if (hasExample(baseMedia)) continue
    if (e.mediaType !== 'application/json' && !e.mediaType.startsWith('text/')) continue
    const shrunk = SHRINK[e.operationId]?.(e.body) ?? e.body
    const r = redacted(e, cutLists(shrunk))
    const score = richness(r.body)
    const size = JSON.stringify(r.body).length + JSON.stringify(r.request ?? null).length
    const key = `${e.operationId}\u0000${e.status}\u0000${e.mediaType}`
    const seen = best.get(key)
    const better =
      !seen ||
      (size <= EXAMPLE_MAX_BYTES
        ? seen.size > EXAMPLE_MAX_BYTES || score > seen.score
        : seen.size > EXAMPLE_MAX_BYTES && size < seen.size)
    if (better) best.set(key, { e, body: r.body, request: r.request, score, size })
  }
  const byOperation = new Map<string, typeof best extends Map<string, infer V> ? V[] : never>()
  for (const v of best.values()) byOperation.set(v.e.operationId, [...(byOperation.get(v.e.operationId) ?? []), v])
  const fixturesDir = defaultResponseExamplesDir(root)
  for (const [id, chosen] of byOperation) {
    const file = path.join(fixturesDir, 'operations', `${id}.json`)
    const f = readJson<OperationFixture>(file, {})
    const i = info(id)!
    for (const c of chosen) {
      const status = String(c.e.status)
      f.responses ??= {}
      f.responses[status] = sortKeys({
        ...f.responses[status],
        [c.e.mediaType]: { default: { ...(c.e.test ? { summary: c.e.test } : {}), value: c.body } },
      })
    }
    // The request of the first 2xx chosen, when openapi.yaml has no example for its media type.
    const first = [...chosen].sort((a, b) => a.e.status - b.e.status)[0]!
    const baseRequest = (i.base?.requestBody as { content?: Record<string, unknown> } | undefined)?.content
    if (
      first.e.request &&
      (i.op.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.[first.e.request.mediaType] &&
      !hasExample(baseRequest?.[first.e.request.mediaType])
    ) {
      f.request = {
        [first.e.request.mediaType]: {
          default: { ...(first.e.test ? { summary: first.e.test } : {}), value: first.request },
        },
      }
    }
    f.responses = sortKeys(f.responses ?? {})
    writeJson(file, sortKeys(f), written)
  }

  // Skills: the output each example input produced (the first run of it).
  const seen = new Set<string>()
  for (const e of skillRuns) {
    const op = ops.get(e.operationId)!
    const name = String(op['x-skill-name'])
    const dir = path.join(skillsDir, name, 'examples')
    if (!fs.existsSync(dir) || e.mediaType !== 'application/json') continue
    for (const file of fs
      .readdirSync(dir)
      .filter((x) => x.endsWith('.json'))
      .sort()) {
      const ex = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { input?: unknown }
      if (!isDeepStrictEqual(ex.input, e.request?.body)) continue
      const out = path.join(dir, 'outputs', file)
      if (seen.has(out)) continue
      seen.add(out)
      writeJson(out, redacted(e, (e.body as { output?: unknown }).output).body, written)
    }
  }

  // Errors: the smallest envelope per (status, code), the codes most operations answered with first.
  const errors = new Map<
    string,
    Map<string, { e: RecordedExchange; body: unknown; size: number; operations: Set<string> }>
  >()
  for (const e of exchanges) {
    if (e.status < 400 || e.mediaType !== 'application/json') continue
    const i = info(e.operationId)
    const code = (e.body as { error?: { code?: unknown } } | null)?.error?.code
    if (!i || typeof code !== 'string' || !(i.op.responses as Record<string, unknown>)[String(e.status)]) continue
    const status = String(e.status)
    const byCode = errors.get(status) ?? new Map()
    errors.set(status, byCode)
    const body = redacted(e, e.body).body
    const size = JSON.stringify(body).length
    const seen = byCode.get(code)
    const operations = new Set([...(seen?.operations ?? []), e.operationId])
    if (!seen || size < seen.size) byCode.set(code, { e, body, size, operations })
    else seen.operations = operations
  }
  for (const [status, byCode] of errors) {
    const file = path.join(fixturesDir, 'errors', `${status}.json`)
    const f = readJson<MediaExamples>(file, {})
    for (const [code, c] of byCode) f[code] = { ...(c.e.test ? { summary: c.e.test } : {}), value: c.body }
    const reach = (code: string) => byCode.get(code)?.operations.size ?? 0
    const kept = Object.entries(f)
      .sort(([a], [b]) => reach(b) - reach(a) || a.localeCompare(b))
      .slice(0, ERRORS_PER_STATUS)
    writeJson(file, Object.fromEntries(kept), written)
  }
  return written
}
