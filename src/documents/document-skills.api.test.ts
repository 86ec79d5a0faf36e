// The document skills through the REST door (issue 11 "Done means": a newcomer uploads a workpaper that a document skill
// checks), on the embedded store and on MongoDB: files made in the test are uploaded with POST /api/v1/files, then
// analyse_document, review_compliance and audit_workpaper_review are invoked on them. Planted errors are found and
// nothing else is; without a model provider the model-written fields are empty, in stub_fields, with a warning; with
// the fake provider they are the model's structured output (checked), and a malformed answer degrades to the same
// stubs with the provider's code. Refusals carry their codes and param file_id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { FakeLlm } from '../providers/testing/fake-llm.ts'
import { createProvider } from '../providers/index.ts'
import { MODEL_WARNING, NO_MODEL_WARNING } from './index.ts'
import { CONTENT, workpaperCsv, workpaperPdf, workpaperXlsx, zipBombXlsx } from './testing/fixtures.ts'

type Out = { output: Record<string, any>; error?: { code: string; param?: string } }

const mongo = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL
const required = process.env.REQUIRE_SERVERS === '1'
if (!mongo && !required)
  console.log('document skills on MongoDB skipped: no MongoDB URL (set REQUIRE_SERVERS=1 to make this an error)')
const variants = [
  { name: 'embedded store', env: { MONGODB_URL: '' }, run: true },
  { name: 'MongoDB', env: { MONGODB_URL: mongo ?? '' }, run: Boolean(mongo) || required },
]

