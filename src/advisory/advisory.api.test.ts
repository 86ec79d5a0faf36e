// The advisory skills and search_knowledge over real HTTP (issue 11 §3 and §4 "Proof").
// Without a provider: every model-written field keeps its default and is listed in stub_fields with a warning, the
// computable parts are computed, and no output holds a number or a sentence that did not come from retrieval (the
// knowledge base), the skills' data, the caller's input, or computation checked here independently.
// With the fake provider: the model-written fields come from structured output checked against the skill's schema,
// citations are kept (only retrieved sources can be cited), and a model that fails or answers outside the schema
// leaves the result retrieval-only, saying why.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { FakeLlm } from '../providers/testing/fake-llm.ts'
import { createProvider } from '../providers/index.ts'
import {
  ADVISORY_WARNING,
  NO_MODEL_WARNING,
  NOTHING_FOUND_WARNING,
  RETRIEVAL_NOTE,
  modelFailedWarning,
} from './index.ts'

type Out = { output: Record<string, any> }
const ROOT = path.join(import.meta.dirname, '..', '..')
const read = (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8')

/** What an output may quote: the knowledge base, the standards catalogue, the skills' data and the routing rules. */
const SOURCES = [
  'src/knowledge/corpus/legislation-sample.json',
  'src/knowledge/corpus/standards-catalogue.json',
  'src/routing/rules.json',
  'skills/acquisitions.advise/data/checklists.json',
  'skills/payroll.advise/data/rates.json',
  'skills/reports.asc606-memo/data/steps.json',
]
  .map((p) => JSON.stringify(JSON.parse(read(p))))
  .join('\n')
const RULES = JSON.parse(read('src/routing/rules.json')) as {
  clusters: Record<string, { terms: Record<string, number>; skills: Record<string, string[]> }>
  none_skills: Record<string, string[]>
  overrides: Array<{ terms: string[] }>
}
const MANIFESTS = fs
  .readdirSync(path.join(ROOT, 'skills'))
  .filter((d) => fs.existsSync(path.join(ROOT, 'skills', d, 'skill.json')))
  .map((d) => JSON.parse(read(`skills/${d}/skill.json`)) as { name: string; slug: string; permission: string })
const PERMISSIONS = MANIFESTS.map((m) => m.permission)
const SKILL_IDS = MANIFESTS.flatMap((m) => [m.name, m.slug])
const SPECIALIST_TERMS = new Set([
  ...Object.values(RULES.clusters).flatMap((c) => Object.values(c.skills).flat()),
  ...Object.values(RULES.none_skills).flat(),
  ...RULES.overrides.flatMap((o) => o.terms),
])
const CITED_BY_REFERENCE = (
  JSON.parse(read('src/knowledge/corpus/standards-catalogue.json')) as {
    standards: Array<{ standard: string; title: string }>
  }
).standards.map((x) => `${x.standard} ${x.title}`)
/** The route's strings are computation over rules.json and the catalogue: each is checked against them. */
function routeInventions(p: string, v: string): string | null {
  if (p === 'route.trace.matched.*') {
    const [c, term] = [v.slice(0, 3), v.slice(4)]
    return RULES.clusters[c]?.terms[term] !== undefined ? null : `${p}: ${v}`
  }
  if (p === 'route.trace.skill_reason')
    return v === 'default' || v === 'fallback' || SPECIALIST_TERMS.has(v.replace(/^(specialist|override):/, ''))
      ? null
      : `${p}: ${v}`
  if (p === 'route.permission') return PERMISSIONS.includes(v) ? null : `${p}: ${v}`
  if (p === 'citations.*.standard' && CITED_BY_REFERENCE.includes(v)) return null
  if (p === 'route.cluster' || p === 'route.source')
    return ['TAX', 'ASR', 'CMP', 'WLT', 'BOP', 'XCT', 'MAV', 'NONE', 'rules', 'model'].includes(v) ? null : `${p}: ${v}`
  if (p === 'route.skill' || p === 'route.skill_name' || p === 'next.skill')
    return SKILL_IDS.includes(v) ? null : `${p}: ${v}`
  return undefined as unknown as null
}

const ADVISORY = [
  'archie.ask',
  'tax.advise',
  'standards.research',
  'acquisitions.advise',
  'payroll.advise',
  'communications.prepare',
  'reports.asc606-memo',
]
const MODEL_FIELDS: Record<string, string[]> = {
  'archie.ask': ['answer'],
  'tax.advise': ['advice', 'considerations', 'open_items', 'confidence'],
  'standards.research': ['summary', 'analysis', 'open_items', 'confidence'],
  'acquisitions.advise': ['advice', 'open_items', 'confidence'],
  'payroll.advise': ['advice', 'open_items', 'confidence'],
  'communications.prepare': ['subject', 'body'],
  'reports.asc606-memo': ['memo', 'steps.conclusion'],
}
// Paths (dotted, array indexes as *) whose values are computed from the input and checked by recomputation below.
const COMPUTED = new Set([
  'rate_checks.*.expected_amount',
  'rate_checks.*.difference',
  'rate_checks.*.base_amount',
  'rate_checks.*.amount_paid',
  'allocation.*.allocated_amount',
  'allocation.*.standalone_selling_price',
  'rate_checks.*.pay_date',
  'rate_checks.*.status',
  'currency',
  'allocation.*.timing',
])

const INPUTS: Array<[string, Record<string, unknown>]> = [
  ['archie.ask', { question: 'How much super guarantee do we pay on a bonus?', jurisdiction: 'AU' }],
  ['archie.ask', { question: 'What is the rate of VAT on a standard-rated supply?' }],
  ['archie.ask', { question: 'hello there' }],
  [
    'tax.advise',
    {
      question: 'Can a sole trader deduct home office running expenses?',
      jurisdiction: 'AU',
      entity_type: 'sole_trader',
    },
  ],
  ['tax.advise', { question: 'What rate of GST applies to a taxable supply in New Zealand?', jurisdiction: 'NZ' }],
  [
    'standards.research',
    {
      question: 'How do we allocate the transaction price to performance obligations under IFRS 15?',
      framework: 'IFRS',
    },
  ],
  [
    'acquisitions.advise',
    {
      topic: 'A foreign buyer wants to acquire all the shares of an Australian engineering company',
      deal_type: 'share_purchase',
      jurisdiction: 'AU',
    },
  ],
  [
    'acquisitions.advise',
    { topic: 'Due diligence on a US target before a stock purchase', deal_type: 'due_diligence', jurisdiction: 'US' },
  ],
  [
    'payroll.advise',
    {
      topic: 'Did we pay enough super guarantee this quarter?',
      jurisdiction: 'AU',
      pay_date: '2025-09-30',
      checks: [
        { rate: 'AU_SUPER_GUARANTEE', base_amount: '24000.00', amount_paid: '2760.00', label: 'Q1 FY26' },
        { rate: 'AU_SUPER_GUARANTEE', base_amount: '1234.57', amount_paid: '148.15' },
        { rate: 'GB_EMPLOYER_NIC', base_amount: '1000.00' },
      ],
    },
  ],
  [
    'payroll.advise',
    {
      topic: 'Employer KiwiSaver on a pay run',
      jurisdiction: 'NZ',
      pay_date: '2026-04-15',
      checks: [{ rate: 'NZ_KIWISAVER_EMPLOYER', base_amount: '3000.00', amount_paid: '90.00' }],
    },
  ],
  [
    'communications.prepare',
    {
      purpose: 'reminder',
      recipient_name: 'Ms Patel',
      key_points: [
        'Your taxable turnover is close to the VAT registration threshold',
        'Please send the last 12 months of sales',
      ],
      jurisdiction: 'GB',
    },
  ],
  [
    'reports.asc606-memo',
    {
      entity_name: 'Example Software Inc.',
      contract_description: 'Three-year SaaS subscription with implementation services.',
      transaction_price: '100000.00',
      performance_obligations: [
        { description: 'Subscription', standalone_selling_price: '90000.00', timing: 'over_time' },
        { description: 'Implementation', standalone_selling_price: '30000.00', timing: 'point_in_time' },
        { description: 'Training', standalone_selling_price: '0.01' },
      ],
    },
  ],
]

/** Every leaf of a JSON value with its dotted path (array indexes as *). */
function leaves(v: unknown, at = ''): Array<[string, unknown]> {
  if (Array.isArray(v)) return v.flatMap((x) => leaves(x, at ? `${at}.*` : '*'))
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, at ? `${at}.${k}` : k))
  return [[at, v]]
}

