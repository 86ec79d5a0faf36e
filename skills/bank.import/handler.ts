// bank.import (import_bank_statement): a CSV or OFX statement into a client's bank account, all or nothing, deduplicated
// by file digest and by line identity (ctx.data books.addStatement). Parsing is the books importers'.
import { defineSkill, importers, money, SkillInputError, type NewStatementLine } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

/** The largest uploaded statement read (the upload limit's default): 100,000 lines of a bank export fit well within it. */
const MAX_FILE_BYTES = 25 * 1024 * 1024
const OFX_TYPE = 'application/x-ofx'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const given = (['csv', 'ofx', 'file_id'] as const).filter((k) => input[k] !== undefined)
  if (given.length !== 1) {
    throw new SkillInputError(
      given[1] ?? 'csv',
      given.length === 0
        ? 'is required: give one of csv, ofx and file_id'
        : `cannot be given with ${given[0]}: give one of csv, ofx and file_id`,
    )
  }
  const source = given[0]!
  let bytes: Buffer | string
  let format: 'csv' | 'ofx'
  if (source === 'file_id') {
    const f = await ctx.data.files.read(input.file_id!, { maxBytes: MAX_FILE_BYTES })
    bytes = f.bytes
    format = f.contentType === OFX_TYPE ? 'ofx' : 'csv'
    if (format === 'csv' && f.contentType !== 'text/csv')
      throw new SkillInputError('file_id', `names a file of type ${f.contentType}; a statement is CSV or OFX`)
  } else {
    bytes = input[source]!
    format = source === 'ofx' ? 'ofx' : 'csv'
  }
  if (format === 'ofx' && (input.columns || input.date_format || input.decimal_separator)) {
    throw new SkillInputError(
      input.columns ? 'columns' : input.date_format ? 'date_format' : 'decimal_separator',
      'applies to CSV statements only',
    )
  }

  // Check the client and the account before reading the file: a wrong id is a 404 whatever the file holds.
  const books = await ctx.data.books(input.client_id)
  const { currency } = books.client
  // Read and checked whole, then read again line by line as the lines are stored: a 100,000-line file is never held as
  // 100,000 lines (importers.scanCsvStatement).
  const scan =
    format === 'csv'
      ? importers.scanCsvStatement(bytes, {
          currency,
          columns: input.columns,
          dateFormat: input.date_format,
          decimalSeparator: input.decimal_separator,
        })
      : importers.scanOfxStatement(bytes, { currency })
  const problems = scan.errors.map((e) => ({ param: `${source}.${e.row}`, reason: `${e.field}: ${e.message}` }))
  if (problems.length) throw new SkillInputError(problems[0]!.param, problems[0]!.reason, problems.slice(1))
  if (scan.currency !== null && scan.currency !== currency)
    throw new SkillInputError(source, `is a statement in ${scan.currency}; the client's books are in ${currency}`)
  const { summary } = scan
  if (summary.lines === 0) throw new SkillInputError(source, 'holds no statement lines')

  const account = await books.bankAccount(input.account_code, {
    name: input.bank_account_name,
    institution: input.institution ?? null,
    account_number: input.account_number ?? null,
  })
  const r = await books.addStatement({ bankAccountId: account.id, content: bytes, format, lines: toNew(scan.lines()) })
  const warnings: string[] = []
  if (r.already_imported) warnings.push('This file was imported into the account before; nothing was stored.')
  else if (r.skipped)
    warnings.push(
      `${r.skipped} of the file's lines were already in the account (an overlapping statement) and were not stored again.`,
    )
  return {
    bank_account: {
      id: account.id,
      name: account.name,
      account_code: account.account_code,
      currency: account.currency,
    },
    import_id: r.import_id,
    format,
    lines_in_file: summary.lines,
    added: r.added,
    skipped: r.skipped,
    already_imported: r.already_imported,
    first_date: summary.firstDate,
    last_date: summary.lastDate,
    money_in: money.formatAmount(money.sum([summary.moneyInMinor]), currency),
    money_out: money.formatAmount(money.sum([summary.moneyOutMinor]), currency),
    stub_fields: [],
    warnings,
  }
})

/** The importer's lines as addStatement takes them, one at a time. */
function* toNew(lines: Iterable<importers.StatementLine>): Generator<NewStatementLine> {
  for (const l of lines)
    yield {
      date: l.date,
      amount_minor: l.amountMinor,
      description: l.description,
      reference: l.reference,
      counterparty: l.counterparty,
      fitid: l.externalId,
    }
}
