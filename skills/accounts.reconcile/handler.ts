// accounts.reconcile (reconcile_accounts): the statement lines of the bank account(s) booked to account_code against the
// ledger lines of that account (engine: src/books/reconcile, through the SDK). Amounts stay in minor units until the
// answer is written, formatted once in the client's currency. Read only.
import { defineSkill, money, reconcile, SkillInputError } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

type Finding = Output['findings'][number]
type Match = ReturnType<typeof reconcile.reconcile>['matches'][number]

const RULE_TEXT: Record<reconcile.MatchRule, string> = {
  exact_reference: 'equal amount and the same reference',
  amount_date_window: 'equal amount within the date window',
  many_to_one: 'one statement line equal to 2 or 3 ledger lines',
  one_to_many: 'one ledger line equal to 2 or 3 statement lines',
}

export default defineSkill<Input, Output>(async (input, ctx) => {
  if (input.period_start && input.period_end && input.period_start > input.period_end)
    throw new SkillInputError('period_end', 'must not be before period_start')
  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  const fmt = (minor: number) => money.formatAmount(minor, currency)
  if (!(await books.chart()).some((a) => a.code === input.account_code))
    throw new SkillInputError('account_code', "is not an account of the client's chart of accounts")
  const range = {
    ...(input.period_start ? { from: input.period_start } : {}),
    ...(input.period_end ? { to: input.period_end } : {}),
  }
  const accounts = (await books.bankAccounts()).filter((b) => b.account_code === input.account_code)
  const bank = (await Promise.all(accounts.map((b) => books.statementLines({ bankAccountId: b.id, ...range })))).flat()
  const ledger = await books.ledgerLines({ accountCode: input.account_code, ...range })
  const warnings: string[] = []
  if (!accounts.length)
    warnings.push(
      `No bank account is booked to ${input.account_code}: there are no statement lines to reconcile against (import a statement with import_bank_statement).`,
    )
  else if (!bank.length)
    warnings.push(`No statement lines of the bank account booked to ${input.account_code} in the period.`)
  if (!input.period_end) warnings.push('No period_end: ages are counted to the latest line read.')

  const r = reconcile.reconcile(bank, ledger, {
    autoMatch: input.auto_match,
    ...(input.period_end ? { asOf: input.period_end } : {}),
  })
  const lineRef = (key: string) => {
    const i = key.lastIndexOf(':')
    return { entry_id: key.slice(0, i), line: Number(key.slice(i + 1)) }
  }
  const matchOut = (m: Match) => ({
    rule: m.rule,
    bank_line_ids: m.bank,
    ledger_lines: m.ledger.map(lineRef),
    amount: fmt(m.amount_minor),
    date_lag_days: m.date_lag_days,
  })
  const findings: Finding[] = []
  const groups = input.auto_match ? r.matches : r.proposals
  for (const rule of reconcile.MATCH_RULES) {
    const ms = groups.filter((m) => m.rule === rule)
    if (!ms.length) continue
    findings.push({
      area: input.auto_match ? 'matched' : 'proposed_match',
      rule,
      severity: 'info',
      description: `${ms.length} ${input.auto_match ? 'matched' : 'proposed'} by ${RULE_TEXT[rule]}.`,
      recommendation: input.auto_match ? '' : 'Review and accept these matches (run again with auto_match true).',
      amount: fmt(ms.reduce((a, m) => a + m.amount_minor, 0)),
      matches: ms.map(matchOut),
    })
  }
  for (const f of r.findings) findings.push(describe(f, fmt, lineRef))
  warnings.push(...limitWarnings(r.limits))
  if (!input.auto_match)
    warnings.push(
      'auto_match is false: nothing was matched, so every line counts as unmatched and reconciling items are not typed; proposed matches are listed as findings.',
    )

  return {
    reconciliation_id: reconcile.reconciliationId(
      {
        clientId: input.client_id,
        accountCode: input.account_code,
        periodStart: input.period_start ?? null,
        periodEnd: input.period_end ?? null,
        autoMatch: input.auto_match ?? true,
      },
      bank,
      ledger,
    ),
    matched_count: r.counts.matched,
    unmatched_count: r.counts.unmatched_bank_lines + r.counts.unmatched_ledger_lines,
    reconciled: r.reconciled,
    difference: fmt(r.difference_minor),
    findings,
    warnings,
  }
})

