// Prism's mock (`prism mock`, @stoplight/prism-cli 5.16) on the served document (issue 26 §2): a client developing
// against the mock must get bodies the real API could send. Every operation is called as Prism answers by default (its
// lowest 2xx), and with `Prefer: code=<status>` for each other 2xx and for each error response definition (once per
// distinct definition); every body is validated against that response's schema with the server's own Ajv set-up. Prism serves a media type's first example as is, and
// without one it makes a body up from the schema (`"string"` placeholders, and no regard for `if`/`then`), so this is
// what keeps the examples the served document carries (src/spec/response-examples.ts) complete and valid.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeStoreIndependent } from '../src/testing/configuration.ts'
import { servedDocument } from '../codegen/served-document.ts'
import type { OpenApiDocument } from '../src/spec/index.ts'
import { documentValidators, operationsOf, type DocumentValidators } from '../src/spec/testing/document-validators.ts'
import { mockRequests, type MockRequest } from './support/mock-requests.ts'
import { startPrismMock, type PrismProxy } from './support/prism.ts'

const CONCURRENCY = 8
/** PRISM_MOCK_EVERY_STATUS=1: every documented status of every operation (1,416 answers, about 45 s), not one per definition. */
const EVERY_STATUS = process.env.PRISM_MOCK_EVERY_STATUS === '1'

interface Outcome {
  operationId: string
  status: string
  problem: string | null
}

// Store-independent: the embedded configuration only (src/testing/configuration.ts).
describeStoreIndependent('Prism mock on the served document', () => {
  let doc: OpenApiDocument
  let v: DocumentValidators
  let prism: PrismProxy
  let requests: MockRequest[]
  const outcomes: Outcome[] = []

  beforeAll(async () => {
    doc = await servedDocument()
    v = documentValidators(doc)
    requests = mockRequests(doc, v)
    prism = await startPrismMock({ spec: doc })
  }, 90_000)
  afterAll(async () => {
    await prism?.close()
  })

  /** Calls `r` (with `Prefer: code=<status>` when given) and judges the answer against the document. */
  async function judge(r: MockRequest, status: string | null): Promise<Outcome> {
    const o = operationsOf(doc).find((x) => x.operationId === r.operationId)!
    // An error is answered in JSON only: ask for what that status documents.
    const documented = (o.operation.responses as Record<string, { $ref?: string; content?: object }>)[status ?? '']
    const types = Object.keys(
      (documented?.$ref
        ? (doc.components.responses as Record<string, { content?: object }>)[documented.$ref.split('/').pop()!]
        : documented
      )?.content ?? {},
    )
    const headers = {
      ...r.headers,
      ...(status
        ? {
            prefer: `code=${status}`,
            ...(types.length && !types.includes(r.headers.accept!) ? { accept: types[0]! } : {}),
          }
        : {}),
    }
    const res = await fetch(prism.url + r.path, {
      method: r.method,
      headers,
      ...(r.body !== undefined ? { body: r.body } : {}),
      signal: AbortSignal.timeout(15_000),
    })
    const text = await res.text()
    const got = String(res.status)
    const fail = (problem: string): Outcome => ({
      operationId: r.operationId,
      status: status ?? got,
      problem: `${r.method} ${r.path}${status ? ` (Prefer: code=${status})` : ''} → ${got}: ${problem}`,
    })
    // Prism also reports its own answer's violations there (a made-up body breaking a pattern); those are judged below.
    const violations = (
      JSON.parse(res.headers.get('sl-violations') ?? '[]') as { location?: string[]; message?: string }[]
    ).filter((x) => x.location?.[0] === 'request')
    if (violations.length)
      return fail(`Prism finds the request invalid: ${violations.map((x) => x.message).join('; ')}`)
    const responses = o.operation.responses as Record<
      string,
      { $ref?: string; content?: Record<string, { schema?: unknown }> }
    >
    if (status ? got !== status : !/^2\d\d$/.test(got))
      return fail(`expected ${status ?? 'a 2xx'}; ${text.slice(0, 300)}`)
    let response = responses[got]
    if (!response) return fail('an undocumented status')
    if (response.$ref)
      response = (doc.components.responses as Record<string, typeof response>)[response.$ref.split('/').pop()!]!
    const content = response.content ?? {}
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim()
    if (!Object.keys(content).length)
      return text === ''
        ? { operationId: r.operationId, status: got, problem: null }
        : fail(`a body where none is documented: ${text.slice(0, 200)}`)
    const media = content[type]
    if (!media) return fail(`content type ${type || '(none)'}; documented: ${Object.keys(content).join(', ')}`)
    let body: unknown = text
    if (type === 'application/json' || type.endsWith('+json')) {
      try {
        body = JSON.parse(text)
      } catch {
        return fail(`not JSON: ${text.slice(0, 200)}`)
      }
    }
    const errors = v.errors(media.schema ?? {}, body)
    return errors.length
      ? fail(`the body breaks the schema: ${errors.slice(0, 5).join('; ')}\n  ${text.slice(0, 400)}`)
      : { operationId: r.operationId, status: got, problem: null }
  }

  it('builds a valid request for every operation of the document', () => {
    expect(requests.length).toBe(operationsOf(doc).length)
    const bad = requests.filter((r) => r.problem).map((r) => `${r.operationId}: ${r.problem}`)
    expect(bad, bad.join('\n')).toEqual([])
  })

  it('answers every operation, by default and for each documented status, with a body its schema accepts', async () => {
    const started = Date.now()
    const jobs: (() => Promise<Outcome>)[] = []
    // Prism answers a status with the first example of its media type, so one operation per distinct response
    // definition shows what every operation sharing it gets (the shared error responses and their inline copies):
    // 1,416 answers come down to about 230, which keeps the test well under a minute on a loaded machine.
    const asked = new Set<string>()
    for (const r of requests) {
      const o = operationsOf(doc).find((x) => x.operationId === r.operationId)!
      const responses = o.operation.responses as Record<string, unknown>
      jobs.push(() => judge(r, null))
      const statuses = Object.keys(responses)
        .filter((s) => /^\d{3}$/.test(s))
        .sort()
      const first = statuses.find((s) => s.startsWith('2'))
      for (const s of statuses) {
        const definition = `${s} ${JSON.stringify(responses[s])}`
        if (s === first || (!EVERY_STATUS && !s.startsWith('2') && asked.has(definition))) continue
        asked.add(definition)
        jobs.push(() => judge(r, s))
      }
    }
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < jobs.length) outcomes.push(await jobs[next++]!())
      }),
    )
    const bad = outcomes.filter((x) => x.problem)
    const ops = new Set(outcomes.map((x) => x.operationId))
    const badOps = new Set(bad.map((x) => x.operationId))
    const ok = outcomes.filter((x) => x.status.startsWith('2'))
    console.info(
      `prism mock: ${outcomes.length - bad.length} of ${outcomes.length} answers valid; 2xx ${ok.filter((x) => !x.problem).length} of ${ok.length}; ` +
        `${ops.size - badOps.size} of ${ops.size} operations all valid (${Date.now() - started} ms)`,
    )
    expect(
      bad.map((x) => x.problem),
      bad.map((x) => x.problem).join('\n'),
    ).toEqual([])
  }, 120_000)
})
