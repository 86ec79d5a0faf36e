// assets.trace (trace_assets): funds flow, related parties and rule-based red flags from a client's books (the spec's
// shown schema). The computations are in trace.ts; this file reads the books, applies the scope and formats.
import { defineSkill, money, SkillInputError, tb } from '../../src/skill-runtime/sdk.ts'
import {
  fundsFlow,
  movements,
  normalise,
  PERIOD_END_DAYS,
  RAPID_DAYS,
  RAPID_OUT_FRACTION,
  rapidInOut,
  relatedNearPeriodEnd,
  relatedParties,
  ROUND_TRIP_DAYS,
  ROUND_TRIP_TOLERANCE,
  roundTrips,
  type Flag,
  type FlagRule,
  type Movement,
} from './trace.ts'
import type { Input, Output } from './types.ts'

type Scope = NonNullable<Input['scope']>
/** What each scope computes; the rest is returned empty. */
const SCOPES: Record<Scope, { flow: boolean; related: boolean; flags: FlagRule[] }> = {
  funds_flow: { flow: true, related: false, flags: ['round_tripping', 'rapid_in_out'] },
  related_party: { flow: false, related: true, flags: ['related_party_period_end'] },
  asset_dissipation: {
    flow: true,
    related: true,
    flags: ['rapid_in_out', 'related_party_period_end', 'round_tripping'],
  },
  ownership: { flow: false, related: true, flags: [] },
  matrimonial: { flow: true, related: true, flags: ['round_tripping', 'rapid_in_out', 'related_party_period_end'] },
}

const CHECKLIST: Record<Scope, string[]> = {
  funds_flow: [
    'Bank statements for every account over the period, from the bank (not re-keyed)',
    'Source documents (invoices, contracts, remittances) for each transfer named in a red flag',
    'Confirmation of the counterparties of the largest flows',
  ],
  related_party: [
    'Register of directors, shareholders, trustees and beneficiaries and their associates',
    'Contracts and board minutes approving each related-party transaction',
    'Identity documents and registry extracts for contacts that share identifiers, bank accounts or addresses',
  ],
  asset_dissipation: [
    'Bank statements for every account over the period and the months after it',
    'Title, registry and sale records for assets disposed of in the period',
    'Loan agreements and repayment records with related parties',
    'Explanations for each transfer made near the period end',
  ],
  ownership: [
    'Share registers, trust deeds and partnership agreements',
    'Registry extracts for each entity and contact that shares identifiers',
    'Beneficial ownership declarations',
  ],
  matrimonial: [
    'Bank, credit card and loan statements of both parties over the period',
    'Asset registers and valuations (property, vehicles, shares, superannuation or pensions)',
    "Tax returns and financial statements of the parties' entities",
    'Explanations and documents for each red flag, in particular transfers to related parties near the separation date',
  ],
}
const REGISTRIES: Record<string, string> = {
  AU: 'ASIC company and business name extracts and ABN Lookup (ABR) history for each related party',
  NZ: 'NZ Companies Office and NZBN register extracts for each related party',
  GB: 'Companies House filings, officers and persons with significant control for each related party',
  CA: 'Federal and provincial corporate registry profiles for each related party',
  US: 'State secretary-of-state entity records for each related party',
}

/** `YYYY`, `YYYY-MM`, or `start/end` (also `start..end`) → inclusive dates. */
function period(p: string): { from: string; to: string } | null {
  const date = /^\d{4}-\d{2}-\d{2}$/
  const valid = (d: string) => date.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d
  if (/^\d{4}$/.test(p)) return { from: `${p}-01-01`, to: `${p}-12-31` }
  const m = /^(\d{4})-(\d{2})$/.exec(p)
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12)
    return { from: `${p}-01`, to: new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).toISOString().slice(0, 10) }
  const r = /^(\S+?)(?:\/|\.\.)(\S+)$/.exec(p)
  if (r && valid(r[1]!) && valid(r[2]!) && r[1]! <= r[2]!) return { from: r[1]!, to: r[2]! }
  return null
}

