// anomalies.investigate through the runtime's validation (loadSkillForTest) with books held in memory: the handler's
// types are the generated ones, the documented scope and threshold keys are the ones the code reads, input problems are
// 422 with a precise param before any read, and a run over synthetic-style books produces output valid against the
// schema. Scoring against planted labels: src/forensic/investigate.test.ts; over HTTP: src/forensic/anomalies.api.test.ts.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSkillForTest, type TestSkill } from '../../src/skill-runtime/testing.ts'
import { AppError } from '../../src/errors/index.ts'
import { forensic, type DefinedSkill, type SkillBooks, type SkillContext } from '../../src/skill-runtime/sdk.ts'
import { SCOPE_KEYS } from './scope.ts'
import type handler from './handler.ts'
import type { Input, Output } from './types.ts'

type Assert<T extends true> = T
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type HandlerTypes = typeof handler extends DefinedSkill<infer I, infer O> ? { input: I; output: O } : never
export type HandlerOutputIsGenerated = Assert<Same<HandlerTypes['output'], Output>>
export type HandlerInputIsDefaultedGenerated = Assert<HandlerTypes['input'] extends Input ? true : false>

const CLIENT = '6f1c2b9e-3d4a-4e8f-9b7c-2a1d5e6f7a80'
let skill: TestSkill
let reads = 0

/** Books in memory: two statement lines paid twice to one supplier, one contact with a bad ABN. */
function ctxWithBooks(): Partial<SkillContext> {
  const books = {
    client: { id: CLIENT, name: 'Example', currency: 'AUD', workspaceId: null, lockedThrough: null },
    chart: async () => [{ code: '1000', name: 'Bank', type: 'asset' as const, archived: false }],
    bankAccounts: async () => [
      { id: 'ba-1', name: 'Operating', account_code: '1000', currency: 'AUD', institution: null, account_number: null },
    ],
    statementLines: async () => {
      reads++
      return [
        {
          id: 's1',
          bank_account_id: 'ba-1',
          date: '2026-03-02',
          amount_minor: -123_450,
          description: 'Payment',
          reference: 'INV-7',
          counterparty: 'Acme',
          fitid: null,
        },
        {
          id: 's2',
          bank_account_id: 'ba-1',
          date: '2026-03-02',
          amount_minor: -123_450,
          description: 'Payment',
          reference: 'INV-7',
          counterparty: 'ACME',
          fitid: null,
        },
      ]
    },
    ledgerLines: async () => [],
    contacts: async () => [
      {
        id: 'c1',
        name: 'Acme',
        kind: 'supplier' as const,
        identifiers: [{ scheme: 'ABN', value: '51 824 753 557' }],
        bank_account: null,
        address: null,
        email: null,
      },
    ],
  } as unknown as SkillBooks
  return { data: { books: async () => books } as unknown as SkillContext['data'] }
}

beforeAll(async () => {
  skill = await loadSkillForTest(import.meta.dirname)
})

describe('anomalies.investigate', () => {
  it('documents exactly the scope keys and thresholds the code reads', () => {
    const props = skill.inputSchema.properties as Record<string, { description: string }>
    for (const key of SCOPE_KEYS) expect(props.investigation_scope!.description).toMatch(new RegExp(`\\b${key}\\b`))
    const listed = /by name: ([a-z_, ]+)\./.exec(props.threshold_override!.description)![1]!.split(', ')
    expect(listed).toEqual(Object.keys(forensic.THRESHOLD_LIMITS))
  })

  it('answers with every section, the duplicate as a finding with its rows, and the stubs named', async () => {
    const out = (await skill.invoke({ client_id: CLIENT }, ctxWithBooks())) as unknown as Output
    expect(out.counts).toMatchObject({ transactions: 2, negative: 2 })
    const sss = out.findings.filter((f) => f.area === 'duplicates.same_same_same')
    expect(sss.map((f) => f.records.map((r) => [r.transaction_id, r.amount]))).toEqual([
      [
        ['s1', '-1234.50'],
        ['s2', '-1234.50'],
      ],
    ])
    expect(
      out.findings.filter((f) => f.area === 'vendor_identifiers.invalid').map((f) => f.contacts[0]!.contact_id),
    ).toEqual(['c1'])
    expect(out.benford!.negative.first_digit.status).toBe('not_run')
    expect(out.stub_fields).toEqual(['narrative', 'vendor_identifiers.results.registry_status'])
    expect(out.thresholds.benford_min_amount).toBe('10.00')
  })

  it('refuses a bad scope or threshold with its param before reading the books', async () => {
    reads = 0
    for (const [extra, param] of [
      [{ investigation_scope: { from: '2026-03-01', to: '2026-02-01' } }, 'investigation_scope.to'],
      [{ investigation_scope: { counterparties: ['Acme', ''] } }, 'investigation_scope.counterparties.1'],
      [{ investigation_scope: { source: 'both' } }, 'investigation_scope.source'],
      [
        { threshold_override: { first_two_digits_min_n_inconclusive: 5000 } },
        'threshold_override.first_two_digits_min_n_inconclusive',
      ],
      [{ threshold_override: { hit_parade_heavy_min_count: 1 } }, 'threshold_override.hit_parade_heavy_min_count'],
    ] as const) {
      const err = await skill.invoke({ client_id: CLIENT, ...extra }, ctxWithBooks()).then(
        () => null,
        (e: unknown) => e,
      )
      expect(err, JSON.stringify(extra)).toBeInstanceOf(AppError)
      expect((err as AppError).code).toBe('validation_error')
      expect((err as AppError).param).toBe(param)
    }
    expect(reads).toBe(0)
  })

  it('each example is valid input and runs', async () => {
    const dir = path.join(import.meta.dirname, 'examples')
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')) // outputs/ holds the recorded outputs
    expect(files.length).toBeGreaterThan(0)
    for (const f of files) {
      const ex = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { summary: string; input: unknown }
      expect(ex.summary.length).toBeGreaterThan(0)
      await skill.invoke(ex.input, ctxWithBooks())
    }
  })
})
