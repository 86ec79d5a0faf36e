// What the importers (CSV bank statements, OFX, chart of accounts and trial balance CSVs) hand to the code that stores
// rows (issue: Client books, "Getting data in"). Importers are pure: bytes in, rows and per-row errors out. They never
// store anything; the caller stores all rows or none (a file with any error is refused whole).
// Money is integer minor units (src/money/), dates are calendar dates `YYYY-MM-DD`.

/** Where a problem is: the 1-based line of the file (CSV: the header is line 1) or the transaction's position (OFX). */
export interface RowError {
  row: number
  /** The field as the file names it (a CSV column header, an OFX element such as `TRNAMT`), or `file`. */
  field: string
  message: string
}

/** One bank statement line. Amounts are signed from the account holder's side: positive = money into the account. */
export interface StatementLine {
  row: number
  /** The date the bank posted it. */
  date: string
  amountMinor: number
  description: string
  /** A cheque number or payment reference, when the file has one. */
  reference: string | null
  /** Who paid or was paid, when the file says apart from the description (OFX NAME/PAYEE, a CSV Payee column). */
  counterparty: string | null
  /** The bank's own id for the line (OFX FITID, or a mapped CSV id column): the re-import key when present. */
  externalId: string | null
  /** The running balance after the line, when the file has one. */
  balanceMinor: number | null
}

export interface ParsedStatement {
  /** ISO 4217, from the file (OFX CURDEF) or the caller; null when neither says. */
  currency: string | null
  /** The account the file is about, when it says (OFX BANKACCTFROM / CCACCTFROM). */
  account: { accountId: string; bankId: string | null; type: string | null } | null
  lines: StatementLine[]
  errors: RowError[]
}

/** A chart-of-accounts row. */
export interface AccountRow {
  row: number
  code: string
  name: string
  /** The row's account type as the file states it (normalised to lower case), or null. */
  type: string | null
}

/** A trial-balance row: one account's closing balance, debit positive. */
export interface TrialBalanceRow {
  row: number
  code: string
  name: string
  balanceMinor: number
}

/** Over a statement's lines: how many, the first and last date, money in and money out (positive minor units). */
export interface StatementSummary {
  lines: number
  firstDate: string | null
  lastDate: string | null
  moneyInMinor: number
  moneyOutMinor: number
}

/**
 * A statement read and checked whole (errors, summary) whose lines are built again on each lines() call, so that a
 * 100,000-line file is never 100,000 objects at once (CSV; an OFX file's lines are held). lines() gives the lines of
 * the rows without errors, in file order.
 */
export interface StatementScan {
  currency: string | null
  account: ParsedStatement['account']
  errors: RowError[]
  summary: StatementSummary
  lines(): Iterable<StatementLine>
}