function describe(
  f: reconcile.ReconcileFinding,
  fmt: (m: number) => string,
  lineRef: (k: string) => { entry_id: string; line: number },
): Finding {
  const amount = fmt(f.amount_minor)
  const ledgerAmount = fmt(-f.amount_minor)
  const text: Record<reconcile.FindingType, [string, string, string]> = {
    duplicate_bank_line: [
      'high',
      `Statement line ${f.bank[0]} of ${f.date} (${amount}) repeats line ${f.duplicate_of} exactly; the books hold it once.`,
      'Ask the bank whether the transaction was processed twice; reverse or recover it.',
    ],
    ambiguous_candidates: ['warning', ambiguousText(f), 'Pick the right match by hand.'],
    unmatched_bank_line: [
      'warning',
      `Statement line of ${f.date} (${amount}) has no matching ledger line.`,
      'Record the transaction in the books, or find the entry posted with a different amount or account.',
    ],
    unrecorded_bank_fee: [
      'warning',
      `Bank charge of ${f.date} (${amount}) is not in the books.`,
      'Record it to bank charges.',
    ],
    unrecorded_bank_interest: [
      'warning',
      `Interest credited on ${f.date} (${amount}) is not in the books.`,
      'Record it to interest received.',
    ],
    stale_item: [
      'warning',
      `Ledger item of ${f.date} (${ledgerAmount}) has not appeared on the statement for ${f.age_days} days.`,
      'Investigate: cancel or reissue an unpresented cheque, or trace the receipt.',
    ],
    outstanding_payment: [
      'info',
      `Payment of ${f.date} (${ledgerAmount}) is in the books but not yet on the statement (${f.age_days} days).`,
      '',
    ],
    deposit_in_transit: [
      'info',
      `Receipt of ${f.date} (${ledgerAmount}) is in the books but not yet on the statement (${f.age_days} days).`,
      '',
    ],
  }
  const [severity, description, recommendation] = text[f.type]
  return {
    area: f.type,
    description,
    severity,
    recommendation,
    explained: f.explained,
    amount,
    date: f.date,
    age_days: f.age_days,
    bank_line_ids: f.bank,
    ledger_lines: f.ledger.map(lineRef),
    ...(f.duplicate_of ? { duplicate_of: f.duplicate_of } : {}),
    ...(f.alternatives
      ? { alternatives: f.alternatives.map((a) => ({ bank_line_ids: a.bank, ledger_lines: a.ledger.map(lineRef) })) }
      : {}),
    ...(f.search_limited ? { search_limited: true } : {}),
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function ambiguousText(f: reconcile.ReconcileFinding): string {
  const total = f.alternatives_total ?? f.alternatives?.length ?? 0
  const lines = `${plural(f.bank.length, 'statement line', 'statement lines')} and ${plural(f.ledger.length, 'ledger line', 'ledger lines')} from ${f.date}`
  if (total === 1)
    return `${lines} would balance in one grouping, but it rests on the amounts alone and such a sum is too likely by chance here; it was not matched.`
  return `${lines} could be matched in ${total} equally good ways${total > 10 ? ' (the first 10 listed)' : ''}; none was matched.`
}

/** Split searches cut by a limit, as warnings naming the lines (the findings of those lines carry search_limited). */
function limitWarnings(limits: reconcile.ReconcileResult['limits']): string[] {
  const out: string[] = []
  for (const rule of ['many_to_one', 'one_to_many'] as const) {
    const ls = limits.filter((l) => l.rule === rule)
    if (!ls.length) continue
    const what = rule === 'many_to_one' ? 'statement line' : 'ledger line'
    const cut = ls.filter((l) => l.searched > 0)
    const skipped = ls.filter((l) => l.searched === 0)
    const names = (xs: typeof ls) =>
      xs
        .slice(0, 20)
        .map((l) => `${l.line} (${l.candidates} candidates${l.searched ? `, ${l.searched} searched` : ''})`)
        .join(', ') + (xs.length > 20 ? ` and ${xs.length - 20} more` : '')
    if (cut.length)
      out.push(
        `Split search (${rule}) limited: ${plural(cut.length, what, `${what}s`)} had more candidates than the search takes and ${cut.length === 1 ? 'was' : 'were'} searched among the nearest by date only: ${names(cut)}. Their findings, and those of the candidates left out, carry search_limited.`,
      )
    if (skipped.length)
      out.push(
        `Split search (${rule}) not run for ${plural(skipped.length, what, `${what}s`)}: the search budget was spent: ${names(skipped)}. Their findings, and those of their candidates, carry search_limited.`,
      )
  }
  return out
}
