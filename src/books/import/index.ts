// The importers: bytes in, rows and per-row errors out. Start with README.md.
export { parseCsvStatement } from './csv-statement.ts'
export { parseCsvAccounts } from './csv-accounts.ts'
export { parseCsvTrialBalance } from './csv-trial-balance.ts'
export { parseOfxStatement } from './ofx.ts'
export type { AccountRow, ParsedStatement, RowError, StatementLine, TrialBalanceRow } from './types.ts'
