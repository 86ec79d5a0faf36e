// journal.import (import_journal): a journal or general-ledger report (Xero, QuickBooks Online, MYOB, or mapped
// columns; CSV or XLSX) becomes the client's journal entries, all or nothing (issue 25 §2). Reading is the books
// importers' (importers.parseLedger, then groupLedgerEntries once accounts are resolved against the chart); writing is
// books.recordEntries (batches, one store write each). Each entry's identity is derived from the source system, its
// number and its content, so the same books imported again add nothing.
import {
  defineSkill,
  documents,
  importers,
  money,
  SkillInputError,
  tb,
  type NewJournalEntry,
  type SkillAccount,
} from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

type Problem = { param: string; reason: string }
/** The largest uploaded report read: 10,000 lines of any layout take well under 5 MiB; room for 100,000. */
const MAX_FILE_BYTES = 25 * 1024 * 1024
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** At most this many tries when someone else changes the chart between our read and our write. */
const TRIES = 3
const CREDIT_NORMAL = new Set(['liability', 'equity', 'revenue'])

export default defineSkill<Input, Output>(async (input, ctx) => {
  if ((input.csv === undefined) === (input.file_id === undefined)) {
    throw new SkillInputError(
      input.csv === undefined ? 'csv' : 'file_id',
      input.csv === undefined ? 'is required: give csv or file_id' : 'cannot be given with csv: give one of them',
    )
  }
  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  const source = input.csv !== undefined ? 'csv' : 'file_id'
  const fail = (ps: Problem[]): never => {
    // Every problem goes in: the message counts them all, the answer lists the first 20 (details_truncated past them).
    const sorted = [...ps].sort((a, b) => rowOf(a.param) - rowOf(b.param))
    throw new SkillInputError(sorted[0]!.param, sorted[0]!.reason, sorted.slice(1))
  }

  // The file as sheet rows: CSV read by the books' CSV reader; XLSX by the guarded document reader (exceljs in a worker).
  let rows: importers.SheetRow[]
  let sha256: string
  const readProblems: Problem[] = []
  if (input.csv !== undefined) {
    sha256 = tb.sha256(input.csv)
    const r = importers.csvSheetRows(input.csv)
    rows = r.rows
    readProblems.push(...r.errors.map((e) => ({ param: `csv.row.${e.row}.${e.field}`, reason: e.message })))
  } else {
    const f = await ctx.data.files.read(input.file_id!, { maxBytes: MAX_FILE_BYTES })
    sha256 = f.sha256
    if (f.contentType === XLSX_TYPE) rows = await sheetRows(f, ctx.signal)
    else if (f.contentType === 'text/csv' || f.contentType.startsWith('text/plain')) {
      const r = importers.csvSheetRows(f.bytes)
      rows = r.rows
      readProblems.push(...r.errors.map((e) => ({ param: `file_id.row.${e.row}.${e.field}`, reason: e.message })))
    } else
      throw new SkillInputError('file_id', `names a file of type ${f.contentType}; a journal report is CSV or XLSX`)
  }
  if (readProblems.length) fail(readProblems)

  const parsed = importers.parseLedger(rows, {
    currency,
    mapping: input.mapping,
    dateFormat: input.date_format,
    decimalSeparator: input.decimal_separator,
  })
  const problems: Problem[] = parsed.errors.map((e) => ({
    param: `${source}.row.${e.row}.${e.field}`,
    reason: e.message,
  }))
  const warnings: string[] = []
  if (parsed.dateOrderAssumed) {
    warnings.push(
      `Every date reads both day-first and month-first; ${parsed.dateOrder === 'MDY' ? 'MM/DD/YYYY (US QuickBooks)' : 'DD/MM/YYYY'} was assumed. Pass date_format if that is wrong.`,
    )
  }

  // Accounts: each line's code (exactly, else ignoring punctuation) or name names an open account of the chart, or one
  // added now (create_missing_accounts).
  const created: Output['accounts_created'] = []
  let resolved: importers.ResolvedLine[] = []
  for (let attempt = 1; ; attempt++) {
    const { accounts, version } = await books.chartVersion()
    const find = finder(accounts)
    const missing = new Map<string, SkillAccount>()
    const accountProblems: Problem[] = []
    created.length = 0
    resolved = []
    for (const l of parsed.lines) {
      const field = l.accountCode !== null ? 'account_code' : 'account_name'
      const at = `${source}.row.${l.row}.${field}`
      const shown = [l.accountCode, l.accountName].filter(Boolean).join(' ')
      let a = find(l.accountCode, l.accountName) ?? (l.accountCode !== null ? missing.get(l.accountCode) : undefined)
      if (!a) {
        if (!input.create_missing_accounts) {
          accountProblems.push({
            param: at,
            reason: `${JSON.stringify(shown)} is not in the client's chart of accounts; import the chart first, or pass create_missing_accounts`,
          })
          continue
        }
        if (!input.jurisdiction) {
          accountProblems.push({
            param: 'jurisdiction',
            reason:
              'is required with create_missing_accounts: it chooses the classification rules that type new accounts',
          })
          break
        }
        if (l.accountCode === null) {
          accountProblems.push({
            param: at,
            reason: `${JSON.stringify(shown)} is not in the chart and the file gives it no code; add it to the chart first`,
          })
          continue
        }
        const name = l.accountName ?? l.accountCode
        const c = tb.classify({ code: l.accountCode, name }, input.jurisdiction)
        if (!c.classified) {
          accountProblems.push({
            param: at,
            reason: `${JSON.stringify(shown)} is not in the chart and no rule classifies it (${c.reason}); add it to the chart first`,
          })
          continue
        }
        a = { code: l.accountCode, name: name.slice(0, 200), type: c.info.type, archived: false }
        missing.set(a.code, a)
        created.push({ code: a.code, name: a.name, type: a.type, rule: c.rule.id })
      }
      if (a.archived) {
        accountProblems.push({
          param: at,
          reason: `names an archived account (${a.code} ${a.name}); unarchive it first`,
        })
        continue
      }
      resolved.push({
        ...l,
        accountCode: a.code,
        amountMinor: l.natural && CREDIT_NORMAL.has(a.type) ? -l.amountMinor : l.amountMinor,
      })
    }
    problems.push(...accountProblems)
    if (problems.length) fail(problems)
    if (missing.size === 0 || (await books.setChart([...accounts, ...missing.values()], version))) break
    if (attempt >= TRIES) throw new Error('the chart of accounts kept changing while this import ran')
    problems.length = 0
  }

  const grouped = importers.groupLedgerEntries(resolved, currency)
  const lockedThrough = books.client.lockedThrough
  for (const e of grouped.errors) problems.push({ param: `${source}.row.${e.row}.${e.field}`, reason: e.message })
  if (lockedThrough !== null) {
    for (const e of grouped.entries) {
      if (e.date <= lockedThrough)
        problems.push({
          param: `${source}.row.${e.lines[0]!.row}.date`,
          reason: `entry ${e.label} is dated ${e.date}, in a closed period: the books are locked through ${lockedThrough}`,
        })
    }
  }
  if (problems.length) fail(problems)

  // Identities: the source system, the entry's key in the file, its content, and its occurrence among identical ones.
  const vendor = parsed.layout === 'mapped' ? 'mapped' : parsed.layout!.split('_')[0]!
  const seen = new Map<string, number>()
  const entries: NewJournalEntry[] = grouped.entries.map((e) => {
    const digest = tb.sha256(
      JSON.stringify([
        e.entryKey,
        e.date,
        e.reference,
        e.lines.map((l) => [l.accountCode, l.amountMinor, l.description]).sort(),
      ]),
    )
    const n = (seen.get(digest) ?? 0) + 1
    seen.set(digest, n)
    return {
      identity: `general-ledger-import\u0000${vendor}\u0000${digest}\u0000${n}`,
      date: e.date,
      narration: e.narration ?? e.lines.find((l) => l.description)?.description ?? `${e.label} (general-ledger import)`,
      reference: e.reference,
      lines: e.lines.map((l) => ({
        account_code: l.accountCode,
        amount_minor: l.amountMinor,
        description: l.description,
      })),
    }
  })
  const r = await books.recordEntries(entries)
  const already = entries.length > 0 && r.added === 0
  if (already) warnings.push('These entries were imported for this client before; nothing new was written.')
  else if (r.skipped)
    warnings.push(
      `${r.skipped} of the file's entries were already in the books (imported before) and were not stored again.`,
    )
  const dates = entries.map((e) => e.date).sort()
  const debits = money.sum(entries.flatMap((e) => e.lines.map((l) => Math.max(l.amount_minor, 0))))
  return {
    layout: parsed.layout!,
    date_format: parsed.dateOrder,
    lines_in_file: parsed.lines.length,
    entries: entries.length,
    added: r.added,
    skipped: r.skipped,
    already_imported: already,
    zero_lines_skipped: parsed.skipped.zeroLines,
    report_rows_skipped: parsed.skipped.reportRows,
    first_date: dates[0] ?? null,
    last_date: dates.at(-1) ?? null,
    total_debits: money.formatAmount(debits, currency),
    accounts_created: created,
    sha256,
    stub_fields: [],
    warnings,
  }
})