async function upload(srv: TestServer, token: string, bytes: Buffer, filename: string, type: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename)
  const res = await fetch(`${srv.url}/api/v1/files`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

const engagement = { period_start: '2024-07-01', period_end: '2025-06-30', jurisdiction: 'AU' }

for (const v of variants) {
  ;(v.run ? describe : describe.skip)(`document skills on the ${v.name}`, { timeout: 60_000 }, () => {
    let srv: TestServer
    let t: Tenant
    beforeAll(async () => {
      if (!v.env.MONGODB_URL && v.name === 'MongoDB') throw new Error('REQUIRE_SERVERS=1 but no MongoDB URL')
      srv = await startTestServer({ env: { ...v.env } })
      t = await createTenant(srv.services)
    }, 60_000)
    afterAll(async () => {
      await srv?.close()
    })
    const invoke = (skill: string, body: unknown, token = t.adminKey) =>
      call<Out>(srv.url, `/api/v1/skills/${skill}/invoke`, { token, body })

    it('uploads a workpaper that audit_workpaper_review checks: each planted error found, nothing else, no model fields invented', async () => {
      const id = await upload(
        srv,
        t.adminKey,
        await workpaperXlsx({ wrongTotal: true, selfReview: true, dateOutside: true }),
        'receivables.xlsx',
        CONTENT.xlsx,
      )
      const r = await invoke('audit_workpaper_review', { file_id: id, ...engagement })
      expect(r.status, r.text).toBe(200)
      const o = r.body.output
      expect(o.document).toMatchObject({
        file_id: id,
        filename: 'receivables.xlsx',
        format: 'xlsx',
        pages: 0,
        formulas_without_result: 0,
      })
      expect(o.findings.map((f: { kind: string }) => f.kind).sort()).toEqual([
        'date_outside_period',
        'reviewer_is_preparer',
        'total_does_not_foot',
      ])
      expect(o.findings.find((f: { kind: string }) => f.kind === 'total_does_not_foot')).toMatchObject({
        area: 'footing',
        severity: 'high',
        source: 'computed',
        stated: '12500.00',
        computed: '12000.00',
        difference: '500.00',
        location: { table: 'Detail', row: 7, column: 3, cell: 'C7' },
      })
      expect(o.signoffs).toEqual([
        {
          table: 'Lead',
          preparer: { name: 'Alex Morgan', date: '2025-07-20', date_text: '2025-07-20' },
          reviewer: { name: 'AM', date: '2025-07-25', date_text: '2025-07-25' },
        },
      ])
      expect(o.checks).toMatchObject({
        totals_checked: 3,
        periods: [
          { table: 'Lead', row: 2, period_start: null, period_end: '2025-06-30' },
          { table: 'Detail', row: 2, period_start: null, period_end: '2025-06-30' },
        ],
      })
      expect(o.counts).toEqual({ high: 2, medium: 1, low: 0 })
      expect(o).toMatchObject({ summary: '', observations: [], model: null, stub_fields: ['summary', 'observations'] })
      expect(o.warnings).toContain(NO_MODEL_WARNING)
      expect(o.tables.map((x: { name: string }) => x.name)).toEqual(['Lead', 'Detail'])
      expect(o.tables[1].rows[5]).toEqual({ row: 6, cells: ['2025-07-15', 'Cedar Holdings', '4749.5'] })
    })

    it('analyse_document reads a printed (PDF) workpaper: tables by page, a clean one has no finding; the dotted name works too', async () => {
      const id = await upload(srv, t.adminKey, await workpaperPdf({}), 'receivables.pdf', CONTENT.pdf)
      const r = await invoke('documents.analyse', { file_id: id, ...engagement })
      expect(r.status, r.text).toBe(200)
      expect(r.body.output.document).toMatchObject({ format: 'pdf', pages: 2 })
      expect(r.body.output.findings).toEqual([])
      expect(r.body.output.tables[0].rows[3].cells.filter(Boolean)).toEqual(['Trade debtors', '12,000.00', '10,400.00'])
      const wrong = await upload(srv, t.adminKey, await workpaperPdf({ wrongPeriod: true }), 'wrong.pdf', CONTENT.pdf)
      const w = await invoke('analyse_document', { file_id: wrong, ...engagement })
      expect(w.body.output.findings.map((f: { kind: string }) => f.kind).sort()).toEqual([
        'period_differs_from_engagement',
        'period_mismatch',
      ])
    })

    it('review_compliance on a CSV: required items found or reported missing', async () => {
      const id = await upload(srv, t.adminKey, workpaperCsv({}), 'detail.csv', CONTENT.csv)
      const r = await invoke('review_compliance', {
        file_id: id,
        ...engagement,
        framework: 'AASB 101',
        required_items: ['receivables detail', "Directors' declaration"],
      })
      expect(r.status, r.text).toBe(200)
      expect(r.body.output.required_items).toEqual([
        {
          item: 'receivables detail',
          present: true,
          location: { table: 'detail.csv', row: 1, column: null, cell: null },
        },
        { item: "Directors' declaration", present: false, location: null },
      ])
      expect(r.body.output.findings.map((f: { kind: string }) => f.kind)).toEqual(['required_item_missing'])
    })

    it("refuses what it cannot read with precise codes, and another organization's file as not found", async () => {
      const ofx = await upload(
        srv,
        t.adminKey,
        Buffer.from('OFXHEADER:100\nDATA:OFXSGML\n\n<OFX></OFX>\n'),
        'bank.ofx',
        'application/x-ofx',
      )
      const a = await invoke('analyse_document', { file_id: ofx })
      expect(a.status).toBe(422)
      expect(a.body.error).toMatchObject({ code: 'unsupported_document_type', param: 'file_id' })
      const bomb = await upload(srv, t.adminKey, zipBombXlsx(400), 'bomb.xlsx', CONTENT.xlsx)
      const b = await invoke('audit_workpaper_review', { file_id: bomb })
      expect(b.status).toBe(422)
      expect(b.body.error).toMatchObject({ code: 'document_too_large', param: 'file_id' })
      const other = await createTenant(srv.services)
      const theirs = await upload(srv, other.adminKey, workpaperCsv({}), 'theirs.csv', CONTENT.csv)
      const c = await invoke('analyse_document', { file_id: theirs })
      expect(c.status).toBe(404)
      expect(c.body.error).toMatchObject({ code: 'file_not_found', param: 'file_id' })
    })

    it('needs documents:analyse', async () => {
      const key = (
        await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
          token: t.adminKey,
          body: { name: 'k', permissions: ['clients:read'] },
        })
      ).body.value
      const r = await invoke('analyse_document', { file_id: crypto.randomUUID() }, key)
      expect(r.status).toBe(403)
      expect(r.body.error!.code).toBe('insufficient_scope')
    })
  })
}