/** The checks of the proof: returns the offending leaves (empty when the output invents nothing). */
function inventions(output: Record<string, unknown>, input: Record<string, unknown>): string[] {
  const allowed = `${SOURCES}\n${JSON.stringify(input)}`
  const bad: string[] = []
  for (const [p, v] of leaves(output)) {
    if (p.startsWith('warnings') || p.startsWith('stub_fields') || COMPUTED.has(p)) continue
    if (typeof v === 'number') {
      // Numbers outside strings: relevance scores and confidences (the stubbed confidence is 0), step numbers, routing scores (the rules' and the vocabulary model's).
      const ok =
        /(^|\.)confidence$/.test(p) ||
        p.startsWith('route.trace.scores') ||
        p.startsWith('route.trace.vocabulary.') ||
        p === 'route.trace.rules_version' ||
        p === 'steps.*.step'
      if (!ok) bad.push(`${p}=${v}`)
      if (p === 'confidence' && v !== 0) bad.push(`${p}=${v} (not written by a model)`)
      continue
    }
    if (typeof v !== 'string' || v === '') continue
    const routed = routeInventions(p, v)
    if (routed !== undefined) {
      if (routed) bad.push(routed)
      continue
    }
    for (const n of v.match(/\d+(?:[.,]\d+)*/g) ?? []) if (!allowed.includes(n)) bad.push(`${p}: number ${n} in "${v}"`)
    for (const s of v.split(/(?<=[.!?])\s+/)) {
      const sentence = s.trim()
      if (sentence && !allowed.includes(JSON.stringify(sentence).slice(1, -1))) bad.push(`${p}: sentence "${sentence}"`)
    }
  }
  return bad
}

