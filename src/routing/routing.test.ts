// Intent routing: the rules as data checked against the catalogue, the accuracy gate on the held-out prompts, the
// trace, and the model path against the fake provider (used when valid; the rules when the model names a skill
// outside the cluster, is unsure, names a skill the caller may not call, fails, or answers outside the schema).
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FakeLlm } from '../providers/testing/fake-llm.ts'
import { ModelClient, createProvider } from '../providers/index.ts'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import { systemClock } from '../lib/clock.ts'
import { randomIds } from '../lib/ids.ts'
import { skillModel } from '../advisory/index.ts'
import {
  CLUSTERS,
  HELDOUT2_PROMPTS,
  HELDOUT3_PROMPTS,
  HELDOUT4_PROMPTS,
  HELDOUT5_PROMPTS,
  HELDOUT6_PROMPTS,
  HELDOUT7_PROMPTS,
  HELDOUT_PROMPTS,
  IntentRouter,
  OUTSIDE_BATCHES,
  VocabularyModel,
  OUTSIDE_PROMPTS,
  PROMPTS,
  RULES,
  RuleRouter,
  TUNING_PROMPTS,
  evaluate,
  features,
  ruleRouter,
  skillTexts,
  stem,
  trainingExamples,
  vocabulary,
  type CatalogueSkill,
} from './index.ts'

const SKILLS = path.join(import.meta.dirname, '..', '..', 'skills')
const catalogue: Array<CatalogueSkill & { writes: boolean }> = fs
  .readdirSync(SKILLS)
  .filter((d) => fs.existsSync(path.join(SKILLS, d, 'skill.json')))
  .map((d) => {
    const m = JSON.parse(fs.readFileSync(path.join(SKILLS, d, 'skill.json'), 'utf8')) as CatalogueSkill & {
      writes: boolean
    }
    return { name: m.name, slug: m.slug, cluster: m.cluster, permission: m.permission, writes: m.writes }
  })
const bySlug = new Map(catalogue.map((s) => [s.slug, s]))

// The gate (held-out split: every third prompt of each cluster, never used to write rules.json). Measured when the
// rules were written: accuracy 0.988, macro-F1 0.988, skill accuracy 0.963, abstention 0.014 (82 prompts). The
// thresholds leave room for about four more misses before the build fails.
const GATE = { accuracy: 0.93, macroF1: 0.93, skillAccuracy: 0.9, maxAbstention: 0.05 }

describe('the labelled prompt set', () => {
  it('has a few hundred prompts, at least 25 per cluster and for NONE, a third of each held out, every label a catalogue skill', () => {
    expect(PROMPTS.length).toBeGreaterThanOrEqual(240)
    for (const c of [...CLUSTERS, 'NONE'] as const) {
      const of = PROMPTS.filter((p) => p.cluster === c)
      expect(of.length, c).toBeGreaterThanOrEqual(25)
      expect(of.filter((p) => p.split === 'test').length, c).toBeGreaterThanOrEqual(Math.floor(of.length / 3))
    }
    for (const p of PROMPTS) expect(bySlug.has(p.skill), `${p.text}: ${p.skill}`).toBe(true)
    expect(new Set(PROMPTS.map((p) => p.text)).size).toBe(PROMPTS.length)
  })
})

