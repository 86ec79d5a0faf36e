// A client's books. Start with README.md.
export * as clients from './clients.ts'
export * as ledgerLists from './ledger-lists.ts'
export type { LedgerListsDeps } from './ledger-lists.ts'
export {
  isCalendarDate,
  validateJournalEntry,
  MAX_DETAILS,
  type AccountType,
  type BookRules,
  type JournalEntryInput,
  type JournalLine,
  type LedgerAccount,
  type ValidatedEntry,
} from './journal.ts'
export { clientInScope, clientNotFound, type ClientsDeps } from './clients.ts'
export * as importers from './import/index.ts'
export { derivedUuid, lineKeys, squash, statementLineId, statementLineIds, type IdentifiableLine } from './identity.ts'
export * as analysis from './analysis/index.ts'
export * as render from './render/index.ts'
export * as reconcile from './reconcile/index.ts'
export * as accruals from './accruals/index.ts'
export * as tb from './tb/index.ts'
export { demoFiles, type DemoFiles, type DemoTruth } from './synthetic/demo.ts'
