// The computations of assets.trace, pure over plain arrays (issue 8, assets.trace; domain-skills.md §0): the funds-flow
// graph, related parties from shared identifiers, bank accounts or addresses, and the rule-based red flags, each with
// the rows it came from. Thresholds are the constants below; README.md states them.
import type {
  SkillBankAccount,
  SkillContact,
  SkillLedgerLine,
  SkillStatementLine,
} from '../../src/skill-runtime/sdk.ts'

/** Round-tripping: money back from the same counterparty within this many days of it going out … */
export const ROUND_TRIP_DAYS = 30
/** … of an amount within this fraction of what went out. */
export const ROUND_TRIP_TOLERANCE = 0.1
/** Rapid in-and-out: withdrawals of at least this fraction of a deposit … */
export const RAPID_OUT_FRACTION = 0.9
/** … within this many days of it. */
export const RAPID_DAYS = 3
/** Deposits smaller than this (minor units) are not tested for rapid in-and-out: everyday spending would flood the list. */
export const RAPID_MIN_MINOR = 1_000_00
/** Transfers to related parties within this many days before the period end. */
export const PERIOD_END_DAYS = 14

export const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
const dayNumber = (d: string) =>
  Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / 86_400_000
export const addDays = (d: string, n: number) => new Date((dayNumber(d) + n) * 86_400_000).toISOString().slice(0, 10)

/** One movement of money between a counterparty and a bank account, from a statement line or a ledger line. */
export interface Movement {
  source: 'statement' | 'ledger'
  /** The statement line's id, or `<entry id>#<line>`. */
  ref: string
  date: string
  bankAccountId: string
  /** Money in positive. */
  amountMinor: number
  counterparty: string
  contactId: string | null
  description: string
}

/** Contacts by normalised name, to recognise a statement line's counterparty. */
export function contactIndex(contacts: readonly SkillContact[]): Map<string, SkillContact> {
  const m = new Map<string, SkillContact>()
  for (const c of contacts) if (!m.has(normalise(c.name))) m.set(normalise(c.name), c)
  return m
}

export function movements(o: {
  banks: readonly SkillBankAccount[]
  statement: readonly SkillStatementLine[]
  ledger: readonly SkillLedgerLine[]
  contacts: readonly SkillContact[]
}): Movement[] {
  const byName = contactIndex(o.contacts)
  const byId = new Map(o.contacts.map((c) => [c.id, c]))
  const bankByCode = new Map(o.banks.map((b) => [b.account_code, b]))
  const out: Movement[] = []
  for (const l of o.statement) {
    const name = (l.counterparty ?? l.description).replace(/\s+/g, ' ').trim()
    const contact = byName.get(normalise(name)) ?? null
    out.push({
      source: 'statement',
      ref: l.id,
      date: l.date,
      bankAccountId: l.bank_account_id,
      amountMinor: l.amount_minor,
      counterparty: contact?.name ?? name,
      contactId: contact?.id ?? null,
      description: l.description,
    })
  }
  // Ledger lines on a bank account's code whose entry names a contact: cash moved with a known counterparty.
  for (const l of o.ledger) {
    const bank = bankByCode.get(l.account_code)
    const contact = l.contact_id ? byId.get(l.contact_id) : undefined
    if (!bank || !contact) continue
    out.push({
      source: 'ledger',
      ref: `${l.entry_id}#${l.line}`,
      date: l.date,
      bankAccountId: bank.id,
      amountMinor: l.amount_minor,
      counterparty: contact.name,
      contactId: contact.id,
      description: l.description ?? l.narration,
    })
  }
  return out.sort(
    (a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source) || a.ref.localeCompare(b.ref),
  )
}

export interface Edge {
  from: { kind: 'counterparty' | 'bank_account'; id: string | null; name: string }
  to: { kind: 'counterparty' | 'bank_account'; id: string | null; name: string }
  source: 'statement' | 'ledger'
  totalMinor: number
  count: number
  firstDate: string
  lastDate: string
}

/** Movements aggregated per counterparty, bank account, direction and source. */
export function fundsFlow(ms: readonly Movement[], banks: readonly SkillBankAccount[]): Edge[] {
  const bankName = new Map(banks.map((b) => [b.id, b.name]))
  const edges = new Map<string, Edge>()
  for (const m of ms) {
    if (m.amountMinor === 0) continue
    const party = { kind: 'counterparty' as const, id: m.contactId, name: m.counterparty }
    const bank = {
      kind: 'bank_account' as const,
      id: m.bankAccountId,
      name: bankName.get(m.bankAccountId) ?? m.bankAccountId,
    }
    const inward = m.amountMinor > 0
    const key = JSON.stringify([inward, m.contactId ?? normalise(m.counterparty), m.bankAccountId, m.source])
    const e = edges.get(key) ?? {
      from: inward ? party : bank,
      to: inward ? bank : party,
      source: m.source,
      totalMinor: 0,
      count: 0,
      firstDate: m.date,
      lastDate: m.date,
    }
    e.totalMinor += Math.abs(m.amountMinor)
    e.count++
    if (m.date < e.firstDate) e.firstDate = m.date
    if (m.date > e.lastDate) e.lastDate = m.date
    edges.set(key, e)
  }
  return [...edges.values()].sort(
    (a, b) =>
      b.totalMinor - a.totalMinor ||
      a.from.name.localeCompare(b.from.name) ||
      a.to.name.localeCompare(b.to.name) ||
      a.source.localeCompare(b.source),
  )
}

export interface RelatedParty {
  contactId: string
  name: string
  kind: SkillContact['kind']
  links: Array<{
    basis: 'identifier' | 'bank_account' | 'address' | 'kind'
    value: string
    sharedWith: Array<{ contactId: string; name: string }>
  }>
}