// Issue 25 §3: requests worded apart from the project's prompts (an outside review measured 0.938 cluster and 0.778
// skill accuracy on 50 of them). Three held-out sets, none trained or tuned on (trainingExamples() holds none of them):
// - prompts.heldout.json (84): the lexicon alone reached 0.905 / 0.869 after tuning; its totals and misses were seen.
// - prompts.heldout-2.json (166): written before the router changed. Lexicon alone: 0.855 / 0.783, abstention 0.068.
// - prompts.heldout-3.json (64): written next, sealed: only its totals were read, once, at the end. Lexicon alone: 0.813 / 0.766.
// - prompts.heldout-4.json (104): written as outside users word requests (each jurisdiction's forms and terms, explaining
//   versus drafting, showing versus checking), committed alone before the glossary and the third tuning batch; only its
//   totals read, at the end. Before the change 0.942 / 0.904.
// With the vocabulary model blended in (README): heldout 0.952 / 0.952, heldout-2 0.952 / 0.916, heldout-3 0.891 / 0.938.
// With the jurisdiction glossary, the explain/draft features and the third tuning batch: heldout 0.952 / 0.952,
// heldout-2 0.970 / 0.946, heldout-3 0.906 / 0.938, heldout-4 0.942 / 0.904 (unchanged by the change).
// The issue's target (0.95 / 0.90) holds on the first two; the sealed sets' cluster accuracy (0.906, 0.942) does not
// reach it, so their gates hold what was reached.
const HELDOUT_GATES = [
  { name: 'prompts.heldout.json', prompts: HELDOUT_PROMPTS, accuracy: 0.95, skillAccuracy: 0.9, maxAbstention: 0.05 },
  {
    name: 'prompts.heldout-2.json',
    prompts: HELDOUT2_PROMPTS,
    accuracy: 0.95,
    skillAccuracy: 0.9,
    maxAbstention: 0.05,
  },
  {
    name: 'prompts.heldout-3.json (sealed)',
    prompts: HELDOUT3_PROMPTS,
    accuracy: 0.92,
    skillAccuracy: 0.92,
    maxAbstention: 0.05,
  },
  {
    name: 'prompts.heldout-4.json (sealed)',
    prompts: HELDOUT4_PROMPTS,
    accuracy: 0.94,
    skillAccuracy: 0.9,
    maxAbstention: 0.05,
  },
  // Separate authors (README): the target.
  {
    name: 'prompts.heldout-5.json (sealed, a separate author)',
    prompts: HELDOUT5_PROMPTS,
    accuracy: 0.95,
    skillAccuracy: 0.9,
    maxAbstention: 0.05,
  },
  {
    name: 'prompts.heldout-6.json (sealed, a separate author)',
    prompts: HELDOUT6_PROMPTS,
    accuracy: 0.95,
    skillAccuracy: 0.9,
    maxAbstention: 0.05,
  },
  {
    name: 'prompts.heldout-7.json (sealed, a separate author, measured once)',
    prompts: HELDOUT7_PROMPTS,
    accuracy: 0.95,
    skillAccuracy: 0.9,
    maxAbstention: 0.05,
  },
]
const emptied = () =>
  new RuleRouter({
    ...RULES,
    clusters: Object.fromEntries(
      CLUSTERS.map((c) => [c, { ...RULES.clusters[c], terms: {} }]),
    ) as typeof RULES.clusters,
  })

