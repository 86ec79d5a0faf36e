// The books the skills' examples (skills/*/examples/*.json) run against in tests: every client id an example names,
// in one organization, with a chart holding every account code the examples name (typed by the usual code ranges),
// a bank account on 1000, a statement line and a balanced entry. Used by the tenancy test and the every-skill-on-every-
// store test.
import type { Stores } from '../../store/ports/index.ts'
import type { LoadedSkill } from '../../skill-runtime/index.ts'
import { seedBooks } from './seed.ts'

const typeOf = (code: string) => {
  const n = Number.parseInt(code, 10)
  return n < 2000
    ? ('asset' as const)
    : n < 3000
      ? ('liability' as const)
      : n < 4000
        ? ('equity' as const)
        : n < 5000
          ? ('revenue' as const)
          : ('expense' as const)
}

/** Every account_code (and other *_code string) found in the examples, per client id. */
function codesByClient(skills: readonly LoadedSkill[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  const walk = (v: unknown, client: string | null): void => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x, client)
      return
    }
    if (typeof v !== 'object' || v === null) return
    const o = v as Record<string, unknown>
    const here = typeof o.client_id === 'string' ? o.client_id : client
    if (here !== null && !out.has(here)) out.set(here, new Set())
    if (here !== null && typeof o.account_code === 'string') out.get(here)!.add(o.account_code)
    for (const x of Object.values(o)) walk(x, here)
  }
  for (const s of skills) for (const ex of s.examples) walk(ex.input, null)
  return out
}

/** Seeds the examples' clients into `organizationId`; returns their ids. */
export async function seedExampleBooks(
  stores: Stores,
  organizationId: string,
  skills: readonly LoadedSkill[],
  o: { workspaceId?: string } = {},
): Promise<string[]> {
  const clients = codesByClient(skills)
  for (const [id, codes] of clients) {
    const all = new Set(['1000', '1010', '1200', '2100', '2150', '3000', '4000', '6000', '6100', ...codes])
    const bank = crypto.randomUUID()
    await seedBooks(
      stores,
      organizationId,
      id,
      {
        chart: [...all].sort().map((code) => ({ code, name: `Account ${code}`, type: typeOf(code) })),
        bank_accounts: [{ id: bank, name: 'Cheque', account_code: '1000' }],
        statement_lines: [
          {
            id: crypto.randomUUID(),
            bank_account_id: bank,
            date: '2026-07-01',
            amount_minor: -1000,
            description: 'MONTHLY FEE',
          },
        ],
        entries: [
          {
            id: crypto.randomUUID(),
            date: '2026-06-01',
            narration: 'capital',
            lines: [
              { account_code: '1000', amount_minor: 1_000_000 },
              { account_code: '3000', amount_minor: -1_000_000 },
            ],
          },
          {
            id: crypto.randomUUID(),
            date: '2026-07-02',
            narration: 'sale',
            lines: [
              { account_code: '1200', amount_minor: 550_000 },
              { account_code: '4000', amount_minor: -550_000 },
            ],
          },
          {
            id: crypto.randomUUID(),
            date: '2026-07-03',
            narration: 'rent',
            lines: [
              { account_code: '6000', amount_minor: 150_000 },
              { account_code: '1000', amount_minor: -150_000 },
            ],
          },
        ],
      },
      { workspaceId: o.workspaceId ?? null },
    )
  }
  return [...clients.keys()]
}
