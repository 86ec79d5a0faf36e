// investigation_scope: the spec leaves it a free object; these are the keys this skill reads (README "Scope"). Anything
// else, or a value of the wrong shape, is a 422 naming investigation_scope.<key> (and the item, for lists).
import { SkillInputError } from '../../src/skill-runtime/sdk.ts'

export interface Scope {
  source: 'bank' | 'ledger'
  from: string | null
  to: string | null
  bank_account_ids: string[] | null
  account_codes: string[] | null
  counterparties: string[] | null
}

export const SCOPE_KEYS = ['source', 'from', 'to', 'bank_account_ids', 'account_codes', 'counterparties'] as const
const DATE = /^\d{4}-\d{2}-\d{2}$/
const BASE = 'investigation_scope'

function date(v: unknown, key: string): string | null {
  if (v === undefined || v === null) return null
  if (
    typeof v !== 'string' ||
    !DATE.test(v) ||
    Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ||
    new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v
  ) {
    throw new SkillInputError(`${BASE}.${key}`, 'must be a date YYYY-MM-DD')
  }
  return v
}

function strings(v: unknown, key: string): string[] | null {
  if (v === undefined || v === null) return null
  if (!Array.isArray(v) || v.length === 0 || v.length > 500)
    throw new SkillInputError(`${BASE}.${key}`, 'must be a list of 1 to 500 strings')
  v.forEach((x, i) => {
    if (typeof x !== 'string' || x.trim() === '' || x.length > 200)
      throw new SkillInputError(`${BASE}.${key}.${i}`, 'must be a non-empty string of at most 200 characters')
  })
  return v as string[]
}

export function parseScope(raw: Readonly<Record<string, unknown>>): Scope {
  for (const key of Object.keys(raw)) {
    if (!(SCOPE_KEYS as readonly string[]).includes(key)) {
      throw new SkillInputError(`${BASE}.${key}`, `is not a known scope key; known: ${SCOPE_KEYS.join(', ')}`)
    }
  }
  const source = raw.source ?? 'bank'
  if (source !== 'bank' && source !== 'ledger')
    throw new SkillInputError(`${BASE}.source`, 'must be "bank" or "ledger"')
  const from = date(raw.from, 'from')
  const to = date(raw.to, 'to')
  if (from && to && from > to) throw new SkillInputError(`${BASE}.to`, 'must not be before investigation_scope.from')
  return {
    source,
    from,
    to,
    bank_account_ids: strings(raw.bank_account_ids, 'bank_account_ids'),
    account_codes: strings(raw.account_codes, 'account_codes'),
    counterparties: strings(raw.counterparties, 'counterparties'),
  }
}
