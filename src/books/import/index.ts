// The importers: bytes in, rows and per-row errors out. Start with README.md.
import { parseOfxStatement, type OfxOptions } from './ofx.ts'
import { scanOfParsed } from './statement-scan.ts'
import type { StatementScan } from './types.ts'

export { parseCsvStatement, scanCsvStatement } from './csv-statement.ts'
export { parseCsvAccounts } from './csv-accounts.ts'
export { parseCsvTrialBalance } from './csv-trial-balance.ts'
export { parseOfxStatement } from './ofx.ts'
export type {
  AccountRow,
  ParsedStatement,
  RowError,
  StatementLine,
  StatementScan,
  StatementSummary,
  TrialBalanceRow,
} from './types.ts'

/** An OFX statement as a scan (its lines are held: the OFX reader builds the whole tree). */
export const scanOfxStatement = (bytes: Buffer | string, o: OfxOptions = {}): StatementScan =>
  scanOfParsed(parseOfxStatement(bytes, o))

/** CSV reading and statement dates, for other readers of uploaded files (src/documents). */
export { ErrorList, readCsv } from './csv-common.ts'
export { detectDateOrder, parseDate, type DateOrder } from './dates.ts'

/** Journal and general-ledger reports (Xero, QuickBooks Online, MYOB, or mapped columns) → lines, then balanced entries. */
export {
  csvSheetRows,
  groupLedgerEntries,
  parseLedger,
  type LedgerEntry,
  type LedgerLayoutId,
  type LedgerLine,
  type LedgerMapping,
  type LedgerOptions,
  type ParsedLedger,
  type ResolvedLine,
  type SheetRow,
} from './ledger.ts'