describe('the held-out and tuning sets (issue 25)', () => {
  it('hold at least 60, 100, 60 and 80 held-out prompts over every cluster and NONE, apart from each other, from the tuning sets and from the training examples, every label a catalogue skill', () => {
    expect(HELDOUT_PROMPTS.length).toBeGreaterThanOrEqual(60)
    expect(HELDOUT2_PROMPTS.length).toBeGreaterThanOrEqual(100)
    expect(HELDOUT3_PROMPTS.length).toBeGreaterThanOrEqual(60)
    expect(HELDOUT4_PROMPTS.length).toBeGreaterThanOrEqual(80)
    for (const set of [HELDOUT_PROMPTS, HELDOUT2_PROMPTS, HELDOUT4_PROMPTS])
      for (const c of [...CLUSTERS, 'NONE'] as const)
        expect(set.filter((p) => p.cluster === c).length, c).toBeGreaterThanOrEqual(5)
    expect(HELDOUT5_PROMPTS.length).toBeGreaterThanOrEqual(150)
    expect(HELDOUT6_PROMPTS.length).toBeGreaterThanOrEqual(150)
    expect(HELDOUT7_PROMPTS.length).toBeGreaterThanOrEqual(150)
    for (const set of [HELDOUT5_PROMPTS, HELDOUT6_PROMPTS, HELDOUT7_PROMPTS])
      for (const c of [...CLUSTERS, 'NONE'] as const)
        expect(set.filter((p) => p.cluster === c).length, c).toBeGreaterThanOrEqual(12)
    const heldout = [
      ...HELDOUT_PROMPTS,
      ...HELDOUT2_PROMPTS,
      ...HELDOUT3_PROMPTS,
      ...HELDOUT4_PROMPTS,
      ...HELDOUT5_PROMPTS,
      ...HELDOUT6_PROMPTS,
      ...HELDOUT7_PROMPTS,
      ...PROMPTS.filter((p) => p.split === 'test'),
    ]
    expect(new Set(heldout.map((p) => p.text.toLowerCase())).size).toBe(heldout.length)
    const elsewhere = new Set([...PROMPTS, ...TUNING_PROMPTS, ...OUTSIDE_PROMPTS].map((p) => p.text.toLowerCase()))
    for (const p of [
      ...HELDOUT_PROMPTS,
      ...HELDOUT2_PROMPTS,
      ...HELDOUT3_PROMPTS,
      ...HELDOUT4_PROMPTS,
      ...HELDOUT5_PROMPTS,
      ...HELDOUT6_PROMPTS,
      ...HELDOUT7_PROMPTS,
    ])
      expect(elsewhere.has(p.text.toLowerCase()), p.text).toBe(false)
    const trained = new Set(trainingExamples().map((e) => e.text.toLowerCase()))
    for (const p of heldout) expect(trained.has(p.text.toLowerCase()), p.text).toBe(false)
    const labelled = [
      ...PROMPTS,
      ...HELDOUT_PROMPTS,
      ...HELDOUT2_PROMPTS,
      ...HELDOUT3_PROMPTS,
      ...HELDOUT4_PROMPTS,
      ...HELDOUT5_PROMPTS,
      ...HELDOUT6_PROMPTS,
      ...HELDOUT7_PROMPTS,
      ...TUNING_PROMPTS,
      ...OUTSIDE_PROMPTS,
    ]
    for (const p of labelled) expect(bySlug.has(p.skill), `${p.text}: ${p.skill}`).toBe(true)
    // Every label (and every second label) is a pair the labelling brief allows (prompts-allowed.json).
    const allowed = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, 'prompts-allowed.json'), 'utf8'),
    ) as Record<string, string[]>
    for (const p of labelled)
      for (const [c, k] of [[p.cluster, p.skill], ...(p.also ? [p.also.split('/')] : [])])
        expect(allowed[c!] ?? [], `${p.text}: ${c}/${k}`).toContain(k)
    expect(OUTSIDE_BATCHES.length).toBeGreaterThanOrEqual(3)
    for (const b of OUTSIDE_BATCHES) expect(b.prompts.length, b.file).toBeGreaterThanOrEqual(300)
    expect(new Set(OUTSIDE_PROMPTS.map((p) => p.text.toLowerCase())).size).toBeGreaterThan(
      OUTSIDE_PROMPTS.length * 0.99,
    )
    expect(new Set(TUNING_PROMPTS.map((p) => p.text)).size).toBe(TUNING_PROMPTS.length)
  })

  for (const g of HELDOUT_GATES) {
    it(`${g.name}: cluster accuracy >= ${g.accuracy}, skill accuracy >= ${g.skillAccuracy}, abstention <= ${g.maxAbstention}`, async () => {
      const s = await evaluate((t) => ruleRouter.route(t), g.prompts)
      const report = JSON.stringify(
        { accuracy: s.accuracy, skillAccuracy: s.skillAccuracy, abstention: s.abstention, n: s.n },
        null,
        1,
      )
      expect(s.accuracy, report).toBeGreaterThanOrEqual(g.accuracy)
      expect(s.skillAccuracy, report).toBeGreaterThanOrEqual(g.skillAccuracy)
      expect(s.abstention, report).toBeLessThanOrEqual(g.maxAbstention)
    })
  }

  it('can fail: with an emptied lexicon and no vocabulary model every held-out set falls below its gate; either half alone falls below the blend over all held-out sets', async () => {
    const lexiconOnly = new RuleRouter(RULES)
    const vocabularyOnly = new RuleRouter(emptied().rules, vocabulary)
    for (const g of HELDOUT_GATES) {
      const none = await evaluate((t) => emptied().route(t), g.prompts)
      expect(none.accuracy, g.name).toBeLessThan(g.accuracy)
      expect(none.skillAccuracy, g.name).toBeLessThan(g.skillAccuracy)
    }
    // Per set the vocabulary alone can tie or pass the blend by a prompt (heldout-2); over all of them it does not.
    const all = HELDOUT_GATES.flatMap((g) => g.prompts)
    const both = await evaluate((t) => ruleRouter.route(t), all)
    for (const half of [lexiconOnly, vocabularyOnly]) {
      const s = await evaluate((t) => half.route(t), all)
      expect(s.accuracy + s.skillAccuracy).toBeLessThan(both.accuracy + both.skillAccuracy)
    }
  })

  it("can fail: trained without the outside batches (separate authors), the router falls below the separate authors' gates", async () => {
    const without = new VocabularyModel(trainingExamples().filter((e) => !OUTSIDE_PROMPTS.includes(e as never)))
    const r = new RuleRouter(RULES, without)
    for (const g of HELDOUT_GATES.filter((x) => x.name.includes('separate author'))) {
      const s = await evaluate((t) => r.route(t), g.prompts)
      expect(s.accuracy, g.name).toBeLessThan(g.accuracy)
    }
  })

  it('a request to compose a communication is prepare_communication wherever its verb sits; a credit note or the notes to the accounts is not', () => {
    for (const t of [
      'Need a short note to my landlord clients reminding them to send their receipts',
      'Our lender wants a letter explaining the change in policy. Can you draft it?',
      'Put together a short note to the trustees about the resolution deadline',
      'Email the Dunnes to let them know Revenue has opened an intervention',
    ])
      expect(ruleRouter.route(t).skill, t).toBe('prepare_communication')
    for (const t of [
      'Raise a credit note for the customer refund',
      'Prepare the notes to the financial statements for the year',
      'We accidentally emailed our customer list to the wrong person, do we report it?',
    ])
      expect(ruleRouter.route(t).skill, t).not.toBe('prepare_communication')
  })

  it('the vocabulary model: stems join inflections, features carry the verb/object structure, skill texts come from skill.json', () => {
    expect(new Set(['reconcile', 'reconciling', 'reconciliation', 'reconciled'].map(stem)).size).toBe(1)
    expect(stem('valuation')).toBe(stem('value'))
    const f = features('Import this trial balance spreadsheet')
    expect(f).toEqual(expect.arrayContaining(['w:import', 'm:do', 'k:IMPORT', 'k:TB', 'x:IMPORT*TB', 'b:tri_balanc']))
    expect(features('What does ISA 240 require?')).toContain('m:ask')
    // The jurisdiction glossary: a form the training text may never name joins its general concept.
    expect(features('When are the T4 slips due?')).toEqual(
      expect.arrayContaining(['k:PAYROLL_REPORTING', 'x:ask*PAYROLL_REPORTING']),
    )
    expect(features('What does PCAOB AS 2201 require?')).toContain('k:AUDIT_STANDARD')
    expect(features('Under ASPE can we capitalise this?')).toContain('k:REPORTING_FRAMEWORK')
    expect(features('Charge QST and GST to a Quebec customer')).toContain('k:INDIRECT_TAX')
    // Drafting for someone versus explaining.
    expect(features('Write to Mr Lee explaining the new rules')).toContain('p:draft-to')
    expect(features('Explain to the client how the new rules work')).toEqual(expect.arrayContaining(['p:explain-do']))
    expect(features('Explain to the client how the new rules work')).not.toContain('p:draft-to')
    const texts = skillTexts()
    for (const s of catalogue)
      if (s.cluster)
        expect(
          texts.some((t) => t.skill === s.slug && t.cluster === s.cluster),
          s.slug,
        ).toBe(true)
    const r = ruleRouter.route('Import this trial balance spreadsheet into the books')
    expect(r).toMatchObject({ cluster: 'BOP', skill: 'import_trial_balance' })
    expect(Object.keys(r.trace.vocabulary?.skills ?? {})).toContain('import_trial_balance')
  })

  it('tuning set (the misses an outside review found among them: a fake vendor, a contract checked for compliance, trust distributions, coding TB rows, a practice valuation): >= 0.97 cluster and skill', async () => {
    const s = await evaluate((t) => ruleRouter.route(t), TUNING_PROMPTS)
    const report = JSON.stringify({ accuracy: s.accuracy, skillAccuracy: s.skillAccuracy, misses: s.misses }, null, 1)
    expect(s.accuracy, report).toBeGreaterThanOrEqual(0.97)
    expect(s.skillAccuracy, report).toBeGreaterThanOrEqual(0.97)
    for (const [text, cluster, skill] of [
      ['Check the creditor list for a bogus vendor', 'ASR', 'investigate_anomaly'],
      ['Is the attached client engagement letter compliant?', 'CMP', 'review_compliance'],
      ['Check the uploaded contract for compliance issues', 'CMP', 'review_compliance'],
      ['Prepare the distribution statements for the Lee Family Trust beneficiaries', 'WLT', 'prepare_trust_accounts'],
      ['Code the trial balance rows to financial statement lines', 'BOP', 'enrich_tb_rows'],
      ["Value my client's accounting firm for a sale to a larger practice", 'MAV', 'advise_acquisition'],
    ] as const)
      expect(ruleRouter.route(text), text).toMatchObject({ cluster, skill })
  })
})

