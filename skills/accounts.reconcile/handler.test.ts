// accounts.reconcile through the runtime's validation (loadSkillForTest) with books held in memory (issue 25 §2): a
// 10,000-line planted book (contract-tests/planted-books) reconciles to its exact difference with a valid output; the
// wording of ambiguous findings counts right ("1 grouping", "2 ways"); a split search cut by its limit is a warning
// naming the line, and the findings concerned carry search_limited. Scoring: src/books/reconcile/planted.test.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSkillForTest, type TestSkill } from '../../src/skill-runtime/testing.ts'
import type { SkillBooks, SkillContext } from '../../src/skill-runtime/sdk.ts'
import { plantBooks } from '../../contract-tests/planted-books/generate.ts'
import type { Output } from './types.ts'

const CLIENT = '6f1c2b9e-3d4a-4e8f-9b7c-2a1d5e6f7a80'
type Bank = {
  id: string
  date: string
  amount_minor: number
  description: string
  reference: string | null
  counterparty: string | null
}
type Ledger = {
  entry_id: string
  line: number
  date: string
  narration: string
  reference: string | null
  amount_minor: number
  description: string | null
}

function ctxWith(bank: Bank[], ledger: Ledger[]): Partial<SkillContext> {
  const books = {
    client: { id: CLIENT, name: 'Example', currency: 'AUD', workspaceId: null, lockedThrough: null },
    chart: async () => [{ code: '1-1000', name: 'Bank', type: 'asset' as const, archived: false }],
    bankAccounts: async () => [
      {
        id: 'ba-1',
        name: 'Operating',
        account_code: '1-1000',
        currency: 'AUD',
        institution: null,
        account_number: null,
      },
    ],
    statementLines: async () => bank.map((b) => ({ ...b, bank_account_id: 'ba-1', fitid: null })),
    ledgerLines: async () => ledger.map((l) => ({ ...l, account_code: '1-1000', contact_id: null })),
    contacts: async () => [],
  } as unknown as SkillBooks
  return { data: { books: async () => books } as unknown as SkillContext['data'] }
}

let skill: TestSkill
beforeAll(async () => {
  skill = await loadSkillForTest(import.meta.dirname)
})
const run = async (bank: Bank[], ledger: Ledger[], periodEnd = '2026-06-30') =>
  (await skill.invoke(
    { client_id: CLIENT, account_code: '1-1000', period_end: periodEnd },
    ctxWith(bank, ledger),
  )) as unknown as Output

describe('accounts.reconcile', () => {
  it('reconciles 10,000 planted lines a side to the exact difference, with a valid output', async () => {
    const books = plantBooks(303, { lines: 10_000 })
    const out = await run(books.bank, books.ledger, books.truth.period_end)
    expect(skill.outputErrors(out)).toBeNull()
    expect(out.difference).toBe((books.truth.expected.difference_minor / 100).toFixed(2))
    expect(out.warnings.filter((w) => w.startsWith('Split search'))).toEqual([])
    const interest = out.findings.filter((f) => f.area === 'unrecorded_bank_interest')
    expect(interest.length).toBe(books.truth.bank_only.interest.length)
    expect(out.findings.some((f) => /\b1 equally good ways\b/.test(f.description))).toBe(false)
  })

  it('counts ambiguous groupings in words that agree with the number', async () => {
    const two = await run(
      [
        {
          id: 'b1',
          date: '2026-06-10',
          amount_minor: 12345,
          description: 'DEPOSIT',
          reference: null,
          counterparty: null,
        },
      ],
      [
        {
          entry_id: 'e1',
          line: 0,
          date: '2026-06-09',
          narration: 'Receipt A',
          reference: null,
          amount_minor: 12345,
          description: null,
        },
        {
          entry_id: 'e2',
          line: 0,
          date: '2026-06-11',
          narration: 'Receipt B',
          reference: null,
          amount_minor: 12345,
          description: null,
        },
      ],
    )
    expect(two.findings.find((f) => f.area === 'ambiguous_candidates')!.description).toMatch(
      /^1 statement line and 2 ledger lines from 2026-06-09 could be matched in 2 equally good ways/,
    )
  })

  it('warns when a split search is cut by its limit and marks the lines concerned', async () => {
    const ledger = Array.from({ length: 450 }, (_, i) => ({
      entry_id: `e${String(i).padStart(3, '0')}`,
      line: 0,
      date: '2026-06-08',
      narration: `Supplier ${i}`,
      reference: null,
      amount_minor: -(1_001 + 13 * i),
      description: null,
    }))
    const out = await run(
      [
        {
          id: 'big',
          date: '2026-06-10',
          amount_minor: -9_999_999,
          description: 'TFR TO SOMEONE',
          reference: null,
          counterparty: null,
        },
      ],
      ledger,
    )
    expect(skill.outputErrors(out)).toBeNull()
    expect(out.warnings.find((w) => w.startsWith('Split search (many_to_one) limited'))).toMatch(
      /1 statement line had more candidates .*: big \(450 candidates, 400 searched\)/,
    )
    expect(out.findings.filter((f) => f.search_limited).length).toBe(1 + 50)
    expect(out.reconciled).toBe(false)
  })
})