let fake: FakeLlm
beforeAll(async () => {
  fake = await new FakeLlm().start()
})
afterAll(async () => {
  await fake.stop()
})
beforeEach(() => {
  fake.reset()
})

describe('advisory skills without a model provider', () => {
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
  }, 60_000)
  afterAll(async () => {
    await srv?.close()
  })
  const skill = (name: string, body: unknown) =>
    call<Out>(srv.url, `/api/v1/skills/${name}/invoke`, { token: t.adminKey, body })

  it('are labelled advisory in the catalogue and the published description, saying the output must be verified', async () => {
    const cat = await call<{ skills: Array<{ name: string; advisory: boolean; description: string }> }>(
      srv.url,
      '/api/v1/skills?limit=100',
      { token: t.adminKey },
    )
    for (const name of ADVISORY) {
      const s = cat.body.skills.find((x) => x.name === name)
      expect(s, name).toMatchObject({ advisory: true })
      expect(s!.description, name).toMatch(/must be verified against authoritative sources/)
    }
    expect(cat.body.skills.find((x) => x.name === 'knowledge.search')).toMatchObject({ advisory: false })
    const spec = (await call<{ paths: Record<string, { post?: Record<string, unknown> }> }>(srv.url, '/openapi.json'))
      .body
    const ops = Object.values(spec.paths)
      .map((p) => p.post)
      .filter((o) => o && ADVISORY.includes(String(o['x-skill-name'])))
    expect(ops.length).toBeGreaterThanOrEqual(ADVISORY.length)
    for (const o of ops) expect(o!['x-skill-advisory']).toBe(true)
  })

  it('leave every model-written field at its default, list it in stub_fields and say why; citations come from retrieval', {
    timeout: 60_000,
  }, async () => {
    for (const [name, input] of INPUTS) {
      const r = await skill(name, input)
      expect(r.status, `${name}: ${r.text}`).toBe(200)
      const o = r.body.output
      expect(o.stub_fields, name).toEqual(MODEL_FIELDS[name])
      expect(o.warnings[0], name).toBe(NO_MODEL_WARNING)
      expect(o.warnings, name).toContain(ADVISORY_WARNING)
      expect(o.warnings, name).toContain(`${RETRIEVAL_NOTE}${o.as_at}.`)
      for (const f of MODEL_FIELDS[name]!) {
        if (f === 'steps.conclusion')
          expect(o.steps.every((s: { conclusion: string }) => s.conclusion === '')).toBe(true)
        else expect([[], '', 0], `${name}.${f}`).toContainEqual(o[f])
      }
    }
  })

  it("write no number and no sentence that did not come from retrieval, the skills' data, the input or computation", {
    timeout: 60_000,
  }, async () => {
    for (const [name, input] of INPUTS) {
      const o = (await skill(name, input)).body.output
      expect(inventions(o, input), `${name} ${JSON.stringify(input).slice(0, 80)}`).toEqual([])
    }
  })

  it('the proof can fail: an invented sentence or figure is caught', () => {
    expect(inventions({ advice: 'The rate is 10%.', citations: [] }, {})).toEqual([
      'advice: sentence "The rate is 10%."',
    ])
    expect(inventions({ advice: 'Pay 4321 dollars' }, {})).toContain('advice: number 4321 in "Pay 4321 dollars"')
    expect(inventions({ confidence: 0.7 }, {})).toEqual(['confidence=0.7 (not written by a model)'])
  })

  it('compute the computable parts: payroll rate checks from the dated tables, the deal checklist, the ASC 606 allocation', {
    timeout: 60_000,
  }, async () => {
    const [, pIn] = INPUTS.find(([n]) => n === 'payroll.advise')!
    const p = (await skill('payroll.advise', pIn)).body.output
    expect(p.currency).toBe('AUD')
    expect(p.rates_in_force).toEqual([
      expect.objectContaining({
        rate: 'AU_SUPER_GUARANTEE',
        percent: '12',
        applies_from: '2025-07-01',
        applies_to: null,
      }),
    ])
    // 24000.00 x 12% = 2880.00; 1234.57 x 12% = 148.1484 -> 148.15 (half-up); GB NIC on an AU pay date is looked up by its own table.
    expect(p.rate_checks).toEqual([
      {
        rate: 'AU_SUPER_GUARANTEE',
        label: 'Q1 FY26',
        pay_date: '2025-09-30',
        percent: '12',
        base_amount: '24000.00',
        expected_amount: '2880.00',
        amount_paid: '2760.00',
        difference: '-120.00',
        status: 'underpaid',
      },
      {
        rate: 'AU_SUPER_GUARANTEE',
        label: null,
        pay_date: '2025-09-30',
        percent: '12',
        base_amount: '1234.57',
        expected_amount: '148.15',
        amount_paid: '148.15',
        difference: '0.00',
        status: 'ok',
      },
      {
        rate: 'GB_EMPLOYER_NIC',
        label: null,
        pay_date: '2025-09-30',
        percent: '15',
        base_amount: '1000.00',
        expected_amount: '150.00',
        amount_paid: null,
        difference: null,
        status: 'not_paid_given',
      },
    ])
    const nz = (
      await skill('payroll.advise', {
        topic: 'KiwiSaver',
        jurisdiction: 'NZ',
        pay_date: '2026-03-31',
        checks: [{ rate: 'NZ_KIWISAVER_EMPLOYER', base_amount: '3000.00', amount_paid: '90.00' }],
      })
    ).body.output
    expect(nz.rate_checks[0]).toMatchObject({ percent: '3', expected_amount: '90.00', status: 'ok' })
    const nzLater = (
      await skill('payroll.advise', INPUTS.find(([n, i]) => n === 'payroll.advise' && i.jurisdiction === 'NZ')![1])
    ).body.output
    expect(nzLater.rate_checks[0]).toMatchObject({
      percent: '3.5',
      expected_amount: '105.00',
      difference: '-15.00',
      status: 'underpaid',
    })
    const old = (
      await skill('payroll.advise', {
        topic: 'x',
        pay_date: '2019-01-01',
        checks: [{ rate: 'AU_SUPER_GUARANTEE', base_amount: '100.00' }],
      })
    ).body.output
    expect(old.rate_checks[0]).toMatchObject({ status: 'no_rate', percent: null, expected_amount: null })

    const a = (await skill('acquisitions.advise', INPUTS.find(([n]) => n === 'acquisitions.advise')![1])).body.output
    const lists = JSON.parse(read('skills/acquisitions.advise/data/checklists.json'))
    const text = (x: string | { text: string }) => (typeof x === 'string' ? x : x.text)
    // "A foreign buyer": the foreign-investment item applies, stated plainly.
    expect(a.checklist).toEqual(
      [...lists.common, ...lists.deal_type.share_purchase, ...lists.jurisdiction.AU].map(text),
    )
    expect(a.checklist_items.filter((i: { generic: boolean }) => i.generic)).toHaveLength(
      lists.common.length + lists.deal_type.share_purchase.length,
    )
    expect(a.citations.map((c: { standard: string }) => c.standard)).toContain(
      'Foreign Acquisitions and Takeovers Act 1975',
    )

    const m = (await skill('reports.asc606-memo', INPUTS.find(([n]) => n === 'reports.asc606-memo')![1])).body.output
    // 100000.00 split 90000 : 30000 : 0.01 in cents; the leftover cent goes to the largest remainder; the total is exact.
    expect(m.allocation.map((x: { allocated_amount: string }) => x.allocated_amount)).toEqual(expectAllocation())
    expect(
      m.allocation.reduce(
        (s: number, x: { allocated_amount: string }) => s + Math.round(Number(x.allocated_amount) * 100),
        0,
      ),
    ).toBe(10_000_000)
    expect(m.steps.map((s: { step: number; reference: string }) => [s.step, s.reference])).toEqual([
      [1, 'ASC 606-10-25-1'],
      [2, 'ASC 606-10-25-14'],
      [3, 'ASC 606-10-32-2'],
      [4, 'ASC 606-10-32-28'],
      [5, 'ASC 606-10-25-23'],
    ])
    expect(m.citations.map((c: { standard: string }) => c.standard)).toContain(
      'ASC 606 Revenue from Contracts with Customers',
    )
  })

  it("refuse what cannot be computed: an amount with too many decimals names its field; another organization's client is not found", async () => {
    const r = await skill('payroll.advise', {
      topic: 'x',
      checks: [{ rate: 'AU_SUPER_GUARANTEE', base_amount: '1.234' }],
      jurisdiction: 'AU',
    })
    expect(r.status).toBe(422)
    expect(r.body).toMatchObject({ error: { code: 'validation_error', param: 'checks.0.base_amount' } })
    const c = await skill('payroll.advise', { topic: 'x', client_id: '6f1c2b9e-3d4a-4e8f-9b7c-2a1d5e6f7a80' })
    expect(c.status).toBe(404)
    expect(c.body).toMatchObject({ error: { code: 'client_not_found', param: 'client_id' } })
    const zero = await skill('reports.asc606-memo', {
      entity_name: 'X',
      contract_description: 'y',
      transaction_price: '10.00',
      performance_obligations: [{ description: 'a', standalone_selling_price: '0' }],
    })
    expect(zero.body).toMatchObject({ error: { code: 'validation_error', param: 'performance_obligations' } })
  })

  it('search_knowledge: attributed results, standards by reference, nothing for chit-chat', async () => {
    const r = (await skill('search_knowledge', { query: 'What is the rate of GST?', jurisdiction: 'AU' })).body.output
    expect(r.results[0]).toMatchObject({
      id: 'au-gsta1999-s9-70',
      jurisdiction: 'AU',
      licence: 'CC-BY-4.0',
      kind: 'summary',
      url: 'https://www.legislation.gov.au/C2004A00446/latest/text',
    })
    expect(r.results[0].attribution).toMatch(/Federal Register of Legislation/)
    expect(r.citations[0]).toEqual({
      standard: 'A New Tax System (Goods and Services Tax) Act 1999',
      section: 's 9-70',
      url: 'https://www.legislation.gov.au/C2004A00446/latest/text',
      confidence: r.results[0].confidence,
    })
    const s = (await skill('search_knowledge', { query: 'ISA 530 sample size' })).body.output
    expect(s.standards[0]).toMatchObject({ standard: 'ISA 530', title: 'Audit Sampling' })
    const none = (await skill('search_knowledge', { query: 'hello there' })).body.output
    expect(none).toMatchObject({ results: [], standards: [], citations: [] })
    expect(none.warnings).toContain(NOTHING_FOUND_WARNING)
  })

  it('ask_archie routes with a trace and names the specialist to call next', async () => {
    const r = (
      await skill('ask_archie', { question: 'How much super guarantee do we pay on a bonus?', jurisdiction: 'AU' })
    ).body.output
    expect(r.route).toMatchObject({
      cluster: 'BOP',
      skill: 'advise_payroll',
      skill_name: 'payroll.advise',
      source: 'rules',
      permitted: true,
      permission: 'ask:execute',
      model: null,
      fallback_reason: null,
    })
    expect(r.route.trace.matched).toContain('BOP:super guarantee')
    expect(r.next).toEqual({
      skill: 'advise_payroll',
      input: { topic: 'How much super guarantee do we pay on a bonus?', jurisdiction: 'AU' },
    })
    expect(r.citations.map((c: { standard: string }) => c.standard)).toContain(
      'Superannuation Guarantee (Administration) Act 1992',
    )
    const hi = (await skill('ask_archie', { question: 'hello there' })).body.output
    expect(hi).toMatchObject({ route: { cluster: 'NONE', skill: 'ask_archie' }, next: null, citations: [] })
  })
})