function uuidFrom(text: string): string {
  const h = tb.sha256(text)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

export default defineSkill<Input, Output>(async (input, ctx) => {
  const scope: Scope = input.scope ?? 'funds_flow'
  const parts = SCOPES[scope]
  const range = input.time_period ? period(input.time_period.trim()) : null
  if (input.time_period && !range)
    throw new SkillInputError(
      'time_period',
      'must be YYYY, YYYY-MM, or YYYY-MM-DD/YYYY-MM-DD with the start on or before the end',
    )
  const books = await ctx.data.books(input.client_id)
  const fileIds = input.file_ids ?? []
  for (const [i, id] of fileIds.entries())
    await ctx.data.files.read(id, { param: `file_ids.${i}`, maxBytes: 25 * 1024 * 1024 })
  const fmt = (minor: number) => money.formatAmount(minor, books.client.currency)
  const window = range ? { from: range.from, to: range.to } : {}
  const [banks, statement, ledger, contacts] = await Promise.all([
    books.bankAccounts(),
    books.statementLines(window),
    books.ledgerLines(window),
    books.contacts(),
  ])
  const warnings: string[] = []

  let ms = movements({ banks, statement, ledger, contacts })
  const target = input.target_entity?.trim() || null
  if (target) {
    const t = normalise(target)
    ms = ms.filter((m) => m.contactId === target || (t !== '' && normalise(m.counterparty).includes(t)))
    if (ms.length === 0)
      warnings.push(`No movement has a counterparty matching target_entity ${JSON.stringify(target)}.`)
  }
  if (statement.length === 0 && ledger.length === 0)
    warnings.push("The client's books hold no statement lines or journal lines in the period: nothing to trace.")
  const periodEnd = range?.to ?? ms.at(-1)?.date ?? null
  if (!range && parts.flags.includes('related_party_period_end') && periodEnd)
    warnings.push(
      `No time_period: transfers to related parties were tested against the last movement's date, ${periodEnd}, as the period end.`,
    )

  const related = parts.related || parts.flags.includes('related_party_period_end') ? relatedParties(contacts) : []
  const flags: Flag[] = []
  if (parts.flags.includes('round_tripping')) flags.push(...roundTrips(ms))
  if (parts.flags.includes('rapid_in_out')) flags.push(...rapidInOut(ms))
  if (parts.flags.includes('related_party_period_end') && periodEnd)
    flags.push(...relatedNearPeriodEnd(ms, related, contacts, periodEnd))
  flags.sort(
    (a, b) =>
      a.evidence[0]!.date.localeCompare(b.evidence[0]!.date) ||
      a.rule.localeCompare(b.rule) ||
      a.evidence[0]!.ref.localeCompare(b.evidence[0]!.ref),
  )

  const row = (m: Movement) => ({
    source: m.source,
    ref: m.ref,
    date: m.date,
    bank_account_id: m.bankAccountId,
    amount: fmt(m.amountMinor),
    counterparty: m.counterparty,
    contact_id: m.contactId,
    description: m.description,
  })
  const message = (f: Flag): string => {
    const [a, b] = f.evidence
    if (f.rule === 'round_tripping')
      return `${fmt(f.amountMinor)} went out to ${f.counterparty} on ${a!.date} and ${fmt(b!.amountMinor)} came back from it on ${b!.date} (rule: back within ${ROUND_TRIP_DAYS} days, within ${ROUND_TRIP_TOLERANCE * 100}% of the amount).`
    if (f.rule === 'rapid_in_out')
      return `A deposit of ${fmt(f.amountMinor)} from ${f.counterparty} on ${a!.date} was followed by ${f.evidence.length - 1} withdrawal${f.evidence.length === 2 ? '' : 's'} totalling ${fmt(f.evidence.slice(1).reduce((s, m) => money.add(s, -m.amountMinor), 0))} by ${f.evidence.at(-1)!.date} (rule: at least ${RAPID_OUT_FRACTION * 100}% within ${RAPID_DAYS} days).`
    return `${fmt(f.amountMinor)} went to related party ${f.counterparty} on ${a!.date}, within ${PERIOD_END_DAYS} days of the period end ${periodEnd}.`
  }

  const checklist = [...CHECKLIST[scope]]
  if (input.jurisdiction && parts.related) checklist.push(REGISTRIES[input.jurisdiction]!)
  for (const id of fileIds)
    checklist.push(
      `Review uploaded document ${id} against the flows it concerns (its contents were not read by this skill)`,
    )
  if (flags.length)
    checklist.push(
      `Documents explaining each of the ${flags.length} red flag${flags.length === 1 ? '' : 's'} (the evidence rows name the lines)`,
    )
  if (fileIds.length)
    warnings.push(
      'The documents named in file_ids were checked to exist but not read; they are listed in the evidence checklist.',
    )
  warnings.push(
    "forensic_narrative and citations need a language model, which this service does not run: they are empty and listed in stub_fields. Every other field is computed from the client's books.",
  )

  const investigationId = uuidFrom(
    JSON.stringify([
      'assets.trace',
      ctx.data.organizationId,
      input.client_id,
      scope,
      range,
      target,
      [...fileIds].sort(),
      input.jurisdiction ?? null,
    ]),
  )
  return {
    investigation_id: investigationId,
    funds_flow: parts.flow
      ? fundsFlow(ms, banks).map((e) => ({
          from: e.from,
          to: e.to,
          source: e.source,
          total: fmt(e.totalMinor),
          count: e.count,
          first_date: e.firstDate,
          last_date: e.lastDate,
        }))
      : [],
    related_parties: parts.related
      ? related.map((r) => ({
          contact_id: r.contactId,
          name: r.name,
          kind: r.kind,
          links: r.links.map((l) => ({
            basis: l.basis,
            value: l.value,
            shared_with: l.sharedWith.map((s) => ({ contact_id: s.contactId, name: s.name })),
          })),
        }))
      : [],
    red_flags: flags.map((f) => ({
      rule: f.rule,
      severity: f.severity,
      counterparty: f.counterparty,
      amount: fmt(f.amountMinor),
      message: message(f),
      evidence: f.evidence.map(row),
    })),
    forensic_narrative: '',
    evidence_checklist: checklist,
    citations: [],
    stub_fields: ['forensic_narrative', 'citations'],
    warnings,
  }
})