describe('the rules (data)', () => {
  it('name only catalogue skills, and every clustered catalogue skill is reachable from its cluster', () => {
    const named = [
      RULES.fallback_skill,
      ...CLUSTERS.flatMap((c) => [RULES.clusters[c].default_skill, ...Object.keys(RULES.clusters[c].skills)]),
      ...Object.keys(RULES.none_skills),
      ...RULES.overrides.map((o) => o.skill),
    ]
    for (const s of named) expect(bySlug.has(s), s).toBe(true)
    for (const s of catalogue)
      if (s.cluster)
        expect(ruleRouter.skillsOf(s.cluster as (typeof CLUSTERS)[number]), `${s.slug} (${s.cluster})`).toContain(
          s.slug,
        )
  })

  it('match longest first and consume words: "inheritance tax" is wealth, not also tax; the trace says why', () => {
    const r = ruleRouter.route('How much inheritance tax is due on the estate?')
    expect(r).toMatchObject({ cluster: 'WLT', skill: 'advise_tax', source: 'rules', ambiguous: false })
    expect(r.trace.matched).toEqual(['WLT:inheritance tax', 'WLT:estate'])
    expect(r.trace.scores).toEqual({ WLT: 8 })
    expect(r.trace.skill_reason).toBe('default')
    const spa = ruleRouter.route('What tax exposures should the SPA warranties cover?')
    expect(spa.cluster).toBe('MAV')
    expect(spa.trace.scores.MAV).toBeGreaterThan(spa.trace.scores.TAX ?? 0)
    expect(ruleRouter.route('hello there')).toMatchObject({
      cluster: 'NONE',
      skill: 'ask_archie',
      confidence: 0,
      trace: { skill_reason: 'fallback' },
    })
    expect(ruleRouter.route('Draft an email to the client about the GST registration threshold')).toMatchObject({
      cluster: 'TAX',
      skill: 'prepare_communication',
    })
  })

  it('can fail: a router with an emptied lexicon falls below the gate', async () => {
    const s = await evaluate(
      (t) => emptied().route(t),
      PROMPTS.filter((p) => p.split === 'test'),
    )
    expect(s.accuracy).toBeLessThan(GATE.accuracy)
  })
})