/** Contacts that share an identifier, a bank account or an address with another contact, and contacts of kind related_party. */
export function relatedParties(contacts: readonly SkillContact[]): RelatedParty[] {
  const groups = new Map<string, SkillContact[]>()
  const add = (key: string, c: SkillContact) => {
    const g = groups.get(key) ?? []
    if (!g.includes(c)) g.push(c)
    groups.set(key, g)
  }
  for (const c of contacts) {
    for (const i of c.identifiers) {
      const v = i.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
      if (v) add(`identifier\u0000${i.scheme.toUpperCase()} ${v}`, c)
    }
    if (c.bank_account) add(`bank_account\u0000${c.bank_account.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`, c)
    if (c.address && normalise(c.address)) add(`address\u0000${normalise(c.address)}`, c)
  }
  const out = new Map<string, RelatedParty>()
  const entry = (c: SkillContact) => out.get(c.id) ?? { contactId: c.id, name: c.name, kind: c.kind, links: [] }
  for (const [key, g] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    if (g.length < 2) continue
    const [basis, value] = key.split('\u0000') as ['identifier' | 'bank_account' | 'address', string]
    for (const c of g) {
      const e = entry(c)
      e.links.push({
        basis,
        value,
        sharedWith: g.filter((x) => x !== c).map((x) => ({ contactId: x.id, name: x.name })),
      })
      out.set(c.id, e)
    }
  }
  for (const c of contacts) {
    if (c.kind !== 'related_party') continue
    const e = entry(c)
    e.links.push({ basis: 'kind', value: 'related_party', sharedWith: [] })
    out.set(c.id, e)
  }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name) || a.contactId.localeCompare(b.contactId))
}

export type FlagRule = 'round_tripping' | 'rapid_in_out' | 'related_party_period_end'

export interface Flag {
  rule: FlagRule
  severity: 'high' | 'medium'
  counterparty: string | null
  amountMinor: number
  evidence: Movement[]
}

const sameParty = (a: Movement, b: Movement) =>
  (a.contactId !== null && a.contactId === b.contactId) || normalise(a.counterparty) === normalise(b.counterparty)

/** Money out to a counterparty and back from it within ROUND_TRIP_DAYS, within ROUND_TRIP_TOLERANCE of the amount; each line used once. */
export function roundTrips(ms: readonly Movement[]): Flag[] {
  const used = new Set<string>()
  const flags: Flag[] = []
  for (const out of ms) {
    if (out.amountMinor >= 0 || used.has(out.ref)) continue
    const back = ms.find(
      (m) =>
        m.amountMinor > 0 &&
        !used.has(m.ref) &&
        m.source === out.source &&
        sameParty(m, out) &&
        m.date >= out.date &&
        m.date <= addDays(out.date, ROUND_TRIP_DAYS) &&
        Math.abs(m.amountMinor + out.amountMinor) <= Math.abs(out.amountMinor) * ROUND_TRIP_TOLERANCE,
    )
    if (!back) continue
    used.add(out.ref).add(back.ref)
    flags.push({
      rule: 'round_tripping',
      severity: 'high',
      counterparty: out.counterparty,
      amountMinor: -out.amountMinor,
      evidence: [out, back],
    })
  }
  return flags
}

/** A deposit of at least RAPID_MIN_MINOR followed, in the same account, by withdrawals of ≥ RAPID_OUT_FRACTION of it within RAPID_DAYS. */
export function rapidInOut(ms: readonly Movement[]): Flag[] {
  const flags: Flag[] = []
  const used = new Set<string>()
  ms.forEach((dep, i) => {
    if (dep.amountMinor < RAPID_MIN_MINOR || used.has(dep.ref)) return
    const outs: Movement[] = []
    let total = 0
    for (const m of ms.slice(i + 1)) {
      if (m.date > addDays(dep.date, RAPID_DAYS)) break
      if (m.bankAccountId !== dep.bankAccountId || m.source !== dep.source || m.amountMinor >= 0 || used.has(m.ref))
        continue
      outs.push(m)
      total += -m.amountMinor
      if (total >= dep.amountMinor * RAPID_OUT_FRACTION) break
    }
    if (total < dep.amountMinor * RAPID_OUT_FRACTION) return
    for (const m of [dep, ...outs]) used.add(m.ref)
    flags.push({
      rule: 'rapid_in_out',
      severity: 'medium',
      counterparty: dep.counterparty,
      amountMinor: dep.amountMinor,
      evidence: [dep, ...outs],
    })
  })
  return flags
}

/** Money out to a related party within PERIOD_END_DAYS before (and on) the period end. */
export function relatedNearPeriodEnd(
  ms: readonly Movement[],
  related: readonly RelatedParty[],
  contacts: readonly SkillContact[],
  periodEnd: string,
): Flag[] {
  const ids = new Set(related.map((r) => r.contactId))
  const names = new Set(contacts.filter((c) => ids.has(c.id)).map((c) => normalise(c.name)))
  const from = addDays(periodEnd, -PERIOD_END_DAYS)
  return ms
    .filter(
      (m) =>
        m.amountMinor < 0 &&
        m.date >= from &&
        m.date <= periodEnd &&
        ((m.contactId !== null && ids.has(m.contactId)) || names.has(normalise(m.counterparty))),
    )
    .map((m) => ({
      rule: 'related_party_period_end' as const,
      severity: 'high' as const,
      counterparty: m.counterparty,
      amountMinor: -m.amountMinor,
      evidence: [m],
    }))
}
