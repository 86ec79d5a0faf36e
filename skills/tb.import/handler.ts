// tb.import (import_trial_balance): a trial-balance CSV becomes one balanced opening-balance journal entry, all or
// nothing. The entry's identity comes from the client, the date and the file's digest (recordEntry's `identity`), so
// the same file imported again finds its entry instead of writing a second one, with or without an Idempotency-Key.
import { defineSkill, money, SkillInputError, tb, type SkillAccount } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

type Problem = { param: string; reason: string }
/** At most this many tries when someone else changes the chart between our read and our write. */
const TRIES = 3

export default defineSkill<Input, Output>(async (input, ctx) => {
  if ((input.csv === undefined) === (input.file_id === undefined)) {
    throw new SkillInputError(
      input.csv === undefined ? 'csv' : 'file_id',
      input.csv === undefined ? 'is required: give csv or file_id' : 'cannot be given with csv: give one of them',
    )
  }
  const books = await ctx.data.books(input.client_id)
  const { currency, lockedThrough } = books.client
  const param = input.csv !== undefined ? 'csv' : 'file_id'
  const file =
    input.csv !== undefined
      ? { bytes: Buffer.from(input.csv, 'utf8'), sha256: tb.sha256(input.csv) }
      : await ctx.data.files.read(input.file_id!)
  const fail = (ps: Problem[]): never => {
    const sorted = [...ps].sort((a, b) => rowOf(a.param) - rowOf(b.param))
    throw new SkillInputError(sorted[0]!.param, sorted[0]!.reason, sorted.slice(1))
  }
  if (lockedThrough !== null && input.as_of <= lockedThrough)
    fail([{ param: 'as_of', reason: `is in a closed period: the books are locked through ${lockedThrough}` }])

  const parsed = tb.rowsFromCsv(file.bytes, { currency, param, allowUnbalanced: false })
  const problems: Problem[] = [...parsed.problems]
  const seen = new Map<string, number>()
  for (const r of parsed.rows) {
    const first = seen.get(r.code)
    if (first !== undefined)
      problems.push({
        param: `${param}.row.${r.row}.code`,
        reason: `${r.code} is already on line ${first}; a trial balance lists each account once`,
      })
    else seen.set(r.code, r.row)
  }
  if (problems.length) fail(problems)
  const withBalance = parsed.rows.filter((r) => r.balanceMinor !== 0)
  if (withBalance.length < 2)
    fail([{ param, reason: 'holds fewer than two accounts with a balance: there is nothing to record' }])

  // Accounts: every code must be an open account of the chart, or be added now (typed by its classification).
  const created: Output['accounts_created'] = []
  for (let attempt = 1; ; attempt++) {
    const { accounts, version } = await books.chartVersion()
    const byCode = new Map(accounts.map((a) => [a.code, a]))
    const missing: SkillAccount[] = []
    created.length = 0
    for (const r of withBalance) {
      const a = byCode.get(r.code)
      if (a?.archived)
        problems.push({
          param: `${param}.row.${r.row}.code`,
          reason: `names an archived account (${a.code} ${a.name}); unarchive it first`,
        })
      if (a) continue
      if (!input.create_missing_accounts) {
        problems.push({
          param: `${param}.row.${r.row}.code`,
          reason: `${r.code} is not in the client's chart of accounts; import the chart first, or pass create_missing_accounts`,
        })
        continue
      }
      if (!input.jurisdiction) {
        problems.push({
          param: 'jurisdiction',
          reason:
            'is required with create_missing_accounts: it chooses the classification rules that type new accounts',
        })
        break
      }
      const c = tb.classify(r, input.jurisdiction)
      if (!c.classified) {
        problems.push({
          param: `${param}.row.${r.row}.name`,
          reason: `${r.code} ${JSON.stringify(r.name)} is not in the chart and no rule classifies it (${c.reason}); add it to the chart first`,
        })
        continue
      }
      missing.push({ code: r.code, name: r.name, type: c.info.type, archived: false })
      created.push({ code: r.code, name: r.name, type: c.info.type, rule: c.rule.id })
    }
    if (problems.length) fail(problems)
    if (missing.length === 0 || (await books.setChart([...accounts, ...missing], version))) break
    if (attempt >= TRIES) throw new Error('the chart of accounts kept changing while this import ran')
  }

  const fmt = (minor: number) => money.formatAmount(minor, currency)
  const entry = await books.recordEntry(
    {
      date: input.as_of,
      narration: input.narration ?? `Opening balances at ${input.as_of} (trial balance import)`,
      reference: `TB ${file.sha256.slice(0, 12)}`,
      lines: withBalance.map((r) => ({
        account_code: r.code,
        description: r.name,
        ...(r.balanceMinor > 0 ? { debit: fmt(r.balanceMinor) } : { credit: fmt(-r.balanceMinor) }),
      })),
    },
    { identity: `trial-balance-import\u0000${input.as_of}\u0000${file.sha256}` },
  )

  return {
    entry,
    already_imported: !entry.created,
    rows_in_file: parsed.rows.length,
    lines: withBalance.length,
    zero_rows_skipped: parsed.rows.length - withBalance.length,
    accounts_created: created,
    sha256: file.sha256,
    stub_fields: [],
    warnings: entry.created ? [] : ['This file was imported for this client and date before; nothing new was written.'],
  }
})

/** Problems sort by line (`csv.row.7.debit` → 7); whole-input ones first. */
function rowOf(param: string): number {
  const m = /\.row\.(\d+)/.exec(param)
  return m ? Number(m[1]) : 0
}