describe('the accuracy gate (held-out prompts)', () => {
  it(`cluster accuracy >= ${GATE.accuracy}, macro-F1 >= ${GATE.macroF1}, skill accuracy >= ${GATE.skillAccuracy}, abstention <= ${GATE.maxAbstention}`, async () => {
    const test = PROMPTS.filter((p) => p.split === 'test')
    const s = await evaluate((t) => ruleRouter.route(t), test)
    const report = JSON.stringify(
      {
        accuracy: s.accuracy,
        macroF1: s.macroF1,
        skillAccuracy: s.skillAccuracy,
        abstention: s.abstention,
        misses: s.misses,
      },
      null,
      1,
    )
    expect(s.accuracy, report).toBeGreaterThanOrEqual(GATE.accuracy)
    expect(s.macroF1, report).toBeGreaterThanOrEqual(GATE.macroF1)
    expect(s.skillAccuracy, report).toBeGreaterThanOrEqual(GATE.skillAccuracy)
    expect(s.abstention, report).toBeLessThanOrEqual(GATE.maxAbstention)
  })

  it('never routes a NONE prompt (general chit-chat) to a skill that writes', () => {
    for (const p of [...PROMPTS, ...HELDOUT_PROMPTS, ...TUNING_PROMPTS].filter((x) => x.cluster === 'NONE')) {
      const r = ruleRouter.route(p.text)
      expect(bySlug.get(r.skill)?.writes, `${p.text} -> ${r.skill}`).toBe(false)
    }
  })

  it('degrades to NONE rather than to a wrong cluster under typos (seeded): wrong clusters at most 10%', async () => {
    let seed = 7
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const typo = (t: string) =>
      t
        .split(' ')
        .map((w) => (w.length > 4 && rand() < 0.3 ? w.slice(0, 1) + w.slice(2, 3) + w.slice(1, 2) + w.slice(3) : w))
        .join(' ')
    const test = PROMPTS.filter((p) => p.split === 'test' && p.cluster !== 'NONE')
    let wrong = 0
    for (const p of test) {
      const r = ruleRouter.route(typo(p.text))
      if (r.cluster !== p.cluster && r.cluster !== 'NONE') wrong++
    }
    expect(wrong / test.length).toBeLessThanOrEqual(0.1)
  })
})