/** Finds a chart account by code (exactly, else ignoring case and punctuation), else by name, else by "<code> <name>". */
function finder(
  accounts: readonly SkillAccount[],
): (code: string | null, name: string | null) => SkillAccount | undefined {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')
  const unique = <K>(pairs: Array<[K, SkillAccount]>) => {
    const m = new Map<K, SkillAccount | null>()
    for (const [k, a] of pairs) m.set(k, m.has(k) ? null : a)
    return m
  }
  const byCode = new Map(accounts.map((a) => [a.code, a]))
  const byLoose = unique(accounts.map((a) => [squash(a.code), a]))
  const byName = unique(accounts.map((a) => [a.name.toLowerCase().replace(/\s+/g, ' ').trim(), a]))
  return (code, name) => {
    if (code !== null) return byCode.get(code) ?? byLoose.get(squash(code)) ?? undefined
    if (name === null) return undefined
    const n = name.toLowerCase()
    const hit = byName.get(n)
    if (hit) return hit
    const lead = /^(\S+)\s+(.+)$/.exec(name)
    return lead ? (byCode.get(lead[1]!) ?? undefined) : undefined
  }
}

/** The first sheet of a workbook with a known header as sheet rows (dates as YYYY-MM-DD, numbers as numbers). */
async function sheetRows(
  f: { bytes: Buffer; contentType: string; filename: string },
  signal: AbortSignal,
): Promise<importers.SheetRow[]> {
  let doc: Awaited<ReturnType<typeof documents.extractDocument>>
  try {
    doc = await documents.extractDocument(f, { limits: { maxBytes: MAX_FILE_BYTES, maxCells: 2_000_000 }, signal })
  } catch (e) {
    if (e instanceof documents.DocumentProblem)
      throw new SkillInputError('file_id', `cannot be read as a workbook: ${e.message}`)
    throw e
  }
  const sheets = doc.tables.filter((t) => t.kind === 'sheet' && t.rows.length > 0)
  if (!sheets.length) throw new SkillInputError('file_id', 'is a workbook with no rows')
  const toRows = (t: (typeof sheets)[number]): importers.SheetRow[] =>
    t.rows.map((r) => {
      const cells: Array<string | number | null> = []
      for (const c of r.cells) cells[c.col - 1] = c.v
      for (let i = 0; i < cells.length; i++) cells[i] ??= null
      return { line: r.n, cells }
    })
  return toRows(sheets[0]!)
}

/** Problems sort by line (`csv.row.7.debit` → 7); whole-input ones first. */
function rowOf(param: string): number {
  const m = /\.row\.(\d+)/.exec(param)
  return m ? Number(m[1]) : 0
}