function expectAllocation(): string[] {
  // Independent recomputation: shares of 10,000,000 cents by 9,000,000 : 3,000,000 : 1; floors, then the leftover
  // cents to the largest remainders.
  const w = [9_000_000, 3_000_000, 1]
  const total = 10_000_000
  const sum = w.reduce((a, b) => a + b, 0)
  const floors = w.map((x) => Math.floor((total * x) / sum))
  let left = total - floors.reduce((a, b) => a + b, 0)
  const order = w.map((x, i) => ({ i, r: (total * x) % sum })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (!left) break
    floors[i]!++
    left--
  }
  return floors.map((c) => (c / 100).toFixed(2))
}

describe('advisory skills with a model provider (the fake)', () => {
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    const provider = createProvider({
      wire: 'openai-chat',
      baseUrl: `${fake.url}/v1`,
      apiKey: 'sk-fake',
      model: 'm-adv',
      authHeader: 'bearer',
      timeoutMs: 10_000,
      maxRetries: 0,
      maxRetryAfterMs: 0,
      maxTokens: 400,
    })
    srv = await startTestServer({ provider })
    t = await createTenant(srv.services)
  }, 60_000)
  afterAll(async () => {
    await srv?.close()
  })
  const skill = (name: string, body: unknown) =>
    call<Out>(srv.url, `/api/v1/skills/${name}/invoke`, { token: t.adminKey, body })
  const schemaSent = (i = 0) =>
    (
      fake.requests[i]!.body.response_format as {
        json_schema: { schema: { properties: Record<string, any>; required: string[] } }
      }
    ).json_schema.schema

  it("writes the model fields from structured output checked against the skill's schema, keeping the citations it used", async () => {
    fake.next({
      reply: JSON.stringify({
        advice: 'Running costs may be deductible to the extent of business use.',
        considerations: ['Apportion by floor area.'],
        open_items: ['Is the home the principal place of business?'],
        confidence: 0.6,
        sources: ['au-itaa1997-s8-1'],
      }),
      usage: { input: 300, output: 60 },
    })
    const r = await skill('advise_tax', {
      question: 'Can a sole trader deduct home office running expenses?',
      jurisdiction: 'AU',
    })
    expect(r.status, r.text).toBe(200)
    expect(r.body.output).toMatchObject({
      advice: 'Running costs may be deductible to the extent of business use.',
      considerations: ['Apportion by floor area.'],
      open_items: ['Is the home the principal place of business?'],
      confidence: 0.6,
      stub_fields: [],
      citations: [
        {
          standard: 'Income Tax Assessment Act 1997',
          section: 's 8-1',
          url: 'https://www.legislation.gov.au/C2004A05138/latest/text',
        },
      ],
    })
    expect(r.body.output.warnings).toEqual(
      expect.arrayContaining(['Written by a language model (m-adv) from the cited sources.', ADVISORY_WARNING]),
    )
    const schema = schemaSent()
    expect(schema.required).toEqual(['advice', 'considerations', 'open_items', 'confidence', 'sources'])
    expect(schema.properties.confidence).toMatchObject({ type: 'number', minimum: 0, maximum: 1 })
    expect(schema.properties.sources.items.enum).toContain('au-itaa1997-s8-1')
    const prompt = (fake.requests[0]!.body.messages as Array<{ role: string; content: string }>)
      .map((m) => m.content)
      .join('\n')
    expect(prompt).toContain('[au-itaa1997-s8-1] Income Tax Assessment Act 1997 s 8-1')
    expect(await srv.services.stores.modelUsage.totals(t.organizationId)).toMatchObject({
      calls: 1,
      inputTokens: 300,
      outputTokens: 60,
    })
  })

  it('keeps the computed parts as computed, and gives them to the model', async () => {
    fake.next({ reply: JSON.stringify({ advice: 'Notify FIRB first.', open_items: [], confidence: 0.5, sources: [] }) })
    const r = (await skill('acquisitions.advise', INPUTS.find(([n]) => n === 'acquisitions.advise')![1])).body.output
    const lists = JSON.parse(read('skills/acquisitions.advise/data/checklists.json'))
    expect(r.checklist).toEqual(
      [...lists.common, ...lists.deal_type.share_purchase, ...lists.jurisdiction.AU].map(
        (x: string | { text: string }) => (typeof x === 'string' ? x : x.text),
      ),
    )
    expect(r).toMatchObject({ advice: 'Notify FIRB first.', stub_fields: [] })
    expect(r.citations.length).toBeGreaterThan(0) // no source named: every retrieved one is kept
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain('Computed facts')
  })

  it('a model that answers outside the schema twice (a source it was not given, a wrong type) leaves the result retrieval-only, saying why', async () => {
    const bad = JSON.stringify({
      advice: 'x',
      considerations: 'not a list',
      open_items: [],
      confidence: 2,
      sources: ['made-up-source'],
    })
    fake.next({ reply: bad }, { reply: bad })
    const r = (
      await skill('advise_tax', {
        question: 'What rate of GST applies to a taxable supply in New Zealand?',
        jurisdiction: 'NZ',
      })
    ).body.output
    expect(r).toMatchObject({
      advice: '',
      considerations: [],
      open_items: [],
      confidence: 0,
      stub_fields: ['advice', 'considerations', 'open_items', 'confidence'],
    })
    expect(r.warnings[0]).toBe(modelFailedWarning('provider_bad_output'))
    expect(r.citations[0]).toMatchObject({ standard: 'Goods and Services Tax Act 1985', section: 's 8' })
    expect(fake.requests).toHaveLength(2) // one repair request, then given up
  })

  it('a provider failure also leaves the result retrieval-only', async () => {
    fake.next({ status: 500 })
    const r = (
      await skill('prepare_communication', {
        purpose: 'reminder',
        recipient_name: 'Ms Patel',
        key_points: ['Send the sales records'],
      })
    ).body.output
    expect(r).toMatchObject({
      subject: '',
      body: '',
      outline: ['Send the sales records'],
      stub_fields: ['subject', 'body'],
    })
    expect(r.warnings[0]).toBe(modelFailedWarning('provider_error'))
  })

  it('ask_archie: routed by the model (validated), then answered by it from the sources', async () => {
    fake.next(
      { reply: JSON.stringify({ cluster: 'TAX', skill: 'advise_tax', confidence: 0.8, reason: 'GST question' }) },
      {
        reply: JSON.stringify({
          answer: 'GST is 10% of the value of a taxable supply.',
          sources: ['au-gsta1999-s9-70'],
        }),
      },
    )
    const r = (await skill('ask_archie', { question: 'What is the rate of GST in Australia?', jurisdiction: 'AU' }))
      .body.output
    expect(r).toMatchObject({
      answer: 'GST is 10% of the value of a taxable supply.',
      stub_fields: [],
      route: { cluster: 'TAX', skill: 'advise_tax', source: 'model' },
      next: { skill: 'advise_tax' },
      citations: [{ standard: 'A New Tax System (Goods and Services Tax) Act 1999', section: 's 9-70' }],
    })
    expect(schemaSent(0).properties.skill.enum).toContain('advise_tax')
    const asm = schemaSent(1)
    expect(asm.properties.answer).toMatchObject({ type: 'string' })
    expect(asm.properties.answer.default).toBeUndefined()
  })

  it('asc 606 memo: per-step conclusions from the model, the allocation still computed', async () => {
    fake.next({
      reply: JSON.stringify({
        memo: 'Memo text.',
        conclusions: [1, 2, 3, 4, 5].map((step) => ({ step, conclusion: `Step ${step} concluded.` })),
        sources: [],
      }),
    })
    const r = (await skill('prepare_asc606_memo', INPUTS.find(([n]) => n === 'reports.asc606-memo')![1])).body.output
    expect(r).toMatchObject({ memo: 'Memo text.', stub_fields: [] })
    expect(r.steps.map((s: { conclusion: string }) => s.conclusion)).toEqual(
      [1, 2, 3, 4, 5].map((s) => `Step ${s} concluded.`),
    )
    expect(r.allocation.map((x: { allocated_amount: string }) => x.allocated_amount)).toEqual(expectAllocation())
  })
})