describe('the model path (fake provider)', () => {
  let fake: FakeLlm
  const stores = openEmbeddedStores(':memory:')
  const router = new IntentRouter(ruleRouter, () => catalogue)
  let model: ReturnType<typeof skillModel>
  beforeAll(async () => {
    fake = await new FakeLlm().start()
    const provider = createProvider({
      wire: 'openai-chat',
      baseUrl: `${fake.url}/v1`,
      apiKey: 'sk-fake',
      model: 'm-route',
      authHeader: 'bearer',
      timeoutMs: 5000,
      maxRetries: 0,
      maxRetryAfterMs: 0,
      maxTokens: 200,
    })!
    model = skillModel(new ModelClient(provider, { usage: stores.modelUsage, clock: systemClock, ids: randomIds }), {
      organizationId: 'org_r',
      purpose: 'route',
    })
  })
  afterAll(async () => {
    await fake.stop()
    await stores.close()
  })
  beforeEach(() => fake.reset())
  const reply = (o: Record<string, unknown>) => ({ reply: JSON.stringify(o) })
  const all = () => true

  it('uses a valid answer, asking with enums of clusters and catalogue skills only', async () => {
    fake.next(reply({ cluster: 'BOP', skill: 'advise_payroll', confidence: 0.9, reason: 'a payroll question' }))
    const r = await router.route('Is the bonus ordinary time earnings?', { holds: all, model })
    expect(r).toMatchObject({
      cluster: 'BOP',
      skill: 'advise_payroll',
      skill_name: 'payroll.advise',
      source: 'model',
      permitted: true,
      fallback_reason: null,
      model: {
        cluster: 'BOP',
        skill: 'advise_payroll',
        confidence: 0.9,
        reason: 'a payroll question',
        model: 'm-route',
      },
    })
    expect(r.trace.skill_reason).toBe('model: a payroll question')
    const schema = (
      fake.requests[0]!.body.response_format as {
        json_schema: { schema: { properties: { skill: { enum: string[] }; cluster: { enum: string[] } } } }
      }
    ).json_schema.schema
    expect(schema.properties.cluster.enum).toEqual([...CLUSTERS, 'NONE'])
    for (const s of schema.properties.skill.enum) expect(bySlug.has(s), s).toBe(true)
  })

  it('keeps the rules when the model names a skill of another cluster, is unsure, or names a skill the caller may not call', async () => {
    const q = 'What warranties should the seller give in the SPA?'
    fake.next(reply({ cluster: 'MAV', skill: 'advise_payroll', confidence: 0.9, reason: 'x' }))
    expect(await router.route(q, { holds: all, model })).toMatchObject({
      cluster: 'MAV',
      skill: 'advise_acquisition',
      source: 'rules',
      fallback_reason: 'skill advise_payroll does not belong to MAV',
    })
    fake.next(reply({ cluster: 'MAV', skill: 'advise_acquisition', confidence: 0.2, reason: 'x' }))
    expect(await router.route(q, { holds: all, model })).toMatchObject({
      source: 'rules',
      fallback_reason: 'model confidence 0.2 below 0.5',
    })
    fake.next(reply({ cluster: 'MAV', skill: 'advise_acquisition', confidence: 0.9, reason: 'x' }))
    const denied = await router.route(q, { holds: (p) => p !== 'ask:execute', model })
    expect(denied).toMatchObject({
      source: 'rules',
      permitted: false,
      fallback_reason: 'the caller lacks ask:execute for advise_acquisition',
    })
  })

  it('keeps the rules when the provider fails or answers outside the schema (an invented skill), and says so', async () => {
    fake.next({ status: 500 })
    expect(await router.route('How much GST is on a going concern sale?', { holds: all, model })).toMatchObject({
      cluster: 'TAX',
      source: 'rules',
      fallback_reason: 'model failed (provider_error)',
    })
    fake.next(
      reply({ cluster: 'TAX', skill: 'invent_a_skill', confidence: 1, reason: 'x' }),
      reply({ cluster: 'TAX', skill: 'also_invented', confidence: 1, reason: 'x' }),
    )
    expect(await router.route('How much GST is on a going concern sale?', { holds: all, model })).toMatchObject({
      cluster: 'TAX',
      skill: 'advise_tax',
      source: 'rules',
      fallback_reason: 'model failed (provider_bad_output)',
    })
    expect(fake.requests).toHaveLength(3) // the bad answer was sent back once for repair
  })
})
