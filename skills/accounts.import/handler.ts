// accounts.import (import_chart_of_accounts): a CSV chart of accounts merged into a client's chart, all or nothing.
// Parsing is the books importer's (importers.parseCsvAccounts); the type words and the merge are here.
import { defineSkill, importers, SkillInputError, type SkillAccount } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

type AccountType = SkillAccount['type']

/** Type words as charts of accounts write them (lower case, spaces collapsed). */
const TYPE_WORDS: ReadonlyMap<string, AccountType> = new Map([
  ...[
    'asset',
    'assets',
    'current asset',
    'current assets',
    'non-current asset',
    'non current asset',
    'fixed asset',
    'fixed assets',
    'bank',
    'inventory',
    'receivable',
    'prepayment',
  ].map((w) => [w, 'asset'] as const),
  ...[
    'liability',
    'liabilities',
    'current liability',
    'current liabilities',
    'non-current liability',
    'non current liability',
    'payable',
  ].map((w) => [w, 'liability'] as const),
  ...['equity', 'capital', "owner's equity", 'owners equity', 'retained earnings'].map((w) => [w, 'equity'] as const),
  ...['revenue', 'income', 'sales', 'other income', 'trading income'].map((w) => [w, 'revenue'] as const),
  ...[
    'expense',
    'expenses',
    'cost of sales',
    'cost of goods sold',
    'direct costs',
    'overhead',
    'overheads',
    'depreciation',
    'other expense',
  ].map((w) => [w, 'expense'] as const),
])

/** At most this many tries when someone else changes the chart between our read and our write. */
const TRIES = 3

export default defineSkill<Input, Output>(async (input, ctx) => {
  if ((input.csv === undefined) === (input.file_id === undefined)) {
    throw new SkillInputError(
      input.csv === undefined ? 'csv' : 'file_id',
      input.csv === undefined ? 'is required: give csv or file_id' : 'cannot be given with csv: give one of them',
    )
  }
  const text = input.csv ?? (await ctx.data.files.read(input.file_id!)).bytes
  const parsed = importers.parseCsvAccounts(text)
  const problems = parsed.errors.map((e) => ({ param: `csv.${e.row}`, reason: `${e.field}: ${e.message}` }))
  const rows: SkillAccount[] = []
  for (const r of parsed.rows) {
    const type = r.type === null ? undefined : TYPE_WORDS.get(r.type.replace(/\s+/g, ' ').trim())
    if (!type) {
      problems.push({
        param: `csv.${r.row}`,
        reason:
          r.type === null
            ? 'type: missing; give asset, liability, equity, revenue or expense'
            : `type: "${r.type.slice(0, 40)}" is not a type this import reads`,
      })
      continue
    }
    rows.push({ code: r.code, name: r.name, type, archived: false })
  }
  problems.sort((a, b) => Number(a.param.slice(4)) - Number(b.param.slice(4)))
  if (problems.length) throw new SkillInputError(problems[0]!.param, problems[0]!.reason, problems.slice(1))
  if (rows.length === 0) throw new SkillInputError('csv', 'holds no accounts')

  const books = await ctx.data.books(input.client_id)
  for (let attempt = 1; ; attempt++) {
    const { accounts, version } = await books.chartVersion()
    const byCode = new Map(accounts.map((a) => [a.code, a]))
    const inFile = new Set(rows.map((r) => r.code))
    let added = 0,
      updated = 0,
      unchanged = 0,
      archived = 0
    const next: SkillAccount[] = []
    for (const r of rows) {
      const old = byCode.get(r.code)
      if (!old) added++
      else if (old.name === r.name && old.type === r.type && !old.archived) unchanged++
      else updated++
      next.push(r)
    }
    for (const a of accounts) {
      if (inFile.has(a.code)) continue
      if (input.archive_missing && !a.archived) {
        archived++
        next.push({ ...a, archived: true })
      } else next.push(a)
    }
    if (await books.setChart(next, version)) {
      return { accounts_in_file: rows.length, added, updated, archived, unchanged, stub_fields: [], warnings: [] }
    }
    if (attempt >= TRIES) throw new Error('the chart of accounts kept changing while this import ran')
  }
})