describe('document skills with a model provider (the fake)', { timeout: 60_000 }, () => {
  let fake: FakeLlm
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    fake = await new FakeLlm().start()
    srv = await startTestServer({
      provider: createProvider({
        wire: 'openai-chat',
        baseUrl: `${fake.url}/v1`,
        apiKey: 'sk-fake',
        model: 'm-test',
        authHeader: 'bearer',
        timeoutMs: 10_000,
        maxRetries: 0,
        maxRetryAfterMs: 0,
        maxTokens: 500,
      }),
    })
    t = await createTenant(srv.services)
  }, 60_000)
  afterAll(async () => {
    await srv?.close()
    await fake?.stop()
  })

  it("summary and observations are the model's checked structured output; computed findings are unchanged; usage is recorded", async () => {
    const id = await upload(srv, t.adminKey, await workpaperXlsx({ reviewFirst: true }), 'wp.xlsx', CONTENT.xlsx)
    fake.reset()
    fake.next({
      reply: JSON.stringify({
        summary: 'A receivables lead schedule with its detail.',
        observations: [
          {
            area: 'evidence',
            description: 'No reference to confirmations.',
            severity: 'medium',
            recommendation: 'Cross-reference the debtor confirmations.',
          },
        ],
      }),
      usage: { input: 900, output: 60 },
    })
    const r = await call<Out>(srv.url, '/api/v1/skills/audit_workpaper_review/invoke', {
      token: t.adminKey,
      body: { file_id: id, ...engagement },
    })
    expect(r.status, r.text).toBe(200)
    const o = r.body.output
    expect(o).toMatchObject({
      summary: 'A receivables lead schedule with its detail.',
      model: 'm-test',
      stub_fields: [],
    })
    expect(o.observations).toEqual([
      {
        area: 'evidence',
        description: 'No reference to confirmations.',
        severity: 'medium',
        recommendation: 'Cross-reference the debtor confirmations.',
        source: 'model',
      },
    ])
    expect(o.findings.map((f: { kind: string }) => f.kind)).toEqual(['review_before_preparation'])
    expect(o.warnings).toContain(MODEL_WARNING)
    // The model saw the document and the computed findings, and was asked for JSON to a schema.
    const sent = fake.requests[0]!.body as { messages: Array<{ content: string }>; response_format?: { type: string } }
    expect(sent.response_format?.type).toBe('json_schema')
    expect(sent.messages.at(-1)!.content).toContain('Cedar Holdings')
    expect(sent.messages.at(-1)!.content).toContain('the review is dated 18 July 2025')
    expect(await srv.services.stores.modelUsage.totals(t.organizationId)).toMatchObject({
      calls: 1,
      inputTokens: 900,
      outputTokens: 60,
    })
  })

  it("a malformed answer (twice, after the repair request) leaves the model fields empty with the provider's code; findings stay", async () => {
    const id = await upload(srv, t.adminKey, workpaperCsv({ wrongTotal: true }), 'wp.csv', CONTENT.csv)
    fake.reset()
    fake.next({ reply: '{"summary": 3}' }, { reply: 'not json at all' })
    const r = await call<Out>(srv.url, '/api/v1/skills/analyse_document/invoke', {
      token: t.adminKey,
      body: { file_id: id, ...engagement },
    })
    expect(r.status, r.text).toBe(200)
    expect(r.body.output).toMatchObject({
      summary: '',
      observations: [],
      model: null,
      stub_fields: ['summary', 'observations'],
    })
    expect(r.body.output.warnings.some((w: string) => w.includes('provider_bad_output'))).toBe(true)
    expect(r.body.output.findings.map((f: { kind: string }) => f.kind)).toEqual(['total_does_not_foot'])
    expect(fake.requests).toHaveLength(2)
  })
})
